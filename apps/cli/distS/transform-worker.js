import { createRequire as __urikitRequire } from "node:module"; const require = __urikitRequire(import.meta.url);

// src/clock.ts
function now() {
  return Number(process.hrtime.bigint()) / 1e6;
}

// src/stats.ts
var Stats = class {
  lines = 0;
  valid = 0;
  bytes = 0;
  bySchemes = /* @__PURE__ */ new Map();
  byHostKind = /* @__PURE__ */ new Map();
  byErrorCode = /* @__PURE__ */ new Map();
  started = now();
  /** Milliseconds spent waiting for scanned batches (reading plus scanning; the rest is writing rows). */
  scanMs = 0;
  get invalid() {
    return this.lines - this.valid;
  }
  count(map, key) {
    map.set(key, (map.get(key) ?? 0) + 1);
  }
  /** The one-line summary. */
  summary(label) {
    const seconds = (now() - this.started) / 1e3;
    const rate = seconds > 0 ? this.lines / seconds : 0;
    const mb = this.bytes / 1e6;
    const scanSeconds = this.scanMs / 1e3;
    const scan = scanSeconds > 0 ? `; read+scan alone ${formatRate(this.lines / scanSeconds)} lines/s, ${(mb / scanSeconds).toFixed(0)} MB/s` : "";
    return `${label}: ${this.lines} lines, ${this.valid} valid, ${this.invalid} invalid, ${mb.toFixed(1)} MB in ${seconds.toFixed(2)} s (${formatRate(rate)} lines/s, ${(mb / Math.max(seconds, 1e-9)).toFixed(0)} MB/s${scan})`;
  }
  /** The --stats breakdown, one table per key. */
  details() {
    const table = (title, map) => {
      if (map.size === 0) return `${title}: none`;
      const rows = [...map].sort((a, b) => b[1] - a[1]);
      return `${title}:
` + rows.map(([k, v]) => `  ${String(v).padStart(10)}  ${k}`).join("\n");
    };
    return [table("by scheme", this.bySchemes), table("by host kind", this.byHostKind), table("by error code", this.byErrorCode)].join("\n");
  }
};
function formatRate(perSecond) {
  if (perSecond >= 1e6) return (perSecond / 1e6).toFixed(1) + " M";
  if (perSecond >= 1e3) return (perSecond / 1e3).toFixed(1) + " k";
  return perSecond.toFixed(0);
}
function countLine(stats, result, i, detailed) {
  stats.lines++;
  const valid = result.isValid(i);
  if (valid) stats.valid++;
  if (detailed) {
    if (valid) {
      stats.count(stats.bySchemes, result.component(i, "scheme")?.toLowerCase() ?? "(relative)");
      stats.count(stats.byHostKind, result.hostKind(i) ?? "(no authority)");
    } else {
      stats.count(stats.byErrorCode, result.error(i).code);
    }
  }
  return valid;
}
function statsCounts(stats) {
  return { lines: stats.lines, valid: stats.valid, bySchemes: [...stats.bySchemes], byHostKind: [...stats.byHostKind], byErrorCode: [...stats.byErrorCode] };
}

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
function describeChar(text, index) {
  expectString(text, "describeChar");
  return charAt(text, index);
}
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
var HOST_KIND_NONE = 0;
var HOST_KIND_REG_NAME = 1;
var HOST_KIND_IPV4 = 2;
var HOST_KIND_IPV6 = 3;
var HOST_KIND_IPVFUTURE = 4;
var COMPONENT_NAMES = ["scheme", "userinfo", "host", "port", "path", "query", "fragment"];

