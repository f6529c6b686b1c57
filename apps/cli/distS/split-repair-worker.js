import { createRequire as __urikitRequire } from "node:module"; const require = __urikitRequire(import.meta.url);
var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// ../../packages/core/dist/offsets-layout.js
var SCHEME_START, SCHEME_END, USERINFO_START, USERINFO_END, HOST_START, HOST_END, PORT_START, PORT_END, PATH_START, PATH_END, QUERY_START, QUERY_END, FRAGMENT_START, FRAGMENT_END, HOST_KIND, ERROR_CODE, ERROR_INDEX, OFFSET_SLOTS, HOST_KIND_NONE, HOST_KIND_REG_NAME, HOST_KIND_IPV4, HOST_KIND_IPV6, HOST_KIND_IPVFUTURE, HOST_KIND_NAMES, COMPONENT_NAMES;
var init_offsets_layout = __esm({
  "../../packages/core/dist/offsets-layout.js"() {
    "use strict";
    SCHEME_START = 0;
    SCHEME_END = 1;
    USERINFO_START = 2;
    USERINFO_END = 3;
    HOST_START = 4;
    HOST_END = 5;
    PORT_START = 6;
    PORT_END = 7;
    PATH_START = 8;
    PATH_END = 9;
    QUERY_START = 10;
    QUERY_END = 11;
    FRAGMENT_START = 12;
    FRAGMENT_END = 13;
    HOST_KIND = 14;
    ERROR_CODE = 15;
    ERROR_INDEX = 16;
    OFFSET_SLOTS = 17;
    HOST_KIND_NONE = 0;
    HOST_KIND_REG_NAME = 1;
    HOST_KIND_IPV4 = 2;
    HOST_KIND_IPV6 = 3;
    HOST_KIND_IPVFUTURE = 4;
    HOST_KIND_NAMES = [void 0, "reg-name", "ipv4", "ipv6", "ipvfuture"];
    COMPONENT_NAMES = ["scheme", "userinfo", "host", "port", "path", "query", "fragment"];
  }
});

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
var init_expect_string = __esm({
  "../../packages/core/dist/expect-string.js"() {
    "use strict";
  }
});

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
var init_expect_string2 = __esm({
  "../../packages/ip/dist/expect-string.js"() {
    "use strict";
  }
});

// ../../packages/ip/dist/char-class.js
function isDigit(c) {
  return c >= DIGIT_ZERO && c <= DIGIT_NINE;
}
function isHexdig(c) {
  const folded = c | 32;
  return isDigit(c) || folded >= LATIN_SMALL_LETTER_A && folded <= LATIN_SMALL_LETTER_F;
}
var FULL_STOP, DIGIT_ZERO, DIGIT_NINE, COLON, LATIN_SMALL_LETTER_A, LATIN_SMALL_LETTER_F, IPVFUTURE_PREFIX;
var init_char_class = __esm({
  "../../packages/ip/dist/char-class.js"() {
    "use strict";
    FULL_STOP = 46;
    DIGIT_ZERO = 48;
    DIGIT_NINE = 57;
    COLON = 58;
    LATIN_SMALL_LETTER_A = 97;
    LATIN_SMALL_LETTER_F = 102;
    IPVFUTURE_PREFIX = /[vV](?:[0-9A-Fa-f]+(?:\.[A-Za-z0-9\-._~!$&'()*+,;=:]*)?)?/y;
  }
});

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
var init_ipv4_address = __esm({
  "../../packages/ip/dist/ipv4-address.js"() {
    "use strict";
    init_expect_string2();
    init_char_class();
  }
});

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
var init_ipv6_address = __esm({
  "../../packages/ip/dist/ipv6-address.js"() {
    "use strict";
    init_expect_string2();
    init_char_class();
    init_ipv4_address();
  }
});

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
var init_ipv_future = __esm({
  "../../packages/ip/dist/ipv-future.js"() {
    "use strict";
    init_expect_string2();
    init_char_class();
  }
});

// ../../packages/ip/dist/index.js
var init_dist = __esm({
  "../../packages/ip/dist/index.js"() {
    "use strict";
    init_ipv4_address();
    init_ipv6_address();
    init_ipv_future();
  }
});

// ../../packages/core/dist/generated/grammar.js
var ALPHA, DIGIT, HEXDIG, SCHEME_CHAR, PCHAR, QUERY, USERINFO, REG_NAME, CHAR_CLASS_RANGES, SCHEME_RUN, USERINFO_RUN, REG_NAME_RUN, DIGIT_RUN, PATH_RUN, SEGMENT_NZ_NC_RUN, QUERY_RUN, COMMON_SHAPE, COMMON_SHAPE_TEST;
var init_grammar = __esm({
  "../../packages/core/dist/generated/grammar.js"() {
    "use strict";
    ALPHA = 1;
    DIGIT = 2;
    HEXDIG = 4;
    SCHEME_CHAR = 8;
    PCHAR = 64;
    QUERY = 128;
    USERINFO = 256;
    REG_NAME = 512;
    CHAR_CLASS_RANGES = ["AZaz", "09", "09AFaf", "++-.09AZaz", "-.09AZ__az~~", "!!$$&,;;==", "!!$$&.0;==@Z__az~~", "!!$$&;==?Z__az~~", "!!$$&.0;==AZ__az~~", "!!$$&.09;;==AZ__az~~", "##//::?@[[]]"];
    SCHEME_RUN = /[+\-.0-9A-Za-z]*/y;
    USERINFO_RUN = /[!$&-.0-;=A-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-.0-;=A-Z_a-z~]*)*/y;
    REG_NAME_RUN = /[!$&-.0-9;=A-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-.0-9;=A-Z_a-z~]*)*/y;
    DIGIT_RUN = /[0-9]*/y;
    PATH_RUN = /[!$&-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=@-Z_a-z~]*)*/y;
    SEGMENT_NZ_NC_RUN = /[!$&-.0-9;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-.0-9;=@-Z_a-z~]*)*/y;
    QUERY_RUN = /[!$&-;=?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=?-Z_a-z~]*)*/y;
    COMMON_SHAPE = /([A-Za-z][+\-.0-9A-Za-z]*):(?:\/\/([!$&-.0-9;=A-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-.0-9;=A-Z_a-z~]*)*)(?::([0-9]*))?((?:\/[!$&-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=@-Z_a-z~]*)*)?)|([!$&-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=@-Z_a-z~]*)*))(?:\?([!$&-;=?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=?-Z_a-z~]*)*))?(?:#([!$&-;=?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=?-Z_a-z~]*)*))?/y;
    COMMON_SHAPE_TEST = /(?:[A-Za-z][+\-.0-9A-Za-z]*):(?:\/\/(?:[!$&-.0-9;=A-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-.0-9;=A-Z_a-z~]*)*)(?::(?:[0-9]*))?(?:(?:\/[!$&-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=@-Z_a-z~]*)*)?)|(?:[!$&-;=@-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=@-Z_a-z~]*)*))(?:\?(?:[!$&-;=?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=?-Z_a-z~]*)*))?(?:#(?:[!$&-;=?-Z_a-z~]*(?:%[0-9A-Fa-f]{2}[!$&-;=?-Z_a-z~]*)*))?/y;
  }
});

