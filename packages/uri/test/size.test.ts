// The size budget, enforced. Each typical import is bundled for the browser by esbuild (minified) and
// gzipped at level 9 (./size/measure.mjs); a figure over its budget fails here. The README's "Size" table must state
// the figures this run measures (within 5%, so that a small change does not need a README edit each time);
// refresh it with `node packages/uri/test/size/measure.mjs --readme`.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { ENTRIES, README, measureAll, readmeFigures, type SizeRow } from "./size/measure.mjs";

let rows: SizeRow[];

beforeAll(async () => {
  rows = await measureAll();
});

describe("size budget (esbuild --minify, gzip -9)", () => {
  it.each(ENTRIES.filter((e) => e.budget !== undefined).map((e) => [e.label, e.budget!] as const))(
    "%s ≤ %d bytes",
    (label, budget) => {
      const row = rows.find((r) => r.label === label)!;
      expect(row.gzipped, `${label}: ${row.gzipped} bytes gzipped`).toBeLessThanOrEqual(budget);
      expect(row.gzipped).toBeGreaterThan(0);
    },
  );

  it("the facade's four functions leave the RFC 1738 scheme parsers and the scanner out", () => {
    const row = rows.find((r) => r.label.includes("@urikit/uri"))!;
    expect(row.inputs.filter((f) => /schemes\/dist\/schemes\/|\/scanner\/dist\/|\/text\/dist\/|\/html\/dist\//.test(f))).toEqual([]);
  });

  // expect-string.js is in: isIPv6 checks nothing, but checkIPv6address, which it calls, must refuse a non-string
  // (every public function refuses a non-string), so the boundary check is part of every bundle that validates an address.
  it("isIPv6 alone leaves out IPv4 formatting, IPv6 text form and zones", () => {
    const row = rows.find((r) => r.label.includes("isIPv6"))!;
    expect(row.inputs.filter((f) => /format-ipv6|ipv6-addrz/.test(f))).toEqual([]);
  });

  it("the README's Size table states these figures", () => {
    const stated = readmeFigures(readFileSync(README, "utf8"));
    for (const row of rows) {
      const figure = stated.get(row.label);
      expect(figure, `README.md has no Size row for ${row.label}`).toBeDefined();
      expect(Math.abs(figure! - row.gzipped) / row.gzipped, `${row.label}: README says ${figure}, measured ${row.gzipped}`).toBeLessThan(0.05);
    }
  });
});