// ../../packages/core/dist/generated/grammar.js
var ALPHA = 1;
var DIGIT = 2;
var HEXDIG = 4;
var UNRESERVED = 16;
var CHAR_CLASS_RANGES = ["AZaz", "09", "09AFaf", "++-.09AZaz", "-.09AZ__az~~", "!!$$&,;;==", "!!$$&.0;==@Z__az~~", "!!$$&;==?Z__az~~", "!!$$&.0;==AZ__az~~", "!!$$&.09;;==AZ__az~~", "##//::?@[[]]"];
var SCHEME_RUN = /[+\-.0-9A-Za-z]*/y;
var USERINFO_RUN = /[!$&-.0-;=A-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-.0-;=A-Z_a-z~]*)*/y;
var REG_NAME_RUN = /[!$&-.0-9;=A-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-.0-9;=A-Z_a-z~]*)*/y;
var DIGIT_RUN = /[0-9]*/y;
var PATH_RUN = /[!$&-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=@-Z_a-z~]*)*/y;
var SEGMENT_NZ_NC_RUN = /[!$&-.0-9;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-.0-9;=@-Z_a-z~]*)*/y;
var QUERY_RUN = /[!$&-;=?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=?-Z_a-z~]*)*/y;
var COMMON_SHAPE = /([A-Za-z][+\-.0-9A-Za-z]*):(?:\/\/([!$&-.0-9;=A-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-.0-9;=A-Z_a-z~]*)*)(?::([0-9]*))?((?:\/[!$&-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=@-Z_a-z~]*)*)?)|([!$&-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=@-Z_a-z~]*)*))(?:\?([!$&-;=?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=?-Z_a-z~]*)*))?(?:#([!$&-;=?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=?-Z_a-z~]*)*))?/y;

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

// ../../packages/ip/dist/invalid-input.js
function expectAddress(text, caller, rule, check) {
  expectString2(text, caller);
  const index = check(text, 0, text.length);
  if (index !== -1)
    throw new RangeError(`invalid ${rule}: unexpected ${index >= text.length ? "end" : JSON.stringify(text[index])} at index ${index}`);
}
function expectInteger(value, max, what) {
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new RangeError(`${what} is not an integer in 0 \u2026 ${max}: ${String(value)}`);
}

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
function parseIPv4(text) {
  expectAddress(text, "parseIPv4", "IPv4address", checkIPv4address);
  return text.split(".").reduce((value, octet) => value * 256 + Number(octet), 0);
}
function formatIPv4(value) {
  expectInteger(value, 4294967295, "formatIPv4: value");
  return `${value >>> 24}.${value >>> 16 & 255}.${value >>> 8 & 255}.${value & 255}`;
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
function parseIPv6(text) {
  expectAddress(text, "parseIPv6", "IPv6address", checkIPv6address);
  const [head, tail = ""] = text.split("::");
  const words = new Uint16Array(8);
  const after = groupWords(tail);
  words.set(groupWords(head));
  words.set(after, 8 - after.length);
  return words;
}
function groupWords(groups) {
  return groups === "" ? [] : groups.split(":").flatMap((group) => {
    if (!group.includes("."))
      return parseInt(group, 16);
    const v4 = parseIPv4(group);
    return [v4 >>> 16, v4 & 65535];
  });
}

// ../../packages/ip/dist/format-ipv6.js
function formatIPv6(words) {
  if (words.length !== 8)
    throw new RangeError(`formatIPv6: expected 8 words, got ${words.length}`);
  let bestStart = -1;
  let bestLength = 1;
  for (let k = 0, run = 0; k < 8; k++) {
    expectInteger(words[k], 65535, `formatIPv6: word ${k}`);
    run = words[k] === 0 ? run + 1 : 0;
    if (run > bestLength) {
      bestLength = run;
      bestStart = k - run + 1;
    }
  }
  if (bestStart === 0 && bestLength === 5 && words[5] === 65535)
    return `::ffff:${formatIPv4(words[6] * 65536 + words[7])}`;
  const hex = Array.from(words, (w) => w.toString(16));
  if (bestStart < 0)
    return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
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

// ../../packages/core/dist/char-class.js
var PERCENT_SIGN = 37;
var SOLIDUS = 47;
var COLON2 = 58;
var QUESTION_MARK = 63;
var NUMBER_SIGN = 35;
var COMMERCIAL_AT = 64;
var LEFT_SQUARE_BRACKET = 91;
var RIGHT_SQUARE_BRACKET = 93;
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
  let hasAuthority2 = false;
  let authorityStart = 0;
  if (i + 1 < end && s.charCodeAt(i) === SOLIDUS && s.charCodeAt(i + 1) === SOLIDUS) {
    hasAuthority2 = true;
    authorityStart = i + 2;
    i = plainAuthority ? plainAuthority(s, authorityStart, end, out, base) : -1;
  }
  if (i < 0) {
    out[base + HOST_START] = -1;
    const authorityEnd2 = skipRun(s, authorityStart, AUTHORITY_RUN);
    let at = s.indexOf("@", authorityStart);
    if (at >= authorityEnd2)
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
    if (hostStart < authorityEnd2 && s.charCodeAt(hostStart) === LEFT_SQUARE_BRACKET) {
      const close = s.indexOf("]", hostStart + 1);
      if (close < 0 || close >= authorityEnd2) {
        out[base + HOST_END] = authorityEnd2;
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
      if (hostEnd < authorityEnd2 && s.charCodeAt(hostEnd) !== COLON2) {
        return fail(out, base, ERR_UNEXPECTED_CHAR, hostEnd);
      }
    } else {
      hostEnd = skipRun(s, hostStart, REG_NAME_RUN);
      if (hostEnd < authorityEnd2 && s.charCodeAt(hostEnd) !== COLON2) {
        out[base + HOST_END] = hostEnd;
        return failAt(s, out, base, hostEnd, authorityEnd2);
      }
      out[base + HOST_KIND] = regNameKind(s, hostStart, hostEnd);
    }
    out[base + HOST_END] = hostEnd;
    if (hostEnd < authorityEnd2) {
      out[base + PORT_START] = hostEnd + 1;
      out[base + PORT_END] = authorityEnd2;
      const stop = skipRun(s, hostEnd + 1, DIGIT_RUN);
      if (stop < authorityEnd2)
        return fail(out, base, ERR_INVALID_PORT, stop);
    }
    i = authorityEnd2;
  }
  out[base + PATH_START] = i;
  if (!hasScheme && !hasAuthority2) {
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
  const authorityEnd2 = s.charCodeAt(hostEnd) === COLON2 ? skipRun(s, hostEnd + 1, DIGIT_RUN) : hostEnd;
  if (authorityEnd2 < end) {
    const c = s.charCodeAt(authorityEnd2);
    if (c !== SOLIDUS && c !== QUESTION_MARK && c !== NUMBER_SIGN)
      return -1;
  }
  if (authorityEnd2 > hostEnd) {
    out[base + PORT_START] = hostEnd + 1;
    out[base + PORT_END] = authorityEnd2;
  }
  out[base + HOST_END] = hostEnd;
  out[base + HOST_KIND] = regNameKind(s, start, hostEnd);
  return authorityEnd2;
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
function slice(text, offsets, startSlot, endSlot) {
  const start = offsets[startSlot];
  return start < 0 ? void 0 : text.slice(start, offsets[endSlot]);
}
function componentsFromOffsets(text, offsets) {
  expectString(text, "componentsFromOffsets");
  return components(text, offsets);
}
function record(scheme, userinfo, host, port, path, query, fragment) {
  return { scheme, userinfo, host, port, path, query, fragment };
}
function components(text, offsets) {
  return record(slice(text, offsets, SCHEME_START, SCHEME_END), slice(text, offsets, USERINFO_START, USERINFO_END), slice(text, offsets, HOST_START, HOST_END), slice(text, offsets, PORT_START, PORT_END), text.slice(offsets[PATH_START], offsets[PATH_END]), slice(text, offsets, QUERY_START, QUERY_END), slice(text, offsets, FRAGMENT_START, FRAGMENT_END));
}
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
function parseUriReference(text) {
  expectString(text, "parseUriReference");
  return parseReference(text);
}
function parseReference(text) {
  const parsed = parseOrError(text);
  if (parsed instanceof UriError)
    throw parsed;
  return parsed;
}
function parseOrError(text) {
  COMMON_SHAPE.lastIndex = 0;
  const m = COMMON_SHAPE.exec(text);
  if (m !== null && COMMON_SHAPE.lastIndex === text.length)
    return record(m[1], void 0, m[2], m[3], m[4] ?? m[5], m[6], m[7]);
  if (scanWith(text, scratch, 0, null) !== ERR_NONE)
    return offsetsError(text, scratch);
  return components(text, scratch);
}
function schemeFailureIndex(text) {
  const first = text.charCodeAt(0);
  if (!(first >= 65 && first <= 90 || first >= 97 && first <= 122))
    return 0;
  let i = 1;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const ok = c >= 65 && c <= 90 || c >= 97 && c <= 122 || c >= 48 && c <= 57 || c === 43 || c === 45 || c === 46;
    if (!ok)
      break;
  }
  return i;
}
function parseUri(text) {
  expectString(text, "parseUri");
  const parsed = parseUriReference(text);
  if (parsed.scheme === void 0) {
    const index = schemeFailureIndex(text);
    throw new UriError("missing-scheme", index, {
      rule: "URI",
      detail: `a URI needs a scheme followed by ":", found ${charAt(text, index)}`
    });
  }
  return parsed;
}

// ../../packages/core/dist/remove-dot-segments.js
var FULL_STOP2 = 46;
var SOLIDUS2 = 47;
var segmentStarts = new Int32Array(64);
var segmentEnds = new Int32Array(64);
function removeDotSegments(path) {
  expectString(path, "removeDotSegments");
  if (!hasDotSegment(path))
    return path;
  const end = path.length;
  if (segmentStarts.length < end + 1) {
    segmentStarts = new Int32Array(2 * end + 2);
    segmentEnds = new Int32Array(2 * end + 2);
  }
  const starts = segmentStarts;
  const ends = segmentEnds;
  let top = 0;
  let i = 0;
  while (i < end) {
    const c = path.charCodeAt(i);
    if (c === FULL_STOP2) {
      const next2 = i + 1 < end ? path.charCodeAt(i + 1) : -1;
      if (next2 === -1)
        break;
      if (next2 === SOLIDUS2) {
        i += 2;
        continue;
      }
      if (next2 === FULL_STOP2) {
        if (i + 2 === end)
          break;
        if (path.charCodeAt(i + 2) === SOLIDUS2) {
          i += 3;
          continue;
        }
      }
    } else if (c === SOLIDUS2 && i + 1 < end && path.charCodeAt(i + 1) === FULL_STOP2) {
      if (i + 2 === end) {
        starts[top] = i;
        ends[top++] = i + 1;
        break;
      }
      const third = path.charCodeAt(i + 2);
      if (third === SOLIDUS2) {
        i += 2;
        continue;
      }
      if (third === FULL_STOP2 && (i + 3 === end || path.charCodeAt(i + 3) === SOLIDUS2)) {
        if (top > 0)
          top--;
        if (i + 3 === end) {
          starts[top] = i;
          ends[top++] = i + 1;
          break;
        }
        i += 3;
        continue;
      }
    }
    let next = path.indexOf("/", c === SOLIDUS2 ? i + 1 : i);
    if (next < 0)
      next = end;
    starts[top] = i;
    ends[top++] = next;
    i = next;
  }
  let result = "";
  for (let k = 0; k < top; k++) {
    const from = starts[k];
    let to = ends[k];
    while (k + 1 < top && starts[k + 1] === to)
      to = ends[++k];
    result += path.slice(from, to);
  }
  return result;
}
function isDotSegmentAt(path, i, end = path.length) {
  if (i >= end || path.charCodeAt(i) !== FULL_STOP2)
    return false;
  if (i + 1 === end || path.charCodeAt(i + 1) === SOLIDUS2)
    return true;
  return path.charCodeAt(i + 1) === FULL_STOP2 && (i + 2 === end || path.charCodeAt(i + 2) === SOLIDUS2);
}
function hasDotSegment(s, start = 0, end = s.length) {
  if (isDotSegmentAt(s, start, end))
    return true;
  for (let slash = s.indexOf("/.", start); slash >= 0 && slash < end - 1; slash = s.indexOf("/.", slash + 2)) {
    if (isDotSegmentAt(s, slash + 1, end))
      return true;
  }
  return false;
}

// ../../packages/core/dist/split-uri-reference.js
function authorityEnd(s, from, end) {
  for (let i = from; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === SOLIDUS || c === QUESTION_MARK || c === NUMBER_SIGN)
      return i;
  }
  return end;
}
function find(s, unit, from, to) {
  for (let i = from; i < to; i++)
    if (s.charCodeAt(i) === unit)
      return i;
  return -1;
}
function splitUriReference(s, out, base = 0) {
  expectString(s, "splitUriReference");
  const end = s.length;
  for (let k = 0; k < OFFSET_SLOTS; k++)
    out[base + k] = -1;
  out[base + HOST_KIND] = HOST_KIND_NONE;
  out[base + ERROR_CODE] = 0;
  out[base + ERROR_INDEX] = -1;
  let i = 0;
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c === COLON2 || c === SOLIDUS || c === QUESTION_MARK || c === NUMBER_SIGN)
      break;
    i++;
  }
  if (i > 0 && i < end && s.charCodeAt(i) === COLON2) {
    out[base + SCHEME_START] = 0;
    out[base + SCHEME_END] = i;
    i++;
  } else {
    i = 0;
  }
  if (i + 1 < end && s.charCodeAt(i) === SOLIDUS && s.charCodeAt(i + 1) === SOLIDUS) {
    const start = i + 2;
    const stop = authorityEnd(s, start, end);
    const at = find(s, COMMERCIAL_AT, start, stop);
    let hostStart = start;
    if (at >= 0) {
      out[base + USERINFO_START] = start;
      out[base + USERINFO_END] = at;
      hostStart = at + 1;
    }
    let hostEnd;
    let kind = HOST_KIND_REG_NAME;
    if (hostStart < stop && s.charCodeAt(hostStart) === LEFT_SQUARE_BRACKET) {
      const close = find(s, RIGHT_SQUARE_BRACKET, hostStart + 1, stop);
      const colon = find(s, COLON2, close < 0 ? stop : close + 1, stop);
      hostEnd = colon < 0 ? stop : colon;
      const v = s.charCodeAt(hostStart + 1);
      kind = v === 118 || v === 86 ? HOST_KIND_IPVFUTURE : HOST_KIND_IPV6;
    } else {
      const colon = find(s, COLON2, hostStart, stop);
      hostEnd = colon < 0 ? stop : colon;
      if (hostEnd > hostStart && checkIPv4address(s, hostStart, hostEnd) < 0)
        kind = HOST_KIND_IPV4;
    }
    out[base + HOST_START] = hostStart;
    out[base + HOST_END] = hostEnd;
    out[base + HOST_KIND] = kind;
    if (hostEnd < stop) {
      out[base + PORT_START] = hostEnd + 1;
      out[base + PORT_END] = stop;
    }
    i = stop;
  }
  out[base + PATH_START] = i;
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c === QUESTION_MARK || c === NUMBER_SIGN)
      break;
    i++;
  }
  out[base + PATH_END] = i;
  if (i < end && s.charCodeAt(i) === QUESTION_MARK) {
    out[base + QUERY_START] = ++i;
    while (i < end && s.charCodeAt(i) !== NUMBER_SIGN)
      i++;
    out[base + QUERY_END] = i;
  }
  if (i < end) {
    out[base + FRAGMENT_START] = i + 1;
    out[base + FRAGMENT_END] = end;
  }
}

