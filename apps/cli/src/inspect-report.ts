// What `urikit inspect` prints for one URI reference: its RFC 3986 §7 hazards (and, with --fetch, whether a server may
// fetch it; with --redirect, where a browser goes), for people or as one JSON object. Every character that a terminal
// would not show as itself (bidi controls, zero-width and other default-ignorable characters, controls) is printed as
// <U+XXXX> in the echoed input, the caret line and every message, so a report never reorders or hides text.
import { assessFetch, assessRedirect, diagnose, inspect, type Hazard } from "@urikit/uri";
import { carets, invalidHeading } from "./caret.js";
import { humanMessage, visibleText } from "./messages.js";

/** What to report besides the hazards: nothing, the fetch policy's verdict, or the redirect's target. */
export type InspectMode = { kind: "hazards" } | { kind: "fetch" } | { kind: "redirect"; base: string };

/** Characters a JSON string carries raw that would act on a terminal (bidi controls, default-ignorables, line separators). */
const UNSAFE_IN_JSON = /[\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u0080-\u009f]/gu;

/** `JSON.stringify(value)` with every character a terminal would act on written as a \u escape: the same JSON value. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_JSON, (ch) =>
    [...ch].map((_, k) => `\\u${ch.charCodeAt(k).toString(16).padStart(4, "0")}`).join(""),
  );
}

function hazardLines(text: string, h: Hazard): string[] {
  const lines = [carets(text, [h.index]), `  ${h.code} (${h.component}): ${visibleText(h.message)}`];
  if (h.readings !== undefined) {
    const show = (v: string | null) => (v === null ? "(nothing / rejected)" : visibleText(JSON.stringify(v)));
    lines.push(`    RFC 3986: ${show(h.readings.rfc3986)}`, `    WHATWG:   ${show(h.readings.whatwg)}`);
  }
  if (h.unicode !== undefined) lines.push(`    Unicode:  ${visibleText(h.unicode)}`);
  lines.push(`    ${h.cite}`);
  return lines;
}

/** The report of one input: the lines to print (or one JSON line), and whether it passes (exit 0) or not (exit 1). */
export function inspectReport(text: string, mode: InspectMode, json: boolean): { lines: string[]; ok: boolean } {
  const report = inspect(text);
  const errors = report.valid ? [] : diagnose(text);
  let hazards = report.hazards;
  let ok = report.valid && hazards.length === 0;
  const extra: Record<string, unknown> = {};
  const verdict: string[] = [];
  if (mode.kind === "fetch") {
    const r = assessFetch(text);
    hazards = r.hazards;
    ok = r.allowed;
    Object.assign(extra, { allowed: r.allowed, host: r.host ?? null, address: r.address ?? null, addressClass: r.addressClass ?? null });
    const where = [r.host === undefined ? "" : ` host ${visibleText(r.host)}`, r.address === undefined || r.address === r.host ? "" : ` address ${r.address}`, r.addressClass === undefined ? "" : ` (${r.addressClass})`].join("");
    verdict.push(`  fetch: ${r.allowed ? "allowed" : "refused"}${where}${r.allowed && r.address === undefined && r.host !== undefined ? "; check every address DNS returns (assessAddress)" : ""}`);
  } else if (mode.kind === "redirect") {
    const r = assessRedirect(text, { base: mode.base });
    hazards = r.hazards;
    ok = r.valid && r.sameOrigin && r.hazards.length === 0;
    Object.assign(extra, { base: mode.base, redirectValid: r.valid, target: r.target ?? null, sameOrigin: r.sameOrigin });
    verdict.push(
      r.target === undefined
        ? "  redirect: rejected by a browser"
        : `  redirect: → ${visibleText(r.target)} (${r.sameOrigin ? "same origin" : "another origin"})`,
    );
  }
  if (json) {
    const object = {
      input: text,
      valid: report.valid,
      errors: errors.map((e) => ({ code: e.code, index: e.index, rule: e.rule, message: e.message })),
      ...extra,
      hazards,
    };
    return { lines: [safeJson(object)], ok };
  }
  const lines = [`${visibleText(text)}`];
  if (errors.length > 0) {
    lines.push(invalidHeading(errors.length), carets(text, errors.map((e) => e.index)));
    for (const e of errors) lines.push(`  ${errors.length === 1 ? "" : `at ${e.index}: `}${visibleText(humanMessage(text, e))}`);
  }
  lines.push(...verdict);
  if (hazards.length === 0) lines.push("  no hazard found");
  else lines.push(`${hazards.length} hazard${hazards.length === 1 ? "" : "s"}:`);
  for (const h of hazards) lines.push(...hazardLines(text, h));
  return { lines, ok };
}
