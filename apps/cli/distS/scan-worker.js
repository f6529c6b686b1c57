import { createRequire as __urikitRequire } from "node:module"; const require = __urikitRequire(import.meta.url);

// ../../packages/scanner/dist/scan-worker.js
import { parentPort, workerData } from "node:worker_threads";

// ../../packages/core/dist/expect-string.js
function typeName(value) {
  try {
    if (Array.isArray(value))
      return "array";
  } catch {
  }
  return value === null ? "null" : typeof value;
}
function expectString(value, caller, parameter) {
  if (typeof value !== "string")
    throw new TypeError(`${caller}: expected a string${parameter ? ` for ${parameter}` : ""}, got ${typeName(value)}`);
}

// ../../packages/core/dist/uri-error.js
var URI_ERROR_CODES = [
  "unexpected-char",
  "invalid-scheme",
  "missing-scheme",
  "invalid-port",
  "invalid-pct-encoded",
  "invalid-ip-literal",
  "unclosed-ip-literal",
  "invalid-utf8",
  "base-not-absolute",
  "scheme-syntax",
  "unknown-scheme"
];
var MARK = /* @__PURE__ */ Symbol.for("urikit.UriError");
var RULE_SECTIONS = {
  scheme: "\xA73.1",
  authority: "\xA73.2",
  userinfo: "\xA73.2.1",
  host: "\xA73.2.2",
  "IP-literal": "\xA73.2.2",
  "reg-name": "\xA73.2.2",
  port: "\xA73.2.3",
  path: "\xA73.3",
  query: "\xA73.4",
  fragment: "\xA73.5",
  "pct-encoded": "\xA72.1",
  "URI-reference": "\xA74.1",
  "relative-ref": "\xA74.2",
  "absolute-URI": "\xA74.3",
  URI: "\xA73",
  UTF8: "\xA72.5",
  "base URI": "\xA75.1"
};
var UriError = class _UriError extends Error {
  /**
   * Whether new `UriError`s capture a stack trace (default `false`: capturing one costs microseconds, and the index
   * says where the input went wrong). Set it to `true` while debugging to see which call threw.
   */
  static captureStackTraces = false;
  constructor(code, index, options) {
    const section = RULE_SECTIONS[options.rule];
    const where = options.subject !== void 0 && options.subject !== "input" ? ` of the ${options.subject}` : "";
    const cite = options.cite !== void 0 ? `, ${options.cite}` : section === void 0 ? "" : `, RFC 3986 ${section}`;
    const engine = Error;
    const limit = engine.stackTraceLimit;
    engine.stackTraceLimit = _UriError.captureStackTraces ? limit : 0;
    super(`${options.detail} at index ${index}${where} (${code}, ${options.rule}${cite})`);
    engine.stackTraceLimit = limit;
    this.code = code;
    this.index = index;
    this.rule = options.rule;
    this.subject = options.subject ?? "input";
    this.detail = options.detail;
  }
  /** Whether `value` is a `UriError`, also one thrown by another installed copy of urikit. */
  static is(value) {
    return typeof value === "object" && value !== null && MARK in value;
  }
};
Object.assign(UriError.prototype, { name: "UriError", [MARK]: true });
function charAt(text, index) {
  if (index >= text.length)
    return "end of input";
  const codePoint = text.codePointAt(index);
  return JSON.stringify(String.fromCodePoint(codePoint));
}

// ../../packages/core/dist/offsets-layout.js
var SCHEME_START = 0;
var SCHEME_END = 1;
var USERINFO_START = 2;
var USERINFO_END = 3;
var HOST_START = 4;
var HOST_END = 5;
var PORT_START = 6;
var PORT_END = 7;
var PATH_START = 8;
var PATH_END = 9;
var QUERY_START = 10;
var QUERY_END = 11;
var FRAGMENT_START = 12;
var FRAGMENT_END = 13;
var HOST_KIND = 14;
var ERROR_CODE = 15;
var ERROR_INDEX = 16;
var OFFSET_SLOTS = 17;
var LAYOUT_VERSION = 1;
var HOST_KIND_NONE = 0;
var HOST_KIND_REG_NAME = 1;
var HOST_KIND_IPV4 = 2;
var HOST_KIND_IPV6 = 3;
var HOST_KIND_IPVFUTURE = 4;
var HOST_KIND_NAMES = [void 0, "reg-name", "ipv4", "ipv6", "ipvfuture"];
var COMPONENT_NAMES = ["scheme", "userinfo", "host", "port", "path", "query", "fragment"];

// ../../packages/ip/dist/expect-string.js
function typeName2(value) {
  try {
    if (Array.isArray(value))
      return "array";
  } catch {
  }
  return value === null ? "null" : typeof value;
}
function expectString2(value, caller, parameter) {
  if (typeof value !== "string")
    throw new TypeError(`${caller}: expected a string${parameter ? ` for ${parameter}` : ""}, got ${typeName2(value)}`);
}

// ../../packages/ip/dist/char-class.js
var FULL_STOP = 46;
var DIGIT_ZERO = 48;
var DIGIT_NINE = 57;
var COLON = 58;
var LATIN_SMALL_LETTER_A = 97;
var LATIN_SMALL_LETTER_F = 102;
function isDigit(c) {
  return c >= DIGIT_ZERO && c <= DIGIT_NINE;
}
function isHexdig(c) {
  const folded = c | 32;
  return isDigit(c) || folded >= LATIN_SMALL_LETTER_A && folded <= LATIN_SMALL_LETTER_F;
}
var IPVFUTURE_PREFIX = /[vV](?:[0-9A-Fa-f]+(?:\.[A-Za-z0-9\-._~!$&'()*+,;=:]*)?)?/y;

// ../../packages/ip/dist/ipv4-address.js
function checkIPv4address(s, start, end) {
  expectString2(s, "checkIPv4address");
  let dots = 0;
  let digits = 0;
  let value = 0;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      if (digits === 0) {
        value = c - DIGIT_ZERO;
      } else {
        if (value === 0)
          return i;
        value = value * 10 + (c - DIGIT_ZERO);
        if (value > 255)
          return i;
      }
      digits++;
    } else if (c === FULL_STOP && digits > 0 && dots < 3) {
      dots++;
      digits = 0;
    } else {
      return i;
    }
  }
  return dots === 3 && digits > 0 ? -1 : end;
}

// ../../packages/ip/dist/ipv6-address.js
function checkIPv6address(s, start, end) {
  expectString2(s, "checkIPv6address");
  let groups = 0;
  let digits = 0;
  let colons = 0;
  let compressed = false;
  let groupStart = start;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (isHexdig(c)) {
      if (digits === 0) {
        if (colons === 1 && groups === 0)
          return i;
        if (compressed && groups === 7)
          return i;
        groupStart = i;
      } else if (digits === 4) {
        return i;
      }
      digits++;
      colons = 0;
    } else if (c === COLON) {
      if (digits > 0) {
        groups++;
        digits = 0;
        if (groups > (compressed ? 6 : 7))
          return i;
        colons = 1;
      } else if (colons === 1 || i === start) {
        if (i !== start) {
          if (compressed)
            return i;
          compressed = true;
        }
        colons++;
      } else {
        return i;
      }
    } else if (c === FULL_STOP) {
      if (digits === 0 || (compressed ? groups > 5 : groups !== 6))
        return i;
      if (checkIPv4address(s, groupStart, i) !== i)
        return i;
      return checkIPv4address(s, groupStart, end);
    } else {
      return i;
    }
  }
  if (digits > 0)
    return compressed || groups === 7 ? -1 : end;
  return colons === 2 ? -1 : end;
}

// ../../packages/ip/dist/ipv-future.js
function checkIPvFuture(s, start, end) {
  expectString2(s, "checkIPvFuture");
  if (start >= end)
    return end;
  IPVFUTURE_PREFIX.lastIndex = start;
  if (!IPVFUTURE_PREFIX.test(s))
    return start;
  if (IPVFUTURE_PREFIX.lastIndex < end)
    return IPVFUTURE_PREFIX.lastIndex;
  const dot = s.indexOf(".", start);
  return dot >= 0 && dot + 1 < end ? -1 : end;
}

// ../../packages/core/dist/generated/grammar.js
var ALPHA = 1;
var DIGIT = 2;
var HEXDIG = 4;
var CHAR_CLASS_RANGES = ["AZaz", "09", "09AFaf", "++-.09AZaz", "-.09AZ__az~~", "!!$$&,;;==", "!!$$&.0;==@Z__az~~", "!!$$&;==?Z__az~~", "!!$$&.0;==AZ__az~~", "!!$$&.09;;==AZ__az~~", "##//::?@[[]]"];
var SCHEME_RUN = /[+\-.0-9A-Za-z]*/y;
var USERINFO_RUN = /[!$&-.0-;=A-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-.0-;=A-Z_a-z~]*)*/y;
var REG_NAME_RUN = /[!$&-.0-9;=A-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-.0-9;=A-Z_a-z~]*)*/y;
var DIGIT_RUN = /[0-9]*/y;
var PATH_RUN = /[!$&-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=@-Z_a-z~]*)*/y;
var SEGMENT_NZ_NC_RUN = /[!$&-.0-9;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-.0-9;=@-Z_a-z~]*)*/y;
var QUERY_RUN = /[!$&-;=?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=?-Z_a-z~]*)*/y;

// ../../packages/core/dist/char-class.js
var PERCENT_SIGN = 37;
var SOLIDUS = 47;
var COLON2 = 58;
var QUESTION_MARK = 63;
var NUMBER_SIGN = 35;
var LEFT_SQUARE_BRACKET = 91;
function buildCharClass() {
  const table = new Uint16Array(128);
  for (let bit = 0; bit < CHAR_CLASS_RANGES.length; bit++) {
    const ranges = CHAR_CLASS_RANGES[bit];
    for (let i = 0; i < ranges.length; i += 2) {
      for (let c = ranges.charCodeAt(i); c <= ranges.charCodeAt(i + 1); c++)
        table[c] |= 1 << bit;
    }
  }
  return table;
}
var CHAR_CLASS = buildCharClass();

