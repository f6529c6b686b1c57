// `urikit extract` and `urikit links`, run as a user runs them (the built binary, files and stdin).
import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, readSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "./temporary-directory.js";

const BIN = new URL("../dist/main.cjs", import.meta.url).pathname;
const work = temporaryDirectory("urikit-extract-");

function run(args: string[], input?: string): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { input, encoding: "utf8", maxBuffer: 1 << 28 });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

function fixture(name: string, content: string): string {
  const path = join(work, name);
  writeFileSync(path, content);
  return path;
}

const APPENDIX_C =
  '      Yes, Jim, I found it under "http://www.w3.org/Addressing/",\n      but you can probably pick it up from <ftp://foo.example.\n' +
  "      com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n      ietf/uri/historical.html#WARNING>.\n";

describe("urikit extract", () => {
  it("prints the three URIs of RFC 3986 Appendix C with file, line, column and offsets", () => {
    const file = fixture("appc.txt", APPENDIX_C);
    const { code, stdout, stderr } = run(["extract", file]);
    expect(code).toBe(0);
    const rows = stdout.trimEnd().split("\n").map((r) => r.split("\t"));
    expect(rows[0]).toEqual(["file", "line", "column", "start", "end", "delimiter", "uri", "abbreviated", "hyphen_break"]);
    expect(rows.slice(1)).toEqual([
      [file, "1", "35", "34", "63", "quote", "http://www.w3.org/Addressing/", "false", "false"],
      [file, "2", "45", "110", "143", "angle", "ftp://foo.example.com/rfc/", "false", "false"],
      [file, "3", "40", "168", "234", "angle", "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING", "false", "false"],
    ]);
    expect(stderr).toMatch(/extract: 3 URIs \(2 in <…>, 1 in "…", 0 bare\) in 1 file/);
  });

  it("reads stdin, writes NDJSON and CSV, finds abbreviated URIs on request, and exits 1 when nothing is found", () => {
    const text = "see www.w3.org/Addressing/ and <http://a/b-\n c>\n";
    const ndjson = run(["extract", "--format", "ndjson", "--abbreviated", "-"], text);
    expect(ndjson.code).toBe(0);
    expect(ndjson.stdout.trimEnd().split("\n").map((l) => JSON.parse(l))).toEqual([
      { file: "<stdin>", line: 1, column: 5, start: 4, end: 26, delimiter: "none", uri: "http://www.w3.org/Addressing/", abbreviated: true, hyphen_break: false },
      { file: "<stdin>", line: 1, column: 33, start: 32, end: 46, delimiter: "angle", uri: "http://a/b-c", abbreviated: false, hyphen_break: true },
    ]);
    const csv = run(["extract", "--format", "csv", "--no-header"], 'x "mailto:a@b,c"\n');
    expect(csv.stdout).toBe('<stdin>,1,4,3,15,quote,"mailto:a@b,c",false,false\n');
    expect(run(["extract"], "readme.md, node.js, 10:30, e.g. nothing here").code).toBe(1);
  });

  it("streams a large file in flat memory", () => {
    const line = "Some prose with a link http://example.com/a/b?c=d#e and more words, then <URL:ftp://x.example/y>.\n";
    const file = fixture("big.txt", line.repeat(200_000)); // ~20 MB
    const result = spawnSync(process.execPath, ["--max-old-space-size=64", BIN, "extract", "--no-header", "--format", "tsv", file], {
      encoding: "utf8",
      maxBuffer: 1 << 30,
    });
    expect(result.status).toBe(0);
    expect(result.stdout.split("\n").length - 1).toBe(400_000);
  });

  it("finds a 50 MB URI on one line within twice its size plus 16 MB of heap", { timeout: 180_000 }, () => {
    // The heap cap fails a run that holds the line, or more than two copies of the candidate (40 MB crashes).
    const mb = 50;
    const file = join(work, "one-line.txt");
    const path = "abcdefgh/".repeat(Math.ceil((mb * 1024 * 1024) / 9));
    writeFileSync(file, `see http://example.com/${path} end\n`);
    const output = join(work, "one-line.tsv");
    const result = spawnSync(process.execPath, [`--max-old-space-size=${2 * mb + 16}`, BIN, "extract", "--no-progress", "--no-header", "-o", output, file], {
      encoding: "utf8",
    });
    expect(result.stderr).toMatch(/^extract: 1 URIs \(0 in <…>, 0 in "…", 1 bare\)/);
    expect(result.status).toBe(0);
    const size = statSync(output).size;
    const head = Buffer.alloc(60);
    const fd = openSync(output, "r");
    readSync(fd, head, 0, 60, 0);
    closeSync(fd);
    expect(head.toString()).toBe(`${file}\t1\t5\t4\t${4 + 19 + path.length}\tnone\thttp://exa`.slice(0, 60));
    expect(size).toBeGreaterThan(19 + path.length);
  });

  it("reads UTF-16 files with a byte order mark, little- and big-endian", () => {
    const text = "Voir <http://example.com/caf%C3%A9> et « http://пример.рф/путь ».\n" + APPENDIX_C;
    const utf8 = run(["extract", "--format", "ndjson", fixture("plain.txt", text)]);
    const le = join(work, "le.txt");
    writeFileSync(le, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]));
    const be = join(work, "be.txt");
    writeFileSync(be, Buffer.from(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]).swap16()));
    const rows = (out: string) => out.trimEnd().split("\n").map((l) => ({ ...JSON.parse(l), file: "F" }));
    expect(rows(utf8.stdout).length).toBe(5);
    expect(rows(run(["extract", "--format", "ndjson", le]).stdout)).toEqual(rows(utf8.stdout));
    expect(rows(run(["extract", "--format", "ndjson", be]).stdout)).toEqual(rows(utf8.stdout));
  });

  it("reports each invalid UTF-8 sequence with its byte offset and counts them: a URI cut at one is never silent", () => {
    // A Latin-1 "é" (0xE9) inside a UTF-8 file: the decoder reads it as U+FFFD, which no IRI may hold, so that URI is not found: the report says why.
    const path = join(work, "latin1.txt");
    writeFileSync(path, Buffer.concat([Buffer.from("see http://example.com/caf"), Buffer.from([0xe9]), Buffer.from("/menu and http://ok.example/\n"), Buffer.from([0xff])]));
    const result = run(["extract", "--format", "ndjson", path]);
    expect(result.code).toBe(0);
    expect(result.stdout.trimEnd().split("\n").map((l) => JSON.parse(l).uri)).toEqual(["http://ok.example/"]);
    expect(result.stderr).toContain(`urikit extract: ${path}: 2 invalid UTF-8 sequences at byte 26, byte 56: each reads as U+FFFD, which no URI or IRI may hold: a URI there is missed or cut`);
    expect(result.stderr).toMatch(/; 2 invalid UTF-8 sequences\n/);
    expect(run(["extract", fixture("clean.txt", APPENDIX_C)]).stderr).not.toContain("invalid UTF-8");
  });

  it("reports unreadable input and bad usage with their exit codes", () => {
    expect(run(["extract", join(work, "missing.txt")]).code).toBe(3);
    expect(run(["extract", "--format", "xml", "-"], "").code).toBe(2);
  });
});

