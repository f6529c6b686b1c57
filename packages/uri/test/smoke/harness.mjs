// The smoke harness that runs the same cases in Chromium (bundled by esbuild), Deno, Bun and Node. No test framework:
// it must bundle for a browser and run in any runtime. A case throws to fail; the report lists every case.

/** Throw unless `actual` and `expected` have the same JSON form. */
export function eq(actual, expected, label = "") {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${label}${label ? ": " : ""}got ${a}, expected ${e}`);
}

/** Throw unless `fn` throws an error whose `code` (or name) is `code`. */
export function throwsCode(fn, code, label = "") {
  try {
    fn();
  } catch (error) {
    eq(error?.code ?? error?.name, code, label);
    return error;
  }
  throw new Error(`${label}${label ? ": " : ""}did not throw ${code}`);
}

/** Run `cases` ([name, async fn][]) of suite `suite`; never rejects: failures are in the report. */
export async function runCases(suite, cases) {
  const results = [];
  for (const [name, fn] of cases) {
    try {
      await fn();
      results.push({ suite, name, ok: true });
    } catch (error) {
      results.push({ suite, name, ok: false, error: String(error?.stack ?? error) });
    }
  }
  return results;
}

// Shared by the scanner and facade suites: `lib` is either package's namespace.

const LINES = "http://a/b?q#f\nx y\n[::1]\nmailto:a@b\r\n//h:80/p\n";

/** Scan LINES with `engine` of `lib` (scanner or facade), and read every row back. */
export async function scanLines(lib, engine) {
  const s = await lib.createScanner({ engine });
  eq(s.engine, engine, "engine");
  const r = s.scan(new TextEncoder().encode(LINES));
  const rows = [];
  for (let i = 0; i < r.length; i++) rows.push([r.line(i), r.isValid(i), r.scheme(i) ?? null, r.host(i) ?? null, r.path(i) ?? null, r.error(i)?.code ?? null]);
  eq(rows, [
    ["http://a/b?q#f", true, "http", "a", "/b", null],
    ["x y", false, null, null, null, "unexpected-char"],
    ["[::1]", false, null, null, null, "unexpected-char"],
    ["mailto:a@b", true, "mailto", null, "a@b", null],
    ["//h:80/p", true, null, "h", "/p", null],
  ], `${engine} rows`);
  return s;
}

/** A Web ReadableStream of `text` in chunks of `size` bytes (lines cut across chunks). */
export function webStream(text, size) {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
}

/** scanStream over a Web ReadableStream: line count, errors and firstLine across batches. */
export async function scanWebStream(lib, engine) {
  const text = "http://h/a\n".repeat(300) + "bad uri\n" + "urn:x:y\n".repeat(200);
  let lines = 0;
  let errors = 0;
  let badLine = -1;
  for await (const batch of lib.scanStream(webStream(text, 7), { engine, batchBytes: 256 })) {
    for (let i = 0; i < batch.length; i++) {
      if (!batch.isValid(i)) {
        errors++;
        badLine = batch.firstLine + i;
      }
    }
    lines += batch.length;
  }
  eq([lines, errors, badLine], [501, 1, 300], `${engine} scanStream`);
}
