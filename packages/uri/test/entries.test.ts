// The facade's five entries, loaded from src/ (vitest.config.ts sends `@urikit/uri…` there): each name they export
// is the very object of the package that implements it (no wrapper, no copy), the one the issues name where two
// packages use the same name (compat's uri-js `parse` against core's), and nothing more; the built files export the
// same names (test/contract.test.ts checks how those behave).
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import * as uri from "@urikit/uri";
import * as uriCompat from "@urikit/uri/compat";
import * as uriIdna from "@urikit/uri/idna";
import * as uriNode from "@urikit/uri/node";
import * as uriOffsets from "@urikit/uri/offsets";
import * as builder from "@urikit/builder";
import * as compat from "@urikit/compat";
import * as core from "@urikit/core";
import * as offsets from "@urikit/core/offsets";
import * as file from "@urikit/file";
import * as html from "@urikit/html";
import * as ip from "@urikit/ip";
import * as iri from "@urikit/iri";
import * as idna from "@urikit/iri/idna";
import * as normalizer from "@urikit/normalizer";
import * as query from "@urikit/query";
import * as resolver from "@urikit/resolver";
import * as scanner from "@urikit/scanner";
import * as scannerNode from "@urikit/scanner/node";
import * as schemes from "@urikit/schemes";
import * as security from "@urikit/security";
import * as template from "@urikit/template";
import * as text from "@urikit/text";

type Module = Record<string, unknown>;

/** The packages behind the `.` entry: the dependencies of package.json, each imported above. */
const PACKAGES: Record<string, Module> = { builder, compat, core, file, html, ip, iri, normalizer, query, resolver, scanner, schemes, security, template, text };

/** Names that two packages export: the facade's is the strict RFC 3986 one, compat's uri-js shape is on /compat. */
const OWNER_OF_SHARED: Record<string, string> = { parse: "core", serialize: "core", resolve: "resolver", normalize: "normalizer" };

const root = new URL("../", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { dependencies: Record<string, string>; exports: Record<string, { default?: string }> };

describe("@urikit/uri (.)", () => {
  it("re-exports the packages it depends on, and only those", () => {
    expect(Object.keys(manifest.dependencies).sort()).toEqual(Object.keys(PACKAGES).map((name) => `@urikit/${name}`).sort());
  });

  it.each(Object.keys(uri).sort())("%s is the implementing package's own object", (name) => {
    const owners = Object.keys(PACKAGES).filter((p) => name in PACKAGES[p]!);
    expect(owners.length, `no package behind the facade exports ${name}`).toBeGreaterThan(0);
    const owner = owners.length === 1 ? owners[0]! : OWNER_OF_SHARED[name];
    expect(owner, `${name} is exported by ${owners.join(" and ")}: say which one the facade means`).toBeDefined();
    expect((uri as Module)[name]).toBeDefined();
    expect((uri as Module)[name]).toBe(PACKAGES[owner!]![name]);
  });

  it("keeps compat's uri-js names, the offsets layout and the Node-only file scanner off the front door", () => {
    for (const name of ["uriResolver", "equal", "OFFSET_SLOTS", "HOST_KIND", "ERROR_INDEX", "scanFile", "countFile", "mapFile", "toASCII"]) {
      expect(name in uri, name).toBe(false);
    }
    expect(uri.parse).not.toBe(compat.parse);
    expect(uri.parse("http://a/b?c").query).toBe("c");
  });
});

describe("@urikit/uri/node", () => {
  it("is the `.` entry plus the file scanner of @urikit/scanner/node", () => {
    const extra = Object.keys(uriNode).filter((name) => !(name in uri));
    expect(extra.sort()).toEqual(Object.keys(scannerNode).sort());
    for (const name of Object.keys(uri)) expect((uriNode as Module)[name], name).toBe((uri as Module)[name]);
    for (const name of extra) expect((uriNode as Module)[name], name).toBe((scannerNode as Module)[name]);
  });
});

describe.each([
  ["@urikit/uri/compat", uriCompat, compat],
  ["@urikit/uri/offsets", uriOffsets, offsets],
  ["@urikit/uri/idna", uriIdna, { toASCII: idna.toASCII, toUnicode: idna.toUnicode, IdnaError: idna.IdnaError }],
] as [string, Module, Module][])("%s", (_, entry, implementation) => {
  it("exports exactly the implementing module's names, as the same objects", () => {
    expect(Object.keys(entry).sort()).toEqual(Object.keys(implementation).sort());
    for (const name of Object.keys(implementation)) expect(entry[name], name).toBe(implementation[name]);
  });
});

describe("the built entries", () => {
  const fromSource: Record<string, Module> = { ".": uri, "./compat": uriCompat, "./idna": uriIdna, "./node": uriNode, "./offsets": uriOffsets };
  it("are the entries tested here", () => {
    expect(Object.keys(manifest.exports).filter((subpath) => subpath !== "./package.json").sort()).toEqual(Object.keys(fromSource).sort());
  });
  it.each(Object.keys(fromSource))("%s exports the same names from dist/ as from src/", async (subpath) => {
    const built = (await import(pathToFileURL(fileURLToPath(new URL(manifest.exports[subpath]!.default!, root))).href)) as Module;
    expect(Object.keys(built).sort()).toEqual(Object.keys(fromSource[subpath]!).sort());
  });
});
