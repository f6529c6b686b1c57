// Memory bounded by the longest attribute value, in a child process whose V8 old space is capped at twice that
// value plus 16 MB: a page with a 50 MB `data:` URI in `src` streams through findBaseHref and extractLinksStream in
// 64 KiB byte chunks. Holding the page, or a second and third copy of the value, would exceed the cap and crash.
import { spawnSync } from "node:child_process";
import { expect, it } from "vitest";

const ENTRY = new URL("../dist/index.js", import.meta.url).href;

const CHILD = `
const { extractLinksStream, findBaseHref } = await import(${JSON.stringify(ENTRY)});
const MB = Number(process.argv[1]);
function* page() {
  const enc = new TextEncoder();
  yield enc.encode('<!doctype html><p>A page with one large image.</p><img alt="x" src="data:image/png;base64,');
  const block = enc.encode("QUJD".repeat(16384)); // 64 KiB
  for (let i = 0; i < MB * 16; i++) yield block;
  yield enc.encode('"><a href="next.html">next</a>');
}
const baseHref = await findBaseHref(page());
const out = [];
for await (const link of extractLinksStream(page(), { documentUri: "http://example.com/", baseHref })) {
  out.push([link.element, link.value.length, link.uri === link.value ? "same" : link.uri]);
}
process.stdout.write(JSON.stringify({ out, maxRSS: process.resourceUsage().maxRSS }));
`;

it("streams a page with a 50 MB src within twice its size plus 16 MB of heap", { timeout: 120_000 }, () => {
  const mb = 50;
  const result = spawnSync(process.execPath, [`--max-old-space-size=${2 * mb + 16}`, "--input-type=module", "-e", CHILD, String(mb)], {
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  const { out } = JSON.parse(result.stdout) as { out: unknown[]; maxRSS: number };
  expect(out).toEqual([
    ["img", "data:image/png;base64,".length + mb * 1024 * 1024, "same"],
    ["a", 9, "http://example.com/next.html"],
  ]);
});