// ../../packages/schemes/dist/registry.js
var rules = /* @__PURE__ */ new Map();
var BUILTIN_SCHEMES = /* @__PURE__ */ new Map([
  ["http", [80, true]],
  ["https", [443, true]],
  ["ws", [80, true]],
  ["wss", [443, true]],
  ["ftp", [21, true]],
  ["gopher", [70, true]],
  ["mailto", [void 0, false]],
  ["news", [119, false]],
  ["nntp", [119, true]],
  ["telnet", [23, true]],
  ["wais", [210, true]],
  ["prospero", [1525, true]],
  ["file", [void 0, true]],
  ["urn", [void 0, false]]
]);
function asciiLower(s) {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : s[i];
  }
  return out;
}
function defaultPort(scheme) {
  expectString(scheme, "defaultPort");
  const name = asciiLower(scheme);
  const rule = rules.get(name);
  return rule !== void 0 ? rule.defaultPort : BUILTIN_SCHEMES.get(name)?.[0];
}
function hasAuthority(scheme) {
  expectString(scheme, "hasAuthority");
  const name = asciiLower(scheme);
  const rule = rules.get(name);
  return rule !== void 0 ? rule.hasAuthority : BUILTIN_SCHEMES.get(name)?.[1];
}

// ../../packages/resolver/dist/parse-as.js
var scratch2 = new Int32Array(OFFSET_SLOTS);
function parseAs(text, subject) {
  if (scanUriReference(text, scratch2) !== 0)
    throw errorFromOffsets(text, scratch2, subject);
  return componentsFromOffsets(text, scratch2);
}

