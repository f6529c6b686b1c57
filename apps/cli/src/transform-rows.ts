// The lines of `urikit normalize | resolve | relativize` for one batch. The same code runs on the main thread and in
// the workers (transform-worker.ts), so the output and the reports are the same whichever thread wrote them.
import { UriError, createResolver, relativize, tryNormalize, type ScanResult } from "@urikit/uri";
import { humanMessage } from "./messages.js";
import { countLine, type Stats } from "./stats.js";

/** Which transform, as plain data (it crosses to a worker thread). */
export type TransformSpec =
  | { command: "normalize" }
  | { command: "resolve"; base: string; strict: boolean }
  | { command: "relativize"; base: string };

/** What a batch's lines depend on. */
export interface TransformRowOptions {
  spec: TransformSpec;
  /** The input's name in reports. */
  name: string;
  lineOffset: number;
  /** `--stats`: count by scheme, host kind and error code too. */
  stats: boolean;
  /** `--drop-invalid`: an invalid line gives an empty output line instead of its own text. */
  dropInvalid?: boolean;
}

/** Where a batch's output lines go: text lines, and an invalid line's raw bytes (each followed by LF). */
export interface TransformSink {
  line(text: string): void;
  lineBytes(bytes: Uint8Array): void;
}

/**
 * The function of one line that `spec` names: the transformed reference, or the `UriError` that refuses the line.
 * PERF: the forms that return the error rather than throw it, and for `resolve` one resolver for the whole run
 * (the base scanned once, long references checked in WebAssembly; bench: columnar/lines).
 */
export function lineTransform(spec: TransformSpec): (text: string) => string | UriError {
  if (spec.command === "normalize") return (text) => tryNormalize(text);
  if (spec.command === "resolve") {
    const resolver = createResolver(spec.base, { strict: spec.strict });
    return (text) => resolver.tryResolve(text);
  }
  const { base } = spec;
  return (text) => {
    try {
      return relativize(base, text);
    } catch (e) {
      if (!UriError.is(e)) throw e;
      return e;
    }
  };
}

/**
 * One output line per line of `result`: the transformed reference, or for a line the transform refuses its own
 * text unchanged (its very bytes, even where they are not UTF-8), so that a run in place loses nothing; with
 * `dropInvalid` an empty line instead. Either way line numbers stay aligned, and each refused line is reported as
 * `FILE:LINE:COLUMN: message`; returns how many were refused.
 */
export function transformRows(
  result: ScanResult,
  options: TransformRowOptions,
  apply: (text: string) => string | UriError,
  stats: Stats,
  out: TransformSink,
  report: (text: string) => void,
): number {
  let failed = 0;
  for (let i = 0; i < result.length; i++) {
    countLine(stats, result, i, options.stats);
    const text = result.line(i);
    const target = apply(text);
    if (typeof target === "string") out.line(target);
    else {
      failed++;
      const start = result.ranges[2 * i];
      const end = result.ranges[2 * i + 1];
      if (options.dropInvalid === true) out.line("");
      // A decoded line without U+FFFD re-encodes to its bytes; one with it may have had bytes that are not UTF-8.
      else if (!text.includes("\ufffd")) out.line(text);
      else out.lineBytes(result.bytes.subarray(start, end));
      const message = humanMessage(text, target, result.bytes, start, end);
      report(`${options.name}:${options.lineOffset + result.firstLine + i + 1}:${target.index + 1}: ${message}\n`);
    }
  }
  return failed;
}