// ../../packages/core/dist/scan-uri-reference.js
var ERR_NONE = 0;
var ERR_UNEXPECTED_CHAR = 1;
var ERR_INVALID_SCHEME = 2;
var ERR_INVALID_PORT = 4;
var ERR_INVALID_PCT_ENCODED = 5;
var ERR_INVALID_IP_LITERAL = 6;
var ERR_UNCLOSED_IP_LITERAL = 7;
function is(c, flag) {
  return (CHAR_CLASS[c] & flag) !== 0;
}
var AUTHORITY_RUN = /[^/?#]*/y;
function skipRun(s, i, run) {
  run.lastIndex = i;
  run.test(s);
  return run.lastIndex;
}
function pctEncodedFailure(s, i, end) {
  if (i + 1 >= end || !is(s.charCodeAt(i + 1), HEXDIG))
    return i + 1;
  if (i + 2 >= end || !is(s.charCodeAt(i + 2), HEXDIG))
    return i + 2;
  return -1;
}
function fail(out, base, code, index) {
  out[base + ERROR_CODE] = code;
  out[base + ERROR_INDEX] = index;
  return code;
}
function scanUriReference(s, out, base = 0) {
  expectString(s, "scanUriReference");
  return scanReference(s, out, base);
}
function scanReference(s, out, base = 0) {
  return scanWith(s, out, base, scanPlainAuthority);
}
function scanWith(s, out, base, plainAuthority) {
  const end = s.length;
  out.fill(-1, base, base + OFFSET_SLOTS);
  out[base + HOST_KIND] = HOST_KIND_NONE;
  out[base + ERROR_CODE] = ERR_NONE;
  let i = 0;
  if (end > 0 && is(s.charCodeAt(0), ALPHA)) {
    const j = skipRun(s, 1, SCHEME_RUN);
    if (j < end && s.charCodeAt(j) === COLON2) {
      out[base + SCHEME_START] = 0;
      out[base + SCHEME_END] = j;
      i = j + 1;
    }
  }
  const hasScheme = i > 0;
  let hasAuthority = false;
  let authorityStart = 0;
  if (i + 1 < end && s.charCodeAt(i) === SOLIDUS && s.charCodeAt(i + 1) === SOLIDUS) {
    hasAuthority = true;
    authorityStart = i + 2;
    i = plainAuthority ? plainAuthority(s, authorityStart, end, out, base) : -1;
  }
  if (i < 0) {
    out[base + HOST_START] = -1;
    const authorityEnd = skipRun(s, authorityStart, AUTHORITY_RUN);
    let at = s.indexOf("@", authorityStart);
    if (at >= authorityEnd)
      at = -1;
    let hostStart = authorityStart;
    if (at >= 0) {
      out[base + USERINFO_START] = authorityStart;
      out[base + USERINFO_END] = at;
      const stop = skipRun(s, authorityStart, USERINFO_RUN);
      if (stop < at)
        return failAt(s, out, base, stop, at);
      hostStart = at + 1;
    }
    out[base + HOST_START] = hostStart;
    let hostEnd;
    if (hostStart < authorityEnd && s.charCodeAt(hostStart) === LEFT_SQUARE_BRACKET) {
      const close = s.indexOf("]", hostStart + 1);
      if (close < 0 || close >= authorityEnd) {
        out[base + HOST_END] = authorityEnd;
        return fail(out, base, ERR_UNCLOSED_IP_LITERAL, hostStart);
      }
      out[base + HOST_END] = close + 1;
      const first = s.charCodeAt(hostStart + 1);
      const isFuture = first === 118 || first === 86;
      const bad = isFuture ? checkIPvFuture(s, hostStart + 1, close) : checkIPv6address(s, hostStart + 1, close);
      if (bad >= 0)
        return fail(out, base, ERR_INVALID_IP_LITERAL, bad);
      out[base + HOST_KIND] = isFuture ? HOST_KIND_IPVFUTURE : HOST_KIND_IPV6;
      hostEnd = close + 1;
      if (hostEnd < authorityEnd && s.charCodeAt(hostEnd) !== COLON2) {
        return fail(out, base, ERR_UNEXPECTED_CHAR, hostEnd);
      }
    } else {
      hostEnd = skipRun(s, hostStart, REG_NAME_RUN);
      if (hostEnd < authorityEnd && s.charCodeAt(hostEnd) !== COLON2) {
        out[base + HOST_END] = hostEnd;
        return failAt(s, out, base, hostEnd, authorityEnd);
      }
      out[base + HOST_KIND] = regNameKind(s, hostStart, hostEnd);
    }
    out[base + HOST_END] = hostEnd;
    if (hostEnd < authorityEnd) {
      out[base + PORT_START] = hostEnd + 1;
      out[base + PORT_END] = authorityEnd;
      const stop = skipRun(s, hostEnd + 1, DIGIT_RUN);
      if (stop < authorityEnd)
        return fail(out, base, ERR_INVALID_PORT, stop);
    }
    i = authorityEnd;
  }
  out[base + PATH_START] = i;
  if (!hasScheme && !hasAuthority) {
    const stop = skipRun(s, i, SEGMENT_NZ_NC_RUN);
    if (stop < end && s.charCodeAt(stop) === COLON2) {
      out[base + PATH_END] = stop;
      return fail(out, base, ERR_INVALID_SCHEME, stop);
    }
    i = stop;
  }
  i = skipRun(s, i, PATH_RUN);
  if (i < end) {
    const c = s.charCodeAt(i);
    if (c !== QUESTION_MARK && c !== NUMBER_SIGN)
      return failAt(s, out, base, i, end);
  }
  out[base + PATH_END] = i;
  if (i < end && s.charCodeAt(i) === QUESTION_MARK) {
    out[base + QUERY_START] = i + 1;
    i = skipRun(s, i + 1, QUERY_RUN);
    if (i < end && s.charCodeAt(i) !== NUMBER_SIGN)
      return failAt(s, out, base, i, end);
    out[base + QUERY_END] = i;
  }
  if (i < end) {
    out[base + FRAGMENT_START] = i + 1;
    i = skipRun(s, i + 1, QUERY_RUN);
    if (i < end)
      return failAt(s, out, base, i, end);
    out[base + FRAGMENT_END] = i;
  }
  return ERR_NONE;
}
function scanPlainAuthority(s, start, end, out, base) {
  out[base + HOST_START] = start;
  const hostEnd = skipRun(s, start, REG_NAME_RUN);
  const authorityEnd = s.charCodeAt(hostEnd) === COLON2 ? skipRun(s, hostEnd + 1, DIGIT_RUN) : hostEnd;
  if (authorityEnd < end) {
    const c = s.charCodeAt(authorityEnd);
    if (c !== SOLIDUS && c !== QUESTION_MARK && c !== NUMBER_SIGN)
      return -1;
  }
  if (authorityEnd > hostEnd) {
    out[base + PORT_START] = hostEnd + 1;
    out[base + PORT_END] = authorityEnd;
  }
  out[base + HOST_END] = hostEnd;
  out[base + HOST_KIND] = regNameKind(s, start, hostEnd);
  return authorityEnd;
}
function regNameKind(s, start, end) {
  return end > start && is(s.charCodeAt(start), DIGIT) && checkIPv4address(s, start, end) < 0 ? HOST_KIND_IPV4 : HOST_KIND_REG_NAME;
}
function failAt(s, out, base, i, end) {
  if (s.charCodeAt(i) === PERCENT_SIGN)
    return fail(out, base, ERR_INVALID_PCT_ENCODED, pctEncodedFailure(s, i, end));
  return fail(out, base, ERR_UNEXPECTED_CHAR, i);
}

// ../../packages/core/dist/parse.js
var scratch = new Int32Array(OFFSET_SLOTS);
function componentAt(offsets, index) {
  let name = COMPONENT_NAMES[0];
  for (let k = 0; k < COMPONENT_NAMES.length; k++) {
    const start = offsets[2 * k];
    if (start >= 0 && start <= index)
      name = COMPONENT_NAMES[k];
  }
  return name;
}
function errorFromOffsets(text, offsets, subject = "input") {
  expectString(text, "errorFromOffsets");
  return offsetsError(text, offsets, subject);
}
function offsetsError(text, offsets, subject = "input") {
  const code = URI_ERROR_CODES[offsets[ERROR_CODE] - 1];
  const index = offsets[ERROR_INDEX];
  const found = charAt(text, index);
  const component = componentAt(offsets, index);
  let rule;
  let detail;
  switch (code) {
    case "invalid-scheme":
      rule = "scheme";
      detail = index === 0 ? `empty scheme before ":"` : `":" ends a first segment that is not a scheme (a letter, then letters, digits, "+", "-" or ".")`;
      break;
    case "invalid-port":
      rule = "port";
      detail = `invalid character ${found} in port (digits only)`;
      break;
    case "invalid-pct-encoded":
      rule = "pct-encoded";
      detail = `invalid percent-encoding in ${component}: expected a hex digit after "%", found ${found}`;
      break;
    case "invalid-ip-literal":
      rule = "IP-literal";
      detail = `invalid IP literal: ${found} cannot stand here in an IPv6address or IPvFuture`;
      break;
    case "unclosed-ip-literal":
      rule = "IP-literal";
      detail = `"[" is not closed by "]" within the authority`;
      break;
    default:
      rule = component === "host" ? "reg-name" : component;
      detail = `${index >= text.length ? "unexpected end of input" : `invalid character ${found}`} in ${component}`;
  }
  return new UriError(code ?? "unexpected-char", index, { rule, detail, subject });
}

// ../../packages/scanner/dist/layout.js
var LAYOUT_VERSION2 = LAYOUT_VERSION;
var SLOT_COUNT = OFFSET_SLOTS;
var ERROR_CODE_NAMES = [void 0, ...URI_ERROR_CODES];

// ../../packages/scanner/dist/scan-engine.js
function blockLines(length) {
  return Math.min(length + 1, Math.max(256, Math.ceil(length / 40) + 64));
}
function concatBlocks(blocks, total) {
  if (blocks.length === 1 && blocks[0].length === total)
    return blocks[0];
  const all = new Int32Array(total);
  let at = 0;
  for (const block of blocks) {
    all.set(block, at);
    at += block.length;
  }
  return all;
}
var LINE_FEED = 10;
var CARRIAGE_RETURN = 13;
var utf8 = new TextDecoder();
var latin1 = new TextDecoder("latin1");
function lineText(bytes, start, end) {
  const decoded2 = utf8.decode(bytes.subarray(start, end));
  return decoded2.length === end - start ? decoded2 : latin1.decode(bytes.subarray(start, end));
}
var jsEngine = {
  name: "js",
  scanBytes(bytes, from, end) {
    const text = utf8.decode(bytes.subarray(from, end));
    const aligned = text.length === end - from;
    const capacity = blockLines(end - from);
    const rowBlocks = [];
    const rangeBlocks = [];
    let count = 0;
    let p = from;
    let t = 0;
    do {
      const rows = new Int32Array(capacity * SLOT_COUNT);
      const ranges = new Int32Array(capacity * 2);
      let n = 0;
      while (p < end && n < capacity) {
        let lf = bytes.indexOf(LINE_FEED, p);
        if (lf < 0 || lf >= end)
          lf = end;
        const contentEnd = lf < end && lf > p && bytes[lf - 1] === CARRIAGE_RETURN ? lf - 1 : lf;
        ranges[2 * n] = p;
        ranges[2 * n + 1] = contentEnd;
        if (aligned) {
          scanUriReference(text.slice(p - from, contentEnd - from), rows, n * SLOT_COUNT);
        } else {
          let tf = text.indexOf("\n", t);
          if (tf < 0)
            tf = text.length;
          const row = n * SLOT_COUNT;
          const length = contentEnd - p;
          if (tf - t - (lf - contentEnd) === length)
            scanUriReference(text.slice(t, t + length), rows, row);
          else
            scanUriReference(latin1.decode(bytes.subarray(p, contentEnd)), rows, row);
          t = tf + 1;
        }
        n++;
        p = lf < end ? lf + 1 : end;
      }
      rowBlocks.push(n === capacity ? rows : rows.subarray(0, n * SLOT_COUNT));
      rangeBlocks.push(n === capacity ? ranges : ranges.subarray(0, n * 2));
      count += n;
    } while (p < end);
    return { rows: concatBlocks(rowBlocks, count * SLOT_COUNT), ranges: concatBlocks(rangeBlocks, count * 2), count };
  },
  scanRanges(bytes, ranges, count) {
    const rows = new Int32Array(count * SLOT_COUNT);
    const text = utf8.decode(bytes);
    const aligned = text.length === bytes.length;
    for (let k = 0; k < count; k++) {
      const start = ranges[2 * k];
      const stop = ranges[2 * k + 1];
      const line = aligned ? text.slice(start, stop) : lineText(bytes, start, stop);
      scanUriReference(line, rows, k * SLOT_COUNT);
    }
    return rows;
  }
};

// ../../packages/scanner/dist/scan-result.js
var decoder = new TextDecoder("utf-8", { ignoreBOM: true });
function asciiText(bytes, start, end) {
  if (end - start <= 64) {
    let text = "";
    for (let i = start; i < end; i++)
      text += String.fromCharCode(bytes[i]);
    return text;
  }
  return decoder.decode(bytes.subarray(start, end));
}
var ScanResult = class {
  /** Number of lines. */
  length;
  /** Line number of line 0 of this result in the whole input (non-zero for the batches of a stream or file). */
  firstLine;
  /** Byte offset of `bytes[0]` in the whole input (non-zero for the batches of a stream or file). */
  byteOffset;
  /**
   * The rows as the engine wrote them, for readers that want no copy: `SLOT_COUNT` slots per line in the layout
   * of `@urikit/core/offsets` (indexes relative to the line's start in `bytes`), as Int32 (then the same array as
   * {@link ScanResult.offsets}) or, when every line is at most 32767 bytes, as Int16 ("compact": every slot is in
   * -1 … 32767). Index it the same way whichever it is.
   */
  rows;
  #offsets;
  /** `2 × length` Int32: start and end (CR LF excluded) of each line in `bytes`. */
  ranges;
  /** The scanned bytes (the input itself for `scan(Uint8Array)`; the UTF-8 of the strings for `scan(string[])`). */
  bytes;
  #lines;
  constructor(init) {
    this.length = init.count;
    this.firstLine = init.firstLine ?? 0;
    this.byteOffset = init.byteOffset ?? 0;
    this.rows = init.rows;
    this.#offsets = init.rows instanceof Int32Array ? init.rows : void 0;
    this.ranges = init.ranges;
    this.bytes = init.bytes;
    this.#lines = init.lines;
  }
  /**
   * `length × SLOT_COUNT` Int32 slots: row i at `i * SLOT_COUNT`, laid out as `offsets-layout.ts` of @urikit/core,
   * offsets relative to the start of the line (the indexes `scanUriReference` writes for the line's text). Made from
   * compact rows on first access (one sign-extending copy, exact) and the same array from then on.
   */
  get offsets() {
    if (this.#offsets === void 0) {
      this.#offsets = new Int32Array(this.rows.length);
      this.#offsets.set(this.rows);
    }
    return this.#offsets;
  }
  #check(i) {
    if (!(i >= 0 && i < this.length && Number.isInteger(i)))
      throw new RangeError(`line ${i} is outside 0 \u2026 ${this.length - 1}`);
    return i * SLOT_COUNT;
  }
  /** Whether line `i` is a valid `URI-reference`. */
  isValid(i) {
    return this.rows[this.#check(i) + ERROR_CODE] === 0;
  }
  /** The error of line `i` (the same code and index `parse` throws), or `undefined` when it is valid. */
  error(i) {
    const row = this.#check(i);
    const code = ERROR_CODE_NAMES[this.rows[row + ERROR_CODE]];
    return code === void 0 ? void 0 : { code, index: this.rows[row + ERROR_INDEX] };
  }
  /** The kind of host of line `i`, or `undefined` without authority or when the line is invalid. */
  hostKind(i) {
    const row = this.#check(i);
    if (this.rows[row + ERROR_CODE] !== 0)
      return void 0;
    return HOST_KIND_NAMES[this.rows[row + HOST_KIND]];
  }
  /** Byte range `[start, end)` of line `i` in the whole input (its CR LF excluded). */
  lineRange(i) {
    this.#check(i);
    return [this.byteOffset + this.ranges[2 * i], this.byteOffset + this.ranges[2 * i + 1]];
  }
  /** The text of line `i`, decoded from UTF-8 (malformed bytes become U+FFFD). */
  line(i) {
    this.#check(i);
    if (this.#lines !== void 0)
      return this.#lines[i];
    return decoder.decode(this.bytes.subarray(this.ranges[2 * i], this.ranges[2 * i + 1]));
  }
  /** Component `name` of line `i`, decoded on demand; `undefined` when absent or when the line is invalid. */
  component(i, name) {
    const row = this.#check(i);
    if (this.rows[row + ERROR_CODE] !== 0)
      return void 0;
    const k = COMPONENT_NAMES.indexOf(name);
    const start = this.rows[row + 2 * k];
    if (start < 0)
      return void 0;
    const end = this.rows[row + 2 * k + 1];
    if (this.#lines !== void 0)
      return this.#lines[i].slice(start, end);
    const lineStart = this.ranges[2 * i];
    return asciiText(this.bytes, lineStart + start, lineStart + end);
  }
  /** The scheme of line `i` (see {@link ScanResult.component}). */
  scheme(i) {
    return this.component(i, "scheme");
  }
  /** The userinfo of line `i` (see {@link ScanResult.component}). */
  userinfo(i) {
    return this.component(i, "userinfo");
  }
  /** The host of line `i`, brackets kept for an IP-literal (see {@link ScanResult.component}). */
  host(i) {
    return this.component(i, "host");
  }
  /** The port of line `i` (see {@link ScanResult.component}). */
  port(i) {
    return this.component(i, "port");
  }
  /** The path of line `i`: always a string for a valid line (see {@link ScanResult.component}). */
  path(i) {
    return this.component(i, "path");
  }
  /** The query of line `i` (see {@link ScanResult.component}). */
  query(i) {
    return this.component(i, "query");
  }
  /** The fragment of line `i` (see {@link ScanResult.component}). */
  fragment(i) {
    return this.component(i, "fragment");
  }
  /** The components of line `i`, the same object `parse` returns; throws the same `UriError` for an invalid line. */
  toComponents(i) {
    const row = this.#check(i);
    if (this.rows[row + ERROR_CODE] !== 0)
      throw this.toError(i);
    return {
      scheme: this.component(i, "scheme"),
      userinfo: this.component(i, "userinfo"),
      host: this.component(i, "host"),
      port: this.component(i, "port"),
      path: this.component(i, "path"),
      query: this.component(i, "query"),
      fragment: this.component(i, "fragment")
    };
  }
  /** The `UriError` that `parse` throws for line `i` (with its message), or `undefined` when it is valid. */
  toError(i) {
    const row = this.#check(i);
    if (this.rows[row + ERROR_CODE] === 0)
      return void 0;
    return errorFromOffsets(this.line(i), Int32Array.from(this.rows.subarray(row, row + SLOT_COUNT)));
  }
  /** One {@link ScanEntry} per line, in order. */
  *[Symbol.iterator]() {
    for (let i = 0; i < this.length; i++) {
      const valid = this.isValid(i);
      yield {
        line: this.firstLine + i,
        text: this.line(i),
        valid,
        components: valid ? this.toComponents(i) : void 0,
        error: this.error(i),
        hostKind: this.hostKind(i)
      };
    }
  }
};

// ../../packages/scanner/dist/generated/scan-wasm.js
var SCAN_WASM_SCALAR_BASE64 = "AGFzbQEAAAABJwZgAn9/AX9gAAF/YAN/f38AYAAAYAV/f39/fwBgB39/f39/f38BfwMODQACAgAAAwEBBAUBAQAFAwEAAQZEDX8AQQELfwBBEQt/AEH//wELfwFBAAt/AUEAC34BQgALfgFCAAt+AUIAC34BQgALfgFCAAt+AUIAC38BQQALfwFBAAsHpQELDkxBWU9VVF9WRVJTSU9OAwAKU0xPVF9DT1VOVAMBEENPTVBBQ1RfTElORV9NQVgDAghoZWFwQmFzZQALD3N0cnVjdHVyYWxMaW5lcwAGDmNvdW50TGluZUZlZWRzAAwIbmV4dExpbmUACglzY2FuTGluZXMACRVzdG9wcGVkQXRMb25nTGluZUZsYWcABwpzY2FuUmFuZ2VzAAgGbWVtb3J5AgAIAQUMAQ4KvIsBDZUBAQR/A0AgACABSQRAIAAtAAAiA0EBdEGACGovAQBBAnEEfyACBEAgBEUEQCAADwsgA0EwayAEQQpsaiIEQf8BSwRAIAAPCwUgA0EwayEECyACQQFqBSADQS5GIAJBAEpxIAVBA0hxBH8gBUEBagUgAA8LIQVBAAshAiAAQQFqIQAMAQsLQQAgASAFQQNGIAJBAEpxGwuDPwIFfwl+IAAkAyACQn83AwAgAkJ/NwMIIAJCfzcDECACQn83AxggAkJ/NwMgIAJCfzcDKCACQn83AzAgAkIANwM4IAJBfzYCQCAAIAAgAUkEfyAALQAAQQF0QYAIai8BAEEBcQVBAAsEfyAAQQFqIQQjCSIIQv8BgyEJIAhCCIhC/wGDIQogCEIQiEL/AYMhCyAIQhiIQv8BgyEMIAhCIIhC/wGDIQ0gCEIoiEL/AYMhDiAIQjCIQv8BgyEPIAhCOIghCAJAA0AgBEEIaiIDIAFNBEAgBCAEKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4MiEHpCA4inaiEEIBBCAFINAiADIQQMAQsLIAEgBEsjBCAEQQhqT3EEQCAEIAQpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/g0KAgYKEiJCgwIB/IAEgBGutQgOGhoR6QgOIp2ohBAsLA0AgASAESwR/IAQtAABBAXRBgAhqLwEAQQhxBUEACwRAIARBAWohBAwBCwsgASAESwR/IAQtAABBOkYFQQALBH8gAkEANgIAIAIgBCMDazYCBCAEQQFqBSAACwUgAAsiA0khBwJAAkACQAJAAkACQAJAAkAgA0EBaiABSQR/IAMtAABBL0YFQQALBH8gAy0AAUEvRgVBAAsEQCADQQJqIgAhA0EAIQQDQCABIANLBEACQCMIIghC/wGDIQkgCEIIiEL/AYMhCiAIQhCIQv8BgyELIAhCGIhC/wGDIQwgCEIgiEL/AYMhDSAIQiiIQv8BgyEOIAhCMIhC/wGDIQ8gCEI4iCEIAkADQCADQQhqIgUgAU0EQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/gyIQekIDiKdqIQMgEEIAUg0CIAUhAwwBCwsgASADSyMEIANBCGpPcQRAIAMgAykDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DQoCBgoSIkKDAgH8gASADa61CA4aGhHpCA4inaiEDCwsgASADTQ0AIAMtAAAiBUE/RiAFQS9GciAFQSNGcg0AIAMgBCAERSAFQcAARnEbIQQgA0EBaiEDDAILCwsgBARAIAIgACMDazYCCCACIAQjA2s2AgwDQCAAIARJBEAjByIIQv8BgyEJIAhCCIhC/wGDIQogCEIQiEL/AYMhCyAIQhiIQv8BgyEMIAhCIIhC/wGDIQ0gCEIoiEL/AYMhDiAIQjCIQv8BgyEPIAhCOIghCAJAA0AgAEEIaiIFIARNBEAgACAAKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4MiEHpCA4inaiEAIBBCAFINAiAFIQAMAQsLIAAgBEkjBCAAQQhqT3EEQCAAIAApAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/g0KAgYKEiJCgwIB/IAQgAGutQgOGhoR6QgOIp2ohAAsLIAAgBEkEQAJAIAAtAAAiBUEBdEGACGovAQBBgAJxDQAgBUElRgRAAn8gAEEBaiIFIAQgBU0Ef0EABSAALQABQQF0QYAIai8BAEEEcUEARwtFDQAaIABBAmoiBSAEIAVNBH9BAAUgAC0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIFDQcgAEECaiEADAELIAJBATYCPAwHCyAAQQFqIQAMAgsLCyAEQQFqIQALIAIgACMDazYCECAAIgQgA0kEfyAELQAAQdsARgVBAAsEQCAAQQFqIQYDQCADIAZLBH8gBi0AAEHdAEcFQQALBEAgBkEBaiEGDAELCyACIAZBAWogAyADIAZLGyMDazYCFCADIAZNBEAgAkEHNgI8DAQLIAAtAAEiBUH2AEYiBEUEQCAFQdYARiEECyAEBH8gAEEBaiAGEAMFIABBAWogBhAECyIFBEAgAkEGNgI8DAULIAJBBEEDIAQbNgI4IAZBAWoiBCADSQR/IAQtAABBOkcFQQALDQUFA0AgAyAESwRAAkAjByIIQv8BgyEJIAhCCIhC/wGDIQogCEIQiEL/AYMhCyAIQhiIQv8BgyEMIAhCIIhC/wGDIQ0gCEIoiEL/AYMhDiAIQjCIQv8BgyEPIAhCOIghCAJAA0AgBEEIaiIFIANNBEAgBCAEKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4MiEHpCA4inaiEEIBBCAFINAiAFIQQMAQsLIAMgBEsjBCAEQQhqT3EEQCAEIAQpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/g0KAgYKEiJCgwIB/IAMgBGutQgOGhoR6QgOIp2ohBAsLIAMgBE0NAAJAIAQtAAAiBUEBdEGACGovAQBBgARxDQAgBUE6Rg0BIAVBJUYEQAJ/IARBAWoiBSADIAVNBH9BAAUgBC0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiAEQQJqIgUgAyAFTQR/QQAFIAQtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBQRAIAIgBCMDazYCFAwICyAEQQJqIQQMAQsgAiAEIwNrNgIUDAkLIARBAWohBAwCCwsLIAAgBEkiBQRAIAAtAABBAXRBgAhqLwEAQQJxQQBHIQULIAJBAkEBIAUEfyAAIAQQAEUFIAULGzYCOAsgAiAEIwNrNgIUIAMgBEsEQCACIARBAWoiACMDazYCGCACIAMjA2s2AhwjCiIIQv8BgyEJIAhCCIhC/wGDIQogCEIQiEL/AYMhCyAIQhiIQv8BgyEMIAhCIIhC/wGDIQ0gCEIoiEL/AYMhDiAIQjCIQv8BgyEPIAhCOIghCAJAA0AgAEEIaiIEIANNBEAgACAAKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4MiEHpCA4inaiEAIBBCAFINAiAEIQAMAQsLIAAgA0kjBCAAQQhqT3EEQCAAIAApAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/g0KAgYKEiJCgwIB/IAMgAGutQgOGhoR6QgOIp2ohAAsLIAAhBANAIAMgBEsEQCAELQAAQQF0QYAIai8BAEECcUUEQCACQQQ2AjwMCgsgBEEBaiEEDAELCwsLIAIgAyMDazYCICAHRSIABEAgAigCEEEASCEACwNAIAEgA0sEQAJAIAAEQAJAIwciCEL/AYMhCSAIQgiIQv8BgyEKIAhCEIhC/wGDIQsgCEIYiEL/AYMhDCAIQiCIQv8BgyENIAhCKIhC/wGDIQ4gCEIwiEL/AYMhDyAIQjiIIQgDQCADQQhqIgQgAU0EQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/gyIQekIDiKdqIQMgEEIAUg0CIAQhAwwBCwsgASADSyMEIANBCGpPcQRAIAMgAykDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DQoCBgoSIkKDAgH8gASADa61CA4aGhHpCA4inaiEDCwsFAkAjBSIIQv8BgyEJIAhCCIhC/wGDIQogCEIQiEL/AYMhCyAIQhiIQv8BgyEMIAhCIIhC/wGDIQ0gCEIoiEL/AYMhDiAIQjCIQv8BgyEPIAhCOIghCANAIANBCGoiBCABTQRAIAMgAykDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DIhB6QgOIp2ohAyAQQgBSDQIgBCEDDAELCyABIANLIwQgA0EIak9xBEAgAyADKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4NCgIGChIiQoMCAfyABIANrrUIDhoaEekIDiKdqIQMLCwsgASADTQ0AAkAgAy0AACIEQS9GBEBBACEADAELIARBAXRBgAhqLwEAQcAAcQRAIABBACAEQTpGGwRAIAIgAyMDazYCJCACQQI2AjwMDQsMAQsgBEElRgRAAn8gA0EBaiIEIAEgBE0Ef0EABSADLQABQQF0QYAIai8BAEEEcUEARwtFDQAaIANBAmoiBCABIARNBH9BAAUgAy0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIEDQkgA0ECaiEDDAELIARBI0YgBEE/RnINAQwKCyADQQFqIQMMAgsLCyACIAMjA2s2AiQgASADSwR/IAMtAABBP0YFQQALBEAgAiADQQFqIgMjA2s2AigDQCABIANLBEACQCMGIghC/wGDIQkgCEIIiEL/AYMhCiAIQhCIQv8BgyELIAhCGIhC/wGDIQwgCEIgiEL/AYMhDSAIQiiIQv8BgyEOIAhCMIhC/wGDIQ8gCEI4iCEIAkADQCABIANBCGoiAE8EQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/gyIQekIDiKdqIQMgEEIAUg0CIAAhAwwBCwsgASADSyMEIANBCGpPcQRAIAMgAykDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DQoCBgoSIkKDAgH8gASADa61CA4aGhHpCA4inaiEDCwsgASADTQ0AAkAgAy0AACIAQQF0QYAIai8BAEGAAXENACAAQSVGBEACfyADQQFqIgAgACABTwR/QQAFIAMtAAFBAXRBgAhqLwEAQQRxQQBHC0UNABogA0ECaiIAIAAgAU8Ef0EABSADLQACQQF0QYAIai8BAEEEcUEARwtFDQAaQQALIgQNCiADQQJqIQMMAQsgAEEjRg0BDAsLIANBAWohAwwCCwsLIAIgAyMDazYCLAsgASADSwRAIAIgA0EBaiIDIwNrNgIwA0AgASADSwRAIwYiCEL/AYMhCSAIQgiIQv8BgyEKIAhCEIhC/wGDIQsgCEIYiEL/AYMhDCAIQiCIQv8BgyENIAhCKIhC/wGDIQ4gCEIwiEL/AYMhDyAIQjiIIQgCQANAIAEgA0EIaiIATwRAIAMgAykDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DIhB6QgOIp2ohAyAQQgBSDQIgACEDDAELCyABIANLIwQgA0EIak9xBEAgAyADKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4NCgIGChIiQoMCAfyABIANrrUIDhoaEekIDiKdqIQMLCyABIANLBEACQCADLQAAIgBBAXRBgAhqLwEAQYABcQ0AIABBJUYEQAJ/IANBAWoiACAAIAFPBH9BAAUgAy0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiADQQJqIgAgACABTwR/QQAFIAMtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBA0KIANBAmohAwwBCwwLCyADQQFqIQMMAgsLCyACIAMjA2s2AjQLDwsgAkEFNgI8DAELIAJBQGsgACMDazYCAA8LIAJBQGsgBSMDazYCAA8LIAJBATYCPAwBCyACQQU2AjwLIAJBQGsgBCMDazYCAA8LIAJBATYCPAsgAkFAayADIwNrNgIAC+E+AgV/CX4gACQDIAJCfzcDACACQn83AwggAkJ/NwMQIAJC/////w83AxggAkH//wM7ASAgACAAIAFJBH8gAC0AAEEBdEGACGovAQBBAXEFQQALBH8gAEEBaiEEIwkiCEL/AYMhCSAIQgiIQv8BgyEKIAhCEIhC/wGDIQsgCEIYiEL/AYMhDCAIQiCIQv8BgyENIAhCKIhC/wGDIQ4gCEIwiEL/AYMhDyAIQjiIIQgCQANAIARBCGoiAyABTQRAIAQgBCkDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DIhB6QgOIp2ohBCAQQgBSDQIgAyEEDAELCyABIARLIwQgBEEIak9xBEAgBCAEKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4NCgIGChIiQoMCAfyABIARrrUIDhoaEekIDiKdqIQQLCwNAIAEgBEsEfyAELQAAQQF0QYAIai8BAEEIcQVBAAsEQCAEQQFqIQQMAQsLIAEgBEsEfyAELQAAQTpGBUEACwR/IAJBADsBACACIAQjA2s7AQIgBEEBagUgAAsFIAALIgNJIQcCQAJAAkACQAJAAkACQAJAIANBAWogAUkEfyADLQAAQS9GBUEACwR/IAMtAAFBL0YFQQALBEAgA0ECaiIAIQNBACEEA0AgASADSwRAAkAjCCIIQv8BgyEJIAhCCIhC/wGDIQogCEIQiEL/AYMhCyAIQhiIQv8BgyEMIAhCIIhC/wGDIQ0gCEIoiEL/AYMhDiAIQjCIQv8BgyEPIAhCOIghCAJAA0AgA0EIaiIFIAFNBEAgAyADKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4MiEHpCA4inaiEDIBBCAFINAiAFIQMMAQsLIAEgA0sjBCADQQhqT3EEQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/g0KAgYKEiJCgwIB/IAEgA2utQgOGhoR6QgOIp2ohAwsLIAEgA00NACADLQAAIgVBP0YgBUEvRnIgBUEjRnINACADIAQgBEUgBUHAAEZxGyEEIANBAWohAwwCCwsLIAQEQCACIAAjA2s7AQQgAiAEIwNrOwEGA0AgACAESQRAIwciCEL/AYMhCSAIQgiIQv8BgyEKIAhCEIhC/wGDIQsgCEIYiEL/AYMhDCAIQiCIQv8BgyENIAhCKIhC/wGDIQ4gCEIwiEL/AYMhDyAIQjiIIQgCQANAIABBCGoiBSAETQRAIAAgACkDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DIhB6QgOIp2ohACAQQgBSDQIgBSEADAELCyAAIARJIwQgAEEIak9xBEAgACAAKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4NCgIGChIiQoMCAfyAEIABrrUIDhoaEekIDiKdqIQALCyAAIARJBEACQCAALQAAIgVBAXRBgAhqLwEAQYACcQ0AIAVBJUYEQAJ/IABBAWoiBSAEIAVNBH9BAAUgAC0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiAAQQJqIgUgBCAFTQR/QQAFIAAtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBQ0HIABBAmohAAwBCyACQQE7AR4MBwsgAEEBaiEADAILCwsgBEEBaiEACyACIAAjA2s7AQggACIEIANJBH8gBC0AAEHbAEYFQQALBEAgAEEBaiEGA0AgAyAGSwR/IAYtAABB3QBHBUEACwRAIAZBAWohBgwBCwsgAiAGQQFqIAMgAyAGSxsjA2s7AQogAyAGTQRAIAJBBzsBHgwECyAALQABIgVB9gBGIgRFBEAgBUHWAEYhBAsgBAR/IABBAWogBhADBSAAQQFqIAYQBAsiBQRAIAJBBjsBHgwFCyACQQRBAyAEGzsBHCAGQQFqIgQgA0kEfyAELQAAQTpHBUEACw0FBQNAIAMgBEsEQAJAIwciCEL/AYMhCSAIQgiIQv8BgyEKIAhCEIhC/wGDIQsgCEIYiEL/AYMhDCAIQiCIQv8BgyENIAhCKIhC/wGDIQ4gCEIwiEL/AYMhDyAIQjiIIQgCQANAIARBCGoiBSADTQRAIAQgBCkDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DIhB6QgOIp2ohBCAQQgBSDQIgBSEEDAELCyADIARLIwQgBEEIak9xBEAgBCAEKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4NCgIGChIiQoMCAfyADIARrrUIDhoaEekIDiKdqIQQLCyADIARNDQACQCAELQAAIgVBAXRBgAhqLwEAQYAEcQ0AIAVBOkYNASAFQSVGBEACfyAEQQFqIgUgAyAFTQR/QQAFIAQtAAFBAXRBgAhqLwEAQQRxQQBHC0UNABogBEECaiIFIAMgBU0Ef0EABSAELQACQQF0QYAIai8BAEEEcUEARwtFDQAaQQALIgUEQCACIAQjA2s7AQoMCAsgBEECaiEEDAELIAIgBCMDazsBCgwJCyAEQQFqIQQMAgsLCyAAIARJIgUEQCAALQAAQQF0QYAIai8BAEECcUEARyEFCyACQQJBASAFBH8gACAEEABFBSAFCxs7ARwLIAIgBCMDazsBCiADIARLBEAgAiAEQQFqIgAjA2s7AQwgAiADIwNrOwEOIwoiCEL/AYMhCSAIQgiIQv8BgyEKIAhCEIhC/wGDIQsgCEIYiEL/AYMhDCAIQiCIQv8BgyENIAhCKIhC/wGDIQ4gCEIwiEL/AYMhDyAIQjiIIQgCQANAIABBCGoiBCADTQRAIAAgACkDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DIhB6QgOIp2ohACAQQgBSDQIgBCEADAELCyAAIANJIwQgAEEIak9xBEAgACAAKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4NCgIGChIiQoMCAfyADIABrrUIDhoaEekIDiKdqIQALCyAAIQQDQCADIARLBEAgBC0AAEEBdEGACGovAQBBAnFFBEAgAkEEOwEeDAoLIARBAWohBAwBCwsLCyACIAMjA2s7ARAgB0UiAARAIAIuAQhBAEghAAsDQCABIANLBEACQCAABEACQCMHIghC/wGDIQkgCEIIiEL/AYMhCiAIQhCIQv8BgyELIAhCGIhC/wGDIQwgCEIgiEL/AYMhDSAIQiiIQv8BgyEOIAhCMIhC/wGDIQ8gCEI4iCEIA0AgA0EIaiIEIAFNBEAgAyADKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4MiEHpCA4inaiEDIBBCAFINAiAEIQMMAQsLIAEgA0sjBCADQQhqT3EEQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/g0KAgYKEiJCgwIB/IAEgA2utQgOGhoR6QgOIp2ohAwsLBQJAIwUiCEL/AYMhCSAIQgiIQv8BgyEKIAhCEIhC/wGDIQsgCEIYiEL/AYMhDCAIQiCIQv8BgyENIAhCKIhC/wGDIQ4gCEIwiEL/AYMhDyAIQjiIIQgDQCADQQhqIgQgAU0EQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/gyIQekIDiKdqIQMgEEIAUg0CIAQhAwwBCwsgASADSyMEIANBCGpPcQRAIAMgAykDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DQoCBgoSIkKDAgH8gASADa61CA4aGhHpCA4inaiEDCwsLIAEgA00NAAJAIAMtAAAiBEEvRgRAQQAhAAwBCyAEQQF0QYAIai8BAEHAAHEEQCAAQQAgBEE6RhsEQCACIAMjA2s7ARIgAkECOwEeDA0LDAELIARBJUYEQAJ/IANBAWoiBCABIARNBH9BAAUgAy0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiADQQJqIgQgASAETQR/QQAFIAMtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBA0JIANBAmohAwwBCyAEQSNGIARBP0ZyDQEMCgsgA0EBaiEDDAILCwsgAiADIwNrOwESIAEgA0sEfyADLQAAQT9GBUEACwRAIAIgA0EBaiIDIwNrOwEUA0AgASADSwRAAkAjBiIIQv8BgyEJIAhCCIhC/wGDIQogCEIQiEL/AYMhCyAIQhiIQv8BgyEMIAhCIIhC/wGDIQ0gCEIoiEL/AYMhDiAIQjCIQv8BgyEPIAhCOIghCAJAA0AgASADQQhqIgBPBEAgAyADKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4MiEHpCA4inaiEDIBBCAFINAiAAIQMMAQsLIAEgA0sjBCADQQhqT3EEQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/g0KAgYKEiJCgwIB/IAEgA2utQgOGhoR6QgOIp2ohAwsLIAEgA00NAAJAIAMtAAAiAEEBdEGACGovAQBBgAFxDQAgAEElRgRAAn8gA0EBaiIAIAAgAU8Ef0EABSADLQABQQF0QYAIai8BAEEEcUEARwtFDQAaIANBAmoiACAAIAFPBH9BAAUgAy0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIEDQogA0ECaiEDDAELIABBI0YNAQwLCyADQQFqIQMMAgsLCyACIAMjA2s7ARYLIAEgA0sEQCACIANBAWoiAyMDazsBGANAIAEgA0sEQCMGIghC/wGDIQkgCEIIiEL/AYMhCiAIQhCIQv8BgyELIAhCGIhC/wGDIQwgCEIgiEL/AYMhDSAIQiiIQv8BgyEOIAhCMIhC/wGDIQ8gCEI4iCEIAkADQCABIANBCGoiAE8EQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/gyIQekIDiKdqIQMgEEIAUg0CIAAhAwwBCwsgASADSyMEIANBCGpPcQRAIAMgAykDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DQoCBgoSIkKDAgH8gASADa61CA4aGhHpCA4inaiEDCwsgASADSwRAAkAgAy0AACIAQQF0QYAIai8BAEGAAXENACAAQSVGBEACfyADQQFqIgAgACABTwR/QQAFIAMtAAFBAXRBgAhqLwEAQQRxQQBHC0UNABogA0ECaiIAIAAgAU8Ef0EABSADLQACQQF0QYAIai8BAEEEcUEARwtFDQAaQQALIgQNCiADQQJqIQMMAQsMCwsgA0EBaiEDDAILCwsgAiADIwNrOwEaCw8LIAJBBTsBHgwBCyACIAAjA2s7ASAPCyACIAUjA2s7ASAPCyACQQE7AR4MAQsgAkEFOwEeCyACIAQjA2s7ASAPCyACQQE7AR4LIAIgAyMDazsBIAvBAQEBfyAAIAFPBEAgAQ8LIAAtAAAiAkHWAEcgAkH2AEdxBEAgAA8LIABBAWohAgNAIAEgAksEfyACLQAAQQF0QYAIai8BAEEEcQVBAAsEQCACQQFqIQIMAQsLIAEgAkYEQCABDwsgAiAAQQFqRgR/QQEFIAItAABBLkcLBEAgAg8LIAJBAWoiAiABRgRAIAEPCwNAIAEgAksEQCACLQAAQQF0QYAIai8BAEGAAnFFBEAgAg8LIAJBAWohAgwBCwtBAAvOAwEHfyAAIgMhBAJAA0AgASAESwRAIAQtAAAiBUEBdEGACGovAQBBBHEEfyAIBEAgCEEERg0EBSAHRSAGQQFGcQ0EIAdBB0YgAnENBCAEIQMLIAhBAWohCEEABSAFQTpGBH8gCEEASgR/QQAhCCAHQQFqIgdBBkEHIAIbSg0FQQEFIAAgBEYgBkEBRnJFDQUgACAERwRAIAINBkEBIQILIAZBAWoLBSAFQS5GBEAgCAR/IAdBBUogB0EGRyACGwVBAQsNBQJ/IAQgA2siAEEBRgRAIAMtAAAiAEE5TSAAQTBPcQwBCyAAQQJGBEAgAy0AACIAQTlNIABBMU9xBH8gAy0AASIAQTlNIABBME9xBUEACwwBCyAAQQNGBEAgAy0AAiEFIAMtAAAhACADLQABIgJBOU0gAkEwT3EEfyAFQTlNIAVBME9xBUEACyAAQTFGDQEaQQAgAEEyRw0BGiAFQTBPIgAgBUE5TXEgAkE0TSACQTBPcQ0BGiACQTVGIABxIAVBNU1xDAELQQALRQ0FIAMgARAADwUMBQsACwshBiAEQQFqIQQMAQsLIAhBAEoEQEEAIAEgB0EHRiACchsPCyABQQAgBkECRxsPCyAEC08AQqb2gNKVzN6w+gAkBUKm9vzRlczesPoAJAZCrdzAyZPI1rD6ACQHQqHEkPGCxs+g/gAkCEKt3MDJk8jWsPoAJAlCsPLAyYOmjpg5JAoLBABBAAsEACMMC40BAQF/IAQEQD8AQRB0JARBACEEA0AgAiAESgRAIAAgASAEQQN0aiIFKAIAaiAAIAUoAgRqIAMgBEEibGoQAiAEQQFqIQQMAQsLBT8AQRB0JARBACEEA0AgAiAESgRAIAAgASAEQQN0aiIFKAIAaiAAIAUoAgRqIAMgBEHEAGxqEAEgBEEBaiEEDAELCwsLqgQCA38Bfj8AQRB0JARBACQMIAYEQANAIAEgAkkgBSAISnEEQAJAIAEhBgJAA0AgBkEIaiIHIAJNBEAgBiAGKQMAQoqUqNCgwYKFCoUiCkKBgoSIkKDAgAF9IApCf4WDQoCBgoSIkKDAgH+DIgp6QgOIp2ohBiAKQgBSDQIgByEGDAELCwNAIAIgBksEfyAGLQAAQQpHBUEACwRAIAZBAWohBgwBCwsLIAZBAWsiByAGIAEgBkkgAiAGS3EEfyAHLQAAQQ1GBUEACxsiByABa0H//wFLBEBBASQMDAELIAQgCEEDdGoiCSABIABrNgIAIAkgByAAazYCBCABIAcgAyAIQSJsahACIAhBAWohCCAGQQFqIAIgAiAGSxshAQwCCwsLIAEkCyAIDwsDQCABIAJJIAUgCEpxBEAgASEGAkADQCAGQQhqIgcgAk0EQCAGIAYpAwBCipSo0KDBgoUKhSIKQoGChIiQoMCAAX0gCkJ/hYNCgIGChIiQoMCAf4MiCnpCA4inaiEGIApCAFINAiAHIQYMAQsLA0AgAiAGSwR/IAYtAABBCkcFQQALBEAgBkEBaiEGDAELCwsgBkEBayIHIAYgASAGSSACIAZLcQR/IActAABBDUYFQQALGyEHIAQgCEEDdGoiCSABIABrNgIAIAkgByAAazYCBCABIAcgAyAIQcQAbGoQASAIQQFqIQggBkEBaiACIAIgBksbIQEMAQsLIAEkCyAICwQAIwsLBQBBwBELhwECAn8BfgNAIABBCGoiAiABTQRAIAMgACkDAEKKlKjQoMGChQqFIgRC//79+/fv37//AINC//79+/fv37//AHwgBIRCf4VCgIGChIiQoMCAf4N7p2ohAyACIQAMAQsLA0AgACABSQRAIANBAWogAyAALQAAQQpGGyEDIABBAWohAAwBCwsgAwsLtgMOAEHCCAu8AeADAAAABOADAADgA+AD4APgA+AD6APgA9gD2AOABN4D3gPeA94D3gPeA94D3gPeA94DwAXgAwAA4AMAAIAEwATdA90D3QPdA90D3QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kDAAQAAAAEAADQAwAA3QPdA90D3QPdA90D2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZAwAAAAAAANADAEGADAsIAQIECBAgQIAAQZAMCxCo+Pj4+Pj4+Pj48FRQVFRQAEGgDAsQ7///+///////////////8wBBsAwLCggICAgICAgICAgAQcAMCxC4/Pj4/Pj8/Pz89FxUXNRwAEHQDAsQuPz4+Pz4/Pz8/PxcVFzUdABB4AwLELj8+Pj8+Pz8/Pz8XFRc1HwAQfAMCxCo/Pj4/Pj8/Pz89FxUXNRwAEGADQsQqPz4+Pz4/Pz8/PxcVFzUcABBkA0LELj8+Pz8+Pz8/Pz8XFRc1HwAQaANCxAQAAAEAAAAAAAACAAAAAAMAEGzDQsBBABBvw0LAQg=";
var SCAN_WASM_SIMD_BASE64 = "AGFzbQEAAAABOghgAn9/AX9gAAF/YAN/f38AYAJ/fwBgBH9/f38AYAV/f39/fwBgBn9/f39/fwF/YAd/f39/f39/AX8DEA8AAgIDAAABAQQFBgcBAQAFAwEAAQY1Cn8AQQELfwBBEQt/AEH//wELfwFBAAt/AUEAC38BQQALfwFBAAt/AUEAC38BQQALfwFBAAsHpQELDkxBWU9VVF9WRVJTSU9OAwAKU0xPVF9DT1VOVAMBEENPTVBBQ1RfTElORV9NQVgDAghoZWFwQmFzZQAND3N0cnVjdHVyYWxMaW5lcwAGDmNvdW50TGluZUZlZWRzAA4IbmV4dExpbmUADAlzY2FuTGluZXMACxVzdG9wcGVkQXRMb25nTGluZUZsYWcABwpzY2FuUmFuZ2VzAAkGbWVtb3J5AgAMAQ4KjVQPlQEBBH8DQCAAIAFJBEAgAC0AACIDQQF0QYAIai8BAEECcQR/IAIEQCAERQRAIAAPCyADQTBrIARBCmxqIgRB/wFLBEAgAA8LBSADQTBrIQQLIAJBAWoFIANBLkYgAkEASnEgBUEDSHEEfyAFQQFqBSAADwshBUEACyECIABBAWohAAwBCwtBACABIAVBA0YgAkEASnEbC40ZAgV/A3sgACQDIAJCfzcDACACQn83AwggAkJ/NwMQIAJCfzcDGCACQn83AyAgAkJ/NwMoIAJCfzcDMCACQgA3AzggAkF/NgJAIAAgACABSQR/IAAtAABBAXRBgAhqLwEAQQFxBUEACwR/IABBAWohBkGQDP0ABAAhCkGADP0ABAAhCQJAA0AgASAGSyMEIAZBEGpPcQRAIAogBv0ABAAiCP0MDw8PDw8PDw8PDw8PDw8PD/1O/Q4gCSAIQQT9bf0O/U79DAAAAAAAAAAAAAAAAAAAAAD9I/1kIQMgASAGayIEQRBJBEAgA0H//wMgBHRyIQMLIAYgA2hqIQQgAw0CIAZBEGohBgwBCwsgBiEECwNAIAEgBEsEfyAELQAAQQF0QYAIai8BAEEIcQVBAAsEQCAEQQFqIQQMAQsLIAEgBEsEfyAELQAAQTpGBUEACwR/IAJBADYCACACIAQjA2s2AgQgBEEBagUgAAsFIAALIgNJIQcCQAJAAkACQAJAAkACQAJAIANBAWogAUkEfyADLQAAQS9GBUEACwR/IAMtAAFBL0YFQQALBEAgA0ECaiIAIQNBACEEA0AgASADSwRAAkBBoAz9AAQAIQpBgAz9AAQAIQkCQANAIAEgA0sjBCADQRBqT3EEQCAKIAP9AAQAIgj9DA8PDw8PDw8PDw8PDw8PDw/9Tv0OIAkgCEEE/W39Dv1O/QwAAAAAAAAAAAAAAAAAAAAA/SP9ZCEGIAEgA2siBUEQSQRAIAZB//8DIAV0ciEGCyADIAZoaiEFIAYNAiADQRBqIQMMAQsLIAMhBQsgBSIDIAFPDQAgAy0AACIFQT9GIAVBL0ZyIAVBI0ZyDQAgAyAEIARFIAVBwABGcRshBCADQQFqIQMMAgsLCyAEBEAgAiAAIwNrNgIIIAIgBCMDazYCDANAIAAgBEkEQEGADf0ABAAhCkGADP0ABAAhCQJAA0AgACAESSMEIABBEGpPcQRAIAogAP0ABAAiCP0MDw8PDw8PDw8PDw8PDw8PD/1O/Q4gCSAIQQT9bf0O/U79DAAAAAAAAAAAAAAAAAAAAAD9I/1kIQYgBCAAayIFQRBJBEAgBkH//wMgBXRyIQYLIAAgBmhqIQUgBg0CIABBEGohAAwBCwsgACEFCyAEIAUiAEsEQAJAIAAtAAAiBUEBdEGACGovAQBBgAJxDQAgBUElRgRAAn8gAEEBaiIFIAQgBU0Ef0EABSAALQABQQF0QYAIai8BAEEEcUEARwtFDQAaIABBAmoiBSAEIAVNBH9BAAUgAC0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIFDQcgAEECaiEADAELIAJBATYCPAwHCyAAQQFqIQAMAgsLCyAEQQFqIQALIAIgACMDazYCECAAIgQgA0kEfyAELQAAQdsARgVBAAsEQCAAQQFqIQYDQCADIAZLBH8gBi0AAEHdAEcFQQALBEAgBkEBaiEGDAELCyACIAZBAWogAyADIAZLGyMDazYCFCADIAZNBEAgAkEHNgI8DAQLIAAtAAEiBUH2AEYiBEUEQCAFQdYARiEECyAEBH8gAEEBaiAGEAQFIABBAWogBhAFCyIFBEAgAkEGNgI8DAULIAJBBEEDIAQbNgI4IAZBAWoiBCADSQR/IAQtAABBOkcFQQALDQUFA0AgAyAESwRAAkBB8Az9AAQAIQpBgAz9AAQAIQkCQANAIAMgBEsjBCAEQRBqT3EEQCAKIAT9AAQAIgj9DA8PDw8PDw8PDw8PDw8PDw/9Tv0OIAkgCEEE/W39Dv1O/QwAAAAAAAAAAAAAAAAAAAAA/SP9ZCEGIAMgBGsiBUEQSQRAIAZB//8DIAV0ciEGCyAEIAZoaiEFIAYNAiAEQRBqIQQMAQsLIAQhBQsgBSIEIANPDQACQCAELQAAIgVBAXRBgAhqLwEAQYAEcQ0AIAVBOkYNASAFQSVGBEACfyAEQQFqIgUgAyAFTQR/QQAFIAQtAAFBAXRBgAhqLwEAQQRxQQBHC0UNABogBEECaiIFIAMgBU0Ef0EABSAELQACQQF0QYAIai8BAEEEcUEARwtFDQAaQQALIgUEQCACIAQjA2s2AhQMCAsgBEECaiEEDAELIAIgBCMDazYCFAwJCyAEQQFqIQQMAgsLCyAAIARJIgUEQCAALQAAQQF0QYAIai8BAEECcUEARyEFCyACQQJBASAFBH8gACAEEABFBSAFCxs2AjgLIAIgBCMDazYCFCADIARLBEAgAiAEQQFqIgUjA2s2AhggAiADIwNrNgIcQbAM/QAEACEKQYAM/QAEACEJAkADQCADIAVLIwQgBUEQak9xBEAgCiAF/QAEACII/QwPDw8PDw8PDw8PDw8PDw8P/U79DiAJIAhBBP1t/Q79Tv0MAAAAAAAAAAAAAAAAAAAAAP0j/WQhBCADIAVrIgBBEEkEQCAEQf//AyAAdHIhBAsgBSAEaGohACAEDQIgBUEQaiEFDAELCyAFIQALIAAhBANAIAMgBEsEQCAELQAAQQF0QYAIai8BAEECcUUEQCACQQQ2AjwMCgsgBEEBaiEEDAELCwsLIAIgAyMDazYCICAHRSIABEAgAigCEEEASCEACwNAIAEgA0sEQAJAQcAMQdAMIAAb/QAEACEKQYAM/QAEACEJAkADQCABIANLIwQgA0EQak9xBEAgCiAD/QAEACII/QwPDw8PDw8PDw8PDw8PDw8P/U79DiAJIAhBBP1t/Q79Tv0MAAAAAAAAAAAAAAAAAAAAAP0j/WQhBSABIANrIgRBEEkEQCAFQf//AyAEdHIhBQsgAyAFaGohBCAFDQIgA0EQaiEDDAELCyADIQQLIAQiAyABTw0AAkAgAy0AACIEQS9GBEBBACEADAELIARBAXRBgAhqLwEAQcAAcQRAIABBACAEQTpGGwRAIAIgAyMDazYCJCACQQI2AjwMDQsMAQsgBEElRgRAAn8gA0EBaiIEIAEgBE0Ef0EABSADLQABQQF0QYAIai8BAEEEcUEARwtFDQAaIANBAmoiBCABIARNBH9BAAUgAy0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIEDQkgA0ECaiEDDAELIARBI0YgBEE/RnINAQwKCyADQQFqIQMMAgsLCyACIAMjA2s2AiQgASADSwR/IAMtAABBP0YFQQALBEAgAiADQQFqIgMjA2s2AigDQCABIANLBEACQEHgDP0ABAAhCkGADP0ABAAhCQJAA0AgASADSyMEIANBEGpPcQRAIAogA/0ABAAiCP0MDw8PDw8PDw8PDw8PDw8PD/1O/Q4gCSAIQQT9bf0O/U79DAAAAAAAAAAAAAAAAAAAAAD9I/1kIQQgASADayIAQRBJBEAgBEH//wMgAHRyIQQLIAMgBGhqIQAgBA0CIANBEGohAwwBCwsgAyEACyAAIgMgAU8NAAJAIAMtAAAiAEEBdEGACGovAQBBgAFxDQAgAEElRgRAAn8gA0EBaiIAIAAgAU8Ef0EABSADLQABQQF0QYAIai8BAEEEcUEARwtFDQAaIANBAmoiACAAIAFPBH9BAAUgAy0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIEDQogA0ECaiEDDAELIABBI0YNAQwLCyADQQFqIQMMAgsLCyACIAMjA2s2AiwLIAEgA0sEQCACIANBAWoiAyMDazYCMANAIAEgA0sEQEHgDP0ABAAhCkGADP0ABAAhCQJAA0AgASADSyMEIANBEGpPcQRAIAogA/0ABAAiCP0MDw8PDw8PDw8PDw8PDw8PD/1O/Q4gCSAIQQT9bf0O/U79DAAAAAAAAAAAAAAAAAAAAAD9I/1kIQQgASADayIAQRBJBEAgBEH//wMgAHRyIQQLIAMgBGhqIQAgBA0CIANBEGohAwwBCwsgAyEACyAAIgMgAUkEQAJAIAMtAAAiAEEBdEGACGovAQBBgAFxDQAgAEElRgRAAn8gA0EBaiIAIAAgAU8Ef0EABSADLQABQQF0QYAIai8BAEEEcUEARwtFDQAaIANBAmoiACAAIAFPBH9BAAUgAy0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIEDQogA0ECaiEDDAELDAsLIANBAWohAwwCCwsLIAIgAyMDazYCNAsPCyACQQU2AjwMAQsgAkFAayAAIwNrNgIADwsgAkFAayAFIwNrNgIADwsgAkEBNgI8DAELIAJBBTYCPAsgAkFAayAEIwNrNgIADwsgAkEBNgI8CyACQUBrIAMjA2s2AgAL6xgCBX8DeyAAJAMgAkJ/NwMAIAJCfzcDCCACQn83AxAgAkL/////DzcDGCACQf//AzsBICAAIAAgAUkEfyAALQAAQQF0QYAIai8BAEEBcQVBAAsEfyAAQQFqIQZBkAz9AAQAIQpBgAz9AAQAIQkCQANAIAEgBksjBCAGQRBqT3EEQCAKIAb9AAQAIgj9DA8PDw8PDw8PDw8PDw8PDw/9Tv0OIAkgCEEE/W39Dv1O/QwAAAAAAAAAAAAAAAAAAAAA/SP9ZCEDIAEgBmsiBEEQSQRAIANB//8DIAR0ciEDCyAGIANoaiEEIAMNAiAGQRBqIQYMAQsLIAYhBAsDQCABIARLBH8gBC0AAEEBdEGACGovAQBBCHEFQQALBEAgBEEBaiEEDAELCyABIARLBH8gBC0AAEE6RgVBAAsEfyACQQA7AQAgAiAEIwNrOwECIARBAWoFIAALBSAACyIDSSEHAkACQAJAAkACQAJAAkACQCADQQFqIAFJBH8gAy0AAEEvRgVBAAsEfyADLQABQS9GBUEACwRAIANBAmoiACEDQQAhBANAIAEgA0sEQAJAQaAM/QAEACEKQYAM/QAEACEJAkADQCABIANLIwQgA0EQak9xBEAgCiAD/QAEACII/QwPDw8PDw8PDw8PDw8PDw8P/U79DiAJIAhBBP1t/Q79Tv0MAAAAAAAAAAAAAAAAAAAAAP0j/WQhBiABIANrIgVBEEkEQCAGQf//AyAFdHIhBgsgAyAGaGohBSAGDQIgA0EQaiEDDAELCyADIQULIAUiAyABTw0AIAMtAAAiBUE/RiAFQS9GciAFQSNGcg0AIAMgBCAERSAFQcAARnEbIQQgA0EBaiEDDAILCwsgBARAIAIgACMDazsBBCACIAQjA2s7AQYDQCAAIARJBEBBgA39AAQAIQpBgAz9AAQAIQkCQANAIAAgBEkjBCAAQRBqT3EEQCAKIAD9AAQAIgj9DA8PDw8PDw8PDw8PDw8PDw/9Tv0OIAkgCEEE/W39Dv1O/QwAAAAAAAAAAAAAAAAAAAAA/SP9ZCEGIAQgAGsiBUEQSQRAIAZB//8DIAV0ciEGCyAAIAZoaiEFIAYNAiAAQRBqIQAMAQsLIAAhBQsgBCAFIgBLBEACQCAALQAAIgVBAXRBgAhqLwEAQYACcQ0AIAVBJUYEQAJ/IABBAWoiBSAEIAVNBH9BAAUgAC0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiAAQQJqIgUgBCAFTQR/QQAFIAAtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBQ0HIABBAmohAAwBCyACQQE7AR4MBwsgAEEBaiEADAILCwsgBEEBaiEACyACIAAjA2s7AQggACIEIANJBH8gBC0AAEHbAEYFQQALBEAgAEEBaiEGA0AgAyAGSwR/IAYtAABB3QBHBUEACwRAIAZBAWohBgwBCwsgAiAGQQFqIAMgAyAGSxsjA2s7AQogAyAGTQRAIAJBBzsBHgwECyAALQABIgVB9gBGIgRFBEAgBUHWAEYhBAsgBAR/IABBAWogBhAEBSAAQQFqIAYQBQsiBQRAIAJBBjsBHgwFCyACQQRBAyAEGzsBHCAGQQFqIgQgA0kEfyAELQAAQTpHBUEACw0FBQNAIAMgBEsEQAJAQfAM/QAEACEKQYAM/QAEACEJAkADQCADIARLIwQgBEEQak9xBEAgCiAE/QAEACII/QwPDw8PDw8PDw8PDw8PDw8P/U79DiAJIAhBBP1t/Q79Tv0MAAAAAAAAAAAAAAAAAAAAAP0j/WQhBiADIARrIgVBEEkEQCAGQf//AyAFdHIhBgsgBCAGaGohBSAGDQIgBEEQaiEEDAELCyAEIQULIAUiBCADTw0AAkAgBC0AACIFQQF0QYAIai8BAEGABHENACAFQTpGDQEgBUElRgRAAn8gBEEBaiIFIAMgBU0Ef0EABSAELQABQQF0QYAIai8BAEEEcUEARwtFDQAaIARBAmoiBSADIAVNBH9BAAUgBC0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIFBEAgAiAEIwNrOwEKDAgLIARBAmohBAwBCyACIAQjA2s7AQoMCQsgBEEBaiEEDAILCwsgACAESSIFBEAgAC0AAEEBdEGACGovAQBBAnFBAEchBQsgAkECQQEgBQR/IAAgBBAARQUgBQsbOwEcCyACIAQjA2s7AQogAyAESwRAIAIgBEEBaiIFIwNrOwEMIAIgAyMDazsBDkGwDP0ABAAhCkGADP0ABAAhCQJAA0AgAyAFSyMEIAVBEGpPcQRAIAogBf0ABAAiCP0MDw8PDw8PDw8PDw8PDw8PD/1O/Q4gCSAIQQT9bf0O/U79DAAAAAAAAAAAAAAAAAAAAAD9I/1kIQQgAyAFayIAQRBJBEAgBEH//wMgAHRyIQQLIAUgBGhqIQAgBA0CIAVBEGohBQwBCwsgBSEACyAAIQQDQCADIARLBEAgBC0AAEEBdEGACGovAQBBAnFFBEAgAkEEOwEeDAoLIARBAWohBAwBCwsLCyACIAMjA2s7ARAgB0UiAARAIAIuAQhBAEghAAsDQCABIANLBEACQEHADEHQDCAAG/0ABAAhCkGADP0ABAAhCQJAA0AgASADSyMEIANBEGpPcQRAIAogA/0ABAAiCP0MDw8PDw8PDw8PDw8PDw8PD/1O/Q4gCSAIQQT9bf0O/U79DAAAAAAAAAAAAAAAAAAAAAD9I/1kIQUgASADayIEQRBJBEAgBUH//wMgBHRyIQULIAMgBWhqIQQgBQ0CIANBEGohAwwBCwsgAyEECyAEIgMgAU8NAAJAIAMtAAAiBEEvRgRAQQAhAAwBCyAEQQF0QYAIai8BAEHAAHEEQCAAQQAgBEE6RhsEQCACIAMjA2s7ARIgAkECOwEeDA0LDAELIARBJUYEQAJ/IANBAWoiBCABIARNBH9BAAUgAy0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiADQQJqIgQgASAETQR/QQAFIAMtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBA0JIANBAmohAwwBCyAEQSNGIARBP0ZyDQEMCgsgA0EBaiEDDAILCwsgAiADIwNrOwESIAEgA0sEfyADLQAAQT9GBUEACwRAIAIgA0EBaiIDIwNrOwEUA0AgASADSwRAAkBB4Az9AAQAIQpBgAz9AAQAIQkCQANAIAEgA0sjBCADQRBqT3EEQCAKIAP9AAQAIgj9DA8PDw8PDw8PDw8PDw8PDw/9Tv0OIAkgCEEE/W39Dv1O/QwAAAAAAAAAAAAAAAAAAAAA/SP9ZCEEIAEgA2siAEEQSQRAIARB//8DIAB0ciEECyADIARoaiEAIAQNAiADQRBqIQMMAQsLIAMhAAsgACIDIAFPDQACQCADLQAAIgBBAXRBgAhqLwEAQYABcQ0AIABBJUYEQAJ/IANBAWoiACAAIAFPBH9BAAUgAy0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiADQQJqIgAgACABTwR/QQAFIAMtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBA0KIANBAmohAwwBCyAAQSNGDQEMCwsgA0EBaiEDDAILCwsgAiADIwNrOwEWCyABIANLBEAgAiADQQFqIgMjA2s7ARgDQCABIANLBEBB4Az9AAQAIQpBgAz9AAQAIQkCQANAIAEgA0sjBCADQRBqT3EEQCAKIAP9AAQAIgj9DA8PDw8PDw8PDw8PDw8PDw/9Tv0OIAkgCEEE/W39Dv1O/QwAAAAAAAAAAAAAAAAAAAAA/SP9ZCEEIAEgA2siAEEQSQRAIARB//8DIAB0ciEECyADIARoaiEAIAQNAiADQRBqIQMMAQsLIAMhAAsgACIDIAFJBEACQCADLQAAIgBBAXRBgAhqLwEAQYABcQ0AIABBJUYEQAJ/IANBAWoiACAAIAFPBH9BAAUgAy0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiADQQJqIgAgACABTwR/QQAFIAMtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBA0KIANBAmohAwwBCwwLCyADQQFqIQMMAgsLCyACIAMjA2s7ARoLDwsgAkEFOwEeDAELIAIgACMDazsBIA8LIAIgBSMDazsBIA8LIAJBATsBHgwBCyACQQU7AR4LIAIgBCMDazsBIA8LIAJBATsBHgsgAiADIwNrOwEgC6sCAgZ7AX8gACQFIABBgAhqIgggASABIAhLGyIIJAZBkA39AAQAIQNBoA39AAQAIQRBsA39AAQAIQVBgAz9AAQAIQZBACEBA0AgACAISQRAIAD9AAQAIgf9DA8PDw8PDw8PDw8PDw8PDw/9TiECIAFBwA1qIAf9DAoKCgoKCgoKCgoKCgoKCgr9I/1kOwEAIAFBwA5qIAMgAv0OIAYgB0EE/W39DiIH/U79DAAAAAAAAAAAAAAAAAAAAAD9I/1kOwEAIAFBwA9qIAQgAv0OIAf9Tv0MAAAAAAAAAAAAAAAAAAAAAP0j/WRBf3M7AQAgAUHAEGogBSAC/Q4gB/1O/QwAAAAAAAAAAAAAAAAAAAAA/SP9ZEF/czsBACABQQJqIQEgAEEQaiEADAELCwvBAQEBfyAAIAFPBEAgAQ8LIAAtAAAiAkHWAEcgAkH2AEdxBEAgAA8LIABBAWohAgNAIAEgAksEfyACLQAAQQF0QYAIai8BAEEEcQVBAAsEQCACQQFqIQIMAQsLIAEgAkYEQCABDwsgAiAAQQFqRgR/QQEFIAItAABBLkcLBEAgAg8LIAJBAWoiAiABRgRAIAEPCwNAIAEgAksEQCACLQAAQQF0QYAIai8BAEGAAnFFBEAgAg8LIAJBAWohAgwBCwtBAAvOAwEHfyAAIgMhBAJAA0AgASAESwRAIAQtAAAiBUEBdEGACGovAQBBBHEEfyAIBEAgCEEERg0EBSAHRSAGQQFGcQ0EIAdBB0YgAnENBCAEIQMLIAhBAWohCEEABSAFQTpGBH8gCEEASgR/QQAhCCAHQQFqIgdBBkEHIAIbSg0FQQEFIAAgBEYgBkEBRnJFDQUgACAERwRAIAINBkEBIQILIAZBAWoLBSAFQS5GBEAgCAR/IAdBBUogB0EGRyACGwVBAQsNBQJ/IAQgA2siAEEBRgRAIAMtAAAiAEE5TSAAQTBPcQwBCyAAQQJGBEAgAy0AACIAQTlNIABBMU9xBH8gAy0AASIAQTlNIABBME9xBUEACwwBCyAAQQNGBEAgAy0AAiEFIAMtAAAhACADLQABIgJBOU0gAkEwT3EEfyAFQTlNIAVBME9xBUEACyAAQTFGDQEaQQAgAEEyRw0BGiAFQTBPIgAgBUE5TXEgAkE0TSACQTBPcQ0BGiACQTVGIABxIAVBNU1xDAELQQALRQ0FIAMgARAADwUMBQsACwshBiAEQQFqIQQMAQsLIAhBAEoEQEEAIAEgB0EHRiACchsPCyABQQAgBkECRxsPCyAECwQAIwcLBAAjCQuHCQIHfgh/PwBBEHQkBEEAJAZBACQFA0AgAiANSgRAIAAgASANQQN0aiILKAIAaiEOIAAgCygCBGoiDCAOa0HAAE0EfyAOIwVJIAwjBktyBUEACwRAIA5BQHEjBBADCyADIA1BImxqIQ8gDCAOayILQcAATSAMIwZNcQRAQQAhEAJAQn9CASALrSIJhkIBfSAJQsAAWhsiBCAOIwVrIgtBBnZBA3QiEUHADmoiEikDCEIBhkI/IAtBP3GtIgZ9IgiGIBIpAwAgBoiEg0IAUg0AIBFBwBBqIgspAwhCAYYgCIYgCykDACAGiIQgBIMhB0IAIQVBACELIBFBwA9qIhEpAwhCAYYgCIYgESkDACAGiIQgBIMiCnoiBCAJVARAIA4gBKdqLQAAIhFBOkYEQCAEUAR/QQAFIA4tAABBAXRBgAhqLwEAQQFxC0UNAiAOQQFqIQsDQCALIA4gBKdqSQRAIAstAABBAXRBgAhqLwEAQQhxRQ0EIAtBAWohCwwBCwtBASELIARCAXwhBQUgEUHAAEYNAgsLIA9CfzcDACAPQn83AwggD0J/NwMQIA9C/////w83AxggD0H//wM7ASAgCwRAIA9BADsBACAPIAQ9AQILIAVCAXwgCVQEfyAOIAWnai0AAEEvRgVBAAsEfyAOIAWnai0AAUEvRgVBAAsEQELAACEEQsAAIQggCkJ/IAVCAnwiBoaDQgAgBkLAAFQbeiEFA0AgBSAJVARAAkAgDiAFp2otAAAiC0E6RgR+IAUgCCAIQsAAURsFIAtBwABHDQEgBELAAFINBSAFIQRCwAALIQggCkJ/IAVCAXwiBYaDQgAgBULAAFQbeiEFDAILCwsgBSAJIAUgCVQbIQUgBELAAFIEQCAPIAY9AQQgDyAEPQEGIARCAXwhBgsgDyAGPQEIIA8gCCAFIAhCwABSGyIEPQEKIA4gBqdqIREgBCAGViILBEAgES0AAEEBdEGACGovAQBBAnFBAEchCwsgD0ECQQEgCwR/IBEgDiAEp2oQAEUFIAsLGzsBHCAIQsAAUgRAIA4gCKdqQQFqIQsDQCALIA4gBadqSQRAIAstAABBAXRBgAhqLwEAQQJxRQ0EIAtBAWohCwwBCwsgDyAIp0EBajsBDCAPIAU9AQ4LCyAPIAU9ARAgDyAHQn8gBYaDQgAgBULAAFQbeiIEIAkgBCAJVBsiBT0BEiAFIAlUBH8gDiAFp2otAABBP0YFQQALBEAgDyAFp0EBajsBFANAIAkgB0J/IAVCAXwiBIaDQgAgBELAAFQbeiIEIAkgBCAJVBsiBVYEfyAOIAWnai0AAEE/RgVBAAsNAAsgDyAFPQEWCyAFIAlUBEAgDyAFp0EBajsBGCAHQn8gBUIBfCIEhoNCACAEQsAAVBt6IQUDQCAFIAlUBEAgDiAFp2otAABBI0YNAyAHQn8gBUIBfCIEhoNCACAEQsAAVBt6IQUMAQsLIA8gCT0BGgtBASEQCwVBACEQCwJAIBAEQCMHQQFqJAcMAQsgDiAMIA8QAgsgDUEBaiENDAELCwteAQF/IAQEQCAAIAEgAiADEAgFPwBBEHQkBEEAJAZBACQFQQAhBANAIAIgBEoEQCAAIAEgBEEDdGoiBSgCAGogACAFKAIEaiADIARBxABsahABIARBAWohBAwBCwsLC8oMAgp/B35BACQFQQAkBgNAIAEgAkkgBSALSnEEQAJAIAMgC0EibGohDUEAIQwgCgRAIAEhBgJAA0AgBkEQaiIHIAJNBEAgBiAG/QAEAP0MCgoKCgoKCgoKCgoKCgoKCv0j/WQiCGhqIQYgCA0CIAchBgwBCwsDQCACIAZLBH8gBi0AAEEKRwVBAAsEQCAGQQFqIQYMAQsLCyAGIghBAWsiByAGIAEgBkkgAiAGS3EEfyAHLQAAQQ1GBUEACxsiByABa0HAAEshCgUgASMFSQR/QQEFIwYgAUHBAGpJIwYgAklxCwRAIAFBQHEgAhADCyABIwVrIgZBBnZBA3RBwA1qIgcpAwhCAYZCPyAGQT9xrSIQfYYgBykDACAQiIQjBiABayIGQcAATwR+Qn8FQgEgBq2GQgF9C4MiEEIAUgRAIAEgEHqnaiEGBSAGQcAATQRAIAIhBgUgAUFAayEHAkADQCAHQRBqIgggAk0EQCAHIAf9AAQA/QwKCgoKCgoKCgoKCgoKCgoK/SP9ZCIHaGohBiAHDQIgCCEHDAELCwNAIAIgB0sEfyAHLQAAQQpHBUEACwRAIAdBAWohBwwBCwsgByEGCwsLIAYiCEEBayIHIAYgASAGSSACIAZLcQR/IActAABBDUYFQQALGyIHIAFrQcAASyIKBH9BAAVBACEJAkBCf0IBIAcgAWutIhWGQgF9IBVCwABaGyISIAEjBWsiBkEGdkEDdCIOQcAOaiIPKQMIQgGGQj8gBkE/ca0iEH0iFIYgDykDACAQiISDQgBSDQAgDkHAEGoiBikDCEIBhiAUhiAGKQMAIBCIhCASgyETQgAhESAOQcAPaiIGKQMIQgGGIBSGIAYpAwAgEIiEIBKDIhZ6IhAgFVQEQCABIBCnai0AACIGQTpGBEAgEFAEf0EABSABLQAAQQF0QYAIai8BAEEBcQtFDQIgAUEBaiEGA0AgBiABIBCnakkEQCAGLQAAQQF0QYAIai8BAEEIcUUNBCAGQQFqIQYMAQsLQQEhDCAQQgF8IREFIAZBwABGDQILCyANQn83AwAgDUJ/NwMIIA1CfzcDECANQv////8PNwMYIA1B//8DOwEgIAwEQCANQQA7AQAgDSAQPQECCyARQgF8IBVUBH8gASARp2otAABBL0YFQQALBH8gASARp2otAAFBL0YFQQALBEBCwAAhEELAACEUIBZCfyARQgJ8IhKGg0IAIBJCwABUG3ohEQNAIBEgFVQEQAJAIAEgEadqLQAAIgZBOkYEfiARIBQgFELAAFEbBSAGQcAARw0BIBBCwABSDQUgESEQQsAACyEUIBZCfyARQgF8IhGGg0IAIBFCwABUG3ohEQwCCwsLIBEgFSARIBVUGyERIBBCwABSBEAgDSASPQEEIA0gED0BBiAQQgF8IRILIA0gEj0BCCANIBQgESAUQsAAUhsiED0BCiABIBKnaiEMIBAgElYiBgRAIAwtAABBAXRBgAhqLwEAQQJxQQBHIQYLIA1BAkEBIAYEfyAMIAEgEKdqEABFBSAGCxs7ARwgFELAAFIEQCABIBSnakEBaiEGA0AgBiABIBGnakkEQCAGLQAAQQF0QYAIai8BAEECcUUNBCAGQQFqIQYMAQsLIA0gFKdBAWo7AQwgDSARPQEOCwsgDSARPQEQIA0gE0J/IBGGg0IAIBFCwABUG3oiECAVIBAgFVQbIhE9ARIgESAVVAR/IAEgEadqLQAAQT9GBUEACwRAIA0gEadBAWo7ARQDQCAVIBNCfyARQgF8IhCGg0IAIBBCwABUG3oiECAVIBAgFVQbIhFWBH8gASARp2otAABBP0YFQQALDQALIA0gET0BFgsgESAVVARAIA0gEadBAWo7ARggE0J/IBFCAXwiEIaDQgAgEELAAFQbeiERA0AgESAVVARAIAEgEadqLQAAQSNGDQMgE0J/IBFCAXwiEIaDQgAgEELAAFQbeiERDAELCyANIBU9ARoLQQEhCQsgCQsiDARAIwdBAWokBwsLIAcgAWtB//8BSwRAQQEkCQwBCyAEIAtBA3RqIgYgASAAazYCACAGIAcgAGs2AgQgDEUEQCABIAcgDRACCyALQQFqIQsgCEEBaiACIAIgCEsbIQEMAgsLCyABJAggCwuJAgEDfz8AQRB0JARBACQJIAYEQCAAIAEgAiADIAQgBRAKDwsDQCABIAJJIAUgCEpxBEAgASEGAkADQCAGQRBqIgcgAk0EQCAGIAb9AAQA/QwKCgoKCgoKCgoKCgoKCgoK/SP9ZCIJaGohBiAJDQIgByEGDAELCwNAIAIgBksEfyAGLQAAQQpHBUEACwRAIAZBAWohBgwBCwsLIAZBAWsiByAGIAEgBkkgAiAGS3EEfyAHLQAAQQ1GBUEACxshByAEIAhBA3RqIgkgASAAazYCACAJIAcgAGs2AgQgASAHIAMgCEHEAGxqEAEgCEEBaiEIIAZBAWogAiACIAZLGyEBDAELCyABJAggCAsEACMICwUAQcARC2QBAn8DQCAAQRBqIgIgAU0EQCADIAD9AAQA/QwKCgoKCgoKCgoKCgoKCgoK/SP9ZGlqIQMgAiEADAELCwNAIAAgAUkEQCADQQFqIAMgAC0AAEEKRhshAyAAQQFqIQAMAQsLIAMLC7YDDgBBwggLvAHgAwAAAATgAwAA4APgA+AD4APgA+gD4APYA9gDgATeA94D3gPeA94D3gPeA94D3gPeA8AF4AMAAOADAACABMAE3QPdA90D3QPdA90D2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZAwAEAAAABAAA0AMAAN0D3QPdA90D3QPdA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QMAAAAAAADQAwBBgAwLCAECBAgQIECAAEGQDAsQqPj4+Pj4+Pj4+PBUUFRUUABBoAwLEO////v///////////////MAQbAMCwoICAgICAgICAgIAEHADAsQuPz4+Pz4/Pz8/PRcVFzUcABB0AwLELj8+Pj8+Pz8/Pz8XFRc1HQAQeAMCxC4/Pj4/Pj8/Pz8/FxUXNR8AEHwDAsQqPz4+Pz4/Pz8/PRcVFzUcABBgA0LEKj8+Pj8+Pz8/Pz8XFRc1HAAQZANCxC4/Pj8/Pj8/Pz8/FxUXNR8AEGgDQsQEAAABAAAAAAAAAgAAAAADABBsw0LAQQAQb8NCwEI";

// ../../packages/scanner/dist/scan-wasm.js
function webAssembly() {
  return globalThis.WebAssembly;
}
var PAGE = 65536;
var MAX_PAGES = 65536;
var ROW_BYTES = SLOT_COUNT * 4;
var SLICE_BYTES = 4 * 1024 * 1024;
var LINE_FEED2 = 10;
function widen(rows, used, capacity) {
  const wide = new Int32Array(capacity);
  wide.set(rows.subarray(0, used));
  return wide;
}
var decoded = {};
function fromBase64(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++)
    bytes[i] = binary.charCodeAt(i);
  return bytes;
}
function scannerWasmBytes(simd) {
  if (simd)
    return decoded.simd ??= fromBase64(SCAN_WASM_SIMD_BASE64);
  return decoded.scalar ??= fromBase64(SCAN_WASM_SCALAR_BASE64);
}
function canRunWasm(simd) {
  const api = webAssembly();
  if (api === void 0)
    return false;
  try {
    return api.validate(scannerWasmBytes(simd));
  } catch {
    return false;
  }
}
function checkModuleLayout(version, slots) {
  if (version !== LAYOUT_VERSION2 || slots !== SLOT_COUNT) {
    throw new Error(`@urikit/scanner: the WASM module writes layout version ${version} with ${slots} slots, expected version ${LAYOUT_VERSION2} with ${SLOT_COUNT}; run build:wasm`);
  }
}
async function createWasmEngine(simd) {
  const api = webAssembly();
  if (api === void 0)
    throw new Error("@urikit/scanner: WebAssembly is not available in this runtime");
  const imports = {
    env: {
      abort() {
        throw new Error("@urikit/scanner: WASM abort");
      }
    }
  };
  const { instance } = await api.instantiate(scannerWasmBytes(simd), imports);
  const wasm = instance.exports;
  checkModuleLayout(wasm.LAYOUT_VERSION.value, wasm.SLOT_COUNT.value);
  return new WasmEngine(simd ? "wasm-simd" : "wasm", wasm);
}
var WasmEngine = class {
  name;
  #wasm;
  #base;
  #compactLineMax;
  constructor(name, wasm) {
    this.name = name;
    this.#wasm = wasm;
    this.#base = wasm.heapBase() >>> 0;
    this.#compactLineMax = wasm.COMPACT_LINE_MAX.value;
  }
  /** Grow memory so that `rowsCapacity` rows and ranges plus `inputLength` bytes fit; return the input address. */
  #reserve(rowsCapacity, inputLength) {
    const need = this.#base + rowsCapacity * (ROW_BYTES + 8) + inputLength + 16;
    const have = this.#wasm.memory.buffer.byteLength;
    if (need > have) {
      const pages = Math.ceil((need - have) / PAGE);
      const havePages = have / PAGE;
      const doubled = Math.min(Math.max(pages, havePages), MAX_PAGES - havePages);
      if (doubled <= pages || !this.#tryGrow(doubled))
        this.#wasm.memory.grow(pages);
    }
    return this.#wasm.memory.buffer.byteLength - inputLength;
  }
  #tryGrow(pages) {
    try {
      return this.#wasm.memory.grow(pages) >= 0;
    } catch {
      return false;
    }
  }
  scanBytes(bytes, from, end) {
    const cuts = [from];
    let p = from;
    while (p < end) {
      let cut = end;
      if (end - p > SLICE_BYTES) {
        const lf = bytes.subarray(p, p + SLICE_BYTES).lastIndexOf(LINE_FEED2);
        if (lf >= 0)
          cut = p + lf + 1;
        else {
          const after = bytes.indexOf(LINE_FEED2, p + SLICE_BYTES);
          cut = after < 0 || after >= end ? end : after + 1;
        }
      }
      cuts.push(cut);
      p = cut;
    }
    if (cuts.length === 2)
      return this.#scanOneSlice(bytes, from, end);
    let expected = end > from && bytes[end - 1] !== LINE_FEED2 ? 1 : 0;
    let loaded = -1;
    for (let k = 0; k + 1 < cuts.length; k++) {
      const input = this.#load(bytes, cuts[k], cuts[k + 1]);
      expected += this.#wasm.countLineFeeds(input, input + cuts[k + 1] - cuts[k]);
      if (cuts.length === 2)
        loaded = input;
    }
    const out = { rows: new Int16Array(expected * SLOT_COUNT), ranges: new Int32Array(expected * 2), count: 0 };
    for (let k = 0; k + 1 < cuts.length; k++)
      this.#scanSlice(bytes, cuts[k], cuts[k + 1], out, loaded);
    if (out.count !== expected) {
      out.rows = out.rows.slice(0, out.count * SLOT_COUNT);
      out.ranges = out.ranges.slice(0, out.count * 2);
    }
    return out;
  }
  /** Copy `bytes[from, end)` into WASM memory, after room for a block of rows; returns its address there. */
  #load(bytes, from, end) {
    const length = end - from;
    const input = this.#reserve(blockLines(length), length);
    new Uint8Array(this.#wasm.memory.buffer, input, length).set(bytes.subarray(from, end));
    return input;
  }
  #ensure(out, lines) {
    if (lines * 2 <= out.ranges.length)
      return;
    const capacity = Math.max(lines, 2 * out.count);
    const rows = out.rows instanceof Int16Array ? new Int16Array(capacity * SLOT_COUNT) : new Int32Array(capacity * SLOT_COUNT);
    rows.set(out.rows.subarray(0, out.count * SLOT_COUNT));
    const ranges = new Int32Array(capacity * 2);
    ranges.set(out.ranges.subarray(0, out.count * 2));
    out.rows = rows;
    out.ranges = ranges;
  }
  /** Scan the lines of `bytes[from, end)` into `out`; `loaded` is its address in WASM memory if already copied in. */
  #scanSlice(bytes, from, end, out, loaded = -1) {
    const length = end - from;
    const input = loaded >= 0 ? loaded : this.#load(bytes, from, end);
    this.#scanFrom(out, input - from, input, input + length, blockLines(length));
  }
  /**
   * Input of one slice (the usual case: up to SLICE_BYTES): scan the first block of lines before counting, and count
   * only the lines left after it (none when the block took them all, as it does for lines of 40 bytes or more).
   * PERF: saves the separate `countLineFeeds` pass over the input (bench: scan/isaacs_files, scan/kasztp).
   */
  #scanOneSlice(bytes, from, end) {
    const wasm = this.#wasm;
    const length = end - from;
    const capacity = blockLines(length);
    const input = this.#load(bytes, from, end);
    const origin = input - from;
    const stop = input + length;
    const rowsAt = this.#base;
    const rangesAt = rowsAt + capacity * ROW_BYTES;
    const n = wasm.scanLines(origin, input, stop, rowsAt, rangesAt, capacity, 1);
    const p = wasm.nextLine() >>> 0;
    const long = wasm.stoppedAtLongLineFlag() !== 0;
    const left = p < stop ? wasm.countLineFeeds(p, stop) + (bytes[end - 1] !== LINE_FEED2 ? 1 : 0) : 0;
    const expected = n + left;
    const out = { rows: new Int16Array(expected * SLOT_COUNT), ranges: new Int32Array(expected * 2), count: n };
    out.rows.set(new Int16Array(wasm.memory.buffer, rowsAt, n * SLOT_COUNT));
    out.ranges.set(new Int32Array(wasm.memory.buffer, rangesAt, n * 2));
    if (long)
      out.rows = widen(out.rows, n * SLOT_COUNT, out.rows.length);
    this.#scanFrom(out, origin, p, stop, capacity);
    if (out.count !== expected) {
      out.rows = out.rows.slice(0, out.count * SLOT_COUNT);
      out.ranges = out.ranges.slice(0, out.count * 2);
    }
    return out;
  }
  /** Scan the lines of `[p, stop)` (addresses in WASM memory) into `out`, `capacity` lines per call. */
  #scanFrom(out, origin, p, stop, capacity) {
    const wasm = this.#wasm;
    const rowsAt = this.#base;
    const rangesAt = rowsAt + capacity * ROW_BYTES;
    while (p < stop) {
      const compact = out.rows instanceof Int16Array;
      const n = wasm.scanLines(origin, p, stop, rowsAt, rangesAt, capacity, compact ? 1 : 0);
      this.#ensure(out, out.count + n);
      const rows = compact ? new Int16Array(wasm.memory.buffer, rowsAt, n * SLOT_COUNT) : new Int32Array(wasm.memory.buffer, rowsAt, n * SLOT_COUNT);
      out.rows.set(rows, out.count * SLOT_COUNT);
      out.ranges.set(new Int32Array(wasm.memory.buffer, rangesAt, n * 2), out.count * 2);
      out.count += n;
      p = wasm.nextLine() >>> 0;
      if (compact && wasm.stoppedAtLongLineFlag() !== 0)
        out.rows = widen(out.rows, out.count * SLOT_COUNT, out.rows.length);
    }
  }
  scanRanges(bytes, ranges, count) {
    const wasm = this.#wasm;
    let longest = 0;
    for (let k = 0; k < count; k++)
      longest = Math.max(longest, ranges[2 * k + 1] - ranges[2 * k]);
    const compact = longest <= this.#compactLineMax;
    const input = this.#reserve(count, bytes.length);
    new Uint8Array(wasm.memory.buffer, input, bytes.length).set(bytes);
    const rowsAt = this.#base;
    const rangesAt = rowsAt + count * ROW_BYTES;
    new Int32Array(wasm.memory.buffer, rangesAt, count * 2).set(ranges.subarray(0, count * 2));
    wasm.scanRanges(input, rangesAt, count, rowsAt, compact ? 1 : 0);
    const length = count * SLOT_COUNT;
    if (compact) {
      const out2 = new Int16Array(length);
      out2.set(new Int16Array(wasm.memory.buffer, rowsAt, length));
      return out2;
    }
    const out = new Int32Array(length);
    out.set(new Int32Array(wasm.memory.buffer, rowsAt, length));
    return out;
  }
};

