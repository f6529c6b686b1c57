// Every implementation the suites compare, loaded once. urikit packages that may not be built yet are optional:
// a suite whose implementation is missing reports "not available" instead of crashing.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import * as core from "@urikit/core";
import * as facade from "@urikit/uri";
import * as compat from "@urikit/uri/compat";
import fastUri from "fast-uri";
import * as uriJs from "uri-js";
import UrlParse from "url-parse";
import URI from "urijs";
import { URL as WhatwgURL, parseURL as whatwgParseURL } from "whatwg-url";

export { compat, core, facade, fastUri, uriJs, UrlParse, URI, WhatwgURL, whatwgParseURL };
export { consume } from "./harness.js";

/**
 * RFC 3986 Appendix B: the regular expression that splits any string into the five main parts. It validates nothing,
 * so it is the floor for "split": no real parser can do less work.
 */
export const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

/** Resolution as urikit offers it: `resolve(base, reference)` → target string. */
export type ResolveFn = (base: string, reference: string) => string;
/** Normalization as urikit offers it: `normalize(text)` → normalized string. */
export type NormalizeFn = (text: string) => string;

/** Result of a bulk scan, as far as the bench reads it. */
export interface ScanResult {
  readonly length: number;
  isValid(i: number): boolean;
  host(i: number): string | undefined;
  path(i: number): string | undefined;
  /** Int32 rows in the offsets layout of @urikit/core. */
  readonly offsets: Int32Array;
}
/** A bulk scanner: bytes in, per-line offsets out. */
export interface Scanner {
  /** `reuse`: an earlier result the caller is done with, whose arrays the scan writes into. */
  scan(bytes: Uint8Array, options?: { reuse?: ScanResult | undefined }): ScanResult;
}
/** `createScanner({ engine })`; may return a promise (WebAssembly instantiation). */
export type CreateScanner = (options: { engine: string; rows?: "auto" | "int32" }) => Scanner | Promise<Scanner>;

/** A loaded optional implementation, or why it is not available. */
export type Optional<T> = { readonly ok: true; readonly value: T; readonly from: string } | { readonly ok: false; readonly reason: string };

const facadeRequire = createRequire(createRequire(import.meta.url).resolve("@urikit/uri/package.json"));
const benchRequire = createRequire(import.meta.url);

/** Load `pkg` by trying the facade export first, then the package itself (through bench's or the facade's deps). */
async function loadNamed<T>(name: string, pkg: string): Promise<Optional<T>> {
  const fromFacade = (facade as Record<string, unknown>)[name];
  if (typeof fromFacade === "function") return { ok: true, value: fromFacade as T, from: "@urikit/uri" };
  const errors: string[] = [];
  for (const req of [benchRequire, facadeRequire]) {
    let path: string;
    try {
      path = req.resolve(pkg);
    } catch {
      continue;
    }
    try {
      const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
      const fn = mod[name];
      if (typeof fn === "function") return { ok: true, value: fn as T, from: pkg };
      errors.push(`${pkg} has no export ${name}`);
    } catch (error) {
      errors.push(`${pkg}: ${String(error).split("\n")[0]}`);
    }
  }
  return { ok: false, reason: errors[0] ?? `${pkg} is not built (no dist) and @urikit/uri has no ${name}` };
}

let resolveP: Promise<Optional<ResolveFn>> | undefined;
let normalizeP: Promise<Optional<NormalizeFn>> | undefined;
let scannerP: Promise<Optional<CreateScanner>> | undefined;

/** urikit `resolve(base, ref)` (facade, else @urikit/resolver). */
export function loadResolve(): Promise<Optional<ResolveFn>> {
  return (resolveP ??= loadNamed<ResolveFn>("resolve", "@urikit/resolver"));
}
/** urikit `normalize(text)` (facade, else @urikit/normalizer). */
export function loadNormalize(): Promise<Optional<NormalizeFn>> {
  return (normalizeP ??= loadNamed<NormalizeFn>("normalize", "@urikit/normalizer"));
}
/** urikit `createScanner({ engine })` (facade, else @urikit/scanner). */
export function loadCreateScanner(): Promise<Optional<CreateScanner>> {
  return (scannerP ??= loadNamed<CreateScanner>("createScanner", "@urikit/scanner"));
}
