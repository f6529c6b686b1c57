// Fuzzing: the properties of every package at 10^6 cases each, and the WASM == TypeScript twin
// differential of the bulk scanner over >= 10^7 generated lines, reporting cases per second. Not part of CI, which
// keeps the fixed-seed samples in each package's tests (and runs this script with tiny counts, so it cannot rot).
//
//   npx --yes pnpm@10 fuzz                          10^6 cases per property, 10^7 scanner lines, a random seed
//   node tools/fuzz.mjs --cases 1000 --lines 100000 --seed 42 --only core,scanner
//
// Runs against the built packages (dist/): build first (`npx --yes pnpm@10 build`, which `pnpm fuzz` does).
// Exit code 0 when every property held, 1 with the counterexample and the seed when one did not, 2 on bad usage.
import { parseArgs } from "node:util";
import fc from "fast-check";

const pkg = (name) => new URL(`../packages/${name}/dist/index.js`, import.meta.url).href;
const core = await import(pkg("core"));
const ip = await import(pkg("ip"));
const resolver = await import(pkg("resolver"));
const normalizer = await import(pkg("normalizer"));
const text = await import(pkg("text"));
const security = await import(pkg("security"));
const scanner = await import(pkg("scanner"));

const { values } = parseArgs({
  options: {
    cases: { type: "string", default: "1000000" },
    lines: { type: "string", default: "10000000" },
    seed: { type: "string" },
    only: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  process.stdout.write("Usage: node tools/fuzz.mjs [--cases N] [--lines N] [--seed S] [--only core,ip,resolver,normalizer,text,security,scanner]\n");
  process.exit(0);
}
const cases = Number(values.cases);
const lines = Number(values.lines);
const seed = values.seed === undefined ? (Math.random() * 2 ** 31) | 0 : Number(values.seed);
if (!Number.isInteger(cases) || cases < 1 || !Number.isInteger(lines) || lines < 0 || !Number.isInteger(seed)) {
  process.stderr.write("fuzz: --cases, --lines and --seed take whole numbers\n");
  process.exit(2);
}
const only = values.only === undefined ? undefined : new Set(values.only.split(","));

// ---- Generators: URI-biased strings (any string, mostly near the grammar) and valid references built from the ABNF.
const UNITS = [..."abcxyzAZ09-._~!$&'()*+,;=:@/?#[]%", "%41", "%7e", "%2F", "%", " ", "\\", '"', "é", "😀", "\u0000", "..", "//"];
const biased = fc.array(fc.constantFrom(...UNITS), { maxLength: 30 }).map((parts) => parts.join(""));
const PCHAR = [..."abcXYZ019-._~!$&'()*+,;=:@", "%41", "%c3%a9", "%2F"];
const segment = fc.array(fc.constantFrom(...PCHAR), { maxLength: 5 }).map((p) => p.join(""));
const host = fc.constantFrom("example.com", "a", "", "127.0.0.1", "[::1]", "[2001:DB8::1]", "[v7.x:y]", "ex%41mple.org", "EXAMPLE.com");
const absolute = fc
  .record({
    scheme: fc.constantFrom("http", "HTTPS", "ftp", "urn", "x-y.z+1", "file"),
    authority: fc.option(fc.tuple(fc.option(fc.constantFrom("u", "u:p"), { nil: undefined }), host, fc.option(fc.constantFrom("", "80", "8080"), { nil: undefined })), { nil: undefined }),
    segments: fc.array(fc.oneof(segment, fc.constantFrom(".", "..")), { maxLength: 5 }),
    query: fc.option(fc.array(fc.constantFrom(...PCHAR, "/", "?"), { maxLength: 4 }).map((p) => p.join("")), { nil: undefined }),
    fragment: fc.option(fc.array(fc.constantFrom(...PCHAR, "/", "?"), { maxLength: 4 }).map((p) => p.join("")), { nil: undefined }),
  })
  .map(({ scheme, authority, segments, query, fragment }) => {
    let uri = scheme + ":";
    if (authority !== undefined) {
      const [userinfo, h, port] = authority;
      uri += "//" + (userinfo === undefined ? "" : userinfo + "@") + h + (port === undefined ? "" : ":" + port);
      uri += segments.length === 0 ? "" : "/" + segments.join("/");
    } else {
      const path = segments.join("/");
      uri += path.startsWith("//") ? "/." + path : path;
    }
    if (query !== undefined) uri += "?" + query;
    if (fragment !== undefined) uri += "#" + fragment;
    return uri;
  })
  .filter((uri) => core.isUri(uri));
const reference = fc
  .oneof(absolute, segment, fc.tuple(segment, segment).map(([a, b]) => `../${a}/${b}?q`), fc.constant(""), segment.map((s) => "#" + s))
  .filter((ref) => core.isUriReference(ref));

// ---- The properties, by package.
const sameError = (a, b) => a.code === b.code && a.index === b.index;
const PROPERTIES = {
  core: [
    ["parse, serialize round trip; diagnose's first error is parse's (RFC 3986 §3, §5.3)", biased, (s) => {
      let parsed;
      try {
        parsed = core.parse(s);
      } catch (e) {
        if (!core.UriError.is(e)) throw e;
        const all = core.diagnose(s);
        if (all.length === 0 || !sameError(all[0], e)) throw new Error(`diagnose disagrees with parse on ${JSON.stringify(s)}`, { cause: e });
        if (core.isUriReference(s)) throw new Error(`isUriReference true but parse threw on ${JSON.stringify(s)}`, { cause: e });
        return;
      }
      if (core.serialize(parsed) !== s) throw new Error(`serialize(parse(s)) !== s for ${JSON.stringify(s)}`);
      if (core.diagnose(s).length !== 0 || !core.isUriReference(s)) throw new Error(`valid ${JSON.stringify(s)} reported invalid`);
    }],
  ],
  ip: [
    ["isIPv6 iff parseIPv6 accepts; formatIPv6 gives the same words (RFC 3986 §3.2.2, RFC 5952)", fc.oneof(fc.ipV6(), biased), (s) => {
      let words;
      try {
        words = ip.parseIPv6(s);
      } catch {
        if (ip.isIPv6(s)) throw new Error(`isIPv6 true but parseIPv6 threw on ${s}`);
        return;
      }
      if (!ip.isIPv6(s)) throw new Error(`parseIPv6 accepted ${s} but isIPv6 is false`);
      const again = ip.parseIPv6(ip.formatIPv6(words));
      if (again.some((w, k) => w !== words[k])) throw new Error(`formatIPv6 changed the address ${s}`);
    }],
  ],
  resolver: [
    // The target as resolution reads it: a URI with a scheme loses its dot-segments (§5.2.2), so that is the t
    // relativize answers for ("http:." names "http:").
    ["resolve(base, relativize(base, t)) === resolve(base, t) (RFC 3986 §5.2)", fc.tuple(absolute, reference), ([base, ref]) => {
      const target = resolver.resolve(base, resolver.resolve(base, ref));
      if (!core.isUri(target)) throw new Error(`resolve(${base}, ${ref}) is not a URI: ${target}`);
      const back = resolver.resolve(base, resolver.relativize(base, target));
      if (back !== target) throw new Error(`relativize does not invert resolve: ${base} ${ref} → ${target} → ${back}`);
    }],
  ],
  normalizer: [
    ["normalize is idempotent and equivalent to its input (RFC 3986 §6.2.2, §6.2.3)", fc.oneof(absolute, reference), (s) => {
      const once = normalizer.normalize(s);
      if (normalizer.normalize(once) !== once) throw new Error(`normalize is not idempotent on ${s}`);
      if (!normalizer.equivalent(s, once)) throw new Error(`${s} is not equivalent to its normal form`);
    }],
  ],
  text: [
    ["findUris returns valid URIs, in order, without overlap (RFC 3986 App. C)", fc.tuple(biased, biased, absolute, biased).map((p) => p.join(" ")), (s) => {
      let last = 0;
      for (const m of text.findUris(s, { abbreviated: true })) {
        if (!core.isUri(m.uri) || m.start < last || m.end <= m.start || m.end > s.length) throw new Error(`bad match ${JSON.stringify(m)} in ${JSON.stringify(s)}`);
        last = m.end;
      }
    }],
  ],
  security: [
    ["repair leaves a valid reference as it is and makes any other valid or refuses it; inspect never throws (RFC 3986 §7)", biased, (s) => {
      security.inspect(s);
      let repaired;
      try {
        repaired = security.repair(s).uri;
      } catch (e) {
        if (!core.UriError.is(e)) throw e;
        return;
      }
      if (!core.isUriReference(repaired)) throw new Error(`repair(${JSON.stringify(s)}) is invalid: ${repaired}`);
      if (core.isUriReference(s) && repaired !== s) throw new Error(`repair changed the valid ${s}`);
    }],
  ],
};

let failed = false;
const rate = (n, ms) => `${Math.round((n / ms) * 1000).toLocaleString("en-US")}/s`;
process.stdout.write(`fuzz: seed ${seed}, ${cases.toLocaleString("en-US")} cases per property, ${lines.toLocaleString("en-US")} scanner lines\n`);
for (const [name, props] of Object.entries(PROPERTIES)) {
  if (only !== undefined && !only.has(name)) continue;
  for (const [title, arbitrary, check] of props) {
    const t0 = performance.now();
    const out = fc.check(fc.property(arbitrary, (x) => {
      check(x);
    }), { seed, numRuns: cases });
    const ms = performance.now() - t0;
    if (out.failed) {
      failed = true;
      process.stdout.write(`FAIL ${name}: ${title}\n  counterexample: ${JSON.stringify(out.counterexample)}\n  ${String(out.errorInstance).split("\n")[0]}\n  reproduce: node tools/fuzz.mjs --only ${name} --seed ${seed} --cases ${cases}\n`);
    } else {
      process.stdout.write(`ok   ${name}: ${title}: ${out.numRuns.toLocaleString("en-US")} cases in ${(ms / 1000).toFixed(1)} s (${rate(out.numRuns, ms)})\n`);
    }
  }
}

// ---- The scanner: WASM scalar == WASM SIMD == TypeScript twin, byte for byte, over generated lines.
if (lines > 0 && (only === undefined || only.has("scanner"))) {
  const engines = await Promise.all(["js", "wasm", "wasm-simd"].map((engine) => scanner.createScanner({ engine })));
  // A small xorshift generator: fast enough for 10^7 lines, seeded, and biased towards the URI grammar.
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  const PIECES = ["http://", "https://a.example", "//", "[::1]", "[v1.x]", "[1:2:3:4:5:6:7:8]", "1.2.3.4", "%41", "%4", ":80", "@", "?", "#", "/", "a", "b", "0", "-", ".", "..", " ", "\\", "é", "😀", "\r", "[", "]", "%"];
  const encoder = new TextEncoder();
  const BATCH = 50_000;
  let done = 0;
  const t0 = performance.now();
  while (done < lines && !failed) {
    const n = Math.min(BATCH, lines - done);
    const parts = [];
    for (let i = 0; i < n; i++) {
      let line = "";
      const length = next() % 24;
      for (let k = 0; k < length; k++) line += PIECES[next() % PIECES.length];
      parts.push(line);
    }
    const bytes = encoder.encode(parts.join("\n"));
    const [js, ...wasm] = engines.map((engine) => engine.scan(bytes));
    for (const other of wasm) {
      if (other.length !== js.length) failed = true;
      for (let k = 0; k < js.offsets.length && !failed; k++) {
        if (other.offsets[k] !== js.offsets[k]) {
          failed = true;
          const line = Math.floor(k / (js.offsets.length / js.length));
          process.stdout.write(`FAIL scanner: engines disagree on line ${JSON.stringify(parts[line])} (seed ${seed})\n`);
        }
      }
    }
    done += n;
  }
  const ms = performance.now() - t0;
  if (!failed) process.stdout.write(`ok   scanner: wasm-simd == wasm == js on ${done.toLocaleString("en-US")} generated lines in ${(ms / 1000).toFixed(1)} s (${rate(done, ms)})\n`);
}
process.exit(failed ? 1 : 0);
