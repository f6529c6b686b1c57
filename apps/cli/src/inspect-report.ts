// What `urikit inspect` prints for one URI reference: its RFC 3986 §7 hazards (and, with --fetch, whether a server may
// fetch it; with --redirect, where a browser goes), for people or as one JSON object. Every character that a terminal
// would not show as itself (bidi controls, zero-width and other default-ignorable characters, controls) is printed as
// <U+XXXX> in the echoed input, the caret line and every message, so a report never reorders or hides text.
import { assessFetch, assessRedirect, diagnose, inspect, type FetchPolicy, type Hazard } from "@urikit/uri";
import { carets, invalidHeading } from "./caret.js";
import { humanMessage, visibleText } from "./messages.js";

/** What to report besides the hazards: nothing, the fetch policy's verdict, or the redirect's target. */
export type InspectMode = { kind: "hazards" } | { kind: "fetch"; policy: FetchPolicy } | { kind: "redirect"; base: string };

/** Where a row of `inspect -f FILE` comes from: the input's name and the 1-based line number. */
export interface RowSource {
  file: string;
  line: number;
}

/**
 * Characters that `JSON.stringify` leaves raw and a terminal would act on or hide: C1 controls, format characters
 * (bidi controls, zero-width characters, soft hyphen), line and paragraph separators, and the other
 * default-ignorable code points (Hangul fillers, variation selectors, …).
 */
const UNSAFE_IN_JSON = /[\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u0080-\u009f]/gu;

/** `JSON.stringify(value)` with every character a terminal would act on written as a \u escape: the same JSON value. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_JSON, (ch) =>
    Array.from({ length: ch.length }, (_, k) => `\\u${ch.charCodeAt(k).toString(16).padStart(4, "0")}`).join(""),
  );
}

function hazardLines(text: string, h: Hazard): string[] {
  const lines = [carets(text, [h.index]), `  ${h.code} (${h.component}): ${visibleText(h.message)}`];
  if (h.readings !== undefined) {
    const show = (v: string | undefined) => (v === undefined ? "(nothing / rejected)" : visibleText(JSON.stringify(v)));
    lines.push(`    RFC 3986: ${show(h.readings.rfc3986)}`, `    WHATWG:   ${show(h.readings.whatwg)}`);
  }
  if (h.unicode !== undefined) lines.push(`    Unicode:  ${visibleText(h.unicode)}`);
  lines.push(`    ${h.cite}`);
  return lines;
}

interface Assessed {
  /** Passes: exit 0 for it (no hazard; --fetch: allowed; --redirect: same origin, no hazard). */
  ok: boolean;
  /** The one-word verdict of a file row: ok, hazard, invalid; allowed, refused; same-origin, off-origin, rejected. */
  verdict: string;
  /** The verdict's detail for people (already visible): the redirect's target, the fetch's host and address class. */
  detail: string;
  /** The `fetch: …` or `redirect: …` line of the full text report, or undefined. */
  summary: string | undefined;
  hazards: Hazard[];
  /** What --fetch or --redirect add to the JSON object. */
  extra: Record<string, unknown>;
}

/** "same origin", "another origin", or why a target the browser keeps on the origin is not same-origin. */
function originNote(r: { sameOrigin: boolean; browserSameOrigin: boolean; hazards: Hazard[] }): string {
  if (r.sameOrigin) return "same origin";
  if (!r.browserSameOrigin) return "another origin";
  if (r.hazards.some((h) => h.code === "decoded-off-origin" || h.code === "whatwg-differs" || h.code === "scheme-relative-authority")) {
    return "same origin for a browser, another origin for another reading: see the hazards";
  }
  return "same origin for a browser, but not a plain reference: see the hazards";
}

