// Collects candidate snippets for the real-text test set from the Debian documentation installed on this machine
// (changelogs, man pages, the Python docs, the German and Japanese Debian Reference, Markdown/AsciiDoc/Org READMEs).
// It only proposes: every snippet's list of URIs was then checked and corrected by hand in
// test/real-text/snippets.json, which is the ground truth. Run on a Debian machine with python3-doc,
// debian-reference-de, debian-reference-ja and git-doc installed: node scripts/real-text-collect.mjs > /tmp/proposed.json
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { gunzipSync } from "node:zlib";

function read(path) {
  const bytes = readFileSync(path);
  return (path.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
}

/** Deterministic PRNG (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const licenceCache = new Map();
/** The licence of a Debian package: the first `License:` of its machine-readable copyright file, else a pointer. */
function licence(pkg) {
  if (licenceCache.has(pkg)) return licenceCache.get(pkg);
  let value = `see /usr/share/doc/${pkg}/copyright`;
  const path = `/usr/share/doc/${pkg}/copyright`;
  if (existsSync(path)) {
    const m = /^License:\s*(\S.*)$/m.exec(readFileSync(path, "utf8"));
    if (m) value = m[1].trim() + ` (/usr/share/doc/${pkg}/copyright)`;
  }
  licenceCache.set(pkg, value);
  return value;
}

function ownerOf(path) {
  try {
    return execFileSync("dpkg", ["-S", path], { encoding: "utf8" }).split(":")[0].split(",")[0].trim();
  } catch {
    return "unknown";
  }
}

const TRIGGER = /[A-Za-z][A-Za-z0-9+.-]*:\S|<|"|www\./i;

/**
 * Snippets of a text: each line with a trigger, with the lines that follow while a `<` is still open (at most 4
 * lines), so that a URI wrapped inside <…> stays whole.
 */
function snippetsOf(text) {
  const lines = text.split("\n");
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    if (!TRIGGER.test(lines[i]) || lines[i].length > 400) continue;
    let j = i;
    let s = lines[i];
    while (j < i + 3 && s.lastIndexOf("<") > s.lastIndexOf(">") && j + 1 < lines.length) s += "\n" + lines[++j];
    out.push(s);
    i = j;
  }
  return out;
}

const corpora = [];
function add(corpus, path, pkg, text, weight = 1) {
  for (const s of snippetsOf(text)) corpora.push({ corpus, source: path, package: pkg, text: s, weight });
}

const DOC = "/usr/share/doc";
const random = rng(20261126);
const pick = (list, n) => {
  const copy = [...list];
  const out = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(random() * copy.length), 1)[0]);
  return out;
};

// Changelogs (Debian and upstream).
for (const dir of pick(readdirSync(DOC), 400)) {
  for (const name of ["changelog.Debian.gz", "changelog.gz"]) {
    const path = `${DOC}/${dir}/${name}`;
    if (existsSync(path)) add("changelog", path, dir, read(path).split("\n").slice(0, 400).join("\n"));
  }
}
// Man pages, rendered in 80 columns without hyphenation or justification (man --nh --nj), so that a URI is not
// split by the formatter's hyphen.
const manFiles = [];
for (const section of ["man1", "man5", "man8"]) {
  for (const f of readdirSync(`/usr/share/man/${section}`)) manFiles.push(`/usr/share/man/${section}/${f}`);
}
for (const path of pick(manFiles, 160)) {
  let text;
  try {
    text = execFileSync("sh", ["-c", `MANWIDTH=80 man --nh --nj -l '${path}' 2>/dev/null | col -bx`], { encoding: "utf8", maxBuffer: 1 << 26 });
  } catch {
    continue;
  }
  add("man", path, ownerOf(path), text);
}
// The Python docs (reStructuredText sources as shipped in python3-doc).
const PY = `${DOC}/python3-doc/html/_sources`;
const pyFiles = execFileSync("find", [PY, "-name", "*.rst.txt"], { encoding: "utf8" }).trim().split("\n");
for (const path of pick(pyFiles, 120)) add("python-docs", path, "python3-doc", read(path));
// The Debian Reference, German and Japanese (plain-text editions).
for (const lang of ["de", "ja"]) {
  const path = `${DOC}/debian-reference-common/docs/debian-reference.${lang}.txt.gz`;
  const alt = `${DOC}/debian-reference-${lang}/docs/debian-reference.${lang}.txt.gz`;
  const p = existsSync(path) ? path : alt;
  add(`debian-reference-${lang}`, p, `debian-reference-${lang}`, read(p));
}
// Markdown, AsciiDoc (git-doc's sources) and Org (GnuPG's README) documents.
for (const dir of readdirSync(DOC)) {
  for (const name of ["README.md", "README.md.gz"]) {
    const path = `${DOC}/${dir}/${name}`;
    if (existsSync(path)) add("markup", path, dir, read(path));
  }
}
for (const f of readdirSync(`${DOC}/git-doc`).filter((f) => f.endsWith(".txt"))) add("markup", `${DOC}/git-doc/${f}`, "git-doc", read(`${DOC}/git-doc/${f}`));
add("markup", `${DOC}/gnupg/README.gz`, "gnupg", read(`${DOC}/gnupg/README.gz`));

process.stdout.write(JSON.stringify(corpora.map((c) => ({ ...c, license: licence(c.package) }))));
