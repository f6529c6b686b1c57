import { describe, expect, it } from "vitest";
import { COLUMN_NAMES, DEFAULT_COLUMNS, resolveColumns } from "./columns.js";

describe("resolveColumns", () => {
  it("defaults to every column but file, source and repaired, in the order of urikit split's TSV fields", () => {
    expect(resolveColumns()).toEqual(COLUMN_NAMES.filter((c) => c !== "file" && c !== "source" && c !== "repaired"));
    expect(DEFAULT_COLUMNS).toEqual(["line", "valid", "scheme", "userinfo", "host", "port", "path", "query", "fragment", "host_kind", "error_code", "error_index", "error_message"]);
  });
  it("keeps the order given and appends source when asked", () => {
    expect(resolveColumns({ columns: ["host", "line"], source: true })).toEqual(["host", "line", "source"]);
    expect(resolveColumns({ columns: ["source", "host"], source: true })).toEqual(["source", "host"]);
  });
  it("refuses unknown, repeated and empty selections, and a bad line offset", () => {
    expect(() => resolveColumns({ columns: ["hots" as never] })).toThrow(/unknown column "hots"/);
    expect(() => resolveColumns({ columns: ["host", "host"] })).toThrow(/chosen twice/);
    expect(() => resolveColumns({ columns: [] })).toThrow(/at least one/);
    expect(() => resolveColumns({ columns: "host" as never })).toThrow(RangeError);
    expect(() => resolveColumns({ lineOffset: -1 })).toThrow(/lineOffset/);
    expect(() => resolveColumns({ lineOffset: 1.5 })).toThrow(/lineOffset/);
    expect(() => resolveColumns({ errorMessage: "x" as never })).toThrow(RangeError);
  });
});