// ../../packages/resolver/dist/parse-base.js
function parseBase(text) {
  const base = parseAs(text, "base");
  if (base.scheme === void 0)
    throw baseNotAbsolute(text);
  return base;
}
function baseNotAbsolute(text) {
  let index = 0;
  try {
    parseUri(text);
  } catch (e) {
    if (!UriError.is(e))
      throw e;
    index = e.index;
  }
  return new UriError("base-not-absolute", index, {
    rule: "base URI",
    detail: `a base URI needs a scheme followed by ":", found ${describeChar(text, index)}`,
    subject: "base"
  });
}

// ../../packages/resolver/dist/resolve.js
var cachedBase;
var baseOffsets = new Int32Array(OFFSET_SLOTS);
var referenceOffsets = new Int32Array(OFFSET_SLOTS);
function scanBaseInto(base, offsets) {
  if (scanUriReference(base, offsets) !== ERR_NONE)
    return errorFromOffsets(base, offsets, "base");
  if (offsets[SCHEME_START] < 0)
    return baseNotAbsolute(base);
  return void 0;
}
function scanBase(base) {
  if (base === cachedBase)
    return void 0;
  cachedBase = void 0;
  const error = scanBaseInto(base, baseOffsets);
  if (error === void 0)
    cachedBase = base;
  return error;
}
function schemesEqual(a, aEnd, b, bEnd) {
  if (aEnd !== bEnd)
    return false;
  for (let i = 0; i < aEnd; i++) {
    const x = a.charCodeAt(i);
    if (x === b.charCodeAt(i))
      continue;
    const folded = x | 32;
    if (folded < 97 || folded > 122 || folded !== (b.charCodeAt(i) | 32))
      return false;
  }
  return true;
}
function resolve(base, reference, options) {
  expectString(base, "resolve", "base");
  expectString(reference, "resolve", "reference");
  const target = scanBase(base) ?? resolveAgainst(base, baseOffsets, reference, options);
  if (typeof target !== "string")
    throw target;
  return target;
}
function resolveAgainst(base, b, reference, options) {
  const r = referenceOffsets;
  if (scanUriReference(reference, r) !== ERR_NONE)
    return errorFromOffsets(reference, r, "reference");
  let referenceHasScheme = r[SCHEME_START] >= 0;
  if (referenceHasScheme && options?.strict === false && schemesEqual(reference, r[SCHEME_END], base, b[SCHEME_END])) {
    referenceHasScheme = false;
  }
  const afterReferenceScheme = r[SCHEME_START] >= 0 ? r[SCHEME_END] + 1 : 0;
  const referencePathStart = r[PATH_START];
  const referencePathEnd = r[PATH_END];
  let prefix;
  let path;
  let hasAuthority2;
  if (referenceHasScheme) {
    if (!hasDotSegment(reference, referencePathStart, referencePathEnd))
      return reference;
    prefix = reference.slice(0, referencePathStart);
    hasAuthority2 = r[HOST_START] >= 0;
    path = removeDotSegments(reference.slice(referencePathStart, referencePathEnd));
  } else if (r[HOST_START] >= 0) {
    prefix = base.slice(0, b[SCHEME_END] + 1) + reference.slice(afterReferenceScheme, referencePathStart);
    hasAuthority2 = true;
    path = removeDotSegments(reference.slice(referencePathStart, referencePathEnd));
  } else if (referencePathStart === referencePathEnd) {
    const keepBaseQuery = r[QUERY_START] < 0 && b[QUERY_START] >= 0;
    return base.slice(0, keepBaseQuery ? b[QUERY_END] : b[PATH_END]) + reference.slice(referencePathEnd);
  } else {
    hasAuthority2 = b[HOST_START] >= 0;
    const referenceIsAbsolutePath = reference.charCodeAt(referencePathStart) === 47;
    let restStart = referencePathStart;
    let ups = 0;
    if (!referenceIsAbsolutePath) {
      while (restStart + 1 < referencePathEnd && reference.charCodeAt(restStart) === 46) {
        const next = reference.charCodeAt(restStart + 1);
        if (next === 47)
          restStart += 2;
        else if (next === 46 && restStart + 2 < referencePathEnd && reference.charCodeAt(restStart + 2) === 47) {
          restStart += 3;
          ups++;
        } else
          break;
      }
    }
    if (!hasDotSegment(reference, restStart, referencePathEnd)) {
      if (referenceIsAbsolutePath)
        return base.slice(0, b[PATH_START]) + reference.slice(referencePathStart);
      if (hasAuthority2 && b[PATH_START] === b[PATH_END])
        return base.slice(0, b[PATH_START]) + "/" + reference.slice(restStart);
      const lastSlash = base.lastIndexOf("/", b[PATH_END] - 1);
      let cut = lastSlash >= b[PATH_START] ? lastSlash + 1 : b[PATH_START];
      const rooted = base.charCodeAt(b[PATH_START]) === 47;
      if ((ups === 0 || rooted) && !hasDotSegment(base, b[PATH_START], cut)) {
        for (let u = 0; u < ups && cut - b[PATH_START] > 1; u++)
          cut = base.lastIndexOf("/", cut - 2) + 1;
        if (hasAuthority2 || cut - b[PATH_START] > 1 || reference.charCodeAt(restStart) !== 47) {
          return base.slice(0, cut) + reference.slice(restStart);
        }
      }
    }
    prefix = base.slice(0, b[PATH_START]);
    if (referenceIsAbsolutePath) {
      path = removeDotSegments(reference.slice(referencePathStart, referencePathEnd));
    } else if (hasAuthority2 && b[PATH_START] === b[PATH_END]) {
      path = removeDotSegments("/" + reference.slice(referencePathStart, referencePathEnd));
    } else {
      const lastSlash = base.lastIndexOf("/", b[PATH_END] - 1);
      const basePartEnd = lastSlash >= b[PATH_START] ? lastSlash + 1 : b[PATH_START];
      path = removeDotSegments(base.slice(b[PATH_START], basePartEnd) + reference.slice(referencePathStart, referencePathEnd));
    }
  }
  if (!hasAuthority2 && path.charCodeAt(0) === 47 && path.charCodeAt(1) === 47)
    path = "/." + path;
  return prefix + path + reference.slice(referencePathEnd);
}

