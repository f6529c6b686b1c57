import { describe, expect, it } from "vitest";
import { inspect } from "./inspect.js";

describe("inspect (RFC 3986 §7)", () => {
  it("reports the error parse throws for a string RFC 3986 rejects, and inspects it all the same", () => {
    const r = inspect("http:\\\\evil.example\\");
    expect(r.valid).toBe(false);
    expect(r.error?.code).toBe("unexpected-char");
    expect(r.error?.index).toBe(5);
    expect(r.hazards.map((h) => [h.code, h.component])).toEqual([
      ["whatwg-differs", "host"],
      ["whatwg-differs", "path"],
    ]);
    expect(r.hazards[0].message).toContain('"evil.example"');
  });

  it("shows both readings of a rare IPv4 form", () => {
    const r = inspect("http://0x7f.1/");
    expect(r.hazards[0]).toMatchObject({ code: "rare-ipv4-form", address: "127.0.0.1", component: "host", index: 7 });
    expect(r.hazards[1]).toMatchObject({ code: "whatwg-differs", readings: { rfc3986: "0x7f.1", whatwg: "127.0.0.1" } });
  });

  it("can leave the WHATWG comparison out", () => {
    expect(inspect("http://0x7f.1/", { whatwg: false }).hazards.map((h) => h.code)).toEqual(["rare-ipv4-form"]);
  });

  it("hazards come in order of index", () => {
    const { hazards } = inspect("javascript://u:p@0x7f.1:25/../%2e%2e/%00?%00#%00");
    for (let k = 1; k < hazards.length; k++) expect(hazards[k].index).toBeGreaterThanOrEqual(hazards[k - 1].index);
    expect(new Set(hazards.map((h) => h.code)).size).toBeGreaterThanOrEqual(6);
  });

  it("refuses bad options", () => {
    expect(() => inspect("a", 3 as never)).toThrow(new TypeError("inspect: expected an options object, got number"));
    expect(() => inspect("a", { whatwg: "yes" } as never)).toThrow(RangeError);
    expect(() => inspect("a", { allowSchemes: "http" } as never)).toThrow(RangeError);
    expect(() => inspect("a", { allowSchemes: [1] } as never)).toThrow(RangeError);
    expect(() => inspect("a", { allowSchemes: [1] } as never)).toThrow('inspect: option "allowSchemes" must be an array of strings, got number in it');
  });
});
