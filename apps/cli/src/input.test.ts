import { availableParallelism } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { resolveWorkers, underDeno } from "./input.js";

afterEach(() => {
  delete (globalThis as { Deno?: unknown }).Deno;
});

describe("resolveWorkers", () => {
  it("caps --workers at the CPU count with a note", () => {
    const notes: string[] = [];
    expect(resolveWorkers(availableParallelism() + 5, ["a.txt"], (n) => notes.push(n))).toBe(availableParallelism());
    expect(notes).toEqual([`--workers ${availableParallelism() + 5} capped to ${availableParallelism()}, the number of CPUs available`]);
    expect(resolveWorkers(1, ["a.txt"], (n) => notes.push(n))).toBe(1);
    expect(resolveWorkers("auto", ["a.txt"], (n) => notes.push(n))).toBe("auto");
    expect(notes).toHaveLength(1);
  });

  it("ignores --workers for stdin with a note", () => {
    const notes: string[] = [];
    expect(resolveWorkers(2, ["-"], (n) => notes.push(n))).toBe(1);
    expect(notes[0]).toMatch(/ignored for stdin/);
  });

  it("falls back to one thread under Deno", () => {
    expect(underDeno()).toBe(false);
    (globalThis as { Deno?: unknown }).Deno = { version: { deno: "2.0.0" } };
    expect(underDeno()).toBe(true);
    const notes: string[] = [];
    expect(resolveWorkers("auto", ["big.txt"], (n) => notes.push(n))).toBe(1);
    expect(notes).toEqual([]);
    expect(resolveWorkers(2, ["big.txt"], (n) => notes.push(n))).toBe(1);
    expect(notes[0]).toMatch(/ignored under Deno/);
  });
});