// ../../packages/resolver/dist/resolve-components.js
function schemesEqual2(a, b) {
  if (a.length !== b.length)
    return false;
  for (let i = 0; i < a.length; i++) {
    const x = a.charCodeAt(i);
    if (x === b.charCodeAt(i))
      continue;
    const folded = x | 32;
    if (folded < 97 || folded > 122 || folded !== (b.charCodeAt(i) | 32))
      return false;
  }
  return true;
}
function merge(base, referencePath) {
  if (base.host !== void 0 && base.path === "")
    return "/" + referencePath;
  return base.path.slice(0, base.path.lastIndexOf("/") + 1) + referencePath;
}
function expectComponents(value, parameter) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TypeError(`resolveComponents: expected a components object for ${parameter}, got ${typeName(value)}`);
  }
  const c = value;
  expectString(c.path, "resolveComponents", `${parameter}.path`);
  for (const name of ["scheme", "userinfo", "host", "port", "query", "fragment"]) {
    if (c[name] !== void 0)
      expectString(c[name], "resolveComponents", `${parameter}.${name}`);
  }
}
function resolveComponents(base, reference, options) {
  expectComponents(base, "base");
  expectComponents(reference, "reference");
  if (base.scheme === void 0) {
    throw new UriError("base-not-absolute", 0, {
      rule: "base URI",
      detail: "a base URI needs a scheme",
      subject: "base"
    });
  }
  const strict = options?.strict ?? true;
  let referenceScheme = reference.scheme;
  if (!strict && referenceScheme !== void 0 && schemesEqual2(referenceScheme, base.scheme)) {
    referenceScheme = void 0;
  }
  let scheme;
  let userinfo;
  let host;
  let port;
  let path;
  let query;
  if (referenceScheme !== void 0) {
    scheme = referenceScheme;
    userinfo = reference.userinfo;
    host = reference.host;
    port = reference.port;
    path = removeDotSegments(reference.path);
    query = reference.query;
  } else {
    if (reference.host !== void 0) {
      userinfo = reference.userinfo;
      host = reference.host;
      port = reference.port;
      path = removeDotSegments(reference.path);
      query = reference.query;
    } else {
      if (reference.path === "") {
        path = base.path;
        query = reference.query !== void 0 ? reference.query : base.query;
      } else {
        if (reference.path.charCodeAt(0) === 47) {
          path = removeDotSegments(reference.path);
        } else {
          path = removeDotSegments(merge(base, reference.path));
        }
        query = reference.query;
      }
      userinfo = base.userinfo;
      host = base.host;
      port = base.port;
    }
    scheme = base.scheme;
  }
  if (host === void 0 && path.charCodeAt(0) === 47 && path.charCodeAt(1) === 47)
    path = "/." + path;
  return { scheme, userinfo, host, port, path, query, fragment: reference.fragment };
}

// ../../packages/resolver/dist/recompose.js
function recompose(components2) {
  let result = "";
  if (components2.scheme !== void 0)
    result += components2.scheme + ":";
  if (components2.host !== void 0) {
    result += "//";
    if (components2.userinfo !== void 0)
      result += components2.userinfo + "@";
    result += components2.host;
    if (components2.port !== void 0)
      result += ":" + components2.port;
  }
  result += components2.path;
  if (components2.query !== void 0)
    result += "?" + components2.query;
  if (components2.fragment !== void 0)
    result += "#" + components2.fragment;
  return result;
}

// ../../packages/resolver/dist/relativize.js
var scratch3 = new Int32Array(OFFSET_SLOTS);
function resolvesTo(base, candidate, target) {
  if (scanUriReference(candidate, scratch3) !== 0)
    return false;
  const t = resolveComponents(base, componentsFromOffsets(candidate, scratch3));
  return t.scheme === target.scheme && t.userinfo === target.userinfo && t.host === target.host && t.port === target.port && t.path === target.path && t.query === target.query && t.fragment === target.fragment;
}
function relativePath(base, path) {
  const merged = base.host !== void 0 && base.path === "" ? "/" : base.path.slice(0, base.path.lastIndexOf("/") + 1);
  const directory = removeDotSegments(merged);
  const rooted = directory.charCodeAt(0) === 47;
  if (directory === "") {
    if (path === "")
      return ".";
    if (path.charCodeAt(0) === 47)
      return void 0;
    return guardFirstSegment(path);
  }
  if (rooted !== (path.charCodeAt(0) === 47) || path === "")
    return void 0;
  const inner = directory.slice(rooted ? 1 : 0, directory.length - 1);
  const directories = directory === "/" ? [] : inner.split("/");
  const segments = (rooted ? path.slice(1) : path).split("/");
  let common = 0;
  while (common < directories.length && common < segments.length - 1 && directories[common] === segments[common])
    common++;
  const ups = directories.length - common;
  const rest = segments.slice(common).join("/");
  if (rest === "")
    return ups === 0 ? "." : "../".repeat(ups - 1) + "..";
  if (ups > 0)
    return "../".repeat(ups) + rest;
  return guardFirstSegment(rest);
}
function guardFirstSegment(path) {
  if (path.charCodeAt(0) === 47)
    return "./" + path;
  const slash = path.indexOf("/");
  const colon = path.indexOf(":");
  if (colon >= 0 && (slash < 0 || colon < slash))
    return "./" + path;
  return path;
}
function relativize(base, target) {
  expectString(base, "relativize", "base");
  expectString(target, "relativize", "target");
  const parsedBase = parseBase(base);
  const effective = resolveComponents(parsedBase, parseUri(target));
  const absolute = recompose(effective);
  if (effective.scheme !== parsedBase.scheme)
    return absolute;
  const fragment = effective.fragment !== void 0 ? "#" + effective.fragment : "";
  const tail = (effective.query !== void 0 ? "?" + effective.query : "") + fragment;
  const candidates = [];
  const sameAuthority = effective.host === parsedBase.host && effective.userinfo === parsedBase.userinfo && effective.port === parsedBase.port;
  if (sameAuthority) {
    if (effective.path === parsedBase.path) {
      if (effective.query === parsedBase.query)
        candidates.push(fragment);
      else if (effective.query !== void 0)
        candidates.push(tail);
    }
    const relative = relativePath(parsedBase, effective.path);
    if (relative !== void 0)
      candidates.push(relative + tail);
    if (effective.path.charCodeAt(0) === 47) {
      const slashSlash = effective.path.charCodeAt(1) === 47;
      candidates.push((slashSlash && effective.host !== void 0 ? "/." : "") + effective.path + tail);
    }
  }
  if (effective.host !== void 0) {
    const userinfo = effective.userinfo !== void 0 ? effective.userinfo + "@" : "";
    const port = effective.port !== void 0 ? ":" + effective.port : "";
    candidates.push("//" + userinfo + effective.host + port + effective.path + tail);
  }
  let best;
  for (const candidate of candidates) {
    if ((best === void 0 || candidate.length < best.length) && resolvesTo(parsedBase, candidate, effective))
      best = candidate;
  }
  return best !== void 0 && best.length <= absolute.length ? best : absolute;
}