// ../../packages/scanner/dist/create-scanner.js
var UTF8_BOM = [239, 187, 191];
function bomLength(bytes) {
  return bytes.length >= 3 && bytes[0] === UTF8_BOM[0] && bytes[1] === UTF8_BOM[1] && bytes[2] === UTF8_BOM[2] ? 3 : 0;
}
var encoder = new TextEncoder();
async function loadEngine(choice = "auto") {
  switch (choice) {
    case "js":
      return jsEngine;
    case "wasm":
      return createWasmEngine(false);
    case "wasm-simd":
      return createWasmEngine(true);
    case "auto":
      return (await autoEngine()).engine;
    default:
      throw new TypeError(`@urikit/scanner: unknown engine ${JSON.stringify(choice)}`);
  }
}
async function autoEngine() {
  let refused;
  for (const simd of [true, false]) {
    if (!canRunWasm(simd))
      continue;
    try {
      return { engine: await createWasmEngine(simd) };
    } catch (error) {
      refused ??= error;
    }
  }
  if (refused === void 0)
    return { engine: jsEngine };
  const message = refused instanceof Error ? `${refused.name}: ${refused.message}` : String(refused);
  return { engine: jsEngine, fallbackReason: `WebAssembly was refused (${message}); the js engine runs instead` };
}

