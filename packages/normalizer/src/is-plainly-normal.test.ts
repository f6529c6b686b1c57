import { readFileSync } from "node:fs";
import { realWorldListPath } from "@urikit/corpus";
import { uriReference as abnfReference } from "@urikit/corpus/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { uriReference as noisyReference } from "../test/arbitraries.js";
import { isPlainlyNormal, isPlainlyNormalHost } from "./is-plainly-normal.js";
import { normalize } from "./normalize.js";

const runs = { seed: 20261125, numRuns: 4000 };

/** Lines of a URL list shipped in bench/data (UTF-8 BOM skipped, LF or CRLF). */
function readLines(file: "kasztp.txt" | "node_files.txt" | "isaacs_files.txt"): string[] {
  let text = readFileSync(realWorldListPath(file), "utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text.split(/\r?\n/).filter((line) => line !== "");
}

/** The general path: an options object (all steps on) skips every shortcut; errors as [code, index]. */
function reference(text: string): string | [string, number] {
  try {
    return normalize(text, {});
  } catch (e) {
    const { code, index } = e as { code: string; index: number };
    return [code, index];
  }
}

function fast(text: string): string | [string, number] {
  try {
    return normalize(text);
  } catch (e) {
    const { code, index } = e as { code: string; index: number };
    return [code, index];
  }
}

/** `true` must prove the text valid and normal; and normalize (shortcuts on) must equal the general path. */
function check(text: string): void {
  if (isPlainlyNormal(text)) expect(reference(text)).toBe(text);
  // `scheme "://" host` and nothing more: normal but for the "/" that §6.2.3 may add.
  if (isPlainlyNormalHost(text)) expect([text, text + "/"]).toContain(reference(text));
  expect(fast(text)).toEqual(reference(text));
}

describe("isPlainlyNormal: the shortcut of normalize (RFC 3986 §6.2.2)", () => {
  it("proves plain, already normal URIs", () => {
    for (const text of [
      "http://www.example.com/",
      "https://a.b/c/d.html?q=1&r=/x?y#top",
      "file:///Users/x/a.mjs",
      "node:url",
      "mailto:joe@example.com",
      "foo:",
      "foo:/a/b",
      "x-y.z+w://h/a/...b/.c/..d",
      "http://1.2.3.4/",
      "foo:./a", // rootless: normalize keeps its dot segments, and no "/." comes before this one
      "http://a/b?x/./y#/../z", // dots in the query and the fragment are data (§6.2.2.3 is about the path)
      "http://a/.b/..c/...", // segments that begin with dots but are not "." or ".."
      "http://a/b./c..d/e.f.g/h../.../.pnpm/..bin", // dots inside and at the end of segments
      "http://a/b%20c/%C3%A9?q=%2F%3D#%5B%5D", // %XX that normalize keeps: uppercase hex, not unreserved (§6.2.2.2)
      "http://ex%C3%A9.com/%00%1F%2C%2F%3A%40%5B%5E%60%7B%7D%7F%80%FF",
    ]) {
      expect(isPlainlyNormal(text), text).toBe(true);
      expect(normalize(text, {})).toBe(text);
    }
  });

  it("leaves everything else to the general path", () => {
    for (const text of [
      "HTTP://a/", // scheme case
      "http://A/", // host case
      "http://a", // empty path after an authority (§6.2.3 may add "/")
      "http://a?q",
      "http://a:80/", // port
      "http://a:/",
      "http://u@a/", // userinfo
      "http://[::1]/", // IP literal
      "http://a/%7e", // percent-encoding: an unreserved octet (§6.2.2.2 decodes it) or lowercase hex (§6.2.2.1)
      "http://a/b?%41",
      "http://a/%7E",
      "http://a/%2E",
      "http://a/%2D%5F%30%39%61%7A",
      "http://a/%c3%A9",
      "http://a/%C3%a9",
      "http://%41/",
      "http://a/%2",
      "http://a/./b",
      "http://a/b/..",
      "http://a/b/.?q",
      "http://a/b/..#f",
      "foo:/.",
      "urn:ex:a/../b", // and in a rootless path (whose dot segments normalize keeps)
      "//a/b", // relative references
      "a/b",
      "",
      "1a:b",
      "http://a/b c", // invalid: the general path reports it
      "http://a/é",
      "http://a/b#c#d",
    ]) {
      expect(isPlainlyNormal(text), text).toBe(false);
      check(text);
    }
  });

  it("isPlainlyNormalHost takes scheme://host and nothing more, for §6.2.3 to add the path \"/\"", () => {
    for (const [text, normal] of [
      ["http://a.b", "http://a.b/"],
      ["https://ex%C3%A9.com", "https://ex%C3%A9.com/"],
      ["foo://a", "foo://a"], // a scheme the registry does not know: no "/" added
      ["mailto://a", "mailto://a"], // a scheme the registry knows to have no authority
      ["http://", "http:///"],
    ]) {
      expect(isPlainlyNormalHost(text!), text).toBe(true);
      expect([normalize(text!), normalize(text!, {})]).toEqual([normal, normal]);
    }
    for (const text of ["http://A", "HTTP://a", "http://a:80", "http://u@a", "http://a/", "http://a?q", "http://a#f", "http://%7e", "http://[::1]", "a://b/"]) {
      expect(isPlainlyNormalHost(text), text).toBe(false);
      check(text);
    }
  });

  it("agrees with the general path on strings full of %XX (fast-check)", () => {
    const alphabet = fc.constantFrom(..."%%%0279ACEFcef/.:?#ha".split(""));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 24 }), (chars) => {
        check("http://" + chars.join(""));
        check("h:" + chars.join(""));
      }),
      runs,
    );
  });

  it("finds every dot segment after a \"/\" and nothing else, each \".\" tried on its own (fast-check)", () => {
    // The oracle splits the path at "/": a "." or ".." segment after the first "/" is what §6.2.2.3 removes.
    const part = fc.constantFrom(".", ".", "..", "/", "/", "a", "a.", "%2E", "%2F");
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), (parts) => {
        const path = "/" + parts.join("");
        const plain = !path.split("/").slice(1).some((segment) => segment === "." || segment === "..") && !path.includes("%2E");
        expect(isPlainlyNormal("http://h" + path), path).toBe(plain);
        // "s://…" has an authority: the oracle holds for the path alone when it does not begin with "//".
        if (!path.startsWith("//")) expect(isPlainlyNormal("s:" + path), path).toBe(plain);
        for (const end of ["", "?q", "#f", "?./..#.."]) check("http://h" + path + end);
        check("s:" + parts.join(""));
      }),
      runs,
    );
  });

  it("agrees with the general path on ABNF-generated references (fast-check)", () => {
    fc.assert(
      fc.property(abnfReference, (g) => {
        check(g.text);
        check(g.text.toLowerCase());
      }),
      runs,
    );
  });

  it("agrees with the general path on references with case, %XX, dot segments and ports (fast-check)", () => {
    fc.assert(
      fc.property(noisyReference, (text) => {
        check(text);
        check(normalize(text, {}));
      }),
      runs,
    );
  });

  it("agrees with the general path on arbitrary strings over a URI alphabet (fast-check)", () => {
    const alphabet = fc.constantFrom(..."aAz09:/?#[]@%.-+~!$&'()*,;= é".split(""));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 24 }), (chars) => check(chars.join(""))),
      runs,
    );
  });

  it("agrees with the general path on every line of bench/data, and proves most of them", () => {
    for (const file of ["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const) {
      const lines = readLines(file);
      let proven = 0;
      for (const line of lines) {
        check(line);
        if (isPlainlyNormal(line)) proven++;
      }
      // Most real URIs are already normal (PERF): the shortcut must take them, not just be sound.
      expect(proven / lines.length, file).toBeGreaterThan(0.9);
    }
  });
});