// ../../packages/iri/dist/iri-char-class.js
var UCSCHAR = [
  160,
  55295,
  63744,
  64975,
  65008,
  65519,
  65536,
  131069,
  131072,
  196605,
  196608,
  262141,
  262144,
  327677,
  327680,
  393213,
  393216,
  458749,
  458752,
  524285,
  524288,
  589821,
  589824,
  655357,
  655360,
  720893,
  720896,
  786429,
  786432,
  851965,
  851968,
  917501,
  921600,
  983037
];
var IPRIVATE = [57344, 63743, 983040, 1048573, 1048576, 1114109];
function inRanges(ranges, codePoint) {
  for (let i = 0; i < ranges.length; i += 2) {
    if (codePoint < ranges[i])
      return false;
    if (codePoint <= ranges[i + 1])
      return true;
  }
  return false;
}
function isUcschar(codePoint) {
  return inRanges(UCSCHAR, codePoint);
}
function isIprivate(codePoint) {
  return inRanges(IPRIVATE, codePoint);
}

// ../../packages/iri/dist/iri-error.js
var IRI_RULES = {
  userinfo: "iuserinfo",
  "reg-name": "ireg-name",
  host: "ihost",
  path: "ipath",
  query: "iquery",
  fragment: "ifragment",
  "URI-reference": "IRI-reference",
  "relative-ref": "irelative-ref",
  URI: "IRI"
};
function iriSyntaxError(error) {
  const rule = IRI_RULES[error.rule] ?? error.rule;
  const detail = error.detail.replace(/ in (userinfo|host|path|query|fragment)$/, " in i$1");
  return new UriError(error.code, error.index, { rule, detail, cite: "RFC 3987 \xA72.2", subject: error.subject });
}

// ../../packages/iri/dist/scan-iri.js
var LOW_LINE = 95;
var LEFT_SQUARE_BRACKET2 = 91;
var split = new Int32Array(OFFSET_SLOTS);
function scanIriReference(text, out) {
  let first = -1;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) >= 128) {
      first = i;
      break;
    }
  }
  if (first < 0)
    return scanUriReference(text, out);
  splitUriReference(text, split);
  const queryStart = split[QUERY_START];
  const queryEnd = split[QUERY_END];
  const hostStart = split[HOST_START];
  const literalEnd = hostStart >= 0 && text.charCodeAt(hostStart) === LEFT_SQUARE_BRACKET2 ? split[HOST_END] : -1;
  const units = [];
  for (let i = 0; i < first; i++)
    units.push(text.charCodeAt(i));
  for (let i = first; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 128) {
      units.push(unit);
      continue;
    }
    const codePoint = text.codePointAt(i);
    const width = codePoint > 65535 ? 2 : 1;
    const inLiteral = i > hostStart && i < literalEnd;
    const allowed = !inLiteral && (isUcschar(codePoint) || isIprivate(codePoint) && i >= queryStart && i < queryEnd);
    if (allowed) {
      units.push(LOW_LINE);
      if (width === 2)
        units.push(LOW_LINE);
    } else {
      units.push(unit);
      if (width === 2)
        units.push(text.charCodeAt(i + 1));
    }
    i += width - 1;
  }
  let standIn = "";
  for (let k = 0; k < units.length; k += 8192)
    standIn += String.fromCharCode(...units.slice(k, k + 8192));
  return scanUriReference(standIn, out);
}

// ../../packages/iri/dist/encode-iri.js
function percentEncodeNonAscii(text) {
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 128)
      continue;
    const codePoint = text.codePointAt(i);
    const width = codePoint > 65535 ? 2 : 1;
    out += text.slice(from, i) + encodeURIComponent(text.slice(i, i + width));
    i += width - 1;
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}
var scratch4 = new Int32Array(OFFSET_SLOTS);
function encodeIri(iri) {
  expectString(iri, "encodeIri");
  if (scanIriReference(iri, scratch4) !== ERR_NONE)
    throw iriSyntaxError(errorFromOffsets(iri, scratch4));
  return percentEncodeNonAscii(iri);
}