function assess(text: string, valid: boolean, mode: InspectMode, hazards: Hazard[]): Assessed {
  if (mode.kind === "fetch") {
    const r = assessFetch(text, mode.policy);
    const where = [
      r.host === undefined ? "" : ` host ${visibleText(r.host)}`,
      r.address === undefined || r.address === r.host ? "" : ` address ${r.address}`,
      r.addressClass === undefined ? "" : ` (${r.addressClass})`,
    ].join("");
    const dns = r.allowed && r.address === undefined && r.host !== undefined ? "; check every address DNS returns (assessAddress)" : "";
    return {
      ok: r.allowed,
      verdict: r.allowed ? "allowed" : "refused",
      detail: where.trim(),
      summary: `  fetch: ${r.allowed ? "allowed" : "refused"}${where}${dns}`,
      hazards: r.hazards,
      extra: { allowed: r.allowed, host: r.host ?? null, address: r.address ?? null, addressClass: r.addressClass ?? null },
    };
  }
  if (mode.kind === "redirect") {
    const r = assessRedirect(text, { base: mode.base });
    const ok = r.valid && r.sameOrigin;
    const target = r.target === undefined ? "" : visibleText(r.target);
    return {
      ok,
      verdict: !r.valid ? "rejected" : r.sameOrigin ? "same-origin" : "off-origin",
      detail: target === "" ? "" : `→ ${target}`,
      summary: r.target === undefined ? "  redirect: rejected by a browser" : `  redirect: → ${target} (${originNote(r)})`,
      hazards: r.hazards,
      extra: {
        base: mode.base,
        redirectValid: r.valid,
        target: r.target ?? null,
        decodedTarget: r.decodedTarget ?? null,
        sameOrigin: r.sameOrigin,
        browserSameOrigin: r.browserSameOrigin,
      },
    };
  }
  const ok = valid && hazards.length === 0;
  return { ok, verdict: !valid ? "invalid" : ok ? "ok" : "hazard", detail: "", summary: undefined, hazards, extra: {} };
}

/**
 * The report of one input: the lines to print (or one JSON line), and whether it passes (exit 0) or not (exit 1).
 * With `source` (a line of `-f FILE`) the text report is one row, `FILE:LINE: verdict (codes): input`, and the JSON
 * object starts with `file` and `line`.
 */
export function inspectReport(text: string, mode: InspectMode, json: boolean, source?: RowSource): { lines: string[]; ok: boolean } {
  const report = inspect(text);
  const errors = report.valid ? [] : diagnose(text);
  const a = assess(text, report.valid, mode, report.hazards);
  if (json) {
    const object = {
      ...(source === undefined ? {} : { file: source.file, line: source.line }),
      input: text,
      valid: report.valid,
      errors: errors.map((e) => ({ code: e.code, index: e.index, rule: e.rule, message: humanMessage(text, e) })),
      ...a.extra,
      // JSON has no undefined: a reading that is absent (a parser has no such component or rejects the text) is null.
      hazards: a.hazards.map((h) => (h.readings === undefined ? h : { ...h, readings: { rfc3986: h.readings.rfc3986 ?? null, whatwg: h.readings.whatwg ?? null } })),
    };
    return { lines: [safeJson(object)], ok: a.ok };
  }
  if (source !== undefined) {
    const codes = [...errors.map((e) => `${e.code}@${e.index}`), ...a.hazards.map((h) => `${h.code}@${h.index}`)];
    const verdict = [a.verdict, a.detail, codes.length === 0 ? "" : `(${codes.join(", ")})`].filter((s) => s !== "").join(" ");
    return { lines: [`${visibleText(source.file)}:${source.line}: ${verdict}: ${visibleText(text)}`], ok: a.ok };
  }
  const lines = [visibleText(text)];
  if (errors.length > 0) {
    lines.push(invalidHeading(errors.length), carets(text, errors.map((e) => e.index)));
    for (const e of errors) lines.push(`  ${errors.length === 1 ? "" : `at ${e.index}: `}${visibleText(humanMessage(text, e))}`);
  }
  if (a.summary !== undefined) lines.push(a.summary);
  if (a.hazards.length === 0) lines.push("  no hazard found");
  else lines.push(`${a.hazards.length} hazard${a.hazards.length === 1 ? "" : "s"}:`);
  for (const h of a.hazards) lines.push(...hazardLines(text, h));
  return { lines, ok: a.ok };
}