// ../../packages/scanner/dist/read-range.js
import { closeSync, openSync, readSync } from "node:fs";
var LINE_FEED3 = 10;
var OVERRUN_BYTES = 64 * 1024;
function readAt(fd, buffer, at, length, position) {
  let done = 0;
  while (done < length) {
    const n = readSync(fd, buffer, at + done, length - done, position + done);
    if (n === 0)
      break;
    done += n;
  }
  return done;
}
function readLines(fd, start, end, size) {
  const from = start === 0 ? 0 : start - 1;
  const stop = Math.min(end, size);
  let buffer = new Uint8Array(stop - from + OVERRUN_BYTES);
  let length = readAt(fd, buffer, 0, Math.min(buffer.length, size - from), from);
  let first = 0;
  if (start > 0) {
    const lf = buffer.subarray(0, stop - from - 1).indexOf(LINE_FEED3);
    first = lf < 0 ? stop - from : lf + 1;
  }
  if (first >= stop - from)
    return { bytes: new Uint8Array(0), byteOffset: stop };
  let searched = stop - from - 1;
  for (; ; ) {
    const lf = buffer.subarray(0, length).indexOf(LINE_FEED3, searched);
    if (lf >= 0)
      return { bytes: buffer.subarray(first, lf + 1), byteOffset: from + first };
    if (from + length >= size)
      return { bytes: buffer.subarray(first, length), byteOffset: from + first };
    searched = length;
    if (length === buffer.length) {
      const bigger = new Uint8Array(2 * buffer.length);
      bigger.set(buffer);
      buffer = bigger;
    }
    length += readAt(fd, buffer, length, Math.min(buffer.length - length, size - from - length), from + length);
  }
}
function scanRange(engine, request) {
  const fd = openSync(request.path, "r");
  let lines;
  try {
    lines = readLines(fd, request.start, request.end, request.size);
  } finally {
    closeSync(fd);
  }
  const { bytes, byteOffset } = lines;
  const skip = byteOffset === 0 ? bomLength(bytes) : 0;
  const scan = engine.scanBytes(bytes, skip, bytes.length);
  return new ScanResult({ bytes, rows: scan.rows, ranges: scan.ranges, count: scan.count, byteOffset });
}