// ../../packages/normalizer/dist/generated/plainly-normal.js
var PLAINLY_NORMAL = /^[a-z][+\-.0-9a-z]*:(?:\/\/[!$&-.0-9;=_a-z~]*(?=\/)|(?!\/\/))[!$&-.0-;=@-Z_a-z~]*(?:\/(?!\.\.?(?:[\/?#]|$))[!$&-.0-;=@-Z_a-z~]*)*(?:\?[!$&-;=?-Z_a-z~]*)?(?:#[!$&-;=?-Z_a-z~]*)?$/;

// ../../packages/normalizer/dist/is-plainly-normal.js
function isPlainlyNormal(text) {
  return PLAINLY_NORMAL.test(text);
}

// ../../packages/normalizer/dist/normalize-percent-encoding.js
var DECODE_UNRESERVED = 1 << 0;
var UPPERCASE_PERCENT_ENCODING = 1 << 1;
var LOWERCASE_LETTERS = 1 << 2;
var HEX_UPPER = "0123456789ABCDEF";
function hexValue(c) {
  return c <= 57 ? c - 48 : (c | 32) - 87;
}
function normalizePercentEncoding(text, start, end, flags) {
  const decodeUnreserved = (flags & DECODE_UNRESERVED) !== 0;
  const uppercaseHex = (flags & UPPERCASE_PERCENT_ENCODING) !== 0;
  const lowercase = (flags & LOWERCASE_LETTERS) !== 0;
  let percent = text.indexOf("%", start);
  if (percent < 0 || percent >= end) {
    return lowercase ? text.slice(start, end).toLowerCase() : text.slice(start, end);
  }
  let out = "";
  let runStart = start;
  while (percent >= 0 && percent < end) {
    const high = text.charCodeAt(percent + 1);
    const low = text.charCodeAt(percent + 2);
    const octet = hexValue(high) << 4 | hexValue(low);
    let replacement;
    if (decodeUnreserved && octet < 128 && (CHAR_CLASS[octet] & UNRESERVED) !== 0) {
      replacement = String.fromCharCode(lowercase && octet >= 65 && octet <= 90 ? octet + 32 : octet);
    } else if (uppercaseHex && (high >= 97 || low >= 97)) {
      replacement = "%" + HEX_UPPER[octet >> 4] + HEX_UPPER[octet & 15];
    } else {
      percent = text.indexOf("%", percent + 3);
      continue;
    }
    if (runStart < percent)
      out += lowercase ? lowercaseOutsidePercent(text, runStart, percent) : text.slice(runStart, percent);
    out += replacement;
    runStart = percent + 3;
    percent = text.indexOf("%", runStart);
  }
  if (runStart < end)
    out += lowercase ? lowercaseOutsidePercent(text, runStart, end) : text.slice(runStart, end);
  return out;
}
function lowercaseOutsidePercent(text, start, end) {
  let out = "";
  let runStart = start;
  let percent = text.indexOf("%", start);
  while (percent >= 0 && percent < end) {
    out += text.slice(runStart, percent).toLowerCase() + text.slice(percent, percent + 3);
    runStart = percent + 3;
    percent = text.indexOf("%", runStart);
  }
  return out + text.slice(runStart, end).toLowerCase();
}

// ../../packages/normalizer/dist/normalize-host.js
var LOWERCASE_HOST = 1 << 3;
var IPV6_CANONICAL = 1 << 4;
function normalizeHost(text, start, end, kind, flags) {
  const lowercase = (flags & LOWERCASE_HOST) !== 0;
  switch (kind) {
    case HOST_KIND_REG_NAME:
      return normalizePercentEncoding(text, start, end, lowercase ? flags | LOWERCASE_LETTERS : flags & ~LOWERCASE_LETTERS);
    case HOST_KIND_IPV6:
      if ((flags & IPV6_CANONICAL) !== 0)
        return "[" + formatIPv6(parseIPv6(text.slice(start + 1, end - 1))) + "]";
      return lowercase ? text.slice(start, end).toLowerCase() : text.slice(start, end);
    case HOST_KIND_IPVFUTURE:
      return lowercase ? text.slice(start, end).toLowerCase() : text.slice(start, end);
    default:
      return text.slice(start, end);
  }
}

// ../../packages/normalizer/dist/normalize.js
function everyStepOn(o) {
  return o === void 0 || o.decodeUnreserved !== false && o.lowercaseScheme !== false && o.lowercaseHost !== false && o.uppercasePercentEncoding !== false && o.removeDotSegments !== false && o.removeDefaultPort !== false && o.emptyPathToSlash !== false && o.ipv6Canonical !== false;
}
var scratch5 = new Int32Array(OFFSET_SLOTS);
function hasPortValue(text, start, end, port) {
  let i = start;
  while (i < end - 1 && text.charCodeAt(i) === 48)
    i++;
  const digits = String(port);
  return end - i === digits.length && text.startsWith(digits, i);
}
function hasUpperCase(text, start, end) {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90)
      return true;
  }
  return false;
}
function isAlreadyNormal(text, hostKind) {
  if (text.indexOf("%") >= 0)
    return false;
  if (hostKind === HOST_KIND_IPV6 || hostKind === HOST_KIND_IPVFUTURE)
    return false;
  if (scratch5[PORT_START] >= 0)
    return false;
  const schemeStart = scratch5[SCHEME_START];
  if (schemeStart >= 0 && hasUpperCase(text, schemeStart, scratch5[SCHEME_END]))
    return false;
  const hostStart = scratch5[HOST_START];
  if (hostStart >= 0 && hasUpperCase(text, hostStart, scratch5[HOST_END]))
    return false;
  const pathStart = scratch5[PATH_START];
  const pathEnd = scratch5[PATH_END];
  if (pathStart === pathEnd) {
    if (hostStart >= 0 && schemeStart >= 0 && hasAuthority(text.slice(schemeStart, scratch5[SCHEME_END])) === true)
      return false;
    return true;
  }
  if (text.charCodeAt(pathStart) !== SOLIDUS)
    return true;
  const path = text.slice(pathStart, pathEnd);
  return removeDotSegments(path) === path;
}
function normalizeOrUndefined(text, options) {
  if (options?.iri !== void 0 || options?.domainToAscii !== void 0) {
    if (options.iri !== true && options.iri !== false && options.iri !== void 0)
      throw new RangeError("normalize: option iri must be a boolean");
    if (options.domainToAscii !== void 0 && typeof options.domainToAscii !== "function") {
      throw new RangeError("normalize: option domainToAscii must be a function");
    }
    if (options.iri === true) {
      try {
        text = encodeIri(text);
      } catch {
        return void 0;
      }
      if (options.domainToAscii !== void 0)
        text = withAsciiDomain(text, options.domainToAscii);
    }
  }
  const allOn = everyStepOn(options);
  if (allOn && isPlainlyNormal(text))
    return text;
  if (scanUriReference(text, scratch5) !== ERR_NONE)
    return void 0;
  const schemeStart = scratch5[SCHEME_START];
  const schemeEnd = scratch5[SCHEME_END];
  const userinfoStart = scratch5[USERINFO_START];
  const userinfoEnd = scratch5[USERINFO_END];
  const hostStart = scratch5[HOST_START];
  const hostEnd = scratch5[HOST_END];
  const hostKind = scratch5[HOST_KIND];
  const portStart = scratch5[PORT_START];
  const portEnd = scratch5[PORT_END];
  const pathStart = scratch5[PATH_START];
  const pathEnd = scratch5[PATH_END];
  const queryStart = scratch5[QUERY_START];
  const queryEnd = scratch5[QUERY_END];
  const fragmentStart = scratch5[FRAGMENT_START];
  const fragmentEnd = scratch5[FRAGMENT_END];
  if (allOn && isAlreadyNormal(text, hostKind))
    return text;
  let flags = 0;
  if (options?.decodeUnreserved !== false)
    flags |= DECODE_UNRESERVED;
  if (options?.uppercasePercentEncoding !== false)
    flags |= UPPERCASE_PERCENT_ENCODING;
  if (options?.lowercaseHost !== false)
    flags |= LOWERCASE_HOST;
  if (options?.ipv6Canonical !== false)
    flags |= IPV6_CANONICAL;
  let result = "";
  let scheme;
  if (schemeStart >= 0) {
    scheme = text.slice(schemeStart, schemeEnd);
    if (options?.lowercaseScheme !== false)
      scheme = scheme.toLowerCase();
    result = scheme + ":";
  }
  const hasAuthorityComponent = hostStart >= 0;
  if (hasAuthorityComponent) {
    result += "//";
    if (userinfoStart >= 0)
      result += normalizePercentEncoding(text, userinfoStart, userinfoEnd, flags) + "@";
    result += normalizeHost(text, hostStart, hostEnd, hostKind, flags);
    if (portStart >= 0) {
      let omit = false;
      if (options?.removeDefaultPort !== false) {
        if (portStart === portEnd)
          omit = true;
        else if (scheme !== void 0) {
          const port = defaultPort(scheme);
          omit = port !== void 0 && hasPortValue(text, portStart, portEnd, port);
        }
      }
      if (!omit)
        result += ":" + text.slice(portStart, portEnd);
    }
  }
  let path = normalizePercentEncoding(text, pathStart, pathEnd, flags);
  const isHierarchical = path.charCodeAt(0) === SOLIDUS;
  if (options?.removeDotSegments !== false && isHierarchical) {
    path = removeDotSegments(path);
    if (!hasAuthorityComponent && path.charCodeAt(0) === SOLIDUS && path.charCodeAt(1) === SOLIDUS)
      path = "/." + path;
  }
  if (path === "" && hasAuthorityComponent && scheme !== void 0 && options?.emptyPathToSlash !== false && hasAuthority(scheme) === true) {
    path = "/";
  }
  result += path;
  if (queryStart >= 0)
    result += "?" + normalizePercentEncoding(text, queryStart, queryEnd, flags);
  if (fragmentStart >= 0)
    result += "#" + normalizePercentEncoding(text, fragmentStart, fragmentEnd, flags);
  return result;
}
function normalize(text, options) {
  expectString(text, "normalize");
  if (options?.iri === true)
    encodeIri(text);
  const normalized = normalizeOrUndefined(text, options);
  if (normalized === void 0)
    throw errorFromOffsets(text, scratch5);
  return normalized;
}
function withAsciiDomain(uri, domainToAscii) {
  if (scanUriReference(uri, scratch5) !== ERR_NONE)
    return uri;
  const start = scratch5[HOST_START];
  const end = scratch5[HOST_END];
  if (start < 0 || scratch5[HOST_KIND] === HOST_KIND_IPV6 || scratch5[HOST_KIND] === HOST_KIND_IPVFUTURE)
    return uri;
  try {
    const host = decodeURIComponent(uri.slice(start, end));
    if (!/[^\0-\x7f]/.test(host))
      return uri;
    return uri.slice(0, start) + domainToAscii(host) + uri.slice(end);
  } catch {
    return uri;
  }
}

// src/messages.ts
var INVISIBLE = new RegExp("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Co}\\p{Cn}\\p{Cs}\\p{M}\\p{Default_Ignorable_Code_Point}]|(?! )\\p{Zs}", "u");
function codePointName(codePoint) {
  return "U+" + codePoint.toString(16).toUpperCase().padStart(4, "0");
}
function isInvisible(codePoint) {
  return INVISIBLE.test(String.fromCodePoint(codePoint));
}
function utf8SequenceLength(bytes, i, end) {
  const b0 = bytes[i];
  if (b0 < 128) return 1;
  let length;
  let low = 128;
  let high = 191;
  if (b0 >= 194 && b0 <= 223) length = 2;
  else if (b0 >= 224 && b0 <= 239) {
    length = 3;
    if (b0 === 224) low = 160;
    if (b0 === 237) high = 159;
  } else if (b0 >= 240 && b0 <= 244) {
    length = 4;
    if (b0 === 240) low = 144;
    if (b0 === 244) high = 143;
  } else return 0;
  if (i + length > end) return 0;
  if (bytes[i + 1] < low || bytes[i + 1] > high) return 0;
  for (let k = 2; k < length; k++) if (bytes[i + k] < 128 || bytes[i + k] > 191) return 0;
  return length;
}
function humanMessage(text, error, bytes, lineStart = 0, lineEnd = bytes?.length ?? 0) {
  const message = error.message;
  if (error.index >= text.length) return message;
  const codePoint = text.codePointAt(error.index);
  const quoted = JSON.stringify(String.fromCodePoint(codePoint));
  const at = message.indexOf(quoted);
  if (at < 0) return message;
  let shown;
  const byteIndex = lineStart + error.index;
  if (bytes !== void 0 && byteIndex < lineEnd && utf8SequenceLength(bytes, byteIndex, lineEnd) === 0) {
    const hex = "0x" + bytes[byteIndex].toString(16).toUpperCase().padStart(2, "0");
    const before = message.slice(0, at);
    if (before.endsWith("invalid character ")) {
      return before.slice(0, -"invalid character ".length) + `invalid UTF-8 (byte ${hex})` + message.slice(at + quoted.length);
    }
    shown = `invalid UTF-8 byte ${hex}`;
  } else if (isInvisible(codePoint)) shown = codePointName(codePoint);
  else if (codePoint >= 128) shown = `${quoted} (${codePointName(codePoint)})`;
  if (shown === void 0) return message;
  return message.slice(0, at) + shown + message.slice(at + quoted.length);
}
var slots = new Int32Array(OFFSET_SLOTS);

// src/transform-rows.ts
function lineTransform(spec) {
  if (spec.command === "normalize") return (text) => normalize(text);
  if (spec.command === "resolve") {
    const { base: base2, strict } = spec;
    return (text) => resolve(base2, text, { strict });
  }
  const { base } = spec;
  return (text) => relativize(base, text);
}
function transformRows(result, options, apply, stats, out, report) {
  let failed = 0;
  for (let i = 0; i < result.length; i++) {
    countLine(stats, result, i, options.stats);
    const text = result.line(i);
    try {
      out.line(apply(text));
    } catch (e) {
      if (!UriError.is(e)) throw e;
      failed++;
      const start = result.ranges[2 * i];
      const end = result.ranges[2 * i + 1];
      if (options.dropInvalid === true) out.line("");
      else if (!text.includes("\uFFFD")) out.line(text);
      else out.lineBytes(result.bytes.subarray(start, end));
      const message = humanMessage(text, e, result.bytes, start, end);
      report(`${options.name}:${options.lineOffset + result.firstLine + i + 1}:${e.index + 1}: ${message}
`);
    }
  }
  return failed;
}

// src/transform-worker.ts
var encoder = new TextEncoder();
var LINE_FEED = new Uint8Array([10]);
var cached;
function transformBatch(result, options) {
  if (cached?.options !== options) cached = { options, apply: lineTransform(options.spec) };
  const stats = new Stats();
  const chunks = [];
  let lines = [];
  const flushLines = () => {
    if (lines.length > 0) chunks.push(encoder.encode(lines.join("\n") + "\n"));
    lines = [];
  };
  const reports = [];
  const sink = {
    line: (text) => void lines.push(text),
    lineBytes: (raw) => {
      flushLines();
      chunks.push(raw.slice(), LINE_FEED);
    }
  };
  const failed = transformRows(result, options, cached.apply, stats, sink, (text) => reports.push(text));
  flushLines();
  const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  const value = { bytes, reports: reports.join(""), failed, counts: statsCounts(stats) };
  return { value, transfer: bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer] : [] };
}
export {
  transformBatch as default
};