describe("isPlainlyNormal on texts that make a backtracking regex work hard", () => {
  // Each "." after a non-"/" had two ways to match, so a text that failed at its end (an unreserved "%41" to decode)
  // was retried in 2^n ways: 24 "a." took 3 s. Now each "." has one, and the retries are linear.
  it('many "a." before a character that fails the shape', () => {
    for (const n of [24, 64, 100_000]) {
      const text = "http://a/" + "a.".repeat(n) + "%41";
      expect(isPlainlyNormal(text)).toBe(false);
      expect(normalize(text)).toBe("http://a/" + "a.".repeat(n) + "A");
      expect(isPlainlyNormal("http://a/b/" + "a.".repeat(n) + "/c")).toBe(true);
    }
  });

  // Past the cap of one regex call (131,072 repetitions; V8 threw RangeError past about 3.36 million uncapped), a
  // run answers false and normalize takes the general path, which gives the same result.
  it("runs of millions of escapes and dots", () => {
    const M = 4_200_000;
    for (const text of ["http://a/" + "%2F".repeat(M), "http://a/?" + "%2F".repeat(M), "http://a/" + "a.".repeat(M) + "b", "http://a/#" + "%7E".repeat(M)]) {
      expect(isPlainlyNormal(text)).toBe(false);
      expect(normalize(text)).toBe(text.endsWith("%7E") ? "http://a/#" + "~".repeat(M) : text);
    }
  });
});
