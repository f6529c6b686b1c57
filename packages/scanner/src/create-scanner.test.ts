import { describe, expect, it } from "vitest";
import { bomLength, createScanner } from "./create-scanner.js";

describe("createScanner", () => {
  it("picks wasm-simd under auto where the runtime validates it", async () => {
    expect((await createScanner()).engine).toBe("wasm-simd");
    expect((await createScanner({ engine: "js" })).engine).toBe("js");
  });
  it("rejects an unknown engine", async () => {
    await expect(createScanner({ engine: "gpu" as "js" })).rejects.toThrow(TypeError);
  });
  it("takes each string as one line, even with LF, CR or non-ASCII inside", async () => {
    const scanner = await createScanner({ engine: "wasm" });
    const result = scanner.scan(["a\nb", "http://h/\r", "é", "", "http://x/ü?"]);
    expect(result.length).toBe(5);
    expect(result.error(0)).toEqual({ code: "unexpected-char", index: 1 });
    expect(result.error(1)).toEqual({ code: "unexpected-char", index: 9 });
    expect(result.error(2)).toEqual({ code: "unexpected-char", index: 0 });
    expect(result.isValid(3)).toBe(true);
    expect(result.error(4)).toEqual({ code: "unexpected-char", index: 9 });
  });
  it("skips a UTF-8 BOM only at the start of bytes", () => {
    expect(bomLength(Uint8Array.of(0xef, 0xbb, 0xbf, 0x61))).toBe(3);
    expect(bomLength(Uint8Array.of(0xef, 0xbb))).toBe(0);
    expect(bomLength(Uint8Array.of(0x61, 0xef, 0xbb, 0xbf))).toBe(0);
  });
  it("counts no line in empty input and one per LF-terminated line", async () => {
    const scanner = await createScanner();
    const encode = (s: string) => new TextEncoder().encode(s);
    expect(scanner.scan(encode("")).length).toBe(0);
    expect(scanner.scan(encode("\n")).length).toBe(1);
    expect(scanner.scan(encode("a\n\nb")).length).toBe(3);
    expect(scanner.scan(encode("a\r\n")).length).toBe(1);
  });
});
