// urikit inspect --fetch (SSRF policy), --redirect --base URL (open redirects) and -f FILE (one row per line), run
// as a user would, through the built CLI; and the <U+XXXX> form of every character a terminal would hide or reorder.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "./temporary-directory.js";

const BIN = new URL("../dist/main.cjs", import.meta.url).pathname;
const PAYLOADS = new URL("../../../packages/security/test/payloads/", import.meta.url);

function run(args: string[], input?: string): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", ...(input === undefined ? {} : { input }) });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

function json(stdout: string): Record<string, unknown>[] {
  return stdout.trimEnd().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Bidi controls, default-ignorable characters and C0/C1 controls: never raw in a text report. */
// eslint-disable-next-line no-control-regex -- the controls are what this test looks for
const RAW_HIDDEN = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;

const tmp = temporaryDirectory("urikit-inspect-");

describe("urikit inspect --fetch (may a server fetch this?)", () => {
  it("refuses the metadata address, loopback in a rare form, and private addresses, exit 1", () => {
    const r = run(["inspect", "--fetch", "http://169.254.169.254/latest/meta-data/", "http://2130706433/", "http://[::ffff:10.0.0.1]/"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("  fetch: refused host 169.254.169.254 (link-local)\n");
    expect(r.stdout).toContain("metadata-endpoint (host)");
    expect(r.stdout).toContain("  fetch: refused host 127.0.0.1 (loopback)\n");
    expect(r.stdout).toMatch(/fetch: refused host \[::ffff:a00:1\] address ::ffff:10\.0\.0\.1 \(private\)|fetch: refused host \[::ffff:a00:1\].*\(private\)/);
  });

  it("allows a public name (and says DNS is the caller's), exit 0", () => {
    const r = run(["inspect", "--fetch", "https://example.com/a"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("https://example.com/a\n  fetch: allowed host example.com; check every address DNS returns (assessAddress)\n  no hazard found\n");
  });

  it("--allow-private, --allow-scheme, --allow-port, --allow-userinfo widen or narrow the policy", () => {
    expect(run(["inspect", "--fetch", "http://10.0.0.1/"]).code).toBe(1);
    expect(run(["inspect", "--fetch", "--allow-private", "http://10.0.0.1/"]).code).toBe(0);
    // the metadata address stays refused whatever the policy
    expect(run(["inspect", "--fetch", "--allow-private", "http://169.254.169.254/"]).code).toBe(1);
    const gopher = json(run(["inspect", "--fetch", "--json", "gopher://example.com:70/_x"]).stdout)[0];
    expect(gopher.allowed).toBe(false);
    expect((gopher.hazards as { code: string }[]).map((h) => h.code)).toContain("scheme-not-allowed");
    const widened = run(["inspect", "--fetch", "--json", "--allow-scheme", "http,gopher", "gopher://example.com:70/_x"]);
    expect((json(widened.stdout)[0].hazards as { code: string }[]).map((h) => h.code)).not.toContain("scheme-not-allowed");
    const port = run(["inspect", "--fetch", "--allow-port", "443", "http://example.com/", "https://example.com/"]);
    expect(port.code).toBe(1);
    expect(port.stdout).toContain("port-not-allowed (port): port 80 is not one this fetch allows (443)");
    expect(port.stdout).toContain("https://example.com/\n  fetch: allowed");
    expect(run(["inspect", "--fetch", "http://u@example.com/"]).code).toBe(1);
    expect(run(["inspect", "--fetch", "--allow-userinfo", "http://u@example.com/"]).stdout).toContain("fetch: allowed");
  });

  it("--json adds allowed, host, address and addressClass", () => {
    const [o] = json(run(["inspect", "--fetch", "--json", "http://0x7f.1/"]).stdout);
    expect(o).toMatchObject({ input: "http://0x7f.1/", valid: true, allowed: false, host: "127.0.0.1", address: "127.0.0.1", addressClass: "loopback" });
  });
});

describe("urikit inspect --redirect --base URL (where does this Location send a browser?)", () => {
  const base = "https://app.example/login";
  it("a value that leaves the origin: the browser's target, the trick, exit 1", () => {
    const r = run(["inspect", "--redirect", "--base", base, "/\\evil.example/"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("  redirect: → https://evil.example/ (another origin)\n");
    expect(r.stdout).toContain("backslash-as-slash (input)");
  });

  it("a plain same-origin value: exit 0", () => {
    const r = run(["inspect", "--redirect", "--base", base, "/account?tab=2"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("/account?tab=2\n  redirect: → https://app.example/account?tab=2 (same origin)\n  no hazard found\n");
  });

  it("--json adds base, redirectValid, target and sameOrigin; a value the browser rejects has no target", () => {
    const [off, bad] = json(run(["inspect", "--redirect", "--json", "--base", base, "//evil.example", "https://[x"]).stdout);
    expect(off).toMatchObject({ base, redirectValid: true, target: "https://evil.example/", sameOrigin: false, browserSameOrigin: false });
    expect(bad).toMatchObject({ redirectValid: false, target: null, sameOrigin: false });
  });

  it("an encoded trick the browser keeps on the origin, but a server decoding it once does not: exit 1, both targets", () => {
    const r = run(["inspect", "--redirect", "--base", base, "/%2f%2fevil.example"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("  redirect: → https://app.example/%2f%2fevil.example (same origin for a browser, another origin for another reading: see the hazards)\n");
    expect(r.stdout).toContain("  decoded-off-origin (input): decoded once more");
    const [o] = json(run(["inspect", "--redirect", "--json", "--base", base, "/%2f%2fevil.example", "/a%20b"]).stdout);
    expect(o).toMatchObject({ target: "https://app.example/%2f%2fevil.example", decodedTarget: "https://evil.example/", sameOrigin: false });
    const plain = run(["inspect", "--redirect", "--base", base, "/a%20b"]);
    expect(plain.code).toBe(0);
  });

  it("a value every reading keeps on the origin but that uses a trick is no plain reference: exit 1, browserSameOrigin true", () => {
    const r = run(["inspect", "--redirect", "--base", base, "/https://evil.example/"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("  redirect: → https://app.example/https://evil.example/ (same origin for a browser, but not a plain reference: see the hazards)\n");
    const [nested, plain] = json(run(["inspect", "--redirect", "--json", "--base", base, "/https://evil.example/", "/a"]).stdout);
    expect(nested).toMatchObject({ sameOrigin: false, browserSameOrigin: true });
    expect(plain).toMatchObject({ sameOrigin: true, browserSameOrigin: true });
  });
});

describe("urikit inspect: wrong usage is exit 2", () => {
  it.each([
    [["inspect"], "at least one URI argument, or -f FILE"],
    [["inspect", "--allow-port", "80", "http://a/"], "--allow-port applies to --fetch only"],
    [["inspect", "--allow-private", "http://a/"], "--allow-private applies to --fetch only"],
    [["inspect", "--redirect", "--allow-userinfo", "--base", "https://a/", "/x"], "--allow-userinfo applies to --fetch only"],
    [["inspect", "--fetch", "--allow-port", "99999", "http://a/"], "--allow-port needs a comma-separated list of ports"],
    [["inspect", "--fetch", "--allow-scheme", "ht tp", "http://a/"], "--allow-scheme needs a comma-separated list of schemes"],
    [["inspect", "--fetch", "--allow-scheme", "http,1ab", "http://a/"], 'got "1ab" in "http,1ab"'],
    [["inspect", "--fetch", "--allow-scheme", "http,", "http://a/"], 'got "" in "http,"'],
    [["inspect", "--fetch", "--allow-scheme", "h\u00e9", "http://a/"], "--allow-scheme needs a comma-separated list of schemes"],
    [["inspect", "--redirect", "/x"], "--redirect needs --base URL"],
    [["inspect", "--base", "https://a/", "/x"], "--base applies to --redirect only"],
    [["inspect", "--redirect", "--base", "/relative", "/x"], "--base must be an absolute URL"],
    [["inspect", "--fetch", "--redirect", "--base", "https://a/", "/x"], "give one"],
    [["inspect", "-f", "-", "http://a/"], "not both"],
    [["inspect", "--format", "tsv", "http://a/"], "--format is one of text, ndjson"],
  ])("%j", (args, message) => {
    const r = run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe("");
  });
});

describe("urikit inspect -f FILE: one row per line, an invalid line included", () => {
  const file = join(tmp, "urls.txt");
  writeFileSync(file, "https://example.com/\na b\nhttp://0x7f.1/\n\nhttp://[::1]/\n");

  it("text rows FILE:LINE: verdict (code@index, ...): input, in input order", () => {
    const r = run(["inspect", "-f", file]);
    expect(r.code).toBe(1);
    expect(r.stdout.split("\n")).toEqual([
      `${file}:1: ok: https://example.com/`,
      `${file}:2: invalid (unexpected-char@1): a b`,
      `${file}:3: hazard (rare-ipv4-form@7, whatwg-differs@7): http://0x7f.1/`,
      `${file}:4: ok: `,
      `${file}:5: ok: http://[::1]/`,
      "",
    ]);
  });

  it("--fetch and --redirect rows", () => {
    const fetch = run(["inspect", "--fetch", "-f", file]).stdout.split("\n");
    expect(fetch[0]).toBe(`${file}:1: allowed host example.com: https://example.com/`);
    expect(fetch[1]).toMatch(new RegExp(`^${file}:2: refused \\(unexpected-char@1, .*\\): a b$`));
    expect(fetch[4]).toBe(`${file}:5: refused host [::1] address ::1 (loopback) (address-not-global@7): http://[::1]/`);
    const redirect = run(["inspect", "--redirect", "--base", "https://example.com/x", "-f", file]).stdout.split("\n");
    expect(redirect[0]).toBe(`${file}:1: same-origin → https://example.com/: https://example.com/`);
    expect(redirect[4]).toMatch(new RegExp(`^${file}:5: off-origin → http://\\[::1\\]/`));
  });

  it("--json (and --format ndjson) rows carry file and line; stdin is -f -", () => {
    const rows = json(run(["inspect", "--json", "-f", file]).stdout);
    expect(rows.map((r) => [r.file, r.line, r.valid])).toEqual([
      [file, 1, true],
      [file, 2, false],
      [file, 3, true],
      [file, 4, true],
      [file, 5, true],
    ]);
    expect(rows[1].errors).toMatchObject([{ code: "unexpected-char", index: 1 }]);
    const piped = run(["inspect", "--format", "ndjson", "-f", "-"], readFileSync(file, "utf8"));
    expect(json(piped.stdout).map((r) => [r.file, r.line, r.input])).toEqual([
      ["<stdin>", 1, "https://example.com/"],
      ["<stdin>", 2, "a b"],
      ["<stdin>", 3, "http://0x7f.1/"],
      ["<stdin>", 4, ""],
      ["<stdin>", 5, "http://[::1]/"],
    ]);
  });

  it("a published open-redirect list: one row per payload, each line number once", () => {
    const list = new URL("open-redirect/Open-Redirect-payloads.txt", PAYLOADS).pathname;
    const lines = readFileSync(list, "utf8").replace(/\n$/, "").split("\n");
    const r = run(["inspect", "--redirect", "--base", "https://www.whitelisteddomain.tld/", "--json", "-f", list]);
    const rows = json(r.stdout);
    expect(rows.map((row) => row.line)).toEqual(lines.map((_, i) => i + 1));
    expect(rows.map((row) => row.input)).toEqual(lines);
  });

  it("a missing FILE is exit 3 with nothing written", () => {
    const r = run(["inspect", "-f", join(tmp, "missing.txt")]);
    expect(r.code).toBe(3);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("no such file or directory");
  });
});

describe("urikit inspect: characters a terminal would hide or reorder are shown as <U+XXXX>", () => {
  it("RLO (U+202E): echo, caret line and message; the caret stands under the mark", () => {
    const text = "http://example.com/\u202Egpj.exe";
    const r = run(["inspect", text]);
    expect(r.stdout).not.toMatch(RAW_HIDDEN);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toBe("http://example.com/<U+202E>gpj.exe");
    const at = lines.findIndex((l) => l.startsWith("  bidi-control"));
    expect(at).toBeGreaterThan(1);
    const [echo, caret] = [lines[at - 2], lines[at - 1]];
    expect(echo).toBe("  http://example.com/<U+202E>gpj.exe");
    expect(caret.indexOf("^")).toBe(echo.indexOf("<U+202E>"));
  });

  it("zero-width space and soft hyphen in the host; an invalid line's caret after an earlier mark", () => {
    const r = run(["inspect", "http://pay\u200Bpal.com/", "http://pay\u00ADpal.com/", "\u200Ba b"]);
    expect(r.stdout).not.toMatch(RAW_HIDDEN);
    expect(r.stdout).toContain("http://pay<U+200B>pal.com/");
    expect(r.stdout).toContain("http://pay<U+00AD>pal.com/");
    // the space of "<U+200B>a b" is at UTF-16 index 2: its caret stands after the 8-column mark and the "a"
    expect(r.stdout).toContain("invalid URI reference (2 errors):\n  <U+200B>a b\n  ^        ^\n");
  });

  it("the same in -f rows, with the file name too", () => {
    const file = join(tmp, "hidden\u202E.txt");
    writeFileSync(file, "http://a/\u202Eb\nhttp://a/\u0085\u009b\n");
    const r = run(["inspect", "-f", file]);
    expect(r.stdout).not.toMatch(RAW_HIDDEN);
    expect(r.stdout).toContain("hidden<U+202E>.txt:1: ");
    expect(r.stdout).toContain(": http://a/<U+0085><U+009B>\n");
  });

  it("JSON escapes them as \\uXXXX and still round-trips the input", () => {
    const text = "http://a/\u202E\u200B\u00AD\u0085x";
    const r = run(["inspect", "--json", text]);
    expect(r.stdout).not.toMatch(RAW_HIDDEN);
    expect(r.stdout).toContain("\\u202e\\u200b\\u00ad\\u0085");
    expect(json(r.stdout)[0].input).toBe(text);
  });

  it("payload lines of the published lists, decoded once (raw tab, CR, LF, NUL, bidi), never print raw", () => {
    const lines = ["open-redirect/Open-Redirect-payloads.txt", "open-redirect/openredirects.txt"].flatMap((f) =>
      readFileSync(new URL(f, PAYLOADS), "utf8").split("\n"),
    );
    const decoded = lines
      .filter((l) => /%(0[0-9a-f]|1[0-9a-f]|7f|e2%80%ae)/i.test(l))
      .map((l) => {
        try {
          return decodeURIComponent(l);
        } catch {
          return undefined;
        }
      })
      .filter((l): l is string => l !== undefined && RAW_HIDDEN.test(l) && !/[\n\r]/.test(l));
    expect(decoded.length).toBeGreaterThan(3);
    const base = ["--redirect", "--base", "https://www.whitelisteddomain.tld/"];
    // a NUL cannot be an argument: those go through -f - only
    const r = run(["inspect", ...base, ...decoded.filter((l) => !l.includes("\0"))]);
    expect(r.stdout).not.toMatch(RAW_HIDDEN);
    expect(r.stdout).toContain("<U+0009>");
    const rows = run(["inspect", ...base, "-f", "-"], decoded.join("\n") + "\n");
    expect(rows.stdout.trimEnd().split("\n")).toHaveLength(decoded.length);
    expect(rows.stdout).not.toMatch(RAW_HIDDEN);
    expect(rows.stdout).toContain("<U+0000>");
  });
});