// ../../packages/core/dist/char-class.js
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
function hasCharClass(c, flag) {
  return c < 128 && (CHAR_CLASS[c] & flag) !== 0;
}
var PERCENT_SIGN, SOLIDUS, COLON2, QUESTION_MARK, NUMBER_SIGN, COMMERCIAL_AT, LEFT_SQUARE_BRACKET, RIGHT_SQUARE_BRACKET, CHAR_CLASS;
var init_char_class2 = __esm({
  "../../packages/core/dist/char-class.js"() {
    "use strict";
    init_grammar();
    init_grammar();
    PERCENT_SIGN = 37;
    SOLIDUS = 47;
    COLON2 = 58;
    QUESTION_MARK = 63;
    NUMBER_SIGN = 35;
    COMMERCIAL_AT = 64;
    LEFT_SQUARE_BRACKET = 91;
    RIGHT_SQUARE_BRACKET = 93;
    CHAR_CLASS = buildCharClass();
  }
});

// ../../packages/core/dist/scan-uri-reference.js
function is(c, flag) {
  return (CHAR_CLASS[c] & flag) !== 0;
}
function skipRun(s, i, run) {
  run.lastIndex = i;
  run.test(s);
  return run.lastIndex;
}
function checkPctEncoded(s, i, end) {
  expectString(s, "checkPctEncoded");
  return pctEncodedFailure(s, i, end);
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
var ERR_NONE, ERR_UNEXPECTED_CHAR, ERR_INVALID_SCHEME, ERR_INVALID_PORT, ERR_INVALID_PCT_ENCODED, ERR_INVALID_IP_LITERAL, ERR_UNCLOSED_IP_LITERAL, AUTHORITY_RUN;
var init_scan_uri_reference = __esm({
  "../../packages/core/dist/scan-uri-reference.js"() {
    "use strict";
    init_expect_string();
    init_dist();
    init_char_class2();
    init_offsets_layout();
    init_grammar();
    ERR_NONE = 0;
    ERR_UNEXPECTED_CHAR = 1;
    ERR_INVALID_SCHEME = 2;
    ERR_INVALID_PORT = 4;
    ERR_INVALID_PCT_ENCODED = 5;
    ERR_INVALID_IP_LITERAL = 6;
    ERR_UNCLOSED_IP_LITERAL = 7;
    AUTHORITY_RUN = /[^/?#]*/y;
  }
});

// ../../packages/core/dist/common-shape.js
function isCommonShape(s) {
  COMMON_SHAPE_TEST.lastIndex = 0;
  return COMMON_SHAPE_TEST.test(s) && COMMON_SHAPE_TEST.lastIndex === s.length;
}
var init_common_shape = __esm({
  "../../packages/core/dist/common-shape.js"() {
    "use strict";
    init_grammar();
  }
});

// ../../packages/core/dist/uri-error.js
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
var URI_ERROR_CODES, MARK, RULE_SECTIONS, UriError;
var init_uri_error = __esm({
  "../../packages/core/dist/uri-error.js"() {
    "use strict";
    init_expect_string();
    URI_ERROR_CODES = [
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
    MARK = /* @__PURE__ */ Symbol.for("urikit.UriError");
    RULE_SECTIONS = {
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
    UriError = class _UriError extends Error {
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
  }
});

// ../../packages/core/dist/parse.js
function slice(text, offsets, startSlot, endSlot) {
  const start = offsets[startSlot];
  return start < 0 ? void 0 : text.slice(start, offsets[endSlot]);
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
function parse(text) {
  expectString(text, "parse");
  return parseReference(text);
}
var scratch;
var init_parse = __esm({
  "../../packages/core/dist/parse.js"() {
    "use strict";
    init_expect_string();
    init_offsets_layout();
    init_common_shape();
    init_scan_uri_reference();
    init_uri_error();
    scratch = new Int32Array(OFFSET_SLOTS);
  }
});

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
var init_split_uri_reference = __esm({
  "../../packages/core/dist/split-uri-reference.js"() {
    "use strict";
    init_dist();
    init_expect_string();
    init_char_class2();
    init_offsets_layout();
  }
});

// ../../packages/core/dist/offsets.js
var init_offsets = __esm({
  "../../packages/core/dist/offsets.js"() {
    "use strict";
    init_offsets_layout();
    init_scan_uri_reference();
    init_parse();
    init_split_uri_reference();
  }
});

// ../../packages/core/dist/validate.js
function isUriReference(text) {
  if (typeof text !== "string")
    return false;
  return isCommonShape(text) || scanReference(text, scratch2) === ERR_NONE;
}
function classifyHost(host) {
  if (typeof host !== "string")
    return void 0;
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (c === 47 || c === 63 || c === 35 || c === 64 || c === 58) {
      if (c === 58 && host.charCodeAt(0) === 91)
        continue;
      return void 0;
    }
  }
  if (scanReference("//" + host, scratch2) !== ERR_NONE)
    return void 0;
  return HOST_KIND_NAMES[scratch2[HOST_KIND]];
}
var scratch2;
var init_validate = __esm({
  "../../packages/core/dist/validate.js"() {
    "use strict";
    init_offsets_layout();
    init_common_shape();
    init_scan_uri_reference();
    scratch2 = new Int32Array(OFFSET_SLOTS);
  }
});

// ../../packages/core/dist/diagnose.js
function checkRun(s, start, end, rule, errors) {
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (hasCharClass(c, rule.flag) || c === rule.extra)
      continue;
    if (c === PERCENT_SIGN) {
      const bad = pctEncodedFailure(s, i, end);
      if (bad < 0) {
        i += 2;
        continue;
      }
      errors.push(new UriError("invalid-pct-encoded", bad, {
        rule: "pct-encoded",
        detail: `invalid percent-encoding in ${rule.component}: expected a hex digit after "%", found ${charAt(s, bad)}`
      }));
      continue;
    }
    errors.push(new UriError("unexpected-char", i, { rule: rule.rule, detail: `invalid character ${charAt(s, i)} in ${rule.component}` }));
    if (c >= 55296 && c <= 56319 && i + 1 < end) {
      const next = s.charCodeAt(i + 1);
      if (next >= 56320 && next <= 57343)
        i++;
    }
  }
}
function checkHost(s, start, end, errors) {
  if (start < end && s.charCodeAt(start) === 91) {
    let close = -1;
    for (let i = start + 1; i < end; i++) {
      if (s.charCodeAt(i) === RIGHT_SQUARE_BRACKET) {
        close = i;
        break;
      }
    }
    if (close < 0) {
      errors.push(new UriError("unclosed-ip-literal", start, { rule: "IP-literal", detail: `"[" is not closed by "]" within the authority` }));
      return;
    }
    const first = s.charCodeAt(start + 1);
    const bad = first === 118 || first === 86 ? checkIPvFuture(s, start + 1, close) : checkIPv6address(s, start + 1, close);
    if (bad >= 0) {
      errors.push(new UriError("invalid-ip-literal", bad, {
        rule: "IP-literal",
        detail: `invalid IP literal: ${charAt(s, bad)} cannot stand here in an IPv6address or IPvFuture`
      }));
    }
    if (close + 1 < end) {
      errors.push(new UriError("unexpected-char", close + 1, { rule: "host", detail: `invalid character ${charAt(s, close + 1)} in host` }));
    }
    return;
  }
  checkRun(s, start, end, REG_NAME_RULE, errors);
}
function diagnose(text) {
  expectString(text, "diagnose");
  if (scanReference(text, scratch3) === ERR_NONE)
    return [];
  const first = offsetsError(text, scratch3);
  const found = [];
  splitUriReference(text, parts);
  const schemeEnd = parts[SCHEME_END];
  if (parts[SCHEME_START] >= 0) {
    let ok = hasCharClass(text.charCodeAt(0), ALPHA);
    for (let i = 1; ok && i < schemeEnd; i++)
      ok = hasCharClass(text.charCodeAt(i), SCHEME_CHAR);
    if (!ok) {
      found.push(new UriError("invalid-scheme", schemeEnd, {
        rule: "scheme",
        detail: `":" ends a first segment that is not a scheme (a letter, then letters, digits, "+", "-" or ".")`
      }));
    }
  } else if (text.charCodeAt(parts[PATH_START]) === COLON2 && parts[HOST_START] < 0) {
    found.push(new UriError("invalid-scheme", 0, { rule: "scheme", detail: `empty scheme before ":"` }));
  }
  if (parts[USERINFO_START] >= 0)
    checkRun(text, parts[USERINFO_START], parts[USERINFO_END], USERINFO_RULE, found);
  if (parts[HOST_START] >= 0)
    checkHost(text, parts[HOST_START], parts[HOST_END], found);
  if (parts[PORT_START] >= 0) {
    for (let i = parts[PORT_START]; i < parts[PORT_END]; i++) {
      if (!hasCharClass(text.charCodeAt(i), DIGIT)) {
        found.push(new UriError("invalid-port", i, { rule: "port", detail: `invalid character ${charAt(text, i)} in port (digits only)` }));
        break;
      }
    }
  }
  checkRun(text, parts[PATH_START], parts[PATH_END], PATH_RULE, found);
  if (parts[QUERY_START] >= 0)
    checkRun(text, parts[QUERY_START], parts[QUERY_END], QUERY_RULE, found);
  if (parts[FRAGMENT_START] >= 0) {
    const start = parts[FRAGMENT_START];
    const end = parts[FRAGMENT_END];
    for (let i = start, from = start; i <= end; i++) {
      if (i === end || text.charCodeAt(i) === NUMBER_SIGN) {
        checkRun(text, from, i, FRAGMENT_RULE, found);
        if (i < end)
          found.push(new UriError("unexpected-char", i, { rule: "fragment", detail: `invalid character "#" in fragment` }));
        from = i + 1;
      }
    }
  }
  const errors = [first];
  for (const e of found)
    if (e.index > first.index)
      errors.push(e);
  return errors;
}
var scratch3, parts, USERINFO_RULE, REG_NAME_RULE, PATH_RULE, QUERY_RULE, FRAGMENT_RULE;
var init_diagnose = __esm({
  "../../packages/core/dist/diagnose.js"() {
    "use strict";
    init_dist();
    init_expect_string();
    init_char_class2();
    init_offsets_layout();
    init_parse();
    init_scan_uri_reference();
    init_split_uri_reference();
    init_uri_error();
    scratch3 = new Int32Array(OFFSET_SLOTS);
    parts = new Int32Array(OFFSET_SLOTS);
    USERINFO_RULE = { component: "userinfo", rule: "userinfo", flag: USERINFO, extra: -1 };
    REG_NAME_RULE = { component: "host", rule: "reg-name", flag: REG_NAME, extra: -1 };
    PATH_RULE = { component: "path", rule: "path", flag: PCHAR, extra: SOLIDUS };
    QUERY_RULE = { component: "query", rule: "query", flag: QUERY, extra: -1 };
    FRAGMENT_RULE = { component: "fragment", rule: "fragment", flag: QUERY, extra: -1 };
  }
});

// ../../packages/core/dist/index.js
var init_dist2 = __esm({
  "../../packages/core/dist/index.js"() {
    "use strict";
    init_uri_error();
    init_parse();
    init_validate();
    init_diagnose();
  }
});

// ../../packages/core/dist/engine.js
var init_engine = __esm({
  "../../packages/core/dist/engine.js"() {
    "use strict";
    init_expect_string();
    init_uri_error();
  }
});

// ../../packages/core/dist/chars.js
var init_chars = __esm({
  "../../packages/core/dist/chars.js"() {
    "use strict";
    init_char_class2();
  }
});

// ../../packages/security/dist/repair.js
function hex2(octet) {
  return "%" + octet.toString(16).toUpperCase().padStart(2, "0");
}
function utf8PercentEncode(cp) {
  if (cp < 128)
    return hex2(cp);
  if (cp < 2048)
    return hex2(192 | cp >> 6) + hex2(128 | cp & 63);
  if (cp < 65536)
    return hex2(224 | cp >> 12) + hex2(128 | cp >> 6 & 63) + hex2(128 | cp & 63);
  return hex2(240 | cp >> 18) + hex2(128 | cp >> 12 & 63) + hex2(128 | cp >> 6 & 63) + hex2(128 | cp & 63);
}
function copyEncoded(s, start, end, part, edits) {
  let out = "";
  let from = start;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (part.flag >= 0 ? hasCharClass(c, part.flag) || c === part.extra : c < 128 && c !== 37)
      continue;
    if (c === 37) {
      if (checkPctEncoded(s, i, end) < 0) {
        i += 2;
        continue;
      }
      if (part === HOST_PART)
        continue;
    }
    if (part === HOST_PART && c < 128)
      continue;
    const cp = s.codePointAt(i);
    const width = cp > 65535 ? 2 : 1;
    if (cp >= 55296 && cp <= 57343) {
      throw new UriError("invalid-utf8", i, { rule: "UTF8", detail: `a lone surrogate ${describeChar(s, i)} in ${part.name} has no UTF-8 form to percent-encode` });
    }
    const to = utf8PercentEncode(cp);
    const char = s.slice(i, i + width);
    const what = c === 37 ? `"%" not followed by two hex digits` : `${describeChar(s, i)}`;
    const how = cp >= 128 ? ", as UTF-8 (RFC 3987 \xA73.1)" : "";
    edits.push({ index: i, from: char, to, reason: `${what} is not allowed in ${part.name} (RFC 3986 ${part.section}); percent-encoded${how}` });
    out += s.slice(from, i) + to;
    i += width - 1;
    from = i + 1;
  }
  return out + s.slice(from, end);
}
function repair(text) {
  expectString(text, "repair");
  const parts2 = new Int32Array(OFFSET_SLOTS);
  splitUriReference(text, parts2);
  const edits = [];
  let out = "";
  if (parts2[SCHEME_START] >= 0)
    out += text.slice(0, parts2[SCHEME_END] + 1);
  if (parts2[HOST_START] >= 0) {
    out += "//";
    if (parts2[USERINFO_START] >= 0)
      out += copyEncoded(text, parts2[USERINFO_START], parts2[USERINFO_END], USERINFO_PART, edits) + "@";
    const hostStart2 = parts2[HOST_START];
    out += text.charCodeAt(hostStart2) === 91 ? text.slice(hostStart2, parts2[HOST_END]) : copyEncoded(text, hostStart2, parts2[HOST_END], HOST_PART, edits);
    if (parts2[PORT_START] >= 0)
      out += ":" + text.slice(parts2[PORT_START], parts2[PORT_END]);
  }
  out += copyEncoded(text, parts2[PATH_START], parts2[PATH_END], PATH_PART, edits);
  if (parts2[QUERY_START] >= 0)
    out += "?" + copyEncoded(text, parts2[QUERY_START], parts2[QUERY_END], QUERY_PART, edits);
  if (parts2[FRAGMENT_START] >= 0)
    out += "#" + copyEncoded(text, parts2[FRAGMENT_START], parts2[FRAGMENT_END], FRAGMENT_PART, edits);
  if (edits.length === 0 && out === text && isUriReference(text))
    return { uri: text, edits };
  if (isUriReference(out))
    return { uri: out, edits };
  const errors = diagnose(text);
  const hostStart = parts2[HOST_START];
  const unmendable = errors.find((e) => parts2[SCHEME_START] >= 0 && e.index <= parts2[SCHEME_END] || hostStart >= 0 && e.index >= hostStart && e.index <= (parts2[PORT_START] >= 0 ? parts2[PORT_END] : parts2[HOST_END]) || e.code === "invalid-scheme");
  throw unmendable ?? errors[0] ?? new UriError("unexpected-char", 0, { rule: "URI-reference", detail: "cannot be repaired" });
}
var USERINFO_PART, PATH_PART, QUERY_PART, FRAGMENT_PART, HOST_PART;
var init_repair = __esm({
  "../../packages/security/dist/repair.js"() {
    "use strict";
    init_offsets();
    init_chars();
    init_dist2();
    init_engine();
    USERINFO_PART = { name: "userinfo", section: "\xA73.2.1", flag: USERINFO, extra: -1 };
    PATH_PART = { name: "path", section: "\xA73.3", flag: PCHAR, extra: SOLIDUS };
    QUERY_PART = { name: "query", section: "\xA73.4", flag: QUERY, extra: -1 };
    FRAGMENT_PART = { name: "fragment", section: "\xA73.5", flag: QUERY, extra: -1 };
    HOST_PART = { name: "host", section: "\xA73.2.2", flag: -1, extra: -1 };
  }
});

// ../../packages/security/dist/index.js
var init_dist3 = __esm({
  "../../packages/security/dist/index.js"() {
    "use strict";
    init_repair();
  }
});

// ../../packages/uri/dist/index.js
var init_dist4 = __esm({
  "../../packages/uri/dist/index.js"() {
    "use strict";
    init_dist3();
  }
});

// src/repair-rows.ts
var repair_rows_exports = {};
__export(repair_rows_exports, {
  repairLine: () => repairLine
});
function repairLine(text) {
  try {
    const { uri } = repair(text);
    const parsed = parse(uri);
    return { uri, parsed, hostKind: parsed.host === void 0 ? void 0 : classifyHost(parsed.host) };
  } catch (e) {
    if (UriError.is(e)) return void 0;
    throw e;
  }
}
var init_repair_rows = __esm({
  "src/repair-rows.ts"() {
    "use strict";
    init_dist2();
    init_dist4();
  }
});

// src/split-rows.ts
init_offsets();
init_dist2();

// src/byte-rows.ts
var TAB = 9;
var LINE_FEED = 10;
var COMMA = 44;
var QUOTATION_MARK = 34;
var TEXT_PIECE = 1 << 14;
var CSV_QUOTED = /[",\r\n]/;
var TSV_ESCAPED = /[\\\t\n\r]/g;
var escapeTsv = (ch) => ch === "\\" ? "\\\\" : ch === "	" ? "\\t" : ch === "\n" ? "\\n" : "\\r";
var ByteRowWriter = class {
  #sink;
  #csv;
  #buffer = Buffer.allocUnsafe(1 << 20);
  #position = 0;
  #cellsInRow = 0;
  constructor(sink, format) {
    this.#sink = sink;
    this.#csv = format === "csv";
  }
  #reserve(n) {
    if (this.#position + n <= this.#buffer.length) return;
    this.flush();
    if (n > this.#buffer.length) this.#buffer = Buffer.allocUnsafe(n);
  }
  #separate() {
    if (this.#cellsInRow++ > 0) this.#buffer[this.#position++] = this.#csv ? COMMA : TAB;
  }
  /** A cell written as it is, in UTF-8 (`true`/`false`, names, the `--absent` marker). */
  raw(text) {
    this.#reserve(text.length * 3 + 1);
    this.#separate();
    let ascii = text.length <= 32;
    for (let i = 0; ascii && i < text.length; i++) if (text.charCodeAt(i) >= 128) ascii = false;
    if (ascii) {
      for (let i = 0; i < text.length; i++) this.#buffer[this.#position++] = text.charCodeAt(i);
    } else {
      this.#position += this.#buffer.write(text, this.#position, "utf8");
    }
  }
  /** A whole number ≥ 0, written digit by digit. */
  number(value) {
    this.#reserve(17);
    this.#separate();
    let digits = 1;
    for (let v2 = value; v2 >= 10; v2 = Math.floor(v2 / 10)) digits++;
    let p = this.#position + digits;
    this.#position = p;
    let v = value;
    do {
      this.#buffer[--p] = 48 + v % 10;
      v = Math.floor(v / 10);
    } while (v > 0);
  }
  /**
   * Bytes `source[start, end)` of a valid line: ASCII with no tab, CR, LF, backslash or quote (RFC 3986 §2), so
   * TSV needs no escaping; CSV quotes a cell holding a comma (a sub-delim).
   */
  uriBytes(source, start, end) {
    this.#reserve(end - start + 3);
    this.#separate();
    const buffer = this.#buffer;
    let p = this.#position;
    let quoted = false;
    if (this.#csv) {
      for (let i = start; i < end; i++) {
        if (source[i] === COMMA) {
          quoted = true;
          break;
        }
      }
      if (quoted) buffer[p++] = QUOTATION_MARK;
    }
    for (let i = start; i < end; i++) buffer[p++] = source[i];
    if (quoted) buffer[p++] = QUOTATION_MARK;
    this.#position = p;
  }
  /**
   * Any text (an error message, an invalid line, an attribute value): escaped for TSV, quoted for CSV, written as
   * UTF-8 in pieces, so that a cell of any length costs a piece's worth of memory beyond the text itself.
   */
  text(value) {
    const quoted = this.#csv && CSV_QUOTED.test(value);
    this.#reserve(2);
    this.#separate();
    if (quoted) this.#buffer[this.#position++] = QUOTATION_MARK;
    for (let from = 0; from < value.length; ) {
      let to = Math.min(value.length, from + TEXT_PIECE);
      const last = value.charCodeAt(to - 1);
      if (to < value.length && last >= 55296 && last <= 56319) to--;
      const piece = value.slice(from, to);
      from = to;
      const escaped = this.#csv ? quoted ? piece.replaceAll('"', '""') : piece : piece.replace(TSV_ESCAPED, escapeTsv);
      this.#reserve(escaped.length * 3 + 1);
      this.#position += this.#buffer.write(escaped, this.#position, "utf8");
    }
    if (quoted) {
      this.#reserve(1);
      this.#buffer[this.#position++] = QUOTATION_MARK;
    }
  }
  endRow() {
    this.#reserve(1);
    this.#buffer[this.#position++] = LINE_FEED;
    this.#cellsInRow = 0;
  }
  flush() {
    if (this.#position === 0) return;
    this.#sink.writeRaw(this.#buffer.subarray(0, this.#position));
    this.#position = 0;
  }
};

// src/messages.ts
init_offsets();
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
function rowErrorMessage(text, rows, row, bytes, lineStart, lineEnd) {
  for (let k = 0; k < OFFSET_SLOTS; k++) slots[k] = rows[row + k];
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return humanMessage(text, errorFromOffsets(text, slots), bytes, lineStart, lineEnd);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

// src/row-format.ts
var ALL_FIELDS = [
  "file",
  "line",
  "valid",
  "scheme",
  "userinfo",
  "host",
  "port",
  "path",
  "query",
  "fragment",
  "host_kind",
  "error_code",
  "error_index",
  "error_message",
  "input",
  "repaired"
];
var DEFAULT_FIELDS = ALL_FIELDS.filter((f) => f !== "input" && f !== "file" && f !== "repaired");
var REPAIR_FIELDS = [...DEFAULT_FIELDS, "repaired"];
function ndjsonRow(fields, cells) {
  const record2 = {};
  for (let k = 0; k < fields.length; k++) record2[fields[k]] = cells[k] ?? null;
  return JSON.stringify(record2);
}

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

// src/split-rows.ts
var repairRows;
async function loadRepair() {
  repairRows ??= await Promise.resolve().then(() => (init_repair_rows(), repair_rows_exports));
}
function repairOf(text) {
  if (repairRows === void 0) throw new Error("split rows with repair: true need `await loadRepair()` first");
  return repairRows.repairLine(text);
}
var FIELD_LINE = 7;
var FIELD_VALID = 8;
var FIELD_HOST_KIND = 9;
var FIELD_ERROR_CODE = 10;
var FIELD_ERROR_INDEX = 11;
var FIELD_ERROR_MESSAGE = 12;
var FIELD_INPUT = 13;
var FIELD_FILE = 14;
var FIELD_REPAIRED = 15;
var FIELD_ID = {
  file: FIELD_FILE,
  scheme: 0,
  userinfo: 1,
  host: 2,
  port: 3,
  path: 4,
  query: 5,
  fragment: 6,
  line: FIELD_LINE,
  valid: FIELD_VALID,
  host_kind: FIELD_HOST_KIND,
  error_code: FIELD_ERROR_CODE,
  error_index: FIELD_ERROR_INDEX,
  error_message: FIELD_ERROR_MESSAGE,
  input: FIELD_INPUT,
  repaired: FIELD_REPAIRED
};
var TAB2 = 9;
var LINE_FEED2 = 10;
var COMMA2 = 44;
var QUOTATION_MARK2 = 34;
function escapeCell(value, csv) {
  if (csv) return /[",\r\n]/.test(value) ? '"' + value.replaceAll('"', '""') + '"' : value;
  let escaped = "";
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if (c === 92) escaped += "\\\\";
    else if (c === TAB2) escaped += "\\t";
    else if (c === LINE_FEED2) escaped += "\\n";
    else if (c === 13) escaped += "\\r";
    else escaped += ch;
  }
  return escaped;
}
var utf8 = (text) => Buffer.from(text, "utf8");
var ROW_END = Uint8Array.of(LINE_FEED2);
var NDJSON_ROW_END = utf8("}\n");
var TextRowBlock = class {
  #format;
  #fields;
  #ids;
  /** What comes before each cell: nothing, a separator, or an NDJSON key (`{"line":`, `,"valid":`). */
  #before;
  #rowEnd;
  /** 0: never quote a component (TSV), 1: when it holds a comma (CSV), 2: always (NDJSON). */
  #quote;
  /** An absent component in a valid row: `--absent` in TSV/CSV, `null` in NDJSON. */
  #absentCell;
  #trueCell = utf8("true");
  #hostKinds;
  #name;
  #nameCell;
  /** The TSV/CSV cells an invalid line's row shares with every other: the file name, `false`, `--absent`. */
  #fileCell;
  #falseCell = utf8("false");
  #absent;
  #errorCodes;
  #lineOffset;
  /** Bytes a valid row may need besides copies of its line. */
  #rowSlack;
  /** How many cells of a row may copy its whole line (components and input; a field may be listed twice). */
  #lineCopies;
  #buffer;
  #view;
  #position = 0;
  constructor(options, initialBytes = 1 << 20) {
    const json = options.format === "ndjson";
    const csv = options.format === "csv";
    this.#format = options.format;
    this.#fields = json ? [...new Set(options.fields)] : options.fields;
    this.#ids = Int32Array.from(this.#fields, (field) => FIELD_ID[field]);
    this.#name = options.name;
    this.#fileCell = utf8(escapeCell(options.name, csv));
    this.#absent = utf8(options.absent);
    this.#errorCodes = URI_ERROR_CODES.map((code) => utf8(code));
    this.#lineOffset = options.lineOffset;
    this.#quote = json ? 2 : csv ? 1 : 0;
    this.#absentCell = json ? utf8("null") : this.#absent;
    const text = (value) => utf8(json ? JSON.stringify(value) : escapeCell(value, csv));
    this.#nameCell = text(options.name);
    this.#hostKinds = Array.from(HOST_KIND_NAMES, (kind) => kind === void 0 ? this.#absentCell : text(kind));
    this.#before = this.#fields.map((field, f) => utf8(json ? (f === 0 ? "{" : ",") + JSON.stringify(field) + ":" : f === 0 ? "" : csv ? "," : "	"));
    this.#rowEnd = json ? NDJSON_ROW_END : ROW_END;
    const widest = Math.max(16, this.#absentCell.length + 2, this.#nameCell.length, ...this.#hostKinds.map((b) => b.length));
    this.#rowSlack = this.#before.reduce((sum, b) => sum + b.length + widest, this.#rowEnd.length);
    const times = (id) => this.#ids.filter((x) => x === id).length;
    this.#lineCopies = times(FIELD_INPUT) + Math.max(0, ...Array.from({ length: COMPONENT_NAMES.length }, (_, k) => times(k)));
    this.#buffer = new Uint8Array(initialBytes);
    this.#view = new DataView(this.#buffer.buffer);
  }
  #reserve(n) {
    if (this.#position + n <= this.#buffer.length) return;
    const bigger = new Uint8Array(Math.max(2 * this.#buffer.length, this.#position + n));
    bigger.set(this.#buffer.subarray(0, this.#position));
    this.#buffer = bigger;
    this.#view = new DataView(bigger.buffer);
  }
  /** The rows written since the last `reset`, as a view valid until the next write. */
  view() {
    return this.#buffer.subarray(0, this.#position);
  }
  reset() {
    this.#position = 0;
  }
  /** Append one row per line of `result`. */
  rows(result, stats, detailed) {
    const count = result.length;
    if (count === 0) return;
    const ranges = result.ranges;
    const rows = result.rows;
    const bound = this.#lineCopies * (ranges[2 * count - 1] - ranges[0]) + count * this.#rowSlack;
    this.#reserve(bound);
    const lineNumber = this.#lineOffset + result.firstLine + 1;
    const sourceView = new DataView(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
    let valid = 0;
    for (let i = 0; i < count; i++) {
      if (rows[i * OFFSET_SLOTS + ERROR_CODE] === 0) {
        this.#validRow(result, i, lineNumber + i, sourceView);
        valid++;
      } else this.#invalidRow(result, i, lineNumber + i, bound);
    }
    if (detailed) for (let i = 0; i < count; i++) countLine(stats, result, i, true);
    else {
      stats.lines += count;
      stats.valid += valid;
    }
  }
  /** Copy `bytes` to the buffer. */
  #put(bytes) {
    const buffer = this.#buffer;
    let p = this.#position;
    for (let k = 0; k < bytes.length; k++) buffer[p++] = bytes[k];
    this.#position = p;
  }
  /** The row of valid line `i`: cells copied from its bytes, quoted as the format needs (never escaped). */
  #validRow(result, i, lineNumber, sourceView) {
    const buffer = this.#buffer;
    const source = result.bytes;
    const row = i * OFFSET_SLOTS;
    const lineStart = result.ranges[2 * i];
    const ids = this.#ids;
    for (let f = 0; f < ids.length; f++) {
      this.#put(this.#before[f]);
      const id = ids[f];
      if (id < COMPONENT_NAMES.length || id === FIELD_INPUT) {
        const at = id === FIELD_INPUT ? 0 : result.rows[row + 2 * id];
        if (at < 0) {
          this.#put(this.#absentCell);
          continue;
        }
        const start = lineStart + at;
        const end = id === FIELD_INPUT ? result.ranges[2 * i + 1] : lineStart + result.rows[row + 2 * id + 1];
        let quoted = this.#quote === 2;
        if (this.#quote === 1) for (let k = start; k < end && !quoted; k++) quoted = source[k] === COMMA2;
        let p = this.#position;
        if (quoted) buffer[p++] = QUOTATION_MARK2;
        p = copyBytes(buffer, this.#view, p, source, sourceView, start, end);
        if (quoted) buffer[p++] = QUOTATION_MARK2;
        this.#position = p;
      } else if (id === FIELD_LINE) this.#number(lineNumber);
      else if (id === FIELD_VALID) this.#put(this.#trueCell);
      else if (id === FIELD_REPAIRED) this.#put(this.#falseCell);
      else if (id === FIELD_HOST_KIND) this.#put(this.#hostKinds[result.rows[row + HOST_KIND]] ?? this.#absentCell);
      else if (id === FIELD_FILE) this.#put(this.#nameCell);
      else this.#put(this.#absentCell);
    }
    this.#put(this.#rowEnd);
  }
  /** A whole number ≥ 0 in ASCII digits. */
  #number(value) {
    let digits = 1;
    for (let v2 = value; v2 >= 10; v2 = Math.floor(v2 / 10)) digits++;
    let p = this.#position + digits;
    this.#position = p;
    let v = value;
    do {
      this.#buffer[--p] = 48 + v % 10;
      v = Math.floor(v / 10);
    } while (v > 0);
  }
  /** The row of an invalid line: its text decoded, escaped like any text cell; `room` stays free after it. */
  #invalidRow(result, i, lineNumber, room) {
    const bytes = result.bytes;
    const row = i * OFFSET_SLOTS;
    const lineStart = result.ranges[2 * i];
    const lineEnd = result.ranges[2 * i + 1];
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8", lineStart, lineEnd);
    const message = () => rowErrorMessage(text, result.rows, row, bytes, lineStart, lineEnd);
    let encoded;
    if (this.#format === "ndjson") {
      const cells = [];
      for (let f = 0; f < this.#ids.length; f++) {
        const id = this.#ids[f];
        if (id === FIELD_LINE) cells.push(lineNumber);
        else if (id === FIELD_VALID || id === FIELD_REPAIRED) cells.push(false);
        else if (id === FIELD_ERROR_CODE) cells.push(URI_ERROR_CODES[result.rows[row + ERROR_CODE] - 1]);
        else if (id === FIELD_ERROR_INDEX) cells.push(result.rows[row + ERROR_INDEX]);
        else if (id === FIELD_ERROR_MESSAGE) cells.push(message());
        else if (id === FIELD_FILE) cells.push(this.#name);
        else if (id === FIELD_INPUT) cells.push(text);
        else cells.push(void 0);
      }
      encoded = utf8(ndjsonRow(this.#fields, cells) + "\n");
    } else {
      const csv = this.#format === "csv";
      const cells = [];
      for (let f = 0; f < this.#ids.length; f++) {
        const id = this.#ids[f];
        if (id < COMPONENT_NAMES.length || id === FIELD_HOST_KIND) cells.push(this.#absent);
        else if (id === FIELD_LINE) cells.push(utf8(String(lineNumber)));
        else if (id === FIELD_VALID || id === FIELD_REPAIRED) cells.push(this.#falseCell);
        else if (id === FIELD_ERROR_CODE) cells.push(this.#errorCodes[result.rows[row + ERROR_CODE] - 1]);
        else if (id === FIELD_ERROR_INDEX) cells.push(utf8(String(result.rows[row + ERROR_INDEX])));
        else if (id === FIELD_ERROR_MESSAGE) cells.push(utf8(escapeCell(message() ?? "", csv)));
        else if (id === FIELD_FILE) cells.push(this.#fileCell);
        else cells.push(utf8(escapeCell(text, csv)));
      }
      let size = cells.length;
      for (const cell of cells) size += cell.length;
      encoded = new Uint8Array(size);
      let p = 0;
      for (let f = 0; f < cells.length; f++) {
        if (f > 0) encoded[p++] = csv ? COMMA2 : TAB2;
        encoded.set(cells[f], p);
        p += cells[f].length;
      }
      encoded[p] = LINE_FEED2;
    }
    this.#reserve(encoded.length + room);
    this.#buffer.set(encoded, this.#position);
    this.#position += encoded.length;
  }
};
function copyBytes(to, toView, p, from, fromView, start, end) {
  let k = start;
  for (; k + 8 <= end; k += 8, p += 8) {
    toView.setInt32(p, fromView.getInt32(k, true), true);
    toView.setInt32(p + 4, fromView.getInt32(k + 4, true), true);
  }
  for (; k < end; k++) to[p++] = from[k];
  return p;
}
var CellRows = class {
  #options;
  #out;
  #ids;
  #wantsInput;
  #cells;
  #bytesOut;
  constructor(options, out) {
    this.#options = options;
    this.#out = out;
    this.#ids = options.fields.map((field) => FIELD_ID[field]);
    this.#wantsInput = options.fields.includes("input");
    this.#cells = new Array(options.fields.length).fill(void 0);
    this.#bytesOut = options.format === "ndjson" ? void 0 : new ByteRowWriter(out, options.format);
  }
  flush() {
    this.#bytesOut?.flush();
  }
  rows(result, stats) {
    const options = this.#options;
    const fields = options.fields;
    const fieldIds = this.#ids;
    const cells = this.#cells;
    const bytesOut = this.#bytesOut;
    const name = options.name;
    const bytes = Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
    const rows = result.rows;
    const ranges = result.ranges;
    for (let i = 0; i < result.length; i++) {
      const row = i * OFFSET_SLOTS;
      const errorNumber = rows[row + ERROR_CODE];
      const valid = errorNumber === 0;
      if (options.stats) countLine(stats, result, i, true);
      else {
        stats.lines++;
        if (valid) stats.valid++;
      }
      const lineStart = ranges[2 * i];
      const lineEnd = ranges[2 * i + 1];
      const text = bytesOut !== void 0 && valid && !this.#wantsInput ? "" : bytes.toString(valid ? "latin1" : "utf8", lineStart, lineEnd);
      const fixed = options.repair && !valid ? repairOf(text) : void 0;
      if (fixed !== void 0) {
        for (let f = 0; f < fieldIds.length; f++) {
          const id = fieldIds[f];
          let cell;
          if (id < COMPONENT_NAMES.length) cell = fixed.parsed[COMPONENT_NAMES[id]];
          else if (id === FIELD_LINE) cell = options.lineOffset + result.firstLine + i + 1;
          else if (id === FIELD_VALID || id === FIELD_REPAIRED) cell = true;
          else if (id === FIELD_HOST_KIND) cell = fixed.hostKind;
          else if (id === FIELD_INPUT) cell = text;
          else if (id === FIELD_FILE) cell = name;
          else cell = void 0;
          if (bytesOut === void 0) cells[f] = cell;
          else if (cell === void 0) bytesOut.raw(options.absent);
          else if (typeof cell === "number") bytesOut.number(cell);
          else bytesOut.text(String(cell));
        }
        if (bytesOut !== void 0) bytesOut.endRow();
        else this.#out.line(ndjsonRow(fields, cells));
        continue;
      }
      for (let f = 0; f < fieldIds.length; f++) {
        const id = fieldIds[f];
        if (bytesOut !== void 0) {
          if (id < COMPONENT_NAMES.length) {
            const from = rows[row + 2 * id];
            if (valid && from >= 0) bytesOut.uriBytes(bytes, lineStart + from, lineStart + rows[row + 2 * id + 1]);
            else bytesOut.raw(options.absent);
          } else if (id === FIELD_LINE) bytesOut.number(options.lineOffset + result.firstLine + i + 1);
          else if (id === FIELD_VALID) bytesOut.raw(valid ? "true" : "false");
          else if (id === FIELD_HOST_KIND) bytesOut.raw(valid ? HOST_KIND_NAMES[rows[row + HOST_KIND]] ?? options.absent : options.absent);
          else if (id === FIELD_ERROR_CODE) bytesOut.raw(valid ? options.absent : URI_ERROR_CODES[errorNumber - 1]);
          else if (id === FIELD_ERROR_INDEX) {
            if (valid) bytesOut.raw(options.absent);
            else bytesOut.number(rows[row + ERROR_INDEX]);
          } else if (id === FIELD_ERROR_MESSAGE) {
            if (valid) bytesOut.raw(options.absent);
            else bytesOut.text(rowErrorMessage(text, rows, row, bytes, lineStart, lineEnd));
          } else if (id === FIELD_FILE) bytesOut.text(name);
          else if (id === FIELD_REPAIRED) bytesOut.raw("false");
          else bytesOut.text(text);
          continue;
        }
        let cell;
        if (id < COMPONENT_NAMES.length) {
          const from = rows[row + 2 * id];
          cell = valid && from >= 0 ? text.slice(from, rows[row + 2 * id + 1]) : void 0;
        } else if (id === FIELD_LINE) cell = options.lineOffset + result.firstLine + i + 1;
        else if (id === FIELD_VALID) cell = valid;
        else if (id === FIELD_HOST_KIND) cell = valid ? HOST_KIND_NAMES[rows[row + HOST_KIND]] : void 0;
        else if (id === FIELD_ERROR_CODE) cell = valid ? void 0 : URI_ERROR_CODES[errorNumber - 1];
        else if (id === FIELD_ERROR_INDEX) cell = valid ? void 0 : rows[row + ERROR_INDEX];
        else if (id === FIELD_ERROR_MESSAGE) cell = valid ? void 0 : rowErrorMessage(text, rows, row, bytes, lineStart, lineEnd);
        else if (id === FIELD_FILE) cell = name;
        else if (id === FIELD_REPAIRED) cell = false;
        else cell = text;
        cells[f] = cell;
      }
      if (bytesOut !== void 0) bytesOut.endRow();
      else this.#out.line(ndjsonRow(fields, cells));
    }
  }
};

// src/split-worker.ts
var encoder = new TextEncoder();
var Collector = class {
  #chunks = [];
  #lines = [];
  line(text) {
    this.#lines.push(text);
  }
  writeRaw(bytes) {
    this.#flushLines();
    const copy = new Uint8Array(bytes.length);
    copy.set(bytes);
    this.#chunks.push(copy);
  }
  #flushLines() {
    if (this.#lines.length === 0) return;
    this.#chunks.push(encoder.encode(this.#lines.join("\n") + "\n"));
    this.#lines = [];
  }
  /** Everything collected, in one array that owns its buffer (so that it can be transferred). */
  take() {
    this.#flushLines();
    if (this.#chunks.length === 1) return this.#chunks[0];
    let size = 0;
    for (const chunk of this.#chunks) size += chunk.length;
    const all = new Uint8Array(size);
    let at = 0;
    for (const chunk of this.#chunks) {
      all.set(chunk, at);
      at += chunk.length;
    }
    return all;
  }
};
function splitBatch(result, options) {
  const stats = new Stats();
  let bytes;
  if (!options.repair) {
    const block = new TextRowBlock(options, 1024);
    block.rows(result, stats, options.stats);
    bytes = block.view();
  } else {
    const collector = new Collector();
    const rows = new CellRows(options, collector);
    rows.rows(result, stats);
    rows.flush();
    bytes = collector.take();
  }
  const value = { bytes, counts: statsCounts(stats) };
  return { value, transfer: [bytes.buffer] };
}

// src/split-repair-worker.ts
await loadRepair();
export {
  splitBatch as default
};
