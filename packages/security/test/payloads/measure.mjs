// Measures urikit, ssrf-req-filter and request-filtering-agent on the published payload lists of this folder and
// urikit's false positives on the real URLs of bench/data/kasztp.txt. Shared by test/payloads.test.ts (which asserts
// the key figures) and scripts/payload-table.mjs (which writes the README table). No network: the competitors'
// agents get a stub in place of the socket they would open (http.Agent and https.Agent `createConnection`), so
// what is measured is what they decide before DNS, on the options Node's http client would hand them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { EventEmitter } from "node:events";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const here = (path) => new URL(path, import.meta.url);

/**
 * The payload sets, as published: one payload per line (an empty line is not a payload). A set with a `template`
 * lists hosts: each line is put in place of `{line}` (see `payloadsOf`).
 */
export const SETS = {
  ssrf: [
    { file: "ssrf/SSRF_hacktricks.txt", name: "SecLists `Fuzzing/SSRF_hacktricks.txt`" },
    { file: "ssrf/patt-ssrf-readme-urls.txt", name: "PayloadsAllTheThings SSRF pages (URLs in code)" },
    // a list of hosts, not of URLs: each is measured as the host of `http://<line>/`
    { file: "ssrf/fuzzdb-localhost.txt", name: "fuzzdb `attack/ip/localhost.txt` (as `http://<line>/`)", template: "http://{line}/" },
  ],
  redirect: [
    { file: "open-redirect/Open-Redirect-payloads.txt", name: "PayloadsAllTheThings `Open-Redirect-payloads.txt`" },
    { file: "open-redirect/open_redirect_wordlist.txt", name: "PayloadsAllTheThings `open_redirect_wordlist.txt`" },
    { file: "open-redirect/openredirects.txt", name: "PayloadsAllTheThings `openredirects.txt`" },
    { file: "open-redirect/payloadbox-open-redirect-payload-list.txt", name: "payloadbox `open-redirect-payload-list`" },
  ],
};

/** The origin the open-redirect lists attack (the name they use for "the site"). */
export const REDIRECT_BASE = "https://www.whitelisteddomain.tld/";

export function readPayloads(file) {
  return readFileSync(here(file), "utf8").split(/\r?\n/).filter((line) => line !== "");
}

/** The payloads of `set`: its lines, each put into the set's `template` when it has one. */
export function payloadsOf(set) {
  const lines = readPayloads(set.file);
  return set.template === undefined ? lines : lines.map((line) => set.template.replace("{line}", line));
}

/** What Node's http client makes of `payload` before it asks an agent: invalid (URL or protocol), or host and port. */
function clientOptions(payload, agent) {
  let url;
  try {
    url = new URL(payload);
  } catch {
    return undefined;
  }
  // http.request throws ERR_INVALID_PROTOCOL when the URL's protocol is not the agent's
  if (url.protocol !== agent.protocol) return undefined;
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  return { host, port: Number(url.port || (url.protocol === "https:" ? 443 : 80)), servername: host };
}

/** Run `fn` with every http(s) agent's socket replaced by an inert stub. */
function withStubbedSockets(fn) {
  const saved = [http.Agent.prototype.createConnection, https.Agent.prototype.createConnection];
  const stub = function stubConnection(options) {
    const socket = new EventEmitter();
    socket.destroy = () => socket;
    socket.stubbedOptions = options;
    return socket;
  };
  http.Agent.prototype.createConnection = stub;
  https.Agent.prototype.createConnection = stub;
  try {
    return fn();
  } finally {
    [http.Agent.prototype.createConnection, https.Agent.prototype.createConnection] = saved;
  }
}

/** "refused", "invalid" (Node's client rejects it first) or "passed" (the agent opens a connection: DNS decides). */
function ssrfReqFilter(payload) {
  const ssrfFilter = require("ssrf-req-filter");
  return withStubbedSockets(() => {
    const agent = ssrfFilter(payload);
    const options = clientOptions(payload, agent);
    if (options === undefined) return "invalid";
    try {
      agent.createConnection(options, () => {});
      return "passed";
    } catch {
      return "refused";
    }
  });
}

async function requestFilteringAgent() {
  const { useAgent } = await import("request-filtering-agent");
  return (payload) =>
    withStubbedSockets(() => {
      const agent = useAgent(payload);
      const options = clientOptions(payload, agent);
      if (options === undefined) return "invalid";
      let refused = false;
      agent.createConnection(options, (error) => {
        if (error) refused = true;
      });
      return refused ? "refused" : "passed";
    });
}

/** The Markdown pages of the repo (README.md of the root, of each package and app, docs/), by path from the root. */
function markdownPages() {
  const root = here("../../../../");
  const pages = ["README.md"];
  for (const dir of ["packages", "apps"]) {
    for (const name of readdirSync(new URL(`${dir}/`, root))) pages.push(`${dir}/${name}/README.md`);
  }
  if (existsSync(new URL("docs/", root))) for (const name of readdirSync(new URL("docs/", root))) if (name.endsWith(".md")) pages.push(`docs/${name}`);
  return pages.filter((p) => existsSync(new URL(p, root))).map((p) => readFileSync(new URL(p, root), "utf8"));
}

/**
 * The relative links of the repo's Markdown pages, `[text](link)` with no scheme and no "//": real paths, queries
 * and fragments written by people, each once.
 */
