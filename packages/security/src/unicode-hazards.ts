import { HOST_END, HOST_START } from "@urikit/core/offsets";
import { toUnicode } from "@urikit/iri/idna";
import { HAZARD_CITES, type Hazard, type HazardCode } from "./hazard.js";

// Unicode hazards of a URI: what a reader sees is not what the machine reads (RFC 3986 §7.6, RFC 3987 §4.1, §8).

/** The bidi formatting characters of UAX #9 that reorder what follows them: ALM, LRM, RLM, LRE…RLO, LRI…PDI. */
function isBidiControl(cp: number): boolean {
  return cp === 0x061c || cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

const DEFAULT_IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

const UNKNOWN = 0;
const INVISIBLE = 1;
const VISIBLE = 2;
/** `isInvisible` of each BMP code point, filled as characters are met (64 KiB). */
const bmpInvisible = new Uint8Array(0x10000);

/** A code point that renders as nothing: Default_Ignorable_Code_Point (zero-width space and joiners, soft hyphen, …). */
function isInvisible(cp: number): boolean {
  const known = cp < 0x10000 ? bmpInvisible[cp] : UNKNOWN;
  if (known !== UNKNOWN) return known === INVISIBLE;
  const invisible = DEFAULT_IGNORABLE.test(String.fromCodePoint(cp));
  if (cp < 0x10000) bmpInvisible[cp] = invisible ? INVISIBLE : VISIBLE;
  return invisible;
}

/** `U+202E`: the code point in the notation every output of urikit shows instead of the raw character. */
export function codePointName(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x66 ? l - 0x61 + 10 : -1;
}

function octetAt(s: string, i: number): number {
  if (s.charCodeAt(i) !== 0x25 || i + 2 >= s.length) return -1;
  const h = hexValue(s.charCodeAt(i + 1));
  const l = hexValue(s.charCodeAt(i + 2));
  return h < 0 || l < 0 ? -1 : h * 16 + l;
}

/**
 * The code point that the percent-encoded UTF-8 sequence at `i` encodes and how many code units it spans, or
 * undefined when `i` does not start a well-formed one (RFC 3629 §3: lead byte, then continuation bytes).
 */
function encodedCodePoint(s: string, i: number): { cp: number; length: number } | undefined {
  const lead = octetAt(s, i);
  if (lead < 0xc2 || lead > 0xf4) return undefined;
  const count = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : 1;
  let cp = lead & (0x3f >> count);
  for (let k = 1; k <= count; k++) {
    const o = octetAt(s, i + 3 * k);
    if (o < 0x80 || o > 0xbf) return undefined;
    cp = cp * 64 + (o & 0x3f);
  }
  return { cp, length: 3 * (count + 1) };
}

/** Unicode script names (UAX #24 property values) tried against `\p{Script_Extensions=…}`, Unicode 15.1. */
const SCRIPT_NAMES = (
  "Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah Batak Bengali Bhaiksuki Bopomofo " +
  "Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian Caucasian_Albanian Chakma Cham Cherokee Chorasmian Coptic " +
  "Cuneiform Cypriot Cypro_Minoan Cyrillic Deseret Devanagari Dives_Akuru Dogra Duployan Egyptian_Hieroglyphs Elbasan " +
  "Elymaic Ethiopic Georgian Glagolitic Gothic Grantha Greek Gujarati Gunjala_Gondi Gurmukhi Han Hangul Hanifi_Rohingya " +
  "Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic Inscriptional_Pahlavi Inscriptional_Parthian Javanese Kaithi Kannada " +
  "Katakana Kawi Kayah_Li Kharoshthi Khitan_Small_Script Khmer Khojki Khudawadi Lao Latin Lepcha Limbu Linear_A Linear_B " +
  "Lisu Lycian Lydian Mahajani Makasar Malayalam Mandaic Manichaean Marchen Masaram_Gondi Medefaidrin Meetei_Mayek " +
  "Mende_Kikakui Meroitic_Cursive Meroitic_Hieroglyphs Miao Modi Mongolian Mro Multani Myanmar Nabataean Nag_Mundari " +
  "Nandinagari New_Tai_Lue Newa Nko Nushu Nyiakeng_Puachue_Hmong Ogham Ol_Chiki Old_Hungarian Old_Italic " +
  "Old_North_Arabian Old_Permic Old_Persian Old_Sogdian Old_South_Arabian Old_Turkic Old_Uyghur Oriya Osage Osmanya " +
  "Pahawh_Hmong Palmyrene Pau_Cin_Hau Phags_Pa Phoenician Psalter_Pahlavi Rejang Runic Samaritan Saurashtra Sharada " +
  "Shavian Siddham SignWriting Sinhala Sogdian Sora_Sompeng Soyombo Sundanese Syloti_Nagri Syriac Tagalog Tagbanwa " +
  "Tai_Le Tai_Tham Tai_Viet Takri Tamil Tangsa Tangut Telugu Thaana Thai Tibetan Tifinagh Tirhuta Toto Ugaritic Vai " +
  "Vithkuqi Wancho Warang_Citi Yezidi Yi Zanabazar_Square"
).split(" ");

let scriptTests: [string, RegExp][] | undefined;
const COMMON_OR_INHERITED = /^[\p{scx=Common}\p{scx=Inherited}]$/u;
const scriptCache = new Map<number, ReadonlySet<string> | null>();

/**
 * The augmented script set of one code point (UTS #39 §5.1): its Script_Extensions, plus Hanb, Jpan, Kore for
 * Han, Jpan for Hiragana and Katakana, Kore for Hangul, Hanb for Bopomofo; `null` for Common and Inherited, which
 * stand for every script. A code point of a script newer than the list above gets a set of its own.
 */
function augmentedScripts(cp: number): ReadonlySet<string> | null {
  if (cp < 0x80) {
    const letter = (cp | 0x20) >= 0x61 && (cp | 0x20) <= 0x7a;
    return letter ? LATIN : null;
  }
  const cached = scriptCache.get(cp);
  if (cached !== undefined) return cached;
  const ch = String.fromCodePoint(cp);
  let set: Set<string> | null = null;
  if (!COMMON_OR_INHERITED.test(ch)) {
    scriptTests ??= SCRIPT_NAMES.map((name) => [name, new RegExp(`^\\p{scx=${name}}$`, "u")]);
    set = new Set();
    for (const [name, re] of scriptTests) if (re.test(ch)) set.add(name);
    if (set.size === 0) set.add(`Unknown ${codePointName(cp)}`);
    if (set.has("Han")) set.add("Hanb").add("Jpan").add("Kore");
    if (set.has("Hiragana") || set.has("Katakana")) set.add("Jpan");
    if (set.has("Hangul")) set.add("Kore");
    if (set.has("Bopomofo")) set.add("Hanb");
  }
  scriptCache.set(cp, set);
  return set;
}
const LATIN: ReadonlySet<string> = new Set(["Latin"]);

/**
 * Whether `label` passes UTS #39's "Highly Restrictive" level (§5.2): single-script (its resolved script set, the
 * intersection of the augmented sets of its characters, is not empty), or covered by Latin + Han + Hiragana +
 * Katakana, Latin + Han + Bopomofo or Latin + Han + Hangul. Returns the scripts seen when it does not.
 */
export function mixedScripts(label: string): string[] | undefined {
  const sets: ReadonlySet<string>[] = [];
  for (const ch of label) {
    const set = augmentedScripts(ch.codePointAt(0) as number);
    if (set !== null) sets.push(set);
  }
  if (sets.length === 0) return undefined;
  const resolved = [...sets[0]].filter((s) => sets.every((set) => set.has(s)));
  if (resolved.length > 0) return undefined;
  for (const cjk of ["Jpan", "Hanb", "Kore"]) if (sets.every((set) => set.has("Latin") || set.has(cjk))) return undefined;
  const seen = new Set<string>();
  for (const set of sets) seen.add([...set].filter((s) => s !== "Hanb" && s !== "Jpan" && s !== "Kore").sort()[0]);
  return [...seen].sort();
}

/** Split `host` into labels at "." and the IDNA full stops (U+3002, U+FF0E, U+FF61): [start, end) pairs. */
function labelsOf(host: string): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  for (let i = 0; i <= host.length; i++) {
    const c = host.charCodeAt(i);
    if (i === host.length || c === 0x2e || c === 0x3002 || c === 0xff0e || c === 0xff61) {
      out.push([start, i]);
      start = i + 1;
    }
  }
  return out;
}