describe("urikit links", () => {
  const PAGE =
    '<!doctype html public "-//IETF//DTD HTML//EN">\n<HTML><HEAD>\n<TITLE>An example HTML document</TITLE>\n' +
    '<BASE href="http://www.ics.uci.edu/Test/a/b/c">\n</HEAD><BODY>\n... <A href="../x">a hypertext anchor</A> ...\n</BODY></HTML>\n';

  it("resolves the links of the rfc2396bis Appendix D page against its <base href>", () => {
    const { code, stdout } = run(["links", "--format", "ndjson", fixture("page.html", PAGE)]);
    expect(code).toBe(0);
    const rows = stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
    expect(rows.map((r) => [r.element, r.value, r.uri])).toEqual([
      ["base", "http://www.ics.uci.edu/Test/a/b/c", "http://www.ics.uci.edu/Test/a/b/c"],
      ["a", "../x", "http://www.ics.uci.edu/Test/a/x"],
    ]);
  });

  it("reports every srcset candidate, media and cite links, and the URL of a meta refresh, with their offsets", () => {
    const page =
      '<meta http-equiv="refresh" content="3; url=/moved.html"><picture><source srcset="a.webp 1x, a@2x.webp 2x">' +
      '<img src="a.jpg" alt=""></picture><video poster="p.jpg"><track src="c.vtt"></video><q cite="https://q.example/">q</q>';
    const { code, stdout } = run(["links", "--format", "ndjson", "--base", "https://example.com/d/p.html", fixture("crawl.html", page)]);
    expect(code).toBe(0);
    const rows = stdout.trimEnd().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.map((r) => [r.element, r.attribute, r.uri, page.slice(r.start as number, r.end as number)])).toEqual([
      ["meta", "content", "https://example.com/moved.html", "/moved.html"],
      ["source", "srcset", "https://example.com/d/a.webp", "a.webp"],
      ["source", "srcset", "https://example.com/d/a@2x.webp", "a@2x.webp"],
      ["img", "src", "https://example.com/d/a.jpg", "a.jpg"],
      ["video", "poster", "https://example.com/d/p.jpg", "p.jpg"],
      ["track", "src", "https://example.com/d/c.vtt", "c.vtt"],
      ["q", "cite", "https://q.example/", "https://q.example/"],
    ]);
  });

  it("reads a page's encoding from its BOM or <meta>, or --encoding, and counts invalid bytes on stderr", () => {
    const page = (meta: string, text: string) => `<!doctype html>${meta}<title>x</title><a href="http://h/a">${text}</a><a href="caf`;
    // windows-1252 declared: 0xE9 is é, and no byte is invalid.
    const latin = Buffer.concat([Buffer.from(page('<meta charset="windows-1252">', "Caf"), "latin1"), Buffer.from([0xe9]), Buffer.from('.html">x</a>')]);
    const latinFile = join(work, "latin-bytes.html");
    writeFileSync(latinFile, latin);
    const ok = run(["links", "--format", "ndjson", latinFile]);
    expect(ok.stderr).not.toMatch(/invalid/);
    expect(ok.stdout.trimEnd().split("\n").map((l) => JSON.parse(l).value)).toEqual(["http://h/a", "café.html"]);
    // Undeclared: read as UTF-8, the 0xE9 is reported with its byte offset, and the link holding it has an error.
    const bare = Buffer.concat([Buffer.from(page("", "Caf"), "latin1"), Buffer.from([0xe9]), Buffer.from('.html">x</a>')]);
    const bareFile = join(work, "bare-bytes.html");
    writeFileSync(bareFile, bare);
    const bad = run(["links", "--format", "ndjson", "--base", "http://h/", bareFile]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`links: ${bareFile}: 1 invalid byte sequence in utf-8 (first at byte ${bare.indexOf(0xe9)}), decoded as U+FFFD\n`);
    expect(JSON.parse(bad.stdout.trimEnd().split("\n")[1]!).error_code).toBe("unexpected-char");
    // --encoding, as a server's charset would say it.
    const told = run(["links", "--format", "ndjson", "--encoding", "latin1", "--base", "http://h/", bareFile]);
    // (é is no URI character: the link has an error, but its value is read right.)
    expect(JSON.parse(told.stdout.trimEnd().split("\n")[1]!).value).toBe("café.html");
    expect(told.stderr).not.toMatch(/invalid/);
    expect(run(["links", "--encoding", "no-such", bareFile]).code).toBe(2);
    // UTF-16 with a byte order mark.
    const utf16File = join(work, "utf16.html");
    writeFileSync(utf16File, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(page("", "é") + '.html">x</a>', "utf16le")]));
    expect(run(["links", "--format", "ndjson", utf16File]).stdout.trimEnd().split("\n").map((l) => JSON.parse(l).value)).toEqual(["http://h/a", "caf.html"]);
  });

  it("applies a late <base> to earlier links from a file, and from stdin; --base is the document URI", () => {
    const html = '<a href="x"></a><img src="a b"><base href="/dir/">';
    const fromFile = run(["links", "--base", "http://h/p", fixture("late.html", html)]);
    const fromStdin = run(["links", "--base", "http://h/p", "-"], html);
    expect(fromFile.code).toBe(1);
    const uris = fromFile.stdout.slice(0, -1).split("\n").slice(1).map((r) => r.split("\t").slice(1, 8));
    expect(uris).toEqual([
      ["a", "href", "x", "9", "10", "http://h/dir/x", ""],
      ["img", "src", "a b", "26", "29", "", "unexpected-char"],
      ["base", "href", "/dir/", "43", "48", "http://h/dir/", ""],
    ]);
    expect(fromStdin.stdout.replaceAll("<stdin>", "F")).toBe(fromFile.stdout.replaceAll(join(work, "late.html"), "F"));
    expect(run(["links", "--base", "relative/only", "-"], html).code).toBe(2);
  });

  it("writes a link with a 50 MB data: URI within twice its size plus 16 MB of heap, in TSV and NDJSON", { timeout: 180_000 }, () => {
    const mb = 50;
    const value = "data:image/png;base64," + "QUJD".repeat(mb * 262144);
    const page = fixture("large.html", `<p>one large image</p><img src="${value}"><a href="next">n</a>`);
    for (const format of ["tsv", "ndjson"]) {
      const output = join(work, `large.${format}`);
      const result = spawnSync(
        process.execPath,
        [`--max-old-space-size=${2 * mb + 16}`, BIN, "links", "--no-progress", "--no-header", "--format", format, "--base", "http://h/d/", "-o", output, page],
        { encoding: "utf8" },
      );
      expect(result.stderr).toBe("links: 2 links, 2 resolved, 0 with an error\n");
      expect(result.status).toBe(0);
      // The value and the uri (the same string: a data: URI resolves to itself), and the small second row.
      const tail = Buffer.alloc(200);
      const fd = openSync(output, "r");
      const size = statSync(output).size;
      readSync(fd, tail, 0, 200, size - 200);
      closeSync(fd);
      expect(size).toBeGreaterThan(2 * value.length);
      expect(tail.toString()).toContain(format === "tsv" ? "\ta\thref\tnext\t" : '"uri":"http://h/d/next"');
    }
  });

  it("--base-dir gives each page its URI from its path; a relative link without a base names the options", () => {
    mkdirSync(join(work, "site", "docs ü"), { recursive: true });
    writeFileSync(join(work, "site", "index.html"), '<a href="docs%20%C3%BC/p.html">p</a>');
    writeFileSync(join(work, "site", "docs ü", "p.html"), '<base href="../"><img src="i.png"><a href="q.html">');
    const result = spawnSync(process.execPath, [BIN, "links", "--format", "ndjson", "--base-dir", "https://example.com/root", "site/index.html", "site/docs ü/p.html"], {
      cwd: work,
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stdout.trimEnd().split("\n").map((l) => JSON.parse(l).uri)).toEqual([
      "https://example.com/root/site/docs%20%C3%BC/p.html",
      "https://example.com/root/site/",
      "https://example.com/root/site/i.png",
      "https://example.com/root/site/q.html",
    ]);
    const none = run(["links", "--format", "ndjson", "-"], '<a href="x">');
    expect(none.code).toBe(1);
    expect(JSON.parse(none.stdout).error_message).toMatch(/give --base URI .* or --base-dir URI/);
    expect(JSON.parse(none.stdout).error_message).not.toMatch(/documentUri/);
    const usage = (args: string[]) => spawnSync(process.execPath, [BIN, "links", ...args], { cwd: work, encoding: "utf8", input: "" });
    expect(usage(["--base", "http://a/", "--base-dir", "http://a/", "site/index.html"]).status).toBe(2);
    expect(usage(["--base-dir", "http://a/", "-"]).status).toBe(2);
    expect(usage(["--base-dir", "http://a/", "../outside.html"]).status).toBe(2);
    // A DIR argument: its pages, walked in path order, each with the URI of its path below DIR.
    const walked = spawnSync(process.execPath, [BIN, "links", "--format", "ndjson", "--base-dir", "https://example.com/root/", "site"], { cwd: work, encoding: "utf8" });
    expect(walked.status).toBe(0);
    expect(walked.stdout.trimEnd().split("\n").map((l) => [JSON.parse(l).file, JSON.parse(l).uri])).toEqual([
      [join("site", "docs ü", "p.html"), "https://example.com/root/"],
      [join("site", "docs ü", "p.html"), "https://example.com/root/i.png"],
      [join("site", "docs ü", "p.html"), "https://example.com/root/q.html"],
      [join("site", "index.html"), "https://example.com/root/docs%20%C3%BC/p.html"],
    ]);
    mkdirSync(join(work, "empty"), { recursive: true });
    expect(usage(["--base-dir", "http://a/", "empty"]).status).toBe(2);
  });
});