export function realRelativeLinks() {
  const links = new Set();
  for (const page of markdownPages()) {
    for (const m of page.matchAll(/\]\(([^()\s`]+)\)/g)) {
      const link = m[1];
      if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(link) && !link.startsWith("//")) links.add(link);
    }
  }
  return [...links];
}

/** Whether `line` of kasztp.txt is a valid public http(s) URL with a registered-looking domain name. */
function isPublicNameUrl(line, inspect) {
  if (!inspect(line, { whatwg: false }).valid) return false;
  let url;
  try {
    url = new URL(line);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const labels = url.hostname.replace(/\.$/, "").split(".");
  const tld = labels[labels.length - 1];
  if (labels.length < 2 || !/^([a-z]{2,63}|xn--[a-z0-9-]+)$/.test(tld)) return false;
  return !["localhost", "local", "internal", "test", "example", "invalid", "arpa"].includes(tld);
}

/**
 * Every figure of the README table. `lib` is urikit's security package (`assessFetch`, `assessRedirect`,
 * `inspect`), passed in so the test can use the sources and the script the build.
 */
export async function measure(lib) {
  const rfa = await requestFilteringAgent();
  const ssrf = SETS.ssrf.map((set) => {
    const payloads = payloadsOf(set);
    const rows = payloads.map((payload) => ({ payload, urikit: lib.assessFetch(payload).allowed ? "allowed" : "refused", ssrfReqFilter: ssrfReqFilter(payload), requestFilteringAgent: rfa(payload) }));
    return { ...set, rows };
  });
  const redirect = SETS.redirect.map((set) => {
    const payloads = readPayloads(set.file);
    const rows = payloads.map((payload) => {
      const r = lib.assessRedirect(payload, { base: REDIRECT_BASE });
      const browserLeaves = r.valid && new URL(r.target).origin !== new URL(REDIRECT_BASE).origin;
      const otherReading = r.hazards.some((h) => h.code === "decoded-off-origin" || h.code === "whatwg-differs" || h.code === "scheme-relative-authority");
      const verdict = !r.valid
        ? "invalid"
        : browserLeaves
          ? "off-origin"
          : otherReading
            ? "off-origin, another reading"
            : !r.sameOrigin
              ? "not plain"
              : "same-origin";
      return { payload, verdict, sameOrigin: r.sameOrigin, browserSameOrigin: r.browserSameOrigin, target: r.target, decodedTarget: r.decodedTarget, codes: r.hazards.map((h) => h.code) };
    });
    return { ...set, rows };
  });
  const lines = readFileSync(here("../../../../bench/data/kasztp.txt"), "utf8").replace(/^\uFEFF/, "").split("\n").filter((l) => l !== "");
  const publicUrls = lines.filter((l) => isPublicNameUrl(l, lib.inspect));
  const falsePositives = {
    total: lines.length,
    public: publicUrls.length,
    urikit: publicUrls.filter((l) => !lib.assessFetch(l).allowed),
    ssrfReqFilter: publicUrls.filter((l) => ssrfReqFilter(l) !== "passed"),
    requestFilteringAgent: publicUrls.filter((l) => rfa(l) !== "passed"),
  };
  // plain same-origin values from real documents: the relative links (paths, queries, fragments) of the repo's own
  // Markdown pages, resolved as a Location of a page of their site
  const relative = realRelativeLinks();
  const relativeLinks = { total: relative.length, notPlain: relative.filter((l) => !lib.assessRedirect(l, { base: REDIRECT_BASE }).sameOrigin) };
  return { ssrf, redirect, falsePositives, relativeLinks };
}

const count = (rows, key, value) => rows.filter((r) => r[key] === value).length;

/** The README table (Markdown) of `measure`'s results. */
export function table(m) {
  const out = [];
  out.push("| SSRF payload set | payloads | urikit `assessFetch` refuses | `ssrf-req-filter` refuses before DNS | `request-filtering-agent` refuses before DNS | Node's client rejects first (both) |");
  out.push("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const s of m.ssrf) {
    out.push(`| ${s.name} | ${s.rows.length} | ${count(s.rows, "urikit", "refused")} | ${count(s.rows, "ssrfReqFilter", "refused")} | ${count(s.rows, "requestFilteringAgent", "refused")} | ${count(s.rows, "ssrfReqFilter", "invalid")} / ${count(s.rows, "requestFilteringAgent", "invalid")} |`);
  }
  out.push("");
  out.push("| open-redirect payload set | payloads | `sameOrigin: false`: the browser leaves | `sameOrigin: false`: RFC 3986 or decoded once leaves | `sameOrigin: false`: every reading stays, a trick is used | rejected by a browser | `sameOrigin: true` |");
  out.push("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const s of m.redirect) {
    out.push(`| ${s.name} | ${s.rows.length} | ${count(s.rows, "verdict", "off-origin")} | ${count(s.rows, "verdict", "off-origin, another reading")} | ${count(s.rows, "verdict", "not plain")} | ${count(s.rows, "verdict", "invalid")} | ${count(s.rows, "verdict", "same-origin")} |`);
  }

  out.push("");
  const f = m.falsePositives;
  out.push(`| false positives on \`bench/data/kasztp.txt\` | URLs | valid public http(s) URLs with a domain name | refused by urikit | by \`ssrf-req-filter\` | by \`request-filtering-agent\` |`);
  out.push("| --- | ---: | ---: | ---: | ---: | ---: |");
  out.push(`| real web addresses | ${f.total} | ${f.public} | ${f.urikit.length} | ${f.ssrfReqFilter.length} | ${f.requestFilteringAgent.length} |`);
  return out.join("\n");
}