function hazard(code: HazardCode, index: number, component: Hazard["component"], message: string, extra?: Partial<Hazard>): Hazard {
  return { code, index, component, message, cite: HAZARD_CITES[code], ...extra };
}

/**
 * The Unicode hazards of `text` (offsets of its RFC 3986 reading in `parts`): `non-ascii-host`, `punycode-label`
 * (with the label decoded by IDNA ToUnicode), `mixed-script-label` (UTS #39 Highly Restrictive), and, anywhere in
 * the string, raw or percent-encoded as UTF-8, `bidi-control` and `invisible-character`.
 */
export function unicodeHazards(text: string, parts: Int32Array, componentAt: (index: number) => Hazard["component"]): Hazard[] {
  const hazards: Hazard[] = [];
  const hostStart = parts[HOST_START];
  if (hostStart >= 0 && text.charCodeAt(hostStart) !== 0x5b) {
    const host = text.slice(hostStart, parts[HOST_END]);
    for (let i = 0; i < host.length; i++) {
      const c = host.charCodeAt(i);
      if (c >= 0x80 || (c === 0x25 && octetAt(host, i) >= 0x80)) {
        hazards.push(
          hazard("non-ascii-host", hostStart + i, "host", `the host ${JSON.stringify(host)} has characters outside ASCII; DNS sees its IDNA (punycode) form`),
        );
        break;
      }
    }
    // percent-decode the host first (a browser does, before it splits labels at "." and the IDNA full stops);
    // `at[k]` is the index in `host` of the k-th code unit of `decoded`
    let decoded = "";
    const at: number[] = [];
    for (let i = 0; i < host.length; ) {
      const encoded = encodedCodePoint(host, i);
      const octet = encoded === undefined ? octetAt(host, i) : -1;
      const piece = encoded !== undefined ? String.fromCodePoint(encoded.cp) : octet >= 0 && octet < 0x80 ? String.fromCharCode(octet) : host[i];
      const length = encoded !== undefined ? encoded.length : octet >= 0 && octet < 0x80 ? 3 : 1;
      for (let k = 0; k < piece.length; k++) at.push(i);
      decoded += piece;
      i += length;
    }
    at.push(host.length);
    for (const [start, end] of labelsOf(decoded)) {
      const raw = host.slice(at[start], at[end]);
      let label = decoded.slice(start, end);
      if (/^xn--/i.test(label)) {
        const decoded = toUnicode(label.toLowerCase(), { checkBidi: true, checkHyphens: false, checkJoiners: true });
        if (!decoded.error) {
          hazards.push(
            hazard("punycode-label", hostStart + at[start], "host", `the label ${JSON.stringify(raw)} is IDNA for ${JSON.stringify(decoded.domain)}`, { unicode: decoded.domain }),
          );
          label = decoded.domain;
        }
      }
      const scripts = mixedScripts(label);
      if (scripts !== undefined) {
        hazards.push(
          hazard("mixed-script-label", hostStart + at[start], "host", `the label ${JSON.stringify(label)} mixes scripts (${scripts.join(", ")}): a look-alike of another name`, {
            unicode: label,
            scripts,
          }),
        );
      }
    }
  }
  for (let i = 0; i < text.length; i++) {
    let cp = text.codePointAt(i) as number;
    let length = cp > 0xffff ? 2 : 1;
    let percentEncoded = false;
    if (cp === 0x25) {
      const encoded = encodedCodePoint(text, i);
      if (encoded === undefined) continue;
      cp = encoded.cp;
      length = encoded.length;
      percentEncoded = true;
    }
    // PERF: the words of a hazard are made only for a character that is one (no string per character).
    const bidi = cp >= 0x80 && isBidiControl(cp);
    if (bidi || (cp >= 0x80 && isInvisible(cp))) {
      const how = percentEncoded ? `percent-encoded ${JSON.stringify(text.slice(i, i + length))}, ` : "";
      const name = codePointName(cp);
      if (bidi) {
        hazards.push(
          hazard("bidi-control", i, componentAt(i), `${how}${name} is a bidi control: it reorders the text that follows it on screen, so what a reader sees is not the URI`, {
            codePoint: name,
          }),
        );
      } else {
        hazards.push(hazard("invisible-character", i, componentAt(i), `${how}${name} is invisible (Default_Ignorable_Code_Point): two URIs that look the same differ`, { codePoint: name }));
      }
    }
    i += length - 1;
  }
  return hazards;
}