// ../../packages/scanner/dist/tally.js
var KEY_SLOT = { scheme: 0, host: 4, domain: 4, port: 6 };
var EMPTY_SLOT = -1;
var Tally = class {
  by;
  lines = 0;
  invalid = 0;
  /** Lines counted under the absent key. */
  #absent = 0;
  /** Counts by small number (host kind, error code). */
  #small = new Float64Array(32);
  #slot;
  // The table of byte keys: slot i holds a key's hash, its bytes at #store[#starts[i], + #lengths[i]), its count.
  #mask = 1023;
  #hashes = new Int32Array(1024);
  #starts = new Int32Array(1024).fill(EMPTY_SLOT);
  #lengths = new Int32Array(1024);
  #counts = new Float64Array(1024);
  #size = 0;
  #store = new Uint8Array(1 << 16);
  #stored = 0;
  constructor(by) {
    this.by = by;
    this.#slot = KEY_SLOT[by] ?? -1;
  }
  /** Count the `count` lines of one scan: rows of SLOT_COUNT slots, `ranges` (start, end) of each line in `bytes`. */
  add(bytes, rows, ranges, count) {
    this.lines += count;
    const by = this.by;
    if (by === "error" || by === "host-kind") {
      for (let i = 0, row = 0; i < count; i++, row += SLOT_COUNT) {
        const code = rows[row + ERROR_CODE];
        if (code !== 0) {
          this.invalid++;
          if (by === "error")
            this.#small[code]++;
        } else if (by === "host-kind")
          this.#small[rows[row + HOST_KIND]]++;
      }
      return;
    }
    const slot = this.#slot;
    const regNameOnly = by === "domain";
    for (let i = 0, row = 0; i < count; i++, row += SLOT_COUNT) {
      if (rows[row + ERROR_CODE] !== 0) {
        this.invalid++;
        continue;
      }
      const start = rows[row + slot];
      if (start < 0 || regNameOnly && rows[row + HOST_KIND] !== HOST_KIND_REG_NAME) {
        this.#absent++;
        continue;
      }
      const line = ranges[2 * i];
      this.#count(bytes, line + start, line + rows[row + slot + 1]);
    }
  }
  /** Add one to the key `bytes[from, to)`. */
  #count(bytes, from, to) {
    let hash = 2166136261 | 0;
    for (let k = from; k < to; k++)
      hash = Math.imul(hash ^ bytes[k], 16777619);
    const length = to - from;
    const store = this.#store;
    for (let i = hash & this.#mask; ; i = i + 1 & this.#mask) {
      const at = this.#starts[i];
      if (at === EMPTY_SLOT) {
        this.#insert(i, hash, bytes, from, length);
        return;
      }
      if (this.#hashes[i] !== hash || this.#lengths[i] !== length)
        continue;
      let same = true;
      for (let k = 0; k < length; k++) {
        if (store[at + k] !== bytes[from + k]) {
          same = false;
          break;
        }
      }
      if (same) {
        this.#counts[i]++;
        return;
      }
    }
  }
  #insert(i, hash, bytes, from, length) {
    if (this.#stored + length > this.#store.length) {
      const bigger = new Uint8Array(Math.max(2 * this.#store.length, this.#stored + length));
      bigger.set(this.#store.subarray(0, this.#stored));
      this.#store = bigger;
    }
    this.#store.set(bytes.subarray(from, from + length), this.#stored);
    this.#hashes[i] = hash;
    this.#starts[i] = this.#stored;
    this.#lengths[i] = length;
    this.#counts[i] = 1;
    this.#stored += length;
    if (++this.#size * 2 > this.#mask + 1)
      this.#grow();
  }
  #grow() {
    const hashes = this.#hashes;
    const starts = this.#starts;
    const lengths = this.#lengths;
    const counts = this.#counts;
    const capacity = 2 * (this.#mask + 1);
    this.#mask = capacity - 1;
    this.#hashes = new Int32Array(capacity);
    this.#starts = new Int32Array(capacity).fill(EMPTY_SLOT);
    this.#lengths = new Int32Array(capacity);
    this.#counts = new Float64Array(capacity);
    for (let j = 0; j < starts.length; j++) {
      if (starts[j] === EMPTY_SLOT)
        continue;
      let i = hashes[j] & this.#mask;
      while (this.#starts[i] !== EMPTY_SLOT)
        i = i + 1 & this.#mask;
      this.#hashes[i] = hashes[j];
      this.#starts[i] = starts[j];
      this.#lengths[i] = lengths[j];
      this.#counts[i] = counts[j];
    }
  }
  /** The counts so far as keys and numbers; key bytes decode as Latin-1, exact since a valid line is ASCII. */
  snapshot() {
    const keys = [];
    const counts = [];
    if (this.#absent > 0) {
      keys.push(null);
      counts.push(this.#absent);
    }
    if (this.by === "error" || this.by === "host-kind") {
      const names = this.by === "error" ? ERROR_CODE_NAMES : HOST_KIND_NAMES;
      for (let n = 0; n < this.#small.length; n++) {
        if (this.#small[n] === 0)
          continue;
        keys.push(names[n] ?? null);
        counts.push(this.#small[n]);
      }
    }
    for (let i = 0; i <= this.#mask; i++) {
      const at = this.#starts[i];
      if (at === EMPTY_SLOT)
        continue;
      let key = "";
      for (let k = at, end = at + this.#lengths[i]; k < end; k++)
        key += String.fromCharCode(this.#store[k]);
      keys.push(key);
      counts.push(this.#counts[i]);
    }
    return { lines: this.lines, invalid: this.invalid, keys, counts };
  }
};

// ../../packages/scanner/dist/scan-worker.js
var port = parentPort;
if (port !== null) {
  const setup = workerData;
  const ready = Promise.all([
    loadEngine(setup.engine),
    setup.mapModule === void 0 ? void 0 : import(setup.mapModule)
  ]);
  const kept = /* @__PURE__ */ new Map();
  const tally = setup.countBy === void 0 ? void 0 : new Tally(setup.countBy);
  const handle = (engine, map, request) => {
    if (request.kind === "tally") {
      port.postMessage({ kind: "tally", id: request.id, value: tally.snapshot() });
      return;
    }
    if (request.kind === "scan") {
      const result2 = scanRange(engine, request);
      if (tally !== void 0) {
        tally.add(result2.bytes, result2.rows, result2.ranges, result2.length);
        port.postMessage({ kind: "scan", id: request.id, count: result2.length });
        return;
      }
      if (map !== void 0) {
        kept.set(request.id, result2);
        port.postMessage({ kind: "scan", id: request.id, count: result2.length, byteOffset: result2.byteOffset, byteLength: result2.bytes.length });
        return;
      }
      const reply = { kind: "scan", id: request.id, bytes: result2.bytes, byteOffset: result2.byteOffset, rows: result2.rows, ranges: result2.ranges, count: result2.length };
      const transfer = [result2.bytes.buffer, result2.rows.buffer, result2.ranges.buffer];
      port.postMessage(reply, [...new Set(transfer)]);
      return;
    }
    const scanned = kept.get(request.id);
    kept.delete(request.id);
    const result = new ScanResult({
      bytes: scanned.bytes,
      rows: scanned.rows,
      ranges: scanned.ranges,
      count: scanned.length,
      firstLine: request.firstLine,
      byteOffset: scanned.byteOffset
    });
    const mapped = map(result, setup.mapData);
    port.postMessage({ kind: "map", id: request.id, value: mapped.value }, mapped.transfer ?? []);
  };
  ready.then(() => port.postMessage({ kind: "ready", id: 0 }), () => void 0);
  port.on("message", (request) => {
    ready.then(([engine, module]) => {
      try {
        handle(engine, module?.default, request);
      } catch (error) {
        port.postMessage({ kind: request.kind, id: request.id, error: error instanceof Error ? error.message : String(error) });
      }
    }, (error) => port.postMessage({ kind: request.kind, id: request.id, error: String(error) }));
  });
}
export {
  readLines
};
