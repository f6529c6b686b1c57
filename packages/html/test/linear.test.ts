// Linear time and bounded memory, shown without a clock: the tokenizer counts the code units it hands to
// htmlparser2's tokenizer and those its own code copies or steps over (names, value pieces, joins, chunk look-ups).
// On hostile pages, 16× the input costs about 16× the work, whole or cut into tiny chunks, and the text it holds
// stays within the longest link value plus a constant. An independent count of every `charCodeAt` call (ours and
// htmlparser2's, whose state machine reads each code unit through it) checks the same ratio.
import { describe, expect, it } from "vitest";
import { LinkTokenizer } from "../src/link-tokenizer.js";

const hostile: Record<string, (n: number) => string> = {
  "one long quoted link value": (n) => `<img src="data:,${"A".repeat(n)}">`,
  "one long unquoted link value": (n) => `<a href=${"b".repeat(n)}>`,
  "a long link value of character references": (n) => `<a href="${"&amp;".repeat(Math.ceil(n / 5))}">`,
  "a long numeric character reference": (n) => `<a href="x&#${"0".repeat(n)}65;y">`,
  "a long value of another attribute": (n) => `<img alt="${"A".repeat(n)}" src=x>`,
  "a long tag name": (n) => `<${"a".repeat(n)} href=x>`,
  "a long attribute name": (n) => `<a ${"h".repeat(n)}=x href=y>`,
  "whitespace before =": (n) => `<a href${" ".repeat(n)}="x">`,
  "many links": (n) => '<a href="x">a</a><img src=y>'.repeat(Math.ceil(n / 28)),
  "many attributes in one tag": (n) => `<a ${"href=x ".repeat(Math.ceil(n / 7))}>`,
  "many distinct attributes in one tag": (n) => `<a ${Array.from({ length: Math.ceil(n / 8) }, (_, i) => `d${i}=x`).join(" ")}>`,
  "a long comment": (n) => `<!--${"<a href=x>".repeat(Math.ceil(n / 10))}-->`,
  "< repeated": (n) => "<".repeat(n),
  "<a repeated": (n) => "<a".repeat(Math.ceil(n / 2)),
  '<a href=" without its quote': (n) => `<a href="${"<a href=\"".repeat(Math.ceil(n / 9))}`,
  "a long <script>": (n) => `<script>${"<a href=x>".repeat(Math.ceil(n / 10))}</script>`,
  "a long srcset of candidates": (n) => `<img srcset="${"a.png 1x, ".repeat(Math.ceil(n / 10))}">`,
  "a long srcset candidate with character references": (n) => `<img srcset="${"a&amp;".repeat(Math.ceil(n / 6))} 2x">`,
  "a long srcset descriptor in parentheses": (n) => `<img srcset="a.png (${",".repeat(n)}">`,
  "a long meta refresh content": (n) => `<meta content="0; url='${"a&lt;".repeat(Math.ceil(n / 5))}" http-equiv=refresh>`,
  "many meta refresh tags": (n) => '<meta http-equiv=refresh content="1;url=x">'.repeat(Math.ceil(n / 42)),
};

function run(html: string, chunk?: number): { work: number; held: number; longest: number } {
  let longest = 0;
  let held = 0;
  const tokenizer = new LinkTokenizer((link) => (longest = Math.max(longest, link.end - link.start)));
  const size = chunk ?? html.length;
  for (let i = 0; i < html.length; i += size) {
    tokenizer.write(html.slice(i, i + size));
    held = Math.max(held, tokenizer.heldLength);
  }
  tokenizer.end();
  return { work: tokenizer.work.tokenized + tokenizer.work.handled, held, longest };
}

/** Every `charCodeAt` call while `f` runs: the reads of htmlparser2's tokenizer and of ours. */
function reads(f: () => void): number {
  const original = String.prototype.charCodeAt;
  let count = 0;
  String.prototype.charCodeAt = function (this: string, index: number): number {
    count++;
    return original.call(this, index);
  };
  try {
    f();
  } finally {
    String.prototype.charCodeAt = original;
  }
  return count;
}

const SMALL = 16 * 1024;
const LARGE = 256 * 1024;

describe("linear work and bounded memory on hostile pages", () => {
  it.each(Object.entries(hostile))("%s", (_, make) => {
    const small = make(SMALL);
    const large = make(LARGE);
    for (const chunk of [undefined, 7, 1000]) {
      const a = run(small, chunk);
      const b = run(large, chunk);
      // 16× the page: linear work is 16× (give or take the constant parts); quadratic work would be 256×.
      expect(b.work / a.work).toBeGreaterThan(12);
      expect(b.work / a.work).toBeLessThan(20);
      // A value's code unit is tokenized, copied, kept as a piece and joined, and a srcset or refresh value is
      // parsed once more: at most 5 steps each.
      expect(b.work / large.length).toBeLessThanOrEqual(5);
      // Held text: the longest link value, a name window (1024) and the chunk that holds each end.
      if (chunk !== undefined) expect(b.held).toBeLessThanOrEqual(b.longest + 1024 + 2 * chunk + 16);
    }
    const ratio = reads(() => run(large, 7)) / reads(() => run(small, 7));
    expect(ratio).toBeGreaterThan(12);
    expect(ratio).toBeLessThan(20);
  });
});
