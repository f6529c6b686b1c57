// UTS #46 conformance: every row of Unicode's IdnaTestV2.txt (version 16.0.0, the Unicode version of the pinned
// tr46 5.1.1; test/data/unicode/, Unicode License V3), nontransitional, through the public subpath.
import { describe, expect, it } from "vitest";
import { IdnaError, toASCII, toUnicode, type IdnaOptions } from "@urikit/iri/idna";
import { loadIdnaTestV2, type IdnaTestRow } from "./idna-test-v2.js";

const rows = loadIdnaTestV2();

// The file's defaults: every check on. Its header: "Implementations that allow values of particular input flags to be
// false would ignore the corresponding status codes" (VerifyDnsLength A4_1 A4_2, CheckHyphens V2 V3, CheckJoiners Cn,
// CheckBidi Bn, UseSTD3ASCIIRules U1).
const STRICT: IdnaOptions = { checkHyphens: true, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: true, verifyDnsLength: true };
// WHATWG URL's "domain to ASCII" with beStrict false: the defaults of toASCII/toUnicode.
const WHATWG_IGNORED = /^(V2|V3|U1|A4_1|A4_2|X4_2)$/;

/** What a row expects of one run, with the status codes of the flags that are off dropped. */
function expected(row: IdnaTestRow, ignored: RegExp | null) {
  const keep = (codes: string[]) => codes.filter((c) => ignored === null || !ignored.test(c));
  // X4_2 in toUnicodeStatus: the header says it stands where A4_2 (an empty label) "was formerly being generated in
  // toUnicode"; A4_2 is VerifyDnsLength's, a flag of ToASCII only, so ToUnicode does not report it.
  const unicodeErrors = keep(row.toUnicodeStatus).filter((c) => c !== "X4_2");
  return { unicodeError: unicodeErrors.length > 0, asciiError: keep(row.toAsciiNStatus).length > 0 };
}

/** Run one row; return "" when it passes, else what differed. */
function run(row: IdnaTestRow, options: IdnaOptions | undefined, ignored: RegExp | null): string {
  const want = expected(row, ignored);
  const unicode = toUnicode(row.source, options);
  let ascii: string | null;
  try {
    ascii = toASCII(row.source, options);
  } catch (e) {
    if (!(e instanceof IdnaError)) throw e;
    ascii = null;
  }
  const problems: string[] = [];
  if (unicode.error !== want.unicodeError) problems.push(`toUnicode error ${unicode.error}, expected ${want.unicodeError}`);
  else if (!want.unicodeError && unicode.domain !== row.toUnicode) problems.push(`toUnicode ${JSON.stringify(unicode.domain)}`);
  if ((ascii === null) !== want.asciiError) problems.push(`toASCII ${ascii === null ? "failed" : JSON.stringify(ascii)}, expected ${want.asciiError ? "an error" : JSON.stringify(row.toAsciiN)}`);
  else if (ascii !== null && ascii !== row.toAsciiN) problems.push(`toASCII ${JSON.stringify(ascii)}, expected ${JSON.stringify(row.toAsciiN)}`);
  return problems.join("; ");
}

describe("IdnaTestV2.txt (UTS #46 16.0.0), nontransitional", () => {
  it("has the rows of the whole file", () => {
    // 6389 test lines in the 16.0.0 file (every line that is not a comment or blank).
    expect(rows.length).toBe(6389);
  });

  it("every row passes with every check on (toUnicode, toAsciiN and their status)", () => {
    const failures = rows.map((row) => [row.line, run(row, STRICT, null)] as const).filter(([, p]) => p !== "");
    expect(failures).toEqual([]);
  });

  it("every row passes with WHATWG URL's flags (the defaults), ignoring the codes of the flags that are off", () => {
    const failures = rows.map((row) => [row.line, run(row, undefined, WHATWG_IGNORED)] as const).filter(([, p]) => p !== "");
    expect(failures).toEqual([]);
  });
});
