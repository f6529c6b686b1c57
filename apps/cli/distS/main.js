#!/usr/bin/env node
import { createRequire as __urikitRequire } from "node:module"; const require = __urikitRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

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

// ../../packages/core/dist/remove-dot-segments.js
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
    if (c === FULL_STOP) {
      const next2 = i + 1 < end ? path.charCodeAt(i + 1) : -1;
      if (next2 === -1)
        break;
      if (next2 === SOLIDUS) {
        i += 2;
        continue;
      }
      if (next2 === FULL_STOP) {
        if (i + 2 === end)
          break;
        if (path.charCodeAt(i + 2) === SOLIDUS) {
          i += 3;
          continue;
        }
      }
    } else if (c === SOLIDUS && i + 1 < end && path.charCodeAt(i + 1) === FULL_STOP) {
      if (i + 2 === end) {
        starts[top] = i;
        ends[top++] = i + 1;
        break;
      }
      const third = path.charCodeAt(i + 2);
      if (third === SOLIDUS) {
        i += 2;
        continue;
      }
      if (third === FULL_STOP && (i + 3 === end || path.charCodeAt(i + 3) === SOLIDUS)) {
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
    let next = path.indexOf("/", c === SOLIDUS ? i + 1 : i);
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
  if (i >= end || path.charCodeAt(i) !== FULL_STOP)
    return false;
  if (i + 1 === end || path.charCodeAt(i + 1) === SOLIDUS)
    return true;
  return path.charCodeAt(i + 1) === FULL_STOP && (i + 2 === end || path.charCodeAt(i + 2) === SOLIDUS);
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
var FULL_STOP, SOLIDUS, segmentStarts, segmentEnds;
var init_remove_dot_segments = __esm({
  "../../packages/core/dist/remove-dot-segments.js"() {
    "use strict";
    init_expect_string();
    FULL_STOP = 46;
    SOLIDUS = 47;
    segmentStarts = new Int32Array(64);
    segmentEnds = new Int32Array(64);
  }
});

// ../../packages/core/dist/engine.js
var init_engine = __esm({
  "../../packages/core/dist/engine.js"() {
    "use strict";
    init_expect_string();
    init_uri_error();
    init_remove_dot_segments();
  }
});

// ../../packages/core/dist/offsets-layout.js
var SCHEME_START, SCHEME_END, USERINFO_START, USERINFO_END, HOST_START, HOST_END, PORT_START, PORT_END, PATH_START, PATH_END, QUERY_START, QUERY_END, FRAGMENT_START, FRAGMENT_END, HOST_KIND, ERROR_CODE, ERROR_INDEX, OFFSET_SLOTS, LAYOUT_VERSION, HOST_KIND_NONE, HOST_KIND_REG_NAME, HOST_KIND_IPV4, HOST_KIND_IPV6, HOST_KIND_IPVFUTURE, HOST_KIND_NAMES, COMPONENT_NAMES;
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
    LAYOUT_VERSION = 1;
    HOST_KIND_NONE = 0;
    HOST_KIND_REG_NAME = 1;
    HOST_KIND_IPV4 = 2;
    HOST_KIND_IPV6 = 3;
    HOST_KIND_IPVFUTURE = 4;
    HOST_KIND_NAMES = [void 0, "reg-name", "ipv4", "ipv6", "ipvfuture"];
    COMPONENT_NAMES = ["scheme", "userinfo", "host", "port", "path", "query", "fragment"];
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
var FULL_STOP2, DIGIT_ZERO, DIGIT_NINE, COLON, LATIN_SMALL_LETTER_A, LATIN_SMALL_LETTER_F, IPVFUTURE_PREFIX;
var init_char_class = __esm({
  "../../packages/ip/dist/char-class.js"() {
    "use strict";
    FULL_STOP2 = 46;
    DIGIT_ZERO = 48;
    DIGIT_NINE = 57;
    COLON = 58;
    LATIN_SMALL_LETTER_A = 97;
    LATIN_SMALL_LETTER_F = 102;
    IPVFUTURE_PREFIX = /[vV](?:[0-9A-Fa-f]+(?:\.[A-Za-z0-9\-._~!$&'()*+,;=:]*)?)?/y;
  }
});

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
var init_invalid_input = __esm({
  "../../packages/ip/dist/invalid-input.js"() {
    "use strict";
    init_expect_string2();
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
    } else if (c === FULL_STOP2 && digits > 0 && dots < 3) {
      dots++;
      digits = 0;
    } else {
      return i;
    }
  }
  return dots === 3 && digits > 0 ? -1 : end;
}
function isIPv4(text) {
  return typeof text === "string" && checkIPv4address(text, 0, text.length) === -1;
}
function parseIPv4(text) {
  expectAddress(text, "parseIPv4", "IPv4address", checkIPv4address);
  return text.split(".").reduce((value, octet) => value * 256 + Number(octet), 0);
}
function formatIPv4(value) {
  expectInteger(value, 4294967295, "formatIPv4: value");
  return `${value >>> 24}.${value >>> 16 & 255}.${value >>> 8 & 255}.${value & 255}`;
}
var init_ipv4_address = __esm({
  "../../packages/ip/dist/ipv4-address.js"() {
    "use strict";
    init_expect_string2();
    init_char_class();
    init_invalid_input();
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
    } else if (c === FULL_STOP2) {
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
function isIPv6(text) {
  return typeof text === "string" && checkIPv6address(text, 0, text.length) === -1;
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
var init_ipv6_address = __esm({
  "../../packages/ip/dist/ipv6-address.js"() {
    "use strict";
    init_expect_string2();
    init_char_class();
    init_invalid_input();
    init_ipv4_address();
  }
});

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
var init_format_ipv6 = __esm({
  "../../packages/ip/dist/format-ipv6.js"() {
    "use strict";
    init_invalid_input();
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
    init_format_ipv6();
    init_ipv_future();
  }
});

// ../../packages/core/dist/generated/grammar.js
var ALPHA, DIGIT, HEXDIG, SCHEME_CHAR, UNRESERVED, SUB_DELIMS, PCHAR, QUERY, USERINFO, REG_NAME, GEN_DELIMS, CHAR_CLASS_RANGES, SCHEME_RUN, USERINFO_RUN, REG_NAME_RUN, DIGIT_RUN, PATH_RUN, SEGMENT_NZ_NC_RUN, QUERY_RUN, COMMON_SHAPE, COMMON_SHAPE_TEST;
var init_grammar = __esm({
  "../../packages/core/dist/generated/grammar.js"() {
    "use strict";
    ALPHA = 1;
    DIGIT = 2;
    HEXDIG = 4;
    SCHEME_CHAR = 8;
    UNRESERVED = 16;
    SUB_DELIMS = 32;
    PCHAR = 64;
    QUERY = 128;
    USERINFO = 256;
    REG_NAME = 512;
    GEN_DELIMS = 1024;
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
var PERCENT_SIGN, SOLIDUS2, COLON2, QUESTION_MARK, NUMBER_SIGN, COMMERCIAL_AT, LEFT_SQUARE_BRACKET, RIGHT_SQUARE_BRACKET, CHAR_CLASS;
var init_char_class2 = __esm({
  "../../packages/core/dist/char-class.js"() {
    "use strict";
    init_grammar();
    init_grammar();
    PERCENT_SIGN = 37;
    SOLIDUS2 = 47;
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
  if (i + 1 < end && s.charCodeAt(i) === SOLIDUS2 && s.charCodeAt(i + 1) === SOLIDUS2) {
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
    if (c !== SOLIDUS2 && c !== QUESTION_MARK && c !== NUMBER_SIGN)
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

// ../../packages/core/dist/parse.js
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
function parse(text) {
  expectString(text, "parse");
  return parseReference(text);
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
function parseAbsoluteUri(text) {
  expectString(text, "parseAbsoluteUri");
  const parsed = parseUri(text);
  if (parsed.fragment !== void 0) {
    const index = text.length - parsed.fragment.length - 1;
    throw new UriError("unexpected-char", index, { rule: "absolute-URI", detail: `an absolute URI has no fragment, found "#"` });
  }
  return parsed;
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
    if (c === SOLIDUS2 || c === QUESTION_MARK || c === NUMBER_SIGN)
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
    if (c === COLON2 || c === SOLIDUS2 || c === QUESTION_MARK || c === NUMBER_SIGN)
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
  if (i + 1 < end && s.charCodeAt(i) === SOLIDUS2 && s.charCodeAt(i + 1) === SOLIDUS2) {
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
function isUri(text) {
  if (typeof text !== "string")
    return false;
  return isCommonShape(text) || scanReference(text, scratch2) === ERR_NONE && scratch2[SCHEME_START] >= 0;
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

// ../../packages/core/dist/percent-encoding.js
function allowedFlags(component) {
  switch (component) {
    case "userinfo":
      return USERINFO;
    // §3.2.1: unreserved / sub-delims / ":"
    case "host":
      return REG_NAME;
    // §3.2.2: unreserved / sub-delims
    case "segment":
      return PCHAR;
    // §3.3: pchar, so "/" is encoded
    case "path":
      return PCHAR | SOLIDUS_FLAG;
    // §3.3: segments joined by "/"
    case "query":
    case "fragment":
      return QUERY;
  }
}
function pushByte(parts2, byte) {
  parts2.push("%" + HEX[byte >> 4] + HEX[byte & 15]);
}
function encodeComponent(value, component) {
  expectString(value, "encodeComponent");
  const allowed = allowedFlags(component);
  const allowSolidus = (allowed & SOLIDUS_FLAG) !== 0;
  const parts2 = [];
  let runStart = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 128 && (CHAR_CLASS[c] & allowed) !== 0 || allowSolidus && c === 47)
      continue;
    if (runStart < i)
      parts2.push(value.slice(runStart, i));
    if (c < 128) {
      pushByte(parts2, c);
    } else if (c < 2048) {
      pushByte(parts2, 192 | c >> 6);
      pushByte(parts2, 128 | c & 63);
    } else if (c >= 55296 && c <= 57343) {
      const low = value.charCodeAt(i + 1);
      if (c > 56319 || !(low >= 56320 && low <= 57343)) {
        throw new UriError("invalid-utf8", i, {
          rule: "UTF8",
          detail: `lone surrogate ${JSON.stringify(value[i])} has no UTF-8 encoding`
        });
      }
      const codePoint = 65536 + (c - 55296 << 10) + (low - 56320);
      pushByte(parts2, 240 | codePoint >> 18);
      pushByte(parts2, 128 | codePoint >> 12 & 63);
      pushByte(parts2, 128 | codePoint >> 6 & 63);
      pushByte(parts2, 128 | codePoint & 63);
      i++;
    } else {
      pushByte(parts2, 224 | c >> 12);
      pushByte(parts2, 128 | c >> 6 & 63);
      pushByte(parts2, 128 | c & 63);
    }
    runStart = i + 1;
  }
  if (runStart === 0)
    return value;
  if (runStart < value.length)
    parts2.push(value.slice(runStart));
  return parts2.join("");
}
function hexValue(c) {
  if (c >= 48 && c <= 57)
    return c - 48;
  if (c >= 65 && c <= 70)
    return c - 55;
  if (c >= 97 && c <= 102)
    return c - 87;
  return -1;
}
function byteAt(text, i) {
  const high = i + 1 < text.length ? hexValue(text.charCodeAt(i + 1)) : -1;
  const low = high >= 0 && i + 2 < text.length ? hexValue(text.charCodeAt(i + 2)) : -1;
  if (high < 0 || low < 0) {
    const index = high < 0 ? i + 1 : i + 2;
    const found = index >= text.length ? "end of input" : JSON.stringify(text[index]);
    throw new UriError("invalid-pct-encoded", index, {
      rule: "pct-encoded",
      detail: `expected two hex digits after "%", found ${found}`
    });
  }
  return high << 4 | low;
}
function decode(text) {
  expectString(text, "decode");
  let i = text.indexOf("%");
  if (i < 0)
    return text;
  const parts2 = [];
  let runStart = 0;
  while (i >= 0) {
    if (runStart < i)
      parts2.push(text.slice(runStart, i));
    const sequenceStart = i;
    const first = byteAt(text, i);
    i += 3;
    let needed;
    let codePoint;
    let minimum;
    if (first < 128) {
      needed = 0;
      codePoint = first;
      minimum = 0;
    } else if (first >= 194 && first <= 223) {
      needed = 1;
      codePoint = first & 31;
      minimum = 128;
    } else if (first >= 224 && first <= 239) {
      needed = 2;
      codePoint = first & 15;
      minimum = 2048;
    } else if (first >= 240 && first <= 244) {
      needed = 3;
      codePoint = first & 7;
      minimum = 65536;
    } else {
      throw invalidUtf8(sequenceStart);
    }
    for (let k = 0; k < needed; k++) {
      if (text.charCodeAt(i) !== 37)
        throw invalidUtf8(sequenceStart);
      const next = byteAt(text, i);
      if ((next & 192) !== 128)
        throw invalidUtf8(sequenceStart);
      codePoint = codePoint << 6 | next & 63;
      i += 3;
    }
    if (codePoint < minimum || codePoint > 1114111 || codePoint >= 55296 && codePoint <= 57343) {
      throw invalidUtf8(sequenceStart);
    }
    parts2.push(String.fromCodePoint(codePoint));
    runStart = i;
    i = text.indexOf("%", i);
  }
  if (runStart < text.length)
    parts2.push(text.slice(runStart));
  return parts2.join("");
}
function invalidUtf8(index) {
  return new UriError("invalid-utf8", index, {
    rule: "UTF8",
    detail: "percent-encoded bytes are not UTF-8"
  });
}
var SOLIDUS_FLAG, HEX;
var init_percent_encoding = __esm({
  "../../packages/core/dist/percent-encoding.js"() {
    "use strict";
    init_expect_string();
    init_char_class2();
    init_uri_error();
    SOLIDUS_FLAG = 1 << 15;
    HEX = "0123456789ABCDEF";
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
    PATH_RULE = { component: "path", rule: "path", flag: PCHAR, extra: SOLIDUS2 };
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
    init_percent_encoding();
    init_remove_dot_segments();
    init_diagnose();
  }
});

// ../../packages/scanner/dist/layout.js
var LAYOUT_VERSION2, SLOT_COUNT, ERROR_CODE_NAMES;
var init_layout = __esm({
  "../../packages/scanner/dist/layout.js"() {
    "use strict";
    init_offsets();
    init_dist2();
    LAYOUT_VERSION2 = LAYOUT_VERSION;
    SLOT_COUNT = OFFSET_SLOTS;
    ERROR_CODE_NAMES = [void 0, ...URI_ERROR_CODES];
  }
});

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
function lineText(bytes, start, end) {
  const decoded2 = utf8.decode(bytes.subarray(start, end));
  return decoded2.length === end - start ? decoded2 : latin1.decode(bytes.subarray(start, end));
}
var LINE_FEED, CARRIAGE_RETURN, utf8, latin1, jsEngine;
var init_scan_engine = __esm({
  "../../packages/scanner/dist/scan-engine.js"() {
    "use strict";
    init_layout();
    init_offsets();
    LINE_FEED = 10;
    CARRIAGE_RETURN = 13;
    utf8 = new TextDecoder();
    latin1 = new TextDecoder("latin1");
    jsEngine = {
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
  }
});

// ../../packages/scanner/dist/scan-result.js
function asciiText(bytes, start, end) {
  if (end - start <= 64) {
    let text = "";
    for (let i = start; i < end; i++)
      text += String.fromCharCode(bytes[i]);
    return text;
  }
  return decoder.decode(bytes.subarray(start, end));
}
var decoder, ScanResult;
var init_scan_result = __esm({
  "../../packages/scanner/dist/scan-result.js"() {
    "use strict";
    init_offsets();
    init_layout();
    decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    ScanResult = class {
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
  }
});

// ../../packages/scanner/dist/generated/scan-wasm.js
var SCAN_WASM_SCALAR_BASE64, SCAN_WASM_SIMD_BASE64;
var init_scan_wasm = __esm({
  "../../packages/scanner/dist/generated/scan-wasm.js"() {
    "use strict";
    SCAN_WASM_SCALAR_BASE64 = "AGFzbQEAAAABJwZgAn9/AX9gAAF/YAN/f38AYAAAYAV/f39/fwBgB39/f39/f38BfwMODQACAgAAAwEBBAUBAQAFAwEAAQZEDX8AQQELfwBBEQt/AEH//wELfwFBAAt/AUEAC34BQgALfgFCAAt+AUIAC34BQgALfgFCAAt+AUIAC38BQQALfwFBAAsHpQELDkxBWU9VVF9WRVJTSU9OAwAKU0xPVF9DT1VOVAMBEENPTVBBQ1RfTElORV9NQVgDAghoZWFwQmFzZQALD3N0cnVjdHVyYWxMaW5lcwAGDmNvdW50TGluZUZlZWRzAAwIbmV4dExpbmUACglzY2FuTGluZXMACRVzdG9wcGVkQXRMb25nTGluZUZsYWcABwpzY2FuUmFuZ2VzAAgGbWVtb3J5AgAIAQUMAQ4KvIsBDZUBAQR/A0AgACABSQRAIAAtAAAiA0EBdEGACGovAQBBAnEEfyACBEAgBEUEQCAADwsgA0EwayAEQQpsaiIEQf8BSwRAIAAPCwUgA0EwayEECyACQQFqBSADQS5GIAJBAEpxIAVBA0hxBH8gBUEBagUgAA8LIQVBAAshAiAAQQFqIQAMAQsLQQAgASAFQQNGIAJBAEpxGwuDPwIFfwl+IAAkAyACQn83AwAgAkJ/NwMIIAJCfzcDECACQn83AxggAkJ/NwMgIAJCfzcDKCACQn83AzAgAkIANwM4IAJBfzYCQCAAIAAgAUkEfyAALQAAQQF0QYAIai8BAEEBcQVBAAsEfyAAQQFqIQQjCSIIQv8BgyEJIAhCCIhC/wGDIQogCEIQiEL/AYMhCyAIQhiIQv8BgyEMIAhCIIhC/wGDIQ0gCEIoiEL/AYMhDiAIQjCIQv8BgyEPIAhCOIghCAJAA0AgBEEIaiIDIAFNBEAgBCAEKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4MiEHpCA4inaiEEIBBCAFINAiADIQQMAQsLIAEgBEsjBCAEQQhqT3EEQCAEIAQpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/g0KAgYKEiJCgwIB/IAEgBGutQgOGhoR6QgOIp2ohBAsLA0AgASAESwR/IAQtAABBAXRBgAhqLwEAQQhxBUEACwRAIARBAWohBAwBCwsgASAESwR/IAQtAABBOkYFQQALBH8gAkEANgIAIAIgBCMDazYCBCAEQQFqBSAACwUgAAsiA0khBwJAAkACQAJAAkACQAJAAkAgA0EBaiABSQR/IAMtAABBL0YFQQALBH8gAy0AAUEvRgVBAAsEQCADQQJqIgAhA0EAIQQDQCABIANLBEACQCMIIghC/wGDIQkgCEIIiEL/AYMhCiAIQhCIQv8BgyELIAhCGIhC/wGDIQwgCEIgiEL/AYMhDSAIQiiIQv8BgyEOIAhCMIhC/wGDIQ8gCEI4iCEIAkADQCADQQhqIgUgAU0EQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/gyIQekIDiKdqIQMgEEIAUg0CIAUhAwwBCwsgASADSyMEIANBCGpPcQRAIAMgAykDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DQoCBgoSIkKDAgH8gASADa61CA4aGhHpCA4inaiEDCwsgASADTQ0AIAMtAAAiBUE/RiAFQS9GciAFQSNGcg0AIAMgBCAERSAFQcAARnEbIQQgA0EBaiEDDAILCwsgBARAIAIgACMDazYCCCACIAQjA2s2AgwDQCAAIARJBEAjByIIQv8BgyEJIAhCCIhC/wGDIQogCEIQiEL/AYMhCyAIQhiIQv8BgyEMIAhCIIhC/wGDIQ0gCEIoiEL/AYMhDiAIQjCIQv8BgyEPIAhCOIghCAJAA0AgAEEIaiIFIARNBEAgACAAKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4MiEHpCA4inaiEAIBBCAFINAiAFIQAMAQsLIAAgBEkjBCAAQQhqT3EEQCAAIAApAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/g0KAgYKEiJCgwIB/IAQgAGutQgOGhoR6QgOIp2ohAAsLIAAgBEkEQAJAIAAtAAAiBUEBdEGACGovAQBBgAJxDQAgBUElRgRAAn8gAEEBaiIFIAQgBU0Ef0EABSAALQABQQF0QYAIai8BAEEEcUEARwtFDQAaIABBAmoiBSAEIAVNBH9BAAUgAC0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIFDQcgAEECaiEADAELIAJBATYCPAwHCyAAQQFqIQAMAgsLCyAEQQFqIQALIAIgACMDazYCECAAIgQgA0kEfyAELQAAQdsARgVBAAsEQCAAQQFqIQYDQCADIAZLBH8gBi0AAEHdAEcFQQALBEAgBkEBaiEGDAELCyACIAZBAWogAyADIAZLGyMDazYCFCADIAZNBEAgAkEHNgI8DAQLIAAtAAEiBUH2AEYiBEUEQCAFQdYARiEECyAEBH8gAEEBaiAGEAMFIABBAWogBhAECyIFBEAgAkEGNgI8DAULIAJBBEEDIAQbNgI4IAZBAWoiBCADSQR/IAQtAABBOkcFQQALDQUFA0AgAyAESwRAAkAjByIIQv8BgyEJIAhCCIhC/wGDIQogCEIQiEL/AYMhCyAIQhiIQv8BgyEMIAhCIIhC/wGDIQ0gCEIoiEL/AYMhDiAIQjCIQv8BgyEPIAhCOIghCAJAA0AgBEEIaiIFIANNBEAgBCAEKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4MiEHpCA4inaiEEIBBCAFINAiAFIQQMAQsLIAMgBEsjBCAEQQhqT3EEQCAEIAQpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/g0KAgYKEiJCgwIB/IAMgBGutQgOGhoR6QgOIp2ohBAsLIAMgBE0NAAJAIAQtAAAiBUEBdEGACGovAQBBgARxDQAgBUE6Rg0BIAVBJUYEQAJ/IARBAWoiBSADIAVNBH9BAAUgBC0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiAEQQJqIgUgAyAFTQR/QQAFIAQtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBQRAIAIgBCMDazYCFAwICyAEQQJqIQQMAQsgAiAEIwNrNgIUDAkLIARBAWohBAwCCwsLIAAgBEkiBQRAIAAtAABBAXRBgAhqLwEAQQJxQQBHIQULIAJBAkEBIAUEfyAAIAQQAEUFIAULGzYCOAsgAiAEIwNrNgIUIAMgBEsEQCACIARBAWoiACMDazYCGCACIAMjA2s2AhwjCiIIQv8BgyEJIAhCCIhC/wGDIQogCEIQiEL/AYMhCyAIQhiIQv8BgyEMIAhCIIhC/wGDIQ0gCEIoiEL/AYMhDiAIQjCIQv8BgyEPIAhCOIghCAJAA0AgAEEIaiIEIANNBEAgACAAKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4MiEHpCA4inaiEAIBBCAFINAiAEIQAMAQsLIAAgA0kjBCAAQQhqT3EEQCAAIAApAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/g0KAgYKEiJCgwIB/IAMgAGutQgOGhoR6QgOIp2ohAAsLIAAhBANAIAMgBEsEQCAELQAAQQF0QYAIai8BAEECcUUEQCACQQQ2AjwMCgsgBEEBaiEEDAELCwsLIAIgAyMDazYCICAHRSIABEAgAigCEEEASCEACwNAIAEgA0sEQAJAIAAEQAJAIwciCEL/AYMhCSAIQgiIQv8BgyEKIAhCEIhC/wGDIQsgCEIYiEL/AYMhDCAIQiCIQv8BgyENIAhCKIhC/wGDIQ4gCEIwiEL/AYMhDyAIQjiIIQgDQCADQQhqIgQgAU0EQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/gyIQekIDiKdqIQMgEEIAUg0CIAQhAwwBCwsgASADSyMEIANBCGpPcQRAIAMgAykDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DQoCBgoSIkKDAgH8gASADa61CA4aGhHpCA4inaiEDCwsFAkAjBSIIQv8BgyEJIAhCCIhC/wGDIQogCEIQiEL/AYMhCyAIQhiIQv8BgyEMIAhCIIhC/wGDIQ0gCEIoiEL/AYMhDiAIQjCIQv8BgyEPIAhCOIghCANAIANBCGoiBCABTQRAIAMgAykDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DIhB6QgOIp2ohAyAQQgBSDQIgBCEDDAELCyABIANLIwQgA0EIak9xBEAgAyADKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4NCgIGChIiQoMCAfyABIANrrUIDhoaEekIDiKdqIQMLCwsgASADTQ0AAkAgAy0AACIEQS9GBEBBACEADAELIARBAXRBgAhqLwEAQcAAcQRAIABBACAEQTpGGwRAIAIgAyMDazYCJCACQQI2AjwMDQsMAQsgBEElRgRAAn8gA0EBaiIEIAEgBE0Ef0EABSADLQABQQF0QYAIai8BAEEEcUEARwtFDQAaIANBAmoiBCABIARNBH9BAAUgAy0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIEDQkgA0ECaiEDDAELIARBI0YgBEE/RnINAQwKCyADQQFqIQMMAgsLCyACIAMjA2s2AiQgASADSwR/IAMtAABBP0YFQQALBEAgAiADQQFqIgMjA2s2AigDQCABIANLBEACQCMGIghC/wGDIQkgCEIIiEL/AYMhCiAIQhCIQv8BgyELIAhCGIhC/wGDIQwgCEIgiEL/AYMhDSAIQiiIQv8BgyEOIAhCMIhC/wGDIQ8gCEI4iCEIAkADQCABIANBCGoiAE8EQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/gyIQekIDiKdqIQMgEEIAUg0CIAAhAwwBCwsgASADSyMEIANBCGpPcQRAIAMgAykDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DQoCBgoSIkKDAgH8gASADa61CA4aGhHpCA4inaiEDCwsgASADTQ0AAkAgAy0AACIAQQF0QYAIai8BAEGAAXENACAAQSVGBEACfyADQQFqIgAgACABTwR/QQAFIAMtAAFBAXRBgAhqLwEAQQRxQQBHC0UNABogA0ECaiIAIAAgAU8Ef0EABSADLQACQQF0QYAIai8BAEEEcUEARwtFDQAaQQALIgQNCiADQQJqIQMMAQsgAEEjRg0BDAsLIANBAWohAwwCCwsLIAIgAyMDazYCLAsgASADSwRAIAIgA0EBaiIDIwNrNgIwA0AgASADSwRAIwYiCEL/AYMhCSAIQgiIQv8BgyEKIAhCEIhC/wGDIQsgCEIYiEL/AYMhDCAIQiCIQv8BgyENIAhCKIhC/wGDIQ4gCEIwiEL/AYMhDyAIQjiIIQgCQANAIAEgA0EIaiIATwRAIAMgAykDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DIhB6QgOIp2ohAyAQQgBSDQIgACEDDAELCyABIANLIwQgA0EIak9xBEAgAyADKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4NCgIGChIiQoMCAfyABIANrrUIDhoaEekIDiKdqIQMLCyABIANLBEACQCADLQAAIgBBAXRBgAhqLwEAQYABcQ0AIABBJUYEQAJ/IANBAWoiACAAIAFPBH9BAAUgAy0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiADQQJqIgAgACABTwR/QQAFIAMtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBA0KIANBAmohAwwBCwwLCyADQQFqIQMMAgsLCyACIAMjA2s2AjQLDwsgAkEFNgI8DAELIAJBQGsgACMDazYCAA8LIAJBQGsgBSMDazYCAA8LIAJBATYCPAwBCyACQQU2AjwLIAJBQGsgBCMDazYCAA8LIAJBATYCPAsgAkFAayADIwNrNgIAC+E+AgV/CX4gACQDIAJCfzcDACACQn83AwggAkJ/NwMQIAJC/////w83AxggAkH//wM7ASAgACAAIAFJBH8gAC0AAEEBdEGACGovAQBBAXEFQQALBH8gAEEBaiEEIwkiCEL/AYMhCSAIQgiIQv8BgyEKIAhCEIhC/wGDIQsgCEIYiEL/AYMhDCAIQiCIQv8BgyENIAhCKIhC/wGDIQ4gCEIwiEL/AYMhDyAIQjiIIQgCQANAIARBCGoiAyABTQRAIAQgBCkDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DIhB6QgOIp2ohBCAQQgBSDQIgAyEEDAELCyABIARLIwQgBEEIak9xBEAgBCAEKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4NCgIGChIiQoMCAfyABIARrrUIDhoaEekIDiKdqIQQLCwNAIAEgBEsEfyAELQAAQQF0QYAIai8BAEEIcQVBAAsEQCAEQQFqIQQMAQsLIAEgBEsEfyAELQAAQTpGBUEACwR/IAJBADsBACACIAQjA2s7AQIgBEEBagUgAAsFIAALIgNJIQcCQAJAAkACQAJAAkACQAJAIANBAWogAUkEfyADLQAAQS9GBUEACwR/IAMtAAFBL0YFQQALBEAgA0ECaiIAIQNBACEEA0AgASADSwRAAkAjCCIIQv8BgyEJIAhCCIhC/wGDIQogCEIQiEL/AYMhCyAIQhiIQv8BgyEMIAhCIIhC/wGDIQ0gCEIoiEL/AYMhDiAIQjCIQv8BgyEPIAhCOIghCAJAA0AgA0EIaiIFIAFNBEAgAyADKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4MiEHpCA4inaiEDIBBCAFINAiAFIQMMAQsLIAEgA0sjBCADQQhqT3EEQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/g0KAgYKEiJCgwIB/IAEgA2utQgOGhoR6QgOIp2ohAwsLIAEgA00NACADLQAAIgVBP0YgBUEvRnIgBUEjRnINACADIAQgBEUgBUHAAEZxGyEEIANBAWohAwwCCwsLIAQEQCACIAAjA2s7AQQgAiAEIwNrOwEGA0AgACAESQRAIwciCEL/AYMhCSAIQgiIQv8BgyEKIAhCEIhC/wGDIQsgCEIYiEL/AYMhDCAIQiCIQv8BgyENIAhCKIhC/wGDIQ4gCEIwiEL/AYMhDyAIQjiIIQgCQANAIABBCGoiBSAETQRAIAAgACkDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DIhB6QgOIp2ohACAQQgBSDQIgBSEADAELCyAAIARJIwQgAEEIak9xBEAgACAAKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4NCgIGChIiQoMCAfyAEIABrrUIDhoaEekIDiKdqIQALCyAAIARJBEACQCAALQAAIgVBAXRBgAhqLwEAQYACcQ0AIAVBJUYEQAJ/IABBAWoiBSAEIAVNBH9BAAUgAC0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiAAQQJqIgUgBCAFTQR/QQAFIAAtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBQ0HIABBAmohAAwBCyACQQE7AR4MBwsgAEEBaiEADAILCwsgBEEBaiEACyACIAAjA2s7AQggACIEIANJBH8gBC0AAEHbAEYFQQALBEAgAEEBaiEGA0AgAyAGSwR/IAYtAABB3QBHBUEACwRAIAZBAWohBgwBCwsgAiAGQQFqIAMgAyAGSxsjA2s7AQogAyAGTQRAIAJBBzsBHgwECyAALQABIgVB9gBGIgRFBEAgBUHWAEYhBAsgBAR/IABBAWogBhADBSAAQQFqIAYQBAsiBQRAIAJBBjsBHgwFCyACQQRBAyAEGzsBHCAGQQFqIgQgA0kEfyAELQAAQTpHBUEACw0FBQNAIAMgBEsEQAJAIwciCEL/AYMhCSAIQgiIQv8BgyEKIAhCEIhC/wGDIQsgCEIYiEL/AYMhDCAIQiCIQv8BgyENIAhCKIhC/wGDIQ4gCEIwiEL/AYMhDyAIQjiIIQgCQANAIARBCGoiBSADTQRAIAQgBCkDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DIhB6QgOIp2ohBCAQQgBSDQIgBSEEDAELCyADIARLIwQgBEEIak9xBEAgBCAEKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4NCgIGChIiQoMCAfyADIARrrUIDhoaEekIDiKdqIQQLCyADIARNDQACQCAELQAAIgVBAXRBgAhqLwEAQYAEcQ0AIAVBOkYNASAFQSVGBEACfyAEQQFqIgUgAyAFTQR/QQAFIAQtAAFBAXRBgAhqLwEAQQRxQQBHC0UNABogBEECaiIFIAMgBU0Ef0EABSAELQACQQF0QYAIai8BAEEEcUEARwtFDQAaQQALIgUEQCACIAQjA2s7AQoMCAsgBEECaiEEDAELIAIgBCMDazsBCgwJCyAEQQFqIQQMAgsLCyAAIARJIgUEQCAALQAAQQF0QYAIai8BAEECcUEARyEFCyACQQJBASAFBH8gACAEEABFBSAFCxs7ARwLIAIgBCMDazsBCiADIARLBEAgAiAEQQFqIgAjA2s7AQwgAiADIwNrOwEOIwoiCEL/AYMhCSAIQgiIQv8BgyEKIAhCEIhC/wGDIQsgCEIYiEL/AYMhDCAIQiCIQv8BgyENIAhCKIhC/wGDIQ4gCEIwiEL/AYMhDyAIQjiIIQgCQANAIABBCGoiBCADTQRAIAAgACkDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DIhB6QgOIp2ohACAQQgBSDQIgBCEADAELCyAAIANJIwQgAEEIak9xBEAgACAAKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4NCgIGChIiQoMCAfyADIABrrUIDhoaEekIDiKdqIQALCyAAIQQDQCADIARLBEAgBC0AAEEBdEGACGovAQBBAnFFBEAgAkEEOwEeDAoLIARBAWohBAwBCwsLCyACIAMjA2s7ARAgB0UiAARAIAIuAQhBAEghAAsDQCABIANLBEACQCAABEACQCMHIghC/wGDIQkgCEIIiEL/AYMhCiAIQhCIQv8BgyELIAhCGIhC/wGDIQwgCEIgiEL/AYMhDSAIQiiIQv8BgyEOIAhCMIhC/wGDIQ8gCEI4iCEIA0AgA0EIaiIEIAFNBEAgAyADKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4MiEHpCA4inaiEDIBBCAFINAiAEIQMMAQsLIAEgA0sjBCADQQhqT3EEQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/g0KAgYKEiJCgwIB/IAEgA2utQgOGhoR6QgOIp2ohAwsLBQJAIwUiCEL/AYMhCSAIQgiIQv8BgyEKIAhCEIhC/wGDIQsgCEIYiEL/AYMhDCAIQiCIQv8BgyENIAhCKIhC/wGDIQ4gCEIwiEL/AYMhDyAIQjiIIQgDQCADQQhqIgQgAU0EQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/gyIQekIDiKdqIQMgEEIAUg0CIAQhAwwBCwsgASADSyMEIANBCGpPcQRAIAMgAykDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DQoCBgoSIkKDAgH8gASADa61CA4aGhHpCA4inaiEDCwsLIAEgA00NAAJAIAMtAAAiBEEvRgRAQQAhAAwBCyAEQQF0QYAIai8BAEHAAHEEQCAAQQAgBEE6RhsEQCACIAMjA2s7ARIgAkECOwEeDA0LDAELIARBJUYEQAJ/IANBAWoiBCABIARNBH9BAAUgAy0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiADQQJqIgQgASAETQR/QQAFIAMtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBA0JIANBAmohAwwBCyAEQSNGIARBP0ZyDQEMCgsgA0EBaiEDDAILCwsgAiADIwNrOwESIAEgA0sEfyADLQAAQT9GBUEACwRAIAIgA0EBaiIDIwNrOwEUA0AgASADSwRAAkAjBiIIQv8BgyEJIAhCCIhC/wGDIQogCEIQiEL/AYMhCyAIQhiIQv8BgyEMIAhCIIhC/wGDIQ0gCEIoiEL/AYMhDiAIQjCIQv8BgyEPIAhCOIghCAJAA0AgASADQQhqIgBPBEAgAyADKQMAIhBCgAEgD31CgYKEiJCgwIABfnwgEEL/ACAIfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASANfUKBgoSIkKDAgAF+fCAQQv8AIA59QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAl9QoGChIiQoMCAAX58IBBC/wAgCn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgC31CgYKEiJCgwIABfnwgEEL/ACAMfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4OEhIQgEEJ/hYNCf4VCgIGChIiQoMCAf4MiEHpCA4inaiEDIBBCAFINAiAAIQMMAQsLIAEgA0sjBCADQQhqT3EEQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/g0KAgYKEiJCgwIB/IAEgA2utQgOGhoR6QgOIp2ohAwsLIAEgA00NAAJAIAMtAAAiAEEBdEGACGovAQBBgAFxDQAgAEElRgRAAn8gA0EBaiIAIAAgAU8Ef0EABSADLQABQQF0QYAIai8BAEEEcUEARwtFDQAaIANBAmoiACAAIAFPBH9BAAUgAy0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIEDQogA0ECaiEDDAELIABBI0YNAQwLCyADQQFqIQMMAgsLCyACIAMjA2s7ARYLIAEgA0sEQCACIANBAWoiAyMDazsBGANAIAEgA0sEQCMGIghC/wGDIQkgCEIIiEL/AYMhCiAIQhCIQv8BgyELIAhCGIhC/wGDIQwgCEIgiEL/AYMhDSAIQiiIQv8BgyEOIAhCMIhC/wGDIQ8gCEI4iCEIAkADQCABIANBCGoiAE8EQCADIAMpAwAiEEKAASAPfUKBgoSIkKDAgAF+fCAQQv8AIAh9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIA19QoGChIiQoMCAAX58IBBC/wAgDn1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgCX1CgYKEiJCgwIABfnwgEEL/ACAKfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASALfUKBgoSIkKDAgAF+fCAQQv8AIAx9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/g4SEhCAQQn+Fg0J/hUKAgYKEiJCgwIB/gyIQekIDiKdqIQMgEEIAUg0CIAAhAwwBCwsgASADSyMEIANBCGpPcQRAIAMgAykDACIQQoABIA99QoGChIiQoMCAAX58IBBC/wAgCH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DIBBCgAEgDX1CgYKEiJCgwIABfnwgEEL/ACAOfUKBgoSIkKDAgAF+fEJ/hYNCgIGChIiQoMCAf4MgEEKAASAJfUKBgoSIkKDAgAF+fCAQQv8AIAp9QoGChIiQoMCAAX58Qn+Fg0KAgYKEiJCgwIB/gyAQQoABIAt9QoGChIiQoMCAAX58IBBC/wAgDH1CgYKEiJCgwIABfnxCf4WDQoCBgoSIkKDAgH+DhISEIBBCf4WDQn+FQoCBgoSIkKDAgH+DQoCBgoSIkKDAgH8gASADa61CA4aGhHpCA4inaiEDCwsgASADSwRAAkAgAy0AACIAQQF0QYAIai8BAEGAAXENACAAQSVGBEACfyADQQFqIgAgACABTwR/QQAFIAMtAAFBAXRBgAhqLwEAQQRxQQBHC0UNABogA0ECaiIAIAAgAU8Ef0EABSADLQACQQF0QYAIai8BAEEEcUEARwtFDQAaQQALIgQNCiADQQJqIQMMAQsMCwsgA0EBaiEDDAILCwsgAiADIwNrOwEaCw8LIAJBBTsBHgwBCyACIAAjA2s7ASAPCyACIAUjA2s7ASAPCyACQQE7AR4MAQsgAkEFOwEeCyACIAQjA2s7ASAPCyACQQE7AR4LIAIgAyMDazsBIAvBAQEBfyAAIAFPBEAgAQ8LIAAtAAAiAkHWAEcgAkH2AEdxBEAgAA8LIABBAWohAgNAIAEgAksEfyACLQAAQQF0QYAIai8BAEEEcQVBAAsEQCACQQFqIQIMAQsLIAEgAkYEQCABDwsgAiAAQQFqRgR/QQEFIAItAABBLkcLBEAgAg8LIAJBAWoiAiABRgRAIAEPCwNAIAEgAksEQCACLQAAQQF0QYAIai8BAEGAAnFFBEAgAg8LIAJBAWohAgwBCwtBAAvOAwEHfyAAIgMhBAJAA0AgASAESwRAIAQtAAAiBUEBdEGACGovAQBBBHEEfyAIBEAgCEEERg0EBSAHRSAGQQFGcQ0EIAdBB0YgAnENBCAEIQMLIAhBAWohCEEABSAFQTpGBH8gCEEASgR/QQAhCCAHQQFqIgdBBkEHIAIbSg0FQQEFIAAgBEYgBkEBRnJFDQUgACAERwRAIAINBkEBIQILIAZBAWoLBSAFQS5GBEAgCAR/IAdBBUogB0EGRyACGwVBAQsNBQJ/IAQgA2siAEEBRgRAIAMtAAAiAEE5TSAAQTBPcQwBCyAAQQJGBEAgAy0AACIAQTlNIABBMU9xBH8gAy0AASIAQTlNIABBME9xBUEACwwBCyAAQQNGBEAgAy0AAiEFIAMtAAAhACADLQABIgJBOU0gAkEwT3EEfyAFQTlNIAVBME9xBUEACyAAQTFGDQEaQQAgAEEyRw0BGiAFQTBPIgAgBUE5TXEgAkE0TSACQTBPcQ0BGiACQTVGIABxIAVBNU1xDAELQQALRQ0FIAMgARAADwUMBQsACwshBiAEQQFqIQQMAQsLIAhBAEoEQEEAIAEgB0EHRiACchsPCyABQQAgBkECRxsPCyAEC08AQqb2gNKVzN6w+gAkBUKm9vzRlczesPoAJAZCrdzAyZPI1rD6ACQHQqHEkPGCxs+g/gAkCEKt3MDJk8jWsPoAJAlCsPLAyYOmjpg5JAoLBABBAAsEACMMC40BAQF/IAQEQD8AQRB0JARBACEEA0AgAiAESgRAIAAgASAEQQN0aiIFKAIAaiAAIAUoAgRqIAMgBEEibGoQAiAEQQFqIQQMAQsLBT8AQRB0JARBACEEA0AgAiAESgRAIAAgASAEQQN0aiIFKAIAaiAAIAUoAgRqIAMgBEHEAGxqEAEgBEEBaiEEDAELCwsLqgQCA38Bfj8AQRB0JARBACQMIAYEQANAIAEgAkkgBSAISnEEQAJAIAEhBgJAA0AgBkEIaiIHIAJNBEAgBiAGKQMAQoqUqNCgwYKFCoUiCkKBgoSIkKDAgAF9IApCf4WDQoCBgoSIkKDAgH+DIgp6QgOIp2ohBiAKQgBSDQIgByEGDAELCwNAIAIgBksEfyAGLQAAQQpHBUEACwRAIAZBAWohBgwBCwsLIAZBAWsiByAGIAEgBkkgAiAGS3EEfyAHLQAAQQ1GBUEACxsiByABa0H//wFLBEBBASQMDAELIAQgCEEDdGoiCSABIABrNgIAIAkgByAAazYCBCABIAcgAyAIQSJsahACIAhBAWohCCAGQQFqIAIgAiAGSxshAQwCCwsLIAEkCyAIDwsDQCABIAJJIAUgCEpxBEAgASEGAkADQCAGQQhqIgcgAk0EQCAGIAYpAwBCipSo0KDBgoUKhSIKQoGChIiQoMCAAX0gCkJ/hYNCgIGChIiQoMCAf4MiCnpCA4inaiEGIApCAFINAiAHIQYMAQsLA0AgAiAGSwR/IAYtAABBCkcFQQALBEAgBkEBaiEGDAELCwsgBkEBayIHIAYgASAGSSACIAZLcQR/IActAABBDUYFQQALGyEHIAQgCEEDdGoiCSABIABrNgIAIAkgByAAazYCBCABIAcgAyAIQcQAbGoQASAIQQFqIQggBkEBaiACIAIgBksbIQEMAQsLIAEkCyAICwQAIwsLBQBBwBELhwECAn8BfgNAIABBCGoiAiABTQRAIAMgACkDAEKKlKjQoMGChQqFIgRC//79+/fv37//AINC//79+/fv37//AHwgBIRCf4VCgIGChIiQoMCAf4N7p2ohAyACIQAMAQsLA0AgACABSQRAIANBAWogAyAALQAAQQpGGyEDIABBAWohAAwBCwsgAwsLtgMOAEHCCAu8AeADAAAABOADAADgA+AD4APgA+AD6APgA9gD2AOABN4D3gPeA94D3gPeA94D3gPeA94DwAXgAwAA4AMAAIAEwATdA90D3QPdA90D3QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kDAAQAAAAEAADQAwAA3QPdA90D3QPdA90D2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZAwAAAAAAANADAEGADAsIAQIECBAgQIAAQZAMCxCo+Pj4+Pj4+Pj48FRQVFRQAEGgDAsQ7///+///////////////8wBBsAwLCggICAgICAgICAgAQcAMCxC4/Pj4/Pj8/Pz89FxUXNRwAEHQDAsQuPz4+Pz4/Pz8/PxcVFzUdABB4AwLELj8+Pj8+Pz8/Pz8XFRc1HwAQfAMCxCo/Pj4/Pj8/Pz89FxUXNRwAEGADQsQqPz4+Pz4/Pz8/PxcVFzUcABBkA0LELj8+Pz8+Pz8/Pz8XFRc1HwAQaANCxAQAAAEAAAAAAAACAAAAAAMAEGzDQsBBABBvw0LAQg=";
    SCAN_WASM_SIMD_BASE64 = "AGFzbQEAAAABOghgAn9/AX9gAAF/YAN/f38AYAJ/fwBgBH9/f38AYAV/f39/fwBgBn9/f39/fwF/YAd/f39/f39/AX8DEA8AAgIDAAABAQQFBgcBAQAFAwEAAQY1Cn8AQQELfwBBEQt/AEH//wELfwFBAAt/AUEAC38BQQALfwFBAAt/AUEAC38BQQALfwFBAAsHpQELDkxBWU9VVF9WRVJTSU9OAwAKU0xPVF9DT1VOVAMBEENPTVBBQ1RfTElORV9NQVgDAghoZWFwQmFzZQAND3N0cnVjdHVyYWxMaW5lcwAGDmNvdW50TGluZUZlZWRzAA4IbmV4dExpbmUADAlzY2FuTGluZXMACxVzdG9wcGVkQXRMb25nTGluZUZsYWcABwpzY2FuUmFuZ2VzAAkGbWVtb3J5AgAMAQ4KjVQPlQEBBH8DQCAAIAFJBEAgAC0AACIDQQF0QYAIai8BAEECcQR/IAIEQCAERQRAIAAPCyADQTBrIARBCmxqIgRB/wFLBEAgAA8LBSADQTBrIQQLIAJBAWoFIANBLkYgAkEASnEgBUEDSHEEfyAFQQFqBSAADwshBUEACyECIABBAWohAAwBCwtBACABIAVBA0YgAkEASnEbC40ZAgV/A3sgACQDIAJCfzcDACACQn83AwggAkJ/NwMQIAJCfzcDGCACQn83AyAgAkJ/NwMoIAJCfzcDMCACQgA3AzggAkF/NgJAIAAgACABSQR/IAAtAABBAXRBgAhqLwEAQQFxBUEACwR/IABBAWohBkGQDP0ABAAhCkGADP0ABAAhCQJAA0AgASAGSyMEIAZBEGpPcQRAIAogBv0ABAAiCP0MDw8PDw8PDw8PDw8PDw8PD/1O/Q4gCSAIQQT9bf0O/U79DAAAAAAAAAAAAAAAAAAAAAD9I/1kIQMgASAGayIEQRBJBEAgA0H//wMgBHRyIQMLIAYgA2hqIQQgAw0CIAZBEGohBgwBCwsgBiEECwNAIAEgBEsEfyAELQAAQQF0QYAIai8BAEEIcQVBAAsEQCAEQQFqIQQMAQsLIAEgBEsEfyAELQAAQTpGBUEACwR/IAJBADYCACACIAQjA2s2AgQgBEEBagUgAAsFIAALIgNJIQcCQAJAAkACQAJAAkACQAJAIANBAWogAUkEfyADLQAAQS9GBUEACwR/IAMtAAFBL0YFQQALBEAgA0ECaiIAIQNBACEEA0AgASADSwRAAkBBoAz9AAQAIQpBgAz9AAQAIQkCQANAIAEgA0sjBCADQRBqT3EEQCAKIAP9AAQAIgj9DA8PDw8PDw8PDw8PDw8PDw/9Tv0OIAkgCEEE/W39Dv1O/QwAAAAAAAAAAAAAAAAAAAAA/SP9ZCEGIAEgA2siBUEQSQRAIAZB//8DIAV0ciEGCyADIAZoaiEFIAYNAiADQRBqIQMMAQsLIAMhBQsgBSIDIAFPDQAgAy0AACIFQT9GIAVBL0ZyIAVBI0ZyDQAgAyAEIARFIAVBwABGcRshBCADQQFqIQMMAgsLCyAEBEAgAiAAIwNrNgIIIAIgBCMDazYCDANAIAAgBEkEQEGADf0ABAAhCkGADP0ABAAhCQJAA0AgACAESSMEIABBEGpPcQRAIAogAP0ABAAiCP0MDw8PDw8PDw8PDw8PDw8PD/1O/Q4gCSAIQQT9bf0O/U79DAAAAAAAAAAAAAAAAAAAAAD9I/1kIQYgBCAAayIFQRBJBEAgBkH//wMgBXRyIQYLIAAgBmhqIQUgBg0CIABBEGohAAwBCwsgACEFCyAEIAUiAEsEQAJAIAAtAAAiBUEBdEGACGovAQBBgAJxDQAgBUElRgRAAn8gAEEBaiIFIAQgBU0Ef0EABSAALQABQQF0QYAIai8BAEEEcUEARwtFDQAaIABBAmoiBSAEIAVNBH9BAAUgAC0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIFDQcgAEECaiEADAELIAJBATYCPAwHCyAAQQFqIQAMAgsLCyAEQQFqIQALIAIgACMDazYCECAAIgQgA0kEfyAELQAAQdsARgVBAAsEQCAAQQFqIQYDQCADIAZLBH8gBi0AAEHdAEcFQQALBEAgBkEBaiEGDAELCyACIAZBAWogAyADIAZLGyMDazYCFCADIAZNBEAgAkEHNgI8DAQLIAAtAAEiBUH2AEYiBEUEQCAFQdYARiEECyAEBH8gAEEBaiAGEAQFIABBAWogBhAFCyIFBEAgAkEGNgI8DAULIAJBBEEDIAQbNgI4IAZBAWoiBCADSQR/IAQtAABBOkcFQQALDQUFA0AgAyAESwRAAkBB8Az9AAQAIQpBgAz9AAQAIQkCQANAIAMgBEsjBCAEQRBqT3EEQCAKIAT9AAQAIgj9DA8PDw8PDw8PDw8PDw8PDw/9Tv0OIAkgCEEE/W39Dv1O/QwAAAAAAAAAAAAAAAAAAAAA/SP9ZCEGIAMgBGsiBUEQSQRAIAZB//8DIAV0ciEGCyAEIAZoaiEFIAYNAiAEQRBqIQQMAQsLIAQhBQsgBSIEIANPDQACQCAELQAAIgVBAXRBgAhqLwEAQYAEcQ0AIAVBOkYNASAFQSVGBEACfyAEQQFqIgUgAyAFTQR/QQAFIAQtAAFBAXRBgAhqLwEAQQRxQQBHC0UNABogBEECaiIFIAMgBU0Ef0EABSAELQACQQF0QYAIai8BAEEEcUEARwtFDQAaQQALIgUEQCACIAQjA2s2AhQMCAsgBEECaiEEDAELIAIgBCMDazYCFAwJCyAEQQFqIQQMAgsLCyAAIARJIgUEQCAALQAAQQF0QYAIai8BAEECcUEARyEFCyACQQJBASAFBH8gACAEEABFBSAFCxs2AjgLIAIgBCMDazYCFCADIARLBEAgAiAEQQFqIgUjA2s2AhggAiADIwNrNgIcQbAM/QAEACEKQYAM/QAEACEJAkADQCADIAVLIwQgBUEQak9xBEAgCiAF/QAEACII/QwPDw8PDw8PDw8PDw8PDw8P/U79DiAJIAhBBP1t/Q79Tv0MAAAAAAAAAAAAAAAAAAAAAP0j/WQhBCADIAVrIgBBEEkEQCAEQf//AyAAdHIhBAsgBSAEaGohACAEDQIgBUEQaiEFDAELCyAFIQALIAAhBANAIAMgBEsEQCAELQAAQQF0QYAIai8BAEECcUUEQCACQQQ2AjwMCgsgBEEBaiEEDAELCwsLIAIgAyMDazYCICAHRSIABEAgAigCEEEASCEACwNAIAEgA0sEQAJAQcAMQdAMIAAb/QAEACEKQYAM/QAEACEJAkADQCABIANLIwQgA0EQak9xBEAgCiAD/QAEACII/QwPDw8PDw8PDw8PDw8PDw8P/U79DiAJIAhBBP1t/Q79Tv0MAAAAAAAAAAAAAAAAAAAAAP0j/WQhBSABIANrIgRBEEkEQCAFQf//AyAEdHIhBQsgAyAFaGohBCAFDQIgA0EQaiEDDAELCyADIQQLIAQiAyABTw0AAkAgAy0AACIEQS9GBEBBACEADAELIARBAXRBgAhqLwEAQcAAcQRAIABBACAEQTpGGwRAIAIgAyMDazYCJCACQQI2AjwMDQsMAQsgBEElRgRAAn8gA0EBaiIEIAEgBE0Ef0EABSADLQABQQF0QYAIai8BAEEEcUEARwtFDQAaIANBAmoiBCABIARNBH9BAAUgAy0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIEDQkgA0ECaiEDDAELIARBI0YgBEE/RnINAQwKCyADQQFqIQMMAgsLCyACIAMjA2s2AiQgASADSwR/IAMtAABBP0YFQQALBEAgAiADQQFqIgMjA2s2AigDQCABIANLBEACQEHgDP0ABAAhCkGADP0ABAAhCQJAA0AgASADSyMEIANBEGpPcQRAIAogA/0ABAAiCP0MDw8PDw8PDw8PDw8PDw8PD/1O/Q4gCSAIQQT9bf0O/U79DAAAAAAAAAAAAAAAAAAAAAD9I/1kIQQgASADayIAQRBJBEAgBEH//wMgAHRyIQQLIAMgBGhqIQAgBA0CIANBEGohAwwBCwsgAyEACyAAIgMgAU8NAAJAIAMtAAAiAEEBdEGACGovAQBBgAFxDQAgAEElRgRAAn8gA0EBaiIAIAAgAU8Ef0EABSADLQABQQF0QYAIai8BAEEEcUEARwtFDQAaIANBAmoiACAAIAFPBH9BAAUgAy0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIEDQogA0ECaiEDDAELIABBI0YNAQwLCyADQQFqIQMMAgsLCyACIAMjA2s2AiwLIAEgA0sEQCACIANBAWoiAyMDazYCMANAIAEgA0sEQEHgDP0ABAAhCkGADP0ABAAhCQJAA0AgASADSyMEIANBEGpPcQRAIAogA/0ABAAiCP0MDw8PDw8PDw8PDw8PDw8PD/1O/Q4gCSAIQQT9bf0O/U79DAAAAAAAAAAAAAAAAAAAAAD9I/1kIQQgASADayIAQRBJBEAgBEH//wMgAHRyIQQLIAMgBGhqIQAgBA0CIANBEGohAwwBCwsgAyEACyAAIgMgAUkEQAJAIAMtAAAiAEEBdEGACGovAQBBgAFxDQAgAEElRgRAAn8gA0EBaiIAIAAgAU8Ef0EABSADLQABQQF0QYAIai8BAEEEcUEARwtFDQAaIANBAmoiACAAIAFPBH9BAAUgAy0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIEDQogA0ECaiEDDAELDAsLIANBAWohAwwCCwsLIAIgAyMDazYCNAsPCyACQQU2AjwMAQsgAkFAayAAIwNrNgIADwsgAkFAayAFIwNrNgIADwsgAkEBNgI8DAELIAJBBTYCPAsgAkFAayAEIwNrNgIADwsgAkEBNgI8CyACQUBrIAMjA2s2AgAL6xgCBX8DeyAAJAMgAkJ/NwMAIAJCfzcDCCACQn83AxAgAkL/////DzcDGCACQf//AzsBICAAIAAgAUkEfyAALQAAQQF0QYAIai8BAEEBcQVBAAsEfyAAQQFqIQZBkAz9AAQAIQpBgAz9AAQAIQkCQANAIAEgBksjBCAGQRBqT3EEQCAKIAb9AAQAIgj9DA8PDw8PDw8PDw8PDw8PDw/9Tv0OIAkgCEEE/W39Dv1O/QwAAAAAAAAAAAAAAAAAAAAA/SP9ZCEDIAEgBmsiBEEQSQRAIANB//8DIAR0ciEDCyAGIANoaiEEIAMNAiAGQRBqIQYMAQsLIAYhBAsDQCABIARLBH8gBC0AAEEBdEGACGovAQBBCHEFQQALBEAgBEEBaiEEDAELCyABIARLBH8gBC0AAEE6RgVBAAsEfyACQQA7AQAgAiAEIwNrOwECIARBAWoFIAALBSAACyIDSSEHAkACQAJAAkACQAJAAkACQCADQQFqIAFJBH8gAy0AAEEvRgVBAAsEfyADLQABQS9GBUEACwRAIANBAmoiACEDQQAhBANAIAEgA0sEQAJAQaAM/QAEACEKQYAM/QAEACEJAkADQCABIANLIwQgA0EQak9xBEAgCiAD/QAEACII/QwPDw8PDw8PDw8PDw8PDw8P/U79DiAJIAhBBP1t/Q79Tv0MAAAAAAAAAAAAAAAAAAAAAP0j/WQhBiABIANrIgVBEEkEQCAGQf//AyAFdHIhBgsgAyAGaGohBSAGDQIgA0EQaiEDDAELCyADIQULIAUiAyABTw0AIAMtAAAiBUE/RiAFQS9GciAFQSNGcg0AIAMgBCAERSAFQcAARnEbIQQgA0EBaiEDDAILCwsgBARAIAIgACMDazsBBCACIAQjA2s7AQYDQCAAIARJBEBBgA39AAQAIQpBgAz9AAQAIQkCQANAIAAgBEkjBCAAQRBqT3EEQCAKIAD9AAQAIgj9DA8PDw8PDw8PDw8PDw8PDw/9Tv0OIAkgCEEE/W39Dv1O/QwAAAAAAAAAAAAAAAAAAAAA/SP9ZCEGIAQgAGsiBUEQSQRAIAZB//8DIAV0ciEGCyAAIAZoaiEFIAYNAiAAQRBqIQAMAQsLIAAhBQsgBCAFIgBLBEACQCAALQAAIgVBAXRBgAhqLwEAQYACcQ0AIAVBJUYEQAJ/IABBAWoiBSAEIAVNBH9BAAUgAC0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiAAQQJqIgUgBCAFTQR/QQAFIAAtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBQ0HIABBAmohAAwBCyACQQE7AR4MBwsgAEEBaiEADAILCwsgBEEBaiEACyACIAAjA2s7AQggACIEIANJBH8gBC0AAEHbAEYFQQALBEAgAEEBaiEGA0AgAyAGSwR/IAYtAABB3QBHBUEACwRAIAZBAWohBgwBCwsgAiAGQQFqIAMgAyAGSxsjA2s7AQogAyAGTQRAIAJBBzsBHgwECyAALQABIgVB9gBGIgRFBEAgBUHWAEYhBAsgBAR/IABBAWogBhAEBSAAQQFqIAYQBQsiBQRAIAJBBjsBHgwFCyACQQRBAyAEGzsBHCAGQQFqIgQgA0kEfyAELQAAQTpHBUEACw0FBQNAIAMgBEsEQAJAQfAM/QAEACEKQYAM/QAEACEJAkADQCADIARLIwQgBEEQak9xBEAgCiAE/QAEACII/QwPDw8PDw8PDw8PDw8PDw8P/U79DiAJIAhBBP1t/Q79Tv0MAAAAAAAAAAAAAAAAAAAAAP0j/WQhBiADIARrIgVBEEkEQCAGQf//AyAFdHIhBgsgBCAGaGohBSAGDQIgBEEQaiEEDAELCyAEIQULIAUiBCADTw0AAkAgBC0AACIFQQF0QYAIai8BAEGABHENACAFQTpGDQEgBUElRgRAAn8gBEEBaiIFIAMgBU0Ef0EABSAELQABQQF0QYAIai8BAEEEcUEARwtFDQAaIARBAmoiBSADIAVNBH9BAAUgBC0AAkEBdEGACGovAQBBBHFBAEcLRQ0AGkEACyIFBEAgAiAEIwNrOwEKDAgLIARBAmohBAwBCyACIAQjA2s7AQoMCQsgBEEBaiEEDAILCwsgACAESSIFBEAgAC0AAEEBdEGACGovAQBBAnFBAEchBQsgAkECQQEgBQR/IAAgBBAARQUgBQsbOwEcCyACIAQjA2s7AQogAyAESwRAIAIgBEEBaiIFIwNrOwEMIAIgAyMDazsBDkGwDP0ABAAhCkGADP0ABAAhCQJAA0AgAyAFSyMEIAVBEGpPcQRAIAogBf0ABAAiCP0MDw8PDw8PDw8PDw8PDw8PD/1O/Q4gCSAIQQT9bf0O/U79DAAAAAAAAAAAAAAAAAAAAAD9I/1kIQQgAyAFayIAQRBJBEAgBEH//wMgAHRyIQQLIAUgBGhqIQAgBA0CIAVBEGohBQwBCwsgBSEACyAAIQQDQCADIARLBEAgBC0AAEEBdEGACGovAQBBAnFFBEAgAkEEOwEeDAoLIARBAWohBAwBCwsLCyACIAMjA2s7ARAgB0UiAARAIAIuAQhBAEghAAsDQCABIANLBEACQEHADEHQDCAAG/0ABAAhCkGADP0ABAAhCQJAA0AgASADSyMEIANBEGpPcQRAIAogA/0ABAAiCP0MDw8PDw8PDw8PDw8PDw8PD/1O/Q4gCSAIQQT9bf0O/U79DAAAAAAAAAAAAAAAAAAAAAD9I/1kIQUgASADayIEQRBJBEAgBUH//wMgBHRyIQULIAMgBWhqIQQgBQ0CIANBEGohAwwBCwsgAyEECyAEIgMgAU8NAAJAIAMtAAAiBEEvRgRAQQAhAAwBCyAEQQF0QYAIai8BAEHAAHEEQCAAQQAgBEE6RhsEQCACIAMjA2s7ARIgAkECOwEeDA0LDAELIARBJUYEQAJ/IANBAWoiBCABIARNBH9BAAUgAy0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiADQQJqIgQgASAETQR/QQAFIAMtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBA0JIANBAmohAwwBCyAEQSNGIARBP0ZyDQEMCgsgA0EBaiEDDAILCwsgAiADIwNrOwESIAEgA0sEfyADLQAAQT9GBUEACwRAIAIgA0EBaiIDIwNrOwEUA0AgASADSwRAAkBB4Az9AAQAIQpBgAz9AAQAIQkCQANAIAEgA0sjBCADQRBqT3EEQCAKIAP9AAQAIgj9DA8PDw8PDw8PDw8PDw8PDw/9Tv0OIAkgCEEE/W39Dv1O/QwAAAAAAAAAAAAAAAAAAAAA/SP9ZCEEIAEgA2siAEEQSQRAIARB//8DIAB0ciEECyADIARoaiEAIAQNAiADQRBqIQMMAQsLIAMhAAsgACIDIAFPDQACQCADLQAAIgBBAXRBgAhqLwEAQYABcQ0AIABBJUYEQAJ/IANBAWoiACAAIAFPBH9BAAUgAy0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiADQQJqIgAgACABTwR/QQAFIAMtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBA0KIANBAmohAwwBCyAAQSNGDQEMCwsgA0EBaiEDDAILCwsgAiADIwNrOwEWCyABIANLBEAgAiADQQFqIgMjA2s7ARgDQCABIANLBEBB4Az9AAQAIQpBgAz9AAQAIQkCQANAIAEgA0sjBCADQRBqT3EEQCAKIAP9AAQAIgj9DA8PDw8PDw8PDw8PDw8PDw/9Tv0OIAkgCEEE/W39Dv1O/QwAAAAAAAAAAAAAAAAAAAAA/SP9ZCEEIAEgA2siAEEQSQRAIARB//8DIAB0ciEECyADIARoaiEAIAQNAiADQRBqIQMMAQsLIAMhAAsgACIDIAFJBEACQCADLQAAIgBBAXRBgAhqLwEAQYABcQ0AIABBJUYEQAJ/IANBAWoiACAAIAFPBH9BAAUgAy0AAUEBdEGACGovAQBBBHFBAEcLRQ0AGiADQQJqIgAgACABTwR/QQAFIAMtAAJBAXRBgAhqLwEAQQRxQQBHC0UNABpBAAsiBA0KIANBAmohAwwBCwwLCyADQQFqIQMMAgsLCyACIAMjA2s7ARoLDwsgAkEFOwEeDAELIAIgACMDazsBIA8LIAIgBSMDazsBIA8LIAJBATsBHgwBCyACQQU7AR4LIAIgBCMDazsBIA8LIAJBATsBHgsgAiADIwNrOwEgC6sCAgZ7AX8gACQFIABBgAhqIgggASABIAhLGyIIJAZBkA39AAQAIQNBoA39AAQAIQRBsA39AAQAIQVBgAz9AAQAIQZBACEBA0AgACAISQRAIAD9AAQAIgf9DA8PDw8PDw8PDw8PDw8PDw/9TiECIAFBwA1qIAf9DAoKCgoKCgoKCgoKCgoKCgr9I/1kOwEAIAFBwA5qIAMgAv0OIAYgB0EE/W39DiIH/U79DAAAAAAAAAAAAAAAAAAAAAD9I/1kOwEAIAFBwA9qIAQgAv0OIAf9Tv0MAAAAAAAAAAAAAAAAAAAAAP0j/WRBf3M7AQAgAUHAEGogBSAC/Q4gB/1O/QwAAAAAAAAAAAAAAAAAAAAA/SP9ZEF/czsBACABQQJqIQEgAEEQaiEADAELCwvBAQEBfyAAIAFPBEAgAQ8LIAAtAAAiAkHWAEcgAkH2AEdxBEAgAA8LIABBAWohAgNAIAEgAksEfyACLQAAQQF0QYAIai8BAEEEcQVBAAsEQCACQQFqIQIMAQsLIAEgAkYEQCABDwsgAiAAQQFqRgR/QQEFIAItAABBLkcLBEAgAg8LIAJBAWoiAiABRgRAIAEPCwNAIAEgAksEQCACLQAAQQF0QYAIai8BAEGAAnFFBEAgAg8LIAJBAWohAgwBCwtBAAvOAwEHfyAAIgMhBAJAA0AgASAESwRAIAQtAAAiBUEBdEGACGovAQBBBHEEfyAIBEAgCEEERg0EBSAHRSAGQQFGcQ0EIAdBB0YgAnENBCAEIQMLIAhBAWohCEEABSAFQTpGBH8gCEEASgR/QQAhCCAHQQFqIgdBBkEHIAIbSg0FQQEFIAAgBEYgBkEBRnJFDQUgACAERwRAIAINBkEBIQILIAZBAWoLBSAFQS5GBEAgCAR/IAdBBUogB0EGRyACGwVBAQsNBQJ/IAQgA2siAEEBRgRAIAMtAAAiAEE5TSAAQTBPcQwBCyAAQQJGBEAgAy0AACIAQTlNIABBMU9xBH8gAy0AASIAQTlNIABBME9xBUEACwwBCyAAQQNGBEAgAy0AAiEFIAMtAAAhACADLQABIgJBOU0gAkEwT3EEfyAFQTlNIAVBME9xBUEACyAAQTFGDQEaQQAgAEEyRw0BGiAFQTBPIgAgBUE5TXEgAkE0TSACQTBPcQ0BGiACQTVGIABxIAVBNU1xDAELQQALRQ0FIAMgARAADwUMBQsACwshBiAEQQFqIQQMAQsLIAhBAEoEQEEAIAEgB0EHRiACchsPCyABQQAgBkECRxsPCyAECwQAIwcLBAAjCQuHCQIHfgh/PwBBEHQkBEEAJAZBACQFA0AgAiANSgRAIAAgASANQQN0aiILKAIAaiEOIAAgCygCBGoiDCAOa0HAAE0EfyAOIwVJIAwjBktyBUEACwRAIA5BQHEjBBADCyADIA1BImxqIQ8gDCAOayILQcAATSAMIwZNcQRAQQAhEAJAQn9CASALrSIJhkIBfSAJQsAAWhsiBCAOIwVrIgtBBnZBA3QiEUHADmoiEikDCEIBhkI/IAtBP3GtIgZ9IgiGIBIpAwAgBoiEg0IAUg0AIBFBwBBqIgspAwhCAYYgCIYgCykDACAGiIQgBIMhB0IAIQVBACELIBFBwA9qIhEpAwhCAYYgCIYgESkDACAGiIQgBIMiCnoiBCAJVARAIA4gBKdqLQAAIhFBOkYEQCAEUAR/QQAFIA4tAABBAXRBgAhqLwEAQQFxC0UNAiAOQQFqIQsDQCALIA4gBKdqSQRAIAstAABBAXRBgAhqLwEAQQhxRQ0EIAtBAWohCwwBCwtBASELIARCAXwhBQUgEUHAAEYNAgsLIA9CfzcDACAPQn83AwggD0J/NwMQIA9C/////w83AxggD0H//wM7ASAgCwRAIA9BADsBACAPIAQ9AQILIAVCAXwgCVQEfyAOIAWnai0AAEEvRgVBAAsEfyAOIAWnai0AAUEvRgVBAAsEQELAACEEQsAAIQggCkJ/IAVCAnwiBoaDQgAgBkLAAFQbeiEFA0AgBSAJVARAAkAgDiAFp2otAAAiC0E6RgR+IAUgCCAIQsAAURsFIAtBwABHDQEgBELAAFINBSAFIQRCwAALIQggCkJ/IAVCAXwiBYaDQgAgBULAAFQbeiEFDAILCwsgBSAJIAUgCVQbIQUgBELAAFIEQCAPIAY9AQQgDyAEPQEGIARCAXwhBgsgDyAGPQEIIA8gCCAFIAhCwABSGyIEPQEKIA4gBqdqIREgBCAGViILBEAgES0AAEEBdEGACGovAQBBAnFBAEchCwsgD0ECQQEgCwR/IBEgDiAEp2oQAEUFIAsLGzsBHCAIQsAAUgRAIA4gCKdqQQFqIQsDQCALIA4gBadqSQRAIAstAABBAXRBgAhqLwEAQQJxRQ0EIAtBAWohCwwBCwsgDyAIp0EBajsBDCAPIAU9AQ4LCyAPIAU9ARAgDyAHQn8gBYaDQgAgBULAAFQbeiIEIAkgBCAJVBsiBT0BEiAFIAlUBH8gDiAFp2otAABBP0YFQQALBEAgDyAFp0EBajsBFANAIAkgB0J/IAVCAXwiBIaDQgAgBELAAFQbeiIEIAkgBCAJVBsiBVYEfyAOIAWnai0AAEE/RgVBAAsNAAsgDyAFPQEWCyAFIAlUBEAgDyAFp0EBajsBGCAHQn8gBUIBfCIEhoNCACAEQsAAVBt6IQUDQCAFIAlUBEAgDiAFp2otAABBI0YNAyAHQn8gBUIBfCIEhoNCACAEQsAAVBt6IQUMAQsLIA8gCT0BGgtBASEQCwVBACEQCwJAIBAEQCMHQQFqJAcMAQsgDiAMIA8QAgsgDUEBaiENDAELCwteAQF/IAQEQCAAIAEgAiADEAgFPwBBEHQkBEEAJAZBACQFQQAhBANAIAIgBEoEQCAAIAEgBEEDdGoiBSgCAGogACAFKAIEaiADIARBxABsahABIARBAWohBAwBCwsLC8oMAgp/B35BACQFQQAkBgNAIAEgAkkgBSALSnEEQAJAIAMgC0EibGohDUEAIQwgCgRAIAEhBgJAA0AgBkEQaiIHIAJNBEAgBiAG/QAEAP0MCgoKCgoKCgoKCgoKCgoKCv0j/WQiCGhqIQYgCA0CIAchBgwBCwsDQCACIAZLBH8gBi0AAEEKRwVBAAsEQCAGQQFqIQYMAQsLCyAGIghBAWsiByAGIAEgBkkgAiAGS3EEfyAHLQAAQQ1GBUEACxsiByABa0HAAEshCgUgASMFSQR/QQEFIwYgAUHBAGpJIwYgAklxCwRAIAFBQHEgAhADCyABIwVrIgZBBnZBA3RBwA1qIgcpAwhCAYZCPyAGQT9xrSIQfYYgBykDACAQiIQjBiABayIGQcAATwR+Qn8FQgEgBq2GQgF9C4MiEEIAUgRAIAEgEHqnaiEGBSAGQcAATQRAIAIhBgUgAUFAayEHAkADQCAHQRBqIgggAk0EQCAHIAf9AAQA/QwKCgoKCgoKCgoKCgoKCgoK/SP9ZCIHaGohBiAHDQIgCCEHDAELCwNAIAIgB0sEfyAHLQAAQQpHBUEACwRAIAdBAWohBwwBCwsgByEGCwsLIAYiCEEBayIHIAYgASAGSSACIAZLcQR/IActAABBDUYFQQALGyIHIAFrQcAASyIKBH9BAAVBACEJAkBCf0IBIAcgAWutIhWGQgF9IBVCwABaGyISIAEjBWsiBkEGdkEDdCIOQcAOaiIPKQMIQgGGQj8gBkE/ca0iEH0iFIYgDykDACAQiISDQgBSDQAgDkHAEGoiBikDCEIBhiAUhiAGKQMAIBCIhCASgyETQgAhESAOQcAPaiIGKQMIQgGGIBSGIAYpAwAgEIiEIBKDIhZ6IhAgFVQEQCABIBCnai0AACIGQTpGBEAgEFAEf0EABSABLQAAQQF0QYAIai8BAEEBcQtFDQIgAUEBaiEGA0AgBiABIBCnakkEQCAGLQAAQQF0QYAIai8BAEEIcUUNBCAGQQFqIQYMAQsLQQEhDCAQQgF8IREFIAZBwABGDQILCyANQn83AwAgDUJ/NwMIIA1CfzcDECANQv////8PNwMYIA1B//8DOwEgIAwEQCANQQA7AQAgDSAQPQECCyARQgF8IBVUBH8gASARp2otAABBL0YFQQALBH8gASARp2otAAFBL0YFQQALBEBCwAAhEELAACEUIBZCfyARQgJ8IhKGg0IAIBJCwABUG3ohEQNAIBEgFVQEQAJAIAEgEadqLQAAIgZBOkYEfiARIBQgFELAAFEbBSAGQcAARw0BIBBCwABSDQUgESEQQsAACyEUIBZCfyARQgF8IhGGg0IAIBFCwABUG3ohEQwCCwsLIBEgFSARIBVUGyERIBBCwABSBEAgDSASPQEEIA0gED0BBiAQQgF8IRILIA0gEj0BCCANIBQgESAUQsAAUhsiED0BCiABIBKnaiEMIBAgElYiBgRAIAwtAABBAXRBgAhqLwEAQQJxQQBHIQYLIA1BAkEBIAYEfyAMIAEgEKdqEABFBSAGCxs7ARwgFELAAFIEQCABIBSnakEBaiEGA0AgBiABIBGnakkEQCAGLQAAQQF0QYAIai8BAEECcUUNBCAGQQFqIQYMAQsLIA0gFKdBAWo7AQwgDSARPQEOCwsgDSARPQEQIA0gE0J/IBGGg0IAIBFCwABUG3oiECAVIBAgFVQbIhE9ARIgESAVVAR/IAEgEadqLQAAQT9GBUEACwRAIA0gEadBAWo7ARQDQCAVIBNCfyARQgF8IhCGg0IAIBBCwABUG3oiECAVIBAgFVQbIhFWBH8gASARp2otAABBP0YFQQALDQALIA0gET0BFgsgESAVVARAIA0gEadBAWo7ARggE0J/IBFCAXwiEIaDQgAgEELAAFQbeiERA0AgESAVVARAIAEgEadqLQAAQSNGDQMgE0J/IBFCAXwiEIaDQgAgEELAAFQbeiERDAELCyANIBU9ARoLQQEhCQsgCQsiDARAIwdBAWokBwsLIAcgAWtB//8BSwRAQQEkCQwBCyAEIAtBA3RqIgYgASAAazYCACAGIAcgAGs2AgQgDEUEQCABIAcgDRACCyALQQFqIQsgCEEBaiACIAIgCEsbIQEMAgsLCyABJAggCwuJAgEDfz8AQRB0JARBACQJIAYEQCAAIAEgAiADIAQgBRAKDwsDQCABIAJJIAUgCEpxBEAgASEGAkADQCAGQRBqIgcgAk0EQCAGIAb9AAQA/QwKCgoKCgoKCgoKCgoKCgoK/SP9ZCIJaGohBiAJDQIgByEGDAELCwNAIAIgBksEfyAGLQAAQQpHBUEACwRAIAZBAWohBgwBCwsLIAZBAWsiByAGIAEgBkkgAiAGS3EEfyAHLQAAQQ1GBUEACxshByAEIAhBA3RqIgkgASAAazYCACAJIAcgAGs2AgQgASAHIAMgCEHEAGxqEAEgCEEBaiEIIAZBAWogAiACIAZLGyEBDAELCyABJAggCAsEACMICwUAQcARC2QBAn8DQCAAQRBqIgIgAU0EQCADIAD9AAQA/QwKCgoKCgoKCgoKCgoKCgoK/SP9ZGlqIQMgAiEADAELCwNAIAAgAUkEQCADQQFqIAMgAC0AAEEKRhshAyAAQQFqIQAMAQsLIAMLC7YDDgBBwggLvAHgAwAAAATgAwAA4APgA+AD4APgA+gD4APYA9gDgATeA94D3gPeA94D3gPeA94D3gPeA8AF4AMAAOADAACABMAE3QPdA90D3QPdA90D2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZAwAEAAAABAAA0AMAAN0D3QPdA90D3QPdA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QPZA9kD2QMAAAAAAADQAwBBgAwLCAECBAgQIECAAEGQDAsQqPj4+Pj4+Pj4+PBUUFRUUABBoAwLEO////v///////////////MAQbAMCwoICAgICAgICAgIAEHADAsQuPz4+Pz4/Pz8/PRcVFzUcABB0AwLELj8+Pj8+Pz8/Pz8XFRc1HQAQeAMCxC4/Pj4/Pj8/Pz8/FxUXNR8AEHwDAsQqPz4+Pz4/Pz8/PRcVFzUcABBgA0LEKj8+Pj8+Pz8/Pz8XFRc1HAAQZANCxC4/Pj8/Pj8/Pz8/FxUXNR8AEGgDQsQEAAABAAAAAAAAAgAAAAADABBsw0LAQQAQb8NCwEI";
  }
});

// ../../packages/scanner/dist/scan-wasm.js
function webAssembly() {
  return globalThis.WebAssembly;
}
function widen(rows, used, capacity) {
  const wide = new Int32Array(capacity);
  wide.set(rows.subarray(0, used));
  return wide;
}
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
function checkModuleLayout(version2, slots2) {
  if (version2 !== LAYOUT_VERSION2 || slots2 !== SLOT_COUNT) {
    throw new Error(`@urikit/scanner: the WASM module writes layout version ${version2} with ${slots2} slots, expected version ${LAYOUT_VERSION2} with ${SLOT_COUNT}; run build:wasm`);
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
var PAGE, MAX_PAGES, ROW_BYTES, SLICE_BYTES, LINE_FEED2, decoded, WasmEngine;
var init_scan_wasm2 = __esm({
  "../../packages/scanner/dist/scan-wasm.js"() {
    "use strict";
    init_scan_wasm();
    init_layout();
    init_scan_engine();
    PAGE = 65536;
    MAX_PAGES = 65536;
    ROW_BYTES = SLOT_COUNT * 4;
    SLICE_BYTES = 4 * 1024 * 1024;
    LINE_FEED2 = 10;
    decoded = {};
    WasmEngine = class {
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
  }
});

// ../../packages/scanner/dist/create-scanner.js
function bomLength(bytes) {
  return bytes.length >= 3 && bytes[0] === UTF8_BOM[0] && bytes[1] === UTF8_BOM[1] && bytes[2] === UTF8_BOM[2] ? 3 : 0;
}
function encodeLines(lines) {
  let total = 0;
  for (const line of lines)
    total += line.length;
  let bytes = new Uint8Array(total + 16);
  const ranges = new Int32Array(lines.length * 2);
  let at = 0;
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k];
    if (bytes.length - at < line.length * 3) {
      const bigger = new Uint8Array(Math.max(bytes.length * 2, at + line.length * 3));
      bigger.set(bytes.subarray(0, at));
      bytes = bigger;
    }
    ranges[2 * k] = at;
    let i = 0;
    for (; i < line.length; i++) {
      const c = line.charCodeAt(i);
      if (c >= 128)
        break;
      bytes[at++] = c;
    }
    if (i < line.length)
      at += encoder.encodeInto(line.slice(i), bytes.subarray(at)).written;
    ranges[2 * k + 1] = at;
  }
  return { bytes: bytes.subarray(0, at), ranges };
}
function expectScanInput(input, caller) {
  if (ArrayBuffer.isView(input)) {
    if (!(input instanceof Uint8Array))
      throw new TypeError(`${caller}: expected a Uint8Array or an array of strings, got another typed array or a DataView`);
    if (input.length === 0) {
      try {
        new Uint8Array(input.buffer);
      } catch {
        throw new TypeError(`${caller}: the Uint8Array's buffer is detached (transferred or resized away)`);
      }
    }
    return;
  }
  if (Array.isArray(input)) {
    for (let k = 0; k < input.length; k++) {
      const line = input[k];
      if (typeof line !== "string")
        throw new TypeError(`${caller}: expected a string at index ${k}, got ${typeName(line)}`);
    }
    return;
  }
  throw new TypeError(`${caller}: expected a Uint8Array or an array of strings, got ${typeName(input)}`);
}
function scanWith2(engine, input, skipBom = true) {
  expectScanInput(input, "scan");
  if (input instanceof Uint8Array) {
    const from = skipBom ? bomLength(input) : 0;
    const { rows: rows2, ranges: ranges2, count } = engine.scanBytes(input, from, input.length);
    return new ScanResult({ bytes: input, rows: rows2, ranges: ranges2, count });
  }
  const { bytes, ranges } = encodeLines(input);
  const rows = engine.scanRanges(bytes, ranges, input.length);
  return new ScanResult({ bytes, rows, ranges, count: input.length, lines: input });
}
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
async function createScanner(options = {}) {
  if (typeof options !== "object" || options === null)
    throw new TypeError(`createScanner: expected an options object, got ${typeName(options)}`);
  const choice = options.engine ?? "auto";
  if (choice === "auto") {
    const { engine: engine2, fallbackReason } = await autoEngine();
    return { engine: engine2.name, ...fallbackReason === void 0 ? {} : { fallbackReason }, scan: (input) => scanWith2(engine2, input) };
  }
  const engine = await loadEngine(choice);
  return {
    engine: engine.name,
    scan: (input) => scanWith2(engine, input)
  };
}
var UTF8_BOM, encoder;
var init_create_scanner = __esm({
  "../../packages/scanner/dist/create-scanner.js"() {
    "use strict";
    init_engine();
    init_scan_engine();
    init_scan_result();
    init_scan_wasm2();
    UTF8_BOM = [239, 187, 191];
    encoder = new TextEncoder();
  }
});

// ../../packages/scanner/dist/scan-stream.js
function scanBatch(engine, batch, firstLine) {
  const from = batch.skipBom ? bomLength(batch.bytes) : 0;
  const { rows, ranges, count } = engine.scanBytes(batch.bytes, from, batch.bytes.length);
  return new ScanResult({ bytes: batch.bytes, rows, ranges, count, firstLine, byteOffset: batch.byteOffset });
}
async function* chunksOf(source) {
  if (typeof source !== "object" || source === null) {
    throw new TypeError(`scanStream: expected an iterable or a ReadableStream of Uint8Array chunks, got ${typeName(source)}`);
  }
  if (Symbol.asyncIterator in source || Symbol.iterator in source) {
    yield* source;
    return;
  }
  const reader = source.getReader();
  try {
    for (; ; ) {
      const { done, value } = await reader.read();
      if (done)
        return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}
async function* scanStream(source, options = {}) {
  const engine = await loadEngine(options.engine ?? "auto");
  const batcher = new LineBatcher(options.batchBytes, options.skipBom ?? true);
  let firstLine = 0;
  for await (const chunk of chunksOf(source)) {
    const batch = batcher.push(chunk);
    if (batch === void 0)
      continue;
    const result = scanBatch(engine, batch, firstLine);
    firstLine += result.length;
    yield result;
  }
  const last = batcher.end();
  if (last !== void 0)
    yield scanBatch(engine, last, firstLine);
}
var LINE_FEED3, DEFAULT_BATCH_BYTES, LineBatcher;
var init_scan_stream = __esm({
  "../../packages/scanner/dist/scan-stream.js"() {
    "use strict";
    init_engine();
    init_create_scanner();
    init_scan_result();
    LINE_FEED3 = 10;
    DEFAULT_BATCH_BYTES = 4 * 1024 * 1024;
    LineBatcher = class {
      #batchBytes;
      #buffer = new Uint8Array(0);
      #length = 0;
      #offset = 0;
      /** Index just after the last LF in `#buffer[0, #length)`, or 0 when it holds none. */
      #cutAfter = 0;
      #skipBom;
      /** Bytes searched plus bytes copied so far: the batcher's whole work, for the linear-time test. */
      work = 0;
      constructor(batchBytes = DEFAULT_BATCH_BYTES, skipBom = true) {
        if (!(batchBytes >= 16 && Number.isFinite(batchBytes)))
          throw new RangeError(`batchBytes must be at least 16, got ${batchBytes}`);
        this.#batchBytes = Math.floor(batchBytes);
        this.#skipBom = skipBom;
      }
      /** Append `chunk`; return the batch of whole lines that became ready, if any. */
      push(chunk) {
        if (!(chunk instanceof Uint8Array))
          throw new TypeError("@urikit/scanner: stream chunks must be Uint8Array (no encoding set)");
        if (this.#length + chunk.length > this.#buffer.length) {
          const bigger = new Uint8Array(Math.max(this.#batchBytes + 1024, 2 * this.#buffer.length, this.#length + chunk.length));
          bigger.set(this.#buffer.subarray(0, this.#length));
          this.work += this.#length;
          this.#buffer = bigger;
        }
        this.#buffer.set(chunk, this.#length);
        const lf = chunk.lastIndexOf(LINE_FEED3);
        this.work += chunk.length + (lf < 0 ? chunk.length : chunk.length - lf);
        if (lf >= 0)
          this.#cutAfter = this.#length + lf + 1;
        this.#length += chunk.length;
        if (this.#length < this.#batchBytes)
          return void 0;
        if (this.#cutAfter === 0)
          return void 0;
        return this.#take(this.#cutAfter);
      }
      /** The last batch (a final line without LF counts), or `undefined` when nothing is left. */
      end() {
        return this.#length === 0 ? void 0 : this.#take(this.#length);
      }
      #take(cut) {
        const batch = { bytes: this.#buffer.slice(0, cut), byteOffset: this.#offset, skipBom: this.#skipBom && this.#offset === 0 };
        this.#buffer.copyWithin(0, cut, this.#length);
        this.work += this.#length;
        this.#length -= cut;
        this.#offset += cut;
        this.#cutAfter = 0;
        return batch;
      }
    };
  }
});

// ../../packages/scanner/dist/tally.js
var COUNT_BY, KEY_SLOT, EMPTY_SLOT, Tally;
var init_tally = __esm({
  "../../packages/scanner/dist/tally.js"() {
    "use strict";
    init_offsets();
    init_layout();
    COUNT_BY = ["host", "scheme", "host-kind", "port", "error", "domain"];
    KEY_SLOT = { scheme: 0, host: 4, domain: 4, port: 6 };
    EMPTY_SLOT = -1;
    Tally = class {
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
  }
});

// ../../packages/scanner/dist/count-stream.js
async function countingBy(by, caller) {
  if (!COUNT_BY.includes(by))
    throw new RangeError(`${caller}: by is one of ${COUNT_BY.join(", ")}; got ${String(by)}`);
  if (by !== "domain")
    return void 0;
  let tldts;
  try {
    tldts = await import("tldts");
  } catch (error) {
    throw new Error(`${caller}: by "domain" needs the package "tldts" (the public suffix list): install it beside @urikit/scanner (${String(error)})`, { cause: error });
  }
  return (host) => tldts.getDomain(host.toLowerCase(), { allowPrivateDomains: false });
}
function mergeSnapshot(into, snapshot) {
  for (let k = 0; k < snapshot.keys.length; k++)
    into.set(snapshot.keys[k], (into.get(snapshot.keys[k]) ?? 0) + snapshot.counts[k]);
}
function finishCounts(by, lines, invalid2, byKey, domainOf) {
  if (domainOf === void 0)
    return { by, lines, invalid: invalid2, counts: byKey };
  const counts = /* @__PURE__ */ new Map();
  for (const [host, n] of byKey) {
    const domain = host === null || host === "" ? null : domainOf(host);
    counts.set(domain, (counts.get(domain) ?? 0) + n);
  }
  return { by, lines, invalid: invalid2, counts };
}
async function countStream(source, options) {
  if (typeof options !== "object" || options === null)
    throw new TypeError("countStream: expected an options object with by");
  const by = options.by;
  const domainOf = await countingBy(by, "countStream");
  const engine = await loadEngine(options.engine ?? "auto");
  const batcher = new LineBatcher(options.batchBytes);
  const tally = new Tally(by);
  const add = (batch) => {
    if (batch === void 0)
      return;
    const result = scanBatch(engine, batch, 0);
    tally.add(result.bytes, result.rows, result.ranges, result.length);
  };
  for await (const chunk of chunksOf(source))
    add(batcher.push(chunk));
  add(batcher.end());
  const snapshot = tally.snapshot();
  const byKey = /* @__PURE__ */ new Map();
  mergeSnapshot(byKey, snapshot);
  return finishCounts(by, snapshot.lines, snapshot.invalid, byKey, domainOf);
}
var init_count_stream = __esm({
  "../../packages/scanner/dist/count-stream.js"() {
    "use strict";
    init_create_scanner();
    init_scan_stream();
    init_tally();
  }
});

// ../../packages/scanner/dist/index.js
var init_dist3 = __esm({
  "../../packages/scanner/dist/index.js"() {
    "use strict";
    init_create_scanner();
    init_scan_result();
    init_scan_stream();
    init_count_stream();
    init_tally();
  }
});

// ../../packages/scanner/dist/read-range.js
import { closeSync, openSync, readSync } from "node:fs";
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
    const lf = buffer.subarray(0, stop - from - 1).indexOf(LINE_FEED4);
    first = lf < 0 ? stop - from : lf + 1;
  }
  if (first >= stop - from)
    return { bytes: new Uint8Array(0), byteOffset: stop };
  let searched = stop - from - 1;
  for (; ; ) {
    const lf = buffer.subarray(0, length).indexOf(LINE_FEED4, searched);
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
var LINE_FEED4, OVERRUN_BYTES;
var init_read_range = __esm({
  "../../packages/scanner/dist/read-range.js"() {
    "use strict";
    init_create_scanner();
    init_scan_result();
    LINE_FEED4 = 10;
    OVERRUN_BYTES = 64 * 1024;
  }
});

// ../../packages/scanner/dist/scan-file.js
import { createReadStream, statSync } from "node:fs";
import { availableParallelism } from "node:os";
function workerUrl() {
  const here = import.meta.url;
  return here.endsWith(".ts") ? new URL("../dist/scan-worker.js", here) : new URL("./scan-worker.js", here);
}
function workerThreads() {
  return process.getBuiltinModule("node:worker_threads");
}
async function* batchesOf(path, batchBytes) {
  const batcher = new LineBatcher(batchBytes);
  for await (const chunk of createReadStream(path, { highWaterMark: batchBytes })) {
    const batch = batcher.push(chunk);
    if (batch !== void 0)
      yield batch;
  }
  const last = batcher.end();
  if (last !== void 0)
    yield last;
}
function checkOptions(path, options, caller) {
  expectString(path, caller, "path");
  if (typeof options !== "object" || options === null)
    throw new TypeError(`${caller}: expected an options object, got ${typeName(options)}`);
  const underDeno2 = typeof globalThis.Deno !== "undefined";
  const workers = options.workers ?? (underDeno2 ? 0 : Math.max(1, availableParallelism()));
  if (!(Number.isInteger(workers) && workers >= 0))
    throw new RangeError(`workers must be a non-negative integer, got ${workers}`);
  const batchBytes = options.batchBytes ?? DEFAULT_BATCH_BYTES;
  if (!(batchBytes >= 16 && Number.isFinite(batchBytes)))
    throw new RangeError(`batchBytes must be at least 16, got ${batchBytes}`);
  return { workers, engine: options.engine ?? "auto", batchBytes: Math.floor(batchBytes) };
}
function macrotask() {
  return new Promise((resolve2) => setImmediate(resolve2));
}
async function* runWorkers(path, workers, batchBytes, setup) {
  const size = statSync(path).size;
  const batchCount = Math.ceil(size / batchBytes);
  const mapped = setup.mapModule !== void 0;
  const pool = Array.from({ length: Math.min(workers, Math.max(1, batchCount)) }, () => new ScanWorker(setup));
  const onMainThread = mapped || setup.countBy !== void 0 ? void 0 : await loadEngine(setup.engine);
  const queue = [];
  let sent = 0;
  let lastLine = Promise.resolve(0);
  let firstLine = 0;
  try {
    for (; ; ) {
      while (sent < batchCount && queue.length < 2 * pool.length) {
        const id = sent;
        const start = id * batchBytes;
        const request = { kind: "scan", id, path, start, end: Math.min(size, start + batchBytes), size };
        const ready = pool.filter((worker2) => worker2.isReady);
        let scan;
        let worker;
        if (ready.length === 0 && onMainThread !== void 0) {
          if (queue.length > 0)
            break;
          const result = scanRange(onMainThread, request);
          scan = Promise.resolve({ kind: "scan", id, bytes: result.bytes, byteOffset: result.byteOffset, rows: result.rows, ranges: result.ranges, count: result.length });
        } else {
          const candidates = ready.length > 0 ? ready : pool;
          worker = candidates.reduce((best, w) => w.inFlight < best.inFlight ? w : best);
          scan = worker.send(request);
        }
        const before = lastLine;
        const nextLine = scan.then((reply2) => before.then((line) => line + reply2.count));
        nextLine.catch(() => void 0);
        const mapper = worker;
        const map = mapped ? scan.then(() => before.then((line) => mapper.send({ kind: "map", id, firstLine: line }))) : void 0;
        map?.catch(() => void 0);
        queue.push({ scan, nextLine, map });
        lastLine = nextLine;
        sent++;
      }
      const head = queue.shift();
      if (head === void 0)
        return;
      const scanned = await head.scan;
      const reply = head.map === void 0 ? scanned : { ...scanned, ...await head.map, id: scanned.id };
      yield { reply, firstLine };
      firstLine += scanned.count;
      if (onMainThread !== void 0 && !pool.some((w) => w.isReady))
        await macrotask();
    }
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}
async function* scanFile(path, options = {}) {
  const { workers, engine: engineChoice, batchBytes } = checkOptions(path, options, "scanFile");
  if (workers === 0) {
    const engine = await loadEngine(engineChoice);
    let firstLine = 0;
    for await (const batch of batchesOf(path, batchBytes)) {
      const result = scanBatch(engine, batch, firstLine);
      firstLine += result.length;
      yield result;
    }
    return;
  }
  for await (const { reply, firstLine } of runWorkers(path, workers, batchBytes, { engine: engineChoice })) {
    if (reply.count === 0)
      continue;
    yield new ScanResult({ bytes: reply.bytes, rows: reply.rows, ranges: reply.ranges, count: reply.count, firstLine, byteOffset: reply.byteOffset });
  }
}
async function* mapFile(path, options) {
  const { workers, engine, batchBytes } = checkOptions(path, options, "mapFile");
  const moduleUrl = String(options.module);
  if (workers === 0) {
    const map = (await import(moduleUrl)).default;
    for await (const result of scanFile(path, { workers: 0, engine, batchBytes })) {
      const value = map(result, options.data).value;
      yield { value, firstLine: result.firstLine, length: result.length, byteOffset: result.byteOffset, byteLength: result.bytes.length };
    }
    return;
  }
  for await (const { reply, firstLine } of runWorkers(path, workers, batchBytes, { engine, mapModule: moduleUrl, mapData: options.data })) {
    yield { value: reply.value, firstLine, length: reply.count, byteOffset: reply.byteOffset, byteLength: reply.byteLength };
  }
}
var ScanWorker;
var init_scan_file = __esm({
  "../../packages/scanner/dist/scan-file.js"() {
    "use strict";
    init_engine();
    init_create_scanner();
    init_scan_result();
    init_scan_stream();
    init_read_range();
    ScanWorker = class {
      #worker;
      #waiting = /* @__PURE__ */ new Map();
      /** Whether the worker has loaded its engine (until then the main thread scans, see `runWorkers`). */
      isReady = false;
      /** Resolves when the worker has loaded its engine. */
      ready;
      /** Requests sent and not yet answered. */
      inFlight = 0;
      constructor(setup) {
        this.#worker = new (workerThreads()).Worker(workerUrl(), { workerData: setup });
        this.ready = new Promise((resolve2, reject) => this.#waiting.set("ready0", { resolve: resolve2, reject }));
        this.ready.then(() => this.isReady = true, () => void 0);
        this.#worker.on("message", (reply) => {
          const key = `${reply.kind}${reply.id}`;
          const waiter = this.#waiting.get(key);
          this.#waiting.delete(key);
          if (reply.error !== void 0)
            waiter?.reject(new Error(`@urikit/scanner worker: ${reply.error}`));
          else
            waiter?.resolve(reply);
        });
        this.#worker.on("error", (error) => this.#failAll(error));
        this.#worker.on("exit", (code) => {
          if (this.#waiting.size > 0)
            this.#failAll(new Error(`@urikit/scanner worker exited with code ${code}`));
        });
      }
      #failAll(error) {
        for (const waiter of this.#waiting.values())
          waiter.reject(error);
        this.#waiting.clear();
      }
      send(request) {
        this.inFlight++;
        const reply = new Promise((resolve2, reject) => {
          this.#waiting.set(`${request.kind}${request.id}`, { resolve: resolve2, reject });
          this.#worker.postMessage(request);
        });
        reply.then(() => this.inFlight--, () => this.inFlight--);
        reply.catch(() => void 0);
        return reply;
      }
      terminate() {
        return this.#worker.terminate();
      }
    };
  }
});

// ../../packages/scanner/dist/count-file.js
import { statSync as statSync2 } from "node:fs";
async function countFile(path, options) {
  const { workers, engine, batchBytes } = checkOptions(path, options, "countFile");
  const by = options.by;
  const domainOf = await countingBy(by, "countFile");
  const byHost = /* @__PURE__ */ new Map();
  let lines = 0;
  let invalid2 = 0;
  if (workers === 0) {
    const tally = new Tally(by);
    const scanner = await loadEngine(engine);
    for await (const batch of batchesOf(path, batchBytes)) {
      const result = scanBatch(scanner, batch, 0);
      tally.add(result.bytes, result.rows, result.ranges, result.length);
    }
    const snapshot = tally.snapshot();
    mergeSnapshot(byHost, snapshot);
    lines = snapshot.lines;
    invalid2 = snapshot.invalid;
  } else {
    const size = statSync2(path).size;
    const batchCount = Math.ceil(size / batchBytes);
    const pool = Array.from({ length: Math.min(workers, Math.max(1, batchCount)) }, () => new ScanWorker({ engine, countBy: by }));
    try {
      const here = new Tally(by);
      const scanner = await loadEngine(engine);
      let next = 0;
      const request = (id) => ({ kind: "scan", id, path, start: id * batchBytes, end: Math.min(size, (id + 1) * batchBytes), size });
      const onMainThread = async () => {
        while (next < batchCount && !pool.some((worker) => worker.isReady)) {
          const result = scanRange(scanner, request(next++));
          here.add(result.bytes, result.rows, result.ranges, result.length);
          await new Promise((resolve2) => setImmediate(resolve2));
        }
      };
      const feed = async (worker) => {
        await worker.ready;
        while (next < batchCount)
          await worker.send(request(next++));
      };
      await Promise.all([onMainThread(), ...pool.flatMap((worker) => [feed(worker), feed(worker)])]);
      const main2 = here.snapshot();
      mergeSnapshot(byHost, main2);
      lines += main2.lines;
      invalid2 += main2.invalid;
      const snapshots = await Promise.all(pool.map((worker) => worker.send({ kind: "tally", id: 0 })));
      for (const reply of snapshots) {
        const snapshot = reply.value;
        mergeSnapshot(byHost, snapshot);
        lines += snapshot.lines;
        invalid2 += snapshot.invalid;
      }
    } finally {
      await Promise.all(pool.map((worker) => worker.terminate()));
    }
  }
  return finishCounts(by, lines, invalid2, byHost, domainOf);
}
var init_count_file = __esm({
  "../../packages/scanner/dist/count-file.js"() {
    "use strict";
    init_create_scanner();
    init_read_range();
    init_scan_file();
    init_scan_stream();
    init_count_stream();
    init_tally();
  }
});

// ../../packages/scanner/dist/node.js
var init_node = __esm({
  "../../packages/scanner/dist/node.js"() {
    "use strict";
    init_scan_file();
    init_count_file();
  }
});

// src/system-error.ts
function describeSystemError(error, where) {
  const code = error?.code;
  const reason = code === void 0 ? void 0 : MESSAGES[code];
  if (reason === void 0) return error?.message ?? String(error);
  if (where !== void 0 && (code === "ENOENT" || code === "ENOTDIR")) return `the directory "${where}" does not exist`;
  return reason;
}
function isSystemError(error) {
  const code = error?.code;
  return typeof code === "string" && /^E[A-Z0-9]+$/.test(code) && !code.startsWith("ERR_");
}
var MESSAGES;
var init_system_error = __esm({
  "src/system-error.ts"() {
    "use strict";
    MESSAGES = {
      ENOENT: "no such file or directory",
      EISDIR: "it is a directory",
      ENOTDIR: "a part of the path is not a directory",
      EACCES: "permission denied",
      EPERM: "operation not permitted",
      EROFS: "the file system is read-only",
      ENOSPC: "no space left on the device",
      EDQUOT: "disk quota exceeded",
      EMFILE: "too many open files",
      ENFILE: "too many open files in the system",
      ENAMETOOLONG: "the file name is too long",
      ELOOP: "too many levels of symbolic links",
      EIO: "input/output error",
      EFBIG: "the file is too large",
      EXDEV: "the temporary file and the target are on different file systems",
      EBUSY: "the resource is busy"
    };
  }
});

// src/byte-range.ts
import { closeSync as closeSync2, openSync as openSync2, readSync as readSync2 } from "node:fs";
function parseByteRange(text) {
  const match = /^(\d{1,15}):(\d{0,15})$/.exec(text);
  if (match === null) throw new Error(`--range is START:END in bytes (e.g. 0:1048576), got "${text}"`);
  const start = Number(match[1]);
  const end = match[2] === "" ? Number.MAX_SAFE_INTEGER : Number(match[2]);
  if (start > end) throw new Error(`--range START must not be after END, got "${text}"`);
  return { start, end };
}
function afterLineFeed(fd, from, size) {
  const buffer = new Uint8Array(64 * 1024);
  for (let at = from; at < size; ) {
    const n = readSync2(fd, buffer, 0, Math.min(buffer.length, size - at), at);
    if (n === 0) break;
    const lf = buffer.subarray(0, n).indexOf(LINE_FEED5);
    if (lf >= 0) return at + lf + 1;
    at += n;
  }
  return size;
}
function lineSpan(path, size, range) {
  const start = Math.min(range.start, size);
  const end = Math.min(range.end, size);
  if (end <= start) return { from: start, to: start };
  const fd = openSync2(path, "r");
  try {
    const from = start === 0 ? 0 : afterLineFeed(fd, start - 1, size);
    const to = afterLineFeed(fd, end - 1, size);
    return from >= to ? { from: to, to } : { from, to };
  } finally {
    closeSync2(fd);
  }
}
var LINE_FEED5;
var init_byte_range = __esm({
  "src/byte-range.ts"() {
    "use strict";
    LINE_FEED5 = 10;
  }
});

// src/clock.ts
function now() {
  return Number(process.hrtime.bigint()) / 1e6;
}
var init_clock = __esm({
  "src/clock.ts"() {
    "use strict";
  }
});

// src/input.ts
import { closeSync as closeSync3, createReadStream as createReadStream2, fstatSync, openSync as openSync3, readFileSync, statSync as statSync3 } from "node:fs";
import { availableParallelism as availableParallelism2 } from "node:os";
function inputName(file) {
  return file === "-" ? "<stdin>" : file;
}
function checkInputs(files) {
  for (const file of files) {
    if (file === "-") continue;
    let fd;
    try {
      fd = openSync3(file, "r");
    } catch (e) {
      throw new InputError(`cannot read "${file}": ${describeSystemError(e)}`);
    }
    try {
      if (fstatSync(fd).isDirectory()) throw new InputError(`cannot read "${file}": it is a directory`);
    } finally {
      closeSync3(fd);
    }
  }
}
function underDeno() {
  return typeof globalThis.Deno !== "undefined";
}
function resolveWorkers(requested, files, note) {
  const cpus = availableParallelism2();
  if (underDeno()) {
    if (requested !== "auto" && requested > 1) note(`--workers ${requested} ignored under Deno (its worker threads are slower than one): scanning on one thread`);
    return 1;
  }
  if (requested === "auto") return "auto";
  if (requested > 1 && files.length > 0 && files.every((file) => file === "-")) {
    note(`--workers ${requested} ignored for stdin (it is read and scanned on the main thread)`);
    return 1;
  }
  if (requested > cpus) {
    note(`--workers ${requested} capped to ${cpus}, the number of CPUs available`);
    return cpus;
  }
  return requested;
}
function timed(source, add) {
  return {
    [Symbol.asyncIterator]() {
      const iterator = source[Symbol.asyncIterator]();
      return {
        async next() {
          const started = now();
          const step = await iterator.next();
          add(now() - started);
          return step;
        },
        async return(value) {
          await iterator.return?.(value);
          return { done: true, value: void 0 };
        }
      };
    }
  };
}
async function openBatches(file, options) {
  let spent = 0;
  const add = (ms) => {
    spent += ms;
  };
  if (file === "-") {
    const batches2 = scanStream(process.stdin, { engine: options.engine });
    return { batches: timed(batches2, add), totalBytes: void 0, scanMs: () => spent };
  }
  const size = statSync3(file).size;
  if (options.range !== void 0) {
    const { from, to } = lineSpan(file, size, options.range);
    const chunks = from === to ? [] : createReadStream2(file, { start: from, end: to - 1, highWaterMark: READ_CHUNK_BYTES });
    const batches2 = scanStream(chunks, { engine: options.engine, skipBom: from === 0 });
    return { batches: timed(batches2, add), totalBytes: to - from, scanMs: () => spent };
  }
  const workers = options.workers === "auto" ? size >= WORKER_THRESHOLD_BYTES ? availableParallelism2() : 1 : options.workers;
  const batches = workers > 1 ? scanFile(file, { workers, engine: options.engine }) : scanStream(size <= READ_CHUNK_BYTES ? [readFileSync(file)] : createReadStream2(file, { highWaterMark: READ_CHUNK_BYTES }), { engine: options.engine });
  return { batches: timed(batches, add), totalBytes: size, scanMs: () => spent };
}
async function* counted(source, onBytes) {
  for await (const chunk of source) {
    onBytes(chunk.length);
    yield chunk;
  }
}
var InputError, WORKER_THRESHOLD_BYTES, READ_CHUNK_BYTES;
var init_input = __esm({
  "src/input.ts"() {
    "use strict";
    init_dist3();
    init_node();
    init_system_error();
    init_byte_range();
    init_clock();
    InputError = class extends Error {
      name = "InputError";
    };
    WORKER_THRESHOLD_BYTES = 32 * 1024 * 1024;
    READ_CHUNK_BYTES = 1 << 20;
  }
});

// src/output.ts
import { writeSync } from "node:fs";
function shown(name) {
  return name === "<stdout>" ? name : `"${name}"`;
}
var LINE_FEED6, OutputError, Output;
var init_output = __esm({
  "src/output.ts"() {
    "use strict";
    init_system_error();
    LINE_FEED6 = new Uint8Array([10]);
    OutputError = class extends Error {
      name = "OutputError";
    };
    Output = class {
      #fd;
      #name;
      #stream;
      #buffer = [];
      #size = 0;
      /** The first failed write to the stream (reported at the next write, `drained()` or `close()`). */
      #failed;
      /** Settles when every write given to the stream so far has been written (or one failed). */
      #written = Promise.resolve();
      constructor(destination) {
        this.#fd = destination.fd;
        this.#name = destination.name;
        this.#stream = destination.stream;
        this.#stream?.on("error", (e) => this.#fail(e));
      }
      /** One line of text; the newline is added. */
      line(text) {
        this.#buffer.push(text);
        this.#size += text.length + 1;
        if (this.#size > 1 << 16) this.flush();
      }
      /** Write the pending lines. */
      flush() {
        if (this.#buffer.length === 0) return;
        const text = this.#buffer.join("\n") + "\n";
        this.#buffer = [];
        this.#size = 0;
        this.#write(Buffer.from(text));
      }
      /** One line given as raw bytes (written as they are, then LF), after any pending lines. */
      lineBytes(bytes) {
        this.writeRaw(bytes);
        this.writeRaw(LINE_FEED6);
      }
      /** Write bytes as they are, after any pending lines; the caller may reuse `bytes` as soon as this returns. */
      writeRaw(bytes) {
        this.flush();
        this.#write(bytes);
      }
      /**
       * Whether the stream holds more than it wants to (a full pipe whose reader is slower than we are): the caller
       * should `await drained()` before it makes more rows, so that memory stays bounded.
       */
      get backlogged() {
        return this.#stream?.writableNeedDrain === true;
      }
      /** Resolves when the stream has taken in what it held (its `drain` event); at once when it is not backlogged. */
      async drained() {
        this.#check();
        const stream = this.#stream;
        if (stream === void 0 || !stream.writableNeedDrain) return;
        await new Promise((resolve2) => {
          const done = () => {
            stream.removeListener("drain", done);
            resolve2();
          };
          stream.once("drain", done);
          void this.#written.then(done);
        });
        this.#check();
      }
      /** Write the pending lines and wait until everything has been written; throws `OutputError` if a write failed. */
      async close() {
        this.flush();
        await this.#written;
        this.#check();
      }
      #check() {
        if (this.#failed !== void 0) throw this.#failed;
      }
      #fail(e) {
        if (e.code === "EPIPE" && this.#fd === 1) process.exit(0);
        this.#failed ??= new OutputError(`cannot write ${shown(this.#name)}: ${describeSystemError(e)}`);
      }
      #write(bytes) {
        this.#check();
        const stream = this.#stream;
        if (stream !== void 0) {
          const chunk = Buffer.from(bytes);
          this.#written = new Promise((resolve2) => {
            try {
              stream.write(chunk, (error) => {
                if (error !== void 0 && error !== null) this.#fail(error);
                resolve2();
              });
            } catch (e) {
              this.#fail(e);
              resolve2();
            }
          });
          this.#check();
          return;
        }
        let written = 0;
        while (written < bytes.length) {
          try {
            written += writeSync(this.#fd, bytes, written);
          } catch (e) {
            this.#fail(e);
            this.#check();
          }
        }
      }
    };
  }
});

// src/output-target.ts
import { closeSync as closeSync4, fchmodSync, fsyncSync, openSync as openSync4, realpathSync, renameSync, statSync as statSync4, unlinkSync } from "node:fs";
import { basename, dirname, join } from "node:path";
function installSignalHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const [signal, number] of Object.entries(SIGNAL_NUMBERS)) {
    process.on(signal, () => {
      removePending();
      process.stderr.write(`
urikit: interrupted (${signal}); the output file was left as it was
`);
      process.exit(128 + number);
    });
  }
  process.on("exit", removePending);
}
function removePending() {
  for (const path of pending) {
    try {
      unlinkSync(path);
    } catch {
    }
  }
  pending.clear();
}
function openOutputTarget(path) {
  if (path === void 0 || path === "-") return { fd: 1, name: "<stdout>", stream: process.stdout, commit() {
  }, discard() {
  } };
  let target = path;
  let mode;
  try {
    const stat = statSync4(path);
    if (stat.isDirectory()) throw new OutputError(`cannot write "${path}": it is a directory`);
    if (!stat.isFile()) {
      const fd2 = openSync4(path, "w");
      return { fd: fd2, name: path, commit: () => closeSync4(fd2), discard: () => closeSync4(fd2) };
    }
    target = realpathSync(path);
    mode = stat.mode & 4095;
  } catch (e) {
    if (e instanceof OutputError) throw e;
    if (e.code !== "ENOENT") throw new OutputError(`cannot write "${path}": ${describeSystemError(e)}`);
  }
  const temporary = join(dirname(target), `.${basename(target)}.urikit-${process.pid}-${Math.random().toString(36).slice(2, 8)}.tmp`);
  let fd;
  try {
    fd = openSync4(temporary, "wx", 438);
  } catch (e) {
    throw new OutputError(`cannot write "${path}": ${describeSystemError(e, dirname(target))}`);
  }
  installSignalHandlers();
  pending.add(temporary);
  if (mode !== void 0) fchmodSync(fd, mode);
  let open = true;
  const close = () => {
    if (open) closeSync4(fd);
    open = false;
  };
  return {
    fd,
    name: path,
    commit() {
      try {
        fsyncSync(fd);
        close();
        renameSync(temporary, target);
        pending.delete(temporary);
      } catch (e) {
        this.discard();
        throw new OutputError(`cannot write "${path}": ${describeSystemError(e)}`);
      }
    },
    discard() {
      close();
      try {
        unlinkSync(temporary);
      } catch {
      }
      pending.delete(temporary);
    }
  };
}
var pending, handlersInstalled, SIGNAL_NUMBERS;
var init_output_target = __esm({
  "src/output-target.ts"() {
    "use strict";
    init_output();
    init_system_error();
    pending = /* @__PURE__ */ new Set();
    handlersInstalled = false;
    SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
  }
});

// src/command.ts
import { parseArgs } from "node:util";
function defineCommand(spec) {
  return spec;
}
function optionsOf(command) {
  return { ...command.options, help: HELP_OPTION };
}
function flagsText(name, spec) {
  const long = `${spec.short === void 0 ? "" : `-${spec.short}, `}--${name}`;
  if (spec.type === "boolean") return long;
  const value = spec.type === "string" && spec.choices !== void 0 ? spec.choices.join("|") : spec.value;
  return `${long} ${value ?? "VALUE"}`;
}
function wrap(text, first, indent, width = 118) {
  const lines = [];
  let line = first;
  for (const word of text.split(" ")) {
    if (line.length + 1 + word.length > width && line.trim() !== "" && line.length > indent) {
      lines.push(line);
      line = " ".repeat(indent) + word;
    } else line += (line.length === 0 || line.endsWith(" ") ? "" : " ") + word;
  }
  lines.push(line);
  return lines.join("\n");
}
function optionHelp(name, spec) {
  const flags2 = `  ${flagsText(name, spec)}`;
  const head = flags2.length <= HELP_COLUMN - 2 ? flags2.padEnd(HELP_COLUMN) : `${flags2}  `;
  const fallback = spec.type === "boolean" ? void 0 : spec.default;
  const help = fallback === void 0 ? spec.help : `${spec.help} (default\xA0${fallback})`;
  return wrap(help, head, HELP_COLUMN).replaceAll("\xA0", " ");
}
function usageLine(command) {
  const required = Object.entries(command.options).filter(([, spec]) => spec.type === "string" && spec.required === true).map(([name, spec]) => ` ${flagsText(name, spec)}`).join("");
  const args = command.arguments;
  const positional = args.stdin === true ? `[${args.name}...|-]` : (args.min ?? 0) > 0 ? `${args.name}...` : `[${args.name}...]`;
  return `Usage: urikit ${command.name}${required} [options] ${positional}`;
}
function commandHelp(command) {
  const options = Object.entries(optionsOf(command)).map(([name, spec]) => optionHelp(name, spec));
  return `${usageLine(command)}

${command.description}

Options:
${options.join("\n")}`;
}
function commandList(names) {
  return names.length === 1 ? `${names[0]} only` : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
function belongsElsewhere(token, commands) {
  const short = token.rawName.length === 2 && token.rawName.startsWith("-") && !token.rawName.startsWith("--");
  const owners = [];
  let long = token.name;
  for (const command of commands) {
    for (const [name, spec] of Object.entries(command.options)) {
      if (short ? spec.short !== token.name : name !== token.name) continue;
      owners.push(command.name);
      long = name;
    }
  }
  if (owners.length === 0) return void 0;
  return `${short ? `${token.rawName} (--${long})` : token.rawName} applies to ${commandList(owners)}`;
}
function parseArgsOptions(command) {
  const config = {};
  for (const [name, spec] of Object.entries(optionsOf(command))) {
    config[name] = { type: spec.type === "boolean" ? "boolean" : "string", ...spec.short === void 0 ? {} : { short: spec.short } };
  }
  return config;
}
function foreignOptions(command, args) {
  const table = optionsOf(command);
  const { tokens } = parseArgs({ args: [...args], options: parseArgsOptions(command), allowPositionals: true, strict: false, tokens: true });
  const foreign = [];
  for (const token of tokens) {
    if (token.kind === "option" && !Object.hasOwn(table, token.name)) foreign.push(token);
  }
  return foreign;
}
function parseCommandLine(command, args, commands) {
  const config = parseArgsOptions(command);
  for (const token of foreignOptions(command, args)) {
    const elsewhere = belongsElsewhere(token, commands);
    if (elsewhere !== void 0) throw new UsageError(elsewhere);
  }
  const parsed = parseArgs({ args: [...args], options: config, allowPositionals: true, strict: true });
  if (parsed.values.help === true) return { help: true, values: {}, positionals: parsed.positionals };
  const values = {};
  for (const [name, spec] of Object.entries(command.options)) {
    const given = parsed.values[name];
    values[name] = optionValue(name, spec, given);
  }
  const positionals = parsed.positionals;
  const min = command.arguments.min ?? 0;
  if (positionals.length < min) {
    throw new UsageError(`${command.name} needs at least ${min === 1 ? "one" : min} ${command.arguments.name} argument${min === 1 ? "" : "s"}`);
  }
  return { help: false, values, positionals };
}
function optionValue(name, spec, given) {
  if (spec.type === "boolean") return given === true;
  const text = given;
  if (spec.type === "integer") {
    if (text === void 0) return spec.default;
    const n = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(n) || n < spec.min) throw new UsageError(`--${name} needs a whole number \u2265 ${spec.min}, got "${text}"`);
    return n;
  }
  if (text === void 0) {
    if (spec.required === true) throw new UsageError(`${flagsText(name, spec)} is required`);
    return spec.default;
  }
  if (spec.choices !== void 0 && !spec.choices.includes(text)) {
    throw new UsageError(`--${name} is one of ${spec.choices.join(", ")}; got "${text}"`);
  }
  if (spec.check !== void 0) {
    try {
      spec.check(text);
    } catch (e) {
      throw new UsageError(e.message);
    }
  }
  return text;
}
async function runCommand(command, args, allCommands) {
  const line = parseCommandLine(command, args, foreignOptions(command, args).length > 0 ? await allCommands() : [command]);
  if (line.help) {
    process.stdout.write(commandHelp(command) + "\n");
    return 0;
  }
  let target;
  let out;
  try {
    const status = await command.run({
      command: command.name,
      values: line.values,
      positionals: line.positionals,
      files: line.positionals.length === 0 ? ["-"] : line.positionals,
      err: process.stderr,
      note(text) {
        process.stderr.write(`urikit ${command.name}: note: ${text}
`);
      },
      open(inputs) {
        if (out !== void 0) throw new Error("open() called twice");
        checkInputs(inputs);
        target = openOutputTarget(line.values.output);
        out = new Output(target);
        return out;
      }
    });
    await out?.close();
    target?.commit();
    return status;
  } catch (e) {
    target?.discard();
    throw e;
  }
}
var UsageError, HELP_OPTION, HELP_COLUMN;
var init_command = __esm({
  "src/command.ts"() {
    "use strict";
    init_input();
    init_output();
    init_output_target();
    UsageError = class extends Error {
      name = "UsageError";
    };
    HELP_OPTION = { type: "boolean", short: "h", help: "this help" };
    HELP_COLUMN = 28;
  }
});

// src/messages.ts
function codePointName(codePoint) {
  return "U+" + codePoint.toString(16).toUpperCase().padStart(4, "0");
}
function isInvisible(codePoint) {
  return INVISIBLE.test(String.fromCodePoint(codePoint));
}
function visibleText(text) {
  let shown2 = "";
  for (const ch of text) {
    const codePoint = ch.codePointAt(0);
    shown2 += isInvisible(codePoint) ? `<${codePointName(codePoint)}>` : ch;
  }
  return shown2;
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
  let shown2;
  const byteIndex = lineStart + error.index;
  if (bytes !== void 0 && byteIndex < lineEnd && utf8SequenceLength(bytes, byteIndex, lineEnd) === 0) {
    const hex = "0x" + bytes[byteIndex].toString(16).toUpperCase().padStart(2, "0");
    const before = message.slice(0, at);
    if (before.endsWith("invalid character ")) {
      return before.slice(0, -"invalid character ".length) + `invalid UTF-8 (byte ${hex})` + message.slice(at + quoted.length);
    }
    shown2 = `invalid UTF-8 byte ${hex}`;
  } else if (isInvisible(codePoint)) shown2 = codePointName(codePoint);
  else if (codePoint >= 128) shown2 = `${quoted} (${codePointName(codePoint)})`;
  if (shown2 === void 0) return message;
  return message.slice(0, at) + shown2 + message.slice(at + quoted.length);
}
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
var INVISIBLE, slots;
var init_messages = __esm({
  "src/messages.ts"() {
    "use strict";
    init_offsets();
    INVISIBLE = new RegExp("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Co}\\p{Cn}\\p{Cs}\\p{M}\\p{Default_Ignorable_Code_Point}]|(?! )\\p{Zs}", "u");
    slots = new Int32Array(OFFSET_SLOTS);
  }
});

// src/stats.ts
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
function addCounts(stats, counts) {
  stats.lines += counts.lines;
  stats.valid += counts.valid;
  for (const [key, n] of counts.bySchemes) stats.bySchemes.set(key, (stats.bySchemes.get(key) ?? 0) + n);
  for (const [key, n] of counts.byHostKind) stats.byHostKind.set(key, (stats.byHostKind.get(key) ?? 0) + n);
  for (const [key, n] of counts.byErrorCode) stats.byErrorCode.set(key, (stats.byErrorCode.get(key) ?? 0) + n);
}
var Stats;
var init_stats = __esm({
  "src/stats.ts"() {
    "use strict";
    init_clock();
    Stats = class {
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
  }
});

// src/progress.ts
var Progress;
var init_progress = __esm({
  "src/progress.ts"() {
    "use strict";
    init_stats();
    init_clock();
    Progress = class {
      #stream;
      #total;
      #enabled;
      #now;
      #started;
      #lastDraw = 0;
      #drawn = false;
      /** `now` is the clock in milliseconds (a test passes its own). */
      constructor(stream, totalBytes, enabled, now2 = now) {
        this.#stream = stream;
        this.#total = totalBytes;
        this.#enabled = enabled && stream.isTTY === true;
        this.#now = now2;
        this.#started = now2();
      }
      /** Redraw the bar, at most every 100 ms. */
      update(bytes, lines) {
        if (!this.#enabled) return;
        const now2 = this.#now();
        if (now2 - this.#lastDraw < 100) return;
        this.#lastDraw = now2;
        const seconds = (now2 - this.#started) / 1e3;
        const rate = lines / Math.max(seconds, 1e-9);
        let text = `${(bytes / 1e6).toFixed(1)} MB, ${lines} lines, ${formatRate(rate)} lines/s`;
        if (this.#total !== void 0 && this.#total > 0) {
          const share = Math.min(1, bytes / this.#total);
          const width = 24;
          const filled = Math.round(share * width);
          const eta = share > 0 ? seconds / share * (1 - share) : 0;
          text = `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${(share * 100).toFixed(0)}% ${text}, ETA ${eta.toFixed(0)} s`;
        }
        this.#stream.write(`\r${text}\x1B[K`);
        this.#drawn = true;
      }
      /** Erase the bar, if drawn, before a report line is printed; the next `update` draws it again. */
      clear() {
        if (!this.#drawn) return;
        this.#stream.write("\r\x1B[K");
        this.#drawn = false;
      }
      done() {
        this.clear();
      }
    };
  }
});

// ../../packages/schemes/dist/registry.js
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
var rules, BUILTIN_SCHEMES;
var init_registry = __esm({
  "../../packages/schemes/dist/registry.js"() {
    "use strict";
    init_engine();
    rules = /* @__PURE__ */ new Map();
    BUILTIN_SCHEMES = /* @__PURE__ */ new Map([
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
  }
});

// ../../packages/schemes/dist/index.js
var init_dist4 = __esm({
  "../../packages/schemes/dist/index.js"() {
    "use strict";
    init_registry();
  }
});

// ../../packages/security/dist/hazard.js
var HAZARD_CITES, HAZARD_CODES;
var init_hazard = __esm({
  "../../packages/security/dist/hazard.js"() {
    "use strict";
    HAZARD_CITES = {
      "password-in-userinfo": "RFC 3986 \xA77.5 <https://www.rfc-editor.org/rfc/rfc3986#section-7.5>",
      "userinfo-present": "RFC 3986 \xA77.6 <https://www.rfc-editor.org/rfc/rfc3986#section-7.6>",
      "rare-ipv4-form": "RFC 3986 \xA77.4 <https://www.rfc-editor.org/rfc/rfc3986#section-7.4>",
      "pct-encoded-in-host": "RFC 3986 \xA77.3 <https://www.rfc-editor.org/rfc/rfc3986#section-7.3>",
      "pct-encoded-delimiter": "RFC 3986 \xA77.3 <https://www.rfc-editor.org/rfc/rfc3986#section-7.3>",
      "nul-byte": "RFC 3986 \xA77.3 <https://www.rfc-editor.org/rfc/rfc3986#section-7.3>",
      "dot-segment-above-root": "RFC 3986 \xA75.2.4 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4>",
      "non-default-port": "RFC 3986 \xA77.2 <https://www.rfc-editor.org/rfc/rfc3986#section-7.2>",
      "scheme-unsafe": "RFC 3986 \xA77.2 <https://www.rfc-editor.org/rfc/rfc3986#section-7.2>",
      "whatwg-differs": "RFC 3986 \xA77.3 <https://www.rfc-editor.org/rfc/rfc3986#section-7.3>",
      "non-ascii-host": "RFC 3987 \xA73.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1>",
      "punycode-label": "RFC 5890 \xA72.3.2.1 <https://www.rfc-editor.org/rfc/rfc5890#section-2.3.2.1>",
      "mixed-script-label": "RFC 3986 \xA77.6 <https://www.rfc-editor.org/rfc/rfc3986#section-7.6>",
      "bidi-control": "RFC 3987 \xA74.1 <https://www.rfc-editor.org/rfc/rfc3987#section-4.1>",
      "invisible-character": "RFC 3986 \xA77.6 <https://www.rfc-editor.org/rfc/rfc3986#section-7.6>",
      "address-not-global": "RFC 6890 \xA72.2 <https://www.rfc-editor.org/rfc/rfc6890#section-2.2>",
      "metadata-endpoint": "RFC 3927 \xA72.1 <https://www.rfc-editor.org/rfc/rfc3927#section-2.1>",
      "scheme-not-allowed": "RFC 3986 \xA77.1 <https://www.rfc-editor.org/rfc/rfc3986#section-7.1>",
      "port-not-allowed": "RFC 3986 \xA77.2 <https://www.rfc-editor.org/rfc/rfc3986#section-7.2>",
      "userinfo-not-allowed": "RFC 3986 \xA77.5 <https://www.rfc-editor.org/rfc/rfc3986#section-7.5>",
      "not-absolute": "RFC 3986 \xA74.3 <https://www.rfc-editor.org/rfc/rfc3986#section-4.3>",
      "invalid-uri": "RFC 3986 \xA73 <https://www.rfc-editor.org/rfc/rfc3986#section-3>",
      "network-path-reference": "RFC 3986 \xA74.2 <https://www.rfc-editor.org/rfc/rfc3986#section-4.2>",
      "backslash-as-slash": "RFC 3986 \xA77.3 <https://www.rfc-editor.org/rfc/rfc3986#section-7.3>",
      "ignored-whitespace": "RFC 3986 \xA77.3 <https://www.rfc-editor.org/rfc/rfc3986#section-7.3>",
      "scheme-relative-authority": "RFC 3986 \xA75.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2>",
      "nested-url": "RFC 9110 \xA710.2.2 <https://www.rfc-editor.org/rfc/rfc9110#section-10.2.2>",
      "decoded-off-origin": "RFC 3986 \xA72.4 <https://www.rfc-editor.org/rfc/rfc3986#section-2.4>",
      "look-alike-slash": "RFC 3987 \xA78 <https://www.rfc-editor.org/rfc/rfc3987#section-8>",
      "encoded-control": "RFC 3986 \xA77.3 <https://www.rfc-editor.org/rfc/rfc3986#section-7.3>"
    };
    HAZARD_CODES = Object.keys(HAZARD_CITES);
  }
});

// ../../packages/security/dist/legacy-ipv4.js
function parsePart(s, start, end) {
  if (start === end)
    return -1;
  let radix = 10;
  let i = start;
  if (end - start >= 2 && s.charCodeAt(i) === 48 && (s.charCodeAt(i + 1) | 32) === 120) {
    radix = 16;
    i += 2;
  } else if (end - start >= 2 && s.charCodeAt(i) === 48) {
    radix = 8;
    i += 1;
  }
  let value = 0;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    let d;
    if (c >= 48 && c <= 57)
      d = c - 48;
    else if ((c | 32) >= 97 && (c | 32) <= 102)
      d = (c | 32) - 97 + 10;
    else
      return -1;
    if (d >= radix)
      return -1;
    if (value < TOO_BIG)
      value = Math.min(value * radix + d, TOO_BIG);
  }
  return value;
}
function legacyIPv4(host) {
  expectString(host, "legacyIPv4");
  let end = host.length;
  if (end > 1 && host.charCodeAt(end - 1) === 46)
    end--;
  const parts2 = [];
  let start = 0;
  for (let i = 0; i <= end; i++) {
    if (i < end && host.charCodeAt(i) !== 46)
      continue;
    if (parts2.length === 4)
      return void 0;
    const value = parsePart(host, start, i);
    if (value < 0)
      return void 0;
    parts2.push(value);
    start = i + 1;
  }
  const n = parts2.length;
  let address = 0;
  for (let k = 0; k < n - 1; k++) {
    if (parts2[k] > 255)
      return void 0;
    address += parts2[k] * 2 ** (8 * (3 - k));
  }
  const last = parts2[n - 1];
  if (last >= 2 ** (8 * (5 - n)))
    return void 0;
  return formatIPv4(address + last);
}
var TOO_BIG;
var init_legacy_ipv4 = __esm({
  "../../packages/security/dist/legacy-ipv4.js"() {
    "use strict";
    init_engine();
    init_dist();
    TOO_BIG = 4294967296;
  }
});

// ../../node_modules/.pnpm/punycode@2.3.1/node_modules/punycode/punycode.js
var require_punycode = __commonJS({
  "../../node_modules/.pnpm/punycode@2.3.1/node_modules/punycode/punycode.js"(exports, module) {
    "use strict";
    var maxInt = 2147483647;
    var base = 36;
    var tMin = 1;
    var tMax = 26;
    var skew = 38;
    var damp = 700;
    var initialBias = 72;
    var initialN = 128;
    var delimiter = "-";
    var regexPunycode = /^xn--/;
    var regexNonASCII = /[^\0-\x7F]/;
    var regexSeparators = /[\x2E\u3002\uFF0E\uFF61]/g;
    var errors = {
      "overflow": "Overflow: input needs wider integers to process",
      "not-basic": "Illegal input >= 0x80 (not a basic code point)",
      "invalid-input": "Invalid input"
    };
    var baseMinusTMin = base - tMin;
    var floor = Math.floor;
    var stringFromCharCode = String.fromCharCode;
    function error(type) {
      throw new RangeError(errors[type]);
    }
    function map(array, callback) {
      const result = [];
      let length = array.length;
      while (length--) {
        result[length] = callback(array[length]);
      }
      return result;
    }
    function mapDomain(domain, callback) {
      const parts2 = domain.split("@");
      let result = "";
      if (parts2.length > 1) {
        result = parts2[0] + "@";
        domain = parts2[1];
      }
      domain = domain.replace(regexSeparators, ".");
      const labels = domain.split(".");
      const encoded = map(labels, callback).join(".");
      return result + encoded;
    }
    function ucs2decode(string) {
      const output = [];
      let counter = 0;
      const length = string.length;
      while (counter < length) {
        const value = string.charCodeAt(counter++);
        if (value >= 55296 && value <= 56319 && counter < length) {
          const extra = string.charCodeAt(counter++);
          if ((extra & 64512) == 56320) {
            output.push(((value & 1023) << 10) + (extra & 1023) + 65536);
          } else {
            output.push(value);
            counter--;
          }
        } else {
          output.push(value);
        }
      }
      return output;
    }
    var ucs2encode = (codePoints) => String.fromCodePoint(...codePoints);
    var basicToDigit = function(codePoint) {
      if (codePoint >= 48 && codePoint < 58) {
        return 26 + (codePoint - 48);
      }
      if (codePoint >= 65 && codePoint < 91) {
        return codePoint - 65;
      }
      if (codePoint >= 97 && codePoint < 123) {
        return codePoint - 97;
      }
      return base;
    };
    var digitToBasic = function(digit, flag) {
      return digit + 22 + 75 * (digit < 26) - ((flag != 0) << 5);
    };
    var adapt = function(delta, numPoints, firstTime) {
      let k = 0;
      delta = firstTime ? floor(delta / damp) : delta >> 1;
      delta += floor(delta / numPoints);
      for (; delta > baseMinusTMin * tMax >> 1; k += base) {
        delta = floor(delta / baseMinusTMin);
      }
      return floor(k + (baseMinusTMin + 1) * delta / (delta + skew));
    };
    var decode2 = function(input) {
      const output = [];
      const inputLength = input.length;
      let i = 0;
      let n = initialN;
      let bias = initialBias;
      let basic = input.lastIndexOf(delimiter);
      if (basic < 0) {
        basic = 0;
      }
      for (let j = 0; j < basic; ++j) {
        if (input.charCodeAt(j) >= 128) {
          error("not-basic");
        }
        output.push(input.charCodeAt(j));
      }
      for (let index = basic > 0 ? basic + 1 : 0; index < inputLength; ) {
        const oldi = i;
        for (let w = 1, k = base; ; k += base) {
          if (index >= inputLength) {
            error("invalid-input");
          }
          const digit = basicToDigit(input.charCodeAt(index++));
          if (digit >= base) {
            error("invalid-input");
          }
          if (digit > floor((maxInt - i) / w)) {
            error("overflow");
          }
          i += digit * w;
          const t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
          if (digit < t) {
            break;
          }
          const baseMinusT = base - t;
          if (w > floor(maxInt / baseMinusT)) {
            error("overflow");
          }
          w *= baseMinusT;
        }
        const out = output.length + 1;
        bias = adapt(i - oldi, out, oldi == 0);
        if (floor(i / out) > maxInt - n) {
          error("overflow");
        }
        n += floor(i / out);
        i %= out;
        output.splice(i++, 0, n);
      }
      return String.fromCodePoint(...output);
    };
    var encode = function(input) {
      const output = [];
      input = ucs2decode(input);
      const inputLength = input.length;
      let n = initialN;
      let delta = 0;
      let bias = initialBias;
      for (const currentValue of input) {
        if (currentValue < 128) {
          output.push(stringFromCharCode(currentValue));
        }
      }
      const basicLength = output.length;
      let handledCPCount = basicLength;
      if (basicLength) {
        output.push(delimiter);
      }
      while (handledCPCount < inputLength) {
        let m = maxInt;
        for (const currentValue of input) {
          if (currentValue >= n && currentValue < m) {
            m = currentValue;
          }
        }
        const handledCPCountPlusOne = handledCPCount + 1;
        if (m - n > floor((maxInt - delta) / handledCPCountPlusOne)) {
          error("overflow");
        }
        delta += (m - n) * handledCPCountPlusOne;
        n = m;
        for (const currentValue of input) {
          if (currentValue < n && ++delta > maxInt) {
            error("overflow");
          }
          if (currentValue === n) {
            let q = delta;
            for (let k = base; ; k += base) {
              const t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
              if (q < t) {
                break;
              }
              const qMinusT = q - t;
              const baseMinusT = base - t;
              output.push(
                stringFromCharCode(digitToBasic(t + qMinusT % baseMinusT, 0))
              );
              q = floor(qMinusT / baseMinusT);
            }
            output.push(stringFromCharCode(digitToBasic(q, 0)));
            bias = adapt(delta, handledCPCountPlusOne, handledCPCount === basicLength);
            delta = 0;
            ++handledCPCount;
          }
        }
        ++delta;
        ++n;
      }
      return output.join("");
    };
    var toUnicode3 = function(input) {
      return mapDomain(input, function(string) {
        return regexPunycode.test(string) ? decode2(string.slice(4).toLowerCase()) : string;
      });
    };
    var toASCII2 = function(input) {
      return mapDomain(input, function(string) {
        return regexNonASCII.test(string) ? "xn--" + encode(string) : string;
      });
    };
    var punycode = {
      /**
       * A string representing the current Punycode.js version number.
       * @memberOf punycode
       * @type String
       */
      "version": "2.3.1",
      /**
       * An object of methods to convert from JavaScript's internal character
       * representation (UCS-2) to Unicode code points, and back.
       * @see <https://mathiasbynens.be/notes/javascript-encoding>
       * @memberOf punycode
       * @type Object
       */
      "ucs2": {
        "decode": ucs2decode,
        "encode": ucs2encode
      },
      "decode": decode2,
      "encode": encode,
      "toASCII": toASCII2,
      "toUnicode": toUnicode3
    };
    module.exports = punycode;
  }
});

// ../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/lib/regexes.js
var require_regexes = __commonJS({
  "../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/lib/regexes.js"(exports, module) {
    "use strict";
    var combiningMarks = /[\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0903\u093A-\u093C\u093E-\u094F\u0951-\u0957\u0962\u0963\u0981-\u0983\u09BC\u09BE-\u09C4\u09C7\u09C8\u09CB-\u09CD\u09D7\u09E2\u09E3\u09FE\u0A01-\u0A03\u0A3C\u0A3E-\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81-\u0A83\u0ABC\u0ABE-\u0AC5\u0AC7-\u0AC9\u0ACB-\u0ACD\u0AE2\u0AE3\u0AFA-\u0AFF\u0B01-\u0B03\u0B3C\u0B3E-\u0B44\u0B47\u0B48\u0B4B-\u0B4D\u0B55-\u0B57\u0B62\u0B63\u0B82\u0BBE-\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCD\u0BD7\u0C00-\u0C04\u0C3C\u0C3E-\u0C44\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C81-\u0C83\u0CBC\u0CBE-\u0CC4\u0CC6-\u0CC8\u0CCA-\u0CCD\u0CD5\u0CD6\u0CE2\u0CE3\u0CF3\u0D00-\u0D03\u0D3B\u0D3C\u0D3E-\u0D44\u0D46-\u0D48\u0D4A-\u0D4D\u0D57\u0D62\u0D63\u0D81-\u0D83\u0DCA\u0DCF-\u0DD4\u0DD6\u0DD8-\u0DDF\u0DF2\u0DF3\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39\u0F3E\u0F3F\u0F71-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102B-\u103E\u1056-\u1059\u105E-\u1060\u1062-\u1064\u1067-\u106D\u1071-\u1074\u1082-\u108D\u108F\u109A-\u109D\u135D-\u135F\u1712-\u1715\u1732-\u1734\u1752\u1753\u1772\u1773\u17B4-\u17D3\u17DD\u180B-\u180D\u180F\u1885\u1886\u18A9\u1920-\u192B\u1930-\u193B\u1A17-\u1A1B\u1A55-\u1A5E\u1A60-\u1A7C\u1A7F\u1AB0-\u1ACE\u1B00-\u1B04\u1B34-\u1B44\u1B6B-\u1B73\u1B80-\u1B82\u1BA1-\u1BAD\u1BE6-\u1BF3\u1C24-\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE8\u1CED\u1CF4\u1CF7-\u1CF9\u1DC0-\u1DFF\u20D0-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302F\u3099\u309A\uA66F-\uA672\uA674-\uA67D\uA69E\uA69F\uA6F0\uA6F1\uA802\uA806\uA80B\uA823-\uA827\uA82C\uA880\uA881\uA8B4-\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA953\uA980-\uA983\uA9B3-\uA9C0\uA9E5\uAA29-\uAA36\uAA43\uAA4C\uAA4D\uAA7B-\uAA7D\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEB-\uAAEF\uAAF5\uAAF6\uABE3-\uABEA\uABEC\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F\u{101FD}\u{102E0}\u{10376}-\u{1037A}\u{10A01}-\u{10A03}\u{10A05}\u{10A06}\u{10A0C}-\u{10A0F}\u{10A38}-\u{10A3A}\u{10A3F}\u{10AE5}\u{10AE6}\u{10D24}-\u{10D27}\u{10D69}-\u{10D6D}\u{10EAB}\u{10EAC}\u{10EFC}-\u{10EFF}\u{10F46}-\u{10F50}\u{10F82}-\u{10F85}\u{11000}-\u{11002}\u{11038}-\u{11046}\u{11070}\u{11073}\u{11074}\u{1107F}-\u{11082}\u{110B0}-\u{110BA}\u{110C2}\u{11100}-\u{11102}\u{11127}-\u{11134}\u{11145}\u{11146}\u{11173}\u{11180}-\u{11182}\u{111B3}-\u{111C0}\u{111C9}-\u{111CC}\u{111CE}\u{111CF}\u{1122C}-\u{11237}\u{1123E}\u{11241}\u{112DF}-\u{112EA}\u{11300}-\u{11303}\u{1133B}\u{1133C}\u{1133E}-\u{11344}\u{11347}\u{11348}\u{1134B}-\u{1134D}\u{11357}\u{11362}\u{11363}\u{11366}-\u{1136C}\u{11370}-\u{11374}\u{113B8}-\u{113C0}\u{113C2}\u{113C5}\u{113C7}-\u{113CA}\u{113CC}-\u{113D0}\u{113D2}\u{113E1}\u{113E2}\u{11435}-\u{11446}\u{1145E}\u{114B0}-\u{114C3}\u{115AF}-\u{115B5}\u{115B8}-\u{115C0}\u{115DC}\u{115DD}\u{11630}-\u{11640}\u{116AB}-\u{116B7}\u{1171D}-\u{1172B}\u{1182C}-\u{1183A}\u{11930}-\u{11935}\u{11937}\u{11938}\u{1193B}-\u{1193E}\u{11940}\u{11942}\u{11943}\u{119D1}-\u{119D7}\u{119DA}-\u{119E0}\u{119E4}\u{11A01}-\u{11A0A}\u{11A33}-\u{11A39}\u{11A3B}-\u{11A3E}\u{11A47}\u{11A51}-\u{11A5B}\u{11A8A}-\u{11A99}\u{11C2F}-\u{11C36}\u{11C38}-\u{11C3F}\u{11C92}-\u{11CA7}\u{11CA9}-\u{11CB6}\u{11D31}-\u{11D36}\u{11D3A}\u{11D3C}\u{11D3D}\u{11D3F}-\u{11D45}\u{11D47}\u{11D8A}-\u{11D8E}\u{11D90}\u{11D91}\u{11D93}-\u{11D97}\u{11EF3}-\u{11EF6}\u{11F00}\u{11F01}\u{11F03}\u{11F34}-\u{11F3A}\u{11F3E}-\u{11F42}\u{11F5A}\u{13440}\u{13447}-\u{13455}\u{1611E}-\u{1612F}\u{16AF0}-\u{16AF4}\u{16B30}-\u{16B36}\u{16F4F}\u{16F51}-\u{16F87}\u{16F8F}-\u{16F92}\u{16FE4}\u{16FF0}\u{16FF1}\u{1BC9D}\u{1BC9E}\u{1CF00}-\u{1CF2D}\u{1CF30}-\u{1CF46}\u{1D165}-\u{1D169}\u{1D16D}-\u{1D172}\u{1D17B}-\u{1D182}\u{1D185}-\u{1D18B}\u{1D1AA}-\u{1D1AD}\u{1D242}-\u{1D244}\u{1DA00}-\u{1DA36}\u{1DA3B}-\u{1DA6C}\u{1DA75}\u{1DA84}\u{1DA9B}-\u{1DA9F}\u{1DAA1}-\u{1DAAF}\u{1E000}-\u{1E006}\u{1E008}-\u{1E018}\u{1E01B}-\u{1E021}\u{1E023}\u{1E024}\u{1E026}-\u{1E02A}\u{1E08F}\u{1E130}-\u{1E136}\u{1E2AE}\u{1E2EC}-\u{1E2EF}\u{1E4EC}-\u{1E4EF}\u{1E5EE}\u{1E5EF}\u{1E8D0}-\u{1E8D6}\u{1E944}-\u{1E94A}\u{E0100}-\u{E01EF}]/u;
    var combiningClassVirama = /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D3B\u0D3C\u0D4D\u0DCA\u0E3A\u0EBA\u0F84\u1039\u103A\u1714\u1715\u1734\u17D2\u1A60\u1B44\u1BAA\u1BAB\u1BF2\u1BF3\u2D7F\uA806\uA82C\uA8C4\uA953\uA9C0\uAAF6\uABED\u{10A3F}\u{11046}\u{11070}\u{1107F}\u{110B9}\u{11133}\u{11134}\u{111C0}\u{11235}\u{112EA}\u{1134D}\u{113CE}-\u{113D0}\u{11442}\u{114C2}\u{115BF}\u{1163F}\u{116B6}\u{1172B}\u{11839}\u{1193D}\u{1193E}\u{119E0}\u{11A34}\u{11A47}\u{11A99}\u{11C3F}\u{11D44}\u{11D45}\u{11D97}\u{11F41}\u{11F42}\u{1612F}]/u;
    var validZWNJ = /[\u0620\u0626\u0628\u062A-\u062E\u0633-\u063F\u0641-\u0647\u0649\u064A\u066E\u066F\u0678-\u0687\u069A-\u06BF\u06C1\u06C2\u06CC\u06CE\u06D0\u06D1\u06FA-\u06FC\u06FF\u0712-\u0714\u071A-\u071D\u071F-\u0727\u0729\u072B\u072D\u072E\u074E-\u0758\u075C-\u076A\u076D-\u0770\u0772\u0775-\u0777\u077A-\u077F\u07CA-\u07EA\u0841-\u0845\u0848\u084A-\u0853\u0855\u0860\u0862-\u0865\u0868\u0886\u0889-\u088D\u08A0-\u08A9\u08AF\u08B0\u08B3-\u08B8\u08BA-\u08C8\u1807\u1820-\u1878\u1887-\u18A8\u18AA\uA840-\uA872\u{10AC0}-\u{10AC4}\u{10ACD}\u{10AD3}-\u{10ADC}\u{10ADE}-\u{10AE0}\u{10AEB}-\u{10AEE}\u{10B80}\u{10B82}\u{10B86}-\u{10B88}\u{10B8A}\u{10B8B}\u{10B8D}\u{10B90}\u{10BAD}\u{10BAE}\u{10D00}-\u{10D21}\u{10D23}\u{10EC3}\u{10EC4}\u{10F30}-\u{10F32}\u{10F34}-\u{10F44}\u{10F51}-\u{10F53}\u{10F70}-\u{10F73}\u{10F76}-\u{10F81}\u{10FB0}\u{10FB2}\u{10FB3}\u{10FB8}\u{10FBB}\u{10FBC}\u{10FBE}\u{10FBF}\u{10FC1}\u{10FC4}\u{10FCA}\u{10FCB}\u{1E900}-\u{1E943}][\xAD\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u061C\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u070F\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963\u0981\u09BC\u09C1-\u09C4\u09CD\u09E2\u09E3\u09FE\u0A01\u0A02\u0A3C\u0A41\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81\u0A82\u0ABC\u0AC1-\u0AC5\u0AC7\u0AC8\u0ACD\u0AE2\u0AE3\u0AFA-\u0AFF\u0B01\u0B3C\u0B3F\u0B41-\u0B44\u0B4D\u0B55\u0B56\u0B62\u0B63\u0B82\u0BC0\u0BCD\u0C00\u0C04\u0C3C\u0C3E-\u0C40\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C81\u0CBC\u0CBF\u0CC6\u0CCC\u0CCD\u0CE2\u0CE3\u0D00\u0D01\u0D3B\u0D3C\u0D41-\u0D44\u0D4D\u0D62\u0D63\u0D81\u0DCA\u0DD2-\u0DD4\u0DD6\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39\u0F71-\u0F7E\u0F80-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102D-\u1030\u1032-\u1037\u1039\u103A\u103D\u103E\u1058\u1059\u105E-\u1060\u1071-\u1074\u1082\u1085\u1086\u108D\u109D\u135D-\u135F\u1712-\u1714\u1732\u1733\u1752\u1753\u1772\u1773\u17B4\u17B5\u17B7-\u17BD\u17C6\u17C9-\u17D3\u17DD\u180B-\u180D\u180F\u1885\u1886\u18A9\u1920-\u1922\u1927\u1928\u1932\u1939-\u193B\u1A17\u1A18\u1A1B\u1A56\u1A58-\u1A5E\u1A60\u1A62\u1A65-\u1A6C\u1A73-\u1A7C\u1A7F\u1AB0-\u1ACE\u1B00-\u1B03\u1B34\u1B36-\u1B3A\u1B3C\u1B42\u1B6B-\u1B73\u1B80\u1B81\u1BA2-\u1BA5\u1BA8\u1BA9\u1BAB-\u1BAD\u1BE6\u1BE8\u1BE9\u1BED\u1BEF-\u1BF1\u1C2C-\u1C33\u1C36\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE0\u1CE2-\u1CE8\u1CED\u1CF4\u1CF8\u1CF9\u1DC0-\u1DFF\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u206A-\u206F\u20D0-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302D\u3099\u309A\uA66F-\uA672\uA674-\uA67D\uA69E\uA69F\uA6F0\uA6F1\uA802\uA806\uA80B\uA825\uA826\uA82C\uA8C4\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA951\uA980-\uA982\uA9B3\uA9B6-\uA9B9\uA9BC\uA9BD\uA9E5\uAA29-\uAA2E\uAA31\uAA32\uAA35\uAA36\uAA43\uAA4C\uAA7C\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEC\uAAED\uAAF6\uABE5\uABE8\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F\uFEFF\uFFF9-\uFFFB\u{101FD}\u{102E0}\u{10376}-\u{1037A}\u{10A01}-\u{10A03}\u{10A05}\u{10A06}\u{10A0C}-\u{10A0F}\u{10A38}-\u{10A3A}\u{10A3F}\u{10AE5}\u{10AE6}\u{10D24}-\u{10D27}\u{10D69}-\u{10D6D}\u{10EAB}\u{10EAC}\u{10EFC}-\u{10EFF}\u{10F46}-\u{10F50}\u{10F82}-\u{10F85}\u{11001}\u{11038}-\u{11046}\u{11070}\u{11073}\u{11074}\u{1107F}-\u{11081}\u{110B3}-\u{110B6}\u{110B9}\u{110BA}\u{110C2}\u{11100}-\u{11102}\u{11127}-\u{1112B}\u{1112D}-\u{11134}\u{11173}\u{11180}\u{11181}\u{111B6}-\u{111BE}\u{111C9}-\u{111CC}\u{111CF}\u{1122F}-\u{11231}\u{11234}\u{11236}\u{11237}\u{1123E}\u{11241}\u{112DF}\u{112E3}-\u{112EA}\u{11300}\u{11301}\u{1133B}\u{1133C}\u{11340}\u{11366}-\u{1136C}\u{11370}-\u{11374}\u{113BB}-\u{113C0}\u{113CE}\u{113D0}\u{113D2}\u{113E1}\u{113E2}\u{11438}-\u{1143F}\u{11442}-\u{11444}\u{11446}\u{1145E}\u{114B3}-\u{114B8}\u{114BA}\u{114BF}\u{114C0}\u{114C2}\u{114C3}\u{115B2}-\u{115B5}\u{115BC}\u{115BD}\u{115BF}\u{115C0}\u{115DC}\u{115DD}\u{11633}-\u{1163A}\u{1163D}\u{1163F}\u{11640}\u{116AB}\u{116AD}\u{116B0}-\u{116B5}\u{116B7}\u{1171D}\u{1171F}\u{11722}-\u{11725}\u{11727}-\u{1172B}\u{1182F}-\u{11837}\u{11839}\u{1183A}\u{1193B}\u{1193C}\u{1193E}\u{11943}\u{119D4}-\u{119D7}\u{119DA}\u{119DB}\u{119E0}\u{11A01}-\u{11A0A}\u{11A33}-\u{11A38}\u{11A3B}-\u{11A3E}\u{11A47}\u{11A51}-\u{11A56}\u{11A59}-\u{11A5B}\u{11A8A}-\u{11A96}\u{11A98}\u{11A99}\u{11C30}-\u{11C36}\u{11C38}-\u{11C3D}\u{11C3F}\u{11C92}-\u{11CA7}\u{11CAA}-\u{11CB0}\u{11CB2}\u{11CB3}\u{11CB5}\u{11CB6}\u{11D31}-\u{11D36}\u{11D3A}\u{11D3C}\u{11D3D}\u{11D3F}-\u{11D45}\u{11D47}\u{11D90}\u{11D91}\u{11D95}\u{11D97}\u{11EF3}\u{11EF4}\u{11F00}\u{11F01}\u{11F36}-\u{11F3A}\u{11F40}\u{11F42}\u{11F5A}\u{13430}-\u{13440}\u{13447}-\u{13455}\u{1611E}-\u{16129}\u{1612D}-\u{1612F}\u{16AF0}-\u{16AF4}\u{16B30}-\u{16B36}\u{16F4F}\u{16F8F}-\u{16F92}\u{16FE4}\u{1BC9D}\u{1BC9E}\u{1BCA0}-\u{1BCA3}\u{1CF00}-\u{1CF2D}\u{1CF30}-\u{1CF46}\u{1D167}-\u{1D169}\u{1D173}-\u{1D182}\u{1D185}-\u{1D18B}\u{1D1AA}-\u{1D1AD}\u{1D242}-\u{1D244}\u{1DA00}-\u{1DA36}\u{1DA3B}-\u{1DA6C}\u{1DA75}\u{1DA84}\u{1DA9B}-\u{1DA9F}\u{1DAA1}-\u{1DAAF}\u{1E000}-\u{1E006}\u{1E008}-\u{1E018}\u{1E01B}-\u{1E021}\u{1E023}\u{1E024}\u{1E026}-\u{1E02A}\u{1E08F}\u{1E130}-\u{1E136}\u{1E2AE}\u{1E2EC}-\u{1E2EF}\u{1E4EC}-\u{1E4EF}\u{1E5EE}\u{1E5EF}\u{1E8D0}-\u{1E8D6}\u{1E944}-\u{1E94B}\u{E0001}\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}]*\u200C[\xAD\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u061C\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u070F\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963\u0981\u09BC\u09C1-\u09C4\u09CD\u09E2\u09E3\u09FE\u0A01\u0A02\u0A3C\u0A41\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81\u0A82\u0ABC\u0AC1-\u0AC5\u0AC7\u0AC8\u0ACD\u0AE2\u0AE3\u0AFA-\u0AFF\u0B01\u0B3C\u0B3F\u0B41-\u0B44\u0B4D\u0B55\u0B56\u0B62\u0B63\u0B82\u0BC0\u0BCD\u0C00\u0C04\u0C3C\u0C3E-\u0C40\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C81\u0CBC\u0CBF\u0CC6\u0CCC\u0CCD\u0CE2\u0CE3\u0D00\u0D01\u0D3B\u0D3C\u0D41-\u0D44\u0D4D\u0D62\u0D63\u0D81\u0DCA\u0DD2-\u0DD4\u0DD6\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39\u0F71-\u0F7E\u0F80-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102D-\u1030\u1032-\u1037\u1039\u103A\u103D\u103E\u1058\u1059\u105E-\u1060\u1071-\u1074\u1082\u1085\u1086\u108D\u109D\u135D-\u135F\u1712-\u1714\u1732\u1733\u1752\u1753\u1772\u1773\u17B4\u17B5\u17B7-\u17BD\u17C6\u17C9-\u17D3\u17DD\u180B-\u180D\u180F\u1885\u1886\u18A9\u1920-\u1922\u1927\u1928\u1932\u1939-\u193B\u1A17\u1A18\u1A1B\u1A56\u1A58-\u1A5E\u1A60\u1A62\u1A65-\u1A6C\u1A73-\u1A7C\u1A7F\u1AB0-\u1ACE\u1B00-\u1B03\u1B34\u1B36-\u1B3A\u1B3C\u1B42\u1B6B-\u1B73\u1B80\u1B81\u1BA2-\u1BA5\u1BA8\u1BA9\u1BAB-\u1BAD\u1BE6\u1BE8\u1BE9\u1BED\u1BEF-\u1BF1\u1C2C-\u1C33\u1C36\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE0\u1CE2-\u1CE8\u1CED\u1CF4\u1CF8\u1CF9\u1DC0-\u1DFF\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u206A-\u206F\u20D0-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302D\u3099\u309A\uA66F-\uA672\uA674-\uA67D\uA69E\uA69F\uA6F0\uA6F1\uA802\uA806\uA80B\uA825\uA826\uA82C\uA8C4\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA951\uA980-\uA982\uA9B3\uA9B6-\uA9B9\uA9BC\uA9BD\uA9E5\uAA29-\uAA2E\uAA31\uAA32\uAA35\uAA36\uAA43\uAA4C\uAA7C\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEC\uAAED\uAAF6\uABE5\uABE8\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F\uFEFF\uFFF9-\uFFFB\u{101FD}\u{102E0}\u{10376}-\u{1037A}\u{10A01}-\u{10A03}\u{10A05}\u{10A06}\u{10A0C}-\u{10A0F}\u{10A38}-\u{10A3A}\u{10A3F}\u{10AE5}\u{10AE6}\u{10D24}-\u{10D27}\u{10D69}-\u{10D6D}\u{10EAB}\u{10EAC}\u{10EFC}-\u{10EFF}\u{10F46}-\u{10F50}\u{10F82}-\u{10F85}\u{11001}\u{11038}-\u{11046}\u{11070}\u{11073}\u{11074}\u{1107F}-\u{11081}\u{110B3}-\u{110B6}\u{110B9}\u{110BA}\u{110C2}\u{11100}-\u{11102}\u{11127}-\u{1112B}\u{1112D}-\u{11134}\u{11173}\u{11180}\u{11181}\u{111B6}-\u{111BE}\u{111C9}-\u{111CC}\u{111CF}\u{1122F}-\u{11231}\u{11234}\u{11236}\u{11237}\u{1123E}\u{11241}\u{112DF}\u{112E3}-\u{112EA}\u{11300}\u{11301}\u{1133B}\u{1133C}\u{11340}\u{11366}-\u{1136C}\u{11370}-\u{11374}\u{113BB}-\u{113C0}\u{113CE}\u{113D0}\u{113D2}\u{113E1}\u{113E2}\u{11438}-\u{1143F}\u{11442}-\u{11444}\u{11446}\u{1145E}\u{114B3}-\u{114B8}\u{114BA}\u{114BF}\u{114C0}\u{114C2}\u{114C3}\u{115B2}-\u{115B5}\u{115BC}\u{115BD}\u{115BF}\u{115C0}\u{115DC}\u{115DD}\u{11633}-\u{1163A}\u{1163D}\u{1163F}\u{11640}\u{116AB}\u{116AD}\u{116B0}-\u{116B5}\u{116B7}\u{1171D}\u{1171F}\u{11722}-\u{11725}\u{11727}-\u{1172B}\u{1182F}-\u{11837}\u{11839}\u{1183A}\u{1193B}\u{1193C}\u{1193E}\u{11943}\u{119D4}-\u{119D7}\u{119DA}\u{119DB}\u{119E0}\u{11A01}-\u{11A0A}\u{11A33}-\u{11A38}\u{11A3B}-\u{11A3E}\u{11A47}\u{11A51}-\u{11A56}\u{11A59}-\u{11A5B}\u{11A8A}-\u{11A96}\u{11A98}\u{11A99}\u{11C30}-\u{11C36}\u{11C38}-\u{11C3D}\u{11C3F}\u{11C92}-\u{11CA7}\u{11CAA}-\u{11CB0}\u{11CB2}\u{11CB3}\u{11CB5}\u{11CB6}\u{11D31}-\u{11D36}\u{11D3A}\u{11D3C}\u{11D3D}\u{11D3F}-\u{11D45}\u{11D47}\u{11D90}\u{11D91}\u{11D95}\u{11D97}\u{11EF3}\u{11EF4}\u{11F00}\u{11F01}\u{11F36}-\u{11F3A}\u{11F40}\u{11F42}\u{11F5A}\u{13430}-\u{13440}\u{13447}-\u{13455}\u{1611E}-\u{16129}\u{1612D}-\u{1612F}\u{16AF0}-\u{16AF4}\u{16B30}-\u{16B36}\u{16F4F}\u{16F8F}-\u{16F92}\u{16FE4}\u{1BC9D}\u{1BC9E}\u{1BCA0}-\u{1BCA3}\u{1CF00}-\u{1CF2D}\u{1CF30}-\u{1CF46}\u{1D167}-\u{1D169}\u{1D173}-\u{1D182}\u{1D185}-\u{1D18B}\u{1D1AA}-\u{1D1AD}\u{1D242}-\u{1D244}\u{1DA00}-\u{1DA36}\u{1DA3B}-\u{1DA6C}\u{1DA75}\u{1DA84}\u{1DA9B}-\u{1DA9F}\u{1DAA1}-\u{1DAAF}\u{1E000}-\u{1E006}\u{1E008}-\u{1E018}\u{1E01B}-\u{1E021}\u{1E023}\u{1E024}\u{1E026}-\u{1E02A}\u{1E08F}\u{1E130}-\u{1E136}\u{1E2AE}\u{1E2EC}-\u{1E2EF}\u{1E4EC}-\u{1E4EF}\u{1E5EE}\u{1E5EF}\u{1E8D0}-\u{1E8D6}\u{1E944}-\u{1E94B}\u{E0001}\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}]*[\u0620\u0622-\u063F\u0641-\u064A\u066E\u066F\u0671-\u0673\u0675-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FC\u06FF\u0710\u0712-\u072F\u074D-\u077F\u07CA-\u07EA\u0840-\u0858\u0860\u0862-\u0865\u0867-\u086A\u0870-\u0882\u0886\u0889-\u088E\u08A0-\u08AC\u08AE-\u08C8\u1807\u1820-\u1878\u1887-\u18A8\u18AA\uA840-\uA871\u{10AC0}-\u{10AC5}\u{10AC7}\u{10AC9}\u{10ACA}\u{10ACE}-\u{10AD6}\u{10AD8}-\u{10AE1}\u{10AE4}\u{10AEB}-\u{10AEF}\u{10B80}-\u{10B91}\u{10BA9}-\u{10BAE}\u{10D01}-\u{10D23}\u{10EC2}-\u{10EC4}\u{10F30}-\u{10F44}\u{10F51}-\u{10F54}\u{10F70}-\u{10F81}\u{10FB0}\u{10FB2}-\u{10FB6}\u{10FB8}-\u{10FBF}\u{10FC1}-\u{10FC4}\u{10FC9}\u{10FCA}\u{1E900}-\u{1E943}]/u;
    var bidiDomain = /[\u05BE\u05C0\u05C3\u05C6\u05D0-\u05EA\u05EF-\u05F4\u0600-\u0605\u0608\u060B\u060D\u061B-\u064A\u0660-\u0669\u066B-\u066F\u0671-\u06D5\u06DD\u06E5\u06E6\u06EE\u06EF\u06FA-\u070D\u070F\u0710\u0712-\u072F\u074D-\u07A5\u07B1\u07C0-\u07EA\u07F4\u07F5\u07FA\u07FE-\u0815\u081A\u0824\u0828\u0830-\u083E\u0840-\u0858\u085E\u0860-\u086A\u0870-\u088E\u0890\u0891\u08A0-\u08C9\u08E2\u200F\uFB1D\uFB1F-\uFB28\uFB2A-\uFB36\uFB38-\uFB3C\uFB3E\uFB40\uFB41\uFB43\uFB44\uFB46-\uFBC2\uFBD3-\uFD3D\uFD50-\uFD8F\uFD92-\uFDC7\uFDF0-\uFDFC\uFE70-\uFE74\uFE76-\uFEFC\u{10800}-\u{10805}\u{10808}\u{1080A}-\u{10835}\u{10837}\u{10838}\u{1083C}\u{1083F}-\u{10855}\u{10857}-\u{1089E}\u{108A7}-\u{108AF}\u{108E0}-\u{108F2}\u{108F4}\u{108F5}\u{108FB}-\u{1091B}\u{10920}-\u{10939}\u{1093F}\u{10980}-\u{109B7}\u{109BC}-\u{109CF}\u{109D2}-\u{10A00}\u{10A10}-\u{10A13}\u{10A15}-\u{10A17}\u{10A19}-\u{10A35}\u{10A40}-\u{10A48}\u{10A50}-\u{10A58}\u{10A60}-\u{10A9F}\u{10AC0}-\u{10AE4}\u{10AEB}-\u{10AF6}\u{10B00}-\u{10B35}\u{10B40}-\u{10B55}\u{10B58}-\u{10B72}\u{10B78}-\u{10B91}\u{10B99}-\u{10B9C}\u{10BA9}-\u{10BAF}\u{10C00}-\u{10C48}\u{10C80}-\u{10CB2}\u{10CC0}-\u{10CF2}\u{10CFA}-\u{10D23}\u{10D30}-\u{10D39}\u{10D40}-\u{10D65}\u{10D6F}-\u{10D85}\u{10D8E}\u{10D8F}\u{10E60}-\u{10E7E}\u{10E80}-\u{10EA9}\u{10EAD}\u{10EB0}\u{10EB1}\u{10EC2}-\u{10EC4}\u{10F00}-\u{10F27}\u{10F30}-\u{10F45}\u{10F51}-\u{10F59}\u{10F70}-\u{10F81}\u{10F86}-\u{10F89}\u{10FB0}-\u{10FCB}\u{10FE0}-\u{10FF6}\u{1E800}-\u{1E8C4}\u{1E8C7}-\u{1E8CF}\u{1E900}-\u{1E943}\u{1E94B}\u{1E950}-\u{1E959}\u{1E95E}\u{1E95F}\u{1EC71}-\u{1ECB4}\u{1ED01}-\u{1ED3D}\u{1EE00}-\u{1EE03}\u{1EE05}-\u{1EE1F}\u{1EE21}\u{1EE22}\u{1EE24}\u{1EE27}\u{1EE29}-\u{1EE32}\u{1EE34}-\u{1EE37}\u{1EE39}\u{1EE3B}\u{1EE42}\u{1EE47}\u{1EE49}\u{1EE4B}\u{1EE4D}-\u{1EE4F}\u{1EE51}\u{1EE52}\u{1EE54}\u{1EE57}\u{1EE59}\u{1EE5B}\u{1EE5D}\u{1EE5F}\u{1EE61}\u{1EE62}\u{1EE64}\u{1EE67}-\u{1EE6A}\u{1EE6C}-\u{1EE72}\u{1EE74}-\u{1EE77}\u{1EE79}-\u{1EE7C}\u{1EE7E}\u{1EE80}-\u{1EE89}\u{1EE8B}-\u{1EE9B}\u{1EEA1}-\u{1EEA3}\u{1EEA5}-\u{1EEA9}\u{1EEAB}-\u{1EEBB}]/u;
    var bidiS1LTR = /[A-Za-z\xAA\xB5\xBA\xC0-\xD6\xD8-\xF6\xF8-\u02B8\u02BB-\u02C1\u02D0\u02D1\u02E0-\u02E4\u02EE\u0370-\u0373\u0376\u0377\u037A-\u037D\u037F\u0386\u0388-\u038A\u038C\u038E-\u03A1\u03A3-\u03F5\u03F7-\u0482\u048A-\u052F\u0531-\u0556\u0559-\u0589\u0903-\u0939\u093B\u093D-\u0940\u0949-\u094C\u094E-\u0950\u0958-\u0961\u0964-\u0980\u0982\u0983\u0985-\u098C\u098F\u0990\u0993-\u09A8\u09AA-\u09B0\u09B2\u09B6-\u09B9\u09BD-\u09C0\u09C7\u09C8\u09CB\u09CC\u09CE\u09D7\u09DC\u09DD\u09DF-\u09E1\u09E6-\u09F1\u09F4-\u09FA\u09FC\u09FD\u0A03\u0A05-\u0A0A\u0A0F\u0A10\u0A13-\u0A28\u0A2A-\u0A30\u0A32\u0A33\u0A35\u0A36\u0A38\u0A39\u0A3E-\u0A40\u0A59-\u0A5C\u0A5E\u0A66-\u0A6F\u0A72-\u0A74\u0A76\u0A83\u0A85-\u0A8D\u0A8F-\u0A91\u0A93-\u0AA8\u0AAA-\u0AB0\u0AB2\u0AB3\u0AB5-\u0AB9\u0ABD-\u0AC0\u0AC9\u0ACB\u0ACC\u0AD0\u0AE0\u0AE1\u0AE6-\u0AF0\u0AF9\u0B02\u0B03\u0B05-\u0B0C\u0B0F\u0B10\u0B13-\u0B28\u0B2A-\u0B30\u0B32\u0B33\u0B35-\u0B39\u0B3D\u0B3E\u0B40\u0B47\u0B48\u0B4B\u0B4C\u0B57\u0B5C\u0B5D\u0B5F-\u0B61\u0B66-\u0B77\u0B83\u0B85-\u0B8A\u0B8E-\u0B90\u0B92-\u0B95\u0B99\u0B9A\u0B9C\u0B9E\u0B9F\u0BA3\u0BA4\u0BA8-\u0BAA\u0BAE-\u0BB9\u0BBE\u0BBF\u0BC1\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCC\u0BD0\u0BD7\u0BE6-\u0BF2\u0C01-\u0C03\u0C05-\u0C0C\u0C0E-\u0C10\u0C12-\u0C28\u0C2A-\u0C39\u0C3D\u0C41-\u0C44\u0C58-\u0C5A\u0C5D\u0C60\u0C61\u0C66-\u0C6F\u0C77\u0C7F\u0C80\u0C82-\u0C8C\u0C8E-\u0C90\u0C92-\u0CA8\u0CAA-\u0CB3\u0CB5-\u0CB9\u0CBD-\u0CC4\u0CC6-\u0CC8\u0CCA\u0CCB\u0CD5\u0CD6\u0CDD\u0CDE\u0CE0\u0CE1\u0CE6-\u0CEF\u0CF1-\u0CF3\u0D02-\u0D0C\u0D0E-\u0D10\u0D12-\u0D3A\u0D3D-\u0D40\u0D46-\u0D48\u0D4A-\u0D4C\u0D4E\u0D4F\u0D54-\u0D61\u0D66-\u0D7F\u0D82\u0D83\u0D85-\u0D96\u0D9A-\u0DB1\u0DB3-\u0DBB\u0DBD\u0DC0-\u0DC6\u0DCF-\u0DD1\u0DD8-\u0DDF\u0DE6-\u0DEF\u0DF2-\u0DF4\u0E01-\u0E30\u0E32\u0E33\u0E40-\u0E46\u0E4F-\u0E5B\u0E81\u0E82\u0E84\u0E86-\u0E8A\u0E8C-\u0EA3\u0EA5\u0EA7-\u0EB0\u0EB2\u0EB3\u0EBD\u0EC0-\u0EC4\u0EC6\u0ED0-\u0ED9\u0EDC-\u0EDF\u0F00-\u0F17\u0F1A-\u0F34\u0F36\u0F38\u0F3E-\u0F47\u0F49-\u0F6C\u0F7F\u0F85\u0F88-\u0F8C\u0FBE-\u0FC5\u0FC7-\u0FCC\u0FCE-\u0FDA\u1000-\u102C\u1031\u1038\u103B\u103C\u103F-\u1057\u105A-\u105D\u1061-\u1070\u1075-\u1081\u1083\u1084\u1087-\u108C\u108E-\u109C\u109E-\u10C5\u10C7\u10CD\u10D0-\u1248\u124A-\u124D\u1250-\u1256\u1258\u125A-\u125D\u1260-\u1288\u128A-\u128D\u1290-\u12B0\u12B2-\u12B5\u12B8-\u12BE\u12C0\u12C2-\u12C5\u12C8-\u12D6\u12D8-\u1310\u1312-\u1315\u1318-\u135A\u1360-\u137C\u1380-\u138F\u13A0-\u13F5\u13F8-\u13FD\u1401-\u167F\u1681-\u169A\u16A0-\u16F8\u1700-\u1711\u1715\u171F-\u1731\u1734-\u1736\u1740-\u1751\u1760-\u176C\u176E-\u1770\u1780-\u17B3\u17B6\u17BE-\u17C5\u17C7\u17C8\u17D4-\u17DA\u17DC\u17E0-\u17E9\u1810-\u1819\u1820-\u1878\u1880-\u1884\u1887-\u18A8\u18AA\u18B0-\u18F5\u1900-\u191E\u1923-\u1926\u1929-\u192B\u1930\u1931\u1933-\u1938\u1946-\u196D\u1970-\u1974\u1980-\u19AB\u19B0-\u19C9\u19D0-\u19DA\u1A00-\u1A16\u1A19\u1A1A\u1A1E-\u1A55\u1A57\u1A61\u1A63\u1A64\u1A6D-\u1A72\u1A80-\u1A89\u1A90-\u1A99\u1AA0-\u1AAD\u1B04-\u1B33\u1B35\u1B3B\u1B3D-\u1B41\u1B43-\u1B4C\u1B4E-\u1B6A\u1B74-\u1B7F\u1B82-\u1BA1\u1BA6\u1BA7\u1BAA\u1BAE-\u1BE5\u1BE7\u1BEA-\u1BEC\u1BEE\u1BF2\u1BF3\u1BFC-\u1C2B\u1C34\u1C35\u1C3B-\u1C49\u1C4D-\u1C8A\u1C90-\u1CBA\u1CBD-\u1CC7\u1CD3\u1CE1\u1CE9-\u1CEC\u1CEE-\u1CF3\u1CF5-\u1CF7\u1CFA\u1D00-\u1DBF\u1E00-\u1F15\u1F18-\u1F1D\u1F20-\u1F45\u1F48-\u1F4D\u1F50-\u1F57\u1F59\u1F5B\u1F5D\u1F5F-\u1F7D\u1F80-\u1FB4\u1FB6-\u1FBC\u1FBE\u1FC2-\u1FC4\u1FC6-\u1FCC\u1FD0-\u1FD3\u1FD6-\u1FDB\u1FE0-\u1FEC\u1FF2-\u1FF4\u1FF6-\u1FFC\u200E\u2071\u207F\u2090-\u209C\u2102\u2107\u210A-\u2113\u2115\u2119-\u211D\u2124\u2126\u2128\u212A-\u212D\u212F-\u2139\u213C-\u213F\u2145-\u2149\u214E\u214F\u2160-\u2188\u2336-\u237A\u2395\u249C-\u24E9\u26AC\u2800-\u28FF\u2C00-\u2CE4\u2CEB-\u2CEE\u2CF2\u2CF3\u2D00-\u2D25\u2D27\u2D2D\u2D30-\u2D67\u2D6F\u2D70\u2D80-\u2D96\u2DA0-\u2DA6\u2DA8-\u2DAE\u2DB0-\u2DB6\u2DB8-\u2DBE\u2DC0-\u2DC6\u2DC8-\u2DCE\u2DD0-\u2DD6\u2DD8-\u2DDE\u3005-\u3007\u3021-\u3029\u302E\u302F\u3031-\u3035\u3038-\u303C\u3041-\u3096\u309D-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3105-\u312F\u3131-\u318E\u3190-\u31BF\u31F0-\u321C\u3220-\u324F\u3260-\u327B\u327F-\u32B0\u32C0-\u32CB\u32D0-\u3376\u337B-\u33DD\u33E0-\u33FE\u3400-\u4DBF\u4E00-\uA48C\uA4D0-\uA60C\uA610-\uA62B\uA640-\uA66E\uA680-\uA69D\uA6A0-\uA6EF\uA6F2-\uA6F7\uA722-\uA787\uA789-\uA7CD\uA7D0\uA7D1\uA7D3\uA7D5-\uA7DC\uA7F2-\uA801\uA803-\uA805\uA807-\uA80A\uA80C-\uA824\uA827\uA830-\uA837\uA840-\uA873\uA880-\uA8C3\uA8CE-\uA8D9\uA8F2-\uA8FE\uA900-\uA925\uA92E-\uA946\uA952\uA953\uA95F-\uA97C\uA983-\uA9B2\uA9B4\uA9B5\uA9BA\uA9BB\uA9BE-\uA9CD\uA9CF-\uA9D9\uA9DE-\uA9E4\uA9E6-\uA9FE\uAA00-\uAA28\uAA2F\uAA30\uAA33\uAA34\uAA40-\uAA42\uAA44-\uAA4B\uAA4D\uAA50-\uAA59\uAA5C-\uAA7B\uAA7D-\uAAAF\uAAB1\uAAB5\uAAB6\uAAB9-\uAABD\uAAC0\uAAC2\uAADB-\uAAEB\uAAEE-\uAAF5\uAB01-\uAB06\uAB09-\uAB0E\uAB11-\uAB16\uAB20-\uAB26\uAB28-\uAB2E\uAB30-\uAB69\uAB70-\uABE4\uABE6\uABE7\uABE9-\uABEC\uABF0-\uABF9\uAC00-\uD7A3\uD7B0-\uD7C6\uD7CB-\uD7FB\uD800-\uFA6D\uFA70-\uFAD9\uFB00-\uFB06\uFB13-\uFB17\uFF21-\uFF3A\uFF41-\uFF5A\uFF66-\uFFBE\uFFC2-\uFFC7\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC\u{10000}-\u{1000B}\u{1000D}-\u{10026}\u{10028}-\u{1003A}\u{1003C}\u{1003D}\u{1003F}-\u{1004D}\u{10050}-\u{1005D}\u{10080}-\u{100FA}\u{10100}\u{10102}\u{10107}-\u{10133}\u{10137}-\u{1013F}\u{1018D}\u{1018E}\u{101D0}-\u{101FC}\u{10280}-\u{1029C}\u{102A0}-\u{102D0}\u{10300}-\u{10323}\u{1032D}-\u{1034A}\u{10350}-\u{10375}\u{10380}-\u{1039D}\u{1039F}-\u{103C3}\u{103C8}-\u{103D5}\u{10400}-\u{1049D}\u{104A0}-\u{104A9}\u{104B0}-\u{104D3}\u{104D8}-\u{104FB}\u{10500}-\u{10527}\u{10530}-\u{10563}\u{1056F}-\u{1057A}\u{1057C}-\u{1058A}\u{1058C}-\u{10592}\u{10594}\u{10595}\u{10597}-\u{105A1}\u{105A3}-\u{105B1}\u{105B3}-\u{105B9}\u{105BB}\u{105BC}\u{105C0}-\u{105F3}\u{10600}-\u{10736}\u{10740}-\u{10755}\u{10760}-\u{10767}\u{10780}-\u{10785}\u{10787}-\u{107B0}\u{107B2}-\u{107BA}\u{11000}\u{11002}-\u{11037}\u{11047}-\u{1104D}\u{11066}-\u{1106F}\u{11071}\u{11072}\u{11075}\u{11082}-\u{110B2}\u{110B7}\u{110B8}\u{110BB}-\u{110C1}\u{110CD}\u{110D0}-\u{110E8}\u{110F0}-\u{110F9}\u{11103}-\u{11126}\u{1112C}\u{11136}-\u{11147}\u{11150}-\u{11172}\u{11174}-\u{11176}\u{11182}-\u{111B5}\u{111BF}-\u{111C8}\u{111CD}\u{111CE}\u{111D0}-\u{111DF}\u{111E1}-\u{111F4}\u{11200}-\u{11211}\u{11213}-\u{1122E}\u{11232}\u{11233}\u{11235}\u{11238}-\u{1123D}\u{1123F}\u{11240}\u{11280}-\u{11286}\u{11288}\u{1128A}-\u{1128D}\u{1128F}-\u{1129D}\u{1129F}-\u{112A9}\u{112B0}-\u{112DE}\u{112E0}-\u{112E2}\u{112F0}-\u{112F9}\u{11302}\u{11303}\u{11305}-\u{1130C}\u{1130F}\u{11310}\u{11313}-\u{11328}\u{1132A}-\u{11330}\u{11332}\u{11333}\u{11335}-\u{11339}\u{1133D}-\u{1133F}\u{11341}-\u{11344}\u{11347}\u{11348}\u{1134B}-\u{1134D}\u{11350}\u{11357}\u{1135D}-\u{11363}\u{11380}-\u{11389}\u{1138B}\u{1138E}\u{11390}-\u{113B5}\u{113B7}-\u{113BA}\u{113C2}\u{113C5}\u{113C7}-\u{113CA}\u{113CC}\u{113CD}\u{113CF}\u{113D1}\u{113D3}-\u{113D5}\u{113D7}\u{113D8}\u{11400}-\u{11437}\u{11440}\u{11441}\u{11445}\u{11447}-\u{1145B}\u{1145D}\u{1145F}-\u{11461}\u{11480}-\u{114B2}\u{114B9}\u{114BB}-\u{114BE}\u{114C1}\u{114C4}-\u{114C7}\u{114D0}-\u{114D9}\u{11580}-\u{115B1}\u{115B8}-\u{115BB}\u{115BE}\u{115C1}-\u{115DB}\u{11600}-\u{11632}\u{1163B}\u{1163C}\u{1163E}\u{11641}-\u{11644}\u{11650}-\u{11659}\u{11680}-\u{116AA}\u{116AC}\u{116AE}\u{116AF}\u{116B6}\u{116B8}\u{116B9}\u{116C0}-\u{116C9}\u{116D0}-\u{116E3}\u{11700}-\u{1171A}\u{1171E}\u{11720}\u{11721}\u{11726}\u{11730}-\u{11746}\u{11800}-\u{1182E}\u{11838}\u{1183B}\u{118A0}-\u{118F2}\u{118FF}-\u{11906}\u{11909}\u{1190C}-\u{11913}\u{11915}\u{11916}\u{11918}-\u{11935}\u{11937}\u{11938}\u{1193D}\u{1193F}-\u{11942}\u{11944}-\u{11946}\u{11950}-\u{11959}\u{119A0}-\u{119A7}\u{119AA}-\u{119D3}\u{119DC}-\u{119DF}\u{119E1}-\u{119E4}\u{11A00}\u{11A07}\u{11A08}\u{11A0B}-\u{11A32}\u{11A39}\u{11A3A}\u{11A3F}-\u{11A46}\u{11A50}\u{11A57}\u{11A58}\u{11A5C}-\u{11A89}\u{11A97}\u{11A9A}-\u{11AA2}\u{11AB0}-\u{11AF8}\u{11B00}-\u{11B09}\u{11BC0}-\u{11BE1}\u{11BF0}-\u{11BF9}\u{11C00}-\u{11C08}\u{11C0A}-\u{11C2F}\u{11C3E}-\u{11C45}\u{11C50}-\u{11C6C}\u{11C70}-\u{11C8F}\u{11CA9}\u{11CB1}\u{11CB4}\u{11D00}-\u{11D06}\u{11D08}\u{11D09}\u{11D0B}-\u{11D30}\u{11D46}\u{11D50}-\u{11D59}\u{11D60}-\u{11D65}\u{11D67}\u{11D68}\u{11D6A}-\u{11D8E}\u{11D93}\u{11D94}\u{11D96}\u{11D98}\u{11DA0}-\u{11DA9}\u{11EE0}-\u{11EF2}\u{11EF5}-\u{11EF8}\u{11F02}-\u{11F10}\u{11F12}-\u{11F35}\u{11F3E}\u{11F3F}\u{11F41}\u{11F43}-\u{11F59}\u{11FB0}\u{11FC0}-\u{11FD4}\u{11FFF}-\u{12399}\u{12400}-\u{1246E}\u{12470}-\u{12474}\u{12480}-\u{12543}\u{12F90}-\u{12FF2}\u{13000}-\u{1343F}\u{13441}-\u{13446}\u{13460}-\u{143FA}\u{14400}-\u{14646}\u{16100}-\u{1611D}\u{1612A}-\u{1612C}\u{16130}-\u{16139}\u{16800}-\u{16A38}\u{16A40}-\u{16A5E}\u{16A60}-\u{16A69}\u{16A6E}-\u{16ABE}\u{16AC0}-\u{16AC9}\u{16AD0}-\u{16AED}\u{16AF5}\u{16B00}-\u{16B2F}\u{16B37}-\u{16B45}\u{16B50}-\u{16B59}\u{16B5B}-\u{16B61}\u{16B63}-\u{16B77}\u{16B7D}-\u{16B8F}\u{16D40}-\u{16D79}\u{16E40}-\u{16E9A}\u{16F00}-\u{16F4A}\u{16F50}-\u{16F87}\u{16F93}-\u{16F9F}\u{16FE0}\u{16FE1}\u{16FE3}\u{16FF0}\u{16FF1}\u{17000}-\u{187F7}\u{18800}-\u{18CD5}\u{18CFF}-\u{18D08}\u{1AFF0}-\u{1AFF3}\u{1AFF5}-\u{1AFFB}\u{1AFFD}\u{1AFFE}\u{1B000}-\u{1B122}\u{1B132}\u{1B150}-\u{1B152}\u{1B155}\u{1B164}-\u{1B167}\u{1B170}-\u{1B2FB}\u{1BC00}-\u{1BC6A}\u{1BC70}-\u{1BC7C}\u{1BC80}-\u{1BC88}\u{1BC90}-\u{1BC99}\u{1BC9C}\u{1BC9F}\u{1CCD6}-\u{1CCEF}\u{1CF50}-\u{1CFC3}\u{1D000}-\u{1D0F5}\u{1D100}-\u{1D126}\u{1D129}-\u{1D166}\u{1D16A}-\u{1D172}\u{1D183}\u{1D184}\u{1D18C}-\u{1D1A9}\u{1D1AE}-\u{1D1E8}\u{1D2C0}-\u{1D2D3}\u{1D2E0}-\u{1D2F3}\u{1D360}-\u{1D378}\u{1D400}-\u{1D454}\u{1D456}-\u{1D49C}\u{1D49E}\u{1D49F}\u{1D4A2}\u{1D4A5}\u{1D4A6}\u{1D4A9}-\u{1D4AC}\u{1D4AE}-\u{1D4B9}\u{1D4BB}\u{1D4BD}-\u{1D4C3}\u{1D4C5}-\u{1D505}\u{1D507}-\u{1D50A}\u{1D50D}-\u{1D514}\u{1D516}-\u{1D51C}\u{1D51E}-\u{1D539}\u{1D53B}-\u{1D53E}\u{1D540}-\u{1D544}\u{1D546}\u{1D54A}-\u{1D550}\u{1D552}-\u{1D6A5}\u{1D6A8}-\u{1D6C0}\u{1D6C2}-\u{1D6DA}\u{1D6DC}-\u{1D6FA}\u{1D6FC}-\u{1D714}\u{1D716}-\u{1D734}\u{1D736}-\u{1D74E}\u{1D750}-\u{1D76E}\u{1D770}-\u{1D788}\u{1D78A}-\u{1D7A8}\u{1D7AA}-\u{1D7C2}\u{1D7C4}-\u{1D7CB}\u{1D800}-\u{1D9FF}\u{1DA37}-\u{1DA3A}\u{1DA6D}-\u{1DA74}\u{1DA76}-\u{1DA83}\u{1DA85}-\u{1DA8B}\u{1DF00}-\u{1DF1E}\u{1DF25}-\u{1DF2A}\u{1E030}-\u{1E06D}\u{1E100}-\u{1E12C}\u{1E137}-\u{1E13D}\u{1E140}-\u{1E149}\u{1E14E}\u{1E14F}\u{1E290}-\u{1E2AD}\u{1E2C0}-\u{1E2EB}\u{1E2F0}-\u{1E2F9}\u{1E4D0}-\u{1E4EB}\u{1E4F0}-\u{1E4F9}\u{1E5D0}-\u{1E5ED}\u{1E5F0}-\u{1E5FA}\u{1E5FF}\u{1E7E0}-\u{1E7E6}\u{1E7E8}-\u{1E7EB}\u{1E7ED}\u{1E7EE}\u{1E7F0}-\u{1E7FE}\u{1F110}-\u{1F12E}\u{1F130}-\u{1F169}\u{1F170}-\u{1F1AC}\u{1F1E6}-\u{1F202}\u{1F210}-\u{1F23B}\u{1F240}-\u{1F248}\u{1F250}\u{1F251}\u{20000}-\u{2A6DF}\u{2A700}-\u{2B739}\u{2B740}-\u{2B81D}\u{2B820}-\u{2CEA1}\u{2CEB0}-\u{2EBE0}\u{2EBF0}-\u{2EE5D}\u{2F800}-\u{2FA1D}\u{30000}-\u{3134A}\u{31350}-\u{323AF}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/u;
    var bidiS1RTL = /[\u05BE\u05C0\u05C3\u05C6\u05D0-\u05EA\u05EF-\u05F4\u0608\u060B\u060D\u061B-\u064A\u066D-\u066F\u0671-\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u070D\u070F\u0710\u0712-\u072F\u074D-\u07A5\u07B1\u07C0-\u07EA\u07F4\u07F5\u07FA\u07FE-\u0815\u081A\u0824\u0828\u0830-\u083E\u0840-\u0858\u085E\u0860-\u086A\u0870-\u088E\u08A0-\u08C9\u200F\uFB1D\uFB1F-\uFB28\uFB2A-\uFB36\uFB38-\uFB3C\uFB3E\uFB40\uFB41\uFB43\uFB44\uFB46-\uFBC2\uFBD3-\uFD3D\uFD50-\uFD8F\uFD92-\uFDC7\uFDF0-\uFDFC\uFE70-\uFE74\uFE76-\uFEFC\u{10800}-\u{10805}\u{10808}\u{1080A}-\u{10835}\u{10837}\u{10838}\u{1083C}\u{1083F}-\u{10855}\u{10857}-\u{1089E}\u{108A7}-\u{108AF}\u{108E0}-\u{108F2}\u{108F4}\u{108F5}\u{108FB}-\u{1091B}\u{10920}-\u{10939}\u{1093F}\u{10980}-\u{109B7}\u{109BC}-\u{109CF}\u{109D2}-\u{10A00}\u{10A10}-\u{10A13}\u{10A15}-\u{10A17}\u{10A19}-\u{10A35}\u{10A40}-\u{10A48}\u{10A50}-\u{10A58}\u{10A60}-\u{10A9F}\u{10AC0}-\u{10AE4}\u{10AEB}-\u{10AF6}\u{10B00}-\u{10B35}\u{10B40}-\u{10B55}\u{10B58}-\u{10B72}\u{10B78}-\u{10B91}\u{10B99}-\u{10B9C}\u{10BA9}-\u{10BAF}\u{10C00}-\u{10C48}\u{10C80}-\u{10CB2}\u{10CC0}-\u{10CF2}\u{10CFA}-\u{10D23}\u{10D4A}-\u{10D65}\u{10D6F}-\u{10D85}\u{10D8E}\u{10D8F}\u{10E80}-\u{10EA9}\u{10EAD}\u{10EB0}\u{10EB1}\u{10EC2}-\u{10EC4}\u{10F00}-\u{10F27}\u{10F30}-\u{10F45}\u{10F51}-\u{10F59}\u{10F70}-\u{10F81}\u{10F86}-\u{10F89}\u{10FB0}-\u{10FCB}\u{10FE0}-\u{10FF6}\u{1E800}-\u{1E8C4}\u{1E8C7}-\u{1E8CF}\u{1E900}-\u{1E943}\u{1E94B}\u{1E950}-\u{1E959}\u{1E95E}\u{1E95F}\u{1EC71}-\u{1ECB4}\u{1ED01}-\u{1ED3D}\u{1EE00}-\u{1EE03}\u{1EE05}-\u{1EE1F}\u{1EE21}\u{1EE22}\u{1EE24}\u{1EE27}\u{1EE29}-\u{1EE32}\u{1EE34}-\u{1EE37}\u{1EE39}\u{1EE3B}\u{1EE42}\u{1EE47}\u{1EE49}\u{1EE4B}\u{1EE4D}-\u{1EE4F}\u{1EE51}\u{1EE52}\u{1EE54}\u{1EE57}\u{1EE59}\u{1EE5B}\u{1EE5D}\u{1EE5F}\u{1EE61}\u{1EE62}\u{1EE64}\u{1EE67}-\u{1EE6A}\u{1EE6C}-\u{1EE72}\u{1EE74}-\u{1EE77}\u{1EE79}-\u{1EE7C}\u{1EE7E}\u{1EE80}-\u{1EE89}\u{1EE8B}-\u{1EE9B}\u{1EEA1}-\u{1EEA3}\u{1EEA5}-\u{1EEA9}\u{1EEAB}-\u{1EEBB}]/u;
    var bidiS2 = /^[\0-\x08\x0E-\x1B!-@\[-`\{-\x84\x86-\xA9\xAB-\xB4\xB6-\xB9\xBB-\xBF\xD7\xF7\u02B9\u02BA\u02C2-\u02CF\u02D2-\u02DF\u02E5-\u02ED\u02EF-\u036F\u0374\u0375\u037E\u0384\u0385\u0387\u03F6\u0483-\u0489\u058A\u058D-\u058F\u0591-\u05C7\u05D0-\u05EA\u05EF-\u05F4\u0600-\u070D\u070F-\u074A\u074D-\u07B1\u07C0-\u07FA\u07FD-\u082D\u0830-\u083E\u0840-\u085B\u085E\u0860-\u086A\u0870-\u088E\u0890\u0891\u0897-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963\u0981\u09BC\u09C1-\u09C4\u09CD\u09E2\u09E3\u09F2\u09F3\u09FB\u09FE\u0A01\u0A02\u0A3C\u0A41\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81\u0A82\u0ABC\u0AC1-\u0AC5\u0AC7\u0AC8\u0ACD\u0AE2\u0AE3\u0AF1\u0AFA-\u0AFF\u0B01\u0B3C\u0B3F\u0B41-\u0B44\u0B4D\u0B55\u0B56\u0B62\u0B63\u0B82\u0BC0\u0BCD\u0BF3-\u0BFA\u0C00\u0C04\u0C3C\u0C3E-\u0C40\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C78-\u0C7E\u0C81\u0CBC\u0CCC\u0CCD\u0CE2\u0CE3\u0D00\u0D01\u0D3B\u0D3C\u0D41-\u0D44\u0D4D\u0D62\u0D63\u0D81\u0DCA\u0DD2-\u0DD4\u0DD6\u0E31\u0E34-\u0E3A\u0E3F\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39-\u0F3D\u0F71-\u0F7E\u0F80-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102D-\u1030\u1032-\u1037\u1039\u103A\u103D\u103E\u1058\u1059\u105E-\u1060\u1071-\u1074\u1082\u1085\u1086\u108D\u109D\u135D-\u135F\u1390-\u1399\u1400\u169B\u169C\u1712-\u1714\u1732\u1733\u1752\u1753\u1772\u1773\u17B4\u17B5\u17B7-\u17BD\u17C6\u17C9-\u17D3\u17DB\u17DD\u17F0-\u17F9\u1800-\u180F\u1885\u1886\u18A9\u1920-\u1922\u1927\u1928\u1932\u1939-\u193B\u1940\u1944\u1945\u19DE-\u19FF\u1A17\u1A18\u1A1B\u1A56\u1A58-\u1A5E\u1A60\u1A62\u1A65-\u1A6C\u1A73-\u1A7C\u1A7F\u1AB0-\u1ACE\u1B00-\u1B03\u1B34\u1B36-\u1B3A\u1B3C\u1B42\u1B6B-\u1B73\u1B80\u1B81\u1BA2-\u1BA5\u1BA8\u1BA9\u1BAB-\u1BAD\u1BE6\u1BE8\u1BE9\u1BED\u1BEF-\u1BF1\u1C2C-\u1C33\u1C36\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE0\u1CE2-\u1CE8\u1CED\u1CF4\u1CF8\u1CF9\u1DC0-\u1DFF\u1FBD\u1FBF-\u1FC1\u1FCD-\u1FCF\u1FDD-\u1FDF\u1FED-\u1FEF\u1FFD\u1FFE\u200B-\u200D\u200F-\u2027\u202F-\u205E\u2060-\u2064\u206A-\u2070\u2074-\u207E\u2080-\u208E\u20A0-\u20C0\u20D0-\u20F0\u2100\u2101\u2103-\u2106\u2108\u2109\u2114\u2116-\u2118\u211E-\u2123\u2125\u2127\u2129\u212E\u213A\u213B\u2140-\u2144\u214A-\u214D\u2150-\u215F\u2189-\u218B\u2190-\u2335\u237B-\u2394\u2396-\u2429\u2440-\u244A\u2460-\u249B\u24EA-\u26AB\u26AD-\u27FF\u2900-\u2B73\u2B76-\u2B95\u2B97-\u2BFF\u2CE5-\u2CEA\u2CEF-\u2CF1\u2CF9-\u2CFF\u2D7F\u2DE0-\u2E5D\u2E80-\u2E99\u2E9B-\u2EF3\u2F00-\u2FD5\u2FF0-\u2FFF\u3001-\u3004\u3008-\u3020\u302A-\u302D\u3030\u3036\u3037\u303D-\u303F\u3099-\u309C\u30A0\u30FB\u31C0-\u31E5\u31EF\u321D\u321E\u3250-\u325F\u327C-\u327E\u32B1-\u32BF\u32CC-\u32CF\u3377-\u337A\u33DE\u33DF\u33FF\u4DC0-\u4DFF\uA490-\uA4C6\uA60D-\uA60F\uA66F-\uA67F\uA69E\uA69F\uA6F0\uA6F1\uA700-\uA721\uA788\uA802\uA806\uA80B\uA825\uA826\uA828-\uA82C\uA838\uA839\uA874-\uA877\uA8C4\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA951\uA980-\uA982\uA9B3\uA9B6-\uA9B9\uA9BC\uA9BD\uA9E5\uAA29-\uAA2E\uAA31\uAA32\uAA35\uAA36\uAA43\uAA4C\uAA7C\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEC\uAAED\uAAF6\uAB6A\uAB6B\uABE5\uABE8\uABED\uFB1D-\uFB36\uFB38-\uFB3C\uFB3E\uFB40\uFB41\uFB43\uFB44\uFB46-\uFBC2\uFBD3-\uFD8F\uFD92-\uFDC7\uFDCF\uFDF0-\uFE19\uFE20-\uFE52\uFE54-\uFE66\uFE68-\uFE6B\uFE70-\uFE74\uFE76-\uFEFC\uFEFF\uFF01-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65\uFFE0-\uFFE6\uFFE8-\uFFEE\uFFF9-\uFFFD\u{10101}\u{10140}-\u{1018C}\u{10190}-\u{1019C}\u{101A0}\u{101FD}\u{102E0}-\u{102FB}\u{10376}-\u{1037A}\u{10800}-\u{10805}\u{10808}\u{1080A}-\u{10835}\u{10837}\u{10838}\u{1083C}\u{1083F}-\u{10855}\u{10857}-\u{1089E}\u{108A7}-\u{108AF}\u{108E0}-\u{108F2}\u{108F4}\u{108F5}\u{108FB}-\u{1091B}\u{1091F}-\u{10939}\u{1093F}\u{10980}-\u{109B7}\u{109BC}-\u{109CF}\u{109D2}-\u{10A03}\u{10A05}\u{10A06}\u{10A0C}-\u{10A13}\u{10A15}-\u{10A17}\u{10A19}-\u{10A35}\u{10A38}-\u{10A3A}\u{10A3F}-\u{10A48}\u{10A50}-\u{10A58}\u{10A60}-\u{10A9F}\u{10AC0}-\u{10AE6}\u{10AEB}-\u{10AF6}\u{10B00}-\u{10B35}\u{10B39}-\u{10B55}\u{10B58}-\u{10B72}\u{10B78}-\u{10B91}\u{10B99}-\u{10B9C}\u{10BA9}-\u{10BAF}\u{10C00}-\u{10C48}\u{10C80}-\u{10CB2}\u{10CC0}-\u{10CF2}\u{10CFA}-\u{10D27}\u{10D30}-\u{10D39}\u{10D40}-\u{10D65}\u{10D69}-\u{10D85}\u{10D8E}\u{10D8F}\u{10E60}-\u{10E7E}\u{10E80}-\u{10EA9}\u{10EAB}-\u{10EAD}\u{10EB0}\u{10EB1}\u{10EC2}-\u{10EC4}\u{10EFC}-\u{10F27}\u{10F30}-\u{10F59}\u{10F70}-\u{10F89}\u{10FB0}-\u{10FCB}\u{10FE0}-\u{10FF6}\u{11001}\u{11038}-\u{11046}\u{11052}-\u{11065}\u{11070}\u{11073}\u{11074}\u{1107F}-\u{11081}\u{110B3}-\u{110B6}\u{110B9}\u{110BA}\u{110C2}\u{11100}-\u{11102}\u{11127}-\u{1112B}\u{1112D}-\u{11134}\u{11173}\u{11180}\u{11181}\u{111B6}-\u{111BE}\u{111C9}-\u{111CC}\u{111CF}\u{1122F}-\u{11231}\u{11234}\u{11236}\u{11237}\u{1123E}\u{11241}\u{112DF}\u{112E3}-\u{112EA}\u{11300}\u{11301}\u{1133B}\u{1133C}\u{11340}\u{11366}-\u{1136C}\u{11370}-\u{11374}\u{113BB}-\u{113C0}\u{113CE}\u{113D0}\u{113D2}\u{113E1}\u{113E2}\u{11438}-\u{1143F}\u{11442}-\u{11444}\u{11446}\u{1145E}\u{114B3}-\u{114B8}\u{114BA}\u{114BF}\u{114C0}\u{114C2}\u{114C3}\u{115B2}-\u{115B5}\u{115BC}\u{115BD}\u{115BF}\u{115C0}\u{115DC}\u{115DD}\u{11633}-\u{1163A}\u{1163D}\u{1163F}\u{11640}\u{11660}-\u{1166C}\u{116AB}\u{116AD}\u{116B0}-\u{116B5}\u{116B7}\u{1171D}\u{1171F}\u{11722}-\u{11725}\u{11727}-\u{1172B}\u{1182F}-\u{11837}\u{11839}\u{1183A}\u{1193B}\u{1193C}\u{1193E}\u{11943}\u{119D4}-\u{119D7}\u{119DA}\u{119DB}\u{119E0}\u{11A01}-\u{11A06}\u{11A09}\u{11A0A}\u{11A33}-\u{11A38}\u{11A3B}-\u{11A3E}\u{11A47}\u{11A51}-\u{11A56}\u{11A59}-\u{11A5B}\u{11A8A}-\u{11A96}\u{11A98}\u{11A99}\u{11C30}-\u{11C36}\u{11C38}-\u{11C3D}\u{11C92}-\u{11CA7}\u{11CAA}-\u{11CB0}\u{11CB2}\u{11CB3}\u{11CB5}\u{11CB6}\u{11D31}-\u{11D36}\u{11D3A}\u{11D3C}\u{11D3D}\u{11D3F}-\u{11D45}\u{11D47}\u{11D90}\u{11D91}\u{11D95}\u{11D97}\u{11EF3}\u{11EF4}\u{11F00}\u{11F01}\u{11F36}-\u{11F3A}\u{11F40}\u{11F42}\u{11F5A}\u{11FD5}-\u{11FF1}\u{13440}\u{13447}-\u{13455}\u{1611E}-\u{16129}\u{1612D}-\u{1612F}\u{16AF0}-\u{16AF4}\u{16B30}-\u{16B36}\u{16F4F}\u{16F8F}-\u{16F92}\u{16FE2}\u{16FE4}\u{1BC9D}\u{1BC9E}\u{1BCA0}-\u{1BCA3}\u{1CC00}-\u{1CCD5}\u{1CCF0}-\u{1CCF9}\u{1CD00}-\u{1CEB3}\u{1CF00}-\u{1CF2D}\u{1CF30}-\u{1CF46}\u{1D167}-\u{1D169}\u{1D173}-\u{1D182}\u{1D185}-\u{1D18B}\u{1D1AA}-\u{1D1AD}\u{1D1E9}\u{1D1EA}\u{1D200}-\u{1D245}\u{1D300}-\u{1D356}\u{1D6C1}\u{1D6DB}\u{1D6FB}\u{1D715}\u{1D735}\u{1D74F}\u{1D76F}\u{1D789}\u{1D7A9}\u{1D7C3}\u{1D7CE}-\u{1D7FF}\u{1DA00}-\u{1DA36}\u{1DA3B}-\u{1DA6C}\u{1DA75}\u{1DA84}\u{1DA9B}-\u{1DA9F}\u{1DAA1}-\u{1DAAF}\u{1E000}-\u{1E006}\u{1E008}-\u{1E018}\u{1E01B}-\u{1E021}\u{1E023}\u{1E024}\u{1E026}-\u{1E02A}\u{1E08F}\u{1E130}-\u{1E136}\u{1E2AE}\u{1E2EC}-\u{1E2EF}\u{1E2FF}\u{1E4EC}-\u{1E4EF}\u{1E5EE}\u{1E5EF}\u{1E800}-\u{1E8C4}\u{1E8C7}-\u{1E8D6}\u{1E900}-\u{1E94B}\u{1E950}-\u{1E959}\u{1E95E}\u{1E95F}\u{1EC71}-\u{1ECB4}\u{1ED01}-\u{1ED3D}\u{1EE00}-\u{1EE03}\u{1EE05}-\u{1EE1F}\u{1EE21}\u{1EE22}\u{1EE24}\u{1EE27}\u{1EE29}-\u{1EE32}\u{1EE34}-\u{1EE37}\u{1EE39}\u{1EE3B}\u{1EE42}\u{1EE47}\u{1EE49}\u{1EE4B}\u{1EE4D}-\u{1EE4F}\u{1EE51}\u{1EE52}\u{1EE54}\u{1EE57}\u{1EE59}\u{1EE5B}\u{1EE5D}\u{1EE5F}\u{1EE61}\u{1EE62}\u{1EE64}\u{1EE67}-\u{1EE6A}\u{1EE6C}-\u{1EE72}\u{1EE74}-\u{1EE77}\u{1EE79}-\u{1EE7C}\u{1EE7E}\u{1EE80}-\u{1EE89}\u{1EE8B}-\u{1EE9B}\u{1EEA1}-\u{1EEA3}\u{1EEA5}-\u{1EEA9}\u{1EEAB}-\u{1EEBB}\u{1EEF0}\u{1EEF1}\u{1F000}-\u{1F02B}\u{1F030}-\u{1F093}\u{1F0A0}-\u{1F0AE}\u{1F0B1}-\u{1F0BF}\u{1F0C1}-\u{1F0CF}\u{1F0D1}-\u{1F0F5}\u{1F100}-\u{1F10F}\u{1F12F}\u{1F16A}-\u{1F16F}\u{1F1AD}\u{1F260}-\u{1F265}\u{1F300}-\u{1F6D7}\u{1F6DC}-\u{1F6EC}\u{1F6F0}-\u{1F6FC}\u{1F700}-\u{1F776}\u{1F77B}-\u{1F7D9}\u{1F7E0}-\u{1F7EB}\u{1F7F0}\u{1F800}-\u{1F80B}\u{1F810}-\u{1F847}\u{1F850}-\u{1F859}\u{1F860}-\u{1F887}\u{1F890}-\u{1F8AD}\u{1F8B0}-\u{1F8BB}\u{1F8C0}\u{1F8C1}\u{1F900}-\u{1FA53}\u{1FA60}-\u{1FA6D}\u{1FA70}-\u{1FA7C}\u{1FA80}-\u{1FA89}\u{1FA8F}-\u{1FAC6}\u{1FACE}-\u{1FADC}\u{1FADF}-\u{1FAE9}\u{1FAF0}-\u{1FAF8}\u{1FB00}-\u{1FB92}\u{1FB94}-\u{1FBF9}\u{E0001}\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}]*$/u;
    var bidiS3 = /[0-9\xB2\xB3\xB9\u05BE\u05C0\u05C3\u05C6\u05D0-\u05EA\u05EF-\u05F4\u0600-\u0605\u0608\u060B\u060D\u061B-\u064A\u0660-\u0669\u066B-\u066F\u0671-\u06D5\u06DD\u06E5\u06E6\u06EE-\u070D\u070F\u0710\u0712-\u072F\u074D-\u07A5\u07B1\u07C0-\u07EA\u07F4\u07F5\u07FA\u07FE-\u0815\u081A\u0824\u0828\u0830-\u083E\u0840-\u0858\u085E\u0860-\u086A\u0870-\u088E\u0890\u0891\u08A0-\u08C9\u08E2\u200F\u2070\u2074-\u2079\u2080-\u2089\u2488-\u249B\uFB1D\uFB1F-\uFB28\uFB2A-\uFB36\uFB38-\uFB3C\uFB3E\uFB40\uFB41\uFB43\uFB44\uFB46-\uFBC2\uFBD3-\uFD3D\uFD50-\uFD8F\uFD92-\uFDC7\uFDF0-\uFDFC\uFE70-\uFE74\uFE76-\uFEFC\uFF10-\uFF19\u{102E1}-\u{102FB}\u{10800}-\u{10805}\u{10808}\u{1080A}-\u{10835}\u{10837}\u{10838}\u{1083C}\u{1083F}-\u{10855}\u{10857}-\u{1089E}\u{108A7}-\u{108AF}\u{108E0}-\u{108F2}\u{108F4}\u{108F5}\u{108FB}-\u{1091B}\u{10920}-\u{10939}\u{1093F}\u{10980}-\u{109B7}\u{109BC}-\u{109CF}\u{109D2}-\u{10A00}\u{10A10}-\u{10A13}\u{10A15}-\u{10A17}\u{10A19}-\u{10A35}\u{10A40}-\u{10A48}\u{10A50}-\u{10A58}\u{10A60}-\u{10A9F}\u{10AC0}-\u{10AE4}\u{10AEB}-\u{10AF6}\u{10B00}-\u{10B35}\u{10B40}-\u{10B55}\u{10B58}-\u{10B72}\u{10B78}-\u{10B91}\u{10B99}-\u{10B9C}\u{10BA9}-\u{10BAF}\u{10C00}-\u{10C48}\u{10C80}-\u{10CB2}\u{10CC0}-\u{10CF2}\u{10CFA}-\u{10D23}\u{10D30}-\u{10D39}\u{10D40}-\u{10D65}\u{10D6F}-\u{10D85}\u{10D8E}\u{10D8F}\u{10E60}-\u{10E7E}\u{10E80}-\u{10EA9}\u{10EAD}\u{10EB0}\u{10EB1}\u{10EC2}-\u{10EC4}\u{10F00}-\u{10F27}\u{10F30}-\u{10F45}\u{10F51}-\u{10F59}\u{10F70}-\u{10F81}\u{10F86}-\u{10F89}\u{10FB0}-\u{10FCB}\u{10FE0}-\u{10FF6}\u{1CCF0}-\u{1CCF9}\u{1D7CE}-\u{1D7FF}\u{1E800}-\u{1E8C4}\u{1E8C7}-\u{1E8CF}\u{1E900}-\u{1E943}\u{1E94B}\u{1E950}-\u{1E959}\u{1E95E}\u{1E95F}\u{1EC71}-\u{1ECB4}\u{1ED01}-\u{1ED3D}\u{1EE00}-\u{1EE03}\u{1EE05}-\u{1EE1F}\u{1EE21}\u{1EE22}\u{1EE24}\u{1EE27}\u{1EE29}-\u{1EE32}\u{1EE34}-\u{1EE37}\u{1EE39}\u{1EE3B}\u{1EE42}\u{1EE47}\u{1EE49}\u{1EE4B}\u{1EE4D}-\u{1EE4F}\u{1EE51}\u{1EE52}\u{1EE54}\u{1EE57}\u{1EE59}\u{1EE5B}\u{1EE5D}\u{1EE5F}\u{1EE61}\u{1EE62}\u{1EE64}\u{1EE67}-\u{1EE6A}\u{1EE6C}-\u{1EE72}\u{1EE74}-\u{1EE77}\u{1EE79}-\u{1EE7C}\u{1EE7E}\u{1EE80}-\u{1EE89}\u{1EE8B}-\u{1EE9B}\u{1EEA1}-\u{1EEA3}\u{1EEA5}-\u{1EEA9}\u{1EEAB}-\u{1EEBB}\u{1F100}-\u{1F10A}\u{1FBF0}-\u{1FBF9}][\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963\u0981\u09BC\u09C1-\u09C4\u09CD\u09E2\u09E3\u09FE\u0A01\u0A02\u0A3C\u0A41\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81\u0A82\u0ABC\u0AC1-\u0AC5\u0AC7\u0AC8\u0ACD\u0AE2\u0AE3\u0AFA-\u0AFF\u0B01\u0B3C\u0B3F\u0B41-\u0B44\u0B4D\u0B55\u0B56\u0B62\u0B63\u0B82\u0BC0\u0BCD\u0C00\u0C04\u0C3C\u0C3E-\u0C40\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C81\u0CBC\u0CCC\u0CCD\u0CE2\u0CE3\u0D00\u0D01\u0D3B\u0D3C\u0D41-\u0D44\u0D4D\u0D62\u0D63\u0D81\u0DCA\u0DD2-\u0DD4\u0DD6\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39\u0F71-\u0F7E\u0F80-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102D-\u1030\u1032-\u1037\u1039\u103A\u103D\u103E\u1058\u1059\u105E-\u1060\u1071-\u1074\u1082\u1085\u1086\u108D\u109D\u135D-\u135F\u1712-\u1714\u1732\u1733\u1752\u1753\u1772\u1773\u17B4\u17B5\u17B7-\u17BD\u17C6\u17C9-\u17D3\u17DD\u180B-\u180D\u180F\u1885\u1886\u18A9\u1920-\u1922\u1927\u1928\u1932\u1939-\u193B\u1A17\u1A18\u1A1B\u1A56\u1A58-\u1A5E\u1A60\u1A62\u1A65-\u1A6C\u1A73-\u1A7C\u1A7F\u1AB0-\u1ACE\u1B00-\u1B03\u1B34\u1B36-\u1B3A\u1B3C\u1B42\u1B6B-\u1B73\u1B80\u1B81\u1BA2-\u1BA5\u1BA8\u1BA9\u1BAB-\u1BAD\u1BE6\u1BE8\u1BE9\u1BED\u1BEF-\u1BF1\u1C2C-\u1C33\u1C36\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE0\u1CE2-\u1CE8\u1CED\u1CF4\u1CF8\u1CF9\u1DC0-\u1DFF\u20D0-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302D\u3099\u309A\uA66F-\uA672\uA674-\uA67D\uA69E\uA69F\uA6F0\uA6F1\uA802\uA806\uA80B\uA825\uA826\uA82C\uA8C4\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA951\uA980-\uA982\uA9B3\uA9B6-\uA9B9\uA9BC\uA9BD\uA9E5\uAA29-\uAA2E\uAA31\uAA32\uAA35\uAA36\uAA43\uAA4C\uAA7C\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEC\uAAED\uAAF6\uABE5\uABE8\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F\u{101FD}\u{102E0}\u{10376}-\u{1037A}\u{10A01}-\u{10A03}\u{10A05}\u{10A06}\u{10A0C}-\u{10A0F}\u{10A38}-\u{10A3A}\u{10A3F}\u{10AE5}\u{10AE6}\u{10D24}-\u{10D27}\u{10D69}-\u{10D6D}\u{10EAB}\u{10EAC}\u{10EFC}-\u{10EFF}\u{10F46}-\u{10F50}\u{10F82}-\u{10F85}\u{11001}\u{11038}-\u{11046}\u{11070}\u{11073}\u{11074}\u{1107F}-\u{11081}\u{110B3}-\u{110B6}\u{110B9}\u{110BA}\u{110C2}\u{11100}-\u{11102}\u{11127}-\u{1112B}\u{1112D}-\u{11134}\u{11173}\u{11180}\u{11181}\u{111B6}-\u{111BE}\u{111C9}-\u{111CC}\u{111CF}\u{1122F}-\u{11231}\u{11234}\u{11236}\u{11237}\u{1123E}\u{11241}\u{112DF}\u{112E3}-\u{112EA}\u{11300}\u{11301}\u{1133B}\u{1133C}\u{11340}\u{11366}-\u{1136C}\u{11370}-\u{11374}\u{113BB}-\u{113C0}\u{113CE}\u{113D0}\u{113D2}\u{113E1}\u{113E2}\u{11438}-\u{1143F}\u{11442}-\u{11444}\u{11446}\u{1145E}\u{114B3}-\u{114B8}\u{114BA}\u{114BF}\u{114C0}\u{114C2}\u{114C3}\u{115B2}-\u{115B5}\u{115BC}\u{115BD}\u{115BF}\u{115C0}\u{115DC}\u{115DD}\u{11633}-\u{1163A}\u{1163D}\u{1163F}\u{11640}\u{116AB}\u{116AD}\u{116B0}-\u{116B5}\u{116B7}\u{1171D}\u{1171F}\u{11722}-\u{11725}\u{11727}-\u{1172B}\u{1182F}-\u{11837}\u{11839}\u{1183A}\u{1193B}\u{1193C}\u{1193E}\u{11943}\u{119D4}-\u{119D7}\u{119DA}\u{119DB}\u{119E0}\u{11A01}-\u{11A06}\u{11A09}\u{11A0A}\u{11A33}-\u{11A38}\u{11A3B}-\u{11A3E}\u{11A47}\u{11A51}-\u{11A56}\u{11A59}-\u{11A5B}\u{11A8A}-\u{11A96}\u{11A98}\u{11A99}\u{11C30}-\u{11C36}\u{11C38}-\u{11C3D}\u{11C92}-\u{11CA7}\u{11CAA}-\u{11CB0}\u{11CB2}\u{11CB3}\u{11CB5}\u{11CB6}\u{11D31}-\u{11D36}\u{11D3A}\u{11D3C}\u{11D3D}\u{11D3F}-\u{11D45}\u{11D47}\u{11D90}\u{11D91}\u{11D95}\u{11D97}\u{11EF3}\u{11EF4}\u{11F00}\u{11F01}\u{11F36}-\u{11F3A}\u{11F40}\u{11F42}\u{11F5A}\u{13440}\u{13447}-\u{13455}\u{1611E}-\u{16129}\u{1612D}-\u{1612F}\u{16AF0}-\u{16AF4}\u{16B30}-\u{16B36}\u{16F4F}\u{16F8F}-\u{16F92}\u{16FE4}\u{1BC9D}\u{1BC9E}\u{1CF00}-\u{1CF2D}\u{1CF30}-\u{1CF46}\u{1D167}-\u{1D169}\u{1D17B}-\u{1D182}\u{1D185}-\u{1D18B}\u{1D1AA}-\u{1D1AD}\u{1D242}-\u{1D244}\u{1DA00}-\u{1DA36}\u{1DA3B}-\u{1DA6C}\u{1DA75}\u{1DA84}\u{1DA9B}-\u{1DA9F}\u{1DAA1}-\u{1DAAF}\u{1E000}-\u{1E006}\u{1E008}-\u{1E018}\u{1E01B}-\u{1E021}\u{1E023}\u{1E024}\u{1E026}-\u{1E02A}\u{1E08F}\u{1E130}-\u{1E136}\u{1E2AE}\u{1E2EC}-\u{1E2EF}\u{1E4EC}-\u{1E4EF}\u{1E5EE}\u{1E5EF}\u{1E8D0}-\u{1E8D6}\u{1E944}-\u{1E94A}\u{E0100}-\u{E01EF}]*$/u;
    var bidiS4EN = /[0-9\xB2\xB3\xB9\u06F0-\u06F9\u2070\u2074-\u2079\u2080-\u2089\u2488-\u249B\uFF10-\uFF19\u{102E1}-\u{102FB}\u{1CCF0}-\u{1CCF9}\u{1D7CE}-\u{1D7FF}\u{1F100}-\u{1F10A}\u{1FBF0}-\u{1FBF9}]/u;
    var bidiS4AN = /[\u0600-\u0605\u0660-\u0669\u066B\u066C\u06DD\u0890\u0891\u08E2\u{10D30}-\u{10D39}\u{10D40}-\u{10D49}\u{10E60}-\u{10E7E}]/u;
    var bidiS5 = /^[\0-\x08\x0E-\x1B!-\x84\x86-\u0377\u037A-\u037F\u0384-\u038A\u038C\u038E-\u03A1\u03A3-\u052F\u0531-\u0556\u0559-\u058A\u058D-\u058F\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0606\u0607\u0609\u060A\u060C\u060E-\u061A\u064B-\u065F\u066A\u0670\u06D6-\u06DC\u06DE-\u06E4\u06E7-\u06ED\u06F0-\u06F9\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u07F6-\u07F9\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0983\u0985-\u098C\u098F\u0990\u0993-\u09A8\u09AA-\u09B0\u09B2\u09B6-\u09B9\u09BC-\u09C4\u09C7\u09C8\u09CB-\u09CE\u09D7\u09DC\u09DD\u09DF-\u09E3\u09E6-\u09FE\u0A01-\u0A03\u0A05-\u0A0A\u0A0F\u0A10\u0A13-\u0A28\u0A2A-\u0A30\u0A32\u0A33\u0A35\u0A36\u0A38\u0A39\u0A3C\u0A3E-\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A59-\u0A5C\u0A5E\u0A66-\u0A76\u0A81-\u0A83\u0A85-\u0A8D\u0A8F-\u0A91\u0A93-\u0AA8\u0AAA-\u0AB0\u0AB2\u0AB3\u0AB5-\u0AB9\u0ABC-\u0AC5\u0AC7-\u0AC9\u0ACB-\u0ACD\u0AD0\u0AE0-\u0AE3\u0AE6-\u0AF1\u0AF9-\u0AFF\u0B01-\u0B03\u0B05-\u0B0C\u0B0F\u0B10\u0B13-\u0B28\u0B2A-\u0B30\u0B32\u0B33\u0B35-\u0B39\u0B3C-\u0B44\u0B47\u0B48\u0B4B-\u0B4D\u0B55-\u0B57\u0B5C\u0B5D\u0B5F-\u0B63\u0B66-\u0B77\u0B82\u0B83\u0B85-\u0B8A\u0B8E-\u0B90\u0B92-\u0B95\u0B99\u0B9A\u0B9C\u0B9E\u0B9F\u0BA3\u0BA4\u0BA8-\u0BAA\u0BAE-\u0BB9\u0BBE-\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCD\u0BD0\u0BD7\u0BE6-\u0BFA\u0C00-\u0C0C\u0C0E-\u0C10\u0C12-\u0C28\u0C2A-\u0C39\u0C3C-\u0C44\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C58-\u0C5A\u0C5D\u0C60-\u0C63\u0C66-\u0C6F\u0C77-\u0C8C\u0C8E-\u0C90\u0C92-\u0CA8\u0CAA-\u0CB3\u0CB5-\u0CB9\u0CBC-\u0CC4\u0CC6-\u0CC8\u0CCA-\u0CCD\u0CD5\u0CD6\u0CDD\u0CDE\u0CE0-\u0CE3\u0CE6-\u0CEF\u0CF1-\u0CF3\u0D00-\u0D0C\u0D0E-\u0D10\u0D12-\u0D44\u0D46-\u0D48\u0D4A-\u0D4F\u0D54-\u0D63\u0D66-\u0D7F\u0D81-\u0D83\u0D85-\u0D96\u0D9A-\u0DB1\u0DB3-\u0DBB\u0DBD\u0DC0-\u0DC6\u0DCA\u0DCF-\u0DD4\u0DD6\u0DD8-\u0DDF\u0DE6-\u0DEF\u0DF2-\u0DF4\u0E01-\u0E3A\u0E3F-\u0E5B\u0E81\u0E82\u0E84\u0E86-\u0E8A\u0E8C-\u0EA3\u0EA5\u0EA7-\u0EBD\u0EC0-\u0EC4\u0EC6\u0EC8-\u0ECE\u0ED0-\u0ED9\u0EDC-\u0EDF\u0F00-\u0F47\u0F49-\u0F6C\u0F71-\u0F97\u0F99-\u0FBC\u0FBE-\u0FCC\u0FCE-\u0FDA\u1000-\u10C5\u10C7\u10CD\u10D0-\u1248\u124A-\u124D\u1250-\u1256\u1258\u125A-\u125D\u1260-\u1288\u128A-\u128D\u1290-\u12B0\u12B2-\u12B5\u12B8-\u12BE\u12C0\u12C2-\u12C5\u12C8-\u12D6\u12D8-\u1310\u1312-\u1315\u1318-\u135A\u135D-\u137C\u1380-\u1399\u13A0-\u13F5\u13F8-\u13FD\u1400-\u167F\u1681-\u169C\u16A0-\u16F8\u1700-\u1715\u171F-\u1736\u1740-\u1753\u1760-\u176C\u176E-\u1770\u1772\u1773\u1780-\u17DD\u17E0-\u17E9\u17F0-\u17F9\u1800-\u1819\u1820-\u1878\u1880-\u18AA\u18B0-\u18F5\u1900-\u191E\u1920-\u192B\u1930-\u193B\u1940\u1944-\u196D\u1970-\u1974\u1980-\u19AB\u19B0-\u19C9\u19D0-\u19DA\u19DE-\u1A1B\u1A1E-\u1A5E\u1A60-\u1A7C\u1A7F-\u1A89\u1A90-\u1A99\u1AA0-\u1AAD\u1AB0-\u1ACE\u1B00-\u1B4C\u1B4E-\u1BF3\u1BFC-\u1C37\u1C3B-\u1C49\u1C4D-\u1C8A\u1C90-\u1CBA\u1CBD-\u1CC7\u1CD0-\u1CFA\u1D00-\u1F15\u1F18-\u1F1D\u1F20-\u1F45\u1F48-\u1F4D\u1F50-\u1F57\u1F59\u1F5B\u1F5D\u1F5F-\u1F7D\u1F80-\u1FB4\u1FB6-\u1FC4\u1FC6-\u1FD3\u1FD6-\u1FDB\u1FDD-\u1FEF\u1FF2-\u1FF4\u1FF6-\u1FFE\u200B-\u200E\u2010-\u2027\u202F-\u205E\u2060-\u2064\u206A-\u2071\u2074-\u208E\u2090-\u209C\u20A0-\u20C0\u20D0-\u20F0\u2100-\u218B\u2190-\u2429\u2440-\u244A\u2460-\u2B73\u2B76-\u2B95\u2B97-\u2CF3\u2CF9-\u2D25\u2D27\u2D2D\u2D30-\u2D67\u2D6F\u2D70\u2D7F-\u2D96\u2DA0-\u2DA6\u2DA8-\u2DAE\u2DB0-\u2DB6\u2DB8-\u2DBE\u2DC0-\u2DC6\u2DC8-\u2DCE\u2DD0-\u2DD6\u2DD8-\u2DDE\u2DE0-\u2E5D\u2E80-\u2E99\u2E9B-\u2EF3\u2F00-\u2FD5\u2FF0-\u2FFF\u3001-\u303F\u3041-\u3096\u3099-\u30FF\u3105-\u312F\u3131-\u318E\u3190-\u31E5\u31EF-\u321E\u3220-\uA48C\uA490-\uA4C6\uA4D0-\uA62B\uA640-\uA6F7\uA700-\uA7CD\uA7D0\uA7D1\uA7D3\uA7D5-\uA7DC\uA7F2-\uA82C\uA830-\uA839\uA840-\uA877\uA880-\uA8C5\uA8CE-\uA8D9\uA8E0-\uA953\uA95F-\uA97C\uA980-\uA9CD\uA9CF-\uA9D9\uA9DE-\uA9FE\uAA00-\uAA36\uAA40-\uAA4D\uAA50-\uAA59\uAA5C-\uAAC2\uAADB-\uAAF6\uAB01-\uAB06\uAB09-\uAB0E\uAB11-\uAB16\uAB20-\uAB26\uAB28-\uAB2E\uAB30-\uAB6B\uAB70-\uABED\uABF0-\uABF9\uAC00-\uD7A3\uD7B0-\uD7C6\uD7CB-\uD7FB\uD800-\uFA6D\uFA70-\uFAD9\uFB00-\uFB06\uFB13-\uFB17\uFB1E\uFB29\uFD3E-\uFD4F\uFDCF\uFDFD-\uFE19\uFE20-\uFE52\uFE54-\uFE66\uFE68-\uFE6B\uFEFF\uFF01-\uFFBE\uFFC2-\uFFC7\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC\uFFE0-\uFFE6\uFFE8-\uFFEE\uFFF9-\uFFFD\u{10000}-\u{1000B}\u{1000D}-\u{10026}\u{10028}-\u{1003A}\u{1003C}\u{1003D}\u{1003F}-\u{1004D}\u{10050}-\u{1005D}\u{10080}-\u{100FA}\u{10100}-\u{10102}\u{10107}-\u{10133}\u{10137}-\u{1018E}\u{10190}-\u{1019C}\u{101A0}\u{101D0}-\u{101FD}\u{10280}-\u{1029C}\u{102A0}-\u{102D0}\u{102E0}-\u{102FB}\u{10300}-\u{10323}\u{1032D}-\u{1034A}\u{10350}-\u{1037A}\u{10380}-\u{1039D}\u{1039F}-\u{103C3}\u{103C8}-\u{103D5}\u{10400}-\u{1049D}\u{104A0}-\u{104A9}\u{104B0}-\u{104D3}\u{104D8}-\u{104FB}\u{10500}-\u{10527}\u{10530}-\u{10563}\u{1056F}-\u{1057A}\u{1057C}-\u{1058A}\u{1058C}-\u{10592}\u{10594}\u{10595}\u{10597}-\u{105A1}\u{105A3}-\u{105B1}\u{105B3}-\u{105B9}\u{105BB}\u{105BC}\u{105C0}-\u{105F3}\u{10600}-\u{10736}\u{10740}-\u{10755}\u{10760}-\u{10767}\u{10780}-\u{10785}\u{10787}-\u{107B0}\u{107B2}-\u{107BA}\u{1091F}\u{10A01}-\u{10A03}\u{10A05}\u{10A06}\u{10A0C}-\u{10A0F}\u{10A38}-\u{10A3A}\u{10A3F}\u{10AE5}\u{10AE6}\u{10B39}-\u{10B3F}\u{10D24}-\u{10D27}\u{10D69}-\u{10D6E}\u{10EAB}\u{10EAC}\u{10EFC}-\u{10EFF}\u{10F46}-\u{10F50}\u{10F82}-\u{10F85}\u{11000}-\u{1104D}\u{11052}-\u{11075}\u{1107F}-\u{110C2}\u{110CD}\u{110D0}-\u{110E8}\u{110F0}-\u{110F9}\u{11100}-\u{11134}\u{11136}-\u{11147}\u{11150}-\u{11176}\u{11180}-\u{111DF}\u{111E1}-\u{111F4}\u{11200}-\u{11211}\u{11213}-\u{11241}\u{11280}-\u{11286}\u{11288}\u{1128A}-\u{1128D}\u{1128F}-\u{1129D}\u{1129F}-\u{112A9}\u{112B0}-\u{112EA}\u{112F0}-\u{112F9}\u{11300}-\u{11303}\u{11305}-\u{1130C}\u{1130F}\u{11310}\u{11313}-\u{11328}\u{1132A}-\u{11330}\u{11332}\u{11333}\u{11335}-\u{11339}\u{1133B}-\u{11344}\u{11347}\u{11348}\u{1134B}-\u{1134D}\u{11350}\u{11357}\u{1135D}-\u{11363}\u{11366}-\u{1136C}\u{11370}-\u{11374}\u{11380}-\u{11389}\u{1138B}\u{1138E}\u{11390}-\u{113B5}\u{113B7}-\u{113C0}\u{113C2}\u{113C5}\u{113C7}-\u{113CA}\u{113CC}-\u{113D5}\u{113D7}\u{113D8}\u{113E1}\u{113E2}\u{11400}-\u{1145B}\u{1145D}-\u{11461}\u{11480}-\u{114C7}\u{114D0}-\u{114D9}\u{11580}-\u{115B5}\u{115B8}-\u{115DD}\u{11600}-\u{11644}\u{11650}-\u{11659}\u{11660}-\u{1166C}\u{11680}-\u{116B9}\u{116C0}-\u{116C9}\u{116D0}-\u{116E3}\u{11700}-\u{1171A}\u{1171D}-\u{1172B}\u{11730}-\u{11746}\u{11800}-\u{1183B}\u{118A0}-\u{118F2}\u{118FF}-\u{11906}\u{11909}\u{1190C}-\u{11913}\u{11915}\u{11916}\u{11918}-\u{11935}\u{11937}\u{11938}\u{1193B}-\u{11946}\u{11950}-\u{11959}\u{119A0}-\u{119A7}\u{119AA}-\u{119D7}\u{119DA}-\u{119E4}\u{11A00}-\u{11A47}\u{11A50}-\u{11AA2}\u{11AB0}-\u{11AF8}\u{11B00}-\u{11B09}\u{11BC0}-\u{11BE1}\u{11BF0}-\u{11BF9}\u{11C00}-\u{11C08}\u{11C0A}-\u{11C36}\u{11C38}-\u{11C45}\u{11C50}-\u{11C6C}\u{11C70}-\u{11C8F}\u{11C92}-\u{11CA7}\u{11CA9}-\u{11CB6}\u{11D00}-\u{11D06}\u{11D08}\u{11D09}\u{11D0B}-\u{11D36}\u{11D3A}\u{11D3C}\u{11D3D}\u{11D3F}-\u{11D47}\u{11D50}-\u{11D59}\u{11D60}-\u{11D65}\u{11D67}\u{11D68}\u{11D6A}-\u{11D8E}\u{11D90}\u{11D91}\u{11D93}-\u{11D98}\u{11DA0}-\u{11DA9}\u{11EE0}-\u{11EF8}\u{11F00}-\u{11F10}\u{11F12}-\u{11F3A}\u{11F3E}-\u{11F5A}\u{11FB0}\u{11FC0}-\u{11FF1}\u{11FFF}-\u{12399}\u{12400}-\u{1246E}\u{12470}-\u{12474}\u{12480}-\u{12543}\u{12F90}-\u{12FF2}\u{13000}-\u{13455}\u{13460}-\u{143FA}\u{14400}-\u{14646}\u{16100}-\u{16139}\u{16800}-\u{16A38}\u{16A40}-\u{16A5E}\u{16A60}-\u{16A69}\u{16A6E}-\u{16ABE}\u{16AC0}-\u{16AC9}\u{16AD0}-\u{16AED}\u{16AF0}-\u{16AF5}\u{16B00}-\u{16B45}\u{16B50}-\u{16B59}\u{16B5B}-\u{16B61}\u{16B63}-\u{16B77}\u{16B7D}-\u{16B8F}\u{16D40}-\u{16D79}\u{16E40}-\u{16E9A}\u{16F00}-\u{16F4A}\u{16F4F}-\u{16F87}\u{16F8F}-\u{16F9F}\u{16FE0}-\u{16FE4}\u{16FF0}\u{16FF1}\u{17000}-\u{187F7}\u{18800}-\u{18CD5}\u{18CFF}-\u{18D08}\u{1AFF0}-\u{1AFF3}\u{1AFF5}-\u{1AFFB}\u{1AFFD}\u{1AFFE}\u{1B000}-\u{1B122}\u{1B132}\u{1B150}-\u{1B152}\u{1B155}\u{1B164}-\u{1B167}\u{1B170}-\u{1B2FB}\u{1BC00}-\u{1BC6A}\u{1BC70}-\u{1BC7C}\u{1BC80}-\u{1BC88}\u{1BC90}-\u{1BC99}\u{1BC9C}-\u{1BCA3}\u{1CC00}-\u{1CCF9}\u{1CD00}-\u{1CEB3}\u{1CF00}-\u{1CF2D}\u{1CF30}-\u{1CF46}\u{1CF50}-\u{1CFC3}\u{1D000}-\u{1D0F5}\u{1D100}-\u{1D126}\u{1D129}-\u{1D1EA}\u{1D200}-\u{1D245}\u{1D2C0}-\u{1D2D3}\u{1D2E0}-\u{1D2F3}\u{1D300}-\u{1D356}\u{1D360}-\u{1D378}\u{1D400}-\u{1D454}\u{1D456}-\u{1D49C}\u{1D49E}\u{1D49F}\u{1D4A2}\u{1D4A5}\u{1D4A6}\u{1D4A9}-\u{1D4AC}\u{1D4AE}-\u{1D4B9}\u{1D4BB}\u{1D4BD}-\u{1D4C3}\u{1D4C5}-\u{1D505}\u{1D507}-\u{1D50A}\u{1D50D}-\u{1D514}\u{1D516}-\u{1D51C}\u{1D51E}-\u{1D539}\u{1D53B}-\u{1D53E}\u{1D540}-\u{1D544}\u{1D546}\u{1D54A}-\u{1D550}\u{1D552}-\u{1D6A5}\u{1D6A8}-\u{1D7CB}\u{1D7CE}-\u{1DA8B}\u{1DA9B}-\u{1DA9F}\u{1DAA1}-\u{1DAAF}\u{1DF00}-\u{1DF1E}\u{1DF25}-\u{1DF2A}\u{1E000}-\u{1E006}\u{1E008}-\u{1E018}\u{1E01B}-\u{1E021}\u{1E023}\u{1E024}\u{1E026}-\u{1E02A}\u{1E030}-\u{1E06D}\u{1E08F}\u{1E100}-\u{1E12C}\u{1E130}-\u{1E13D}\u{1E140}-\u{1E149}\u{1E14E}\u{1E14F}\u{1E290}-\u{1E2AE}\u{1E2C0}-\u{1E2F9}\u{1E2FF}\u{1E4D0}-\u{1E4F9}\u{1E5D0}-\u{1E5FA}\u{1E5FF}\u{1E7E0}-\u{1E7E6}\u{1E7E8}-\u{1E7EB}\u{1E7ED}\u{1E7EE}\u{1E7F0}-\u{1E7FE}\u{1E8D0}-\u{1E8D6}\u{1E944}-\u{1E94A}\u{1EEF0}\u{1EEF1}\u{1F000}-\u{1F02B}\u{1F030}-\u{1F093}\u{1F0A0}-\u{1F0AE}\u{1F0B1}-\u{1F0BF}\u{1F0C1}-\u{1F0CF}\u{1F0D1}-\u{1F0F5}\u{1F100}-\u{1F1AD}\u{1F1E6}-\u{1F202}\u{1F210}-\u{1F23B}\u{1F240}-\u{1F248}\u{1F250}\u{1F251}\u{1F260}-\u{1F265}\u{1F300}-\u{1F6D7}\u{1F6DC}-\u{1F6EC}\u{1F6F0}-\u{1F6FC}\u{1F700}-\u{1F776}\u{1F77B}-\u{1F7D9}\u{1F7E0}-\u{1F7EB}\u{1F7F0}\u{1F800}-\u{1F80B}\u{1F810}-\u{1F847}\u{1F850}-\u{1F859}\u{1F860}-\u{1F887}\u{1F890}-\u{1F8AD}\u{1F8B0}-\u{1F8BB}\u{1F8C0}\u{1F8C1}\u{1F900}-\u{1FA53}\u{1FA60}-\u{1FA6D}\u{1FA70}-\u{1FA7C}\u{1FA80}-\u{1FA89}\u{1FA8F}-\u{1FAC6}\u{1FACE}-\u{1FADC}\u{1FADF}-\u{1FAE9}\u{1FAF0}-\u{1FAF8}\u{1FB00}-\u{1FB92}\u{1FB94}-\u{1FBF9}\u{20000}-\u{2A6DF}\u{2A700}-\u{2B739}\u{2B740}-\u{2B81D}\u{2B820}-\u{2CEA1}\u{2CEB0}-\u{2EBE0}\u{2EBF0}-\u{2EE5D}\u{2F800}-\u{2FA1D}\u{30000}-\u{3134A}\u{31350}-\u{323AF}\u{E0001}\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]*$/u;
    var bidiS6 = /[0-9A-Za-z\xAA\xB2\xB3\xB5\xB9\xBA\xC0-\xD6\xD8-\xF6\xF8-\u02B8\u02BB-\u02C1\u02D0\u02D1\u02E0-\u02E4\u02EE\u0370-\u0373\u0376\u0377\u037A-\u037D\u037F\u0386\u0388-\u038A\u038C\u038E-\u03A1\u03A3-\u03F5\u03F7-\u0482\u048A-\u052F\u0531-\u0556\u0559-\u0589\u06F0-\u06F9\u0903-\u0939\u093B\u093D-\u0940\u0949-\u094C\u094E-\u0950\u0958-\u0961\u0964-\u0980\u0982\u0983\u0985-\u098C\u098F\u0990\u0993-\u09A8\u09AA-\u09B0\u09B2\u09B6-\u09B9\u09BD-\u09C0\u09C7\u09C8\u09CB\u09CC\u09CE\u09D7\u09DC\u09DD\u09DF-\u09E1\u09E6-\u09F1\u09F4-\u09FA\u09FC\u09FD\u0A03\u0A05-\u0A0A\u0A0F\u0A10\u0A13-\u0A28\u0A2A-\u0A30\u0A32\u0A33\u0A35\u0A36\u0A38\u0A39\u0A3E-\u0A40\u0A59-\u0A5C\u0A5E\u0A66-\u0A6F\u0A72-\u0A74\u0A76\u0A83\u0A85-\u0A8D\u0A8F-\u0A91\u0A93-\u0AA8\u0AAA-\u0AB0\u0AB2\u0AB3\u0AB5-\u0AB9\u0ABD-\u0AC0\u0AC9\u0ACB\u0ACC\u0AD0\u0AE0\u0AE1\u0AE6-\u0AF0\u0AF9\u0B02\u0B03\u0B05-\u0B0C\u0B0F\u0B10\u0B13-\u0B28\u0B2A-\u0B30\u0B32\u0B33\u0B35-\u0B39\u0B3D\u0B3E\u0B40\u0B47\u0B48\u0B4B\u0B4C\u0B57\u0B5C\u0B5D\u0B5F-\u0B61\u0B66-\u0B77\u0B83\u0B85-\u0B8A\u0B8E-\u0B90\u0B92-\u0B95\u0B99\u0B9A\u0B9C\u0B9E\u0B9F\u0BA3\u0BA4\u0BA8-\u0BAA\u0BAE-\u0BB9\u0BBE\u0BBF\u0BC1\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCC\u0BD0\u0BD7\u0BE6-\u0BF2\u0C01-\u0C03\u0C05-\u0C0C\u0C0E-\u0C10\u0C12-\u0C28\u0C2A-\u0C39\u0C3D\u0C41-\u0C44\u0C58-\u0C5A\u0C5D\u0C60\u0C61\u0C66-\u0C6F\u0C77\u0C7F\u0C80\u0C82-\u0C8C\u0C8E-\u0C90\u0C92-\u0CA8\u0CAA-\u0CB3\u0CB5-\u0CB9\u0CBD-\u0CC4\u0CC6-\u0CC8\u0CCA\u0CCB\u0CD5\u0CD6\u0CDD\u0CDE\u0CE0\u0CE1\u0CE6-\u0CEF\u0CF1-\u0CF3\u0D02-\u0D0C\u0D0E-\u0D10\u0D12-\u0D3A\u0D3D-\u0D40\u0D46-\u0D48\u0D4A-\u0D4C\u0D4E\u0D4F\u0D54-\u0D61\u0D66-\u0D7F\u0D82\u0D83\u0D85-\u0D96\u0D9A-\u0DB1\u0DB3-\u0DBB\u0DBD\u0DC0-\u0DC6\u0DCF-\u0DD1\u0DD8-\u0DDF\u0DE6-\u0DEF\u0DF2-\u0DF4\u0E01-\u0E30\u0E32\u0E33\u0E40-\u0E46\u0E4F-\u0E5B\u0E81\u0E82\u0E84\u0E86-\u0E8A\u0E8C-\u0EA3\u0EA5\u0EA7-\u0EB0\u0EB2\u0EB3\u0EBD\u0EC0-\u0EC4\u0EC6\u0ED0-\u0ED9\u0EDC-\u0EDF\u0F00-\u0F17\u0F1A-\u0F34\u0F36\u0F38\u0F3E-\u0F47\u0F49-\u0F6C\u0F7F\u0F85\u0F88-\u0F8C\u0FBE-\u0FC5\u0FC7-\u0FCC\u0FCE-\u0FDA\u1000-\u102C\u1031\u1038\u103B\u103C\u103F-\u1057\u105A-\u105D\u1061-\u1070\u1075-\u1081\u1083\u1084\u1087-\u108C\u108E-\u109C\u109E-\u10C5\u10C7\u10CD\u10D0-\u1248\u124A-\u124D\u1250-\u1256\u1258\u125A-\u125D\u1260-\u1288\u128A-\u128D\u1290-\u12B0\u12B2-\u12B5\u12B8-\u12BE\u12C0\u12C2-\u12C5\u12C8-\u12D6\u12D8-\u1310\u1312-\u1315\u1318-\u135A\u1360-\u137C\u1380-\u138F\u13A0-\u13F5\u13F8-\u13FD\u1401-\u167F\u1681-\u169A\u16A0-\u16F8\u1700-\u1711\u1715\u171F-\u1731\u1734-\u1736\u1740-\u1751\u1760-\u176C\u176E-\u1770\u1780-\u17B3\u17B6\u17BE-\u17C5\u17C7\u17C8\u17D4-\u17DA\u17DC\u17E0-\u17E9\u1810-\u1819\u1820-\u1878\u1880-\u1884\u1887-\u18A8\u18AA\u18B0-\u18F5\u1900-\u191E\u1923-\u1926\u1929-\u192B\u1930\u1931\u1933-\u1938\u1946-\u196D\u1970-\u1974\u1980-\u19AB\u19B0-\u19C9\u19D0-\u19DA\u1A00-\u1A16\u1A19\u1A1A\u1A1E-\u1A55\u1A57\u1A61\u1A63\u1A64\u1A6D-\u1A72\u1A80-\u1A89\u1A90-\u1A99\u1AA0-\u1AAD\u1B04-\u1B33\u1B35\u1B3B\u1B3D-\u1B41\u1B43-\u1B4C\u1B4E-\u1B6A\u1B74-\u1B7F\u1B82-\u1BA1\u1BA6\u1BA7\u1BAA\u1BAE-\u1BE5\u1BE7\u1BEA-\u1BEC\u1BEE\u1BF2\u1BF3\u1BFC-\u1C2B\u1C34\u1C35\u1C3B-\u1C49\u1C4D-\u1C8A\u1C90-\u1CBA\u1CBD-\u1CC7\u1CD3\u1CE1\u1CE9-\u1CEC\u1CEE-\u1CF3\u1CF5-\u1CF7\u1CFA\u1D00-\u1DBF\u1E00-\u1F15\u1F18-\u1F1D\u1F20-\u1F45\u1F48-\u1F4D\u1F50-\u1F57\u1F59\u1F5B\u1F5D\u1F5F-\u1F7D\u1F80-\u1FB4\u1FB6-\u1FBC\u1FBE\u1FC2-\u1FC4\u1FC6-\u1FCC\u1FD0-\u1FD3\u1FD6-\u1FDB\u1FE0-\u1FEC\u1FF2-\u1FF4\u1FF6-\u1FFC\u200E\u2070\u2071\u2074-\u2079\u207F-\u2089\u2090-\u209C\u2102\u2107\u210A-\u2113\u2115\u2119-\u211D\u2124\u2126\u2128\u212A-\u212D\u212F-\u2139\u213C-\u213F\u2145-\u2149\u214E\u214F\u2160-\u2188\u2336-\u237A\u2395\u2488-\u24E9\u26AC\u2800-\u28FF\u2C00-\u2CE4\u2CEB-\u2CEE\u2CF2\u2CF3\u2D00-\u2D25\u2D27\u2D2D\u2D30-\u2D67\u2D6F\u2D70\u2D80-\u2D96\u2DA0-\u2DA6\u2DA8-\u2DAE\u2DB0-\u2DB6\u2DB8-\u2DBE\u2DC0-\u2DC6\u2DC8-\u2DCE\u2DD0-\u2DD6\u2DD8-\u2DDE\u3005-\u3007\u3021-\u3029\u302E\u302F\u3031-\u3035\u3038-\u303C\u3041-\u3096\u309D-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3105-\u312F\u3131-\u318E\u3190-\u31BF\u31F0-\u321C\u3220-\u324F\u3260-\u327B\u327F-\u32B0\u32C0-\u32CB\u32D0-\u3376\u337B-\u33DD\u33E0-\u33FE\u3400-\u4DBF\u4E00-\uA48C\uA4D0-\uA60C\uA610-\uA62B\uA640-\uA66E\uA680-\uA69D\uA6A0-\uA6EF\uA6F2-\uA6F7\uA722-\uA787\uA789-\uA7CD\uA7D0\uA7D1\uA7D3\uA7D5-\uA7DC\uA7F2-\uA801\uA803-\uA805\uA807-\uA80A\uA80C-\uA824\uA827\uA830-\uA837\uA840-\uA873\uA880-\uA8C3\uA8CE-\uA8D9\uA8F2-\uA8FE\uA900-\uA925\uA92E-\uA946\uA952\uA953\uA95F-\uA97C\uA983-\uA9B2\uA9B4\uA9B5\uA9BA\uA9BB\uA9BE-\uA9CD\uA9CF-\uA9D9\uA9DE-\uA9E4\uA9E6-\uA9FE\uAA00-\uAA28\uAA2F\uAA30\uAA33\uAA34\uAA40-\uAA42\uAA44-\uAA4B\uAA4D\uAA50-\uAA59\uAA5C-\uAA7B\uAA7D-\uAAAF\uAAB1\uAAB5\uAAB6\uAAB9-\uAABD\uAAC0\uAAC2\uAADB-\uAAEB\uAAEE-\uAAF5\uAB01-\uAB06\uAB09-\uAB0E\uAB11-\uAB16\uAB20-\uAB26\uAB28-\uAB2E\uAB30-\uAB69\uAB70-\uABE4\uABE6\uABE7\uABE9-\uABEC\uABF0-\uABF9\uAC00-\uD7A3\uD7B0-\uD7C6\uD7CB-\uD7FB\uD800-\uFA6D\uFA70-\uFAD9\uFB00-\uFB06\uFB13-\uFB17\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\uFF66-\uFFBE\uFFC2-\uFFC7\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC\u{10000}-\u{1000B}\u{1000D}-\u{10026}\u{10028}-\u{1003A}\u{1003C}\u{1003D}\u{1003F}-\u{1004D}\u{10050}-\u{1005D}\u{10080}-\u{100FA}\u{10100}\u{10102}\u{10107}-\u{10133}\u{10137}-\u{1013F}\u{1018D}\u{1018E}\u{101D0}-\u{101FC}\u{10280}-\u{1029C}\u{102A0}-\u{102D0}\u{102E1}-\u{102FB}\u{10300}-\u{10323}\u{1032D}-\u{1034A}\u{10350}-\u{10375}\u{10380}-\u{1039D}\u{1039F}-\u{103C3}\u{103C8}-\u{103D5}\u{10400}-\u{1049D}\u{104A0}-\u{104A9}\u{104B0}-\u{104D3}\u{104D8}-\u{104FB}\u{10500}-\u{10527}\u{10530}-\u{10563}\u{1056F}-\u{1057A}\u{1057C}-\u{1058A}\u{1058C}-\u{10592}\u{10594}\u{10595}\u{10597}-\u{105A1}\u{105A3}-\u{105B1}\u{105B3}-\u{105B9}\u{105BB}\u{105BC}\u{105C0}-\u{105F3}\u{10600}-\u{10736}\u{10740}-\u{10755}\u{10760}-\u{10767}\u{10780}-\u{10785}\u{10787}-\u{107B0}\u{107B2}-\u{107BA}\u{11000}\u{11002}-\u{11037}\u{11047}-\u{1104D}\u{11066}-\u{1106F}\u{11071}\u{11072}\u{11075}\u{11082}-\u{110B2}\u{110B7}\u{110B8}\u{110BB}-\u{110C1}\u{110CD}\u{110D0}-\u{110E8}\u{110F0}-\u{110F9}\u{11103}-\u{11126}\u{1112C}\u{11136}-\u{11147}\u{11150}-\u{11172}\u{11174}-\u{11176}\u{11182}-\u{111B5}\u{111BF}-\u{111C8}\u{111CD}\u{111CE}\u{111D0}-\u{111DF}\u{111E1}-\u{111F4}\u{11200}-\u{11211}\u{11213}-\u{1122E}\u{11232}\u{11233}\u{11235}\u{11238}-\u{1123D}\u{1123F}\u{11240}\u{11280}-\u{11286}\u{11288}\u{1128A}-\u{1128D}\u{1128F}-\u{1129D}\u{1129F}-\u{112A9}\u{112B0}-\u{112DE}\u{112E0}-\u{112E2}\u{112F0}-\u{112F9}\u{11302}\u{11303}\u{11305}-\u{1130C}\u{1130F}\u{11310}\u{11313}-\u{11328}\u{1132A}-\u{11330}\u{11332}\u{11333}\u{11335}-\u{11339}\u{1133D}-\u{1133F}\u{11341}-\u{11344}\u{11347}\u{11348}\u{1134B}-\u{1134D}\u{11350}\u{11357}\u{1135D}-\u{11363}\u{11380}-\u{11389}\u{1138B}\u{1138E}\u{11390}-\u{113B5}\u{113B7}-\u{113BA}\u{113C2}\u{113C5}\u{113C7}-\u{113CA}\u{113CC}\u{113CD}\u{113CF}\u{113D1}\u{113D3}-\u{113D5}\u{113D7}\u{113D8}\u{11400}-\u{11437}\u{11440}\u{11441}\u{11445}\u{11447}-\u{1145B}\u{1145D}\u{1145F}-\u{11461}\u{11480}-\u{114B2}\u{114B9}\u{114BB}-\u{114BE}\u{114C1}\u{114C4}-\u{114C7}\u{114D0}-\u{114D9}\u{11580}-\u{115B1}\u{115B8}-\u{115BB}\u{115BE}\u{115C1}-\u{115DB}\u{11600}-\u{11632}\u{1163B}\u{1163C}\u{1163E}\u{11641}-\u{11644}\u{11650}-\u{11659}\u{11680}-\u{116AA}\u{116AC}\u{116AE}\u{116AF}\u{116B6}\u{116B8}\u{116B9}\u{116C0}-\u{116C9}\u{116D0}-\u{116E3}\u{11700}-\u{1171A}\u{1171E}\u{11720}\u{11721}\u{11726}\u{11730}-\u{11746}\u{11800}-\u{1182E}\u{11838}\u{1183B}\u{118A0}-\u{118F2}\u{118FF}-\u{11906}\u{11909}\u{1190C}-\u{11913}\u{11915}\u{11916}\u{11918}-\u{11935}\u{11937}\u{11938}\u{1193D}\u{1193F}-\u{11942}\u{11944}-\u{11946}\u{11950}-\u{11959}\u{119A0}-\u{119A7}\u{119AA}-\u{119D3}\u{119DC}-\u{119DF}\u{119E1}-\u{119E4}\u{11A00}\u{11A07}\u{11A08}\u{11A0B}-\u{11A32}\u{11A39}\u{11A3A}\u{11A3F}-\u{11A46}\u{11A50}\u{11A57}\u{11A58}\u{11A5C}-\u{11A89}\u{11A97}\u{11A9A}-\u{11AA2}\u{11AB0}-\u{11AF8}\u{11B00}-\u{11B09}\u{11BC0}-\u{11BE1}\u{11BF0}-\u{11BF9}\u{11C00}-\u{11C08}\u{11C0A}-\u{11C2F}\u{11C3E}-\u{11C45}\u{11C50}-\u{11C6C}\u{11C70}-\u{11C8F}\u{11CA9}\u{11CB1}\u{11CB4}\u{11D00}-\u{11D06}\u{11D08}\u{11D09}\u{11D0B}-\u{11D30}\u{11D46}\u{11D50}-\u{11D59}\u{11D60}-\u{11D65}\u{11D67}\u{11D68}\u{11D6A}-\u{11D8E}\u{11D93}\u{11D94}\u{11D96}\u{11D98}\u{11DA0}-\u{11DA9}\u{11EE0}-\u{11EF2}\u{11EF5}-\u{11EF8}\u{11F02}-\u{11F10}\u{11F12}-\u{11F35}\u{11F3E}\u{11F3F}\u{11F41}\u{11F43}-\u{11F59}\u{11FB0}\u{11FC0}-\u{11FD4}\u{11FFF}-\u{12399}\u{12400}-\u{1246E}\u{12470}-\u{12474}\u{12480}-\u{12543}\u{12F90}-\u{12FF2}\u{13000}-\u{1343F}\u{13441}-\u{13446}\u{13460}-\u{143FA}\u{14400}-\u{14646}\u{16100}-\u{1611D}\u{1612A}-\u{1612C}\u{16130}-\u{16139}\u{16800}-\u{16A38}\u{16A40}-\u{16A5E}\u{16A60}-\u{16A69}\u{16A6E}-\u{16ABE}\u{16AC0}-\u{16AC9}\u{16AD0}-\u{16AED}\u{16AF5}\u{16B00}-\u{16B2F}\u{16B37}-\u{16B45}\u{16B50}-\u{16B59}\u{16B5B}-\u{16B61}\u{16B63}-\u{16B77}\u{16B7D}-\u{16B8F}\u{16D40}-\u{16D79}\u{16E40}-\u{16E9A}\u{16F00}-\u{16F4A}\u{16F50}-\u{16F87}\u{16F93}-\u{16F9F}\u{16FE0}\u{16FE1}\u{16FE3}\u{16FF0}\u{16FF1}\u{17000}-\u{187F7}\u{18800}-\u{18CD5}\u{18CFF}-\u{18D08}\u{1AFF0}-\u{1AFF3}\u{1AFF5}-\u{1AFFB}\u{1AFFD}\u{1AFFE}\u{1B000}-\u{1B122}\u{1B132}\u{1B150}-\u{1B152}\u{1B155}\u{1B164}-\u{1B167}\u{1B170}-\u{1B2FB}\u{1BC00}-\u{1BC6A}\u{1BC70}-\u{1BC7C}\u{1BC80}-\u{1BC88}\u{1BC90}-\u{1BC99}\u{1BC9C}\u{1BC9F}\u{1CCD6}-\u{1CCF9}\u{1CF50}-\u{1CFC3}\u{1D000}-\u{1D0F5}\u{1D100}-\u{1D126}\u{1D129}-\u{1D166}\u{1D16A}-\u{1D172}\u{1D183}\u{1D184}\u{1D18C}-\u{1D1A9}\u{1D1AE}-\u{1D1E8}\u{1D2C0}-\u{1D2D3}\u{1D2E0}-\u{1D2F3}\u{1D360}-\u{1D378}\u{1D400}-\u{1D454}\u{1D456}-\u{1D49C}\u{1D49E}\u{1D49F}\u{1D4A2}\u{1D4A5}\u{1D4A6}\u{1D4A9}-\u{1D4AC}\u{1D4AE}-\u{1D4B9}\u{1D4BB}\u{1D4BD}-\u{1D4C3}\u{1D4C5}-\u{1D505}\u{1D507}-\u{1D50A}\u{1D50D}-\u{1D514}\u{1D516}-\u{1D51C}\u{1D51E}-\u{1D539}\u{1D53B}-\u{1D53E}\u{1D540}-\u{1D544}\u{1D546}\u{1D54A}-\u{1D550}\u{1D552}-\u{1D6A5}\u{1D6A8}-\u{1D6C0}\u{1D6C2}-\u{1D6DA}\u{1D6DC}-\u{1D6FA}\u{1D6FC}-\u{1D714}\u{1D716}-\u{1D734}\u{1D736}-\u{1D74E}\u{1D750}-\u{1D76E}\u{1D770}-\u{1D788}\u{1D78A}-\u{1D7A8}\u{1D7AA}-\u{1D7C2}\u{1D7C4}-\u{1D7CB}\u{1D7CE}-\u{1D9FF}\u{1DA37}-\u{1DA3A}\u{1DA6D}-\u{1DA74}\u{1DA76}-\u{1DA83}\u{1DA85}-\u{1DA8B}\u{1DF00}-\u{1DF1E}\u{1DF25}-\u{1DF2A}\u{1E030}-\u{1E06D}\u{1E100}-\u{1E12C}\u{1E137}-\u{1E13D}\u{1E140}-\u{1E149}\u{1E14E}\u{1E14F}\u{1E290}-\u{1E2AD}\u{1E2C0}-\u{1E2EB}\u{1E2F0}-\u{1E2F9}\u{1E4D0}-\u{1E4EB}\u{1E4F0}-\u{1E4F9}\u{1E5D0}-\u{1E5ED}\u{1E5F0}-\u{1E5FA}\u{1E5FF}\u{1E7E0}-\u{1E7E6}\u{1E7E8}-\u{1E7EB}\u{1E7ED}\u{1E7EE}\u{1E7F0}-\u{1E7FE}\u{1F100}-\u{1F10A}\u{1F110}-\u{1F12E}\u{1F130}-\u{1F169}\u{1F170}-\u{1F1AC}\u{1F1E6}-\u{1F202}\u{1F210}-\u{1F23B}\u{1F240}-\u{1F248}\u{1F250}\u{1F251}\u{1FBF0}-\u{1FBF9}\u{20000}-\u{2A6DF}\u{2A700}-\u{2B739}\u{2B740}-\u{2B81D}\u{2B820}-\u{2CEA1}\u{2CEB0}-\u{2EBE0}\u{2EBF0}-\u{2EE5D}\u{2F800}-\u{2FA1D}\u{30000}-\u{3134A}\u{31350}-\u{323AF}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}][\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u0711\u0730-\u074A\u07A6-\u07B0\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963\u0981\u09BC\u09C1-\u09C4\u09CD\u09E2\u09E3\u09FE\u0A01\u0A02\u0A3C\u0A41\u0A42\u0A47\u0A48\u0A4B-\u0A4D\u0A51\u0A70\u0A71\u0A75\u0A81\u0A82\u0ABC\u0AC1-\u0AC5\u0AC7\u0AC8\u0ACD\u0AE2\u0AE3\u0AFA-\u0AFF\u0B01\u0B3C\u0B3F\u0B41-\u0B44\u0B4D\u0B55\u0B56\u0B62\u0B63\u0B82\u0BC0\u0BCD\u0C00\u0C04\u0C3C\u0C3E-\u0C40\u0C46-\u0C48\u0C4A-\u0C4D\u0C55\u0C56\u0C62\u0C63\u0C81\u0CBC\u0CCC\u0CCD\u0CE2\u0CE3\u0D00\u0D01\u0D3B\u0D3C\u0D41-\u0D44\u0D4D\u0D62\u0D63\u0D81\u0DCA\u0DD2-\u0DD4\u0DD6\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18\u0F19\u0F35\u0F37\u0F39\u0F71-\u0F7E\u0F80-\u0F84\u0F86\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102D-\u1030\u1032-\u1037\u1039\u103A\u103D\u103E\u1058\u1059\u105E-\u1060\u1071-\u1074\u1082\u1085\u1086\u108D\u109D\u135D-\u135F\u1712-\u1714\u1732\u1733\u1752\u1753\u1772\u1773\u17B4\u17B5\u17B7-\u17BD\u17C6\u17C9-\u17D3\u17DD\u180B-\u180D\u180F\u1885\u1886\u18A9\u1920-\u1922\u1927\u1928\u1932\u1939-\u193B\u1A17\u1A18\u1A1B\u1A56\u1A58-\u1A5E\u1A60\u1A62\u1A65-\u1A6C\u1A73-\u1A7C\u1A7F\u1AB0-\u1ACE\u1B00-\u1B03\u1B34\u1B36-\u1B3A\u1B3C\u1B42\u1B6B-\u1B73\u1B80\u1B81\u1BA2-\u1BA5\u1BA8\u1BA9\u1BAB-\u1BAD\u1BE6\u1BE8\u1BE9\u1BED\u1BEF-\u1BF1\u1C2C-\u1C33\u1C36\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE0\u1CE2-\u1CE8\u1CED\u1CF4\u1CF8\u1CF9\u1DC0-\u1DFF\u20D0-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302D\u3099\u309A\uA66F-\uA672\uA674-\uA67D\uA69E\uA69F\uA6F0\uA6F1\uA802\uA806\uA80B\uA825\uA826\uA82C\uA8C4\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA951\uA980-\uA982\uA9B3\uA9B6-\uA9B9\uA9BC\uA9BD\uA9E5\uAA29-\uAA2E\uAA31\uAA32\uAA35\uAA36\uAA43\uAA4C\uAA7C\uAAB0\uAAB2-\uAAB4\uAAB7\uAAB8\uAABE\uAABF\uAAC1\uAAEC\uAAED\uAAF6\uABE5\uABE8\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F\u{101FD}\u{102E0}\u{10376}-\u{1037A}\u{10A01}-\u{10A03}\u{10A05}\u{10A06}\u{10A0C}-\u{10A0F}\u{10A38}-\u{10A3A}\u{10A3F}\u{10AE5}\u{10AE6}\u{10D24}-\u{10D27}\u{10D69}-\u{10D6D}\u{10EAB}\u{10EAC}\u{10EFC}-\u{10EFF}\u{10F46}-\u{10F50}\u{10F82}-\u{10F85}\u{11001}\u{11038}-\u{11046}\u{11070}\u{11073}\u{11074}\u{1107F}-\u{11081}\u{110B3}-\u{110B6}\u{110B9}\u{110BA}\u{110C2}\u{11100}-\u{11102}\u{11127}-\u{1112B}\u{1112D}-\u{11134}\u{11173}\u{11180}\u{11181}\u{111B6}-\u{111BE}\u{111C9}-\u{111CC}\u{111CF}\u{1122F}-\u{11231}\u{11234}\u{11236}\u{11237}\u{1123E}\u{11241}\u{112DF}\u{112E3}-\u{112EA}\u{11300}\u{11301}\u{1133B}\u{1133C}\u{11340}\u{11366}-\u{1136C}\u{11370}-\u{11374}\u{113BB}-\u{113C0}\u{113CE}\u{113D0}\u{113D2}\u{113E1}\u{113E2}\u{11438}-\u{1143F}\u{11442}-\u{11444}\u{11446}\u{1145E}\u{114B3}-\u{114B8}\u{114BA}\u{114BF}\u{114C0}\u{114C2}\u{114C3}\u{115B2}-\u{115B5}\u{115BC}\u{115BD}\u{115BF}\u{115C0}\u{115DC}\u{115DD}\u{11633}-\u{1163A}\u{1163D}\u{1163F}\u{11640}\u{116AB}\u{116AD}\u{116B0}-\u{116B5}\u{116B7}\u{1171D}\u{1171F}\u{11722}-\u{11725}\u{11727}-\u{1172B}\u{1182F}-\u{11837}\u{11839}\u{1183A}\u{1193B}\u{1193C}\u{1193E}\u{11943}\u{119D4}-\u{119D7}\u{119DA}\u{119DB}\u{119E0}\u{11A01}-\u{11A06}\u{11A09}\u{11A0A}\u{11A33}-\u{11A38}\u{11A3B}-\u{11A3E}\u{11A47}\u{11A51}-\u{11A56}\u{11A59}-\u{11A5B}\u{11A8A}-\u{11A96}\u{11A98}\u{11A99}\u{11C30}-\u{11C36}\u{11C38}-\u{11C3D}\u{11C92}-\u{11CA7}\u{11CAA}-\u{11CB0}\u{11CB2}\u{11CB3}\u{11CB5}\u{11CB6}\u{11D31}-\u{11D36}\u{11D3A}\u{11D3C}\u{11D3D}\u{11D3F}-\u{11D45}\u{11D47}\u{11D90}\u{11D91}\u{11D95}\u{11D97}\u{11EF3}\u{11EF4}\u{11F00}\u{11F01}\u{11F36}-\u{11F3A}\u{11F40}\u{11F42}\u{11F5A}\u{13440}\u{13447}-\u{13455}\u{1611E}-\u{16129}\u{1612D}-\u{1612F}\u{16AF0}-\u{16AF4}\u{16B30}-\u{16B36}\u{16F4F}\u{16F8F}-\u{16F92}\u{16FE4}\u{1BC9D}\u{1BC9E}\u{1CF00}-\u{1CF2D}\u{1CF30}-\u{1CF46}\u{1D167}-\u{1D169}\u{1D17B}-\u{1D182}\u{1D185}-\u{1D18B}\u{1D1AA}-\u{1D1AD}\u{1D242}-\u{1D244}\u{1DA00}-\u{1DA36}\u{1DA3B}-\u{1DA6C}\u{1DA75}\u{1DA84}\u{1DA9B}-\u{1DA9F}\u{1DAA1}-\u{1DAAF}\u{1E000}-\u{1E006}\u{1E008}-\u{1E018}\u{1E01B}-\u{1E021}\u{1E023}\u{1E024}\u{1E026}-\u{1E02A}\u{1E08F}\u{1E130}-\u{1E136}\u{1E2AE}\u{1E2EC}-\u{1E2EF}\u{1E4EC}-\u{1E4EF}\u{1E5EE}\u{1E5EF}\u{1E8D0}-\u{1E8D6}\u{1E944}-\u{1E94A}\u{E0100}-\u{E01EF}]*$/u;
    module.exports = {
      combiningMarks,
      combiningClassVirama,
      validZWNJ,
      bidiDomain,
      bidiS1LTR,
      bidiS1RTL,
      bidiS2,
      bidiS3,
      bidiS4EN,
      bidiS4AN,
      bidiS5,
      bidiS6
    };
  }
});

// ../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/lib/mappingTable.json
var require_mappingTable = __commonJS({
  "../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/lib/mappingTable.json"(exports, module) {
    module.exports = [[[0, 44], 2], [[45, 46], 2], [47, 2], [[48, 57], 2], [[58, 64], 2], [65, 1, "a"], [66, 1, "b"], [67, 1, "c"], [68, 1, "d"], [69, 1, "e"], [70, 1, "f"], [71, 1, "g"], [72, 1, "h"], [73, 1, "i"], [74, 1, "j"], [75, 1, "k"], [76, 1, "l"], [77, 1, "m"], [78, 1, "n"], [79, 1, "o"], [80, 1, "p"], [81, 1, "q"], [82, 1, "r"], [83, 1, "s"], [84, 1, "t"], [85, 1, "u"], [86, 1, "v"], [87, 1, "w"], [88, 1, "x"], [89, 1, "y"], [90, 1, "z"], [[91, 96], 2], [[97, 122], 2], [[123, 127], 2], [[128, 159], 3], [160, 1, " "], [[161, 167], 2], [168, 1, " \u0308"], [169, 2], [170, 1, "a"], [[171, 172], 2], [173, 7], [174, 2], [175, 1, " \u0304"], [[176, 177], 2], [178, 1, "2"], [179, 1, "3"], [180, 1, " \u0301"], [181, 1, "\u03BC"], [182, 2], [183, 2], [184, 1, " \u0327"], [185, 1, "1"], [186, 1, "o"], [187, 2], [188, 1, "1\u20444"], [189, 1, "1\u20442"], [190, 1, "3\u20444"], [191, 2], [192, 1, "\xE0"], [193, 1, "\xE1"], [194, 1, "\xE2"], [195, 1, "\xE3"], [196, 1, "\xE4"], [197, 1, "\xE5"], [198, 1, "\xE6"], [199, 1, "\xE7"], [200, 1, "\xE8"], [201, 1, "\xE9"], [202, 1, "\xEA"], [203, 1, "\xEB"], [204, 1, "\xEC"], [205, 1, "\xED"], [206, 1, "\xEE"], [207, 1, "\xEF"], [208, 1, "\xF0"], [209, 1, "\xF1"], [210, 1, "\xF2"], [211, 1, "\xF3"], [212, 1, "\xF4"], [213, 1, "\xF5"], [214, 1, "\xF6"], [215, 2], [216, 1, "\xF8"], [217, 1, "\xF9"], [218, 1, "\xFA"], [219, 1, "\xFB"], [220, 1, "\xFC"], [221, 1, "\xFD"], [222, 1, "\xFE"], [223, 6, "ss"], [[224, 246], 2], [247, 2], [[248, 255], 2], [256, 1, "\u0101"], [257, 2], [258, 1, "\u0103"], [259, 2], [260, 1, "\u0105"], [261, 2], [262, 1, "\u0107"], [263, 2], [264, 1, "\u0109"], [265, 2], [266, 1, "\u010B"], [267, 2], [268, 1, "\u010D"], [269, 2], [270, 1, "\u010F"], [271, 2], [272, 1, "\u0111"], [273, 2], [274, 1, "\u0113"], [275, 2], [276, 1, "\u0115"], [277, 2], [278, 1, "\u0117"], [279, 2], [280, 1, "\u0119"], [281, 2], [282, 1, "\u011B"], [283, 2], [284, 1, "\u011D"], [285, 2], [286, 1, "\u011F"], [287, 2], [288, 1, "\u0121"], [289, 2], [290, 1, "\u0123"], [291, 2], [292, 1, "\u0125"], [293, 2], [294, 1, "\u0127"], [295, 2], [296, 1, "\u0129"], [297, 2], [298, 1, "\u012B"], [299, 2], [300, 1, "\u012D"], [301, 2], [302, 1, "\u012F"], [303, 2], [304, 1, "i\u0307"], [305, 2], [[306, 307], 1, "ij"], [308, 1, "\u0135"], [309, 2], [310, 1, "\u0137"], [[311, 312], 2], [313, 1, "\u013A"], [314, 2], [315, 1, "\u013C"], [316, 2], [317, 1, "\u013E"], [318, 2], [[319, 320], 1, "l\xB7"], [321, 1, "\u0142"], [322, 2], [323, 1, "\u0144"], [324, 2], [325, 1, "\u0146"], [326, 2], [327, 1, "\u0148"], [328, 2], [329, 1, "\u02BCn"], [330, 1, "\u014B"], [331, 2], [332, 1, "\u014D"], [333, 2], [334, 1, "\u014F"], [335, 2], [336, 1, "\u0151"], [337, 2], [338, 1, "\u0153"], [339, 2], [340, 1, "\u0155"], [341, 2], [342, 1, "\u0157"], [343, 2], [344, 1, "\u0159"], [345, 2], [346, 1, "\u015B"], [347, 2], [348, 1, "\u015D"], [349, 2], [350, 1, "\u015F"], [351, 2], [352, 1, "\u0161"], [353, 2], [354, 1, "\u0163"], [355, 2], [356, 1, "\u0165"], [357, 2], [358, 1, "\u0167"], [359, 2], [360, 1, "\u0169"], [361, 2], [362, 1, "\u016B"], [363, 2], [364, 1, "\u016D"], [365, 2], [366, 1, "\u016F"], [367, 2], [368, 1, "\u0171"], [369, 2], [370, 1, "\u0173"], [371, 2], [372, 1, "\u0175"], [373, 2], [374, 1, "\u0177"], [375, 2], [376, 1, "\xFF"], [377, 1, "\u017A"], [378, 2], [379, 1, "\u017C"], [380, 2], [381, 1, "\u017E"], [382, 2], [383, 1, "s"], [384, 2], [385, 1, "\u0253"], [386, 1, "\u0183"], [387, 2], [388, 1, "\u0185"], [389, 2], [390, 1, "\u0254"], [391, 1, "\u0188"], [392, 2], [393, 1, "\u0256"], [394, 1, "\u0257"], [395, 1, "\u018C"], [[396, 397], 2], [398, 1, "\u01DD"], [399, 1, "\u0259"], [400, 1, "\u025B"], [401, 1, "\u0192"], [402, 2], [403, 1, "\u0260"], [404, 1, "\u0263"], [405, 2], [406, 1, "\u0269"], [407, 1, "\u0268"], [408, 1, "\u0199"], [[409, 411], 2], [412, 1, "\u026F"], [413, 1, "\u0272"], [414, 2], [415, 1, "\u0275"], [416, 1, "\u01A1"], [417, 2], [418, 1, "\u01A3"], [419, 2], [420, 1, "\u01A5"], [421, 2], [422, 1, "\u0280"], [423, 1, "\u01A8"], [424, 2], [425, 1, "\u0283"], [[426, 427], 2], [428, 1, "\u01AD"], [429, 2], [430, 1, "\u0288"], [431, 1, "\u01B0"], [432, 2], [433, 1, "\u028A"], [434, 1, "\u028B"], [435, 1, "\u01B4"], [436, 2], [437, 1, "\u01B6"], [438, 2], [439, 1, "\u0292"], [440, 1, "\u01B9"], [[441, 443], 2], [444, 1, "\u01BD"], [[445, 451], 2], [[452, 454], 1, "d\u017E"], [[455, 457], 1, "lj"], [[458, 460], 1, "nj"], [461, 1, "\u01CE"], [462, 2], [463, 1, "\u01D0"], [464, 2], [465, 1, "\u01D2"], [466, 2], [467, 1, "\u01D4"], [468, 2], [469, 1, "\u01D6"], [470, 2], [471, 1, "\u01D8"], [472, 2], [473, 1, "\u01DA"], [474, 2], [475, 1, "\u01DC"], [[476, 477], 2], [478, 1, "\u01DF"], [479, 2], [480, 1, "\u01E1"], [481, 2], [482, 1, "\u01E3"], [483, 2], [484, 1, "\u01E5"], [485, 2], [486, 1, "\u01E7"], [487, 2], [488, 1, "\u01E9"], [489, 2], [490, 1, "\u01EB"], [491, 2], [492, 1, "\u01ED"], [493, 2], [494, 1, "\u01EF"], [[495, 496], 2], [[497, 499], 1, "dz"], [500, 1, "\u01F5"], [501, 2], [502, 1, "\u0195"], [503, 1, "\u01BF"], [504, 1, "\u01F9"], [505, 2], [506, 1, "\u01FB"], [507, 2], [508, 1, "\u01FD"], [509, 2], [510, 1, "\u01FF"], [511, 2], [512, 1, "\u0201"], [513, 2], [514, 1, "\u0203"], [515, 2], [516, 1, "\u0205"], [517, 2], [518, 1, "\u0207"], [519, 2], [520, 1, "\u0209"], [521, 2], [522, 1, "\u020B"], [523, 2], [524, 1, "\u020D"], [525, 2], [526, 1, "\u020F"], [527, 2], [528, 1, "\u0211"], [529, 2], [530, 1, "\u0213"], [531, 2], [532, 1, "\u0215"], [533, 2], [534, 1, "\u0217"], [535, 2], [536, 1, "\u0219"], [537, 2], [538, 1, "\u021B"], [539, 2], [540, 1, "\u021D"], [541, 2], [542, 1, "\u021F"], [543, 2], [544, 1, "\u019E"], [545, 2], [546, 1, "\u0223"], [547, 2], [548, 1, "\u0225"], [549, 2], [550, 1, "\u0227"], [551, 2], [552, 1, "\u0229"], [553, 2], [554, 1, "\u022B"], [555, 2], [556, 1, "\u022D"], [557, 2], [558, 1, "\u022F"], [559, 2], [560, 1, "\u0231"], [561, 2], [562, 1, "\u0233"], [563, 2], [[564, 566], 2], [[567, 569], 2], [570, 1, "\u2C65"], [571, 1, "\u023C"], [572, 2], [573, 1, "\u019A"], [574, 1, "\u2C66"], [[575, 576], 2], [577, 1, "\u0242"], [578, 2], [579, 1, "\u0180"], [580, 1, "\u0289"], [581, 1, "\u028C"], [582, 1, "\u0247"], [583, 2], [584, 1, "\u0249"], [585, 2], [586, 1, "\u024B"], [587, 2], [588, 1, "\u024D"], [589, 2], [590, 1, "\u024F"], [591, 2], [[592, 680], 2], [[681, 685], 2], [[686, 687], 2], [688, 1, "h"], [689, 1, "\u0266"], [690, 1, "j"], [691, 1, "r"], [692, 1, "\u0279"], [693, 1, "\u027B"], [694, 1, "\u0281"], [695, 1, "w"], [696, 1, "y"], [[697, 705], 2], [[706, 709], 2], [[710, 721], 2], [[722, 727], 2], [728, 1, " \u0306"], [729, 1, " \u0307"], [730, 1, " \u030A"], [731, 1, " \u0328"], [732, 1, " \u0303"], [733, 1, " \u030B"], [734, 2], [735, 2], [736, 1, "\u0263"], [737, 1, "l"], [738, 1, "s"], [739, 1, "x"], [740, 1, "\u0295"], [[741, 745], 2], [[746, 747], 2], [748, 2], [749, 2], [750, 2], [[751, 767], 2], [[768, 831], 2], [832, 1, "\u0300"], [833, 1, "\u0301"], [834, 2], [835, 1, "\u0313"], [836, 1, "\u0308\u0301"], [837, 1, "\u03B9"], [[838, 846], 2], [847, 7], [[848, 855], 2], [[856, 860], 2], [[861, 863], 2], [[864, 865], 2], [866, 2], [[867, 879], 2], [880, 1, "\u0371"], [881, 2], [882, 1, "\u0373"], [883, 2], [884, 1, "\u02B9"], [885, 2], [886, 1, "\u0377"], [887, 2], [[888, 889], 3], [890, 1, " \u03B9"], [[891, 893], 2], [894, 1, ";"], [895, 1, "\u03F3"], [[896, 899], 3], [900, 1, " \u0301"], [901, 1, " \u0308\u0301"], [902, 1, "\u03AC"], [903, 1, "\xB7"], [904, 1, "\u03AD"], [905, 1, "\u03AE"], [906, 1, "\u03AF"], [907, 3], [908, 1, "\u03CC"], [909, 3], [910, 1, "\u03CD"], [911, 1, "\u03CE"], [912, 2], [913, 1, "\u03B1"], [914, 1, "\u03B2"], [915, 1, "\u03B3"], [916, 1, "\u03B4"], [917, 1, "\u03B5"], [918, 1, "\u03B6"], [919, 1, "\u03B7"], [920, 1, "\u03B8"], [921, 1, "\u03B9"], [922, 1, "\u03BA"], [923, 1, "\u03BB"], [924, 1, "\u03BC"], [925, 1, "\u03BD"], [926, 1, "\u03BE"], [927, 1, "\u03BF"], [928, 1, "\u03C0"], [929, 1, "\u03C1"], [930, 3], [931, 1, "\u03C3"], [932, 1, "\u03C4"], [933, 1, "\u03C5"], [934, 1, "\u03C6"], [935, 1, "\u03C7"], [936, 1, "\u03C8"], [937, 1, "\u03C9"], [938, 1, "\u03CA"], [939, 1, "\u03CB"], [[940, 961], 2], [962, 6, "\u03C3"], [[963, 974], 2], [975, 1, "\u03D7"], [976, 1, "\u03B2"], [977, 1, "\u03B8"], [978, 1, "\u03C5"], [979, 1, "\u03CD"], [980, 1, "\u03CB"], [981, 1, "\u03C6"], [982, 1, "\u03C0"], [983, 2], [984, 1, "\u03D9"], [985, 2], [986, 1, "\u03DB"], [987, 2], [988, 1, "\u03DD"], [989, 2], [990, 1, "\u03DF"], [991, 2], [992, 1, "\u03E1"], [993, 2], [994, 1, "\u03E3"], [995, 2], [996, 1, "\u03E5"], [997, 2], [998, 1, "\u03E7"], [999, 2], [1e3, 1, "\u03E9"], [1001, 2], [1002, 1, "\u03EB"], [1003, 2], [1004, 1, "\u03ED"], [1005, 2], [1006, 1, "\u03EF"], [1007, 2], [1008, 1, "\u03BA"], [1009, 1, "\u03C1"], [1010, 1, "\u03C3"], [1011, 2], [1012, 1, "\u03B8"], [1013, 1, "\u03B5"], [1014, 2], [1015, 1, "\u03F8"], [1016, 2], [1017, 1, "\u03C3"], [1018, 1, "\u03FB"], [1019, 2], [1020, 2], [1021, 1, "\u037B"], [1022, 1, "\u037C"], [1023, 1, "\u037D"], [1024, 1, "\u0450"], [1025, 1, "\u0451"], [1026, 1, "\u0452"], [1027, 1, "\u0453"], [1028, 1, "\u0454"], [1029, 1, "\u0455"], [1030, 1, "\u0456"], [1031, 1, "\u0457"], [1032, 1, "\u0458"], [1033, 1, "\u0459"], [1034, 1, "\u045A"], [1035, 1, "\u045B"], [1036, 1, "\u045C"], [1037, 1, "\u045D"], [1038, 1, "\u045E"], [1039, 1, "\u045F"], [1040, 1, "\u0430"], [1041, 1, "\u0431"], [1042, 1, "\u0432"], [1043, 1, "\u0433"], [1044, 1, "\u0434"], [1045, 1, "\u0435"], [1046, 1, "\u0436"], [1047, 1, "\u0437"], [1048, 1, "\u0438"], [1049, 1, "\u0439"], [1050, 1, "\u043A"], [1051, 1, "\u043B"], [1052, 1, "\u043C"], [1053, 1, "\u043D"], [1054, 1, "\u043E"], [1055, 1, "\u043F"], [1056, 1, "\u0440"], [1057, 1, "\u0441"], [1058, 1, "\u0442"], [1059, 1, "\u0443"], [1060, 1, "\u0444"], [1061, 1, "\u0445"], [1062, 1, "\u0446"], [1063, 1, "\u0447"], [1064, 1, "\u0448"], [1065, 1, "\u0449"], [1066, 1, "\u044A"], [1067, 1, "\u044B"], [1068, 1, "\u044C"], [1069, 1, "\u044D"], [1070, 1, "\u044E"], [1071, 1, "\u044F"], [[1072, 1103], 2], [1104, 2], [[1105, 1116], 2], [1117, 2], [[1118, 1119], 2], [1120, 1, "\u0461"], [1121, 2], [1122, 1, "\u0463"], [1123, 2], [1124, 1, "\u0465"], [1125, 2], [1126, 1, "\u0467"], [1127, 2], [1128, 1, "\u0469"], [1129, 2], [1130, 1, "\u046B"], [1131, 2], [1132, 1, "\u046D"], [1133, 2], [1134, 1, "\u046F"], [1135, 2], [1136, 1, "\u0471"], [1137, 2], [1138, 1, "\u0473"], [1139, 2], [1140, 1, "\u0475"], [1141, 2], [1142, 1, "\u0477"], [1143, 2], [1144, 1, "\u0479"], [1145, 2], [1146, 1, "\u047B"], [1147, 2], [1148, 1, "\u047D"], [1149, 2], [1150, 1, "\u047F"], [1151, 2], [1152, 1, "\u0481"], [1153, 2], [1154, 2], [[1155, 1158], 2], [1159, 2], [[1160, 1161], 2], [1162, 1, "\u048B"], [1163, 2], [1164, 1, "\u048D"], [1165, 2], [1166, 1, "\u048F"], [1167, 2], [1168, 1, "\u0491"], [1169, 2], [1170, 1, "\u0493"], [1171, 2], [1172, 1, "\u0495"], [1173, 2], [1174, 1, "\u0497"], [1175, 2], [1176, 1, "\u0499"], [1177, 2], [1178, 1, "\u049B"], [1179, 2], [1180, 1, "\u049D"], [1181, 2], [1182, 1, "\u049F"], [1183, 2], [1184, 1, "\u04A1"], [1185, 2], [1186, 1, "\u04A3"], [1187, 2], [1188, 1, "\u04A5"], [1189, 2], [1190, 1, "\u04A7"], [1191, 2], [1192, 1, "\u04A9"], [1193, 2], [1194, 1, "\u04AB"], [1195, 2], [1196, 1, "\u04AD"], [1197, 2], [1198, 1, "\u04AF"], [1199, 2], [1200, 1, "\u04B1"], [1201, 2], [1202, 1, "\u04B3"], [1203, 2], [1204, 1, "\u04B5"], [1205, 2], [1206, 1, "\u04B7"], [1207, 2], [1208, 1, "\u04B9"], [1209, 2], [1210, 1, "\u04BB"], [1211, 2], [1212, 1, "\u04BD"], [1213, 2], [1214, 1, "\u04BF"], [1215, 2], [1216, 1, "\u04CF"], [1217, 1, "\u04C2"], [1218, 2], [1219, 1, "\u04C4"], [1220, 2], [1221, 1, "\u04C6"], [1222, 2], [1223, 1, "\u04C8"], [1224, 2], [1225, 1, "\u04CA"], [1226, 2], [1227, 1, "\u04CC"], [1228, 2], [1229, 1, "\u04CE"], [1230, 2], [1231, 2], [1232, 1, "\u04D1"], [1233, 2], [1234, 1, "\u04D3"], [1235, 2], [1236, 1, "\u04D5"], [1237, 2], [1238, 1, "\u04D7"], [1239, 2], [1240, 1, "\u04D9"], [1241, 2], [1242, 1, "\u04DB"], [1243, 2], [1244, 1, "\u04DD"], [1245, 2], [1246, 1, "\u04DF"], [1247, 2], [1248, 1, "\u04E1"], [1249, 2], [1250, 1, "\u04E3"], [1251, 2], [1252, 1, "\u04E5"], [1253, 2], [1254, 1, "\u04E7"], [1255, 2], [1256, 1, "\u04E9"], [1257, 2], [1258, 1, "\u04EB"], [1259, 2], [1260, 1, "\u04ED"], [1261, 2], [1262, 1, "\u04EF"], [1263, 2], [1264, 1, "\u04F1"], [1265, 2], [1266, 1, "\u04F3"], [1267, 2], [1268, 1, "\u04F5"], [1269, 2], [1270, 1, "\u04F7"], [1271, 2], [1272, 1, "\u04F9"], [1273, 2], [1274, 1, "\u04FB"], [1275, 2], [1276, 1, "\u04FD"], [1277, 2], [1278, 1, "\u04FF"], [1279, 2], [1280, 1, "\u0501"], [1281, 2], [1282, 1, "\u0503"], [1283, 2], [1284, 1, "\u0505"], [1285, 2], [1286, 1, "\u0507"], [1287, 2], [1288, 1, "\u0509"], [1289, 2], [1290, 1, "\u050B"], [1291, 2], [1292, 1, "\u050D"], [1293, 2], [1294, 1, "\u050F"], [1295, 2], [1296, 1, "\u0511"], [1297, 2], [1298, 1, "\u0513"], [1299, 2], [1300, 1, "\u0515"], [1301, 2], [1302, 1, "\u0517"], [1303, 2], [1304, 1, "\u0519"], [1305, 2], [1306, 1, "\u051B"], [1307, 2], [1308, 1, "\u051D"], [1309, 2], [1310, 1, "\u051F"], [1311, 2], [1312, 1, "\u0521"], [1313, 2], [1314, 1, "\u0523"], [1315, 2], [1316, 1, "\u0525"], [1317, 2], [1318, 1, "\u0527"], [1319, 2], [1320, 1, "\u0529"], [1321, 2], [1322, 1, "\u052B"], [1323, 2], [1324, 1, "\u052D"], [1325, 2], [1326, 1, "\u052F"], [1327, 2], [1328, 3], [1329, 1, "\u0561"], [1330, 1, "\u0562"], [1331, 1, "\u0563"], [1332, 1, "\u0564"], [1333, 1, "\u0565"], [1334, 1, "\u0566"], [1335, 1, "\u0567"], [1336, 1, "\u0568"], [1337, 1, "\u0569"], [1338, 1, "\u056A"], [1339, 1, "\u056B"], [1340, 1, "\u056C"], [1341, 1, "\u056D"], [1342, 1, "\u056E"], [1343, 1, "\u056F"], [1344, 1, "\u0570"], [1345, 1, "\u0571"], [1346, 1, "\u0572"], [1347, 1, "\u0573"], [1348, 1, "\u0574"], [1349, 1, "\u0575"], [1350, 1, "\u0576"], [1351, 1, "\u0577"], [1352, 1, "\u0578"], [1353, 1, "\u0579"], [1354, 1, "\u057A"], [1355, 1, "\u057B"], [1356, 1, "\u057C"], [1357, 1, "\u057D"], [1358, 1, "\u057E"], [1359, 1, "\u057F"], [1360, 1, "\u0580"], [1361, 1, "\u0581"], [1362, 1, "\u0582"], [1363, 1, "\u0583"], [1364, 1, "\u0584"], [1365, 1, "\u0585"], [1366, 1, "\u0586"], [[1367, 1368], 3], [1369, 2], [[1370, 1375], 2], [1376, 2], [[1377, 1414], 2], [1415, 1, "\u0565\u0582"], [1416, 2], [1417, 2], [1418, 2], [[1419, 1420], 3], [[1421, 1422], 2], [1423, 2], [1424, 3], [[1425, 1441], 2], [1442, 2], [[1443, 1455], 2], [[1456, 1465], 2], [1466, 2], [[1467, 1469], 2], [1470, 2], [1471, 2], [1472, 2], [[1473, 1474], 2], [1475, 2], [1476, 2], [1477, 2], [1478, 2], [1479, 2], [[1480, 1487], 3], [[1488, 1514], 2], [[1515, 1518], 3], [1519, 2], [[1520, 1524], 2], [[1525, 1535], 3], [[1536, 1539], 3], [1540, 3], [1541, 3], [[1542, 1546], 2], [1547, 2], [1548, 2], [[1549, 1551], 2], [[1552, 1557], 2], [[1558, 1562], 2], [1563, 2], [1564, 3], [1565, 2], [1566, 2], [1567, 2], [1568, 2], [[1569, 1594], 2], [[1595, 1599], 2], [1600, 2], [[1601, 1618], 2], [[1619, 1621], 2], [[1622, 1624], 2], [[1625, 1630], 2], [1631, 2], [[1632, 1641], 2], [[1642, 1645], 2], [[1646, 1647], 2], [[1648, 1652], 2], [1653, 1, "\u0627\u0674"], [1654, 1, "\u0648\u0674"], [1655, 1, "\u06C7\u0674"], [1656, 1, "\u064A\u0674"], [[1657, 1719], 2], [[1720, 1721], 2], [[1722, 1726], 2], [1727, 2], [[1728, 1742], 2], [1743, 2], [[1744, 1747], 2], [1748, 2], [[1749, 1756], 2], [1757, 3], [1758, 2], [[1759, 1768], 2], [1769, 2], [[1770, 1773], 2], [[1774, 1775], 2], [[1776, 1785], 2], [[1786, 1790], 2], [1791, 2], [[1792, 1805], 2], [1806, 3], [1807, 3], [[1808, 1836], 2], [[1837, 1839], 2], [[1840, 1866], 2], [[1867, 1868], 3], [[1869, 1871], 2], [[1872, 1901], 2], [[1902, 1919], 2], [[1920, 1968], 2], [1969, 2], [[1970, 1983], 3], [[1984, 2037], 2], [[2038, 2042], 2], [[2043, 2044], 3], [2045, 2], [[2046, 2047], 2], [[2048, 2093], 2], [[2094, 2095], 3], [[2096, 2110], 2], [2111, 3], [[2112, 2139], 2], [[2140, 2141], 3], [2142, 2], [2143, 3], [[2144, 2154], 2], [[2155, 2159], 3], [[2160, 2183], 2], [2184, 2], [[2185, 2190], 2], [2191, 3], [[2192, 2193], 3], [[2194, 2198], 3], [2199, 2], [[2200, 2207], 2], [2208, 2], [2209, 2], [[2210, 2220], 2], [[2221, 2226], 2], [[2227, 2228], 2], [2229, 2], [[2230, 2237], 2], [[2238, 2247], 2], [[2248, 2258], 2], [2259, 2], [[2260, 2273], 2], [2274, 3], [2275, 2], [[2276, 2302], 2], [2303, 2], [2304, 2], [[2305, 2307], 2], [2308, 2], [[2309, 2361], 2], [[2362, 2363], 2], [[2364, 2381], 2], [2382, 2], [2383, 2], [[2384, 2388], 2], [2389, 2], [[2390, 2391], 2], [2392, 1, "\u0915\u093C"], [2393, 1, "\u0916\u093C"], [2394, 1, "\u0917\u093C"], [2395, 1, "\u091C\u093C"], [2396, 1, "\u0921\u093C"], [2397, 1, "\u0922\u093C"], [2398, 1, "\u092B\u093C"], [2399, 1, "\u092F\u093C"], [[2400, 2403], 2], [[2404, 2405], 2], [[2406, 2415], 2], [2416, 2], [[2417, 2418], 2], [[2419, 2423], 2], [2424, 2], [[2425, 2426], 2], [[2427, 2428], 2], [2429, 2], [[2430, 2431], 2], [2432, 2], [[2433, 2435], 2], [2436, 3], [[2437, 2444], 2], [[2445, 2446], 3], [[2447, 2448], 2], [[2449, 2450], 3], [[2451, 2472], 2], [2473, 3], [[2474, 2480], 2], [2481, 3], [2482, 2], [[2483, 2485], 3], [[2486, 2489], 2], [[2490, 2491], 3], [2492, 2], [2493, 2], [[2494, 2500], 2], [[2501, 2502], 3], [[2503, 2504], 2], [[2505, 2506], 3], [[2507, 2509], 2], [2510, 2], [[2511, 2518], 3], [2519, 2], [[2520, 2523], 3], [2524, 1, "\u09A1\u09BC"], [2525, 1, "\u09A2\u09BC"], [2526, 3], [2527, 1, "\u09AF\u09BC"], [[2528, 2531], 2], [[2532, 2533], 3], [[2534, 2545], 2], [[2546, 2554], 2], [2555, 2], [2556, 2], [2557, 2], [2558, 2], [[2559, 2560], 3], [2561, 2], [2562, 2], [2563, 2], [2564, 3], [[2565, 2570], 2], [[2571, 2574], 3], [[2575, 2576], 2], [[2577, 2578], 3], [[2579, 2600], 2], [2601, 3], [[2602, 2608], 2], [2609, 3], [2610, 2], [2611, 1, "\u0A32\u0A3C"], [2612, 3], [2613, 2], [2614, 1, "\u0A38\u0A3C"], [2615, 3], [[2616, 2617], 2], [[2618, 2619], 3], [2620, 2], [2621, 3], [[2622, 2626], 2], [[2627, 2630], 3], [[2631, 2632], 2], [[2633, 2634], 3], [[2635, 2637], 2], [[2638, 2640], 3], [2641, 2], [[2642, 2648], 3], [2649, 1, "\u0A16\u0A3C"], [2650, 1, "\u0A17\u0A3C"], [2651, 1, "\u0A1C\u0A3C"], [2652, 2], [2653, 3], [2654, 1, "\u0A2B\u0A3C"], [[2655, 2661], 3], [[2662, 2676], 2], [2677, 2], [2678, 2], [[2679, 2688], 3], [[2689, 2691], 2], [2692, 3], [[2693, 2699], 2], [2700, 2], [2701, 2], [2702, 3], [[2703, 2705], 2], [2706, 3], [[2707, 2728], 2], [2729, 3], [[2730, 2736], 2], [2737, 3], [[2738, 2739], 2], [2740, 3], [[2741, 2745], 2], [[2746, 2747], 3], [[2748, 2757], 2], [2758, 3], [[2759, 2761], 2], [2762, 3], [[2763, 2765], 2], [[2766, 2767], 3], [2768, 2], [[2769, 2783], 3], [2784, 2], [[2785, 2787], 2], [[2788, 2789], 3], [[2790, 2799], 2], [2800, 2], [2801, 2], [[2802, 2808], 3], [2809, 2], [[2810, 2815], 2], [2816, 3], [[2817, 2819], 2], [2820, 3], [[2821, 2828], 2], [[2829, 2830], 3], [[2831, 2832], 2], [[2833, 2834], 3], [[2835, 2856], 2], [2857, 3], [[2858, 2864], 2], [2865, 3], [[2866, 2867], 2], [2868, 3], [2869, 2], [[2870, 2873], 2], [[2874, 2875], 3], [[2876, 2883], 2], [2884, 2], [[2885, 2886], 3], [[2887, 2888], 2], [[2889, 2890], 3], [[2891, 2893], 2], [[2894, 2900], 3], [2901, 2], [[2902, 2903], 2], [[2904, 2907], 3], [2908, 1, "\u0B21\u0B3C"], [2909, 1, "\u0B22\u0B3C"], [2910, 3], [[2911, 2913], 2], [[2914, 2915], 2], [[2916, 2917], 3], [[2918, 2927], 2], [2928, 2], [2929, 2], [[2930, 2935], 2], [[2936, 2945], 3], [[2946, 2947], 2], [2948, 3], [[2949, 2954], 2], [[2955, 2957], 3], [[2958, 2960], 2], [2961, 3], [[2962, 2965], 2], [[2966, 2968], 3], [[2969, 2970], 2], [2971, 3], [2972, 2], [2973, 3], [[2974, 2975], 2], [[2976, 2978], 3], [[2979, 2980], 2], [[2981, 2983], 3], [[2984, 2986], 2], [[2987, 2989], 3], [[2990, 2997], 2], [2998, 2], [[2999, 3001], 2], [[3002, 3005], 3], [[3006, 3010], 2], [[3011, 3013], 3], [[3014, 3016], 2], [3017, 3], [[3018, 3021], 2], [[3022, 3023], 3], [3024, 2], [[3025, 3030], 3], [3031, 2], [[3032, 3045], 3], [3046, 2], [[3047, 3055], 2], [[3056, 3058], 2], [[3059, 3066], 2], [[3067, 3071], 3], [3072, 2], [[3073, 3075], 2], [3076, 2], [[3077, 3084], 2], [3085, 3], [[3086, 3088], 2], [3089, 3], [[3090, 3112], 2], [3113, 3], [[3114, 3123], 2], [3124, 2], [[3125, 3129], 2], [[3130, 3131], 3], [3132, 2], [3133, 2], [[3134, 3140], 2], [3141, 3], [[3142, 3144], 2], [3145, 3], [[3146, 3149], 2], [[3150, 3156], 3], [[3157, 3158], 2], [3159, 3], [[3160, 3161], 2], [3162, 2], [[3163, 3164], 3], [3165, 2], [[3166, 3167], 3], [[3168, 3169], 2], [[3170, 3171], 2], [[3172, 3173], 3], [[3174, 3183], 2], [[3184, 3190], 3], [3191, 2], [[3192, 3199], 2], [3200, 2], [3201, 2], [[3202, 3203], 2], [3204, 2], [[3205, 3212], 2], [3213, 3], [[3214, 3216], 2], [3217, 3], [[3218, 3240], 2], [3241, 3], [[3242, 3251], 2], [3252, 3], [[3253, 3257], 2], [[3258, 3259], 3], [[3260, 3261], 2], [[3262, 3268], 2], [3269, 3], [[3270, 3272], 2], [3273, 3], [[3274, 3277], 2], [[3278, 3284], 3], [[3285, 3286], 2], [[3287, 3292], 3], [3293, 2], [3294, 2], [3295, 3], [[3296, 3297], 2], [[3298, 3299], 2], [[3300, 3301], 3], [[3302, 3311], 2], [3312, 3], [[3313, 3314], 2], [3315, 2], [[3316, 3327], 3], [3328, 2], [3329, 2], [[3330, 3331], 2], [3332, 2], [[3333, 3340], 2], [3341, 3], [[3342, 3344], 2], [3345, 3], [[3346, 3368], 2], [3369, 2], [[3370, 3385], 2], [3386, 2], [[3387, 3388], 2], [3389, 2], [[3390, 3395], 2], [3396, 2], [3397, 3], [[3398, 3400], 2], [3401, 3], [[3402, 3405], 2], [3406, 2], [3407, 2], [[3408, 3411], 3], [[3412, 3414], 2], [3415, 2], [[3416, 3422], 2], [3423, 2], [[3424, 3425], 2], [[3426, 3427], 2], [[3428, 3429], 3], [[3430, 3439], 2], [[3440, 3445], 2], [[3446, 3448], 2], [3449, 2], [[3450, 3455], 2], [3456, 3], [3457, 2], [[3458, 3459], 2], [3460, 3], [[3461, 3478], 2], [[3479, 3481], 3], [[3482, 3505], 2], [3506, 3], [[3507, 3515], 2], [3516, 3], [3517, 2], [[3518, 3519], 3], [[3520, 3526], 2], [[3527, 3529], 3], [3530, 2], [[3531, 3534], 3], [[3535, 3540], 2], [3541, 3], [3542, 2], [3543, 3], [[3544, 3551], 2], [[3552, 3557], 3], [[3558, 3567], 2], [[3568, 3569], 3], [[3570, 3571], 2], [3572, 2], [[3573, 3584], 3], [[3585, 3634], 2], [3635, 1, "\u0E4D\u0E32"], [[3636, 3642], 2], [[3643, 3646], 3], [3647, 2], [[3648, 3662], 2], [3663, 2], [[3664, 3673], 2], [[3674, 3675], 2], [[3676, 3712], 3], [[3713, 3714], 2], [3715, 3], [3716, 2], [3717, 3], [3718, 2], [[3719, 3720], 2], [3721, 2], [3722, 2], [3723, 3], [3724, 2], [3725, 2], [[3726, 3731], 2], [[3732, 3735], 2], [3736, 2], [[3737, 3743], 2], [3744, 2], [[3745, 3747], 2], [3748, 3], [3749, 2], [3750, 3], [3751, 2], [[3752, 3753], 2], [[3754, 3755], 2], [3756, 2], [[3757, 3762], 2], [3763, 1, "\u0ECD\u0EB2"], [[3764, 3769], 2], [3770, 2], [[3771, 3773], 2], [[3774, 3775], 3], [[3776, 3780], 2], [3781, 3], [3782, 2], [3783, 3], [[3784, 3789], 2], [3790, 2], [3791, 3], [[3792, 3801], 2], [[3802, 3803], 3], [3804, 1, "\u0EAB\u0E99"], [3805, 1, "\u0EAB\u0EA1"], [[3806, 3807], 2], [[3808, 3839], 3], [3840, 2], [[3841, 3850], 2], [3851, 2], [3852, 1, "\u0F0B"], [[3853, 3863], 2], [[3864, 3865], 2], [[3866, 3871], 2], [[3872, 3881], 2], [[3882, 3892], 2], [3893, 2], [3894, 2], [3895, 2], [3896, 2], [3897, 2], [[3898, 3901], 2], [[3902, 3906], 2], [3907, 1, "\u0F42\u0FB7"], [[3908, 3911], 2], [3912, 3], [[3913, 3916], 2], [3917, 1, "\u0F4C\u0FB7"], [[3918, 3921], 2], [3922, 1, "\u0F51\u0FB7"], [[3923, 3926], 2], [3927, 1, "\u0F56\u0FB7"], [[3928, 3931], 2], [3932, 1, "\u0F5B\u0FB7"], [[3933, 3944], 2], [3945, 1, "\u0F40\u0FB5"], [3946, 2], [[3947, 3948], 2], [[3949, 3952], 3], [[3953, 3954], 2], [3955, 1, "\u0F71\u0F72"], [3956, 2], [3957, 1, "\u0F71\u0F74"], [3958, 1, "\u0FB2\u0F80"], [3959, 1, "\u0FB2\u0F71\u0F80"], [3960, 1, "\u0FB3\u0F80"], [3961, 1, "\u0FB3\u0F71\u0F80"], [[3962, 3968], 2], [3969, 1, "\u0F71\u0F80"], [[3970, 3972], 2], [3973, 2], [[3974, 3979], 2], [[3980, 3983], 2], [[3984, 3986], 2], [3987, 1, "\u0F92\u0FB7"], [[3988, 3989], 2], [3990, 2], [3991, 2], [3992, 3], [[3993, 3996], 2], [3997, 1, "\u0F9C\u0FB7"], [[3998, 4001], 2], [4002, 1, "\u0FA1\u0FB7"], [[4003, 4006], 2], [4007, 1, "\u0FA6\u0FB7"], [[4008, 4011], 2], [4012, 1, "\u0FAB\u0FB7"], [4013, 2], [[4014, 4016], 2], [[4017, 4023], 2], [4024, 2], [4025, 1, "\u0F90\u0FB5"], [[4026, 4028], 2], [4029, 3], [[4030, 4037], 2], [4038, 2], [[4039, 4044], 2], [4045, 3], [4046, 2], [4047, 2], [[4048, 4049], 2], [[4050, 4052], 2], [[4053, 4056], 2], [[4057, 4058], 2], [[4059, 4095], 3], [[4096, 4129], 2], [4130, 2], [[4131, 4135], 2], [4136, 2], [[4137, 4138], 2], [4139, 2], [[4140, 4146], 2], [[4147, 4149], 2], [[4150, 4153], 2], [[4154, 4159], 2], [[4160, 4169], 2], [[4170, 4175], 2], [[4176, 4185], 2], [[4186, 4249], 2], [[4250, 4253], 2], [[4254, 4255], 2], [4256, 1, "\u2D00"], [4257, 1, "\u2D01"], [4258, 1, "\u2D02"], [4259, 1, "\u2D03"], [4260, 1, "\u2D04"], [4261, 1, "\u2D05"], [4262, 1, "\u2D06"], [4263, 1, "\u2D07"], [4264, 1, "\u2D08"], [4265, 1, "\u2D09"], [4266, 1, "\u2D0A"], [4267, 1, "\u2D0B"], [4268, 1, "\u2D0C"], [4269, 1, "\u2D0D"], [4270, 1, "\u2D0E"], [4271, 1, "\u2D0F"], [4272, 1, "\u2D10"], [4273, 1, "\u2D11"], [4274, 1, "\u2D12"], [4275, 1, "\u2D13"], [4276, 1, "\u2D14"], [4277, 1, "\u2D15"], [4278, 1, "\u2D16"], [4279, 1, "\u2D17"], [4280, 1, "\u2D18"], [4281, 1, "\u2D19"], [4282, 1, "\u2D1A"], [4283, 1, "\u2D1B"], [4284, 1, "\u2D1C"], [4285, 1, "\u2D1D"], [4286, 1, "\u2D1E"], [4287, 1, "\u2D1F"], [4288, 1, "\u2D20"], [4289, 1, "\u2D21"], [4290, 1, "\u2D22"], [4291, 1, "\u2D23"], [4292, 1, "\u2D24"], [4293, 1, "\u2D25"], [4294, 3], [4295, 1, "\u2D27"], [[4296, 4300], 3], [4301, 1, "\u2D2D"], [[4302, 4303], 3], [[4304, 4342], 2], [[4343, 4344], 2], [[4345, 4346], 2], [4347, 2], [4348, 1, "\u10DC"], [[4349, 4351], 2], [[4352, 4441], 2], [[4442, 4446], 2], [[4447, 4448], 7], [[4449, 4514], 2], [[4515, 4519], 2], [[4520, 4601], 2], [[4602, 4607], 2], [[4608, 4614], 2], [4615, 2], [[4616, 4678], 2], [4679, 2], [4680, 2], [4681, 3], [[4682, 4685], 2], [[4686, 4687], 3], [[4688, 4694], 2], [4695, 3], [4696, 2], [4697, 3], [[4698, 4701], 2], [[4702, 4703], 3], [[4704, 4742], 2], [4743, 2], [4744, 2], [4745, 3], [[4746, 4749], 2], [[4750, 4751], 3], [[4752, 4782], 2], [4783, 2], [4784, 2], [4785, 3], [[4786, 4789], 2], [[4790, 4791], 3], [[4792, 4798], 2], [4799, 3], [4800, 2], [4801, 3], [[4802, 4805], 2], [[4806, 4807], 3], [[4808, 4814], 2], [4815, 2], [[4816, 4822], 2], [4823, 3], [[4824, 4846], 2], [4847, 2], [[4848, 4878], 2], [4879, 2], [4880, 2], [4881, 3], [[4882, 4885], 2], [[4886, 4887], 3], [[4888, 4894], 2], [4895, 2], [[4896, 4934], 2], [4935, 2], [[4936, 4954], 2], [[4955, 4956], 3], [[4957, 4958], 2], [4959, 2], [4960, 2], [[4961, 4988], 2], [[4989, 4991], 3], [[4992, 5007], 2], [[5008, 5017], 2], [[5018, 5023], 3], [[5024, 5108], 2], [5109, 2], [[5110, 5111], 3], [5112, 1, "\u13F0"], [5113, 1, "\u13F1"], [5114, 1, "\u13F2"], [5115, 1, "\u13F3"], [5116, 1, "\u13F4"], [5117, 1, "\u13F5"], [[5118, 5119], 3], [5120, 2], [[5121, 5740], 2], [[5741, 5742], 2], [[5743, 5750], 2], [[5751, 5759], 2], [5760, 3], [[5761, 5786], 2], [[5787, 5788], 2], [[5789, 5791], 3], [[5792, 5866], 2], [[5867, 5872], 2], [[5873, 5880], 2], [[5881, 5887], 3], [[5888, 5900], 2], [5901, 2], [[5902, 5908], 2], [5909, 2], [[5910, 5918], 3], [5919, 2], [[5920, 5940], 2], [[5941, 5942], 2], [[5943, 5951], 3], [[5952, 5971], 2], [[5972, 5983], 3], [[5984, 5996], 2], [5997, 3], [[5998, 6e3], 2], [6001, 3], [[6002, 6003], 2], [[6004, 6015], 3], [[6016, 6067], 2], [[6068, 6069], 7], [[6070, 6099], 2], [[6100, 6102], 2], [6103, 2], [[6104, 6107], 2], [6108, 2], [6109, 2], [[6110, 6111], 3], [[6112, 6121], 2], [[6122, 6127], 3], [[6128, 6137], 2], [[6138, 6143], 3], [[6144, 6154], 2], [[6155, 6158], 7], [6159, 7], [[6160, 6169], 2], [[6170, 6175], 3], [[6176, 6263], 2], [6264, 2], [[6265, 6271], 3], [[6272, 6313], 2], [6314, 2], [[6315, 6319], 3], [[6320, 6389], 2], [[6390, 6399], 3], [[6400, 6428], 2], [[6429, 6430], 2], [6431, 3], [[6432, 6443], 2], [[6444, 6447], 3], [[6448, 6459], 2], [[6460, 6463], 3], [6464, 2], [[6465, 6467], 3], [[6468, 6469], 2], [[6470, 6509], 2], [[6510, 6511], 3], [[6512, 6516], 2], [[6517, 6527], 3], [[6528, 6569], 2], [[6570, 6571], 2], [[6572, 6575], 3], [[6576, 6601], 2], [[6602, 6607], 3], [[6608, 6617], 2], [6618, 2], [[6619, 6621], 3], [[6622, 6623], 2], [[6624, 6655], 2], [[6656, 6683], 2], [[6684, 6685], 3], [[6686, 6687], 2], [[6688, 6750], 2], [6751, 3], [[6752, 6780], 2], [[6781, 6782], 3], [[6783, 6793], 2], [[6794, 6799], 3], [[6800, 6809], 2], [[6810, 6815], 3], [[6816, 6822], 2], [6823, 2], [[6824, 6829], 2], [[6830, 6831], 3], [[6832, 6845], 2], [6846, 2], [[6847, 6848], 2], [[6849, 6862], 2], [[6863, 6911], 3], [[6912, 6987], 2], [6988, 2], [6989, 3], [[6990, 6991], 2], [[6992, 7001], 2], [[7002, 7018], 2], [[7019, 7027], 2], [[7028, 7036], 2], [[7037, 7038], 2], [7039, 2], [[7040, 7082], 2], [[7083, 7085], 2], [[7086, 7097], 2], [[7098, 7103], 2], [[7104, 7155], 2], [[7156, 7163], 3], [[7164, 7167], 2], [[7168, 7223], 2], [[7224, 7226], 3], [[7227, 7231], 2], [[7232, 7241], 2], [[7242, 7244], 3], [[7245, 7293], 2], [[7294, 7295], 2], [7296, 1, "\u0432"], [7297, 1, "\u0434"], [7298, 1, "\u043E"], [7299, 1, "\u0441"], [[7300, 7301], 1, "\u0442"], [7302, 1, "\u044A"], [7303, 1, "\u0463"], [7304, 1, "\uA64B"], [7305, 1, "\u1C8A"], [7306, 2], [[7307, 7311], 3], [7312, 1, "\u10D0"], [7313, 1, "\u10D1"], [7314, 1, "\u10D2"], [7315, 1, "\u10D3"], [7316, 1, "\u10D4"], [7317, 1, "\u10D5"], [7318, 1, "\u10D6"], [7319, 1, "\u10D7"], [7320, 1, "\u10D8"], [7321, 1, "\u10D9"], [7322, 1, "\u10DA"], [7323, 1, "\u10DB"], [7324, 1, "\u10DC"], [7325, 1, "\u10DD"], [7326, 1, "\u10DE"], [7327, 1, "\u10DF"], [7328, 1, "\u10E0"], [7329, 1, "\u10E1"], [7330, 1, "\u10E2"], [7331, 1, "\u10E3"], [7332, 1, "\u10E4"], [7333, 1, "\u10E5"], [7334, 1, "\u10E6"], [7335, 1, "\u10E7"], [7336, 1, "\u10E8"], [7337, 1, "\u10E9"], [7338, 1, "\u10EA"], [7339, 1, "\u10EB"], [7340, 1, "\u10EC"], [7341, 1, "\u10ED"], [7342, 1, "\u10EE"], [7343, 1, "\u10EF"], [7344, 1, "\u10F0"], [7345, 1, "\u10F1"], [7346, 1, "\u10F2"], [7347, 1, "\u10F3"], [7348, 1, "\u10F4"], [7349, 1, "\u10F5"], [7350, 1, "\u10F6"], [7351, 1, "\u10F7"], [7352, 1, "\u10F8"], [7353, 1, "\u10F9"], [7354, 1, "\u10FA"], [[7355, 7356], 3], [7357, 1, "\u10FD"], [7358, 1, "\u10FE"], [7359, 1, "\u10FF"], [[7360, 7367], 2], [[7368, 7375], 3], [[7376, 7378], 2], [7379, 2], [[7380, 7410], 2], [[7411, 7414], 2], [7415, 2], [[7416, 7417], 2], [7418, 2], [[7419, 7423], 3], [[7424, 7467], 2], [7468, 1, "a"], [7469, 1, "\xE6"], [7470, 1, "b"], [7471, 2], [7472, 1, "d"], [7473, 1, "e"], [7474, 1, "\u01DD"], [7475, 1, "g"], [7476, 1, "h"], [7477, 1, "i"], [7478, 1, "j"], [7479, 1, "k"], [7480, 1, "l"], [7481, 1, "m"], [7482, 1, "n"], [7483, 2], [7484, 1, "o"], [7485, 1, "\u0223"], [7486, 1, "p"], [7487, 1, "r"], [7488, 1, "t"], [7489, 1, "u"], [7490, 1, "w"], [7491, 1, "a"], [7492, 1, "\u0250"], [7493, 1, "\u0251"], [7494, 1, "\u1D02"], [7495, 1, "b"], [7496, 1, "d"], [7497, 1, "e"], [7498, 1, "\u0259"], [7499, 1, "\u025B"], [7500, 1, "\u025C"], [7501, 1, "g"], [7502, 2], [7503, 1, "k"], [7504, 1, "m"], [7505, 1, "\u014B"], [7506, 1, "o"], [7507, 1, "\u0254"], [7508, 1, "\u1D16"], [7509, 1, "\u1D17"], [7510, 1, "p"], [7511, 1, "t"], [7512, 1, "u"], [7513, 1, "\u1D1D"], [7514, 1, "\u026F"], [7515, 1, "v"], [7516, 1, "\u1D25"], [7517, 1, "\u03B2"], [7518, 1, "\u03B3"], [7519, 1, "\u03B4"], [7520, 1, "\u03C6"], [7521, 1, "\u03C7"], [7522, 1, "i"], [7523, 1, "r"], [7524, 1, "u"], [7525, 1, "v"], [7526, 1, "\u03B2"], [7527, 1, "\u03B3"], [7528, 1, "\u03C1"], [7529, 1, "\u03C6"], [7530, 1, "\u03C7"], [7531, 2], [[7532, 7543], 2], [7544, 1, "\u043D"], [[7545, 7578], 2], [7579, 1, "\u0252"], [7580, 1, "c"], [7581, 1, "\u0255"], [7582, 1, "\xF0"], [7583, 1, "\u025C"], [7584, 1, "f"], [7585, 1, "\u025F"], [7586, 1, "\u0261"], [7587, 1, "\u0265"], [7588, 1, "\u0268"], [7589, 1, "\u0269"], [7590, 1, "\u026A"], [7591, 1, "\u1D7B"], [7592, 1, "\u029D"], [7593, 1, "\u026D"], [7594, 1, "\u1D85"], [7595, 1, "\u029F"], [7596, 1, "\u0271"], [7597, 1, "\u0270"], [7598, 1, "\u0272"], [7599, 1, "\u0273"], [7600, 1, "\u0274"], [7601, 1, "\u0275"], [7602, 1, "\u0278"], [7603, 1, "\u0282"], [7604, 1, "\u0283"], [7605, 1, "\u01AB"], [7606, 1, "\u0289"], [7607, 1, "\u028A"], [7608, 1, "\u1D1C"], [7609, 1, "\u028B"], [7610, 1, "\u028C"], [7611, 1, "z"], [7612, 1, "\u0290"], [7613, 1, "\u0291"], [7614, 1, "\u0292"], [7615, 1, "\u03B8"], [[7616, 7619], 2], [[7620, 7626], 2], [[7627, 7654], 2], [[7655, 7669], 2], [[7670, 7673], 2], [7674, 2], [7675, 2], [7676, 2], [7677, 2], [[7678, 7679], 2], [7680, 1, "\u1E01"], [7681, 2], [7682, 1, "\u1E03"], [7683, 2], [7684, 1, "\u1E05"], [7685, 2], [7686, 1, "\u1E07"], [7687, 2], [7688, 1, "\u1E09"], [7689, 2], [7690, 1, "\u1E0B"], [7691, 2], [7692, 1, "\u1E0D"], [7693, 2], [7694, 1, "\u1E0F"], [7695, 2], [7696, 1, "\u1E11"], [7697, 2], [7698, 1, "\u1E13"], [7699, 2], [7700, 1, "\u1E15"], [7701, 2], [7702, 1, "\u1E17"], [7703, 2], [7704, 1, "\u1E19"], [7705, 2], [7706, 1, "\u1E1B"], [7707, 2], [7708, 1, "\u1E1D"], [7709, 2], [7710, 1, "\u1E1F"], [7711, 2], [7712, 1, "\u1E21"], [7713, 2], [7714, 1, "\u1E23"], [7715, 2], [7716, 1, "\u1E25"], [7717, 2], [7718, 1, "\u1E27"], [7719, 2], [7720, 1, "\u1E29"], [7721, 2], [7722, 1, "\u1E2B"], [7723, 2], [7724, 1, "\u1E2D"], [7725, 2], [7726, 1, "\u1E2F"], [7727, 2], [7728, 1, "\u1E31"], [7729, 2], [7730, 1, "\u1E33"], [7731, 2], [7732, 1, "\u1E35"], [7733, 2], [7734, 1, "\u1E37"], [7735, 2], [7736, 1, "\u1E39"], [7737, 2], [7738, 1, "\u1E3B"], [7739, 2], [7740, 1, "\u1E3D"], [7741, 2], [7742, 1, "\u1E3F"], [7743, 2], [7744, 1, "\u1E41"], [7745, 2], [7746, 1, "\u1E43"], [7747, 2], [7748, 1, "\u1E45"], [7749, 2], [7750, 1, "\u1E47"], [7751, 2], [7752, 1, "\u1E49"], [7753, 2], [7754, 1, "\u1E4B"], [7755, 2], [7756, 1, "\u1E4D"], [7757, 2], [7758, 1, "\u1E4F"], [7759, 2], [7760, 1, "\u1E51"], [7761, 2], [7762, 1, "\u1E53"], [7763, 2], [7764, 1, "\u1E55"], [7765, 2], [7766, 1, "\u1E57"], [7767, 2], [7768, 1, "\u1E59"], [7769, 2], [7770, 1, "\u1E5B"], [7771, 2], [7772, 1, "\u1E5D"], [7773, 2], [7774, 1, "\u1E5F"], [7775, 2], [7776, 1, "\u1E61"], [7777, 2], [7778, 1, "\u1E63"], [7779, 2], [7780, 1, "\u1E65"], [7781, 2], [7782, 1, "\u1E67"], [7783, 2], [7784, 1, "\u1E69"], [7785, 2], [7786, 1, "\u1E6B"], [7787, 2], [7788, 1, "\u1E6D"], [7789, 2], [7790, 1, "\u1E6F"], [7791, 2], [7792, 1, "\u1E71"], [7793, 2], [7794, 1, "\u1E73"], [7795, 2], [7796, 1, "\u1E75"], [7797, 2], [7798, 1, "\u1E77"], [7799, 2], [7800, 1, "\u1E79"], [7801, 2], [7802, 1, "\u1E7B"], [7803, 2], [7804, 1, "\u1E7D"], [7805, 2], [7806, 1, "\u1E7F"], [7807, 2], [7808, 1, "\u1E81"], [7809, 2], [7810, 1, "\u1E83"], [7811, 2], [7812, 1, "\u1E85"], [7813, 2], [7814, 1, "\u1E87"], [7815, 2], [7816, 1, "\u1E89"], [7817, 2], [7818, 1, "\u1E8B"], [7819, 2], [7820, 1, "\u1E8D"], [7821, 2], [7822, 1, "\u1E8F"], [7823, 2], [7824, 1, "\u1E91"], [7825, 2], [7826, 1, "\u1E93"], [7827, 2], [7828, 1, "\u1E95"], [[7829, 7833], 2], [7834, 1, "a\u02BE"], [7835, 1, "\u1E61"], [[7836, 7837], 2], [7838, 1, "\xDF"], [7839, 2], [7840, 1, "\u1EA1"], [7841, 2], [7842, 1, "\u1EA3"], [7843, 2], [7844, 1, "\u1EA5"], [7845, 2], [7846, 1, "\u1EA7"], [7847, 2], [7848, 1, "\u1EA9"], [7849, 2], [7850, 1, "\u1EAB"], [7851, 2], [7852, 1, "\u1EAD"], [7853, 2], [7854, 1, "\u1EAF"], [7855, 2], [7856, 1, "\u1EB1"], [7857, 2], [7858, 1, "\u1EB3"], [7859, 2], [7860, 1, "\u1EB5"], [7861, 2], [7862, 1, "\u1EB7"], [7863, 2], [7864, 1, "\u1EB9"], [7865, 2], [7866, 1, "\u1EBB"], [7867, 2], [7868, 1, "\u1EBD"], [7869, 2], [7870, 1, "\u1EBF"], [7871, 2], [7872, 1, "\u1EC1"], [7873, 2], [7874, 1, "\u1EC3"], [7875, 2], [7876, 1, "\u1EC5"], [7877, 2], [7878, 1, "\u1EC7"], [7879, 2], [7880, 1, "\u1EC9"], [7881, 2], [7882, 1, "\u1ECB"], [7883, 2], [7884, 1, "\u1ECD"], [7885, 2], [7886, 1, "\u1ECF"], [7887, 2], [7888, 1, "\u1ED1"], [7889, 2], [7890, 1, "\u1ED3"], [7891, 2], [7892, 1, "\u1ED5"], [7893, 2], [7894, 1, "\u1ED7"], [7895, 2], [7896, 1, "\u1ED9"], [7897, 2], [7898, 1, "\u1EDB"], [7899, 2], [7900, 1, "\u1EDD"], [7901, 2], [7902, 1, "\u1EDF"], [7903, 2], [7904, 1, "\u1EE1"], [7905, 2], [7906, 1, "\u1EE3"], [7907, 2], [7908, 1, "\u1EE5"], [7909, 2], [7910, 1, "\u1EE7"], [7911, 2], [7912, 1, "\u1EE9"], [7913, 2], [7914, 1, "\u1EEB"], [7915, 2], [7916, 1, "\u1EED"], [7917, 2], [7918, 1, "\u1EEF"], [7919, 2], [7920, 1, "\u1EF1"], [7921, 2], [7922, 1, "\u1EF3"], [7923, 2], [7924, 1, "\u1EF5"], [7925, 2], [7926, 1, "\u1EF7"], [7927, 2], [7928, 1, "\u1EF9"], [7929, 2], [7930, 1, "\u1EFB"], [7931, 2], [7932, 1, "\u1EFD"], [7933, 2], [7934, 1, "\u1EFF"], [7935, 2], [[7936, 7943], 2], [7944, 1, "\u1F00"], [7945, 1, "\u1F01"], [7946, 1, "\u1F02"], [7947, 1, "\u1F03"], [7948, 1, "\u1F04"], [7949, 1, "\u1F05"], [7950, 1, "\u1F06"], [7951, 1, "\u1F07"], [[7952, 7957], 2], [[7958, 7959], 3], [7960, 1, "\u1F10"], [7961, 1, "\u1F11"], [7962, 1, "\u1F12"], [7963, 1, "\u1F13"], [7964, 1, "\u1F14"], [7965, 1, "\u1F15"], [[7966, 7967], 3], [[7968, 7975], 2], [7976, 1, "\u1F20"], [7977, 1, "\u1F21"], [7978, 1, "\u1F22"], [7979, 1, "\u1F23"], [7980, 1, "\u1F24"], [7981, 1, "\u1F25"], [7982, 1, "\u1F26"], [7983, 1, "\u1F27"], [[7984, 7991], 2], [7992, 1, "\u1F30"], [7993, 1, "\u1F31"], [7994, 1, "\u1F32"], [7995, 1, "\u1F33"], [7996, 1, "\u1F34"], [7997, 1, "\u1F35"], [7998, 1, "\u1F36"], [7999, 1, "\u1F37"], [[8e3, 8005], 2], [[8006, 8007], 3], [8008, 1, "\u1F40"], [8009, 1, "\u1F41"], [8010, 1, "\u1F42"], [8011, 1, "\u1F43"], [8012, 1, "\u1F44"], [8013, 1, "\u1F45"], [[8014, 8015], 3], [[8016, 8023], 2], [8024, 3], [8025, 1, "\u1F51"], [8026, 3], [8027, 1, "\u1F53"], [8028, 3], [8029, 1, "\u1F55"], [8030, 3], [8031, 1, "\u1F57"], [[8032, 8039], 2], [8040, 1, "\u1F60"], [8041, 1, "\u1F61"], [8042, 1, "\u1F62"], [8043, 1, "\u1F63"], [8044, 1, "\u1F64"], [8045, 1, "\u1F65"], [8046, 1, "\u1F66"], [8047, 1, "\u1F67"], [8048, 2], [8049, 1, "\u03AC"], [8050, 2], [8051, 1, "\u03AD"], [8052, 2], [8053, 1, "\u03AE"], [8054, 2], [8055, 1, "\u03AF"], [8056, 2], [8057, 1, "\u03CC"], [8058, 2], [8059, 1, "\u03CD"], [8060, 2], [8061, 1, "\u03CE"], [[8062, 8063], 3], [8064, 1, "\u1F00\u03B9"], [8065, 1, "\u1F01\u03B9"], [8066, 1, "\u1F02\u03B9"], [8067, 1, "\u1F03\u03B9"], [8068, 1, "\u1F04\u03B9"], [8069, 1, "\u1F05\u03B9"], [8070, 1, "\u1F06\u03B9"], [8071, 1, "\u1F07\u03B9"], [8072, 1, "\u1F00\u03B9"], [8073, 1, "\u1F01\u03B9"], [8074, 1, "\u1F02\u03B9"], [8075, 1, "\u1F03\u03B9"], [8076, 1, "\u1F04\u03B9"], [8077, 1, "\u1F05\u03B9"], [8078, 1, "\u1F06\u03B9"], [8079, 1, "\u1F07\u03B9"], [8080, 1, "\u1F20\u03B9"], [8081, 1, "\u1F21\u03B9"], [8082, 1, "\u1F22\u03B9"], [8083, 1, "\u1F23\u03B9"], [8084, 1, "\u1F24\u03B9"], [8085, 1, "\u1F25\u03B9"], [8086, 1, "\u1F26\u03B9"], [8087, 1, "\u1F27\u03B9"], [8088, 1, "\u1F20\u03B9"], [8089, 1, "\u1F21\u03B9"], [8090, 1, "\u1F22\u03B9"], [8091, 1, "\u1F23\u03B9"], [8092, 1, "\u1F24\u03B9"], [8093, 1, "\u1F25\u03B9"], [8094, 1, "\u1F26\u03B9"], [8095, 1, "\u1F27\u03B9"], [8096, 1, "\u1F60\u03B9"], [8097, 1, "\u1F61\u03B9"], [8098, 1, "\u1F62\u03B9"], [8099, 1, "\u1F63\u03B9"], [8100, 1, "\u1F64\u03B9"], [8101, 1, "\u1F65\u03B9"], [8102, 1, "\u1F66\u03B9"], [8103, 1, "\u1F67\u03B9"], [8104, 1, "\u1F60\u03B9"], [8105, 1, "\u1F61\u03B9"], [8106, 1, "\u1F62\u03B9"], [8107, 1, "\u1F63\u03B9"], [8108, 1, "\u1F64\u03B9"], [8109, 1, "\u1F65\u03B9"], [8110, 1, "\u1F66\u03B9"], [8111, 1, "\u1F67\u03B9"], [[8112, 8113], 2], [8114, 1, "\u1F70\u03B9"], [8115, 1, "\u03B1\u03B9"], [8116, 1, "\u03AC\u03B9"], [8117, 3], [8118, 2], [8119, 1, "\u1FB6\u03B9"], [8120, 1, "\u1FB0"], [8121, 1, "\u1FB1"], [8122, 1, "\u1F70"], [8123, 1, "\u03AC"], [8124, 1, "\u03B1\u03B9"], [8125, 1, " \u0313"], [8126, 1, "\u03B9"], [8127, 1, " \u0313"], [8128, 1, " \u0342"], [8129, 1, " \u0308\u0342"], [8130, 1, "\u1F74\u03B9"], [8131, 1, "\u03B7\u03B9"], [8132, 1, "\u03AE\u03B9"], [8133, 3], [8134, 2], [8135, 1, "\u1FC6\u03B9"], [8136, 1, "\u1F72"], [8137, 1, "\u03AD"], [8138, 1, "\u1F74"], [8139, 1, "\u03AE"], [8140, 1, "\u03B7\u03B9"], [8141, 1, " \u0313\u0300"], [8142, 1, " \u0313\u0301"], [8143, 1, " \u0313\u0342"], [[8144, 8146], 2], [8147, 1, "\u0390"], [[8148, 8149], 3], [[8150, 8151], 2], [8152, 1, "\u1FD0"], [8153, 1, "\u1FD1"], [8154, 1, "\u1F76"], [8155, 1, "\u03AF"], [8156, 3], [8157, 1, " \u0314\u0300"], [8158, 1, " \u0314\u0301"], [8159, 1, " \u0314\u0342"], [[8160, 8162], 2], [8163, 1, "\u03B0"], [[8164, 8167], 2], [8168, 1, "\u1FE0"], [8169, 1, "\u1FE1"], [8170, 1, "\u1F7A"], [8171, 1, "\u03CD"], [8172, 1, "\u1FE5"], [8173, 1, " \u0308\u0300"], [8174, 1, " \u0308\u0301"], [8175, 1, "`"], [[8176, 8177], 3], [8178, 1, "\u1F7C\u03B9"], [8179, 1, "\u03C9\u03B9"], [8180, 1, "\u03CE\u03B9"], [8181, 3], [8182, 2], [8183, 1, "\u1FF6\u03B9"], [8184, 1, "\u1F78"], [8185, 1, "\u03CC"], [8186, 1, "\u1F7C"], [8187, 1, "\u03CE"], [8188, 1, "\u03C9\u03B9"], [8189, 1, " \u0301"], [8190, 1, " \u0314"], [8191, 3], [[8192, 8202], 1, " "], [8203, 7], [[8204, 8205], 6, ""], [[8206, 8207], 3], [8208, 2], [8209, 1, "\u2010"], [[8210, 8214], 2], [8215, 1, " \u0333"], [[8216, 8227], 2], [[8228, 8230], 3], [8231, 2], [[8232, 8238], 3], [8239, 1, " "], [[8240, 8242], 2], [8243, 1, "\u2032\u2032"], [8244, 1, "\u2032\u2032\u2032"], [8245, 2], [8246, 1, "\u2035\u2035"], [8247, 1, "\u2035\u2035\u2035"], [[8248, 8251], 2], [8252, 1, "!!"], [8253, 2], [8254, 1, " \u0305"], [[8255, 8262], 2], [8263, 1, "??"], [8264, 1, "?!"], [8265, 1, "!?"], [[8266, 8269], 2], [[8270, 8274], 2], [[8275, 8276], 2], [[8277, 8278], 2], [8279, 1, "\u2032\u2032\u2032\u2032"], [[8280, 8286], 2], [8287, 1, " "], [[8288, 8291], 7], [8292, 7], [8293, 3], [[8294, 8297], 3], [[8298, 8303], 7], [8304, 1, "0"], [8305, 1, "i"], [[8306, 8307], 3], [8308, 1, "4"], [8309, 1, "5"], [8310, 1, "6"], [8311, 1, "7"], [8312, 1, "8"], [8313, 1, "9"], [8314, 1, "+"], [8315, 1, "\u2212"], [8316, 1, "="], [8317, 1, "("], [8318, 1, ")"], [8319, 1, "n"], [8320, 1, "0"], [8321, 1, "1"], [8322, 1, "2"], [8323, 1, "3"], [8324, 1, "4"], [8325, 1, "5"], [8326, 1, "6"], [8327, 1, "7"], [8328, 1, "8"], [8329, 1, "9"], [8330, 1, "+"], [8331, 1, "\u2212"], [8332, 1, "="], [8333, 1, "("], [8334, 1, ")"], [8335, 3], [8336, 1, "a"], [8337, 1, "e"], [8338, 1, "o"], [8339, 1, "x"], [8340, 1, "\u0259"], [8341, 1, "h"], [8342, 1, "k"], [8343, 1, "l"], [8344, 1, "m"], [8345, 1, "n"], [8346, 1, "p"], [8347, 1, "s"], [8348, 1, "t"], [[8349, 8351], 3], [[8352, 8359], 2], [8360, 1, "rs"], [[8361, 8362], 2], [8363, 2], [8364, 2], [[8365, 8367], 2], [[8368, 8369], 2], [[8370, 8373], 2], [[8374, 8376], 2], [8377, 2], [8378, 2], [[8379, 8381], 2], [8382, 2], [8383, 2], [8384, 2], [[8385, 8399], 3], [[8400, 8417], 2], [[8418, 8419], 2], [[8420, 8426], 2], [8427, 2], [[8428, 8431], 2], [8432, 2], [[8433, 8447], 3], [8448, 1, "a/c"], [8449, 1, "a/s"], [8450, 1, "c"], [8451, 1, "\xB0c"], [8452, 2], [8453, 1, "c/o"], [8454, 1, "c/u"], [8455, 1, "\u025B"], [8456, 2], [8457, 1, "\xB0f"], [8458, 1, "g"], [[8459, 8462], 1, "h"], [8463, 1, "\u0127"], [[8464, 8465], 1, "i"], [[8466, 8467], 1, "l"], [8468, 2], [8469, 1, "n"], [8470, 1, "no"], [[8471, 8472], 2], [8473, 1, "p"], [8474, 1, "q"], [[8475, 8477], 1, "r"], [[8478, 8479], 2], [8480, 1, "sm"], [8481, 1, "tel"], [8482, 1, "tm"], [8483, 2], [8484, 1, "z"], [8485, 2], [8486, 1, "\u03C9"], [8487, 2], [8488, 1, "z"], [8489, 2], [8490, 1, "k"], [8491, 1, "\xE5"], [8492, 1, "b"], [8493, 1, "c"], [8494, 2], [[8495, 8496], 1, "e"], [8497, 1, "f"], [8498, 1, "\u214E"], [8499, 1, "m"], [8500, 1, "o"], [8501, 1, "\u05D0"], [8502, 1, "\u05D1"], [8503, 1, "\u05D2"], [8504, 1, "\u05D3"], [8505, 1, "i"], [8506, 2], [8507, 1, "fax"], [8508, 1, "\u03C0"], [[8509, 8510], 1, "\u03B3"], [8511, 1, "\u03C0"], [8512, 1, "\u2211"], [[8513, 8516], 2], [[8517, 8518], 1, "d"], [8519, 1, "e"], [8520, 1, "i"], [8521, 1, "j"], [[8522, 8523], 2], [8524, 2], [8525, 2], [8526, 2], [8527, 2], [8528, 1, "1\u20447"], [8529, 1, "1\u20449"], [8530, 1, "1\u204410"], [8531, 1, "1\u20443"], [8532, 1, "2\u20443"], [8533, 1, "1\u20445"], [8534, 1, "2\u20445"], [8535, 1, "3\u20445"], [8536, 1, "4\u20445"], [8537, 1, "1\u20446"], [8538, 1, "5\u20446"], [8539, 1, "1\u20448"], [8540, 1, "3\u20448"], [8541, 1, "5\u20448"], [8542, 1, "7\u20448"], [8543, 1, "1\u2044"], [8544, 1, "i"], [8545, 1, "ii"], [8546, 1, "iii"], [8547, 1, "iv"], [8548, 1, "v"], [8549, 1, "vi"], [8550, 1, "vii"], [8551, 1, "viii"], [8552, 1, "ix"], [8553, 1, "x"], [8554, 1, "xi"], [8555, 1, "xii"], [8556, 1, "l"], [8557, 1, "c"], [8558, 1, "d"], [8559, 1, "m"], [8560, 1, "i"], [8561, 1, "ii"], [8562, 1, "iii"], [8563, 1, "iv"], [8564, 1, "v"], [8565, 1, "vi"], [8566, 1, "vii"], [8567, 1, "viii"], [8568, 1, "ix"], [8569, 1, "x"], [8570, 1, "xi"], [8571, 1, "xii"], [8572, 1, "l"], [8573, 1, "c"], [8574, 1, "d"], [8575, 1, "m"], [[8576, 8578], 2], [8579, 1, "\u2184"], [8580, 2], [[8581, 8584], 2], [8585, 1, "0\u20443"], [[8586, 8587], 2], [[8588, 8591], 3], [[8592, 8682], 2], [[8683, 8691], 2], [[8692, 8703], 2], [[8704, 8747], 2], [8748, 1, "\u222B\u222B"], [8749, 1, "\u222B\u222B\u222B"], [8750, 2], [8751, 1, "\u222E\u222E"], [8752, 1, "\u222E\u222E\u222E"], [[8753, 8945], 2], [[8946, 8959], 2], [8960, 2], [8961, 2], [[8962, 9e3], 2], [9001, 1, "\u3008"], [9002, 1, "\u3009"], [[9003, 9082], 2], [9083, 2], [9084, 2], [[9085, 9114], 2], [[9115, 9166], 2], [[9167, 9168], 2], [[9169, 9179], 2], [[9180, 9191], 2], [9192, 2], [[9193, 9203], 2], [[9204, 9210], 2], [[9211, 9214], 2], [9215, 2], [[9216, 9252], 2], [[9253, 9254], 2], [[9255, 9257], 2], [[9258, 9279], 3], [[9280, 9290], 2], [[9291, 9311], 3], [9312, 1, "1"], [9313, 1, "2"], [9314, 1, "3"], [9315, 1, "4"], [9316, 1, "5"], [9317, 1, "6"], [9318, 1, "7"], [9319, 1, "8"], [9320, 1, "9"], [9321, 1, "10"], [9322, 1, "11"], [9323, 1, "12"], [9324, 1, "13"], [9325, 1, "14"], [9326, 1, "15"], [9327, 1, "16"], [9328, 1, "17"], [9329, 1, "18"], [9330, 1, "19"], [9331, 1, "20"], [9332, 1, "(1)"], [9333, 1, "(2)"], [9334, 1, "(3)"], [9335, 1, "(4)"], [9336, 1, "(5)"], [9337, 1, "(6)"], [9338, 1, "(7)"], [9339, 1, "(8)"], [9340, 1, "(9)"], [9341, 1, "(10)"], [9342, 1, "(11)"], [9343, 1, "(12)"], [9344, 1, "(13)"], [9345, 1, "(14)"], [9346, 1, "(15)"], [9347, 1, "(16)"], [9348, 1, "(17)"], [9349, 1, "(18)"], [9350, 1, "(19)"], [9351, 1, "(20)"], [[9352, 9371], 3], [9372, 1, "(a)"], [9373, 1, "(b)"], [9374, 1, "(c)"], [9375, 1, "(d)"], [9376, 1, "(e)"], [9377, 1, "(f)"], [9378, 1, "(g)"], [9379, 1, "(h)"], [9380, 1, "(i)"], [9381, 1, "(j)"], [9382, 1, "(k)"], [9383, 1, "(l)"], [9384, 1, "(m)"], [9385, 1, "(n)"], [9386, 1, "(o)"], [9387, 1, "(p)"], [9388, 1, "(q)"], [9389, 1, "(r)"], [9390, 1, "(s)"], [9391, 1, "(t)"], [9392, 1, "(u)"], [9393, 1, "(v)"], [9394, 1, "(w)"], [9395, 1, "(x)"], [9396, 1, "(y)"], [9397, 1, "(z)"], [9398, 1, "a"], [9399, 1, "b"], [9400, 1, "c"], [9401, 1, "d"], [9402, 1, "e"], [9403, 1, "f"], [9404, 1, "g"], [9405, 1, "h"], [9406, 1, "i"], [9407, 1, "j"], [9408, 1, "k"], [9409, 1, "l"], [9410, 1, "m"], [9411, 1, "n"], [9412, 1, "o"], [9413, 1, "p"], [9414, 1, "q"], [9415, 1, "r"], [9416, 1, "s"], [9417, 1, "t"], [9418, 1, "u"], [9419, 1, "v"], [9420, 1, "w"], [9421, 1, "x"], [9422, 1, "y"], [9423, 1, "z"], [9424, 1, "a"], [9425, 1, "b"], [9426, 1, "c"], [9427, 1, "d"], [9428, 1, "e"], [9429, 1, "f"], [9430, 1, "g"], [9431, 1, "h"], [9432, 1, "i"], [9433, 1, "j"], [9434, 1, "k"], [9435, 1, "l"], [9436, 1, "m"], [9437, 1, "n"], [9438, 1, "o"], [9439, 1, "p"], [9440, 1, "q"], [9441, 1, "r"], [9442, 1, "s"], [9443, 1, "t"], [9444, 1, "u"], [9445, 1, "v"], [9446, 1, "w"], [9447, 1, "x"], [9448, 1, "y"], [9449, 1, "z"], [9450, 1, "0"], [[9451, 9470], 2], [9471, 2], [[9472, 9621], 2], [[9622, 9631], 2], [[9632, 9711], 2], [[9712, 9719], 2], [[9720, 9727], 2], [[9728, 9747], 2], [[9748, 9749], 2], [[9750, 9751], 2], [9752, 2], [9753, 2], [[9754, 9839], 2], [[9840, 9841], 2], [[9842, 9853], 2], [[9854, 9855], 2], [[9856, 9865], 2], [[9866, 9873], 2], [[9874, 9884], 2], [9885, 2], [[9886, 9887], 2], [[9888, 9889], 2], [[9890, 9905], 2], [9906, 2], [[9907, 9916], 2], [[9917, 9919], 2], [[9920, 9923], 2], [[9924, 9933], 2], [9934, 2], [[9935, 9953], 2], [9954, 2], [9955, 2], [[9956, 9959], 2], [[9960, 9983], 2], [9984, 2], [[9985, 9988], 2], [9989, 2], [[9990, 9993], 2], [[9994, 9995], 2], [[9996, 10023], 2], [10024, 2], [[10025, 10059], 2], [10060, 2], [10061, 2], [10062, 2], [[10063, 10066], 2], [[10067, 10069], 2], [10070, 2], [10071, 2], [[10072, 10078], 2], [[10079, 10080], 2], [[10081, 10087], 2], [[10088, 10101], 2], [[10102, 10132], 2], [[10133, 10135], 2], [[10136, 10159], 2], [10160, 2], [[10161, 10174], 2], [10175, 2], [[10176, 10182], 2], [[10183, 10186], 2], [10187, 2], [10188, 2], [10189, 2], [[10190, 10191], 2], [[10192, 10219], 2], [[10220, 10223], 2], [[10224, 10239], 2], [[10240, 10495], 2], [[10496, 10763], 2], [10764, 1, "\u222B\u222B\u222B\u222B"], [[10765, 10867], 2], [10868, 1, "::="], [10869, 1, "=="], [10870, 1, "==="], [[10871, 10971], 2], [10972, 1, "\u2ADD\u0338"], [[10973, 11007], 2], [[11008, 11021], 2], [[11022, 11027], 2], [[11028, 11034], 2], [[11035, 11039], 2], [[11040, 11043], 2], [[11044, 11084], 2], [[11085, 11087], 2], [[11088, 11092], 2], [[11093, 11097], 2], [[11098, 11123], 2], [[11124, 11125], 3], [[11126, 11157], 2], [11158, 3], [11159, 2], [[11160, 11193], 2], [[11194, 11196], 2], [[11197, 11208], 2], [11209, 2], [[11210, 11217], 2], [11218, 2], [[11219, 11243], 2], [[11244, 11247], 2], [[11248, 11262], 2], [11263, 2], [11264, 1, "\u2C30"], [11265, 1, "\u2C31"], [11266, 1, "\u2C32"], [11267, 1, "\u2C33"], [11268, 1, "\u2C34"], [11269, 1, "\u2C35"], [11270, 1, "\u2C36"], [11271, 1, "\u2C37"], [11272, 1, "\u2C38"], [11273, 1, "\u2C39"], [11274, 1, "\u2C3A"], [11275, 1, "\u2C3B"], [11276, 1, "\u2C3C"], [11277, 1, "\u2C3D"], [11278, 1, "\u2C3E"], [11279, 1, "\u2C3F"], [11280, 1, "\u2C40"], [11281, 1, "\u2C41"], [11282, 1, "\u2C42"], [11283, 1, "\u2C43"], [11284, 1, "\u2C44"], [11285, 1, "\u2C45"], [11286, 1, "\u2C46"], [11287, 1, "\u2C47"], [11288, 1, "\u2C48"], [11289, 1, "\u2C49"], [11290, 1, "\u2C4A"], [11291, 1, "\u2C4B"], [11292, 1, "\u2C4C"], [11293, 1, "\u2C4D"], [11294, 1, "\u2C4E"], [11295, 1, "\u2C4F"], [11296, 1, "\u2C50"], [11297, 1, "\u2C51"], [11298, 1, "\u2C52"], [11299, 1, "\u2C53"], [11300, 1, "\u2C54"], [11301, 1, "\u2C55"], [11302, 1, "\u2C56"], [11303, 1, "\u2C57"], [11304, 1, "\u2C58"], [11305, 1, "\u2C59"], [11306, 1, "\u2C5A"], [11307, 1, "\u2C5B"], [11308, 1, "\u2C5C"], [11309, 1, "\u2C5D"], [11310, 1, "\u2C5E"], [11311, 1, "\u2C5F"], [[11312, 11358], 2], [11359, 2], [11360, 1, "\u2C61"], [11361, 2], [11362, 1, "\u026B"], [11363, 1, "\u1D7D"], [11364, 1, "\u027D"], [[11365, 11366], 2], [11367, 1, "\u2C68"], [11368, 2], [11369, 1, "\u2C6A"], [11370, 2], [11371, 1, "\u2C6C"], [11372, 2], [11373, 1, "\u0251"], [11374, 1, "\u0271"], [11375, 1, "\u0250"], [11376, 1, "\u0252"], [11377, 2], [11378, 1, "\u2C73"], [11379, 2], [11380, 2], [11381, 1, "\u2C76"], [[11382, 11383], 2], [[11384, 11387], 2], [11388, 1, "j"], [11389, 1, "v"], [11390, 1, "\u023F"], [11391, 1, "\u0240"], [11392, 1, "\u2C81"], [11393, 2], [11394, 1, "\u2C83"], [11395, 2], [11396, 1, "\u2C85"], [11397, 2], [11398, 1, "\u2C87"], [11399, 2], [11400, 1, "\u2C89"], [11401, 2], [11402, 1, "\u2C8B"], [11403, 2], [11404, 1, "\u2C8D"], [11405, 2], [11406, 1, "\u2C8F"], [11407, 2], [11408, 1, "\u2C91"], [11409, 2], [11410, 1, "\u2C93"], [11411, 2], [11412, 1, "\u2C95"], [11413, 2], [11414, 1, "\u2C97"], [11415, 2], [11416, 1, "\u2C99"], [11417, 2], [11418, 1, "\u2C9B"], [11419, 2], [11420, 1, "\u2C9D"], [11421, 2], [11422, 1, "\u2C9F"], [11423, 2], [11424, 1, "\u2CA1"], [11425, 2], [11426, 1, "\u2CA3"], [11427, 2], [11428, 1, "\u2CA5"], [11429, 2], [11430, 1, "\u2CA7"], [11431, 2], [11432, 1, "\u2CA9"], [11433, 2], [11434, 1, "\u2CAB"], [11435, 2], [11436, 1, "\u2CAD"], [11437, 2], [11438, 1, "\u2CAF"], [11439, 2], [11440, 1, "\u2CB1"], [11441, 2], [11442, 1, "\u2CB3"], [11443, 2], [11444, 1, "\u2CB5"], [11445, 2], [11446, 1, "\u2CB7"], [11447, 2], [11448, 1, "\u2CB9"], [11449, 2], [11450, 1, "\u2CBB"], [11451, 2], [11452, 1, "\u2CBD"], [11453, 2], [11454, 1, "\u2CBF"], [11455, 2], [11456, 1, "\u2CC1"], [11457, 2], [11458, 1, "\u2CC3"], [11459, 2], [11460, 1, "\u2CC5"], [11461, 2], [11462, 1, "\u2CC7"], [11463, 2], [11464, 1, "\u2CC9"], [11465, 2], [11466, 1, "\u2CCB"], [11467, 2], [11468, 1, "\u2CCD"], [11469, 2], [11470, 1, "\u2CCF"], [11471, 2], [11472, 1, "\u2CD1"], [11473, 2], [11474, 1, "\u2CD3"], [11475, 2], [11476, 1, "\u2CD5"], [11477, 2], [11478, 1, "\u2CD7"], [11479, 2], [11480, 1, "\u2CD9"], [11481, 2], [11482, 1, "\u2CDB"], [11483, 2], [11484, 1, "\u2CDD"], [11485, 2], [11486, 1, "\u2CDF"], [11487, 2], [11488, 1, "\u2CE1"], [11489, 2], [11490, 1, "\u2CE3"], [[11491, 11492], 2], [[11493, 11498], 2], [11499, 1, "\u2CEC"], [11500, 2], [11501, 1, "\u2CEE"], [[11502, 11505], 2], [11506, 1, "\u2CF3"], [11507, 2], [[11508, 11512], 3], [[11513, 11519], 2], [[11520, 11557], 2], [11558, 3], [11559, 2], [[11560, 11564], 3], [11565, 2], [[11566, 11567], 3], [[11568, 11621], 2], [[11622, 11623], 2], [[11624, 11630], 3], [11631, 1, "\u2D61"], [11632, 2], [[11633, 11646], 3], [11647, 2], [[11648, 11670], 2], [[11671, 11679], 3], [[11680, 11686], 2], [11687, 3], [[11688, 11694], 2], [11695, 3], [[11696, 11702], 2], [11703, 3], [[11704, 11710], 2], [11711, 3], [[11712, 11718], 2], [11719, 3], [[11720, 11726], 2], [11727, 3], [[11728, 11734], 2], [11735, 3], [[11736, 11742], 2], [11743, 3], [[11744, 11775], 2], [[11776, 11799], 2], [[11800, 11803], 2], [[11804, 11805], 2], [[11806, 11822], 2], [11823, 2], [11824, 2], [11825, 2], [[11826, 11835], 2], [[11836, 11842], 2], [[11843, 11844], 2], [[11845, 11849], 2], [[11850, 11854], 2], [11855, 2], [[11856, 11858], 2], [[11859, 11869], 2], [[11870, 11903], 3], [[11904, 11929], 2], [11930, 3], [[11931, 11934], 2], [11935, 1, "\u6BCD"], [[11936, 12018], 2], [12019, 1, "\u9F9F"], [[12020, 12031], 3], [12032, 1, "\u4E00"], [12033, 1, "\u4E28"], [12034, 1, "\u4E36"], [12035, 1, "\u4E3F"], [12036, 1, "\u4E59"], [12037, 1, "\u4E85"], [12038, 1, "\u4E8C"], [12039, 1, "\u4EA0"], [12040, 1, "\u4EBA"], [12041, 1, "\u513F"], [12042, 1, "\u5165"], [12043, 1, "\u516B"], [12044, 1, "\u5182"], [12045, 1, "\u5196"], [12046, 1, "\u51AB"], [12047, 1, "\u51E0"], [12048, 1, "\u51F5"], [12049, 1, "\u5200"], [12050, 1, "\u529B"], [12051, 1, "\u52F9"], [12052, 1, "\u5315"], [12053, 1, "\u531A"], [12054, 1, "\u5338"], [12055, 1, "\u5341"], [12056, 1, "\u535C"], [12057, 1, "\u5369"], [12058, 1, "\u5382"], [12059, 1, "\u53B6"], [12060, 1, "\u53C8"], [12061, 1, "\u53E3"], [12062, 1, "\u56D7"], [12063, 1, "\u571F"], [12064, 1, "\u58EB"], [12065, 1, "\u5902"], [12066, 1, "\u590A"], [12067, 1, "\u5915"], [12068, 1, "\u5927"], [12069, 1, "\u5973"], [12070, 1, "\u5B50"], [12071, 1, "\u5B80"], [12072, 1, "\u5BF8"], [12073, 1, "\u5C0F"], [12074, 1, "\u5C22"], [12075, 1, "\u5C38"], [12076, 1, "\u5C6E"], [12077, 1, "\u5C71"], [12078, 1, "\u5DDB"], [12079, 1, "\u5DE5"], [12080, 1, "\u5DF1"], [12081, 1, "\u5DFE"], [12082, 1, "\u5E72"], [12083, 1, "\u5E7A"], [12084, 1, "\u5E7F"], [12085, 1, "\u5EF4"], [12086, 1, "\u5EFE"], [12087, 1, "\u5F0B"], [12088, 1, "\u5F13"], [12089, 1, "\u5F50"], [12090, 1, "\u5F61"], [12091, 1, "\u5F73"], [12092, 1, "\u5FC3"], [12093, 1, "\u6208"], [12094, 1, "\u6236"], [12095, 1, "\u624B"], [12096, 1, "\u652F"], [12097, 1, "\u6534"], [12098, 1, "\u6587"], [12099, 1, "\u6597"], [12100, 1, "\u65A4"], [12101, 1, "\u65B9"], [12102, 1, "\u65E0"], [12103, 1, "\u65E5"], [12104, 1, "\u66F0"], [12105, 1, "\u6708"], [12106, 1, "\u6728"], [12107, 1, "\u6B20"], [12108, 1, "\u6B62"], [12109, 1, "\u6B79"], [12110, 1, "\u6BB3"], [12111, 1, "\u6BCB"], [12112, 1, "\u6BD4"], [12113, 1, "\u6BDB"], [12114, 1, "\u6C0F"], [12115, 1, "\u6C14"], [12116, 1, "\u6C34"], [12117, 1, "\u706B"], [12118, 1, "\u722A"], [12119, 1, "\u7236"], [12120, 1, "\u723B"], [12121, 1, "\u723F"], [12122, 1, "\u7247"], [12123, 1, "\u7259"], [12124, 1, "\u725B"], [12125, 1, "\u72AC"], [12126, 1, "\u7384"], [12127, 1, "\u7389"], [12128, 1, "\u74DC"], [12129, 1, "\u74E6"], [12130, 1, "\u7518"], [12131, 1, "\u751F"], [12132, 1, "\u7528"], [12133, 1, "\u7530"], [12134, 1, "\u758B"], [12135, 1, "\u7592"], [12136, 1, "\u7676"], [12137, 1, "\u767D"], [12138, 1, "\u76AE"], [12139, 1, "\u76BF"], [12140, 1, "\u76EE"], [12141, 1, "\u77DB"], [12142, 1, "\u77E2"], [12143, 1, "\u77F3"], [12144, 1, "\u793A"], [12145, 1, "\u79B8"], [12146, 1, "\u79BE"], [12147, 1, "\u7A74"], [12148, 1, "\u7ACB"], [12149, 1, "\u7AF9"], [12150, 1, "\u7C73"], [12151, 1, "\u7CF8"], [12152, 1, "\u7F36"], [12153, 1, "\u7F51"], [12154, 1, "\u7F8A"], [12155, 1, "\u7FBD"], [12156, 1, "\u8001"], [12157, 1, "\u800C"], [12158, 1, "\u8012"], [12159, 1, "\u8033"], [12160, 1, "\u807F"], [12161, 1, "\u8089"], [12162, 1, "\u81E3"], [12163, 1, "\u81EA"], [12164, 1, "\u81F3"], [12165, 1, "\u81FC"], [12166, 1, "\u820C"], [12167, 1, "\u821B"], [12168, 1, "\u821F"], [12169, 1, "\u826E"], [12170, 1, "\u8272"], [12171, 1, "\u8278"], [12172, 1, "\u864D"], [12173, 1, "\u866B"], [12174, 1, "\u8840"], [12175, 1, "\u884C"], [12176, 1, "\u8863"], [12177, 1, "\u897E"], [12178, 1, "\u898B"], [12179, 1, "\u89D2"], [12180, 1, "\u8A00"], [12181, 1, "\u8C37"], [12182, 1, "\u8C46"], [12183, 1, "\u8C55"], [12184, 1, "\u8C78"], [12185, 1, "\u8C9D"], [12186, 1, "\u8D64"], [12187, 1, "\u8D70"], [12188, 1, "\u8DB3"], [12189, 1, "\u8EAB"], [12190, 1, "\u8ECA"], [12191, 1, "\u8F9B"], [12192, 1, "\u8FB0"], [12193, 1, "\u8FB5"], [12194, 1, "\u9091"], [12195, 1, "\u9149"], [12196, 1, "\u91C6"], [12197, 1, "\u91CC"], [12198, 1, "\u91D1"], [12199, 1, "\u9577"], [12200, 1, "\u9580"], [12201, 1, "\u961C"], [12202, 1, "\u96B6"], [12203, 1, "\u96B9"], [12204, 1, "\u96E8"], [12205, 1, "\u9751"], [12206, 1, "\u975E"], [12207, 1, "\u9762"], [12208, 1, "\u9769"], [12209, 1, "\u97CB"], [12210, 1, "\u97ED"], [12211, 1, "\u97F3"], [12212, 1, "\u9801"], [12213, 1, "\u98A8"], [12214, 1, "\u98DB"], [12215, 1, "\u98DF"], [12216, 1, "\u9996"], [12217, 1, "\u9999"], [12218, 1, "\u99AC"], [12219, 1, "\u9AA8"], [12220, 1, "\u9AD8"], [12221, 1, "\u9ADF"], [12222, 1, "\u9B25"], [12223, 1, "\u9B2F"], [12224, 1, "\u9B32"], [12225, 1, "\u9B3C"], [12226, 1, "\u9B5A"], [12227, 1, "\u9CE5"], [12228, 1, "\u9E75"], [12229, 1, "\u9E7F"], [12230, 1, "\u9EA5"], [12231, 1, "\u9EBB"], [12232, 1, "\u9EC3"], [12233, 1, "\u9ECD"], [12234, 1, "\u9ED1"], [12235, 1, "\u9EF9"], [12236, 1, "\u9EFD"], [12237, 1, "\u9F0E"], [12238, 1, "\u9F13"], [12239, 1, "\u9F20"], [12240, 1, "\u9F3B"], [12241, 1, "\u9F4A"], [12242, 1, "\u9F52"], [12243, 1, "\u9F8D"], [12244, 1, "\u9F9C"], [12245, 1, "\u9FA0"], [[12246, 12271], 3], [[12272, 12283], 3], [[12284, 12287], 3], [12288, 1, " "], [12289, 2], [12290, 1, "."], [[12291, 12292], 2], [[12293, 12295], 2], [[12296, 12329], 2], [[12330, 12333], 2], [[12334, 12341], 2], [12342, 1, "\u3012"], [12343, 2], [12344, 1, "\u5341"], [12345, 1, "\u5344"], [12346, 1, "\u5345"], [12347, 2], [12348, 2], [12349, 2], [12350, 2], [12351, 2], [12352, 3], [[12353, 12436], 2], [[12437, 12438], 2], [[12439, 12440], 3], [[12441, 12442], 2], [12443, 1, " \u3099"], [12444, 1, " \u309A"], [[12445, 12446], 2], [12447, 1, "\u3088\u308A"], [12448, 2], [[12449, 12542], 2], [12543, 1, "\u30B3\u30C8"], [[12544, 12548], 3], [[12549, 12588], 2], [12589, 2], [12590, 2], [12591, 2], [12592, 3], [12593, 1, "\u1100"], [12594, 1, "\u1101"], [12595, 1, "\u11AA"], [12596, 1, "\u1102"], [12597, 1, "\u11AC"], [12598, 1, "\u11AD"], [12599, 1, "\u1103"], [12600, 1, "\u1104"], [12601, 1, "\u1105"], [12602, 1, "\u11B0"], [12603, 1, "\u11B1"], [12604, 1, "\u11B2"], [12605, 1, "\u11B3"], [12606, 1, "\u11B4"], [12607, 1, "\u11B5"], [12608, 1, "\u111A"], [12609, 1, "\u1106"], [12610, 1, "\u1107"], [12611, 1, "\u1108"], [12612, 1, "\u1121"], [12613, 1, "\u1109"], [12614, 1, "\u110A"], [12615, 1, "\u110B"], [12616, 1, "\u110C"], [12617, 1, "\u110D"], [12618, 1, "\u110E"], [12619, 1, "\u110F"], [12620, 1, "\u1110"], [12621, 1, "\u1111"], [12622, 1, "\u1112"], [12623, 1, "\u1161"], [12624, 1, "\u1162"], [12625, 1, "\u1163"], [12626, 1, "\u1164"], [12627, 1, "\u1165"], [12628, 1, "\u1166"], [12629, 1, "\u1167"], [12630, 1, "\u1168"], [12631, 1, "\u1169"], [12632, 1, "\u116A"], [12633, 1, "\u116B"], [12634, 1, "\u116C"], [12635, 1, "\u116D"], [12636, 1, "\u116E"], [12637, 1, "\u116F"], [12638, 1, "\u1170"], [12639, 1, "\u1171"], [12640, 1, "\u1172"], [12641, 1, "\u1173"], [12642, 1, "\u1174"], [12643, 1, "\u1175"], [12644, 7], [12645, 1, "\u1114"], [12646, 1, "\u1115"], [12647, 1, "\u11C7"], [12648, 1, "\u11C8"], [12649, 1, "\u11CC"], [12650, 1, "\u11CE"], [12651, 1, "\u11D3"], [12652, 1, "\u11D7"], [12653, 1, "\u11D9"], [12654, 1, "\u111C"], [12655, 1, "\u11DD"], [12656, 1, "\u11DF"], [12657, 1, "\u111D"], [12658, 1, "\u111E"], [12659, 1, "\u1120"], [12660, 1, "\u1122"], [12661, 1, "\u1123"], [12662, 1, "\u1127"], [12663, 1, "\u1129"], [12664, 1, "\u112B"], [12665, 1, "\u112C"], [12666, 1, "\u112D"], [12667, 1, "\u112E"], [12668, 1, "\u112F"], [12669, 1, "\u1132"], [12670, 1, "\u1136"], [12671, 1, "\u1140"], [12672, 1, "\u1147"], [12673, 1, "\u114C"], [12674, 1, "\u11F1"], [12675, 1, "\u11F2"], [12676, 1, "\u1157"], [12677, 1, "\u1158"], [12678, 1, "\u1159"], [12679, 1, "\u1184"], [12680, 1, "\u1185"], [12681, 1, "\u1188"], [12682, 1, "\u1191"], [12683, 1, "\u1192"], [12684, 1, "\u1194"], [12685, 1, "\u119E"], [12686, 1, "\u11A1"], [12687, 3], [[12688, 12689], 2], [12690, 1, "\u4E00"], [12691, 1, "\u4E8C"], [12692, 1, "\u4E09"], [12693, 1, "\u56DB"], [12694, 1, "\u4E0A"], [12695, 1, "\u4E2D"], [12696, 1, "\u4E0B"], [12697, 1, "\u7532"], [12698, 1, "\u4E59"], [12699, 1, "\u4E19"], [12700, 1, "\u4E01"], [12701, 1, "\u5929"], [12702, 1, "\u5730"], [12703, 1, "\u4EBA"], [[12704, 12727], 2], [[12728, 12730], 2], [[12731, 12735], 2], [[12736, 12751], 2], [[12752, 12771], 2], [[12772, 12773], 2], [[12774, 12782], 3], [12783, 3], [[12784, 12799], 2], [12800, 1, "(\u1100)"], [12801, 1, "(\u1102)"], [12802, 1, "(\u1103)"], [12803, 1, "(\u1105)"], [12804, 1, "(\u1106)"], [12805, 1, "(\u1107)"], [12806, 1, "(\u1109)"], [12807, 1, "(\u110B)"], [12808, 1, "(\u110C)"], [12809, 1, "(\u110E)"], [12810, 1, "(\u110F)"], [12811, 1, "(\u1110)"], [12812, 1, "(\u1111)"], [12813, 1, "(\u1112)"], [12814, 1, "(\uAC00)"], [12815, 1, "(\uB098)"], [12816, 1, "(\uB2E4)"], [12817, 1, "(\uB77C)"], [12818, 1, "(\uB9C8)"], [12819, 1, "(\uBC14)"], [12820, 1, "(\uC0AC)"], [12821, 1, "(\uC544)"], [12822, 1, "(\uC790)"], [12823, 1, "(\uCC28)"], [12824, 1, "(\uCE74)"], [12825, 1, "(\uD0C0)"], [12826, 1, "(\uD30C)"], [12827, 1, "(\uD558)"], [12828, 1, "(\uC8FC)"], [12829, 1, "(\uC624\uC804)"], [12830, 1, "(\uC624\uD6C4)"], [12831, 3], [12832, 1, "(\u4E00)"], [12833, 1, "(\u4E8C)"], [12834, 1, "(\u4E09)"], [12835, 1, "(\u56DB)"], [12836, 1, "(\u4E94)"], [12837, 1, "(\u516D)"], [12838, 1, "(\u4E03)"], [12839, 1, "(\u516B)"], [12840, 1, "(\u4E5D)"], [12841, 1, "(\u5341)"], [12842, 1, "(\u6708)"], [12843, 1, "(\u706B)"], [12844, 1, "(\u6C34)"], [12845, 1, "(\u6728)"], [12846, 1, "(\u91D1)"], [12847, 1, "(\u571F)"], [12848, 1, "(\u65E5)"], [12849, 1, "(\u682A)"], [12850, 1, "(\u6709)"], [12851, 1, "(\u793E)"], [12852, 1, "(\u540D)"], [12853, 1, "(\u7279)"], [12854, 1, "(\u8CA1)"], [12855, 1, "(\u795D)"], [12856, 1, "(\u52B4)"], [12857, 1, "(\u4EE3)"], [12858, 1, "(\u547C)"], [12859, 1, "(\u5B66)"], [12860, 1, "(\u76E3)"], [12861, 1, "(\u4F01)"], [12862, 1, "(\u8CC7)"], [12863, 1, "(\u5354)"], [12864, 1, "(\u796D)"], [12865, 1, "(\u4F11)"], [12866, 1, "(\u81EA)"], [12867, 1, "(\u81F3)"], [12868, 1, "\u554F"], [12869, 1, "\u5E7C"], [12870, 1, "\u6587"], [12871, 1, "\u7B8F"], [[12872, 12879], 2], [12880, 1, "pte"], [12881, 1, "21"], [12882, 1, "22"], [12883, 1, "23"], [12884, 1, "24"], [12885, 1, "25"], [12886, 1, "26"], [12887, 1, "27"], [12888, 1, "28"], [12889, 1, "29"], [12890, 1, "30"], [12891, 1, "31"], [12892, 1, "32"], [12893, 1, "33"], [12894, 1, "34"], [12895, 1, "35"], [12896, 1, "\u1100"], [12897, 1, "\u1102"], [12898, 1, "\u1103"], [12899, 1, "\u1105"], [12900, 1, "\u1106"], [12901, 1, "\u1107"], [12902, 1, "\u1109"], [12903, 1, "\u110B"], [12904, 1, "\u110C"], [12905, 1, "\u110E"], [12906, 1, "\u110F"], [12907, 1, "\u1110"], [12908, 1, "\u1111"], [12909, 1, "\u1112"], [12910, 1, "\uAC00"], [12911, 1, "\uB098"], [12912, 1, "\uB2E4"], [12913, 1, "\uB77C"], [12914, 1, "\uB9C8"], [12915, 1, "\uBC14"], [12916, 1, "\uC0AC"], [12917, 1, "\uC544"], [12918, 1, "\uC790"], [12919, 1, "\uCC28"], [12920, 1, "\uCE74"], [12921, 1, "\uD0C0"], [12922, 1, "\uD30C"], [12923, 1, "\uD558"], [12924, 1, "\uCC38\uACE0"], [12925, 1, "\uC8FC\uC758"], [12926, 1, "\uC6B0"], [12927, 2], [12928, 1, "\u4E00"], [12929, 1, "\u4E8C"], [12930, 1, "\u4E09"], [12931, 1, "\u56DB"], [12932, 1, "\u4E94"], [12933, 1, "\u516D"], [12934, 1, "\u4E03"], [12935, 1, "\u516B"], [12936, 1, "\u4E5D"], [12937, 1, "\u5341"], [12938, 1, "\u6708"], [12939, 1, "\u706B"], [12940, 1, "\u6C34"], [12941, 1, "\u6728"], [12942, 1, "\u91D1"], [12943, 1, "\u571F"], [12944, 1, "\u65E5"], [12945, 1, "\u682A"], [12946, 1, "\u6709"], [12947, 1, "\u793E"], [12948, 1, "\u540D"], [12949, 1, "\u7279"], [12950, 1, "\u8CA1"], [12951, 1, "\u795D"], [12952, 1, "\u52B4"], [12953, 1, "\u79D8"], [12954, 1, "\u7537"], [12955, 1, "\u5973"], [12956, 1, "\u9069"], [12957, 1, "\u512A"], [12958, 1, "\u5370"], [12959, 1, "\u6CE8"], [12960, 1, "\u9805"], [12961, 1, "\u4F11"], [12962, 1, "\u5199"], [12963, 1, "\u6B63"], [12964, 1, "\u4E0A"], [12965, 1, "\u4E2D"], [12966, 1, "\u4E0B"], [12967, 1, "\u5DE6"], [12968, 1, "\u53F3"], [12969, 1, "\u533B"], [12970, 1, "\u5B97"], [12971, 1, "\u5B66"], [12972, 1, "\u76E3"], [12973, 1, "\u4F01"], [12974, 1, "\u8CC7"], [12975, 1, "\u5354"], [12976, 1, "\u591C"], [12977, 1, "36"], [12978, 1, "37"], [12979, 1, "38"], [12980, 1, "39"], [12981, 1, "40"], [12982, 1, "41"], [12983, 1, "42"], [12984, 1, "43"], [12985, 1, "44"], [12986, 1, "45"], [12987, 1, "46"], [12988, 1, "47"], [12989, 1, "48"], [12990, 1, "49"], [12991, 1, "50"], [12992, 1, "1\u6708"], [12993, 1, "2\u6708"], [12994, 1, "3\u6708"], [12995, 1, "4\u6708"], [12996, 1, "5\u6708"], [12997, 1, "6\u6708"], [12998, 1, "7\u6708"], [12999, 1, "8\u6708"], [13e3, 1, "9\u6708"], [13001, 1, "10\u6708"], [13002, 1, "11\u6708"], [13003, 1, "12\u6708"], [13004, 1, "hg"], [13005, 1, "erg"], [13006, 1, "ev"], [13007, 1, "ltd"], [13008, 1, "\u30A2"], [13009, 1, "\u30A4"], [13010, 1, "\u30A6"], [13011, 1, "\u30A8"], [13012, 1, "\u30AA"], [13013, 1, "\u30AB"], [13014, 1, "\u30AD"], [13015, 1, "\u30AF"], [13016, 1, "\u30B1"], [13017, 1, "\u30B3"], [13018, 1, "\u30B5"], [13019, 1, "\u30B7"], [13020, 1, "\u30B9"], [13021, 1, "\u30BB"], [13022, 1, "\u30BD"], [13023, 1, "\u30BF"], [13024, 1, "\u30C1"], [13025, 1, "\u30C4"], [13026, 1, "\u30C6"], [13027, 1, "\u30C8"], [13028, 1, "\u30CA"], [13029, 1, "\u30CB"], [13030, 1, "\u30CC"], [13031, 1, "\u30CD"], [13032, 1, "\u30CE"], [13033, 1, "\u30CF"], [13034, 1, "\u30D2"], [13035, 1, "\u30D5"], [13036, 1, "\u30D8"], [13037, 1, "\u30DB"], [13038, 1, "\u30DE"], [13039, 1, "\u30DF"], [13040, 1, "\u30E0"], [13041, 1, "\u30E1"], [13042, 1, "\u30E2"], [13043, 1, "\u30E4"], [13044, 1, "\u30E6"], [13045, 1, "\u30E8"], [13046, 1, "\u30E9"], [13047, 1, "\u30EA"], [13048, 1, "\u30EB"], [13049, 1, "\u30EC"], [13050, 1, "\u30ED"], [13051, 1, "\u30EF"], [13052, 1, "\u30F0"], [13053, 1, "\u30F1"], [13054, 1, "\u30F2"], [13055, 1, "\u4EE4\u548C"], [13056, 1, "\u30A2\u30D1\u30FC\u30C8"], [13057, 1, "\u30A2\u30EB\u30D5\u30A1"], [13058, 1, "\u30A2\u30F3\u30DA\u30A2"], [13059, 1, "\u30A2\u30FC\u30EB"], [13060, 1, "\u30A4\u30CB\u30F3\u30B0"], [13061, 1, "\u30A4\u30F3\u30C1"], [13062, 1, "\u30A6\u30A9\u30F3"], [13063, 1, "\u30A8\u30B9\u30AF\u30FC\u30C9"], [13064, 1, "\u30A8\u30FC\u30AB\u30FC"], [13065, 1, "\u30AA\u30F3\u30B9"], [13066, 1, "\u30AA\u30FC\u30E0"], [13067, 1, "\u30AB\u30A4\u30EA"], [13068, 1, "\u30AB\u30E9\u30C3\u30C8"], [13069, 1, "\u30AB\u30ED\u30EA\u30FC"], [13070, 1, "\u30AC\u30ED\u30F3"], [13071, 1, "\u30AC\u30F3\u30DE"], [13072, 1, "\u30AE\u30AC"], [13073, 1, "\u30AE\u30CB\u30FC"], [13074, 1, "\u30AD\u30E5\u30EA\u30FC"], [13075, 1, "\u30AE\u30EB\u30C0\u30FC"], [13076, 1, "\u30AD\u30ED"], [13077, 1, "\u30AD\u30ED\u30B0\u30E9\u30E0"], [13078, 1, "\u30AD\u30ED\u30E1\u30FC\u30C8\u30EB"], [13079, 1, "\u30AD\u30ED\u30EF\u30C3\u30C8"], [13080, 1, "\u30B0\u30E9\u30E0"], [13081, 1, "\u30B0\u30E9\u30E0\u30C8\u30F3"], [13082, 1, "\u30AF\u30EB\u30BC\u30A4\u30ED"], [13083, 1, "\u30AF\u30ED\u30FC\u30CD"], [13084, 1, "\u30B1\u30FC\u30B9"], [13085, 1, "\u30B3\u30EB\u30CA"], [13086, 1, "\u30B3\u30FC\u30DD"], [13087, 1, "\u30B5\u30A4\u30AF\u30EB"], [13088, 1, "\u30B5\u30F3\u30C1\u30FC\u30E0"], [13089, 1, "\u30B7\u30EA\u30F3\u30B0"], [13090, 1, "\u30BB\u30F3\u30C1"], [13091, 1, "\u30BB\u30F3\u30C8"], [13092, 1, "\u30C0\u30FC\u30B9"], [13093, 1, "\u30C7\u30B7"], [13094, 1, "\u30C9\u30EB"], [13095, 1, "\u30C8\u30F3"], [13096, 1, "\u30CA\u30CE"], [13097, 1, "\u30CE\u30C3\u30C8"], [13098, 1, "\u30CF\u30A4\u30C4"], [13099, 1, "\u30D1\u30FC\u30BB\u30F3\u30C8"], [13100, 1, "\u30D1\u30FC\u30C4"], [13101, 1, "\u30D0\u30FC\u30EC\u30EB"], [13102, 1, "\u30D4\u30A2\u30B9\u30C8\u30EB"], [13103, 1, "\u30D4\u30AF\u30EB"], [13104, 1, "\u30D4\u30B3"], [13105, 1, "\u30D3\u30EB"], [13106, 1, "\u30D5\u30A1\u30E9\u30C3\u30C9"], [13107, 1, "\u30D5\u30A3\u30FC\u30C8"], [13108, 1, "\u30D6\u30C3\u30B7\u30A7\u30EB"], [13109, 1, "\u30D5\u30E9\u30F3"], [13110, 1, "\u30D8\u30AF\u30BF\u30FC\u30EB"], [13111, 1, "\u30DA\u30BD"], [13112, 1, "\u30DA\u30CB\u30D2"], [13113, 1, "\u30D8\u30EB\u30C4"], [13114, 1, "\u30DA\u30F3\u30B9"], [13115, 1, "\u30DA\u30FC\u30B8"], [13116, 1, "\u30D9\u30FC\u30BF"], [13117, 1, "\u30DD\u30A4\u30F3\u30C8"], [13118, 1, "\u30DC\u30EB\u30C8"], [13119, 1, "\u30DB\u30F3"], [13120, 1, "\u30DD\u30F3\u30C9"], [13121, 1, "\u30DB\u30FC\u30EB"], [13122, 1, "\u30DB\u30FC\u30F3"], [13123, 1, "\u30DE\u30A4\u30AF\u30ED"], [13124, 1, "\u30DE\u30A4\u30EB"], [13125, 1, "\u30DE\u30C3\u30CF"], [13126, 1, "\u30DE\u30EB\u30AF"], [13127, 1, "\u30DE\u30F3\u30B7\u30E7\u30F3"], [13128, 1, "\u30DF\u30AF\u30ED\u30F3"], [13129, 1, "\u30DF\u30EA"], [13130, 1, "\u30DF\u30EA\u30D0\u30FC\u30EB"], [13131, 1, "\u30E1\u30AC"], [13132, 1, "\u30E1\u30AC\u30C8\u30F3"], [13133, 1, "\u30E1\u30FC\u30C8\u30EB"], [13134, 1, "\u30E4\u30FC\u30C9"], [13135, 1, "\u30E4\u30FC\u30EB"], [13136, 1, "\u30E6\u30A2\u30F3"], [13137, 1, "\u30EA\u30C3\u30C8\u30EB"], [13138, 1, "\u30EA\u30E9"], [13139, 1, "\u30EB\u30D4\u30FC"], [13140, 1, "\u30EB\u30FC\u30D6\u30EB"], [13141, 1, "\u30EC\u30E0"], [13142, 1, "\u30EC\u30F3\u30C8\u30B2\u30F3"], [13143, 1, "\u30EF\u30C3\u30C8"], [13144, 1, "0\u70B9"], [13145, 1, "1\u70B9"], [13146, 1, "2\u70B9"], [13147, 1, "3\u70B9"], [13148, 1, "4\u70B9"], [13149, 1, "5\u70B9"], [13150, 1, "6\u70B9"], [13151, 1, "7\u70B9"], [13152, 1, "8\u70B9"], [13153, 1, "9\u70B9"], [13154, 1, "10\u70B9"], [13155, 1, "11\u70B9"], [13156, 1, "12\u70B9"], [13157, 1, "13\u70B9"], [13158, 1, "14\u70B9"], [13159, 1, "15\u70B9"], [13160, 1, "16\u70B9"], [13161, 1, "17\u70B9"], [13162, 1, "18\u70B9"], [13163, 1, "19\u70B9"], [13164, 1, "20\u70B9"], [13165, 1, "21\u70B9"], [13166, 1, "22\u70B9"], [13167, 1, "23\u70B9"], [13168, 1, "24\u70B9"], [13169, 1, "hpa"], [13170, 1, "da"], [13171, 1, "au"], [13172, 1, "bar"], [13173, 1, "ov"], [13174, 1, "pc"], [13175, 1, "dm"], [13176, 1, "dm2"], [13177, 1, "dm3"], [13178, 1, "iu"], [13179, 1, "\u5E73\u6210"], [13180, 1, "\u662D\u548C"], [13181, 1, "\u5927\u6B63"], [13182, 1, "\u660E\u6CBB"], [13183, 1, "\u682A\u5F0F\u4F1A\u793E"], [13184, 1, "pa"], [13185, 1, "na"], [13186, 1, "\u03BCa"], [13187, 1, "ma"], [13188, 1, "ka"], [13189, 1, "kb"], [13190, 1, "mb"], [13191, 1, "gb"], [13192, 1, "cal"], [13193, 1, "kcal"], [13194, 1, "pf"], [13195, 1, "nf"], [13196, 1, "\u03BCf"], [13197, 1, "\u03BCg"], [13198, 1, "mg"], [13199, 1, "kg"], [13200, 1, "hz"], [13201, 1, "khz"], [13202, 1, "mhz"], [13203, 1, "ghz"], [13204, 1, "thz"], [13205, 1, "\u03BCl"], [13206, 1, "ml"], [13207, 1, "dl"], [13208, 1, "kl"], [13209, 1, "fm"], [13210, 1, "nm"], [13211, 1, "\u03BCm"], [13212, 1, "mm"], [13213, 1, "cm"], [13214, 1, "km"], [13215, 1, "mm2"], [13216, 1, "cm2"], [13217, 1, "m2"], [13218, 1, "km2"], [13219, 1, "mm3"], [13220, 1, "cm3"], [13221, 1, "m3"], [13222, 1, "km3"], [13223, 1, "m\u2215s"], [13224, 1, "m\u2215s2"], [13225, 1, "pa"], [13226, 1, "kpa"], [13227, 1, "mpa"], [13228, 1, "gpa"], [13229, 1, "rad"], [13230, 1, "rad\u2215s"], [13231, 1, "rad\u2215s2"], [13232, 1, "ps"], [13233, 1, "ns"], [13234, 1, "\u03BCs"], [13235, 1, "ms"], [13236, 1, "pv"], [13237, 1, "nv"], [13238, 1, "\u03BCv"], [13239, 1, "mv"], [13240, 1, "kv"], [13241, 1, "mv"], [13242, 1, "pw"], [13243, 1, "nw"], [13244, 1, "\u03BCw"], [13245, 1, "mw"], [13246, 1, "kw"], [13247, 1, "mw"], [13248, 1, "k\u03C9"], [13249, 1, "m\u03C9"], [13250, 3], [13251, 1, "bq"], [13252, 1, "cc"], [13253, 1, "cd"], [13254, 1, "c\u2215kg"], [13255, 3], [13256, 1, "db"], [13257, 1, "gy"], [13258, 1, "ha"], [13259, 1, "hp"], [13260, 1, "in"], [13261, 1, "kk"], [13262, 1, "km"], [13263, 1, "kt"], [13264, 1, "lm"], [13265, 1, "ln"], [13266, 1, "log"], [13267, 1, "lx"], [13268, 1, "mb"], [13269, 1, "mil"], [13270, 1, "mol"], [13271, 1, "ph"], [13272, 3], [13273, 1, "ppm"], [13274, 1, "pr"], [13275, 1, "sr"], [13276, 1, "sv"], [13277, 1, "wb"], [13278, 1, "v\u2215m"], [13279, 1, "a\u2215m"], [13280, 1, "1\u65E5"], [13281, 1, "2\u65E5"], [13282, 1, "3\u65E5"], [13283, 1, "4\u65E5"], [13284, 1, "5\u65E5"], [13285, 1, "6\u65E5"], [13286, 1, "7\u65E5"], [13287, 1, "8\u65E5"], [13288, 1, "9\u65E5"], [13289, 1, "10\u65E5"], [13290, 1, "11\u65E5"], [13291, 1, "12\u65E5"], [13292, 1, "13\u65E5"], [13293, 1, "14\u65E5"], [13294, 1, "15\u65E5"], [13295, 1, "16\u65E5"], [13296, 1, "17\u65E5"], [13297, 1, "18\u65E5"], [13298, 1, "19\u65E5"], [13299, 1, "20\u65E5"], [13300, 1, "21\u65E5"], [13301, 1, "22\u65E5"], [13302, 1, "23\u65E5"], [13303, 1, "24\u65E5"], [13304, 1, "25\u65E5"], [13305, 1, "26\u65E5"], [13306, 1, "27\u65E5"], [13307, 1, "28\u65E5"], [13308, 1, "29\u65E5"], [13309, 1, "30\u65E5"], [13310, 1, "31\u65E5"], [13311, 1, "gal"], [[13312, 19893], 2], [[19894, 19903], 2], [[19904, 19967], 2], [[19968, 40869], 2], [[40870, 40891], 2], [[40892, 40899], 2], [[40900, 40907], 2], [40908, 2], [[40909, 40917], 2], [[40918, 40938], 2], [[40939, 40943], 2], [[40944, 40956], 2], [[40957, 40959], 2], [[40960, 42124], 2], [[42125, 42127], 3], [[42128, 42145], 2], [[42146, 42147], 2], [[42148, 42163], 2], [42164, 2], [[42165, 42176], 2], [42177, 2], [[42178, 42180], 2], [42181, 2], [42182, 2], [[42183, 42191], 3], [[42192, 42237], 2], [[42238, 42239], 2], [[42240, 42508], 2], [[42509, 42511], 2], [[42512, 42539], 2], [[42540, 42559], 3], [42560, 1, "\uA641"], [42561, 2], [42562, 1, "\uA643"], [42563, 2], [42564, 1, "\uA645"], [42565, 2], [42566, 1, "\uA647"], [42567, 2], [42568, 1, "\uA649"], [42569, 2], [42570, 1, "\uA64B"], [42571, 2], [42572, 1, "\uA64D"], [42573, 2], [42574, 1, "\uA64F"], [42575, 2], [42576, 1, "\uA651"], [42577, 2], [42578, 1, "\uA653"], [42579, 2], [42580, 1, "\uA655"], [42581, 2], [42582, 1, "\uA657"], [42583, 2], [42584, 1, "\uA659"], [42585, 2], [42586, 1, "\uA65B"], [42587, 2], [42588, 1, "\uA65D"], [42589, 2], [42590, 1, "\uA65F"], [42591, 2], [42592, 1, "\uA661"], [42593, 2], [42594, 1, "\uA663"], [42595, 2], [42596, 1, "\uA665"], [42597, 2], [42598, 1, "\uA667"], [42599, 2], [42600, 1, "\uA669"], [42601, 2], [42602, 1, "\uA66B"], [42603, 2], [42604, 1, "\uA66D"], [[42605, 42607], 2], [[42608, 42611], 2], [[42612, 42619], 2], [[42620, 42621], 2], [42622, 2], [42623, 2], [42624, 1, "\uA681"], [42625, 2], [42626, 1, "\uA683"], [42627, 2], [42628, 1, "\uA685"], [42629, 2], [42630, 1, "\uA687"], [42631, 2], [42632, 1, "\uA689"], [42633, 2], [42634, 1, "\uA68B"], [42635, 2], [42636, 1, "\uA68D"], [42637, 2], [42638, 1, "\uA68F"], [42639, 2], [42640, 1, "\uA691"], [42641, 2], [42642, 1, "\uA693"], [42643, 2], [42644, 1, "\uA695"], [42645, 2], [42646, 1, "\uA697"], [42647, 2], [42648, 1, "\uA699"], [42649, 2], [42650, 1, "\uA69B"], [42651, 2], [42652, 1, "\u044A"], [42653, 1, "\u044C"], [42654, 2], [42655, 2], [[42656, 42725], 2], [[42726, 42735], 2], [[42736, 42737], 2], [[42738, 42743], 2], [[42744, 42751], 3], [[42752, 42774], 2], [[42775, 42778], 2], [[42779, 42783], 2], [[42784, 42785], 2], [42786, 1, "\uA723"], [42787, 2], [42788, 1, "\uA725"], [42789, 2], [42790, 1, "\uA727"], [42791, 2], [42792, 1, "\uA729"], [42793, 2], [42794, 1, "\uA72B"], [42795, 2], [42796, 1, "\uA72D"], [42797, 2], [42798, 1, "\uA72F"], [[42799, 42801], 2], [42802, 1, "\uA733"], [42803, 2], [42804, 1, "\uA735"], [42805, 2], [42806, 1, "\uA737"], [42807, 2], [42808, 1, "\uA739"], [42809, 2], [42810, 1, "\uA73B"], [42811, 2], [42812, 1, "\uA73D"], [42813, 2], [42814, 1, "\uA73F"], [42815, 2], [42816, 1, "\uA741"], [42817, 2], [42818, 1, "\uA743"], [42819, 2], [42820, 1, "\uA745"], [42821, 2], [42822, 1, "\uA747"], [42823, 2], [42824, 1, "\uA749"], [42825, 2], [42826, 1, "\uA74B"], [42827, 2], [42828, 1, "\uA74D"], [42829, 2], [42830, 1, "\uA74F"], [42831, 2], [42832, 1, "\uA751"], [42833, 2], [42834, 1, "\uA753"], [42835, 2], [42836, 1, "\uA755"], [42837, 2], [42838, 1, "\uA757"], [42839, 2], [42840, 1, "\uA759"], [42841, 2], [42842, 1, "\uA75B"], [42843, 2], [42844, 1, "\uA75D"], [42845, 2], [42846, 1, "\uA75F"], [42847, 2], [42848, 1, "\uA761"], [42849, 2], [42850, 1, "\uA763"], [42851, 2], [42852, 1, "\uA765"], [42853, 2], [42854, 1, "\uA767"], [42855, 2], [42856, 1, "\uA769"], [42857, 2], [42858, 1, "\uA76B"], [42859, 2], [42860, 1, "\uA76D"], [42861, 2], [42862, 1, "\uA76F"], [42863, 2], [42864, 1, "\uA76F"], [[42865, 42872], 2], [42873, 1, "\uA77A"], [42874, 2], [42875, 1, "\uA77C"], [42876, 2], [42877, 1, "\u1D79"], [42878, 1, "\uA77F"], [42879, 2], [42880, 1, "\uA781"], [42881, 2], [42882, 1, "\uA783"], [42883, 2], [42884, 1, "\uA785"], [42885, 2], [42886, 1, "\uA787"], [[42887, 42888], 2], [[42889, 42890], 2], [42891, 1, "\uA78C"], [42892, 2], [42893, 1, "\u0265"], [42894, 2], [42895, 2], [42896, 1, "\uA791"], [42897, 2], [42898, 1, "\uA793"], [42899, 2], [[42900, 42901], 2], [42902, 1, "\uA797"], [42903, 2], [42904, 1, "\uA799"], [42905, 2], [42906, 1, "\uA79B"], [42907, 2], [42908, 1, "\uA79D"], [42909, 2], [42910, 1, "\uA79F"], [42911, 2], [42912, 1, "\uA7A1"], [42913, 2], [42914, 1, "\uA7A3"], [42915, 2], [42916, 1, "\uA7A5"], [42917, 2], [42918, 1, "\uA7A7"], [42919, 2], [42920, 1, "\uA7A9"], [42921, 2], [42922, 1, "\u0266"], [42923, 1, "\u025C"], [42924, 1, "\u0261"], [42925, 1, "\u026C"], [42926, 1, "\u026A"], [42927, 2], [42928, 1, "\u029E"], [42929, 1, "\u0287"], [42930, 1, "\u029D"], [42931, 1, "\uAB53"], [42932, 1, "\uA7B5"], [42933, 2], [42934, 1, "\uA7B7"], [42935, 2], [42936, 1, "\uA7B9"], [42937, 2], [42938, 1, "\uA7BB"], [42939, 2], [42940, 1, "\uA7BD"], [42941, 2], [42942, 1, "\uA7BF"], [42943, 2], [42944, 1, "\uA7C1"], [42945, 2], [42946, 1, "\uA7C3"], [42947, 2], [42948, 1, "\uA794"], [42949, 1, "\u0282"], [42950, 1, "\u1D8E"], [42951, 1, "\uA7C8"], [42952, 2], [42953, 1, "\uA7CA"], [42954, 2], [42955, 1, "\u0264"], [42956, 1, "\uA7CD"], [42957, 2], [[42958, 42959], 3], [42960, 1, "\uA7D1"], [42961, 2], [42962, 3], [42963, 2], [42964, 3], [42965, 2], [42966, 1, "\uA7D7"], [42967, 2], [42968, 1, "\uA7D9"], [42969, 2], [42970, 1, "\uA7DB"], [42971, 2], [42972, 1, "\u019B"], [[42973, 42993], 3], [42994, 1, "c"], [42995, 1, "f"], [42996, 1, "q"], [42997, 1, "\uA7F6"], [42998, 2], [42999, 2], [43e3, 1, "\u0127"], [43001, 1, "\u0153"], [43002, 2], [[43003, 43007], 2], [[43008, 43047], 2], [[43048, 43051], 2], [43052, 2], [[43053, 43055], 3], [[43056, 43065], 2], [[43066, 43071], 3], [[43072, 43123], 2], [[43124, 43127], 2], [[43128, 43135], 3], [[43136, 43204], 2], [43205, 2], [[43206, 43213], 3], [[43214, 43215], 2], [[43216, 43225], 2], [[43226, 43231], 3], [[43232, 43255], 2], [[43256, 43258], 2], [43259, 2], [43260, 2], [43261, 2], [[43262, 43263], 2], [[43264, 43309], 2], [[43310, 43311], 2], [[43312, 43347], 2], [[43348, 43358], 3], [43359, 2], [[43360, 43388], 2], [[43389, 43391], 3], [[43392, 43456], 2], [[43457, 43469], 2], [43470, 3], [[43471, 43481], 2], [[43482, 43485], 3], [[43486, 43487], 2], [[43488, 43518], 2], [43519, 3], [[43520, 43574], 2], [[43575, 43583], 3], [[43584, 43597], 2], [[43598, 43599], 3], [[43600, 43609], 2], [[43610, 43611], 3], [[43612, 43615], 2], [[43616, 43638], 2], [[43639, 43641], 2], [[43642, 43643], 2], [[43644, 43647], 2], [[43648, 43714], 2], [[43715, 43738], 3], [[43739, 43741], 2], [[43742, 43743], 2], [[43744, 43759], 2], [[43760, 43761], 2], [[43762, 43766], 2], [[43767, 43776], 3], [[43777, 43782], 2], [[43783, 43784], 3], [[43785, 43790], 2], [[43791, 43792], 3], [[43793, 43798], 2], [[43799, 43807], 3], [[43808, 43814], 2], [43815, 3], [[43816, 43822], 2], [43823, 3], [[43824, 43866], 2], [43867, 2], [43868, 1, "\uA727"], [43869, 1, "\uAB37"], [43870, 1, "\u026B"], [43871, 1, "\uAB52"], [[43872, 43875], 2], [[43876, 43877], 2], [[43878, 43879], 2], [43880, 2], [43881, 1, "\u028D"], [[43882, 43883], 2], [[43884, 43887], 3], [43888, 1, "\u13A0"], [43889, 1, "\u13A1"], [43890, 1, "\u13A2"], [43891, 1, "\u13A3"], [43892, 1, "\u13A4"], [43893, 1, "\u13A5"], [43894, 1, "\u13A6"], [43895, 1, "\u13A7"], [43896, 1, "\u13A8"], [43897, 1, "\u13A9"], [43898, 1, "\u13AA"], [43899, 1, "\u13AB"], [43900, 1, "\u13AC"], [43901, 1, "\u13AD"], [43902, 1, "\u13AE"], [43903, 1, "\u13AF"], [43904, 1, "\u13B0"], [43905, 1, "\u13B1"], [43906, 1, "\u13B2"], [43907, 1, "\u13B3"], [43908, 1, "\u13B4"], [43909, 1, "\u13B5"], [43910, 1, "\u13B6"], [43911, 1, "\u13B7"], [43912, 1, "\u13B8"], [43913, 1, "\u13B9"], [43914, 1, "\u13BA"], [43915, 1, "\u13BB"], [43916, 1, "\u13BC"], [43917, 1, "\u13BD"], [43918, 1, "\u13BE"], [43919, 1, "\u13BF"], [43920, 1, "\u13C0"], [43921, 1, "\u13C1"], [43922, 1, "\u13C2"], [43923, 1, "\u13C3"], [43924, 1, "\u13C4"], [43925, 1, "\u13C5"], [43926, 1, "\u13C6"], [43927, 1, "\u13C7"], [43928, 1, "\u13C8"], [43929, 1, "\u13C9"], [43930, 1, "\u13CA"], [43931, 1, "\u13CB"], [43932, 1, "\u13CC"], [43933, 1, "\u13CD"], [43934, 1, "\u13CE"], [43935, 1, "\u13CF"], [43936, 1, "\u13D0"], [43937, 1, "\u13D1"], [43938, 1, "\u13D2"], [43939, 1, "\u13D3"], [43940, 1, "\u13D4"], [43941, 1, "\u13D5"], [43942, 1, "\u13D6"], [43943, 1, "\u13D7"], [43944, 1, "\u13D8"], [43945, 1, "\u13D9"], [43946, 1, "\u13DA"], [43947, 1, "\u13DB"], [43948, 1, "\u13DC"], [43949, 1, "\u13DD"], [43950, 1, "\u13DE"], [43951, 1, "\u13DF"], [43952, 1, "\u13E0"], [43953, 1, "\u13E1"], [43954, 1, "\u13E2"], [43955, 1, "\u13E3"], [43956, 1, "\u13E4"], [43957, 1, "\u13E5"], [43958, 1, "\u13E6"], [43959, 1, "\u13E7"], [43960, 1, "\u13E8"], [43961, 1, "\u13E9"], [43962, 1, "\u13EA"], [43963, 1, "\u13EB"], [43964, 1, "\u13EC"], [43965, 1, "\u13ED"], [43966, 1, "\u13EE"], [43967, 1, "\u13EF"], [[43968, 44010], 2], [44011, 2], [[44012, 44013], 2], [[44014, 44015], 3], [[44016, 44025], 2], [[44026, 44031], 3], [[44032, 55203], 2], [[55204, 55215], 3], [[55216, 55238], 2], [[55239, 55242], 3], [[55243, 55291], 2], [[55292, 55295], 3], [[55296, 57343], 3], [[57344, 63743], 3], [63744, 1, "\u8C48"], [63745, 1, "\u66F4"], [63746, 1, "\u8ECA"], [63747, 1, "\u8CC8"], [63748, 1, "\u6ED1"], [63749, 1, "\u4E32"], [63750, 1, "\u53E5"], [[63751, 63752], 1, "\u9F9C"], [63753, 1, "\u5951"], [63754, 1, "\u91D1"], [63755, 1, "\u5587"], [63756, 1, "\u5948"], [63757, 1, "\u61F6"], [63758, 1, "\u7669"], [63759, 1, "\u7F85"], [63760, 1, "\u863F"], [63761, 1, "\u87BA"], [63762, 1, "\u88F8"], [63763, 1, "\u908F"], [63764, 1, "\u6A02"], [63765, 1, "\u6D1B"], [63766, 1, "\u70D9"], [63767, 1, "\u73DE"], [63768, 1, "\u843D"], [63769, 1, "\u916A"], [63770, 1, "\u99F1"], [63771, 1, "\u4E82"], [63772, 1, "\u5375"], [63773, 1, "\u6B04"], [63774, 1, "\u721B"], [63775, 1, "\u862D"], [63776, 1, "\u9E1E"], [63777, 1, "\u5D50"], [63778, 1, "\u6FEB"], [63779, 1, "\u85CD"], [63780, 1, "\u8964"], [63781, 1, "\u62C9"], [63782, 1, "\u81D8"], [63783, 1, "\u881F"], [63784, 1, "\u5ECA"], [63785, 1, "\u6717"], [63786, 1, "\u6D6A"], [63787, 1, "\u72FC"], [63788, 1, "\u90CE"], [63789, 1, "\u4F86"], [63790, 1, "\u51B7"], [63791, 1, "\u52DE"], [63792, 1, "\u64C4"], [63793, 1, "\u6AD3"], [63794, 1, "\u7210"], [63795, 1, "\u76E7"], [63796, 1, "\u8001"], [63797, 1, "\u8606"], [63798, 1, "\u865C"], [63799, 1, "\u8DEF"], [63800, 1, "\u9732"], [63801, 1, "\u9B6F"], [63802, 1, "\u9DFA"], [63803, 1, "\u788C"], [63804, 1, "\u797F"], [63805, 1, "\u7DA0"], [63806, 1, "\u83C9"], [63807, 1, "\u9304"], [63808, 1, "\u9E7F"], [63809, 1, "\u8AD6"], [63810, 1, "\u58DF"], [63811, 1, "\u5F04"], [63812, 1, "\u7C60"], [63813, 1, "\u807E"], [63814, 1, "\u7262"], [63815, 1, "\u78CA"], [63816, 1, "\u8CC2"], [63817, 1, "\u96F7"], [63818, 1, "\u58D8"], [63819, 1, "\u5C62"], [63820, 1, "\u6A13"], [63821, 1, "\u6DDA"], [63822, 1, "\u6F0F"], [63823, 1, "\u7D2F"], [63824, 1, "\u7E37"], [63825, 1, "\u964B"], [63826, 1, "\u52D2"], [63827, 1, "\u808B"], [63828, 1, "\u51DC"], [63829, 1, "\u51CC"], [63830, 1, "\u7A1C"], [63831, 1, "\u7DBE"], [63832, 1, "\u83F1"], [63833, 1, "\u9675"], [63834, 1, "\u8B80"], [63835, 1, "\u62CF"], [63836, 1, "\u6A02"], [63837, 1, "\u8AFE"], [63838, 1, "\u4E39"], [63839, 1, "\u5BE7"], [63840, 1, "\u6012"], [63841, 1, "\u7387"], [63842, 1, "\u7570"], [63843, 1, "\u5317"], [63844, 1, "\u78FB"], [63845, 1, "\u4FBF"], [63846, 1, "\u5FA9"], [63847, 1, "\u4E0D"], [63848, 1, "\u6CCC"], [63849, 1, "\u6578"], [63850, 1, "\u7D22"], [63851, 1, "\u53C3"], [63852, 1, "\u585E"], [63853, 1, "\u7701"], [63854, 1, "\u8449"], [63855, 1, "\u8AAA"], [63856, 1, "\u6BBA"], [63857, 1, "\u8FB0"], [63858, 1, "\u6C88"], [63859, 1, "\u62FE"], [63860, 1, "\u82E5"], [63861, 1, "\u63A0"], [63862, 1, "\u7565"], [63863, 1, "\u4EAE"], [63864, 1, "\u5169"], [63865, 1, "\u51C9"], [63866, 1, "\u6881"], [63867, 1, "\u7CE7"], [63868, 1, "\u826F"], [63869, 1, "\u8AD2"], [63870, 1, "\u91CF"], [63871, 1, "\u52F5"], [63872, 1, "\u5442"], [63873, 1, "\u5973"], [63874, 1, "\u5EEC"], [63875, 1, "\u65C5"], [63876, 1, "\u6FFE"], [63877, 1, "\u792A"], [63878, 1, "\u95AD"], [63879, 1, "\u9A6A"], [63880, 1, "\u9E97"], [63881, 1, "\u9ECE"], [63882, 1, "\u529B"], [63883, 1, "\u66C6"], [63884, 1, "\u6B77"], [63885, 1, "\u8F62"], [63886, 1, "\u5E74"], [63887, 1, "\u6190"], [63888, 1, "\u6200"], [63889, 1, "\u649A"], [63890, 1, "\u6F23"], [63891, 1, "\u7149"], [63892, 1, "\u7489"], [63893, 1, "\u79CA"], [63894, 1, "\u7DF4"], [63895, 1, "\u806F"], [63896, 1, "\u8F26"], [63897, 1, "\u84EE"], [63898, 1, "\u9023"], [63899, 1, "\u934A"], [63900, 1, "\u5217"], [63901, 1, "\u52A3"], [63902, 1, "\u54BD"], [63903, 1, "\u70C8"], [63904, 1, "\u88C2"], [63905, 1, "\u8AAA"], [63906, 1, "\u5EC9"], [63907, 1, "\u5FF5"], [63908, 1, "\u637B"], [63909, 1, "\u6BAE"], [63910, 1, "\u7C3E"], [63911, 1, "\u7375"], [63912, 1, "\u4EE4"], [63913, 1, "\u56F9"], [63914, 1, "\u5BE7"], [63915, 1, "\u5DBA"], [63916, 1, "\u601C"], [63917, 1, "\u73B2"], [63918, 1, "\u7469"], [63919, 1, "\u7F9A"], [63920, 1, "\u8046"], [63921, 1, "\u9234"], [63922, 1, "\u96F6"], [63923, 1, "\u9748"], [63924, 1, "\u9818"], [63925, 1, "\u4F8B"], [63926, 1, "\u79AE"], [63927, 1, "\u91B4"], [63928, 1, "\u96B8"], [63929, 1, "\u60E1"], [63930, 1, "\u4E86"], [63931, 1, "\u50DA"], [63932, 1, "\u5BEE"], [63933, 1, "\u5C3F"], [63934, 1, "\u6599"], [63935, 1, "\u6A02"], [63936, 1, "\u71CE"], [63937, 1, "\u7642"], [63938, 1, "\u84FC"], [63939, 1, "\u907C"], [63940, 1, "\u9F8D"], [63941, 1, "\u6688"], [63942, 1, "\u962E"], [63943, 1, "\u5289"], [63944, 1, "\u677B"], [63945, 1, "\u67F3"], [63946, 1, "\u6D41"], [63947, 1, "\u6E9C"], [63948, 1, "\u7409"], [63949, 1, "\u7559"], [63950, 1, "\u786B"], [63951, 1, "\u7D10"], [63952, 1, "\u985E"], [63953, 1, "\u516D"], [63954, 1, "\u622E"], [63955, 1, "\u9678"], [63956, 1, "\u502B"], [63957, 1, "\u5D19"], [63958, 1, "\u6DEA"], [63959, 1, "\u8F2A"], [63960, 1, "\u5F8B"], [63961, 1, "\u6144"], [63962, 1, "\u6817"], [63963, 1, "\u7387"], [63964, 1, "\u9686"], [63965, 1, "\u5229"], [63966, 1, "\u540F"], [63967, 1, "\u5C65"], [63968, 1, "\u6613"], [63969, 1, "\u674E"], [63970, 1, "\u68A8"], [63971, 1, "\u6CE5"], [63972, 1, "\u7406"], [63973, 1, "\u75E2"], [63974, 1, "\u7F79"], [63975, 1, "\u88CF"], [63976, 1, "\u88E1"], [63977, 1, "\u91CC"], [63978, 1, "\u96E2"], [63979, 1, "\u533F"], [63980, 1, "\u6EBA"], [63981, 1, "\u541D"], [63982, 1, "\u71D0"], [63983, 1, "\u7498"], [63984, 1, "\u85FA"], [63985, 1, "\u96A3"], [63986, 1, "\u9C57"], [63987, 1, "\u9E9F"], [63988, 1, "\u6797"], [63989, 1, "\u6DCB"], [63990, 1, "\u81E8"], [63991, 1, "\u7ACB"], [63992, 1, "\u7B20"], [63993, 1, "\u7C92"], [63994, 1, "\u72C0"], [63995, 1, "\u7099"], [63996, 1, "\u8B58"], [63997, 1, "\u4EC0"], [63998, 1, "\u8336"], [63999, 1, "\u523A"], [64e3, 1, "\u5207"], [64001, 1, "\u5EA6"], [64002, 1, "\u62D3"], [64003, 1, "\u7CD6"], [64004, 1, "\u5B85"], [64005, 1, "\u6D1E"], [64006, 1, "\u66B4"], [64007, 1, "\u8F3B"], [64008, 1, "\u884C"], [64009, 1, "\u964D"], [64010, 1, "\u898B"], [64011, 1, "\u5ED3"], [64012, 1, "\u5140"], [64013, 1, "\u55C0"], [[64014, 64015], 2], [64016, 1, "\u585A"], [64017, 2], [64018, 1, "\u6674"], [[64019, 64020], 2], [64021, 1, "\u51DE"], [64022, 1, "\u732A"], [64023, 1, "\u76CA"], [64024, 1, "\u793C"], [64025, 1, "\u795E"], [64026, 1, "\u7965"], [64027, 1, "\u798F"], [64028, 1, "\u9756"], [64029, 1, "\u7CBE"], [64030, 1, "\u7FBD"], [64031, 2], [64032, 1, "\u8612"], [64033, 2], [64034, 1, "\u8AF8"], [[64035, 64036], 2], [64037, 1, "\u9038"], [64038, 1, "\u90FD"], [[64039, 64041], 2], [64042, 1, "\u98EF"], [64043, 1, "\u98FC"], [64044, 1, "\u9928"], [64045, 1, "\u9DB4"], [64046, 1, "\u90DE"], [64047, 1, "\u96B7"], [64048, 1, "\u4FAE"], [64049, 1, "\u50E7"], [64050, 1, "\u514D"], [64051, 1, "\u52C9"], [64052, 1, "\u52E4"], [64053, 1, "\u5351"], [64054, 1, "\u559D"], [64055, 1, "\u5606"], [64056, 1, "\u5668"], [64057, 1, "\u5840"], [64058, 1, "\u58A8"], [64059, 1, "\u5C64"], [64060, 1, "\u5C6E"], [64061, 1, "\u6094"], [64062, 1, "\u6168"], [64063, 1, "\u618E"], [64064, 1, "\u61F2"], [64065, 1, "\u654F"], [64066, 1, "\u65E2"], [64067, 1, "\u6691"], [64068, 1, "\u6885"], [64069, 1, "\u6D77"], [64070, 1, "\u6E1A"], [64071, 1, "\u6F22"], [64072, 1, "\u716E"], [64073, 1, "\u722B"], [64074, 1, "\u7422"], [64075, 1, "\u7891"], [64076, 1, "\u793E"], [64077, 1, "\u7949"], [64078, 1, "\u7948"], [64079, 1, "\u7950"], [64080, 1, "\u7956"], [64081, 1, "\u795D"], [64082, 1, "\u798D"], [64083, 1, "\u798E"], [64084, 1, "\u7A40"], [64085, 1, "\u7A81"], [64086, 1, "\u7BC0"], [64087, 1, "\u7DF4"], [64088, 1, "\u7E09"], [64089, 1, "\u7E41"], [64090, 1, "\u7F72"], [64091, 1, "\u8005"], [64092, 1, "\u81ED"], [[64093, 64094], 1, "\u8279"], [64095, 1, "\u8457"], [64096, 1, "\u8910"], [64097, 1, "\u8996"], [64098, 1, "\u8B01"], [64099, 1, "\u8B39"], [64100, 1, "\u8CD3"], [64101, 1, "\u8D08"], [64102, 1, "\u8FB6"], [64103, 1, "\u9038"], [64104, 1, "\u96E3"], [64105, 1, "\u97FF"], [64106, 1, "\u983B"], [64107, 1, "\u6075"], [64108, 1, "\u{242EE}"], [64109, 1, "\u8218"], [[64110, 64111], 3], [64112, 1, "\u4E26"], [64113, 1, "\u51B5"], [64114, 1, "\u5168"], [64115, 1, "\u4F80"], [64116, 1, "\u5145"], [64117, 1, "\u5180"], [64118, 1, "\u52C7"], [64119, 1, "\u52FA"], [64120, 1, "\u559D"], [64121, 1, "\u5555"], [64122, 1, "\u5599"], [64123, 1, "\u55E2"], [64124, 1, "\u585A"], [64125, 1, "\u58B3"], [64126, 1, "\u5944"], [64127, 1, "\u5954"], [64128, 1, "\u5A62"], [64129, 1, "\u5B28"], [64130, 1, "\u5ED2"], [64131, 1, "\u5ED9"], [64132, 1, "\u5F69"], [64133, 1, "\u5FAD"], [64134, 1, "\u60D8"], [64135, 1, "\u614E"], [64136, 1, "\u6108"], [64137, 1, "\u618E"], [64138, 1, "\u6160"], [64139, 1, "\u61F2"], [64140, 1, "\u6234"], [64141, 1, "\u63C4"], [64142, 1, "\u641C"], [64143, 1, "\u6452"], [64144, 1, "\u6556"], [64145, 1, "\u6674"], [64146, 1, "\u6717"], [64147, 1, "\u671B"], [64148, 1, "\u6756"], [64149, 1, "\u6B79"], [64150, 1, "\u6BBA"], [64151, 1, "\u6D41"], [64152, 1, "\u6EDB"], [64153, 1, "\u6ECB"], [64154, 1, "\u6F22"], [64155, 1, "\u701E"], [64156, 1, "\u716E"], [64157, 1, "\u77A7"], [64158, 1, "\u7235"], [64159, 1, "\u72AF"], [64160, 1, "\u732A"], [64161, 1, "\u7471"], [64162, 1, "\u7506"], [64163, 1, "\u753B"], [64164, 1, "\u761D"], [64165, 1, "\u761F"], [64166, 1, "\u76CA"], [64167, 1, "\u76DB"], [64168, 1, "\u76F4"], [64169, 1, "\u774A"], [64170, 1, "\u7740"], [64171, 1, "\u78CC"], [64172, 1, "\u7AB1"], [64173, 1, "\u7BC0"], [64174, 1, "\u7C7B"], [64175, 1, "\u7D5B"], [64176, 1, "\u7DF4"], [64177, 1, "\u7F3E"], [64178, 1, "\u8005"], [64179, 1, "\u8352"], [64180, 1, "\u83EF"], [64181, 1, "\u8779"], [64182, 1, "\u8941"], [64183, 1, "\u8986"], [64184, 1, "\u8996"], [64185, 1, "\u8ABF"], [64186, 1, "\u8AF8"], [64187, 1, "\u8ACB"], [64188, 1, "\u8B01"], [64189, 1, "\u8AFE"], [64190, 1, "\u8AED"], [64191, 1, "\u8B39"], [64192, 1, "\u8B8A"], [64193, 1, "\u8D08"], [64194, 1, "\u8F38"], [64195, 1, "\u9072"], [64196, 1, "\u9199"], [64197, 1, "\u9276"], [64198, 1, "\u967C"], [64199, 1, "\u96E3"], [64200, 1, "\u9756"], [64201, 1, "\u97DB"], [64202, 1, "\u97FF"], [64203, 1, "\u980B"], [64204, 1, "\u983B"], [64205, 1, "\u9B12"], [64206, 1, "\u9F9C"], [64207, 1, "\u{2284A}"], [64208, 1, "\u{22844}"], [64209, 1, "\u{233D5}"], [64210, 1, "\u3B9D"], [64211, 1, "\u4018"], [64212, 1, "\u4039"], [64213, 1, "\u{25249}"], [64214, 1, "\u{25CD0}"], [64215, 1, "\u{27ED3}"], [64216, 1, "\u9F43"], [64217, 1, "\u9F8E"], [[64218, 64255], 3], [64256, 1, "ff"], [64257, 1, "fi"], [64258, 1, "fl"], [64259, 1, "ffi"], [64260, 1, "ffl"], [[64261, 64262], 1, "st"], [[64263, 64274], 3], [64275, 1, "\u0574\u0576"], [64276, 1, "\u0574\u0565"], [64277, 1, "\u0574\u056B"], [64278, 1, "\u057E\u0576"], [64279, 1, "\u0574\u056D"], [[64280, 64284], 3], [64285, 1, "\u05D9\u05B4"], [64286, 2], [64287, 1, "\u05F2\u05B7"], [64288, 1, "\u05E2"], [64289, 1, "\u05D0"], [64290, 1, "\u05D3"], [64291, 1, "\u05D4"], [64292, 1, "\u05DB"], [64293, 1, "\u05DC"], [64294, 1, "\u05DD"], [64295, 1, "\u05E8"], [64296, 1, "\u05EA"], [64297, 1, "+"], [64298, 1, "\u05E9\u05C1"], [64299, 1, "\u05E9\u05C2"], [64300, 1, "\u05E9\u05BC\u05C1"], [64301, 1, "\u05E9\u05BC\u05C2"], [64302, 1, "\u05D0\u05B7"], [64303, 1, "\u05D0\u05B8"], [64304, 1, "\u05D0\u05BC"], [64305, 1, "\u05D1\u05BC"], [64306, 1, "\u05D2\u05BC"], [64307, 1, "\u05D3\u05BC"], [64308, 1, "\u05D4\u05BC"], [64309, 1, "\u05D5\u05BC"], [64310, 1, "\u05D6\u05BC"], [64311, 3], [64312, 1, "\u05D8\u05BC"], [64313, 1, "\u05D9\u05BC"], [64314, 1, "\u05DA\u05BC"], [64315, 1, "\u05DB\u05BC"], [64316, 1, "\u05DC\u05BC"], [64317, 3], [64318, 1, "\u05DE\u05BC"], [64319, 3], [64320, 1, "\u05E0\u05BC"], [64321, 1, "\u05E1\u05BC"], [64322, 3], [64323, 1, "\u05E3\u05BC"], [64324, 1, "\u05E4\u05BC"], [64325, 3], [64326, 1, "\u05E6\u05BC"], [64327, 1, "\u05E7\u05BC"], [64328, 1, "\u05E8\u05BC"], [64329, 1, "\u05E9\u05BC"], [64330, 1, "\u05EA\u05BC"], [64331, 1, "\u05D5\u05B9"], [64332, 1, "\u05D1\u05BF"], [64333, 1, "\u05DB\u05BF"], [64334, 1, "\u05E4\u05BF"], [64335, 1, "\u05D0\u05DC"], [[64336, 64337], 1, "\u0671"], [[64338, 64341], 1, "\u067B"], [[64342, 64345], 1, "\u067E"], [[64346, 64349], 1, "\u0680"], [[64350, 64353], 1, "\u067A"], [[64354, 64357], 1, "\u067F"], [[64358, 64361], 1, "\u0679"], [[64362, 64365], 1, "\u06A4"], [[64366, 64369], 1, "\u06A6"], [[64370, 64373], 1, "\u0684"], [[64374, 64377], 1, "\u0683"], [[64378, 64381], 1, "\u0686"], [[64382, 64385], 1, "\u0687"], [[64386, 64387], 1, "\u068D"], [[64388, 64389], 1, "\u068C"], [[64390, 64391], 1, "\u068E"], [[64392, 64393], 1, "\u0688"], [[64394, 64395], 1, "\u0698"], [[64396, 64397], 1, "\u0691"], [[64398, 64401], 1, "\u06A9"], [[64402, 64405], 1, "\u06AF"], [[64406, 64409], 1, "\u06B3"], [[64410, 64413], 1, "\u06B1"], [[64414, 64415], 1, "\u06BA"], [[64416, 64419], 1, "\u06BB"], [[64420, 64421], 1, "\u06C0"], [[64422, 64425], 1, "\u06C1"], [[64426, 64429], 1, "\u06BE"], [[64430, 64431], 1, "\u06D2"], [[64432, 64433], 1, "\u06D3"], [[64434, 64449], 2], [64450, 2], [[64451, 64466], 3], [[64467, 64470], 1, "\u06AD"], [[64471, 64472], 1, "\u06C7"], [[64473, 64474], 1, "\u06C6"], [[64475, 64476], 1, "\u06C8"], [64477, 1, "\u06C7\u0674"], [[64478, 64479], 1, "\u06CB"], [[64480, 64481], 1, "\u06C5"], [[64482, 64483], 1, "\u06C9"], [[64484, 64487], 1, "\u06D0"], [[64488, 64489], 1, "\u0649"], [[64490, 64491], 1, "\u0626\u0627"], [[64492, 64493], 1, "\u0626\u06D5"], [[64494, 64495], 1, "\u0626\u0648"], [[64496, 64497], 1, "\u0626\u06C7"], [[64498, 64499], 1, "\u0626\u06C6"], [[64500, 64501], 1, "\u0626\u06C8"], [[64502, 64504], 1, "\u0626\u06D0"], [[64505, 64507], 1, "\u0626\u0649"], [[64508, 64511], 1, "\u06CC"], [64512, 1, "\u0626\u062C"], [64513, 1, "\u0626\u062D"], [64514, 1, "\u0626\u0645"], [64515, 1, "\u0626\u0649"], [64516, 1, "\u0626\u064A"], [64517, 1, "\u0628\u062C"], [64518, 1, "\u0628\u062D"], [64519, 1, "\u0628\u062E"], [64520, 1, "\u0628\u0645"], [64521, 1, "\u0628\u0649"], [64522, 1, "\u0628\u064A"], [64523, 1, "\u062A\u062C"], [64524, 1, "\u062A\u062D"], [64525, 1, "\u062A\u062E"], [64526, 1, "\u062A\u0645"], [64527, 1, "\u062A\u0649"], [64528, 1, "\u062A\u064A"], [64529, 1, "\u062B\u062C"], [64530, 1, "\u062B\u0645"], [64531, 1, "\u062B\u0649"], [64532, 1, "\u062B\u064A"], [64533, 1, "\u062C\u062D"], [64534, 1, "\u062C\u0645"], [64535, 1, "\u062D\u062C"], [64536, 1, "\u062D\u0645"], [64537, 1, "\u062E\u062C"], [64538, 1, "\u062E\u062D"], [64539, 1, "\u062E\u0645"], [64540, 1, "\u0633\u062C"], [64541, 1, "\u0633\u062D"], [64542, 1, "\u0633\u062E"], [64543, 1, "\u0633\u0645"], [64544, 1, "\u0635\u062D"], [64545, 1, "\u0635\u0645"], [64546, 1, "\u0636\u062C"], [64547, 1, "\u0636\u062D"], [64548, 1, "\u0636\u062E"], [64549, 1, "\u0636\u0645"], [64550, 1, "\u0637\u062D"], [64551, 1, "\u0637\u0645"], [64552, 1, "\u0638\u0645"], [64553, 1, "\u0639\u062C"], [64554, 1, "\u0639\u0645"], [64555, 1, "\u063A\u062C"], [64556, 1, "\u063A\u0645"], [64557, 1, "\u0641\u062C"], [64558, 1, "\u0641\u062D"], [64559, 1, "\u0641\u062E"], [64560, 1, "\u0641\u0645"], [64561, 1, "\u0641\u0649"], [64562, 1, "\u0641\u064A"], [64563, 1, "\u0642\u062D"], [64564, 1, "\u0642\u0645"], [64565, 1, "\u0642\u0649"], [64566, 1, "\u0642\u064A"], [64567, 1, "\u0643\u0627"], [64568, 1, "\u0643\u062C"], [64569, 1, "\u0643\u062D"], [64570, 1, "\u0643\u062E"], [64571, 1, "\u0643\u0644"], [64572, 1, "\u0643\u0645"], [64573, 1, "\u0643\u0649"], [64574, 1, "\u0643\u064A"], [64575, 1, "\u0644\u062C"], [64576, 1, "\u0644\u062D"], [64577, 1, "\u0644\u062E"], [64578, 1, "\u0644\u0645"], [64579, 1, "\u0644\u0649"], [64580, 1, "\u0644\u064A"], [64581, 1, "\u0645\u062C"], [64582, 1, "\u0645\u062D"], [64583, 1, "\u0645\u062E"], [64584, 1, "\u0645\u0645"], [64585, 1, "\u0645\u0649"], [64586, 1, "\u0645\u064A"], [64587, 1, "\u0646\u062C"], [64588, 1, "\u0646\u062D"], [64589, 1, "\u0646\u062E"], [64590, 1, "\u0646\u0645"], [64591, 1, "\u0646\u0649"], [64592, 1, "\u0646\u064A"], [64593, 1, "\u0647\u062C"], [64594, 1, "\u0647\u0645"], [64595, 1, "\u0647\u0649"], [64596, 1, "\u0647\u064A"], [64597, 1, "\u064A\u062C"], [64598, 1, "\u064A\u062D"], [64599, 1, "\u064A\u062E"], [64600, 1, "\u064A\u0645"], [64601, 1, "\u064A\u0649"], [64602, 1, "\u064A\u064A"], [64603, 1, "\u0630\u0670"], [64604, 1, "\u0631\u0670"], [64605, 1, "\u0649\u0670"], [64606, 1, " \u064C\u0651"], [64607, 1, " \u064D\u0651"], [64608, 1, " \u064E\u0651"], [64609, 1, " \u064F\u0651"], [64610, 1, " \u0650\u0651"], [64611, 1, " \u0651\u0670"], [64612, 1, "\u0626\u0631"], [64613, 1, "\u0626\u0632"], [64614, 1, "\u0626\u0645"], [64615, 1, "\u0626\u0646"], [64616, 1, "\u0626\u0649"], [64617, 1, "\u0626\u064A"], [64618, 1, "\u0628\u0631"], [64619, 1, "\u0628\u0632"], [64620, 1, "\u0628\u0645"], [64621, 1, "\u0628\u0646"], [64622, 1, "\u0628\u0649"], [64623, 1, "\u0628\u064A"], [64624, 1, "\u062A\u0631"], [64625, 1, "\u062A\u0632"], [64626, 1, "\u062A\u0645"], [64627, 1, "\u062A\u0646"], [64628, 1, "\u062A\u0649"], [64629, 1, "\u062A\u064A"], [64630, 1, "\u062B\u0631"], [64631, 1, "\u062B\u0632"], [64632, 1, "\u062B\u0645"], [64633, 1, "\u062B\u0646"], [64634, 1, "\u062B\u0649"], [64635, 1, "\u062B\u064A"], [64636, 1, "\u0641\u0649"], [64637, 1, "\u0641\u064A"], [64638, 1, "\u0642\u0649"], [64639, 1, "\u0642\u064A"], [64640, 1, "\u0643\u0627"], [64641, 1, "\u0643\u0644"], [64642, 1, "\u0643\u0645"], [64643, 1, "\u0643\u0649"], [64644, 1, "\u0643\u064A"], [64645, 1, "\u0644\u0645"], [64646, 1, "\u0644\u0649"], [64647, 1, "\u0644\u064A"], [64648, 1, "\u0645\u0627"], [64649, 1, "\u0645\u0645"], [64650, 1, "\u0646\u0631"], [64651, 1, "\u0646\u0632"], [64652, 1, "\u0646\u0645"], [64653, 1, "\u0646\u0646"], [64654, 1, "\u0646\u0649"], [64655, 1, "\u0646\u064A"], [64656, 1, "\u0649\u0670"], [64657, 1, "\u064A\u0631"], [64658, 1, "\u064A\u0632"], [64659, 1, "\u064A\u0645"], [64660, 1, "\u064A\u0646"], [64661, 1, "\u064A\u0649"], [64662, 1, "\u064A\u064A"], [64663, 1, "\u0626\u062C"], [64664, 1, "\u0626\u062D"], [64665, 1, "\u0626\u062E"], [64666, 1, "\u0626\u0645"], [64667, 1, "\u0626\u0647"], [64668, 1, "\u0628\u062C"], [64669, 1, "\u0628\u062D"], [64670, 1, "\u0628\u062E"], [64671, 1, "\u0628\u0645"], [64672, 1, "\u0628\u0647"], [64673, 1, "\u062A\u062C"], [64674, 1, "\u062A\u062D"], [64675, 1, "\u062A\u062E"], [64676, 1, "\u062A\u0645"], [64677, 1, "\u062A\u0647"], [64678, 1, "\u062B\u0645"], [64679, 1, "\u062C\u062D"], [64680, 1, "\u062C\u0645"], [64681, 1, "\u062D\u062C"], [64682, 1, "\u062D\u0645"], [64683, 1, "\u062E\u062C"], [64684, 1, "\u062E\u0645"], [64685, 1, "\u0633\u062C"], [64686, 1, "\u0633\u062D"], [64687, 1, "\u0633\u062E"], [64688, 1, "\u0633\u0645"], [64689, 1, "\u0635\u062D"], [64690, 1, "\u0635\u062E"], [64691, 1, "\u0635\u0645"], [64692, 1, "\u0636\u062C"], [64693, 1, "\u0636\u062D"], [64694, 1, "\u0636\u062E"], [64695, 1, "\u0636\u0645"], [64696, 1, "\u0637\u062D"], [64697, 1, "\u0638\u0645"], [64698, 1, "\u0639\u062C"], [64699, 1, "\u0639\u0645"], [64700, 1, "\u063A\u062C"], [64701, 1, "\u063A\u0645"], [64702, 1, "\u0641\u062C"], [64703, 1, "\u0641\u062D"], [64704, 1, "\u0641\u062E"], [64705, 1, "\u0641\u0645"], [64706, 1, "\u0642\u062D"], [64707, 1, "\u0642\u0645"], [64708, 1, "\u0643\u062C"], [64709, 1, "\u0643\u062D"], [64710, 1, "\u0643\u062E"], [64711, 1, "\u0643\u0644"], [64712, 1, "\u0643\u0645"], [64713, 1, "\u0644\u062C"], [64714, 1, "\u0644\u062D"], [64715, 1, "\u0644\u062E"], [64716, 1, "\u0644\u0645"], [64717, 1, "\u0644\u0647"], [64718, 1, "\u0645\u062C"], [64719, 1, "\u0645\u062D"], [64720, 1, "\u0645\u062E"], [64721, 1, "\u0645\u0645"], [64722, 1, "\u0646\u062C"], [64723, 1, "\u0646\u062D"], [64724, 1, "\u0646\u062E"], [64725, 1, "\u0646\u0645"], [64726, 1, "\u0646\u0647"], [64727, 1, "\u0647\u062C"], [64728, 1, "\u0647\u0645"], [64729, 1, "\u0647\u0670"], [64730, 1, "\u064A\u062C"], [64731, 1, "\u064A\u062D"], [64732, 1, "\u064A\u062E"], [64733, 1, "\u064A\u0645"], [64734, 1, "\u064A\u0647"], [64735, 1, "\u0626\u0645"], [64736, 1, "\u0626\u0647"], [64737, 1, "\u0628\u0645"], [64738, 1, "\u0628\u0647"], [64739, 1, "\u062A\u0645"], [64740, 1, "\u062A\u0647"], [64741, 1, "\u062B\u0645"], [64742, 1, "\u062B\u0647"], [64743, 1, "\u0633\u0645"], [64744, 1, "\u0633\u0647"], [64745, 1, "\u0634\u0645"], [64746, 1, "\u0634\u0647"], [64747, 1, "\u0643\u0644"], [64748, 1, "\u0643\u0645"], [64749, 1, "\u0644\u0645"], [64750, 1, "\u0646\u0645"], [64751, 1, "\u0646\u0647"], [64752, 1, "\u064A\u0645"], [64753, 1, "\u064A\u0647"], [64754, 1, "\u0640\u064E\u0651"], [64755, 1, "\u0640\u064F\u0651"], [64756, 1, "\u0640\u0650\u0651"], [64757, 1, "\u0637\u0649"], [64758, 1, "\u0637\u064A"], [64759, 1, "\u0639\u0649"], [64760, 1, "\u0639\u064A"], [64761, 1, "\u063A\u0649"], [64762, 1, "\u063A\u064A"], [64763, 1, "\u0633\u0649"], [64764, 1, "\u0633\u064A"], [64765, 1, "\u0634\u0649"], [64766, 1, "\u0634\u064A"], [64767, 1, "\u062D\u0649"], [64768, 1, "\u062D\u064A"], [64769, 1, "\u062C\u0649"], [64770, 1, "\u062C\u064A"], [64771, 1, "\u062E\u0649"], [64772, 1, "\u062E\u064A"], [64773, 1, "\u0635\u0649"], [64774, 1, "\u0635\u064A"], [64775, 1, "\u0636\u0649"], [64776, 1, "\u0636\u064A"], [64777, 1, "\u0634\u062C"], [64778, 1, "\u0634\u062D"], [64779, 1, "\u0634\u062E"], [64780, 1, "\u0634\u0645"], [64781, 1, "\u0634\u0631"], [64782, 1, "\u0633\u0631"], [64783, 1, "\u0635\u0631"], [64784, 1, "\u0636\u0631"], [64785, 1, "\u0637\u0649"], [64786, 1, "\u0637\u064A"], [64787, 1, "\u0639\u0649"], [64788, 1, "\u0639\u064A"], [64789, 1, "\u063A\u0649"], [64790, 1, "\u063A\u064A"], [64791, 1, "\u0633\u0649"], [64792, 1, "\u0633\u064A"], [64793, 1, "\u0634\u0649"], [64794, 1, "\u0634\u064A"], [64795, 1, "\u062D\u0649"], [64796, 1, "\u062D\u064A"], [64797, 1, "\u062C\u0649"], [64798, 1, "\u062C\u064A"], [64799, 1, "\u062E\u0649"], [64800, 1, "\u062E\u064A"], [64801, 1, "\u0635\u0649"], [64802, 1, "\u0635\u064A"], [64803, 1, "\u0636\u0649"], [64804, 1, "\u0636\u064A"], [64805, 1, "\u0634\u062C"], [64806, 1, "\u0634\u062D"], [64807, 1, "\u0634\u062E"], [64808, 1, "\u0634\u0645"], [64809, 1, "\u0634\u0631"], [64810, 1, "\u0633\u0631"], [64811, 1, "\u0635\u0631"], [64812, 1, "\u0636\u0631"], [64813, 1, "\u0634\u062C"], [64814, 1, "\u0634\u062D"], [64815, 1, "\u0634\u062E"], [64816, 1, "\u0634\u0645"], [64817, 1, "\u0633\u0647"], [64818, 1, "\u0634\u0647"], [64819, 1, "\u0637\u0645"], [64820, 1, "\u0633\u062C"], [64821, 1, "\u0633\u062D"], [64822, 1, "\u0633\u062E"], [64823, 1, "\u0634\u062C"], [64824, 1, "\u0634\u062D"], [64825, 1, "\u0634\u062E"], [64826, 1, "\u0637\u0645"], [64827, 1, "\u0638\u0645"], [[64828, 64829], 1, "\u0627\u064B"], [[64830, 64831], 2], [[64832, 64847], 2], [64848, 1, "\u062A\u062C\u0645"], [[64849, 64850], 1, "\u062A\u062D\u062C"], [64851, 1, "\u062A\u062D\u0645"], [64852, 1, "\u062A\u062E\u0645"], [64853, 1, "\u062A\u0645\u062C"], [64854, 1, "\u062A\u0645\u062D"], [64855, 1, "\u062A\u0645\u062E"], [[64856, 64857], 1, "\u062C\u0645\u062D"], [64858, 1, "\u062D\u0645\u064A"], [64859, 1, "\u062D\u0645\u0649"], [64860, 1, "\u0633\u062D\u062C"], [64861, 1, "\u0633\u062C\u062D"], [64862, 1, "\u0633\u062C\u0649"], [[64863, 64864], 1, "\u0633\u0645\u062D"], [64865, 1, "\u0633\u0645\u062C"], [[64866, 64867], 1, "\u0633\u0645\u0645"], [[64868, 64869], 1, "\u0635\u062D\u062D"], [64870, 1, "\u0635\u0645\u0645"], [[64871, 64872], 1, "\u0634\u062D\u0645"], [64873, 1, "\u0634\u062C\u064A"], [[64874, 64875], 1, "\u0634\u0645\u062E"], [[64876, 64877], 1, "\u0634\u0645\u0645"], [64878, 1, "\u0636\u062D\u0649"], [[64879, 64880], 1, "\u0636\u062E\u0645"], [[64881, 64882], 1, "\u0637\u0645\u062D"], [64883, 1, "\u0637\u0645\u0645"], [64884, 1, "\u0637\u0645\u064A"], [64885, 1, "\u0639\u062C\u0645"], [[64886, 64887], 1, "\u0639\u0645\u0645"], [64888, 1, "\u0639\u0645\u0649"], [64889, 1, "\u063A\u0645\u0645"], [64890, 1, "\u063A\u0645\u064A"], [64891, 1, "\u063A\u0645\u0649"], [[64892, 64893], 1, "\u0641\u062E\u0645"], [64894, 1, "\u0642\u0645\u062D"], [64895, 1, "\u0642\u0645\u0645"], [64896, 1, "\u0644\u062D\u0645"], [64897, 1, "\u0644\u062D\u064A"], [64898, 1, "\u0644\u062D\u0649"], [[64899, 64900], 1, "\u0644\u062C\u062C"], [[64901, 64902], 1, "\u0644\u062E\u0645"], [[64903, 64904], 1, "\u0644\u0645\u062D"], [64905, 1, "\u0645\u062D\u062C"], [64906, 1, "\u0645\u062D\u0645"], [64907, 1, "\u0645\u062D\u064A"], [64908, 1, "\u0645\u062C\u062D"], [64909, 1, "\u0645\u062C\u0645"], [64910, 1, "\u0645\u062E\u062C"], [64911, 1, "\u0645\u062E\u0645"], [[64912, 64913], 3], [64914, 1, "\u0645\u062C\u062E"], [64915, 1, "\u0647\u0645\u062C"], [64916, 1, "\u0647\u0645\u0645"], [64917, 1, "\u0646\u062D\u0645"], [64918, 1, "\u0646\u062D\u0649"], [[64919, 64920], 1, "\u0646\u062C\u0645"], [64921, 1, "\u0646\u062C\u0649"], [64922, 1, "\u0646\u0645\u064A"], [64923, 1, "\u0646\u0645\u0649"], [[64924, 64925], 1, "\u064A\u0645\u0645"], [64926, 1, "\u0628\u062E\u064A"], [64927, 1, "\u062A\u062C\u064A"], [64928, 1, "\u062A\u062C\u0649"], [64929, 1, "\u062A\u062E\u064A"], [64930, 1, "\u062A\u062E\u0649"], [64931, 1, "\u062A\u0645\u064A"], [64932, 1, "\u062A\u0645\u0649"], [64933, 1, "\u062C\u0645\u064A"], [64934, 1, "\u062C\u062D\u0649"], [64935, 1, "\u062C\u0645\u0649"], [64936, 1, "\u0633\u062E\u0649"], [64937, 1, "\u0635\u062D\u064A"], [64938, 1, "\u0634\u062D\u064A"], [64939, 1, "\u0636\u062D\u064A"], [64940, 1, "\u0644\u062C\u064A"], [64941, 1, "\u0644\u0645\u064A"], [64942, 1, "\u064A\u062D\u064A"], [64943, 1, "\u064A\u062C\u064A"], [64944, 1, "\u064A\u0645\u064A"], [64945, 1, "\u0645\u0645\u064A"], [64946, 1, "\u0642\u0645\u064A"], [64947, 1, "\u0646\u062D\u064A"], [64948, 1, "\u0642\u0645\u062D"], [64949, 1, "\u0644\u062D\u0645"], [64950, 1, "\u0639\u0645\u064A"], [64951, 1, "\u0643\u0645\u064A"], [64952, 1, "\u0646\u062C\u062D"], [64953, 1, "\u0645\u062E\u064A"], [64954, 1, "\u0644\u062C\u0645"], [64955, 1, "\u0643\u0645\u0645"], [64956, 1, "\u0644\u062C\u0645"], [64957, 1, "\u0646\u062C\u062D"], [64958, 1, "\u062C\u062D\u064A"], [64959, 1, "\u062D\u062C\u064A"], [64960, 1, "\u0645\u062C\u064A"], [64961, 1, "\u0641\u0645\u064A"], [64962, 1, "\u0628\u062D\u064A"], [64963, 1, "\u0643\u0645\u0645"], [64964, 1, "\u0639\u062C\u0645"], [64965, 1, "\u0635\u0645\u0645"], [64966, 1, "\u0633\u062E\u064A"], [64967, 1, "\u0646\u062C\u064A"], [[64968, 64974], 3], [64975, 2], [[64976, 65007], 3], [65008, 1, "\u0635\u0644\u06D2"], [65009, 1, "\u0642\u0644\u06D2"], [65010, 1, "\u0627\u0644\u0644\u0647"], [65011, 1, "\u0627\u0643\u0628\u0631"], [65012, 1, "\u0645\u062D\u0645\u062F"], [65013, 1, "\u0635\u0644\u0639\u0645"], [65014, 1, "\u0631\u0633\u0648\u0644"], [65015, 1, "\u0639\u0644\u064A\u0647"], [65016, 1, "\u0648\u0633\u0644\u0645"], [65017, 1, "\u0635\u0644\u0649"], [65018, 1, "\u0635\u0644\u0649 \u0627\u0644\u0644\u0647 \u0639\u0644\u064A\u0647 \u0648\u0633\u0644\u0645"], [65019, 1, "\u062C\u0644 \u062C\u0644\u0627\u0644\u0647"], [65020, 1, "\u0631\u06CC\u0627\u0644"], [65021, 2], [[65022, 65023], 2], [[65024, 65039], 7], [65040, 1, ","], [65041, 1, "\u3001"], [65042, 3], [65043, 1, ":"], [65044, 1, ";"], [65045, 1, "!"], [65046, 1, "?"], [65047, 1, "\u3016"], [65048, 1, "\u3017"], [65049, 3], [[65050, 65055], 3], [[65056, 65059], 2], [[65060, 65062], 2], [[65063, 65069], 2], [[65070, 65071], 2], [65072, 3], [65073, 1, "\u2014"], [65074, 1, "\u2013"], [[65075, 65076], 1, "_"], [65077, 1, "("], [65078, 1, ")"], [65079, 1, "{"], [65080, 1, "}"], [65081, 1, "\u3014"], [65082, 1, "\u3015"], [65083, 1, "\u3010"], [65084, 1, "\u3011"], [65085, 1, "\u300A"], [65086, 1, "\u300B"], [65087, 1, "\u3008"], [65088, 1, "\u3009"], [65089, 1, "\u300C"], [65090, 1, "\u300D"], [65091, 1, "\u300E"], [65092, 1, "\u300F"], [[65093, 65094], 2], [65095, 1, "["], [65096, 1, "]"], [[65097, 65100], 1, " \u0305"], [[65101, 65103], 1, "_"], [65104, 1, ","], [65105, 1, "\u3001"], [65106, 3], [65107, 3], [65108, 1, ";"], [65109, 1, ":"], [65110, 1, "?"], [65111, 1, "!"], [65112, 1, "\u2014"], [65113, 1, "("], [65114, 1, ")"], [65115, 1, "{"], [65116, 1, "}"], [65117, 1, "\u3014"], [65118, 1, "\u3015"], [65119, 1, "#"], [65120, 1, "&"], [65121, 1, "*"], [65122, 1, "+"], [65123, 1, "-"], [65124, 1, "<"], [65125, 1, ">"], [65126, 1, "="], [65127, 3], [65128, 1, "\\"], [65129, 1, "$"], [65130, 1, "%"], [65131, 1, "@"], [[65132, 65135], 3], [65136, 1, " \u064B"], [65137, 1, "\u0640\u064B"], [65138, 1, " \u064C"], [65139, 2], [65140, 1, " \u064D"], [65141, 3], [65142, 1, " \u064E"], [65143, 1, "\u0640\u064E"], [65144, 1, " \u064F"], [65145, 1, "\u0640\u064F"], [65146, 1, " \u0650"], [65147, 1, "\u0640\u0650"], [65148, 1, " \u0651"], [65149, 1, "\u0640\u0651"], [65150, 1, " \u0652"], [65151, 1, "\u0640\u0652"], [65152, 1, "\u0621"], [[65153, 65154], 1, "\u0622"], [[65155, 65156], 1, "\u0623"], [[65157, 65158], 1, "\u0624"], [[65159, 65160], 1, "\u0625"], [[65161, 65164], 1, "\u0626"], [[65165, 65166], 1, "\u0627"], [[65167, 65170], 1, "\u0628"], [[65171, 65172], 1, "\u0629"], [[65173, 65176], 1, "\u062A"], [[65177, 65180], 1, "\u062B"], [[65181, 65184], 1, "\u062C"], [[65185, 65188], 1, "\u062D"], [[65189, 65192], 1, "\u062E"], [[65193, 65194], 1, "\u062F"], [[65195, 65196], 1, "\u0630"], [[65197, 65198], 1, "\u0631"], [[65199, 65200], 1, "\u0632"], [[65201, 65204], 1, "\u0633"], [[65205, 65208], 1, "\u0634"], [[65209, 65212], 1, "\u0635"], [[65213, 65216], 1, "\u0636"], [[65217, 65220], 1, "\u0637"], [[65221, 65224], 1, "\u0638"], [[65225, 65228], 1, "\u0639"], [[65229, 65232], 1, "\u063A"], [[65233, 65236], 1, "\u0641"], [[65237, 65240], 1, "\u0642"], [[65241, 65244], 1, "\u0643"], [[65245, 65248], 1, "\u0644"], [[65249, 65252], 1, "\u0645"], [[65253, 65256], 1, "\u0646"], [[65257, 65260], 1, "\u0647"], [[65261, 65262], 1, "\u0648"], [[65263, 65264], 1, "\u0649"], [[65265, 65268], 1, "\u064A"], [[65269, 65270], 1, "\u0644\u0622"], [[65271, 65272], 1, "\u0644\u0623"], [[65273, 65274], 1, "\u0644\u0625"], [[65275, 65276], 1, "\u0644\u0627"], [[65277, 65278], 3], [65279, 7], [65280, 3], [65281, 1, "!"], [65282, 1, '"'], [65283, 1, "#"], [65284, 1, "$"], [65285, 1, "%"], [65286, 1, "&"], [65287, 1, "'"], [65288, 1, "("], [65289, 1, ")"], [65290, 1, "*"], [65291, 1, "+"], [65292, 1, ","], [65293, 1, "-"], [65294, 1, "."], [65295, 1, "/"], [65296, 1, "0"], [65297, 1, "1"], [65298, 1, "2"], [65299, 1, "3"], [65300, 1, "4"], [65301, 1, "5"], [65302, 1, "6"], [65303, 1, "7"], [65304, 1, "8"], [65305, 1, "9"], [65306, 1, ":"], [65307, 1, ";"], [65308, 1, "<"], [65309, 1, "="], [65310, 1, ">"], [65311, 1, "?"], [65312, 1, "@"], [65313, 1, "a"], [65314, 1, "b"], [65315, 1, "c"], [65316, 1, "d"], [65317, 1, "e"], [65318, 1, "f"], [65319, 1, "g"], [65320, 1, "h"], [65321, 1, "i"], [65322, 1, "j"], [65323, 1, "k"], [65324, 1, "l"], [65325, 1, "m"], [65326, 1, "n"], [65327, 1, "o"], [65328, 1, "p"], [65329, 1, "q"], [65330, 1, "r"], [65331, 1, "s"], [65332, 1, "t"], [65333, 1, "u"], [65334, 1, "v"], [65335, 1, "w"], [65336, 1, "x"], [65337, 1, "y"], [65338, 1, "z"], [65339, 1, "["], [65340, 1, "\\"], [65341, 1, "]"], [65342, 1, "^"], [65343, 1, "_"], [65344, 1, "`"], [65345, 1, "a"], [65346, 1, "b"], [65347, 1, "c"], [65348, 1, "d"], [65349, 1, "e"], [65350, 1, "f"], [65351, 1, "g"], [65352, 1, "h"], [65353, 1, "i"], [65354, 1, "j"], [65355, 1, "k"], [65356, 1, "l"], [65357, 1, "m"], [65358, 1, "n"], [65359, 1, "o"], [65360, 1, "p"], [65361, 1, "q"], [65362, 1, "r"], [65363, 1, "s"], [65364, 1, "t"], [65365, 1, "u"], [65366, 1, "v"], [65367, 1, "w"], [65368, 1, "x"], [65369, 1, "y"], [65370, 1, "z"], [65371, 1, "{"], [65372, 1, "|"], [65373, 1, "}"], [65374, 1, "~"], [65375, 1, "\u2985"], [65376, 1, "\u2986"], [65377, 1, "."], [65378, 1, "\u300C"], [65379, 1, "\u300D"], [65380, 1, "\u3001"], [65381, 1, "\u30FB"], [65382, 1, "\u30F2"], [65383, 1, "\u30A1"], [65384, 1, "\u30A3"], [65385, 1, "\u30A5"], [65386, 1, "\u30A7"], [65387, 1, "\u30A9"], [65388, 1, "\u30E3"], [65389, 1, "\u30E5"], [65390, 1, "\u30E7"], [65391, 1, "\u30C3"], [65392, 1, "\u30FC"], [65393, 1, "\u30A2"], [65394, 1, "\u30A4"], [65395, 1, "\u30A6"], [65396, 1, "\u30A8"], [65397, 1, "\u30AA"], [65398, 1, "\u30AB"], [65399, 1, "\u30AD"], [65400, 1, "\u30AF"], [65401, 1, "\u30B1"], [65402, 1, "\u30B3"], [65403, 1, "\u30B5"], [65404, 1, "\u30B7"], [65405, 1, "\u30B9"], [65406, 1, "\u30BB"], [65407, 1, "\u30BD"], [65408, 1, "\u30BF"], [65409, 1, "\u30C1"], [65410, 1, "\u30C4"], [65411, 1, "\u30C6"], [65412, 1, "\u30C8"], [65413, 1, "\u30CA"], [65414, 1, "\u30CB"], [65415, 1, "\u30CC"], [65416, 1, "\u30CD"], [65417, 1, "\u30CE"], [65418, 1, "\u30CF"], [65419, 1, "\u30D2"], [65420, 1, "\u30D5"], [65421, 1, "\u30D8"], [65422, 1, "\u30DB"], [65423, 1, "\u30DE"], [65424, 1, "\u30DF"], [65425, 1, "\u30E0"], [65426, 1, "\u30E1"], [65427, 1, "\u30E2"], [65428, 1, "\u30E4"], [65429, 1, "\u30E6"], [65430, 1, "\u30E8"], [65431, 1, "\u30E9"], [65432, 1, "\u30EA"], [65433, 1, "\u30EB"], [65434, 1, "\u30EC"], [65435, 1, "\u30ED"], [65436, 1, "\u30EF"], [65437, 1, "\u30F3"], [65438, 1, "\u3099"], [65439, 1, "\u309A"], [65440, 7], [65441, 1, "\u1100"], [65442, 1, "\u1101"], [65443, 1, "\u11AA"], [65444, 1, "\u1102"], [65445, 1, "\u11AC"], [65446, 1, "\u11AD"], [65447, 1, "\u1103"], [65448, 1, "\u1104"], [65449, 1, "\u1105"], [65450, 1, "\u11B0"], [65451, 1, "\u11B1"], [65452, 1, "\u11B2"], [65453, 1, "\u11B3"], [65454, 1, "\u11B4"], [65455, 1, "\u11B5"], [65456, 1, "\u111A"], [65457, 1, "\u1106"], [65458, 1, "\u1107"], [65459, 1, "\u1108"], [65460, 1, "\u1121"], [65461, 1, "\u1109"], [65462, 1, "\u110A"], [65463, 1, "\u110B"], [65464, 1, "\u110C"], [65465, 1, "\u110D"], [65466, 1, "\u110E"], [65467, 1, "\u110F"], [65468, 1, "\u1110"], [65469, 1, "\u1111"], [65470, 1, "\u1112"], [[65471, 65473], 3], [65474, 1, "\u1161"], [65475, 1, "\u1162"], [65476, 1, "\u1163"], [65477, 1, "\u1164"], [65478, 1, "\u1165"], [65479, 1, "\u1166"], [[65480, 65481], 3], [65482, 1, "\u1167"], [65483, 1, "\u1168"], [65484, 1, "\u1169"], [65485, 1, "\u116A"], [65486, 1, "\u116B"], [65487, 1, "\u116C"], [[65488, 65489], 3], [65490, 1, "\u116D"], [65491, 1, "\u116E"], [65492, 1, "\u116F"], [65493, 1, "\u1170"], [65494, 1, "\u1171"], [65495, 1, "\u1172"], [[65496, 65497], 3], [65498, 1, "\u1173"], [65499, 1, "\u1174"], [65500, 1, "\u1175"], [[65501, 65503], 3], [65504, 1, "\xA2"], [65505, 1, "\xA3"], [65506, 1, "\xAC"], [65507, 1, " \u0304"], [65508, 1, "\xA6"], [65509, 1, "\xA5"], [65510, 1, "\u20A9"], [65511, 3], [65512, 1, "\u2502"], [65513, 1, "\u2190"], [65514, 1, "\u2191"], [65515, 1, "\u2192"], [65516, 1, "\u2193"], [65517, 1, "\u25A0"], [65518, 1, "\u25CB"], [[65519, 65528], 3], [[65529, 65531], 3], [65532, 3], [65533, 3], [[65534, 65535], 3], [[65536, 65547], 2], [65548, 3], [[65549, 65574], 2], [65575, 3], [[65576, 65594], 2], [65595, 3], [[65596, 65597], 2], [65598, 3], [[65599, 65613], 2], [[65614, 65615], 3], [[65616, 65629], 2], [[65630, 65663], 3], [[65664, 65786], 2], [[65787, 65791], 3], [[65792, 65794], 2], [[65795, 65798], 3], [[65799, 65843], 2], [[65844, 65846], 3], [[65847, 65855], 2], [[65856, 65930], 2], [[65931, 65932], 2], [[65933, 65934], 2], [65935, 3], [[65936, 65947], 2], [65948, 2], [[65949, 65951], 3], [65952, 2], [[65953, 65999], 3], [[66e3, 66044], 2], [66045, 2], [[66046, 66175], 3], [[66176, 66204], 2], [[66205, 66207], 3], [[66208, 66256], 2], [[66257, 66271], 3], [66272, 2], [[66273, 66299], 2], [[66300, 66303], 3], [[66304, 66334], 2], [66335, 2], [[66336, 66339], 2], [[66340, 66348], 3], [[66349, 66351], 2], [[66352, 66368], 2], [66369, 2], [[66370, 66377], 2], [66378, 2], [[66379, 66383], 3], [[66384, 66426], 2], [[66427, 66431], 3], [[66432, 66461], 2], [66462, 3], [66463, 2], [[66464, 66499], 2], [[66500, 66503], 3], [[66504, 66511], 2], [[66512, 66517], 2], [[66518, 66559], 3], [66560, 1, "\u{10428}"], [66561, 1, "\u{10429}"], [66562, 1, "\u{1042A}"], [66563, 1, "\u{1042B}"], [66564, 1, "\u{1042C}"], [66565, 1, "\u{1042D}"], [66566, 1, "\u{1042E}"], [66567, 1, "\u{1042F}"], [66568, 1, "\u{10430}"], [66569, 1, "\u{10431}"], [66570, 1, "\u{10432}"], [66571, 1, "\u{10433}"], [66572, 1, "\u{10434}"], [66573, 1, "\u{10435}"], [66574, 1, "\u{10436}"], [66575, 1, "\u{10437}"], [66576, 1, "\u{10438}"], [66577, 1, "\u{10439}"], [66578, 1, "\u{1043A}"], [66579, 1, "\u{1043B}"], [66580, 1, "\u{1043C}"], [66581, 1, "\u{1043D}"], [66582, 1, "\u{1043E}"], [66583, 1, "\u{1043F}"], [66584, 1, "\u{10440}"], [66585, 1, "\u{10441}"], [66586, 1, "\u{10442}"], [66587, 1, "\u{10443}"], [66588, 1, "\u{10444}"], [66589, 1, "\u{10445}"], [66590, 1, "\u{10446}"], [66591, 1, "\u{10447}"], [66592, 1, "\u{10448}"], [66593, 1, "\u{10449}"], [66594, 1, "\u{1044A}"], [66595, 1, "\u{1044B}"], [66596, 1, "\u{1044C}"], [66597, 1, "\u{1044D}"], [66598, 1, "\u{1044E}"], [66599, 1, "\u{1044F}"], [[66600, 66637], 2], [[66638, 66717], 2], [[66718, 66719], 3], [[66720, 66729], 2], [[66730, 66735], 3], [66736, 1, "\u{104D8}"], [66737, 1, "\u{104D9}"], [66738, 1, "\u{104DA}"], [66739, 1, "\u{104DB}"], [66740, 1, "\u{104DC}"], [66741, 1, "\u{104DD}"], [66742, 1, "\u{104DE}"], [66743, 1, "\u{104DF}"], [66744, 1, "\u{104E0}"], [66745, 1, "\u{104E1}"], [66746, 1, "\u{104E2}"], [66747, 1, "\u{104E3}"], [66748, 1, "\u{104E4}"], [66749, 1, "\u{104E5}"], [66750, 1, "\u{104E6}"], [66751, 1, "\u{104E7}"], [66752, 1, "\u{104E8}"], [66753, 1, "\u{104E9}"], [66754, 1, "\u{104EA}"], [66755, 1, "\u{104EB}"], [66756, 1, "\u{104EC}"], [66757, 1, "\u{104ED}"], [66758, 1, "\u{104EE}"], [66759, 1, "\u{104EF}"], [66760, 1, "\u{104F0}"], [66761, 1, "\u{104F1}"], [66762, 1, "\u{104F2}"], [66763, 1, "\u{104F3}"], [66764, 1, "\u{104F4}"], [66765, 1, "\u{104F5}"], [66766, 1, "\u{104F6}"], [66767, 1, "\u{104F7}"], [66768, 1, "\u{104F8}"], [66769, 1, "\u{104F9}"], [66770, 1, "\u{104FA}"], [66771, 1, "\u{104FB}"], [[66772, 66775], 3], [[66776, 66811], 2], [[66812, 66815], 3], [[66816, 66855], 2], [[66856, 66863], 3], [[66864, 66915], 2], [[66916, 66926], 3], [66927, 2], [66928, 1, "\u{10597}"], [66929, 1, "\u{10598}"], [66930, 1, "\u{10599}"], [66931, 1, "\u{1059A}"], [66932, 1, "\u{1059B}"], [66933, 1, "\u{1059C}"], [66934, 1, "\u{1059D}"], [66935, 1, "\u{1059E}"], [66936, 1, "\u{1059F}"], [66937, 1, "\u{105A0}"], [66938, 1, "\u{105A1}"], [66939, 3], [66940, 1, "\u{105A3}"], [66941, 1, "\u{105A4}"], [66942, 1, "\u{105A5}"], [66943, 1, "\u{105A6}"], [66944, 1, "\u{105A7}"], [66945, 1, "\u{105A8}"], [66946, 1, "\u{105A9}"], [66947, 1, "\u{105AA}"], [66948, 1, "\u{105AB}"], [66949, 1, "\u{105AC}"], [66950, 1, "\u{105AD}"], [66951, 1, "\u{105AE}"], [66952, 1, "\u{105AF}"], [66953, 1, "\u{105B0}"], [66954, 1, "\u{105B1}"], [66955, 3], [66956, 1, "\u{105B3}"], [66957, 1, "\u{105B4}"], [66958, 1, "\u{105B5}"], [66959, 1, "\u{105B6}"], [66960, 1, "\u{105B7}"], [66961, 1, "\u{105B8}"], [66962, 1, "\u{105B9}"], [66963, 3], [66964, 1, "\u{105BB}"], [66965, 1, "\u{105BC}"], [66966, 3], [[66967, 66977], 2], [66978, 3], [[66979, 66993], 2], [66994, 3], [[66995, 67001], 2], [67002, 3], [[67003, 67004], 2], [[67005, 67007], 3], [[67008, 67059], 2], [[67060, 67071], 3], [[67072, 67382], 2], [[67383, 67391], 3], [[67392, 67413], 2], [[67414, 67423], 3], [[67424, 67431], 2], [[67432, 67455], 3], [67456, 2], [67457, 1, "\u02D0"], [67458, 1, "\u02D1"], [67459, 1, "\xE6"], [67460, 1, "\u0299"], [67461, 1, "\u0253"], [67462, 3], [67463, 1, "\u02A3"], [67464, 1, "\uAB66"], [67465, 1, "\u02A5"], [67466, 1, "\u02A4"], [67467, 1, "\u0256"], [67468, 1, "\u0257"], [67469, 1, "\u1D91"], [67470, 1, "\u0258"], [67471, 1, "\u025E"], [67472, 1, "\u02A9"], [67473, 1, "\u0264"], [67474, 1, "\u0262"], [67475, 1, "\u0260"], [67476, 1, "\u029B"], [67477, 1, "\u0127"], [67478, 1, "\u029C"], [67479, 1, "\u0267"], [67480, 1, "\u0284"], [67481, 1, "\u02AA"], [67482, 1, "\u02AB"], [67483, 1, "\u026C"], [67484, 1, "\u{1DF04}"], [67485, 1, "\uA78E"], [67486, 1, "\u026E"], [67487, 1, "\u{1DF05}"], [67488, 1, "\u028E"], [67489, 1, "\u{1DF06}"], [67490, 1, "\xF8"], [67491, 1, "\u0276"], [67492, 1, "\u0277"], [67493, 1, "q"], [67494, 1, "\u027A"], [67495, 1, "\u{1DF08}"], [67496, 1, "\u027D"], [67497, 1, "\u027E"], [67498, 1, "\u0280"], [67499, 1, "\u02A8"], [67500, 1, "\u02A6"], [67501, 1, "\uAB67"], [67502, 1, "\u02A7"], [67503, 1, "\u0288"], [67504, 1, "\u2C71"], [67505, 3], [67506, 1, "\u028F"], [67507, 1, "\u02A1"], [67508, 1, "\u02A2"], [67509, 1, "\u0298"], [67510, 1, "\u01C0"], [67511, 1, "\u01C1"], [67512, 1, "\u01C2"], [67513, 1, "\u{1DF0A}"], [67514, 1, "\u{1DF1E}"], [[67515, 67583], 3], [[67584, 67589], 2], [[67590, 67591], 3], [67592, 2], [67593, 3], [[67594, 67637], 2], [67638, 3], [[67639, 67640], 2], [[67641, 67643], 3], [67644, 2], [[67645, 67646], 3], [67647, 2], [[67648, 67669], 2], [67670, 3], [[67671, 67679], 2], [[67680, 67702], 2], [[67703, 67711], 2], [[67712, 67742], 2], [[67743, 67750], 3], [[67751, 67759], 2], [[67760, 67807], 3], [[67808, 67826], 2], [67827, 3], [[67828, 67829], 2], [[67830, 67834], 3], [[67835, 67839], 2], [[67840, 67861], 2], [[67862, 67865], 2], [[67866, 67867], 2], [[67868, 67870], 3], [67871, 2], [[67872, 67897], 2], [[67898, 67902], 3], [67903, 2], [[67904, 67967], 3], [[67968, 68023], 2], [[68024, 68027], 3], [[68028, 68029], 2], [[68030, 68031], 2], [[68032, 68047], 2], [[68048, 68049], 3], [[68050, 68095], 2], [[68096, 68099], 2], [68100, 3], [[68101, 68102], 2], [[68103, 68107], 3], [[68108, 68115], 2], [68116, 3], [[68117, 68119], 2], [68120, 3], [[68121, 68147], 2], [[68148, 68149], 2], [[68150, 68151], 3], [[68152, 68154], 2], [[68155, 68158], 3], [68159, 2], [[68160, 68167], 2], [68168, 2], [[68169, 68175], 3], [[68176, 68184], 2], [[68185, 68191], 3], [[68192, 68220], 2], [[68221, 68223], 2], [[68224, 68252], 2], [[68253, 68255], 2], [[68256, 68287], 3], [[68288, 68295], 2], [68296, 2], [[68297, 68326], 2], [[68327, 68330], 3], [[68331, 68342], 2], [[68343, 68351], 3], [[68352, 68405], 2], [[68406, 68408], 3], [[68409, 68415], 2], [[68416, 68437], 2], [[68438, 68439], 3], [[68440, 68447], 2], [[68448, 68466], 2], [[68467, 68471], 3], [[68472, 68479], 2], [[68480, 68497], 2], [[68498, 68504], 3], [[68505, 68508], 2], [[68509, 68520], 3], [[68521, 68527], 2], [[68528, 68607], 3], [[68608, 68680], 2], [[68681, 68735], 3], [68736, 1, "\u{10CC0}"], [68737, 1, "\u{10CC1}"], [68738, 1, "\u{10CC2}"], [68739, 1, "\u{10CC3}"], [68740, 1, "\u{10CC4}"], [68741, 1, "\u{10CC5}"], [68742, 1, "\u{10CC6}"], [68743, 1, "\u{10CC7}"], [68744, 1, "\u{10CC8}"], [68745, 1, "\u{10CC9}"], [68746, 1, "\u{10CCA}"], [68747, 1, "\u{10CCB}"], [68748, 1, "\u{10CCC}"], [68749, 1, "\u{10CCD}"], [68750, 1, "\u{10CCE}"], [68751, 1, "\u{10CCF}"], [68752, 1, "\u{10CD0}"], [68753, 1, "\u{10CD1}"], [68754, 1, "\u{10CD2}"], [68755, 1, "\u{10CD3}"], [68756, 1, "\u{10CD4}"], [68757, 1, "\u{10CD5}"], [68758, 1, "\u{10CD6}"], [68759, 1, "\u{10CD7}"], [68760, 1, "\u{10CD8}"], [68761, 1, "\u{10CD9}"], [68762, 1, "\u{10CDA}"], [68763, 1, "\u{10CDB}"], [68764, 1, "\u{10CDC}"], [68765, 1, "\u{10CDD}"], [68766, 1, "\u{10CDE}"], [68767, 1, "\u{10CDF}"], [68768, 1, "\u{10CE0}"], [68769, 1, "\u{10CE1}"], [68770, 1, "\u{10CE2}"], [68771, 1, "\u{10CE3}"], [68772, 1, "\u{10CE4}"], [68773, 1, "\u{10CE5}"], [68774, 1, "\u{10CE6}"], [68775, 1, "\u{10CE7}"], [68776, 1, "\u{10CE8}"], [68777, 1, "\u{10CE9}"], [68778, 1, "\u{10CEA}"], [68779, 1, "\u{10CEB}"], [68780, 1, "\u{10CEC}"], [68781, 1, "\u{10CED}"], [68782, 1, "\u{10CEE}"], [68783, 1, "\u{10CEF}"], [68784, 1, "\u{10CF0}"], [68785, 1, "\u{10CF1}"], [68786, 1, "\u{10CF2}"], [[68787, 68799], 3], [[68800, 68850], 2], [[68851, 68857], 3], [[68858, 68863], 2], [[68864, 68903], 2], [[68904, 68911], 3], [[68912, 68921], 2], [[68922, 68927], 3], [[68928, 68943], 2], [68944, 1, "\u{10D70}"], [68945, 1, "\u{10D71}"], [68946, 1, "\u{10D72}"], [68947, 1, "\u{10D73}"], [68948, 1, "\u{10D74}"], [68949, 1, "\u{10D75}"], [68950, 1, "\u{10D76}"], [68951, 1, "\u{10D77}"], [68952, 1, "\u{10D78}"], [68953, 1, "\u{10D79}"], [68954, 1, "\u{10D7A}"], [68955, 1, "\u{10D7B}"], [68956, 1, "\u{10D7C}"], [68957, 1, "\u{10D7D}"], [68958, 1, "\u{10D7E}"], [68959, 1, "\u{10D7F}"], [68960, 1, "\u{10D80}"], [68961, 1, "\u{10D81}"], [68962, 1, "\u{10D82}"], [68963, 1, "\u{10D83}"], [68964, 1, "\u{10D84}"], [68965, 1, "\u{10D85}"], [[68966, 68968], 3], [[68969, 68973], 2], [68974, 2], [[68975, 68997], 2], [[68998, 69005], 3], [[69006, 69007], 2], [[69008, 69215], 3], [[69216, 69246], 2], [69247, 3], [[69248, 69289], 2], [69290, 3], [[69291, 69292], 2], [69293, 2], [[69294, 69295], 3], [[69296, 69297], 2], [[69298, 69313], 3], [[69314, 69316], 2], [[69317, 69371], 3], [69372, 2], [[69373, 69375], 2], [[69376, 69404], 2], [[69405, 69414], 2], [69415, 2], [[69416, 69423], 3], [[69424, 69456], 2], [[69457, 69465], 2], [[69466, 69487], 3], [[69488, 69509], 2], [[69510, 69513], 2], [[69514, 69551], 3], [[69552, 69572], 2], [[69573, 69579], 2], [[69580, 69599], 3], [[69600, 69622], 2], [[69623, 69631], 3], [[69632, 69702], 2], [[69703, 69709], 2], [[69710, 69713], 3], [[69714, 69733], 2], [[69734, 69743], 2], [[69744, 69749], 2], [[69750, 69758], 3], [69759, 2], [[69760, 69818], 2], [[69819, 69820], 2], [69821, 3], [[69822, 69825], 2], [69826, 2], [[69827, 69836], 3], [69837, 3], [[69838, 69839], 3], [[69840, 69864], 2], [[69865, 69871], 3], [[69872, 69881], 2], [[69882, 69887], 3], [[69888, 69940], 2], [69941, 3], [[69942, 69951], 2], [[69952, 69955], 2], [[69956, 69958], 2], [69959, 2], [[69960, 69967], 3], [[69968, 70003], 2], [[70004, 70005], 2], [70006, 2], [[70007, 70015], 3], [[70016, 70084], 2], [[70085, 70088], 2], [[70089, 70092], 2], [70093, 2], [[70094, 70095], 2], [[70096, 70105], 2], [70106, 2], [70107, 2], [70108, 2], [[70109, 70111], 2], [70112, 3], [[70113, 70132], 2], [[70133, 70143], 3], [[70144, 70161], 2], [70162, 3], [[70163, 70199], 2], [[70200, 70205], 2], [70206, 2], [[70207, 70209], 2], [[70210, 70271], 3], [[70272, 70278], 2], [70279, 3], [70280, 2], [70281, 3], [[70282, 70285], 2], [70286, 3], [[70287, 70301], 2], [70302, 3], [[70303, 70312], 2], [70313, 2], [[70314, 70319], 3], [[70320, 70378], 2], [[70379, 70383], 3], [[70384, 70393], 2], [[70394, 70399], 3], [70400, 2], [[70401, 70403], 2], [70404, 3], [[70405, 70412], 2], [[70413, 70414], 3], [[70415, 70416], 2], [[70417, 70418], 3], [[70419, 70440], 2], [70441, 3], [[70442, 70448], 2], [70449, 3], [[70450, 70451], 2], [70452, 3], [[70453, 70457], 2], [70458, 3], [70459, 2], [[70460, 70468], 2], [[70469, 70470], 3], [[70471, 70472], 2], [[70473, 70474], 3], [[70475, 70477], 2], [[70478, 70479], 3], [70480, 2], [[70481, 70486], 3], [70487, 2], [[70488, 70492], 3], [[70493, 70499], 2], [[70500, 70501], 3], [[70502, 70508], 2], [[70509, 70511], 3], [[70512, 70516], 2], [[70517, 70527], 3], [[70528, 70537], 2], [70538, 3], [70539, 2], [[70540, 70541], 3], [70542, 2], [70543, 3], [[70544, 70581], 2], [70582, 3], [[70583, 70592], 2], [70593, 3], [70594, 2], [[70595, 70596], 3], [70597, 2], [70598, 3], [[70599, 70602], 2], [70603, 3], [[70604, 70611], 2], [[70612, 70613], 2], [70614, 3], [[70615, 70616], 2], [[70617, 70624], 3], [[70625, 70626], 2], [[70627, 70655], 3], [[70656, 70730], 2], [[70731, 70735], 2], [[70736, 70745], 2], [70746, 2], [70747, 2], [70748, 3], [70749, 2], [70750, 2], [70751, 2], [[70752, 70753], 2], [[70754, 70783], 3], [[70784, 70853], 2], [70854, 2], [70855, 2], [[70856, 70863], 3], [[70864, 70873], 2], [[70874, 71039], 3], [[71040, 71093], 2], [[71094, 71095], 3], [[71096, 71104], 2], [[71105, 71113], 2], [[71114, 71127], 2], [[71128, 71133], 2], [[71134, 71167], 3], [[71168, 71232], 2], [[71233, 71235], 2], [71236, 2], [[71237, 71247], 3], [[71248, 71257], 2], [[71258, 71263], 3], [[71264, 71276], 2], [[71277, 71295], 3], [[71296, 71351], 2], [71352, 2], [71353, 2], [[71354, 71359], 3], [[71360, 71369], 2], [[71370, 71375], 3], [[71376, 71395], 2], [[71396, 71423], 3], [[71424, 71449], 2], [71450, 2], [[71451, 71452], 3], [[71453, 71467], 2], [[71468, 71471], 3], [[71472, 71481], 2], [[71482, 71487], 2], [[71488, 71494], 2], [[71495, 71679], 3], [[71680, 71738], 2], [71739, 2], [[71740, 71839], 3], [71840, 1, "\u{118C0}"], [71841, 1, "\u{118C1}"], [71842, 1, "\u{118C2}"], [71843, 1, "\u{118C3}"], [71844, 1, "\u{118C4}"], [71845, 1, "\u{118C5}"], [71846, 1, "\u{118C6}"], [71847, 1, "\u{118C7}"], [71848, 1, "\u{118C8}"], [71849, 1, "\u{118C9}"], [71850, 1, "\u{118CA}"], [71851, 1, "\u{118CB}"], [71852, 1, "\u{118CC}"], [71853, 1, "\u{118CD}"], [71854, 1, "\u{118CE}"], [71855, 1, "\u{118CF}"], [71856, 1, "\u{118D0}"], [71857, 1, "\u{118D1}"], [71858, 1, "\u{118D2}"], [71859, 1, "\u{118D3}"], [71860, 1, "\u{118D4}"], [71861, 1, "\u{118D5}"], [71862, 1, "\u{118D6}"], [71863, 1, "\u{118D7}"], [71864, 1, "\u{118D8}"], [71865, 1, "\u{118D9}"], [71866, 1, "\u{118DA}"], [71867, 1, "\u{118DB}"], [71868, 1, "\u{118DC}"], [71869, 1, "\u{118DD}"], [71870, 1, "\u{118DE}"], [71871, 1, "\u{118DF}"], [[71872, 71913], 2], [[71914, 71922], 2], [[71923, 71934], 3], [71935, 2], [[71936, 71942], 2], [[71943, 71944], 3], [71945, 2], [[71946, 71947], 3], [[71948, 71955], 2], [71956, 3], [[71957, 71958], 2], [71959, 3], [[71960, 71989], 2], [71990, 3], [[71991, 71992], 2], [[71993, 71994], 3], [[71995, 72003], 2], [[72004, 72006], 2], [[72007, 72015], 3], [[72016, 72025], 2], [[72026, 72095], 3], [[72096, 72103], 2], [[72104, 72105], 3], [[72106, 72151], 2], [[72152, 72153], 3], [[72154, 72161], 2], [72162, 2], [[72163, 72164], 2], [[72165, 72191], 3], [[72192, 72254], 2], [[72255, 72262], 2], [72263, 2], [[72264, 72271], 3], [[72272, 72323], 2], [[72324, 72325], 2], [[72326, 72345], 2], [[72346, 72348], 2], [72349, 2], [[72350, 72354], 2], [[72355, 72367], 3], [[72368, 72383], 2], [[72384, 72440], 2], [[72441, 72447], 3], [[72448, 72457], 2], [[72458, 72639], 3], [[72640, 72672], 2], [72673, 2], [[72674, 72687], 3], [[72688, 72697], 2], [[72698, 72703], 3], [[72704, 72712], 2], [72713, 3], [[72714, 72758], 2], [72759, 3], [[72760, 72768], 2], [[72769, 72773], 2], [[72774, 72783], 3], [[72784, 72793], 2], [[72794, 72812], 2], [[72813, 72815], 3], [[72816, 72817], 2], [[72818, 72847], 2], [[72848, 72849], 3], [[72850, 72871], 2], [72872, 3], [[72873, 72886], 2], [[72887, 72959], 3], [[72960, 72966], 2], [72967, 3], [[72968, 72969], 2], [72970, 3], [[72971, 73014], 2], [[73015, 73017], 3], [73018, 2], [73019, 3], [[73020, 73021], 2], [73022, 3], [[73023, 73031], 2], [[73032, 73039], 3], [[73040, 73049], 2], [[73050, 73055], 3], [[73056, 73061], 2], [73062, 3], [[73063, 73064], 2], [73065, 3], [[73066, 73102], 2], [73103, 3], [[73104, 73105], 2], [73106, 3], [[73107, 73112], 2], [[73113, 73119], 3], [[73120, 73129], 2], [[73130, 73439], 3], [[73440, 73462], 2], [[73463, 73464], 2], [[73465, 73471], 3], [[73472, 73488], 2], [73489, 3], [[73490, 73530], 2], [[73531, 73533], 3], [[73534, 73538], 2], [[73539, 73551], 2], [[73552, 73561], 2], [73562, 2], [[73563, 73647], 3], [73648, 2], [[73649, 73663], 3], [[73664, 73713], 2], [[73714, 73726], 3], [73727, 2], [[73728, 74606], 2], [[74607, 74648], 2], [74649, 2], [[74650, 74751], 3], [[74752, 74850], 2], [[74851, 74862], 2], [74863, 3], [[74864, 74867], 2], [74868, 2], [[74869, 74879], 3], [[74880, 75075], 2], [[75076, 77711], 3], [[77712, 77808], 2], [[77809, 77810], 2], [[77811, 77823], 3], [[77824, 78894], 2], [78895, 2], [[78896, 78904], 3], [[78905, 78911], 3], [[78912, 78933], 2], [[78934, 78943], 3], [[78944, 82938], 2], [[82939, 82943], 3], [[82944, 83526], 2], [[83527, 90367], 3], [[90368, 90425], 2], [[90426, 92159], 3], [[92160, 92728], 2], [[92729, 92735], 3], [[92736, 92766], 2], [92767, 3], [[92768, 92777], 2], [[92778, 92781], 3], [[92782, 92783], 2], [[92784, 92862], 2], [92863, 3], [[92864, 92873], 2], [[92874, 92879], 3], [[92880, 92909], 2], [[92910, 92911], 3], [[92912, 92916], 2], [92917, 2], [[92918, 92927], 3], [[92928, 92982], 2], [[92983, 92991], 2], [[92992, 92995], 2], [[92996, 92997], 2], [[92998, 93007], 3], [[93008, 93017], 2], [93018, 3], [[93019, 93025], 2], [93026, 3], [[93027, 93047], 2], [[93048, 93052], 3], [[93053, 93071], 2], [[93072, 93503], 3], [[93504, 93548], 2], [[93549, 93551], 2], [[93552, 93561], 2], [[93562, 93759], 3], [93760, 1, "\u{16E60}"], [93761, 1, "\u{16E61}"], [93762, 1, "\u{16E62}"], [93763, 1, "\u{16E63}"], [93764, 1, "\u{16E64}"], [93765, 1, "\u{16E65}"], [93766, 1, "\u{16E66}"], [93767, 1, "\u{16E67}"], [93768, 1, "\u{16E68}"], [93769, 1, "\u{16E69}"], [93770, 1, "\u{16E6A}"], [93771, 1, "\u{16E6B}"], [93772, 1, "\u{16E6C}"], [93773, 1, "\u{16E6D}"], [93774, 1, "\u{16E6E}"], [93775, 1, "\u{16E6F}"], [93776, 1, "\u{16E70}"], [93777, 1, "\u{16E71}"], [93778, 1, "\u{16E72}"], [93779, 1, "\u{16E73}"], [93780, 1, "\u{16E74}"], [93781, 1, "\u{16E75}"], [93782, 1, "\u{16E76}"], [93783, 1, "\u{16E77}"], [93784, 1, "\u{16E78}"], [93785, 1, "\u{16E79}"], [93786, 1, "\u{16E7A}"], [93787, 1, "\u{16E7B}"], [93788, 1, "\u{16E7C}"], [93789, 1, "\u{16E7D}"], [93790, 1, "\u{16E7E}"], [93791, 1, "\u{16E7F}"], [[93792, 93823], 2], [[93824, 93850], 2], [[93851, 93951], 3], [[93952, 94020], 2], [[94021, 94026], 2], [[94027, 94030], 3], [94031, 2], [[94032, 94078], 2], [[94079, 94087], 2], [[94088, 94094], 3], [[94095, 94111], 2], [[94112, 94175], 3], [94176, 2], [94177, 2], [94178, 2], [94179, 2], [94180, 2], [[94181, 94191], 3], [[94192, 94193], 2], [[94194, 94207], 3], [[94208, 100332], 2], [[100333, 100337], 2], [[100338, 100343], 2], [[100344, 100351], 3], [[100352, 101106], 2], [[101107, 101589], 2], [[101590, 101630], 3], [101631, 2], [[101632, 101640], 2], [[101641, 110575], 3], [[110576, 110579], 2], [110580, 3], [[110581, 110587], 2], [110588, 3], [[110589, 110590], 2], [110591, 3], [[110592, 110593], 2], [[110594, 110878], 2], [[110879, 110882], 2], [[110883, 110897], 3], [110898, 2], [[110899, 110927], 3], [[110928, 110930], 2], [[110931, 110932], 3], [110933, 2], [[110934, 110947], 3], [[110948, 110951], 2], [[110952, 110959], 3], [[110960, 111355], 2], [[111356, 113663], 3], [[113664, 113770], 2], [[113771, 113775], 3], [[113776, 113788], 2], [[113789, 113791], 3], [[113792, 113800], 2], [[113801, 113807], 3], [[113808, 113817], 2], [[113818, 113819], 3], [113820, 2], [[113821, 113822], 2], [113823, 2], [[113824, 113827], 7], [[113828, 117759], 3], [[117760, 117973], 2], [117974, 1, "a"], [117975, 1, "b"], [117976, 1, "c"], [117977, 1, "d"], [117978, 1, "e"], [117979, 1, "f"], [117980, 1, "g"], [117981, 1, "h"], [117982, 1, "i"], [117983, 1, "j"], [117984, 1, "k"], [117985, 1, "l"], [117986, 1, "m"], [117987, 1, "n"], [117988, 1, "o"], [117989, 1, "p"], [117990, 1, "q"], [117991, 1, "r"], [117992, 1, "s"], [117993, 1, "t"], [117994, 1, "u"], [117995, 1, "v"], [117996, 1, "w"], [117997, 1, "x"], [117998, 1, "y"], [117999, 1, "z"], [118e3, 1, "0"], [118001, 1, "1"], [118002, 1, "2"], [118003, 1, "3"], [118004, 1, "4"], [118005, 1, "5"], [118006, 1, "6"], [118007, 1, "7"], [118008, 1, "8"], [118009, 1, "9"], [[118010, 118015], 3], [[118016, 118451], 2], [[118452, 118527], 3], [[118528, 118573], 2], [[118574, 118575], 3], [[118576, 118598], 2], [[118599, 118607], 3], [[118608, 118723], 2], [[118724, 118783], 3], [[118784, 119029], 2], [[119030, 119039], 3], [[119040, 119078], 2], [[119079, 119080], 3], [119081, 2], [[119082, 119133], 2], [119134, 1, "\u{1D157}\u{1D165}"], [119135, 1, "\u{1D158}\u{1D165}"], [119136, 1, "\u{1D158}\u{1D165}\u{1D16E}"], [119137, 1, "\u{1D158}\u{1D165}\u{1D16F}"], [119138, 1, "\u{1D158}\u{1D165}\u{1D170}"], [119139, 1, "\u{1D158}\u{1D165}\u{1D171}"], [119140, 1, "\u{1D158}\u{1D165}\u{1D172}"], [[119141, 119154], 2], [[119155, 119162], 7], [[119163, 119226], 2], [119227, 1, "\u{1D1B9}\u{1D165}"], [119228, 1, "\u{1D1BA}\u{1D165}"], [119229, 1, "\u{1D1B9}\u{1D165}\u{1D16E}"], [119230, 1, "\u{1D1BA}\u{1D165}\u{1D16E}"], [119231, 1, "\u{1D1B9}\u{1D165}\u{1D16F}"], [119232, 1, "\u{1D1BA}\u{1D165}\u{1D16F}"], [[119233, 119261], 2], [[119262, 119272], 2], [[119273, 119274], 2], [[119275, 119295], 3], [[119296, 119365], 2], [[119366, 119487], 3], [[119488, 119507], 2], [[119508, 119519], 3], [[119520, 119539], 2], [[119540, 119551], 3], [[119552, 119638], 2], [[119639, 119647], 3], [[119648, 119665], 2], [[119666, 119672], 2], [[119673, 119807], 3], [119808, 1, "a"], [119809, 1, "b"], [119810, 1, "c"], [119811, 1, "d"], [119812, 1, "e"], [119813, 1, "f"], [119814, 1, "g"], [119815, 1, "h"], [119816, 1, "i"], [119817, 1, "j"], [119818, 1, "k"], [119819, 1, "l"], [119820, 1, "m"], [119821, 1, "n"], [119822, 1, "o"], [119823, 1, "p"], [119824, 1, "q"], [119825, 1, "r"], [119826, 1, "s"], [119827, 1, "t"], [119828, 1, "u"], [119829, 1, "v"], [119830, 1, "w"], [119831, 1, "x"], [119832, 1, "y"], [119833, 1, "z"], [119834, 1, "a"], [119835, 1, "b"], [119836, 1, "c"], [119837, 1, "d"], [119838, 1, "e"], [119839, 1, "f"], [119840, 1, "g"], [119841, 1, "h"], [119842, 1, "i"], [119843, 1, "j"], [119844, 1, "k"], [119845, 1, "l"], [119846, 1, "m"], [119847, 1, "n"], [119848, 1, "o"], [119849, 1, "p"], [119850, 1, "q"], [119851, 1, "r"], [119852, 1, "s"], [119853, 1, "t"], [119854, 1, "u"], [119855, 1, "v"], [119856, 1, "w"], [119857, 1, "x"], [119858, 1, "y"], [119859, 1, "z"], [119860, 1, "a"], [119861, 1, "b"], [119862, 1, "c"], [119863, 1, "d"], [119864, 1, "e"], [119865, 1, "f"], [119866, 1, "g"], [119867, 1, "h"], [119868, 1, "i"], [119869, 1, "j"], [119870, 1, "k"], [119871, 1, "l"], [119872, 1, "m"], [119873, 1, "n"], [119874, 1, "o"], [119875, 1, "p"], [119876, 1, "q"], [119877, 1, "r"], [119878, 1, "s"], [119879, 1, "t"], [119880, 1, "u"], [119881, 1, "v"], [119882, 1, "w"], [119883, 1, "x"], [119884, 1, "y"], [119885, 1, "z"], [119886, 1, "a"], [119887, 1, "b"], [119888, 1, "c"], [119889, 1, "d"], [119890, 1, "e"], [119891, 1, "f"], [119892, 1, "g"], [119893, 3], [119894, 1, "i"], [119895, 1, "j"], [119896, 1, "k"], [119897, 1, "l"], [119898, 1, "m"], [119899, 1, "n"], [119900, 1, "o"], [119901, 1, "p"], [119902, 1, "q"], [119903, 1, "r"], [119904, 1, "s"], [119905, 1, "t"], [119906, 1, "u"], [119907, 1, "v"], [119908, 1, "w"], [119909, 1, "x"], [119910, 1, "y"], [119911, 1, "z"], [119912, 1, "a"], [119913, 1, "b"], [119914, 1, "c"], [119915, 1, "d"], [119916, 1, "e"], [119917, 1, "f"], [119918, 1, "g"], [119919, 1, "h"], [119920, 1, "i"], [119921, 1, "j"], [119922, 1, "k"], [119923, 1, "l"], [119924, 1, "m"], [119925, 1, "n"], [119926, 1, "o"], [119927, 1, "p"], [119928, 1, "q"], [119929, 1, "r"], [119930, 1, "s"], [119931, 1, "t"], [119932, 1, "u"], [119933, 1, "v"], [119934, 1, "w"], [119935, 1, "x"], [119936, 1, "y"], [119937, 1, "z"], [119938, 1, "a"], [119939, 1, "b"], [119940, 1, "c"], [119941, 1, "d"], [119942, 1, "e"], [119943, 1, "f"], [119944, 1, "g"], [119945, 1, "h"], [119946, 1, "i"], [119947, 1, "j"], [119948, 1, "k"], [119949, 1, "l"], [119950, 1, "m"], [119951, 1, "n"], [119952, 1, "o"], [119953, 1, "p"], [119954, 1, "q"], [119955, 1, "r"], [119956, 1, "s"], [119957, 1, "t"], [119958, 1, "u"], [119959, 1, "v"], [119960, 1, "w"], [119961, 1, "x"], [119962, 1, "y"], [119963, 1, "z"], [119964, 1, "a"], [119965, 3], [119966, 1, "c"], [119967, 1, "d"], [[119968, 119969], 3], [119970, 1, "g"], [[119971, 119972], 3], [119973, 1, "j"], [119974, 1, "k"], [[119975, 119976], 3], [119977, 1, "n"], [119978, 1, "o"], [119979, 1, "p"], [119980, 1, "q"], [119981, 3], [119982, 1, "s"], [119983, 1, "t"], [119984, 1, "u"], [119985, 1, "v"], [119986, 1, "w"], [119987, 1, "x"], [119988, 1, "y"], [119989, 1, "z"], [119990, 1, "a"], [119991, 1, "b"], [119992, 1, "c"], [119993, 1, "d"], [119994, 3], [119995, 1, "f"], [119996, 3], [119997, 1, "h"], [119998, 1, "i"], [119999, 1, "j"], [12e4, 1, "k"], [120001, 1, "l"], [120002, 1, "m"], [120003, 1, "n"], [120004, 3], [120005, 1, "p"], [120006, 1, "q"], [120007, 1, "r"], [120008, 1, "s"], [120009, 1, "t"], [120010, 1, "u"], [120011, 1, "v"], [120012, 1, "w"], [120013, 1, "x"], [120014, 1, "y"], [120015, 1, "z"], [120016, 1, "a"], [120017, 1, "b"], [120018, 1, "c"], [120019, 1, "d"], [120020, 1, "e"], [120021, 1, "f"], [120022, 1, "g"], [120023, 1, "h"], [120024, 1, "i"], [120025, 1, "j"], [120026, 1, "k"], [120027, 1, "l"], [120028, 1, "m"], [120029, 1, "n"], [120030, 1, "o"], [120031, 1, "p"], [120032, 1, "q"], [120033, 1, "r"], [120034, 1, "s"], [120035, 1, "t"], [120036, 1, "u"], [120037, 1, "v"], [120038, 1, "w"], [120039, 1, "x"], [120040, 1, "y"], [120041, 1, "z"], [120042, 1, "a"], [120043, 1, "b"], [120044, 1, "c"], [120045, 1, "d"], [120046, 1, "e"], [120047, 1, "f"], [120048, 1, "g"], [120049, 1, "h"], [120050, 1, "i"], [120051, 1, "j"], [120052, 1, "k"], [120053, 1, "l"], [120054, 1, "m"], [120055, 1, "n"], [120056, 1, "o"], [120057, 1, "p"], [120058, 1, "q"], [120059, 1, "r"], [120060, 1, "s"], [120061, 1, "t"], [120062, 1, "u"], [120063, 1, "v"], [120064, 1, "w"], [120065, 1, "x"], [120066, 1, "y"], [120067, 1, "z"], [120068, 1, "a"], [120069, 1, "b"], [120070, 3], [120071, 1, "d"], [120072, 1, "e"], [120073, 1, "f"], [120074, 1, "g"], [[120075, 120076], 3], [120077, 1, "j"], [120078, 1, "k"], [120079, 1, "l"], [120080, 1, "m"], [120081, 1, "n"], [120082, 1, "o"], [120083, 1, "p"], [120084, 1, "q"], [120085, 3], [120086, 1, "s"], [120087, 1, "t"], [120088, 1, "u"], [120089, 1, "v"], [120090, 1, "w"], [120091, 1, "x"], [120092, 1, "y"], [120093, 3], [120094, 1, "a"], [120095, 1, "b"], [120096, 1, "c"], [120097, 1, "d"], [120098, 1, "e"], [120099, 1, "f"], [120100, 1, "g"], [120101, 1, "h"], [120102, 1, "i"], [120103, 1, "j"], [120104, 1, "k"], [120105, 1, "l"], [120106, 1, "m"], [120107, 1, "n"], [120108, 1, "o"], [120109, 1, "p"], [120110, 1, "q"], [120111, 1, "r"], [120112, 1, "s"], [120113, 1, "t"], [120114, 1, "u"], [120115, 1, "v"], [120116, 1, "w"], [120117, 1, "x"], [120118, 1, "y"], [120119, 1, "z"], [120120, 1, "a"], [120121, 1, "b"], [120122, 3], [120123, 1, "d"], [120124, 1, "e"], [120125, 1, "f"], [120126, 1, "g"], [120127, 3], [120128, 1, "i"], [120129, 1, "j"], [120130, 1, "k"], [120131, 1, "l"], [120132, 1, "m"], [120133, 3], [120134, 1, "o"], [[120135, 120137], 3], [120138, 1, "s"], [120139, 1, "t"], [120140, 1, "u"], [120141, 1, "v"], [120142, 1, "w"], [120143, 1, "x"], [120144, 1, "y"], [120145, 3], [120146, 1, "a"], [120147, 1, "b"], [120148, 1, "c"], [120149, 1, "d"], [120150, 1, "e"], [120151, 1, "f"], [120152, 1, "g"], [120153, 1, "h"], [120154, 1, "i"], [120155, 1, "j"], [120156, 1, "k"], [120157, 1, "l"], [120158, 1, "m"], [120159, 1, "n"], [120160, 1, "o"], [120161, 1, "p"], [120162, 1, "q"], [120163, 1, "r"], [120164, 1, "s"], [120165, 1, "t"], [120166, 1, "u"], [120167, 1, "v"], [120168, 1, "w"], [120169, 1, "x"], [120170, 1, "y"], [120171, 1, "z"], [120172, 1, "a"], [120173, 1, "b"], [120174, 1, "c"], [120175, 1, "d"], [120176, 1, "e"], [120177, 1, "f"], [120178, 1, "g"], [120179, 1, "h"], [120180, 1, "i"], [120181, 1, "j"], [120182, 1, "k"], [120183, 1, "l"], [120184, 1, "m"], [120185, 1, "n"], [120186, 1, "o"], [120187, 1, "p"], [120188, 1, "q"], [120189, 1, "r"], [120190, 1, "s"], [120191, 1, "t"], [120192, 1, "u"], [120193, 1, "v"], [120194, 1, "w"], [120195, 1, "x"], [120196, 1, "y"], [120197, 1, "z"], [120198, 1, "a"], [120199, 1, "b"], [120200, 1, "c"], [120201, 1, "d"], [120202, 1, "e"], [120203, 1, "f"], [120204, 1, "g"], [120205, 1, "h"], [120206, 1, "i"], [120207, 1, "j"], [120208, 1, "k"], [120209, 1, "l"], [120210, 1, "m"], [120211, 1, "n"], [120212, 1, "o"], [120213, 1, "p"], [120214, 1, "q"], [120215, 1, "r"], [120216, 1, "s"], [120217, 1, "t"], [120218, 1, "u"], [120219, 1, "v"], [120220, 1, "w"], [120221, 1, "x"], [120222, 1, "y"], [120223, 1, "z"], [120224, 1, "a"], [120225, 1, "b"], [120226, 1, "c"], [120227, 1, "d"], [120228, 1, "e"], [120229, 1, "f"], [120230, 1, "g"], [120231, 1, "h"], [120232, 1, "i"], [120233, 1, "j"], [120234, 1, "k"], [120235, 1, "l"], [120236, 1, "m"], [120237, 1, "n"], [120238, 1, "o"], [120239, 1, "p"], [120240, 1, "q"], [120241, 1, "r"], [120242, 1, "s"], [120243, 1, "t"], [120244, 1, "u"], [120245, 1, "v"], [120246, 1, "w"], [120247, 1, "x"], [120248, 1, "y"], [120249, 1, "z"], [120250, 1, "a"], [120251, 1, "b"], [120252, 1, "c"], [120253, 1, "d"], [120254, 1, "e"], [120255, 1, "f"], [120256, 1, "g"], [120257, 1, "h"], [120258, 1, "i"], [120259, 1, "j"], [120260, 1, "k"], [120261, 1, "l"], [120262, 1, "m"], [120263, 1, "n"], [120264, 1, "o"], [120265, 1, "p"], [120266, 1, "q"], [120267, 1, "r"], [120268, 1, "s"], [120269, 1, "t"], [120270, 1, "u"], [120271, 1, "v"], [120272, 1, "w"], [120273, 1, "x"], [120274, 1, "y"], [120275, 1, "z"], [120276, 1, "a"], [120277, 1, "b"], [120278, 1, "c"], [120279, 1, "d"], [120280, 1, "e"], [120281, 1, "f"], [120282, 1, "g"], [120283, 1, "h"], [120284, 1, "i"], [120285, 1, "j"], [120286, 1, "k"], [120287, 1, "l"], [120288, 1, "m"], [120289, 1, "n"], [120290, 1, "o"], [120291, 1, "p"], [120292, 1, "q"], [120293, 1, "r"], [120294, 1, "s"], [120295, 1, "t"], [120296, 1, "u"], [120297, 1, "v"], [120298, 1, "w"], [120299, 1, "x"], [120300, 1, "y"], [120301, 1, "z"], [120302, 1, "a"], [120303, 1, "b"], [120304, 1, "c"], [120305, 1, "d"], [120306, 1, "e"], [120307, 1, "f"], [120308, 1, "g"], [120309, 1, "h"], [120310, 1, "i"], [120311, 1, "j"], [120312, 1, "k"], [120313, 1, "l"], [120314, 1, "m"], [120315, 1, "n"], [120316, 1, "o"], [120317, 1, "p"], [120318, 1, "q"], [120319, 1, "r"], [120320, 1, "s"], [120321, 1, "t"], [120322, 1, "u"], [120323, 1, "v"], [120324, 1, "w"], [120325, 1, "x"], [120326, 1, "y"], [120327, 1, "z"], [120328, 1, "a"], [120329, 1, "b"], [120330, 1, "c"], [120331, 1, "d"], [120332, 1, "e"], [120333, 1, "f"], [120334, 1, "g"], [120335, 1, "h"], [120336, 1, "i"], [120337, 1, "j"], [120338, 1, "k"], [120339, 1, "l"], [120340, 1, "m"], [120341, 1, "n"], [120342, 1, "o"], [120343, 1, "p"], [120344, 1, "q"], [120345, 1, "r"], [120346, 1, "s"], [120347, 1, "t"], [120348, 1, "u"], [120349, 1, "v"], [120350, 1, "w"], [120351, 1, "x"], [120352, 1, "y"], [120353, 1, "z"], [120354, 1, "a"], [120355, 1, "b"], [120356, 1, "c"], [120357, 1, "d"], [120358, 1, "e"], [120359, 1, "f"], [120360, 1, "g"], [120361, 1, "h"], [120362, 1, "i"], [120363, 1, "j"], [120364, 1, "k"], [120365, 1, "l"], [120366, 1, "m"], [120367, 1, "n"], [120368, 1, "o"], [120369, 1, "p"], [120370, 1, "q"], [120371, 1, "r"], [120372, 1, "s"], [120373, 1, "t"], [120374, 1, "u"], [120375, 1, "v"], [120376, 1, "w"], [120377, 1, "x"], [120378, 1, "y"], [120379, 1, "z"], [120380, 1, "a"], [120381, 1, "b"], [120382, 1, "c"], [120383, 1, "d"], [120384, 1, "e"], [120385, 1, "f"], [120386, 1, "g"], [120387, 1, "h"], [120388, 1, "i"], [120389, 1, "j"], [120390, 1, "k"], [120391, 1, "l"], [120392, 1, "m"], [120393, 1, "n"], [120394, 1, "o"], [120395, 1, "p"], [120396, 1, "q"], [120397, 1, "r"], [120398, 1, "s"], [120399, 1, "t"], [120400, 1, "u"], [120401, 1, "v"], [120402, 1, "w"], [120403, 1, "x"], [120404, 1, "y"], [120405, 1, "z"], [120406, 1, "a"], [120407, 1, "b"], [120408, 1, "c"], [120409, 1, "d"], [120410, 1, "e"], [120411, 1, "f"], [120412, 1, "g"], [120413, 1, "h"], [120414, 1, "i"], [120415, 1, "j"], [120416, 1, "k"], [120417, 1, "l"], [120418, 1, "m"], [120419, 1, "n"], [120420, 1, "o"], [120421, 1, "p"], [120422, 1, "q"], [120423, 1, "r"], [120424, 1, "s"], [120425, 1, "t"], [120426, 1, "u"], [120427, 1, "v"], [120428, 1, "w"], [120429, 1, "x"], [120430, 1, "y"], [120431, 1, "z"], [120432, 1, "a"], [120433, 1, "b"], [120434, 1, "c"], [120435, 1, "d"], [120436, 1, "e"], [120437, 1, "f"], [120438, 1, "g"], [120439, 1, "h"], [120440, 1, "i"], [120441, 1, "j"], [120442, 1, "k"], [120443, 1, "l"], [120444, 1, "m"], [120445, 1, "n"], [120446, 1, "o"], [120447, 1, "p"], [120448, 1, "q"], [120449, 1, "r"], [120450, 1, "s"], [120451, 1, "t"], [120452, 1, "u"], [120453, 1, "v"], [120454, 1, "w"], [120455, 1, "x"], [120456, 1, "y"], [120457, 1, "z"], [120458, 1, "a"], [120459, 1, "b"], [120460, 1, "c"], [120461, 1, "d"], [120462, 1, "e"], [120463, 1, "f"], [120464, 1, "g"], [120465, 1, "h"], [120466, 1, "i"], [120467, 1, "j"], [120468, 1, "k"], [120469, 1, "l"], [120470, 1, "m"], [120471, 1, "n"], [120472, 1, "o"], [120473, 1, "p"], [120474, 1, "q"], [120475, 1, "r"], [120476, 1, "s"], [120477, 1, "t"], [120478, 1, "u"], [120479, 1, "v"], [120480, 1, "w"], [120481, 1, "x"], [120482, 1, "y"], [120483, 1, "z"], [120484, 1, "\u0131"], [120485, 1, "\u0237"], [[120486, 120487], 3], [120488, 1, "\u03B1"], [120489, 1, "\u03B2"], [120490, 1, "\u03B3"], [120491, 1, "\u03B4"], [120492, 1, "\u03B5"], [120493, 1, "\u03B6"], [120494, 1, "\u03B7"], [120495, 1, "\u03B8"], [120496, 1, "\u03B9"], [120497, 1, "\u03BA"], [120498, 1, "\u03BB"], [120499, 1, "\u03BC"], [120500, 1, "\u03BD"], [120501, 1, "\u03BE"], [120502, 1, "\u03BF"], [120503, 1, "\u03C0"], [120504, 1, "\u03C1"], [120505, 1, "\u03B8"], [120506, 1, "\u03C3"], [120507, 1, "\u03C4"], [120508, 1, "\u03C5"], [120509, 1, "\u03C6"], [120510, 1, "\u03C7"], [120511, 1, "\u03C8"], [120512, 1, "\u03C9"], [120513, 1, "\u2207"], [120514, 1, "\u03B1"], [120515, 1, "\u03B2"], [120516, 1, "\u03B3"], [120517, 1, "\u03B4"], [120518, 1, "\u03B5"], [120519, 1, "\u03B6"], [120520, 1, "\u03B7"], [120521, 1, "\u03B8"], [120522, 1, "\u03B9"], [120523, 1, "\u03BA"], [120524, 1, "\u03BB"], [120525, 1, "\u03BC"], [120526, 1, "\u03BD"], [120527, 1, "\u03BE"], [120528, 1, "\u03BF"], [120529, 1, "\u03C0"], [120530, 1, "\u03C1"], [[120531, 120532], 1, "\u03C3"], [120533, 1, "\u03C4"], [120534, 1, "\u03C5"], [120535, 1, "\u03C6"], [120536, 1, "\u03C7"], [120537, 1, "\u03C8"], [120538, 1, "\u03C9"], [120539, 1, "\u2202"], [120540, 1, "\u03B5"], [120541, 1, "\u03B8"], [120542, 1, "\u03BA"], [120543, 1, "\u03C6"], [120544, 1, "\u03C1"], [120545, 1, "\u03C0"], [120546, 1, "\u03B1"], [120547, 1, "\u03B2"], [120548, 1, "\u03B3"], [120549, 1, "\u03B4"], [120550, 1, "\u03B5"], [120551, 1, "\u03B6"], [120552, 1, "\u03B7"], [120553, 1, "\u03B8"], [120554, 1, "\u03B9"], [120555, 1, "\u03BA"], [120556, 1, "\u03BB"], [120557, 1, "\u03BC"], [120558, 1, "\u03BD"], [120559, 1, "\u03BE"], [120560, 1, "\u03BF"], [120561, 1, "\u03C0"], [120562, 1, "\u03C1"], [120563, 1, "\u03B8"], [120564, 1, "\u03C3"], [120565, 1, "\u03C4"], [120566, 1, "\u03C5"], [120567, 1, "\u03C6"], [120568, 1, "\u03C7"], [120569, 1, "\u03C8"], [120570, 1, "\u03C9"], [120571, 1, "\u2207"], [120572, 1, "\u03B1"], [120573, 1, "\u03B2"], [120574, 1, "\u03B3"], [120575, 1, "\u03B4"], [120576, 1, "\u03B5"], [120577, 1, "\u03B6"], [120578, 1, "\u03B7"], [120579, 1, "\u03B8"], [120580, 1, "\u03B9"], [120581, 1, "\u03BA"], [120582, 1, "\u03BB"], [120583, 1, "\u03BC"], [120584, 1, "\u03BD"], [120585, 1, "\u03BE"], [120586, 1, "\u03BF"], [120587, 1, "\u03C0"], [120588, 1, "\u03C1"], [[120589, 120590], 1, "\u03C3"], [120591, 1, "\u03C4"], [120592, 1, "\u03C5"], [120593, 1, "\u03C6"], [120594, 1, "\u03C7"], [120595, 1, "\u03C8"], [120596, 1, "\u03C9"], [120597, 1, "\u2202"], [120598, 1, "\u03B5"], [120599, 1, "\u03B8"], [120600, 1, "\u03BA"], [120601, 1, "\u03C6"], [120602, 1, "\u03C1"], [120603, 1, "\u03C0"], [120604, 1, "\u03B1"], [120605, 1, "\u03B2"], [120606, 1, "\u03B3"], [120607, 1, "\u03B4"], [120608, 1, "\u03B5"], [120609, 1, "\u03B6"], [120610, 1, "\u03B7"], [120611, 1, "\u03B8"], [120612, 1, "\u03B9"], [120613, 1, "\u03BA"], [120614, 1, "\u03BB"], [120615, 1, "\u03BC"], [120616, 1, "\u03BD"], [120617, 1, "\u03BE"], [120618, 1, "\u03BF"], [120619, 1, "\u03C0"], [120620, 1, "\u03C1"], [120621, 1, "\u03B8"], [120622, 1, "\u03C3"], [120623, 1, "\u03C4"], [120624, 1, "\u03C5"], [120625, 1, "\u03C6"], [120626, 1, "\u03C7"], [120627, 1, "\u03C8"], [120628, 1, "\u03C9"], [120629, 1, "\u2207"], [120630, 1, "\u03B1"], [120631, 1, "\u03B2"], [120632, 1, "\u03B3"], [120633, 1, "\u03B4"], [120634, 1, "\u03B5"], [120635, 1, "\u03B6"], [120636, 1, "\u03B7"], [120637, 1, "\u03B8"], [120638, 1, "\u03B9"], [120639, 1, "\u03BA"], [120640, 1, "\u03BB"], [120641, 1, "\u03BC"], [120642, 1, "\u03BD"], [120643, 1, "\u03BE"], [120644, 1, "\u03BF"], [120645, 1, "\u03C0"], [120646, 1, "\u03C1"], [[120647, 120648], 1, "\u03C3"], [120649, 1, "\u03C4"], [120650, 1, "\u03C5"], [120651, 1, "\u03C6"], [120652, 1, "\u03C7"], [120653, 1, "\u03C8"], [120654, 1, "\u03C9"], [120655, 1, "\u2202"], [120656, 1, "\u03B5"], [120657, 1, "\u03B8"], [120658, 1, "\u03BA"], [120659, 1, "\u03C6"], [120660, 1, "\u03C1"], [120661, 1, "\u03C0"], [120662, 1, "\u03B1"], [120663, 1, "\u03B2"], [120664, 1, "\u03B3"], [120665, 1, "\u03B4"], [120666, 1, "\u03B5"], [120667, 1, "\u03B6"], [120668, 1, "\u03B7"], [120669, 1, "\u03B8"], [120670, 1, "\u03B9"], [120671, 1, "\u03BA"], [120672, 1, "\u03BB"], [120673, 1, "\u03BC"], [120674, 1, "\u03BD"], [120675, 1, "\u03BE"], [120676, 1, "\u03BF"], [120677, 1, "\u03C0"], [120678, 1, "\u03C1"], [120679, 1, "\u03B8"], [120680, 1, "\u03C3"], [120681, 1, "\u03C4"], [120682, 1, "\u03C5"], [120683, 1, "\u03C6"], [120684, 1, "\u03C7"], [120685, 1, "\u03C8"], [120686, 1, "\u03C9"], [120687, 1, "\u2207"], [120688, 1, "\u03B1"], [120689, 1, "\u03B2"], [120690, 1, "\u03B3"], [120691, 1, "\u03B4"], [120692, 1, "\u03B5"], [120693, 1, "\u03B6"], [120694, 1, "\u03B7"], [120695, 1, "\u03B8"], [120696, 1, "\u03B9"], [120697, 1, "\u03BA"], [120698, 1, "\u03BB"], [120699, 1, "\u03BC"], [120700, 1, "\u03BD"], [120701, 1, "\u03BE"], [120702, 1, "\u03BF"], [120703, 1, "\u03C0"], [120704, 1, "\u03C1"], [[120705, 120706], 1, "\u03C3"], [120707, 1, "\u03C4"], [120708, 1, "\u03C5"], [120709, 1, "\u03C6"], [120710, 1, "\u03C7"], [120711, 1, "\u03C8"], [120712, 1, "\u03C9"], [120713, 1, "\u2202"], [120714, 1, "\u03B5"], [120715, 1, "\u03B8"], [120716, 1, "\u03BA"], [120717, 1, "\u03C6"], [120718, 1, "\u03C1"], [120719, 1, "\u03C0"], [120720, 1, "\u03B1"], [120721, 1, "\u03B2"], [120722, 1, "\u03B3"], [120723, 1, "\u03B4"], [120724, 1, "\u03B5"], [120725, 1, "\u03B6"], [120726, 1, "\u03B7"], [120727, 1, "\u03B8"], [120728, 1, "\u03B9"], [120729, 1, "\u03BA"], [120730, 1, "\u03BB"], [120731, 1, "\u03BC"], [120732, 1, "\u03BD"], [120733, 1, "\u03BE"], [120734, 1, "\u03BF"], [120735, 1, "\u03C0"], [120736, 1, "\u03C1"], [120737, 1, "\u03B8"], [120738, 1, "\u03C3"], [120739, 1, "\u03C4"], [120740, 1, "\u03C5"], [120741, 1, "\u03C6"], [120742, 1, "\u03C7"], [120743, 1, "\u03C8"], [120744, 1, "\u03C9"], [120745, 1, "\u2207"], [120746, 1, "\u03B1"], [120747, 1, "\u03B2"], [120748, 1, "\u03B3"], [120749, 1, "\u03B4"], [120750, 1, "\u03B5"], [120751, 1, "\u03B6"], [120752, 1, "\u03B7"], [120753, 1, "\u03B8"], [120754, 1, "\u03B9"], [120755, 1, "\u03BA"], [120756, 1, "\u03BB"], [120757, 1, "\u03BC"], [120758, 1, "\u03BD"], [120759, 1, "\u03BE"], [120760, 1, "\u03BF"], [120761, 1, "\u03C0"], [120762, 1, "\u03C1"], [[120763, 120764], 1, "\u03C3"], [120765, 1, "\u03C4"], [120766, 1, "\u03C5"], [120767, 1, "\u03C6"], [120768, 1, "\u03C7"], [120769, 1, "\u03C8"], [120770, 1, "\u03C9"], [120771, 1, "\u2202"], [120772, 1, "\u03B5"], [120773, 1, "\u03B8"], [120774, 1, "\u03BA"], [120775, 1, "\u03C6"], [120776, 1, "\u03C1"], [120777, 1, "\u03C0"], [[120778, 120779], 1, "\u03DD"], [[120780, 120781], 3], [120782, 1, "0"], [120783, 1, "1"], [120784, 1, "2"], [120785, 1, "3"], [120786, 1, "4"], [120787, 1, "5"], [120788, 1, "6"], [120789, 1, "7"], [120790, 1, "8"], [120791, 1, "9"], [120792, 1, "0"], [120793, 1, "1"], [120794, 1, "2"], [120795, 1, "3"], [120796, 1, "4"], [120797, 1, "5"], [120798, 1, "6"], [120799, 1, "7"], [120800, 1, "8"], [120801, 1, "9"], [120802, 1, "0"], [120803, 1, "1"], [120804, 1, "2"], [120805, 1, "3"], [120806, 1, "4"], [120807, 1, "5"], [120808, 1, "6"], [120809, 1, "7"], [120810, 1, "8"], [120811, 1, "9"], [120812, 1, "0"], [120813, 1, "1"], [120814, 1, "2"], [120815, 1, "3"], [120816, 1, "4"], [120817, 1, "5"], [120818, 1, "6"], [120819, 1, "7"], [120820, 1, "8"], [120821, 1, "9"], [120822, 1, "0"], [120823, 1, "1"], [120824, 1, "2"], [120825, 1, "3"], [120826, 1, "4"], [120827, 1, "5"], [120828, 1, "6"], [120829, 1, "7"], [120830, 1, "8"], [120831, 1, "9"], [[120832, 121343], 2], [[121344, 121398], 2], [[121399, 121402], 2], [[121403, 121452], 2], [[121453, 121460], 2], [121461, 2], [[121462, 121475], 2], [121476, 2], [[121477, 121483], 2], [[121484, 121498], 3], [[121499, 121503], 2], [121504, 3], [[121505, 121519], 2], [[121520, 122623], 3], [[122624, 122654], 2], [[122655, 122660], 3], [[122661, 122666], 2], [[122667, 122879], 3], [[122880, 122886], 2], [122887, 3], [[122888, 122904], 2], [[122905, 122906], 3], [[122907, 122913], 2], [122914, 3], [[122915, 122916], 2], [122917, 3], [[122918, 122922], 2], [[122923, 122927], 3], [122928, 1, "\u0430"], [122929, 1, "\u0431"], [122930, 1, "\u0432"], [122931, 1, "\u0433"], [122932, 1, "\u0434"], [122933, 1, "\u0435"], [122934, 1, "\u0436"], [122935, 1, "\u0437"], [122936, 1, "\u0438"], [122937, 1, "\u043A"], [122938, 1, "\u043B"], [122939, 1, "\u043C"], [122940, 1, "\u043E"], [122941, 1, "\u043F"], [122942, 1, "\u0440"], [122943, 1, "\u0441"], [122944, 1, "\u0442"], [122945, 1, "\u0443"], [122946, 1, "\u0444"], [122947, 1, "\u0445"], [122948, 1, "\u0446"], [122949, 1, "\u0447"], [122950, 1, "\u0448"], [122951, 1, "\u044B"], [122952, 1, "\u044D"], [122953, 1, "\u044E"], [122954, 1, "\uA689"], [122955, 1, "\u04D9"], [122956, 1, "\u0456"], [122957, 1, "\u0458"], [122958, 1, "\u04E9"], [122959, 1, "\u04AF"], [122960, 1, "\u04CF"], [122961, 1, "\u0430"], [122962, 1, "\u0431"], [122963, 1, "\u0432"], [122964, 1, "\u0433"], [122965, 1, "\u0434"], [122966, 1, "\u0435"], [122967, 1, "\u0436"], [122968, 1, "\u0437"], [122969, 1, "\u0438"], [122970, 1, "\u043A"], [122971, 1, "\u043B"], [122972, 1, "\u043E"], [122973, 1, "\u043F"], [122974, 1, "\u0441"], [122975, 1, "\u0443"], [122976, 1, "\u0444"], [122977, 1, "\u0445"], [122978, 1, "\u0446"], [122979, 1, "\u0447"], [122980, 1, "\u0448"], [122981, 1, "\u044A"], [122982, 1, "\u044B"], [122983, 1, "\u0491"], [122984, 1, "\u0456"], [122985, 1, "\u0455"], [122986, 1, "\u045F"], [122987, 1, "\u04AB"], [122988, 1, "\uA651"], [122989, 1, "\u04B1"], [[122990, 123022], 3], [123023, 2], [[123024, 123135], 3], [[123136, 123180], 2], [[123181, 123183], 3], [[123184, 123197], 2], [[123198, 123199], 3], [[123200, 123209], 2], [[123210, 123213], 3], [123214, 2], [123215, 2], [[123216, 123535], 3], [[123536, 123566], 2], [[123567, 123583], 3], [[123584, 123641], 2], [[123642, 123646], 3], [123647, 2], [[123648, 124111], 3], [[124112, 124153], 2], [[124154, 124367], 3], [[124368, 124410], 2], [[124411, 124414], 3], [124415, 2], [[124416, 124895], 3], [[124896, 124902], 2], [124903, 3], [[124904, 124907], 2], [124908, 3], [[124909, 124910], 2], [124911, 3], [[124912, 124926], 2], [124927, 3], [[124928, 125124], 2], [[125125, 125126], 3], [[125127, 125135], 2], [[125136, 125142], 2], [[125143, 125183], 3], [125184, 1, "\u{1E922}"], [125185, 1, "\u{1E923}"], [125186, 1, "\u{1E924}"], [125187, 1, "\u{1E925}"], [125188, 1, "\u{1E926}"], [125189, 1, "\u{1E927}"], [125190, 1, "\u{1E928}"], [125191, 1, "\u{1E929}"], [125192, 1, "\u{1E92A}"], [125193, 1, "\u{1E92B}"], [125194, 1, "\u{1E92C}"], [125195, 1, "\u{1E92D}"], [125196, 1, "\u{1E92E}"], [125197, 1, "\u{1E92F}"], [125198, 1, "\u{1E930}"], [125199, 1, "\u{1E931}"], [125200, 1, "\u{1E932}"], [125201, 1, "\u{1E933}"], [125202, 1, "\u{1E934}"], [125203, 1, "\u{1E935}"], [125204, 1, "\u{1E936}"], [125205, 1, "\u{1E937}"], [125206, 1, "\u{1E938}"], [125207, 1, "\u{1E939}"], [125208, 1, "\u{1E93A}"], [125209, 1, "\u{1E93B}"], [125210, 1, "\u{1E93C}"], [125211, 1, "\u{1E93D}"], [125212, 1, "\u{1E93E}"], [125213, 1, "\u{1E93F}"], [125214, 1, "\u{1E940}"], [125215, 1, "\u{1E941}"], [125216, 1, "\u{1E942}"], [125217, 1, "\u{1E943}"], [[125218, 125258], 2], [125259, 2], [[125260, 125263], 3], [[125264, 125273], 2], [[125274, 125277], 3], [[125278, 125279], 2], [[125280, 126064], 3], [[126065, 126132], 2], [[126133, 126208], 3], [[126209, 126269], 2], [[126270, 126463], 3], [126464, 1, "\u0627"], [126465, 1, "\u0628"], [126466, 1, "\u062C"], [126467, 1, "\u062F"], [126468, 3], [126469, 1, "\u0648"], [126470, 1, "\u0632"], [126471, 1, "\u062D"], [126472, 1, "\u0637"], [126473, 1, "\u064A"], [126474, 1, "\u0643"], [126475, 1, "\u0644"], [126476, 1, "\u0645"], [126477, 1, "\u0646"], [126478, 1, "\u0633"], [126479, 1, "\u0639"], [126480, 1, "\u0641"], [126481, 1, "\u0635"], [126482, 1, "\u0642"], [126483, 1, "\u0631"], [126484, 1, "\u0634"], [126485, 1, "\u062A"], [126486, 1, "\u062B"], [126487, 1, "\u062E"], [126488, 1, "\u0630"], [126489, 1, "\u0636"], [126490, 1, "\u0638"], [126491, 1, "\u063A"], [126492, 1, "\u066E"], [126493, 1, "\u06BA"], [126494, 1, "\u06A1"], [126495, 1, "\u066F"], [126496, 3], [126497, 1, "\u0628"], [126498, 1, "\u062C"], [126499, 3], [126500, 1, "\u0647"], [[126501, 126502], 3], [126503, 1, "\u062D"], [126504, 3], [126505, 1, "\u064A"], [126506, 1, "\u0643"], [126507, 1, "\u0644"], [126508, 1, "\u0645"], [126509, 1, "\u0646"], [126510, 1, "\u0633"], [126511, 1, "\u0639"], [126512, 1, "\u0641"], [126513, 1, "\u0635"], [126514, 1, "\u0642"], [126515, 3], [126516, 1, "\u0634"], [126517, 1, "\u062A"], [126518, 1, "\u062B"], [126519, 1, "\u062E"], [126520, 3], [126521, 1, "\u0636"], [126522, 3], [126523, 1, "\u063A"], [[126524, 126529], 3], [126530, 1, "\u062C"], [[126531, 126534], 3], [126535, 1, "\u062D"], [126536, 3], [126537, 1, "\u064A"], [126538, 3], [126539, 1, "\u0644"], [126540, 3], [126541, 1, "\u0646"], [126542, 1, "\u0633"], [126543, 1, "\u0639"], [126544, 3], [126545, 1, "\u0635"], [126546, 1, "\u0642"], [126547, 3], [126548, 1, "\u0634"], [[126549, 126550], 3], [126551, 1, "\u062E"], [126552, 3], [126553, 1, "\u0636"], [126554, 3], [126555, 1, "\u063A"], [126556, 3], [126557, 1, "\u06BA"], [126558, 3], [126559, 1, "\u066F"], [126560, 3], [126561, 1, "\u0628"], [126562, 1, "\u062C"], [126563, 3], [126564, 1, "\u0647"], [[126565, 126566], 3], [126567, 1, "\u062D"], [126568, 1, "\u0637"], [126569, 1, "\u064A"], [126570, 1, "\u0643"], [126571, 3], [126572, 1, "\u0645"], [126573, 1, "\u0646"], [126574, 1, "\u0633"], [126575, 1, "\u0639"], [126576, 1, "\u0641"], [126577, 1, "\u0635"], [126578, 1, "\u0642"], [126579, 3], [126580, 1, "\u0634"], [126581, 1, "\u062A"], [126582, 1, "\u062B"], [126583, 1, "\u062E"], [126584, 3], [126585, 1, "\u0636"], [126586, 1, "\u0638"], [126587, 1, "\u063A"], [126588, 1, "\u066E"], [126589, 3], [126590, 1, "\u06A1"], [126591, 3], [126592, 1, "\u0627"], [126593, 1, "\u0628"], [126594, 1, "\u062C"], [126595, 1, "\u062F"], [126596, 1, "\u0647"], [126597, 1, "\u0648"], [126598, 1, "\u0632"], [126599, 1, "\u062D"], [126600, 1, "\u0637"], [126601, 1, "\u064A"], [126602, 3], [126603, 1, "\u0644"], [126604, 1, "\u0645"], [126605, 1, "\u0646"], [126606, 1, "\u0633"], [126607, 1, "\u0639"], [126608, 1, "\u0641"], [126609, 1, "\u0635"], [126610, 1, "\u0642"], [126611, 1, "\u0631"], [126612, 1, "\u0634"], [126613, 1, "\u062A"], [126614, 1, "\u062B"], [126615, 1, "\u062E"], [126616, 1, "\u0630"], [126617, 1, "\u0636"], [126618, 1, "\u0638"], [126619, 1, "\u063A"], [[126620, 126624], 3], [126625, 1, "\u0628"], [126626, 1, "\u062C"], [126627, 1, "\u062F"], [126628, 3], [126629, 1, "\u0648"], [126630, 1, "\u0632"], [126631, 1, "\u062D"], [126632, 1, "\u0637"], [126633, 1, "\u064A"], [126634, 3], [126635, 1, "\u0644"], [126636, 1, "\u0645"], [126637, 1, "\u0646"], [126638, 1, "\u0633"], [126639, 1, "\u0639"], [126640, 1, "\u0641"], [126641, 1, "\u0635"], [126642, 1, "\u0642"], [126643, 1, "\u0631"], [126644, 1, "\u0634"], [126645, 1, "\u062A"], [126646, 1, "\u062B"], [126647, 1, "\u062E"], [126648, 1, "\u0630"], [126649, 1, "\u0636"], [126650, 1, "\u0638"], [126651, 1, "\u063A"], [[126652, 126703], 3], [[126704, 126705], 2], [[126706, 126975], 3], [[126976, 127019], 2], [[127020, 127023], 3], [[127024, 127123], 2], [[127124, 127135], 3], [[127136, 127150], 2], [[127151, 127152], 3], [[127153, 127166], 2], [127167, 2], [127168, 3], [[127169, 127183], 2], [127184, 3], [[127185, 127199], 2], [[127200, 127221], 2], [[127222, 127231], 3], [127232, 3], [127233, 1, "0,"], [127234, 1, "1,"], [127235, 1, "2,"], [127236, 1, "3,"], [127237, 1, "4,"], [127238, 1, "5,"], [127239, 1, "6,"], [127240, 1, "7,"], [127241, 1, "8,"], [127242, 1, "9,"], [[127243, 127244], 2], [[127245, 127247], 2], [127248, 1, "(a)"], [127249, 1, "(b)"], [127250, 1, "(c)"], [127251, 1, "(d)"], [127252, 1, "(e)"], [127253, 1, "(f)"], [127254, 1, "(g)"], [127255, 1, "(h)"], [127256, 1, "(i)"], [127257, 1, "(j)"], [127258, 1, "(k)"], [127259, 1, "(l)"], [127260, 1, "(m)"], [127261, 1, "(n)"], [127262, 1, "(o)"], [127263, 1, "(p)"], [127264, 1, "(q)"], [127265, 1, "(r)"], [127266, 1, "(s)"], [127267, 1, "(t)"], [127268, 1, "(u)"], [127269, 1, "(v)"], [127270, 1, "(w)"], [127271, 1, "(x)"], [127272, 1, "(y)"], [127273, 1, "(z)"], [127274, 1, "\u3014s\u3015"], [127275, 1, "c"], [127276, 1, "r"], [127277, 1, "cd"], [127278, 1, "wz"], [127279, 2], [127280, 1, "a"], [127281, 1, "b"], [127282, 1, "c"], [127283, 1, "d"], [127284, 1, "e"], [127285, 1, "f"], [127286, 1, "g"], [127287, 1, "h"], [127288, 1, "i"], [127289, 1, "j"], [127290, 1, "k"], [127291, 1, "l"], [127292, 1, "m"], [127293, 1, "n"], [127294, 1, "o"], [127295, 1, "p"], [127296, 1, "q"], [127297, 1, "r"], [127298, 1, "s"], [127299, 1, "t"], [127300, 1, "u"], [127301, 1, "v"], [127302, 1, "w"], [127303, 1, "x"], [127304, 1, "y"], [127305, 1, "z"], [127306, 1, "hv"], [127307, 1, "mv"], [127308, 1, "sd"], [127309, 1, "ss"], [127310, 1, "ppv"], [127311, 1, "wc"], [[127312, 127318], 2], [127319, 2], [[127320, 127326], 2], [127327, 2], [[127328, 127337], 2], [127338, 1, "mc"], [127339, 1, "md"], [127340, 1, "mr"], [[127341, 127343], 2], [[127344, 127352], 2], [127353, 2], [127354, 2], [[127355, 127356], 2], [[127357, 127358], 2], [127359, 2], [[127360, 127369], 2], [[127370, 127373], 2], [[127374, 127375], 2], [127376, 1, "dj"], [[127377, 127386], 2], [[127387, 127404], 2], [127405, 2], [[127406, 127461], 3], [[127462, 127487], 2], [127488, 1, "\u307B\u304B"], [127489, 1, "\u30B3\u30B3"], [127490, 1, "\u30B5"], [[127491, 127503], 3], [127504, 1, "\u624B"], [127505, 1, "\u5B57"], [127506, 1, "\u53CC"], [127507, 1, "\u30C7"], [127508, 1, "\u4E8C"], [127509, 1, "\u591A"], [127510, 1, "\u89E3"], [127511, 1, "\u5929"], [127512, 1, "\u4EA4"], [127513, 1, "\u6620"], [127514, 1, "\u7121"], [127515, 1, "\u6599"], [127516, 1, "\u524D"], [127517, 1, "\u5F8C"], [127518, 1, "\u518D"], [127519, 1, "\u65B0"], [127520, 1, "\u521D"], [127521, 1, "\u7D42"], [127522, 1, "\u751F"], [127523, 1, "\u8CA9"], [127524, 1, "\u58F0"], [127525, 1, "\u5439"], [127526, 1, "\u6F14"], [127527, 1, "\u6295"], [127528, 1, "\u6355"], [127529, 1, "\u4E00"], [127530, 1, "\u4E09"], [127531, 1, "\u904A"], [127532, 1, "\u5DE6"], [127533, 1, "\u4E2D"], [127534, 1, "\u53F3"], [127535, 1, "\u6307"], [127536, 1, "\u8D70"], [127537, 1, "\u6253"], [127538, 1, "\u7981"], [127539, 1, "\u7A7A"], [127540, 1, "\u5408"], [127541, 1, "\u6E80"], [127542, 1, "\u6709"], [127543, 1, "\u6708"], [127544, 1, "\u7533"], [127545, 1, "\u5272"], [127546, 1, "\u55B6"], [127547, 1, "\u914D"], [[127548, 127551], 3], [127552, 1, "\u3014\u672C\u3015"], [127553, 1, "\u3014\u4E09\u3015"], [127554, 1, "\u3014\u4E8C\u3015"], [127555, 1, "\u3014\u5B89\u3015"], [127556, 1, "\u3014\u70B9\u3015"], [127557, 1, "\u3014\u6253\u3015"], [127558, 1, "\u3014\u76D7\u3015"], [127559, 1, "\u3014\u52DD\u3015"], [127560, 1, "\u3014\u6557\u3015"], [[127561, 127567], 3], [127568, 1, "\u5F97"], [127569, 1, "\u53EF"], [[127570, 127583], 3], [[127584, 127589], 2], [[127590, 127743], 3], [[127744, 127776], 2], [[127777, 127788], 2], [[127789, 127791], 2], [[127792, 127797], 2], [127798, 2], [[127799, 127868], 2], [127869, 2], [[127870, 127871], 2], [[127872, 127891], 2], [[127892, 127903], 2], [[127904, 127940], 2], [127941, 2], [[127942, 127946], 2], [[127947, 127950], 2], [[127951, 127955], 2], [[127956, 127967], 2], [[127968, 127984], 2], [[127985, 127991], 2], [[127992, 127999], 2], [[128e3, 128062], 2], [128063, 2], [128064, 2], [128065, 2], [[128066, 128247], 2], [128248, 2], [[128249, 128252], 2], [[128253, 128254], 2], [128255, 2], [[128256, 128317], 2], [[128318, 128319], 2], [[128320, 128323], 2], [[128324, 128330], 2], [[128331, 128335], 2], [[128336, 128359], 2], [[128360, 128377], 2], [128378, 2], [[128379, 128419], 2], [128420, 2], [[128421, 128506], 2], [[128507, 128511], 2], [128512, 2], [[128513, 128528], 2], [128529, 2], [[128530, 128532], 2], [128533, 2], [128534, 2], [128535, 2], [128536, 2], [128537, 2], [128538, 2], [128539, 2], [[128540, 128542], 2], [128543, 2], [[128544, 128549], 2], [[128550, 128551], 2], [[128552, 128555], 2], [128556, 2], [128557, 2], [[128558, 128559], 2], [[128560, 128563], 2], [128564, 2], [[128565, 128576], 2], [[128577, 128578], 2], [[128579, 128580], 2], [[128581, 128591], 2], [[128592, 128639], 2], [[128640, 128709], 2], [[128710, 128719], 2], [128720, 2], [[128721, 128722], 2], [[128723, 128724], 2], [128725, 2], [[128726, 128727], 2], [[128728, 128731], 3], [128732, 2], [[128733, 128735], 2], [[128736, 128748], 2], [[128749, 128751], 3], [[128752, 128755], 2], [[128756, 128758], 2], [[128759, 128760], 2], [128761, 2], [128762, 2], [[128763, 128764], 2], [[128765, 128767], 3], [[128768, 128883], 2], [[128884, 128886], 2], [[128887, 128890], 3], [[128891, 128895], 2], [[128896, 128980], 2], [[128981, 128984], 2], [128985, 2], [[128986, 128991], 3], [[128992, 129003], 2], [[129004, 129007], 3], [129008, 2], [[129009, 129023], 3], [[129024, 129035], 2], [[129036, 129039], 3], [[129040, 129095], 2], [[129096, 129103], 3], [[129104, 129113], 2], [[129114, 129119], 3], [[129120, 129159], 2], [[129160, 129167], 3], [[129168, 129197], 2], [[129198, 129199], 3], [[129200, 129201], 2], [[129202, 129211], 2], [[129212, 129215], 3], [[129216, 129217], 2], [[129218, 129279], 3], [[129280, 129291], 2], [129292, 2], [[129293, 129295], 2], [[129296, 129304], 2], [[129305, 129310], 2], [129311, 2], [[129312, 129319], 2], [[129320, 129327], 2], [129328, 2], [[129329, 129330], 2], [[129331, 129342], 2], [129343, 2], [[129344, 129355], 2], [129356, 2], [[129357, 129359], 2], [[129360, 129374], 2], [[129375, 129387], 2], [[129388, 129392], 2], [129393, 2], [129394, 2], [[129395, 129398], 2], [[129399, 129400], 2], [129401, 2], [129402, 2], [129403, 2], [[129404, 129407], 2], [[129408, 129412], 2], [[129413, 129425], 2], [[129426, 129431], 2], [[129432, 129442], 2], [[129443, 129444], 2], [[129445, 129450], 2], [[129451, 129453], 2], [[129454, 129455], 2], [[129456, 129465], 2], [[129466, 129471], 2], [129472, 2], [[129473, 129474], 2], [[129475, 129482], 2], [129483, 2], [129484, 2], [[129485, 129487], 2], [[129488, 129510], 2], [[129511, 129535], 2], [[129536, 129619], 2], [[129620, 129631], 3], [[129632, 129645], 2], [[129646, 129647], 3], [[129648, 129651], 2], [129652, 2], [[129653, 129655], 2], [[129656, 129658], 2], [[129659, 129660], 2], [[129661, 129663], 3], [[129664, 129666], 2], [[129667, 129670], 2], [[129671, 129672], 2], [129673, 2], [[129674, 129678], 3], [129679, 2], [[129680, 129685], 2], [[129686, 129704], 2], [[129705, 129708], 2], [[129709, 129711], 2], [[129712, 129718], 2], [[129719, 129722], 2], [[129723, 129725], 2], [129726, 2], [129727, 2], [[129728, 129730], 2], [[129731, 129733], 2], [129734, 2], [[129735, 129741], 3], [[129742, 129743], 2], [[129744, 129750], 2], [[129751, 129753], 2], [[129754, 129755], 2], [129756, 2], [[129757, 129758], 3], [129759, 2], [[129760, 129767], 2], [129768, 2], [129769, 2], [[129770, 129775], 3], [[129776, 129782], 2], [[129783, 129784], 2], [[129785, 129791], 3], [[129792, 129938], 2], [129939, 3], [[129940, 129994], 2], [[129995, 130031], 2], [130032, 1, "0"], [130033, 1, "1"], [130034, 1, "2"], [130035, 1, "3"], [130036, 1, "4"], [130037, 1, "5"], [130038, 1, "6"], [130039, 1, "7"], [130040, 1, "8"], [130041, 1, "9"], [[130042, 131069], 3], [[131070, 131071], 3], [[131072, 173782], 2], [[173783, 173789], 2], [[173790, 173791], 2], [[173792, 173823], 3], [[173824, 177972], 2], [[177973, 177976], 2], [177977, 2], [[177978, 177983], 3], [[177984, 178205], 2], [[178206, 178207], 3], [[178208, 183969], 2], [[183970, 183983], 3], [[183984, 191456], 2], [[191457, 191471], 3], [[191472, 192093], 2], [[192094, 194559], 3], [194560, 1, "\u4E3D"], [194561, 1, "\u4E38"], [194562, 1, "\u4E41"], [194563, 1, "\u{20122}"], [194564, 1, "\u4F60"], [194565, 1, "\u4FAE"], [194566, 1, "\u4FBB"], [194567, 1, "\u5002"], [194568, 1, "\u507A"], [194569, 1, "\u5099"], [194570, 1, "\u50E7"], [194571, 1, "\u50CF"], [194572, 1, "\u349E"], [194573, 1, "\u{2063A}"], [194574, 1, "\u514D"], [194575, 1, "\u5154"], [194576, 1, "\u5164"], [194577, 1, "\u5177"], [194578, 1, "\u{2051C}"], [194579, 1, "\u34B9"], [194580, 1, "\u5167"], [194581, 1, "\u518D"], [194582, 1, "\u{2054B}"], [194583, 1, "\u5197"], [194584, 1, "\u51A4"], [194585, 1, "\u4ECC"], [194586, 1, "\u51AC"], [194587, 1, "\u51B5"], [194588, 1, "\u{291DF}"], [194589, 1, "\u51F5"], [194590, 1, "\u5203"], [194591, 1, "\u34DF"], [194592, 1, "\u523B"], [194593, 1, "\u5246"], [194594, 1, "\u5272"], [194595, 1, "\u5277"], [194596, 1, "\u3515"], [194597, 1, "\u52C7"], [194598, 1, "\u52C9"], [194599, 1, "\u52E4"], [194600, 1, "\u52FA"], [194601, 1, "\u5305"], [194602, 1, "\u5306"], [194603, 1, "\u5317"], [194604, 1, "\u5349"], [194605, 1, "\u5351"], [194606, 1, "\u535A"], [194607, 1, "\u5373"], [194608, 1, "\u537D"], [[194609, 194611], 1, "\u537F"], [194612, 1, "\u{20A2C}"], [194613, 1, "\u7070"], [194614, 1, "\u53CA"], [194615, 1, "\u53DF"], [194616, 1, "\u{20B63}"], [194617, 1, "\u53EB"], [194618, 1, "\u53F1"], [194619, 1, "\u5406"], [194620, 1, "\u549E"], [194621, 1, "\u5438"], [194622, 1, "\u5448"], [194623, 1, "\u5468"], [194624, 1, "\u54A2"], [194625, 1, "\u54F6"], [194626, 1, "\u5510"], [194627, 1, "\u5553"], [194628, 1, "\u5563"], [[194629, 194630], 1, "\u5584"], [194631, 1, "\u5599"], [194632, 1, "\u55AB"], [194633, 1, "\u55B3"], [194634, 1, "\u55C2"], [194635, 1, "\u5716"], [194636, 1, "\u5606"], [194637, 1, "\u5717"], [194638, 1, "\u5651"], [194639, 1, "\u5674"], [194640, 1, "\u5207"], [194641, 1, "\u58EE"], [194642, 1, "\u57CE"], [194643, 1, "\u57F4"], [194644, 1, "\u580D"], [194645, 1, "\u578B"], [194646, 1, "\u5832"], [194647, 1, "\u5831"], [194648, 1, "\u58AC"], [194649, 1, "\u{214E4}"], [194650, 1, "\u58F2"], [194651, 1, "\u58F7"], [194652, 1, "\u5906"], [194653, 1, "\u591A"], [194654, 1, "\u5922"], [194655, 1, "\u5962"], [194656, 1, "\u{216A8}"], [194657, 1, "\u{216EA}"], [194658, 1, "\u59EC"], [194659, 1, "\u5A1B"], [194660, 1, "\u5A27"], [194661, 1, "\u59D8"], [194662, 1, "\u5A66"], [194663, 1, "\u36EE"], [194664, 1, "\u36FC"], [194665, 1, "\u5B08"], [[194666, 194667], 1, "\u5B3E"], [194668, 1, "\u{219C8}"], [194669, 1, "\u5BC3"], [194670, 1, "\u5BD8"], [194671, 1, "\u5BE7"], [194672, 1, "\u5BF3"], [194673, 1, "\u{21B18}"], [194674, 1, "\u5BFF"], [194675, 1, "\u5C06"], [194676, 1, "\u5F53"], [194677, 1, "\u5C22"], [194678, 1, "\u3781"], [194679, 1, "\u5C60"], [194680, 1, "\u5C6E"], [194681, 1, "\u5CC0"], [194682, 1, "\u5C8D"], [194683, 1, "\u{21DE4}"], [194684, 1, "\u5D43"], [194685, 1, "\u{21DE6}"], [194686, 1, "\u5D6E"], [194687, 1, "\u5D6B"], [194688, 1, "\u5D7C"], [194689, 1, "\u5DE1"], [194690, 1, "\u5DE2"], [194691, 1, "\u382F"], [194692, 1, "\u5DFD"], [194693, 1, "\u5E28"], [194694, 1, "\u5E3D"], [194695, 1, "\u5E69"], [194696, 1, "\u3862"], [194697, 1, "\u{22183}"], [194698, 1, "\u387C"], [194699, 1, "\u5EB0"], [194700, 1, "\u5EB3"], [194701, 1, "\u5EB6"], [194702, 1, "\u5ECA"], [194703, 1, "\u{2A392}"], [194704, 1, "\u5EFE"], [[194705, 194706], 1, "\u{22331}"], [194707, 1, "\u8201"], [[194708, 194709], 1, "\u5F22"], [194710, 1, "\u38C7"], [194711, 1, "\u{232B8}"], [194712, 1, "\u{261DA}"], [194713, 1, "\u5F62"], [194714, 1, "\u5F6B"], [194715, 1, "\u38E3"], [194716, 1, "\u5F9A"], [194717, 1, "\u5FCD"], [194718, 1, "\u5FD7"], [194719, 1, "\u5FF9"], [194720, 1, "\u6081"], [194721, 1, "\u393A"], [194722, 1, "\u391C"], [194723, 1, "\u6094"], [194724, 1, "\u{226D4}"], [194725, 1, "\u60C7"], [194726, 1, "\u6148"], [194727, 1, "\u614C"], [194728, 1, "\u614E"], [194729, 1, "\u614C"], [194730, 1, "\u617A"], [194731, 1, "\u618E"], [194732, 1, "\u61B2"], [194733, 1, "\u61A4"], [194734, 1, "\u61AF"], [194735, 1, "\u61DE"], [194736, 1, "\u61F2"], [194737, 1, "\u61F6"], [194738, 1, "\u6210"], [194739, 1, "\u621B"], [194740, 1, "\u625D"], [194741, 1, "\u62B1"], [194742, 1, "\u62D4"], [194743, 1, "\u6350"], [194744, 1, "\u{22B0C}"], [194745, 1, "\u633D"], [194746, 1, "\u62FC"], [194747, 1, "\u6368"], [194748, 1, "\u6383"], [194749, 1, "\u63E4"], [194750, 1, "\u{22BF1}"], [194751, 1, "\u6422"], [194752, 1, "\u63C5"], [194753, 1, "\u63A9"], [194754, 1, "\u3A2E"], [194755, 1, "\u6469"], [194756, 1, "\u647E"], [194757, 1, "\u649D"], [194758, 1, "\u6477"], [194759, 1, "\u3A6C"], [194760, 1, "\u654F"], [194761, 1, "\u656C"], [194762, 1, "\u{2300A}"], [194763, 1, "\u65E3"], [194764, 1, "\u66F8"], [194765, 1, "\u6649"], [194766, 1, "\u3B19"], [194767, 1, "\u6691"], [194768, 1, "\u3B08"], [194769, 1, "\u3AE4"], [194770, 1, "\u5192"], [194771, 1, "\u5195"], [194772, 1, "\u6700"], [194773, 1, "\u669C"], [194774, 1, "\u80AD"], [194775, 1, "\u43D9"], [194776, 1, "\u6717"], [194777, 1, "\u671B"], [194778, 1, "\u6721"], [194779, 1, "\u675E"], [194780, 1, "\u6753"], [194781, 1, "\u{233C3}"], [194782, 1, "\u3B49"], [194783, 1, "\u67FA"], [194784, 1, "\u6785"], [194785, 1, "\u6852"], [194786, 1, "\u6885"], [194787, 1, "\u{2346D}"], [194788, 1, "\u688E"], [194789, 1, "\u681F"], [194790, 1, "\u6914"], [194791, 1, "\u3B9D"], [194792, 1, "\u6942"], [194793, 1, "\u69A3"], [194794, 1, "\u69EA"], [194795, 1, "\u6AA8"], [194796, 1, "\u{236A3}"], [194797, 1, "\u6ADB"], [194798, 1, "\u3C18"], [194799, 1, "\u6B21"], [194800, 1, "\u{238A7}"], [194801, 1, "\u6B54"], [194802, 1, "\u3C4E"], [194803, 1, "\u6B72"], [194804, 1, "\u6B9F"], [194805, 1, "\u6BBA"], [194806, 1, "\u6BBB"], [194807, 1, "\u{23A8D}"], [194808, 1, "\u{21D0B}"], [194809, 1, "\u{23AFA}"], [194810, 1, "\u6C4E"], [194811, 1, "\u{23CBC}"], [194812, 1, "\u6CBF"], [194813, 1, "\u6CCD"], [194814, 1, "\u6C67"], [194815, 1, "\u6D16"], [194816, 1, "\u6D3E"], [194817, 1, "\u6D77"], [194818, 1, "\u6D41"], [194819, 1, "\u6D69"], [194820, 1, "\u6D78"], [194821, 1, "\u6D85"], [194822, 1, "\u{23D1E}"], [194823, 1, "\u6D34"], [194824, 1, "\u6E2F"], [194825, 1, "\u6E6E"], [194826, 1, "\u3D33"], [194827, 1, "\u6ECB"], [194828, 1, "\u6EC7"], [194829, 1, "\u{23ED1}"], [194830, 1, "\u6DF9"], [194831, 1, "\u6F6E"], [194832, 1, "\u{23F5E}"], [194833, 1, "\u{23F8E}"], [194834, 1, "\u6FC6"], [194835, 1, "\u7039"], [194836, 1, "\u701E"], [194837, 1, "\u701B"], [194838, 1, "\u3D96"], [194839, 1, "\u704A"], [194840, 1, "\u707D"], [194841, 1, "\u7077"], [194842, 1, "\u70AD"], [194843, 1, "\u{20525}"], [194844, 1, "\u7145"], [194845, 1, "\u{24263}"], [194846, 1, "\u719C"], [194847, 1, "\u{243AB}"], [194848, 1, "\u7228"], [194849, 1, "\u7235"], [194850, 1, "\u7250"], [194851, 1, "\u{24608}"], [194852, 1, "\u7280"], [194853, 1, "\u7295"], [194854, 1, "\u{24735}"], [194855, 1, "\u{24814}"], [194856, 1, "\u737A"], [194857, 1, "\u738B"], [194858, 1, "\u3EAC"], [194859, 1, "\u73A5"], [[194860, 194861], 1, "\u3EB8"], [194862, 1, "\u7447"], [194863, 1, "\u745C"], [194864, 1, "\u7471"], [194865, 1, "\u7485"], [194866, 1, "\u74CA"], [194867, 1, "\u3F1B"], [194868, 1, "\u7524"], [194869, 1, "\u{24C36}"], [194870, 1, "\u753E"], [194871, 1, "\u{24C92}"], [194872, 1, "\u7570"], [194873, 1, "\u{2219F}"], [194874, 1, "\u7610"], [194875, 1, "\u{24FA1}"], [194876, 1, "\u{24FB8}"], [194877, 1, "\u{25044}"], [194878, 1, "\u3FFC"], [194879, 1, "\u4008"], [194880, 1, "\u76F4"], [194881, 1, "\u{250F3}"], [194882, 1, "\u{250F2}"], [194883, 1, "\u{25119}"], [194884, 1, "\u{25133}"], [194885, 1, "\u771E"], [[194886, 194887], 1, "\u771F"], [194888, 1, "\u774A"], [194889, 1, "\u4039"], [194890, 1, "\u778B"], [194891, 1, "\u4046"], [194892, 1, "\u4096"], [194893, 1, "\u{2541D}"], [194894, 1, "\u784E"], [194895, 1, "\u788C"], [194896, 1, "\u78CC"], [194897, 1, "\u40E3"], [194898, 1, "\u{25626}"], [194899, 1, "\u7956"], [194900, 1, "\u{2569A}"], [194901, 1, "\u{256C5}"], [194902, 1, "\u798F"], [194903, 1, "\u79EB"], [194904, 1, "\u412F"], [194905, 1, "\u7A40"], [194906, 1, "\u7A4A"], [194907, 1, "\u7A4F"], [194908, 1, "\u{2597C}"], [[194909, 194910], 1, "\u{25AA7}"], [194911, 1, "\u7AEE"], [194912, 1, "\u4202"], [194913, 1, "\u{25BAB}"], [194914, 1, "\u7BC6"], [194915, 1, "\u7BC9"], [194916, 1, "\u4227"], [194917, 1, "\u{25C80}"], [194918, 1, "\u7CD2"], [194919, 1, "\u42A0"], [194920, 1, "\u7CE8"], [194921, 1, "\u7CE3"], [194922, 1, "\u7D00"], [194923, 1, "\u{25F86}"], [194924, 1, "\u7D63"], [194925, 1, "\u4301"], [194926, 1, "\u7DC7"], [194927, 1, "\u7E02"], [194928, 1, "\u7E45"], [194929, 1, "\u4334"], [194930, 1, "\u{26228}"], [194931, 1, "\u{26247}"], [194932, 1, "\u4359"], [194933, 1, "\u{262D9}"], [194934, 1, "\u7F7A"], [194935, 1, "\u{2633E}"], [194936, 1, "\u7F95"], [194937, 1, "\u7FFA"], [194938, 1, "\u8005"], [194939, 1, "\u{264DA}"], [194940, 1, "\u{26523}"], [194941, 1, "\u8060"], [194942, 1, "\u{265A8}"], [194943, 1, "\u8070"], [194944, 1, "\u{2335F}"], [194945, 1, "\u43D5"], [194946, 1, "\u80B2"], [194947, 1, "\u8103"], [194948, 1, "\u440B"], [194949, 1, "\u813E"], [194950, 1, "\u5AB5"], [194951, 1, "\u{267A7}"], [194952, 1, "\u{267B5}"], [194953, 1, "\u{23393}"], [194954, 1, "\u{2339C}"], [194955, 1, "\u8201"], [194956, 1, "\u8204"], [194957, 1, "\u8F9E"], [194958, 1, "\u446B"], [194959, 1, "\u8291"], [194960, 1, "\u828B"], [194961, 1, "\u829D"], [194962, 1, "\u52B3"], [194963, 1, "\u82B1"], [194964, 1, "\u82B3"], [194965, 1, "\u82BD"], [194966, 1, "\u82E6"], [194967, 1, "\u{26B3C}"], [194968, 1, "\u82E5"], [194969, 1, "\u831D"], [194970, 1, "\u8363"], [194971, 1, "\u83AD"], [194972, 1, "\u8323"], [194973, 1, "\u83BD"], [194974, 1, "\u83E7"], [194975, 1, "\u8457"], [194976, 1, "\u8353"], [194977, 1, "\u83CA"], [194978, 1, "\u83CC"], [194979, 1, "\u83DC"], [194980, 1, "\u{26C36}"], [194981, 1, "\u{26D6B}"], [194982, 1, "\u{26CD5}"], [194983, 1, "\u452B"], [194984, 1, "\u84F1"], [194985, 1, "\u84F3"], [194986, 1, "\u8516"], [194987, 1, "\u{273CA}"], [194988, 1, "\u8564"], [194989, 1, "\u{26F2C}"], [194990, 1, "\u455D"], [194991, 1, "\u4561"], [194992, 1, "\u{26FB1}"], [194993, 1, "\u{270D2}"], [194994, 1, "\u456B"], [194995, 1, "\u8650"], [194996, 1, "\u865C"], [194997, 1, "\u8667"], [194998, 1, "\u8669"], [194999, 1, "\u86A9"], [195e3, 1, "\u8688"], [195001, 1, "\u870E"], [195002, 1, "\u86E2"], [195003, 1, "\u8779"], [195004, 1, "\u8728"], [195005, 1, "\u876B"], [195006, 1, "\u8786"], [195007, 1, "\u45D7"], [195008, 1, "\u87E1"], [195009, 1, "\u8801"], [195010, 1, "\u45F9"], [195011, 1, "\u8860"], [195012, 1, "\u8863"], [195013, 1, "\u{27667}"], [195014, 1, "\u88D7"], [195015, 1, "\u88DE"], [195016, 1, "\u4635"], [195017, 1, "\u88FA"], [195018, 1, "\u34BB"], [195019, 1, "\u{278AE}"], [195020, 1, "\u{27966}"], [195021, 1, "\u46BE"], [195022, 1, "\u46C7"], [195023, 1, "\u8AA0"], [195024, 1, "\u8AED"], [195025, 1, "\u8B8A"], [195026, 1, "\u8C55"], [195027, 1, "\u{27CA8}"], [195028, 1, "\u8CAB"], [195029, 1, "\u8CC1"], [195030, 1, "\u8D1B"], [195031, 1, "\u8D77"], [195032, 1, "\u{27F2F}"], [195033, 1, "\u{20804}"], [195034, 1, "\u8DCB"], [195035, 1, "\u8DBC"], [195036, 1, "\u8DF0"], [195037, 1, "\u{208DE}"], [195038, 1, "\u8ED4"], [195039, 1, "\u8F38"], [195040, 1, "\u{285D2}"], [195041, 1, "\u{285ED}"], [195042, 1, "\u9094"], [195043, 1, "\u90F1"], [195044, 1, "\u9111"], [195045, 1, "\u{2872E}"], [195046, 1, "\u911B"], [195047, 1, "\u9238"], [195048, 1, "\u92D7"], [195049, 1, "\u92D8"], [195050, 1, "\u927C"], [195051, 1, "\u93F9"], [195052, 1, "\u9415"], [195053, 1, "\u{28BFA}"], [195054, 1, "\u958B"], [195055, 1, "\u4995"], [195056, 1, "\u95B7"], [195057, 1, "\u{28D77}"], [195058, 1, "\u49E6"], [195059, 1, "\u96C3"], [195060, 1, "\u5DB2"], [195061, 1, "\u9723"], [195062, 1, "\u{29145}"], [195063, 1, "\u{2921A}"], [195064, 1, "\u4A6E"], [195065, 1, "\u4A76"], [195066, 1, "\u97E0"], [195067, 1, "\u{2940A}"], [195068, 1, "\u4AB2"], [195069, 1, "\u{29496}"], [[195070, 195071], 1, "\u980B"], [195072, 1, "\u9829"], [195073, 1, "\u{295B6}"], [195074, 1, "\u98E2"], [195075, 1, "\u4B33"], [195076, 1, "\u9929"], [195077, 1, "\u99A7"], [195078, 1, "\u99C2"], [195079, 1, "\u99FE"], [195080, 1, "\u4BCE"], [195081, 1, "\u{29B30}"], [195082, 1, "\u9B12"], [195083, 1, "\u9C40"], [195084, 1, "\u9CFD"], [195085, 1, "\u4CCE"], [195086, 1, "\u4CED"], [195087, 1, "\u9D67"], [195088, 1, "\u{2A0CE}"], [195089, 1, "\u4CF8"], [195090, 1, "\u{2A105}"], [195091, 1, "\u{2A20E}"], [195092, 1, "\u{2A291}"], [195093, 1, "\u9EBB"], [195094, 1, "\u4D56"], [195095, 1, "\u9EF9"], [195096, 1, "\u9EFE"], [195097, 1, "\u9F05"], [195098, 1, "\u9F0F"], [195099, 1, "\u9F16"], [195100, 1, "\u9F3B"], [195101, 1, "\u{2A600}"], [[195102, 196605], 3], [[196606, 196607], 3], [[196608, 201546], 2], [[201547, 201551], 3], [[201552, 205743], 2], [[205744, 262141], 3], [[262142, 262143], 3], [[262144, 327677], 3], [[327678, 327679], 3], [[327680, 393213], 3], [[393214, 393215], 3], [[393216, 458749], 3], [[458750, 458751], 3], [[458752, 524285], 3], [[524286, 524287], 3], [[524288, 589821], 3], [[589822, 589823], 3], [[589824, 655357], 3], [[655358, 655359], 3], [[655360, 720893], 3], [[720894, 720895], 3], [[720896, 786429], 3], [[786430, 786431], 3], [[786432, 851965], 3], [[851966, 851967], 3], [[851968, 917501], 3], [[917502, 917503], 3], [917504, 3], [917505, 3], [[917506, 917535], 3], [[917536, 917631], 3], [[917632, 917759], 3], [[917760, 917999], 7], [[918e3, 983037], 3], [[983038, 983039], 3], [[983040, 1048573], 3], [[1048574, 1048575], 3], [[1048576, 1114109], 3], [[1114110, 1114111], 3]];
  }
});

// ../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/lib/statusMapping.js
var require_statusMapping = __commonJS({
  "../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/lib/statusMapping.js"(exports, module) {
    "use strict";
    module.exports.STATUS_MAPPING = {
      mapped: 1,
      valid: 2,
      disallowed: 3,
      deviation: 6,
      ignored: 7
    };
  }
});

// ../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/index.js
var require_tr46 = __commonJS({
  "../../node_modules/.pnpm/tr46@5.1.1/node_modules/tr46/index.js"(exports, module) {
    "use strict";
    var punycode = require_punycode();
    var regexes = require_regexes();
    var mappingTable = require_mappingTable();
    var { STATUS_MAPPING } = require_statusMapping();
    function containsNonASCII(str) {
      return /[^\x00-\x7F]/u.test(str);
    }
    function findStatus(val) {
      let start = 0;
      let end = mappingTable.length - 1;
      while (start <= end) {
        const mid = Math.floor((start + end) / 2);
        const target = mappingTable[mid];
        const min = Array.isArray(target[0]) ? target[0][0] : target[0];
        const max = Array.isArray(target[0]) ? target[0][1] : target[0];
        if (min <= val && max >= val) {
          return target.slice(1);
        } else if (min > val) {
          end = mid - 1;
        } else {
          start = mid + 1;
        }
      }
      return null;
    }
    function mapChars(domainName, { transitionalProcessing }) {
      let processed = "";
      for (const ch of domainName) {
        const [status, mapping] = findStatus(ch.codePointAt(0));
        switch (status) {
          case STATUS_MAPPING.disallowed:
            processed += ch;
            break;
          case STATUS_MAPPING.ignored:
            break;
          case STATUS_MAPPING.mapped:
            if (transitionalProcessing && ch === "\u1E9E") {
              processed += "ss";
            } else {
              processed += mapping;
            }
            break;
          case STATUS_MAPPING.deviation:
            if (transitionalProcessing) {
              processed += mapping;
            } else {
              processed += ch;
            }
            break;
          case STATUS_MAPPING.valid:
            processed += ch;
            break;
        }
      }
      return processed;
    }
    function validateLabel(label, {
      checkHyphens,
      checkBidi,
      checkJoiners,
      transitionalProcessing,
      useSTD3ASCIIRules,
      isBidi
    }) {
      if (label.length === 0) {
        return true;
      }
      if (label.normalize("NFC") !== label) {
        return false;
      }
      const codePoints = Array.from(label);
      if (checkHyphens) {
        if (codePoints[2] === "-" && codePoints[3] === "-" || (label.startsWith("-") || label.endsWith("-"))) {
          return false;
        }
      }
      if (!checkHyphens) {
        if (label.startsWith("xn--")) {
          return false;
        }
      }
      if (label.includes(".")) {
        return false;
      }
      if (regexes.combiningMarks.test(codePoints[0])) {
        return false;
      }
      for (const ch of codePoints) {
        const codePoint = ch.codePointAt(0);
        const [status] = findStatus(codePoint);
        if (transitionalProcessing) {
          if (status !== STATUS_MAPPING.valid) {
            return false;
          }
        } else if (status !== STATUS_MAPPING.valid && status !== STATUS_MAPPING.deviation) {
          return false;
        }
        if (useSTD3ASCIIRules && codePoint <= 127) {
          if (!/^(?:[a-z]|[0-9]|-)$/u.test(ch)) {
            return false;
          }
        }
      }
      if (checkJoiners) {
        let last = 0;
        for (const [i, ch] of codePoints.entries()) {
          if (ch === "\u200C" || ch === "\u200D") {
            if (i > 0) {
              if (regexes.combiningClassVirama.test(codePoints[i - 1])) {
                continue;
              }
              if (ch === "\u200C") {
                const next = codePoints.indexOf("\u200C", i + 1);
                const test = next < 0 ? codePoints.slice(last) : codePoints.slice(last, next);
                if (regexes.validZWNJ.test(test.join(""))) {
                  last = i + 1;
                  continue;
                }
              }
            }
            return false;
          }
        }
      }
      if (checkBidi && isBidi) {
        let rtl;
        if (regexes.bidiS1LTR.test(codePoints[0])) {
          rtl = false;
        } else if (regexes.bidiS1RTL.test(codePoints[0])) {
          rtl = true;
        } else {
          return false;
        }
        if (rtl) {
          if (!regexes.bidiS2.test(label) || !regexes.bidiS3.test(label) || regexes.bidiS4EN.test(label) && regexes.bidiS4AN.test(label)) {
            return false;
          }
        } else if (!regexes.bidiS5.test(label) || !regexes.bidiS6.test(label)) {
          return false;
        }
      }
      return true;
    }
    function isBidiDomain(labels) {
      const domain = labels.map((label) => {
        if (label.startsWith("xn--")) {
          try {
            return punycode.decode(label.substring(4));
          } catch {
            return "";
          }
        }
        return label;
      }).join(".");
      return regexes.bidiDomain.test(domain);
    }
    function processing(domainName, options) {
      let string = mapChars(domainName, options);
      string = string.normalize("NFC");
      const labels = string.split(".");
      const isBidi = isBidiDomain(labels);
      let error = false;
      for (const [i, origLabel] of labels.entries()) {
        let label = origLabel;
        let transitionalProcessingForThisLabel = options.transitionalProcessing;
        if (label.startsWith("xn--")) {
          if (containsNonASCII(label)) {
            error = true;
            continue;
          }
          try {
            label = punycode.decode(label.substring(4));
          } catch {
            if (!options.ignoreInvalidPunycode) {
              error = true;
              continue;
            }
          }
          labels[i] = label;
          if (label === "" || !containsNonASCII(label)) {
            error = true;
          }
          transitionalProcessingForThisLabel = false;
        }
        if (error) {
          continue;
        }
        const validation = validateLabel(label, {
          ...options,
          transitionalProcessing: transitionalProcessingForThisLabel,
          isBidi
        });
        if (!validation) {
          error = true;
        }
      }
      return {
        string: labels.join("."),
        error
      };
    }
    function toASCII2(domainName, {
      checkHyphens = false,
      checkBidi = false,
      checkJoiners = false,
      useSTD3ASCIIRules = false,
      verifyDNSLength = false,
      transitionalProcessing = false,
      ignoreInvalidPunycode = false
    } = {}) {
      const result = processing(domainName, {
        checkHyphens,
        checkBidi,
        checkJoiners,
        useSTD3ASCIIRules,
        transitionalProcessing,
        ignoreInvalidPunycode
      });
      let labels = result.string.split(".");
      labels = labels.map((l) => {
        if (containsNonASCII(l)) {
          try {
            return `xn--${punycode.encode(l)}`;
          } catch {
            result.error = true;
          }
        }
        return l;
      });
      if (verifyDNSLength) {
        const total = labels.join(".").length;
        if (total > 253 || total === 0) {
          result.error = true;
        }
        for (let i = 0; i < labels.length; ++i) {
          if (labels[i].length > 63 || labels[i].length === 0) {
            result.error = true;
            break;
          }
        }
      }
      if (result.error) {
        return null;
      }
      return labels.join(".");
    }
    function toUnicode3(domainName, {
      checkHyphens = false,
      checkBidi = false,
      checkJoiners = false,
      useSTD3ASCIIRules = false,
      transitionalProcessing = false,
      ignoreInvalidPunycode = false
    } = {}) {
      const result = processing(domainName, {
        checkHyphens,
        checkBidi,
        checkJoiners,
        useSTD3ASCIIRules,
        transitionalProcessing,
        ignoreInvalidPunycode
      });
      return {
        domain: result.string,
        error: result.error
      };
    }
    module.exports = {
      toASCII: toASCII2,
      toUnicode: toUnicode3
    };
  }
});

// ../../packages/iri/dist/idna.js
function flags(options, caller) {
  if (options !== void 0 && (typeof options !== "object" || options === null)) {
    throw new RangeError(`${caller}: options must be an object`);
  }
  const o = options ?? {};
  for (const key of Object.keys(o)) {
    if (!FLAGS.includes(key))
      throw new RangeError(`${caller}: unknown option ${JSON.stringify(key)}`);
    const value = o[key];
    if (value !== void 0 && typeof value !== "boolean")
      throw new RangeError(`${caller}: option ${key} must be a boolean`);
  }
  return {
    checkHyphens: o.checkHyphens ?? false,
    checkBidi: o.checkBidi ?? true,
    checkJoiners: o.checkJoiners ?? true,
    useSTD3ASCIIRules: o.useSTD3ASCIIRules ?? false,
    verifyDNSLength: o.verifyDnsLength ?? false,
    ignoreInvalidPunycode: o.ignoreInvalidPunycode ?? false,
    transitionalProcessing: false
  };
}
function toUnicode2(domain, options) {
  expectString(domain, "toUnicode");
  return tr46.toUnicode(domain, flags(options, "toUnicode"));
}
var tr46, FLAGS;
var init_idna = __esm({
  "../../packages/iri/dist/idna.js"() {
    "use strict";
    init_engine();
    tr46 = __toESM(require_tr46(), 1);
    FLAGS = ["checkHyphens", "checkBidi", "checkJoiners", "useSTD3ASCIIRules", "verifyDnsLength", "ignoreInvalidPunycode"];
  }
});

// ../../packages/security/dist/unicode-hazards.js
function isBidiControl(cp) {
  return cp === 1564 || cp === 8206 || cp === 8207 || cp >= 8234 && cp <= 8238 || cp >= 8294 && cp <= 8297;
}
function isInvisible2(cp) {
  return DEFAULT_IGNORABLE.test(String.fromCodePoint(cp));
}
function codePointName2(cp) {
  return `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
}
function hexValue2(c) {
  if (c >= 48 && c <= 57)
    return c - 48;
  const l = c | 32;
  return l >= 97 && l <= 102 ? l - 97 + 10 : -1;
}
function octetAt(s, i) {
  if (s.charCodeAt(i) !== 37 || i + 2 >= s.length)
    return -1;
  const h = hexValue2(s.charCodeAt(i + 1));
  const l = hexValue2(s.charCodeAt(i + 2));
  return h < 0 || l < 0 ? -1 : h * 16 + l;
}
function encodedCodePoint(s, i) {
  const lead = octetAt(s, i);
  if (lead < 194 || lead > 244)
    return void 0;
  const count = lead >= 240 ? 3 : lead >= 224 ? 2 : 1;
  let cp = lead & 63 >> count;
  for (let k = 1; k <= count; k++) {
    const o = octetAt(s, i + 3 * k);
    if (o < 128 || o > 191)
      return void 0;
    cp = cp * 64 + (o & 63);
  }
  return { cp, length: 3 * (count + 1) };
}
function augmentedScripts(cp) {
  if (cp < 128) {
    const letter = (cp | 32) >= 97 && (cp | 32) <= 122;
    return letter ? LATIN : null;
  }
  const cached = scriptCache.get(cp);
  if (cached !== void 0)
    return cached;
  const ch = String.fromCodePoint(cp);
  let set = null;
  if (!COMMON_OR_INHERITED.test(ch)) {
    scriptTests ??= SCRIPT_NAMES.map((name) => [name, new RegExp(`^\\p{scx=${name}}$`, "u")]);
    set = /* @__PURE__ */ new Set();
    for (const [name, re] of scriptTests)
      if (re.test(ch))
        set.add(name);
    if (set.size === 0)
      set.add(`Unknown ${codePointName2(cp)}`);
    if (set.has("Han"))
      set.add("Hanb").add("Jpan").add("Kore");
    if (set.has("Hiragana") || set.has("Katakana"))
      set.add("Jpan");
    if (set.has("Hangul"))
      set.add("Kore");
    if (set.has("Bopomofo"))
      set.add("Hanb");
  }
  scriptCache.set(cp, set);
  return set;
}
function mixedScripts(label) {
  const sets = [];
  for (const ch of label) {
    const set = augmentedScripts(ch.codePointAt(0));
    if (set !== null)
      sets.push(set);
  }
  if (sets.length === 0)
    return void 0;
  const resolved = [...sets[0]].filter((s) => sets.every((set) => set.has(s)));
  if (resolved.length > 0)
    return void 0;
  for (const cjk of ["Jpan", "Hanb", "Kore"])
    if (sets.every((set) => set.has("Latin") || set.has(cjk)))
      return void 0;
  const seen = /* @__PURE__ */ new Set();
  for (const set of sets)
    seen.add([...set].filter((s) => s !== "Hanb" && s !== "Jpan" && s !== "Kore").sort()[0]);
  return [...seen].sort();
}
function labelsOf(host) {
  const out = [];
  let start = 0;
  for (let i = 0; i <= host.length; i++) {
    const c = host.charCodeAt(i);
    if (i === host.length || c === 46 || c === 12290 || c === 65294 || c === 65377) {
      out.push([start, i]);
      start = i + 1;
    }
  }
  return out;
}
function hazard(code, index, component, message, extra) {
  return { code, index, component, message, cite: HAZARD_CITES[code], ...extra };
}
function unicodeHazards(text, parts2, componentAt2) {
  const hazards = [];
  const hostStart = parts2[HOST_START];
  if (hostStart >= 0 && text.charCodeAt(hostStart) !== 91) {
    const host = text.slice(hostStart, parts2[HOST_END]);
    for (let i = 0; i < host.length; i++) {
      const c = host.charCodeAt(i);
      if (c >= 128 || c === 37 && octetAt(host, i) >= 128) {
        hazards.push(hazard("non-ascii-host", hostStart + i, "host", `the host ${JSON.stringify(host)} has characters outside ASCII; DNS sees its IDNA (punycode) form`));
        break;
      }
    }
    let decoded2 = "";
    const at = [];
    for (let i = 0; i < host.length; ) {
      const encoded = encodedCodePoint(host, i);
      const octet = encoded === void 0 ? octetAt(host, i) : -1;
      const piece = encoded !== void 0 ? String.fromCodePoint(encoded.cp) : octet >= 0 && octet < 128 ? String.fromCharCode(octet) : host[i];
      const length = encoded !== void 0 ? encoded.length : octet >= 0 && octet < 128 ? 3 : 1;
      for (let k = 0; k < piece.length; k++)
        at.push(i);
      decoded2 += piece;
      i += length;
    }
    at.push(host.length);
    for (const [start, end] of labelsOf(decoded2)) {
      const raw = host.slice(at[start], at[end]);
      let label = decoded2.slice(start, end);
      if (/^xn--/i.test(label)) {
        const decoded3 = toUnicode2(label.toLowerCase(), { checkBidi: true, checkHyphens: false, checkJoiners: true });
        if (!decoded3.error) {
          hazards.push(hazard("punycode-label", hostStart + at[start], "host", `the label ${JSON.stringify(raw)} is IDNA for ${JSON.stringify(decoded3.domain)}`, { unicode: decoded3.domain }));
          label = decoded3.domain;
        }
      }
      const scripts = mixedScripts(label);
      if (scripts !== void 0) {
        hazards.push(hazard("mixed-script-label", hostStart + at[start], "host", `the label ${JSON.stringify(label)} mixes scripts (${scripts.join(", ")}): a look-alike of another name`, {
          unicode: label,
          scripts
        }));
      }
    }
  }
  for (let i = 0; i < text.length; i++) {
    let cp = text.codePointAt(i);
    let length = cp > 65535 ? 2 : 1;
    let how = "";
    if (cp === 37) {
      const encoded = encodedCodePoint(text, i);
      if (encoded === void 0)
        continue;
      cp = encoded.cp;
      length = encoded.length;
      how = `percent-encoded ${JSON.stringify(text.slice(i, i + length))}, `;
    }
    if (cp < 128)
      continue;
    const name = codePointName2(cp);
    if (isBidiControl(cp)) {
      hazards.push(hazard("bidi-control", i, componentAt2(i), `${how}${name} is a bidi control: it reorders the text that follows it on screen, so what a reader sees is not the URI`, {
        codePoint: name
      }));
    } else if (isInvisible2(cp)) {
      hazards.push(hazard("invisible-character", i, componentAt2(i), `${how}${name} is invisible (Default_Ignorable_Code_Point): two URIs that look the same differ`, { codePoint: name }));
    }
    i += length - 1;
  }
  return hazards;
}
var DEFAULT_IGNORABLE, SCRIPT_NAMES, scriptTests, COMMON_OR_INHERITED, scriptCache, LATIN;
var init_unicode_hazards = __esm({
  "../../packages/security/dist/unicode-hazards.js"() {
    "use strict";
    init_offsets();
    init_idna();
    init_hazard();
    DEFAULT_IGNORABLE = new RegExp("^\\p{Default_Ignorable_Code_Point}$", "u");
    SCRIPT_NAMES = "Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah Batak Bengali Bhaiksuki Bopomofo Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian Caucasian_Albanian Chakma Cham Cherokee Chorasmian Coptic Cuneiform Cypriot Cypro_Minoan Cyrillic Deseret Devanagari Dives_Akuru Dogra Duployan Egyptian_Hieroglyphs Elbasan Elymaic Ethiopic Georgian Glagolitic Gothic Grantha Greek Gujarati Gunjala_Gondi Gurmukhi Han Hangul Hanifi_Rohingya Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic Inscriptional_Pahlavi Inscriptional_Parthian Javanese Kaithi Kannada Katakana Kawi Kayah_Li Kharoshthi Khitan_Small_Script Khmer Khojki Khudawadi Lao Latin Lepcha Limbu Linear_A Linear_B Lisu Lycian Lydian Mahajani Makasar Malayalam Mandaic Manichaean Marchen Masaram_Gondi Medefaidrin Meetei_Mayek Mende_Kikakui Meroitic_Cursive Meroitic_Hieroglyphs Miao Modi Mongolian Mro Multani Myanmar Nabataean Nag_Mundari Nandinagari New_Tai_Lue Newa Nko Nushu Nyiakeng_Puachue_Hmong Ogham Ol_Chiki Old_Hungarian Old_Italic Old_North_Arabian Old_Permic Old_Persian Old_Sogdian Old_South_Arabian Old_Turkic Old_Uyghur Oriya Osage Osmanya Pahawh_Hmong Palmyrene Pau_Cin_Hau Phags_Pa Phoenician Psalter_Pahlavi Rejang Runic Samaritan Saurashtra Sharada Shavian Siddham SignWriting Sinhala Sogdian Sora_Sompeng Soyombo Sundanese Syloti_Nagri Syriac Tagalog Tagbanwa Tai_Le Tai_Tham Tai_Viet Takri Tamil Tangsa Tangut Telugu Thaana Thai Tibetan Tifinagh Tirhuta Toto Ugaritic Vai Vithkuqi Wancho Warang_Citi Yezidi Yi Zanabazar_Square".split(" ");
    COMMON_OR_INHERITED = /^[\p{scx=Common}\p{scx=Inherited}]$/u;
    scriptCache = /* @__PURE__ */ new Map();
    LATIN = /* @__PURE__ */ new Set(["Latin"]);
  }
});

// ../../packages/security/dist/whatwg-reading.js
function platformUrl() {
  const ctor = globalThis.URL;
  return typeof ctor === "function" ? ctor : void 0;
}
function hexUpper(s) {
  let out = "";
  let i = 0;
  for (let p = s.indexOf("%"); p >= 0; p = s.indexOf("%", i)) {
    out += s.slice(i, p + 1) + s.slice(p + 1, p + 3).toUpperCase();
    i = p + 3;
  }
  return i === 0 ? s : out + s.slice(i);
}
function decodeUnreserved(s) {
  if (!s.includes("%"))
    return s;
  return s.replace(/%([0-9A-Fa-f]{2})/g, (triplet, hex) => {
    const c = String.fromCharCode(parseInt(hex, 16));
    return /^[A-Za-z0-9._~-]$/.test(c) ? c : triplet.toUpperCase();
  });
}
function sliceOf(text, parts2, start, end) {
  return parts2[start] < 0 ? void 0 : text.slice(parts2[start], parts2[end]);
}
function sameIPv6(a, b) {
  const x = a.slice(1, -1);
  const y = b.slice(1, -1);
  if (!isIPv6(x) || !isIPv6(y))
    return false;
  const p = parseIPv6(x);
  const q = parseIPv6(y);
  for (let k = 0; k < 8; k++)
    if (p[k] !== q[k])
      return false;
  return true;
}
function decodeLoosely(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
function sameInternationalName(host, whatwgHost, URLCtor) {
  if (!/%[89A-Fa-f][0-9A-Fa-f]/.test(host))
    return false;
  const name = decodeLoosely(host);
  if (name === host || /[/?#@:\\[\]]/.test(name))
    return false;
  try {
    return new URLCtor(`http://${name}/`).hostname === whatwgHost;
  } catch {
    return false;
  }
}
function show(value) {
  return value === null ? "nothing" : JSON.stringify(value);
}
function whatwgDifferences(text, parts2, valid, rfcError) {
  const URLCtor = platformUrl();
  if (URLCtor === void 0)
    return [];
  let url;
  try {
    url = new URLCtor(text);
  } catch {
    url = void 0;
  }
  const cite = HAZARD_CITES["whatwg-differs"];
  const rawScheme = sliceOf(text, parts2, SCHEME_START, SCHEME_END);
  if (url === void 0) {
    if (!valid || rawScheme === void 0)
      return [];
    return [
      {
        code: "whatwg-differs",
        index: 0,
        component: "input",
        message: `the WHATWG URL parser rejects this URI, which RFC 3986 accepts: one side of a stack may refuse what another lets through`,
        cite,
        readings: { rfc3986: text, whatwg: null }
      }
    ];
  }
  const hazards = [];
  const scheme = rawScheme?.toLowerCase() ?? null;
  const whatwgScheme = url.protocol.slice(0, -1);
  const special = Object.hasOwn(SPECIAL_PORTS, whatwgScheme);
  const hasAuthority2 = parts2[HOST_START] >= 0;
  const at = (slot, fallback) => parts2[slot] >= 0 ? parts2[slot] : fallback;
  const differ = (component, index, rfc3986, whatwg, shownRfc = rfc3986, shownWhatwg = whatwg) => {
    hazards.push({
      code: "whatwg-differs",
      index,
      component,
      message: `the WHATWG URL parser reads ${component} ${show(shownWhatwg)} where RFC 3986 reads ${show(shownRfc)}${valid ? "" : ` (RFC 3986 rejects the string: ${rfcError ?? "invalid"})`}`,
      cite,
      readings: { rfc3986: shownRfc, whatwg: shownWhatwg }
    });
  };
  if (scheme !== whatwgScheme)
    differ("scheme", 0, scheme, whatwgScheme, rawScheme ?? null);
  const userinfo = sliceOf(text, parts2, USERINFO_START, USERINFO_END) ?? "";
  const whatwgUserinfo = url.username + (url.password === "" ? "" : ":" + url.password);
  const bare = userinfo.endsWith(":") ? userinfo.slice(0, -1) : userinfo;
  if (decodeLoosely(bare) !== decodeLoosely(whatwgUserinfo))
    differ("userinfo", at(USERINFO_START, parts2[PATH_START]), userinfo, whatwgUserinfo);
  const rawHost = sliceOf(text, parts2, HOST_START, HOST_END);
  const host = rawHost === void 0 ? "" : rawHost;
  const whatwgHost = url.hostname;
  const sameHost = host.startsWith("[") && whatwgHost.startsWith("[") ? sameIPv6(host, whatwgHost) : decodeUnreserved(host).toLowerCase() === decodeUnreserved(whatwgHost).toLowerCase() || sameInternationalName(host, whatwgHost, URLCtor);
  if (!sameHost)
    differ("host", at(HOST_START, parts2[PATH_START]), rawHost ?? null, whatwgHost, rawHost ?? null, whatwgHost);
  const rawPort = sliceOf(text, parts2, PORT_START, PORT_END);
  let port = rawPort ?? "";
  if (/^[0-9]+$/.test(port))
    port = port.replace(/^0+(?=[0-9])/, "");
  if (special && port === SPECIAL_PORTS[whatwgScheme])
    port = "";
  if (port !== url.port)
    differ("port", at(PORT_START, parts2[PATH_START]), rawPort ?? null, url.port === "" ? null : url.port);
  const rawPath = text.slice(parts2[PATH_START], parts2[PATH_END]);
  let path = rawPath.startsWith("/") ? removeDotSegments(rawPath) : rawPath;
  if (special && hasAuthority2 && path === "")
    path = "/";
  if (hexUpper(path) !== hexUpper(url.pathname))
    differ("path", parts2[PATH_START], rawPath, url.pathname);
  const rawQuery = sliceOf(text, parts2, QUERY_START, QUERY_END);
  const hash = url.href.indexOf("#");
  const beforeHash = hash < 0 ? url.href : url.href.slice(0, hash);
  const whatwgQuery = url.search !== "" ? url.search.slice(1) : beforeHash.endsWith("?") ? "" : null;
  const query = (q) => q === null || q === void 0 ? "" : hexUpper(q).replaceAll("%27", "'");
  if (query(rawQuery) !== query(whatwgQuery))
    differ("query", at(QUERY_START, parts2[PATH_END]), rawQuery ?? null, whatwgQuery);
  const rawFragment = sliceOf(text, parts2, FRAGMENT_START, FRAGMENT_END);
  const whatwgFragment = hash < 0 ? null : url.href.slice(hash + 1);
  if (hexUpper(rawFragment ?? "") !== hexUpper(whatwgFragment ?? "")) {
    differ("fragment", at(FRAGMENT_START, text.length), rawFragment ?? null, whatwgFragment);
  }
  if (!valid && hazards.length === 0) {
    hazards.push({
      code: "whatwg-differs",
      index: 0,
      component: "input",
      message: `RFC 3986 rejects this string (${rfcError ?? "invalid"}) but the WHATWG URL parser accepts it as ${JSON.stringify(url.href)}`,
      cite,
      readings: { rfc3986: null, whatwg: url.href }
    });
  }
  return hazards;
}
var SPECIAL_PORTS;
var init_whatwg_reading = __esm({
  "../../packages/security/dist/whatwg-reading.js"() {
    "use strict";
    init_offsets();
    init_dist2();
    init_dist();
    init_hazard();
    SPECIAL_PORTS = { http: "80", https: "443", ws: "80", wss: "443", ftp: "21", file: "" };
  }
});

// ../../packages/security/dist/inspect.js
function stripWhatwgIgnored(s) {
  let out = "";
  let leading = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 9 || c === 10 || c === 13 || leading && c <= 32)
      continue;
    leading = false;
    out += s[i];
  }
  return out;
}
function hexValue3(c) {
  if (c >= 48 && c <= 57)
    return c - 48;
  const l = c | 32;
  return l >= 97 && l <= 102 ? l - 97 + 10 : -1;
}
function octetAt2(s, i, end) {
  if (s.charCodeAt(i) !== 37 || i + 2 >= end)
    return -1;
  const h = hexValue3(s.charCodeAt(i + 1));
  const l = hexValue3(s.charCodeAt(i + 2));
  return h < 0 || l < 0 ? -1 : h * 16 + l;
}
function nameOctet(o) {
  if (o === 0)
    return "NUL";
  if (o < 32 || o === 127)
    return `control U+${o.toString(16).toUpperCase().padStart(4, "0")}`;
  return JSON.stringify(String.fromCharCode(o));
}
function readOptions(options) {
  if (options === void 0)
    return { whatwg: true, allow: /* @__PURE__ */ new Set() };
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new TypeError(`inspect: expected an options object, got ${typeName(options)}`);
  }
  const { whatwg, allowSchemes } = options;
  if (whatwg !== void 0 && typeof whatwg !== "boolean")
    throw new TypeError(`inspect: option "whatwg" must be a boolean, got ${typeName(whatwg)}`);
  const allow = /* @__PURE__ */ new Set();
  if (allowSchemes !== void 0) {
    if (!Array.isArray(allowSchemes))
      throw new TypeError(`inspect: option "allowSchemes" must be an array of strings, got ${typeName(allowSchemes)}`);
    for (const s of allowSchemes) {
      expectString(s, "inspect", "allowSchemes");
      allow.add(s.toLowerCase());
    }
  }
  return { whatwg: whatwg ?? true, allow };
}
function inspect(text, options) {
  expectString(text, "inspect");
  const settings = readOptions(options);
  const errors = diagnose(text);
  const error = errors[0];
  const parts2 = new Int32Array(OFFSET_SLOTS);
  splitUriReference(text, parts2);
  const hazards = [];
  const add = (code, index, component, message, extra) => {
    hazards.push({ code, index, component, message, cite: HAZARD_CITES[code], ...extra });
  };
  const componentAt2 = (index) => {
    let name = "path";
    for (let k = 0; k < COMPONENT_NAMES.length; k++)
      if (parts2[2 * k] >= 0 && parts2[2 * k] <= index)
        name = COMPONENT_NAMES[k];
    return name;
  };
  const scheme = parts2[SCHEME_START] >= 0 ? text.slice(0, parts2[SCHEME_END]).toLowerCase() : void 0;
  const runScheme = scheme === void 0 ? void 0 : stripWhatwgIgnored(scheme);
  if (runScheme !== void 0 && UNSAFE_SCHEMES.has(runScheme) && !settings.allow.has(runScheme)) {
    add("scheme-unsafe", 0, "scheme", `scheme "${runScheme}:" ${runScheme === "file" ? "reads the local file system" : "runs or embeds content"}, not a web resource`);
  }
  if (parts2[USERINFO_START] >= 0) {
    const start = parts2[USERINFO_START];
    const end = parts2[USERINFO_END];
    const userinfo = text.slice(start, end);
    const host = parts2[HOST_START] >= 0 ? text.slice(parts2[HOST_START], parts2[HOST_END]) : "";
    const hostLike = /[A-Za-z0-9-]\.[A-Za-z]/.test(userinfo);
    add("userinfo-present", start, "userinfo", hostLike ? `userinfo ${JSON.stringify(userinfo.split(":")[0])} reads like a host, but the host is ${JSON.stringify(host)}` : `a userinfo stands before the host ${JSON.stringify(host)}; a reader may take it for the authority`);
    const colon = userinfo.indexOf(":");
    if (colon >= 0)
      add("password-in-userinfo", start + colon, "userinfo", `userinfo carries a password after ":" (deprecated; it ends up in logs and history)`);
  }
  const hostStart = parts2[HOST_START];
  const hostEnd = parts2[HOST_END];
  if (hostStart >= 0 && parts2[HOST_KIND] !== HOST_KIND_IPV4 && text.charCodeAt(hostStart) !== 91) {
    let decoded2 = "";
    let firstPct = -1;
    const octets = [];
    let ascii = true;
    for (let i = hostStart; i < hostEnd; i++) {
      const c = text.charCodeAt(i);
      const o = c === 37 ? octetAt2(text, i, hostEnd) : -1;
      if (o >= 0) {
        if (o < 128) {
          if (firstPct < 0)
            firstPct = i;
          octets.push(`%${text.slice(i + 1, i + 3)} \u2192 ${nameOctet(o)}`);
        } else
          ascii = false;
        decoded2 += String.fromCharCode(o);
        i += 2;
      } else {
        if (c >= 128)
          ascii = false;
        decoded2 += text[i];
      }
    }
    if (firstPct >= 0) {
      add("pct-encoded-in-host", firstPct, "host", `the host hides ASCII behind percent-encoding (${octets.join(", ")}); a resolver decodes it to ${JSON.stringify(decoded2)}`);
    }
    const address = ascii ? legacyIPv4(decoded2.toLowerCase()) : void 0;
    if (address !== void 0) {
      add("rare-ipv4-form", hostStart, "host", `host ${JSON.stringify(text.slice(hostStart, hostEnd))} is not dotted decimal, but inet_aton() and WHATWG URL read it as the IPv4 address ${address}`, { address });
    }
  }
  if (parts2[PORT_START] >= 0 && parts2[PORT_END] > parts2[PORT_START] && scheme !== void 0) {
    const portText = text.slice(parts2[PORT_START], parts2[PORT_END]);
    const expected = defaultPort(scheme);
    if (expected !== void 0 && /^[0-9]+$/.test(portText) && Number(portText) !== expected) {
      const port = Number(portText);
      const wellKnown = port < 1024 ? `; ${port} is a well-known port of another protocol` : "";
      add("non-default-port", parts2[PORT_START], "port", `port ${portText} is not the ${scheme} port ${expected}${wellKnown}`);
    }
  }
  const pathStart = parts2[PATH_START];
  const pathEnd = parts2[PATH_END];
  const rooted = text.charCodeAt(pathStart) === 47;
  const relative2 = scheme === void 0 && hostStart < 0 && !rooted;
  let depth = 0;
  let climbed = false;
  for (let s = pathStart; s <= pathEnd; ) {
    if (s === pathStart && rooted) {
      s++;
      continue;
    }
    let e = s;
    while (e < pathEnd && text.charCodeAt(e) !== 47)
      e++;
    let dots = 0;
    let encodedDots = 0;
    let other = false;
    for (let i = s; i < e; i++) {
      const c = text.charCodeAt(i);
      const o = c === 37 ? octetAt2(text, i, e) : -1;
      if (c === 46)
        dots++;
      else if (o === 46) {
        encodedDots++;
        i += 2;
      } else {
        other = true;
        if (o === 47 || o === 92 || o === 63 || o === 35) {
          add("pct-encoded-delimiter", i, "path", `%${text.slice(i + 1, i + 3)} encodes ${nameOctet(o)} inside a segment; a server that decodes before routing sees a delimiter`);
        }
        if (o >= 0)
          i += 2;
      }
    }
    const n = dots + encodedDots;
    if (!other && encodedDots > 0 && n <= 2) {
      add("pct-encoded-delimiter", s, "path", `segment ${JSON.stringify(text.slice(s, e))} decodes to "${".".repeat(n)}", a dot segment that RFC 3986 \xA75.2.4 does not remove but a decoding server (and WHATWG URL) does`);
    }
    if (!other && encodedDots === 0 && dots === 2) {
      if (depth === 0 && !climbed && (rooted || relative2)) {
        climbed = true;
        add("dot-segment-above-root", s, "path", rooted ? `".." climbs above the root; joined to a directory on a server it escapes it` : `".." climbs above the directory of the base URI`);
      }
      depth = Math.max(0, depth - 1);
    } else if (!(!other && encodedDots === 0 && dots === 1) && e > s) {
      depth++;
    }
    s = e + 1;
  }
  for (let i = text.indexOf("%00"); i >= 0; i = text.indexOf("%00", i + 3))
    add("nul-byte", i, componentAt2(i), `%00 decodes to NUL, which ends a string in C and many back ends`);
  for (let i = text.indexOf("\0"); i >= 0; i = text.indexOf("\0", i + 1))
    add("nul-byte", i, componentAt2(i), `a raw NUL character`);
  hazards.push(...unicodeHazards(text, parts2, componentAt2));
  if (settings.whatwg)
    hazards.push(...whatwgDifferences(text, parts2, error === void 0, error === void 0 ? void 0 : `${error.code} at index ${error.index}`));
  hazards.sort((a, b) => a.index - b.index);
  const result = { valid: error === void 0, hazards };
  if (error !== void 0)
    result.error = error;
  return result;
}
var UNSAFE_SCHEMES;
var init_inspect = __esm({
  "../../packages/security/dist/inspect.js"() {
    "use strict";
    init_offsets();
    init_dist2();
    init_engine();
    init_dist4();
    init_hazard();
    init_legacy_ipv4();
    init_unicode_hazards();
    init_whatwg_reading();
    UNSAFE_SCHEMES = /* @__PURE__ */ new Set(["javascript", "data", "vbscript", "file"]);
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
    PATH_PART = { name: "path", section: "\xA73.3", flag: PCHAR, extra: SOLIDUS2 };
    QUERY_PART = { name: "query", section: "\xA73.4", flag: QUERY, extra: -1 };
    FRAGMENT_PART = { name: "fragment", section: "\xA73.5", flag: QUERY, extra: -1 };
    HOST_PART = { name: "host", section: "\xA73.2.2", flag: -1, extra: -1 };
  }
});

// ../../packages/security/dist/special-purpose.js
function toBlock(row) {
  const [block, name, rfc, addressClass, global, embeds] = row;
  return embeds === void 0 ? { block, name, rfc, addressClass, global } : { block, name, rfc, addressClass, global, embeds };
}
var IPV4_ROWS, IPV6_ROWS, IPV4_SPECIAL_BLOCKS, IPV6_SPECIAL_BLOCKS;
var init_special_purpose = __esm({
  "../../packages/security/dist/special-purpose.js"() {
    "use strict";
    IPV4_ROWS = [
      ["0.0.0.0/8", '"This network"', "RFC 791 \xA73.2", "unspecified", false],
      ["0.0.0.0/32", '"This host on this network"', "RFC 1122 \xA73.2.1.3", "unspecified", false],
      ["10.0.0.0/8", "Private-Use", "RFC 1918", "private", false],
      ["100.64.0.0/10", "Shared Address Space", "RFC 6598", "shared", false],
      ["127.0.0.0/8", "Loopback", "RFC 1122 \xA73.2.1.3", "loopback", false],
      ["169.254.0.0/16", "Link Local", "RFC 3927", "link-local", false],
      ["172.16.0.0/12", "Private-Use", "RFC 1918", "private", false],
      ["192.0.0.0/24", "IETF Protocol Assignments", "RFC 6890 \xA72.1", "reserved", false],
      ["192.0.0.0/29", "IPv4 Service Continuity Prefix", "RFC 7335", "reserved", false],
      ["192.0.0.8/32", "IPv4 dummy address", "RFC 7600", "reserved", false],
      ["192.0.0.9/32", "Port Control Protocol Anycast", "RFC 7723", "global", true],
      ["192.0.0.10/32", "Traversal Using Relays around NAT Anycast", "RFC 8155", "global", true],
      ["192.0.0.170/32", "NAT64/DNS64 Discovery", "RFC 8880, RFC 7050 \xA72.2", "reserved", false],
      ["192.0.0.171/32", "NAT64/DNS64 Discovery", "RFC 8880, RFC 7050 \xA72.2", "reserved", false],
      ["192.0.2.0/24", "Documentation (TEST-NET-1)", "RFC 5737", "documentation", false],
      ["192.31.196.0/24", "AS112-v4", "RFC 7535", "global", true],
      ["192.52.193.0/24", "AMT", "RFC 7450", "global", true],
      ["192.88.99.0/24", "Deprecated (6to4 Relay Anycast)", "RFC 7526", "reserved", false],
      ["192.88.99.2/32", "6a44-relay anycast address", "RFC 6751", "reserved", false],
      ["192.168.0.0/16", "Private-Use", "RFC 1918", "private", false],
      ["192.175.48.0/24", "Direct Delegation AS112 Service", "RFC 7534", "global", true],
      ["198.18.0.0/15", "Benchmarking", "RFC 2544", "benchmarking", false],
      ["198.51.100.0/24", "Documentation (TEST-NET-2)", "RFC 5737", "documentation", false],
      ["203.0.113.0/24", "Documentation (TEST-NET-3)", "RFC 5737", "documentation", false],
      ["224.0.0.0/4", "Multicast (IPv4 Multicast Address Space registry)", "RFC 5771", "multicast", false],
      ["240.0.0.0/4", "Reserved", "RFC 1112 \xA74", "reserved", false],
      ["255.255.255.255/32", "Limited Broadcast", "RFC 8190, RFC 919 \xA77", "broadcast", false]
    ];
    IPV6_ROWS = [
      // The IPv6 Address Space registry: outside 2000::/3 (global unicast), fc00::/7, fe80::/10 and ff00::/8,
      // everything is "Reserved by IETF"; the special-purpose rows inside it are more specific and win.
      ["::/3", "Reserved by IETF (IPv6 Address Space)", "RFC 4291 \xA72.4", "reserved", false],
      ["4000::/2", "Reserved by IETF (IPv6 Address Space)", "RFC 4291 \xA72.4", "reserved", false],
      ["8000::/1", "Reserved by IETF (IPv6 Address Space)", "RFC 4291 \xA72.4", "reserved", false],
      ["::1/128", "Loopback Address", "RFC 4291", "loopback", false],
      ["::/128", "Unspecified Address", "RFC 4291", "unspecified", false],
      ["::/96", "IPv4-compatible Address (deprecated)", "RFC 4291 \xA72.5.5.1", "reserved", false, "ipv4-compatible"],
      ["::ffff:0:0/96", "IPv4-mapped Address", "RFC 4291", "reserved", false, "ipv4-mapped"],
      ["::ffff:0:0:0/96", "IPv4-translated Address", "RFC 7915 \xA72.1 (was RFC 6145)", "reserved", false, "ipv4-translated"],
      ["64:ff9b::/96", "IPv4-IPv6 Translat.", "RFC 6052", "global", true, "nat64"],
      ["64:ff9b:1::/48", "IPv4-IPv6 Translat.", "RFC 8215", "reserved", false],
      ["100::/64", "Discard-Only Address Block", "RFC 6666", "reserved", false],
      ["100:0:0:1::/64", "Dummy IPv6 Prefix", "RFC 9780", "reserved", false],
      ["2001::/23", "IETF Protocol Assignments", "RFC 2928", "reserved", false],
      ["2001::/32", "TEREDO", "RFC 4380, RFC 8190", "reserved", false, "teredo"],
      ["2001:1::1/128", "Port Control Protocol Anycast", "RFC 7723", "global", true],
      ["2001:1::2/128", "Traversal Using Relays around NAT Anycast", "RFC 8155", "global", true],
      ["2001:1::3/128", "DNS-SD Service Registration Protocol Anycast", "RFC 9665", "global", true],
      ["2001:2::/48", "Benchmarking", "RFC 5180, RFC Errata 1752", "benchmarking", false],
      ["2001:3::/32", "AMT", "RFC 7450", "global", true],
      ["2001:4:112::/48", "AS112-v6", "RFC 7535", "global", true],
      ["2001:10::/28", "Deprecated (previously ORCHID)", "RFC 4843", "reserved", false],
      ["2001:20::/28", "ORCHIDv2", "RFC 7343", "global", true],
      ["2001:30::/28", "Drone Remote ID Protocol Entity Tags (DETs) Prefix", "RFC 9374", "global", true],
      ["2001:db8::/32", "Documentation", "RFC 3849", "documentation", false],
      ["2002::/16", "6to4", "RFC 3056", "reserved", false, "6to4"],
      ["2620:4f:8000::/48", "Direct Delegation AS112 Service", "RFC 7534", "global", true],
      ["3fff::/20", "Documentation", "RFC 9637", "documentation", false],
      ["5f00::/16", "Segment Routing (SRv6) SIDs", "RFC 9602", "reserved", false],
      ["fc00::/7", "Unique-Local", "RFC 4193, RFC 8190", "unique-local", false],
      ["fe80::/10", "Link-Local Unicast", "RFC 4291", "link-local", false],
      ["fec0::/10", "Site-Local Unicast (deprecated)", "RFC 3879", "reserved", false],
      ["ff00::/8", "Multicast (IPv6 Multicast Address Space registry)", "RFC 4291 \xA72.7", "multicast", false]
    ];
    IPV4_SPECIAL_BLOCKS = IPV4_ROWS.map(toBlock);
    IPV6_SPECIAL_BLOCKS = IPV6_ROWS.map(toBlock);
  }
});

// ../../packages/security/dist/assess-address.js
function rowOfIPv4(value) {
  let best;
  for (const r of V4_RANGES)
    if (value >= r.start && value <= r.end && (best === void 0 || r.end - r.start < best.end - best.start))
      best = r;
  return best?.row;
}
function inPrefix(words, prefix, length) {
  for (let bit = 0; bit < length; bit += 16) {
    const k = bit >> 4;
    const take = Math.min(16, length - bit);
    const mask = 65535 << 16 - take & 65535;
    if ((words[k] & mask) !== (prefix[k] & mask))
      return false;
  }
  return true;
}
function rowOfIPv6(words) {
  let best;
  for (const r of V6_RANGES)
    if (inPrefix(words, r.words, r.length) && (best === void 0 || r.length > best.length))
      best = r;
  return best?.row;
}
function assessIPv4(value) {
  const address = formatIPv4(value);
  const row = rowOfIPv4(value);
  if (row === void 0)
    return { address, addressClass: "global", global: true };
  return { address, addressClass: row.addressClass, global: row.global, block: row.block, name: row.name };
}
function carried(kind, w) {
  const v4 = (hi, lo) => hi * 65536 + lo;
  switch (kind) {
    case "6to4":
      return [v4(w[1], w[2])];
    case "teredo":
      return [v4(w[6] ^ 65535, w[7] ^ 65535), v4(w[2], w[3])];
    default:
      return [v4(w[6], w[7])];
  }
}
function assessIPv6(words) {
  const address = formatIPv6(words);
  const row = rowOfIPv6(words);
  if (row === void 0)
    return { address, addressClass: "global", global: true };
  const base = { address, addressClass: row.addressClass, global: row.global, block: row.block, name: row.name };
  if (row.embeds === void 0)
    return base;
  const inner = carried(row.embeds, words).map(assessIPv4);
  const decisive = inner.find((a) => !a.global) ?? inner[0];
  return {
    address,
    addressClass: decisive.addressClass,
    global: decisive.global,
    block: row.block,
    name: row.name,
    embedded: { kind: row.embeds, address: decisive.address }
  };
}
function invalid(ip, index, rule) {
  const detail = index >= ip.length ? "the address ends early" : `unexpected ${JSON.stringify(ip[index])}`;
  return new UriError("invalid-ip-literal", index, { rule, detail: `${detail} in ${rule}`, cite: "RFC 3986 \xA73.2.2" });
}
function assessAddress(ip) {
  expectString(ip, "assessAddress");
  let start = 0;
  let end = ip.length;
  if (ip.startsWith("[")) {
    if (!ip.endsWith("]") || ip.length < 2)
      throw invalid(ip, ip.length, "IP-literal");
    start = 1;
    end = ip.length - 1;
  }
  const zone = ip.indexOf("%", start);
  if (zone >= 0 && zone < end && ip.slice(start, zone).includes(":"))
    end = zone;
  const text = ip.slice(start, end);
  if (text.includes(":") || start === 1) {
    const bad = checkIPv6address(text, 0, text.length);
    if (bad !== -1)
      throw invalid(ip, start + bad, "IPv6address");
    return assessIPv6(parseIPv6(text));
  }
  if (checkIPv4address(text, 0, text.length) === -1)
    return assessIPv4(parseIPv4(text));
  const legacy = legacyIPv4(text.toLowerCase());
  if (legacy !== void 0)
    return assessIPv4(parseIPv4(legacy));
  throw invalid(ip, checkIPv4address(text, 0, text.length), "IPv4address");
}
var V4_RANGES, V6_RANGES;
var init_assess_address = __esm({
  "../../packages/security/dist/assess-address.js"() {
    "use strict";
    init_dist2();
    init_engine();
    init_dist();
    init_legacy_ipv4();
    init_special_purpose();
    V4_RANGES = IPV4_SPECIAL_BLOCKS.map((row) => {
      const [text, length] = row.block.split("/");
      const size = 2 ** (32 - Number(length));
      const start = parseIPv4(text);
      return { start, end: start + size - 1, row };
    });
    V6_RANGES = IPV6_SPECIAL_BLOCKS.map((row) => {
      const [text, length] = row.block.split("/");
      return { words: parseIPv6(text), length: Number(length), row };
    });
  }
});

// ../../packages/security/dist/special-names.js
function classifyName(name) {
  const host = name.endsWith(".") ? name.slice(0, -1) : name;
  if (METADATA.has(host))
    return { addressClass: "link-local", metadata: true, reason: `"${host}" names a cloud instance-metadata service` };
  if (host === "localhost" || host.endsWith(".localhost") || host === "ip6-localhost" || host === "ip6-loopback") {
    return { addressClass: "loopback", metadata: false, reason: `"${host}" is loopback by RFC 6761 \xA76.3, whatever DNS says` };
  }
  if (host.endsWith(".internal") || host === "internal") {
    return { addressClass: "private", metadata: false, reason: `".internal" is reserved for private networks` };
  }
  if (host.endsWith(".home.arpa") || host === "home.arpa") {
    return { addressClass: "private", metadata: false, reason: `".home.arpa" names a home network (RFC 8375)` };
  }
  if (host.endsWith(".local") || host === "local") {
    return { addressClass: "link-local", metadata: false, reason: `".local" is resolved by multicast DNS on the local link (RFC 6762)` };
  }
  if (!host.includes(".")) {
    return { addressClass: "private", metadata: false, reason: `"${host}" is a single label: the resolver completes it with the local search domains, to an intranet host` };
  }
  return void 0;
}
var METADATA_HOST_NAMES, METADATA, METADATA_ADDRESSES;
var init_special_names = __esm({
  "../../packages/security/dist/special-names.js"() {
    "use strict";
    METADATA_HOST_NAMES = [
      "metadata.google.internal",
      "metadata.goog",
      "metadata",
      "instance-data",
      "instance-data.ec2.internal",
      "metadata.tencentyun.com"
    ];
    METADATA = new Set(METADATA_HOST_NAMES);
    METADATA_ADDRESSES = ["169.254.169.254", "169.254.170.2", "fd00:ec2::254", "100.100.100.200", "192.0.0.192"];
  }
});

// ../../packages/security/dist/assess-fetch.js
function readPolicy(policy) {
  const settings = { schemes: /* @__PURE__ */ new Set(["http", "https"]), ports: void 0, allowPrivate: false, allowUserinfo: false };
  if (policy === void 0)
    return settings;
  if (typeof policy !== "object" || policy === null || Array.isArray(policy))
    throw new TypeError(`assessFetch: expected a policy object, got ${typeName(policy)}`);
  const { allowSchemes, allowPorts, allowPrivate, allowUserinfo } = policy;
  if (allowSchemes !== void 0) {
    if (!Array.isArray(allowSchemes))
      throw new TypeError(`assessFetch: "allowSchemes" must be an array of strings, got ${typeName(allowSchemes)}`);
    settings.schemes = /* @__PURE__ */ new Set();
    for (const s of allowSchemes) {
      expectString(s, "assessFetch", "allowSchemes");
      if (!/^[A-Za-z][A-Za-z0-9+.-]*$/.test(s))
        throw new RangeError(`assessFetch: "allowSchemes" holds ${JSON.stringify(s)}, which is not a scheme (RFC 3986 \xA73.1)`);
      settings.schemes.add(s.toLowerCase());
    }
  }
  if (allowPorts !== void 0) {
    if (!Array.isArray(allowPorts))
      throw new TypeError(`assessFetch: "allowPorts" must be an array of port numbers, got ${typeName(allowPorts)}`);
    settings.ports = /* @__PURE__ */ new Set();
    for (const p of allowPorts) {
      if (typeof p !== "number" || !Number.isInteger(p) || p < 0 || p > 65535)
        throw new RangeError(`assessFetch: "allowPorts" holds ${String(p)}, not an integer in 0 \u2026 65535`);
      settings.ports.add(p);
    }
  }
  for (const [name, value] of [
    ["allowPrivate", allowPrivate],
    ["allowUserinfo", allowUserinfo]
  ]) {
    if (value !== void 0 && typeof value !== "boolean")
      throw new TypeError(`assessFetch: "${name}" must be a boolean, got ${typeName(value)}`);
  }
  settings.allowPrivate = allowPrivate === true;
  settings.allowUserinfo = allowUserinfo === true;
  return settings;
}
function whatwgUrl(uri) {
  const ctor = globalThis.URL;
  if (typeof ctor !== "function")
    return null;
  try {
    return new ctor(uri);
  } catch {
    return null;
  }
}
function assessFetch(uri, policy) {
  expectString(uri, "assessFetch");
  const settings = readPolicy(policy);
  const report = inspect(uri, { allowSchemes: [...settings.schemes] });
  const hazards = report.hazards;
  const parts2 = new Int32Array(OFFSET_SLOTS);
  splitUriReference(uri, parts2);
  const add = (code, index, component, message, extra) => {
    hazards.push({ code, index, component, message, cite: HAZARD_CITES[code], ...extra });
  };
  const result = { allowed: false, hazards };
  const url = whatwgUrl(uri);
  const hostIndex = parts2[HOST_START] >= 0 ? parts2[HOST_START] : 0;
  if (url === null && report.error !== void 0) {
    add("invalid-uri", report.error.index, "input", `neither reading accepts this string: ${report.error.message}; the WHATWG URL parser rejects it too`);
  }
  if (parts2[SCHEME_START] < 0)
    add("not-absolute", 0, "input", "a relative reference: a fetch needs an absolute URI (resolve it against its base first)");
  const scheme = url !== null ? url.protocol.slice(0, -1) : parts2[SCHEME_START] >= 0 ? uri.slice(0, uri.indexOf(":")).toLowerCase() : void 0;
  if (scheme !== void 0 && !settings.schemes.has(scheme)) {
    add("scheme-not-allowed", 0, "scheme", `scheme "${scheme}:" is not one this fetch allows (${[...settings.schemes].join(", ")})`);
  }
  if ((parts2[USERINFO_START] >= 0 || url !== null && (url.username !== "" || url.password !== "")) && !settings.allowUserinfo) {
    add("userinfo-not-allowed", parts2[USERINFO_START] >= 0 ? parts2[USERINFO_START] : hostIndex, "userinfo", "a userinfo is sent as credentials to the host; this fetch allows none");
  }
  if (url !== null && settings.ports !== void 0 && scheme !== void 0) {
    const port = url.port !== "" ? Number(url.port) : defaultPort(scheme);
    if (port === void 0 || !settings.ports.has(port)) {
      add("port-not-allowed", hostIndex, "port", `port ${port ?? "(none)"} is not one this fetch allows (${[...settings.ports].join(", ")})`);
    }
  }
  if (url !== null && url.hostname !== "") {
    const host = url.hostname;
    result.host = host;
    if (host.startsWith("[") || isIPv4(host)) {
      const a = assessAddress(host);
      result.address = a.address;
      result.addressClass = a.addressClass;
      if (METADATA_ADDRESSES.includes(a.address)) {
        add("metadata-endpoint", hostIndex, "host", `${a.address} is a cloud instance-metadata address`, { address: a.address });
      }
      if (!a.global && (!settings.allowPrivate || NEVER.has(a.addressClass))) {
        const carried2 = a.embedded === void 0 ? "" : ` (the ${a.embedded.kind} IPv6 address carries ${a.embedded.address})`;
        add("address-not-global", hostIndex, "host", `${a.address} is ${a.addressClass}${carried2} (${a.name ?? ""}, ${a.block ?? ""}): not a public address`, {
          address: a.address,
          addressClass: a.addressClass
        });
      }
    } else {
      const name = classifyName(host);
      if (name !== void 0) {
        result.addressClass = name.addressClass;
        if (name.metadata)
          add("metadata-endpoint", hostIndex, "host", name.reason);
        else if (!settings.allowPrivate)
          add("address-not-global", hostIndex, "host", `${name.reason}: not a public name`, { addressClass: name.addressClass });
      }
    }
  }
  hazards.sort((a, b) => a.index - b.index);
  result.allowed = report.valid && url !== null && !hazards.some((h) => REFUSING_CODES.has(h.code));
  return result;
}
var REFUSING_CODES, NEVER;
var init_assess_fetch = __esm({
  "../../packages/security/dist/assess-fetch.js"() {
    "use strict";
    init_offsets();
    init_engine();
    init_dist();
    init_dist4();
    init_assess_address();
    init_hazard();
    init_inspect();
    init_special_names();
    REFUSING_CODES = /* @__PURE__ */ new Set([
      "whatwg-differs",
      "address-not-global",
      "metadata-endpoint",
      "scheme-not-allowed",
      "port-not-allowed",
      "userinfo-not-allowed",
      "not-absolute",
      "invalid-uri"
    ]);
    NEVER = /* @__PURE__ */ new Set(["unspecified", "multicast", "broadcast"]);
  }
});

// ../../packages/security/dist/assess-redirect.js
function lookAlikeSlashIndex(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128)
      continue;
    const ch = String.fromCodePoint(s.codePointAt(i));
    if (SLASH_LOOK_ALIKES.test(ch) || /[/\\]/.test(ch.normalize("NFKC")))
      return i;
    if (ch.length === 2)
      i++;
  }
  return -1;
}
function decodeOnce(s) {
  return s.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-7][0-9A-Fa-f])/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
  });
}
function browserTarget(value, base) {
  try {
    return new URL(value, base);
  } catch {
    return void 0;
  }
}
function rfcKeepsOrigin(value, base, parts2) {
  splitUriReference(value, parts2);
  const scheme = parts2[SCHEME_START] >= 0 ? value.slice(parts2[SCHEME_START], parts2[SCHEME_END]).toLowerCase() : void 0;
  if (scheme !== void 0 && (`${scheme}:` !== base.protocol || parts2[HOST_START] < 0))
    return false;
  if (parts2[HOST_START] < 0)
    return true;
  const host = value.slice(parts2[HOST_START], parts2[HOST_END]).replace(/%([0-9A-Fa-f]{2})/g, (all, hex) => {
    const c = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9._~-]/.test(c) ? c : all;
  });
  if (host.toLowerCase() !== base.hostname)
    return false;
  const port = parts2[PORT_START] >= 0 && parts2[PORT_END] > parts2[PORT_START] ? Number(value.slice(parts2[PORT_START], parts2[PORT_END])) : void 0;
  const schemeName = base.protocol.slice(0, -1);
  const basePort = base.port === "" ? defaultPort(schemeName) : Number(base.port);
  return (port ?? defaultPort(schemeName)) === basePort;
}
function encodedTrickIndex(s) {
  const trick = /%(?:[01][0-9A-Fa-f]|2[0-3Ff]|3[AaFf]|40|5[Cc]|7[Ff])/.exec(s);
  return trick?.index ?? Math.max(s.indexOf("%"), 0);
}
function readBase(options) {
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new TypeError(`assessRedirect: expected options { base }, got ${typeName(options)}`);
  }
  const { base } = options;
  expectString(base, "assessRedirect", "base");
  try {
    return new URL(base);
  } catch {
    throw new RangeError(`assessRedirect: "base" must be an absolute URL, got ${JSON.stringify(base)}`);
  }
}
function assessRedirect(location, options) {
  expectString(location, "assessRedirect");
  const base = readBase(options);
  const hazards = [];
  const add = (code, index, component, message) => {
    hazards.push({ code, index, component, message, cite: HAZARD_CITES[code] });
  };
  let start = 0;
  let end = location.length;
  while (start < end && location.charCodeAt(start) <= 32)
    start++;
  while (end > start && location.charCodeAt(end - 1) <= 32)
    end--;
  let kept = "";
  const at = [];
  let dropped = start > 0 ? 0 : -1;
  for (let i = start; i < end; i++) {
    const c = location.charCodeAt(i);
    if (c === 9 || c === 10 || c === 13) {
      if (dropped < 0)
        dropped = i;
      continue;
    }
    kept += location[i];
    at.push(i);
  }
  if (dropped < 0 && end < location.length)
    dropped = end;
  at.push(location.length);
  if (dropped >= 0) {
    add("ignored-whitespace", dropped, "input", "a browser drops ASCII tab and newline anywhere, and C0 controls and spaces at either end, before it reads the value: what a filter saw is not what the browser follows");
  }
  const target = browserTarget(location, base);
  const special = SPECIAL.has((target ?? base).protocol.slice(0, -1));
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(kept)?.[0].slice(0, -1).toLowerCase();
  const afterScheme = scheme === void 0 ? 0 : scheme.length + 1;
  const slashes = /^[/\\]*/.exec(kept.slice(afterScheme))?.[0] ?? "";
  if (scheme === void 0 && slashes.length >= 2) {
    add("network-path-reference", at[0], "input", `"${slashes}" starts a network-path reference: the host that follows replaces the base's host`);
  }
  if (scheme !== void 0 && SPECIAL.has(scheme) && slashes.length < 2) {
    const same = scheme === base.protocol.slice(0, -1);
    add("scheme-relative-authority", at[0], "scheme", `"${scheme}:" with ${slashes.length === 0 ? "no slash" : "one slash"}: RFC 3986 reads a path; a browser reads ${same ? "a path relative to the base here, but an authority (a host) from any page of another scheme" : "an authority (a host) after it"}`);
  }
  if (special) {
    const stop = kept.search(/[?#]/);
    const slash = kept.slice(0, stop < 0 ? kept.length : stop).indexOf("\\");
    if (slash >= 0)
      add("backslash-as-slash", at[slash], "input", `a browser reads "\\" as "/" in a ${scheme ?? base.protocol.slice(0, -1)} URL, so it can start an authority or escape the path`);
  }
  const look = lookAlikeSlashIndex(location);
  if (look >= 0) {
    add("look-alike-slash", look, "input", `${JSON.stringify(location[look])} (U+${location.codePointAt(look).toString(16).toUpperCase().padStart(4, "0")}) looks like a slash, or becomes one under NFKC as some servers normalize: a filter sees no "/", a reader or a server does`);
  }
  const control = /%(?:[01][0-9A-Fa-f]|7[Ff])/.exec(location);
  if (control !== null) {
    add("encoded-control", control.index, "input", `"${control[0]}" encodes a control character: a server that decodes the value drops it, or reads a line break that ends the header`);
  }
  const report = inspect(location);
  for (const h of report.hazards)
    if (FROM_INSPECT.has(h.code))
      hazards.push(h);
  if (report.error !== void 0 && target !== void 0) {
    add("invalid-uri", report.error.index, "input", `a Location value is a URI reference (RFC 9110 \xA710.2.2), and RFC 3986 rejects this one (${report.error.message}); a browser repairs it, a server-side check may read it otherwise`);
  }
  const sameBase = (url) => url !== void 0 && url.origin !== "null" && url.origin === base.origin;
  const parts2 = new Int32Array(OFFSET_SLOTS);
  const browserSame = sameBase(target);
  const rfcSame = rfcKeepsOrigin(location, base, parts2);
  if (browserSame && !rfcSame && !hazards.some((h) => h.code === "scheme-relative-authority" || h.code === "pct-encoded-in-host" || h.code === "non-ascii-host")) {
    add("whatwg-differs", at[0], "input", "RFC 3986 reads another scheme, host or port here than a browser does: a server-side check and the browser disagree on where this goes");
  }
  const decoded2 = decodeOnce(location);
  let decodedSame = true;
  let decodedTarget;
  if (decoded2 !== location && browserSame) {
    decodedTarget = browserTarget(decoded2, base);
    decodedSame = (decodedTarget === void 0 || sameBase(decodedTarget)) && rfcKeepsOrigin(decoded2, base, parts2);
    if (!decodedSame) {
      const where = decodedTarget === void 0 || sameBase(decodedTarget) ? "which RFC 3986 reads as another origin" : `which a browser resolves to ${decodedTarget.href}`;
      add("decoded-off-origin", encodedTrickIndex(location), "input", `decoded once more, as many servers and frameworks decode a next= or Location value before redirecting to it, the value reads ${JSON.stringify(decoded2)}, ${where}: another origin`);
    }
  }
  if (target !== void 0 && browserSame && rfcSame && decodedSame && NESTED.test(decodeOnce(target.pathname + target.search).replace(/[\t\n\r]/g, ""))) {
    add("nested-url", at[0], "input", `the target ${JSON.stringify(target.pathname + target.search)} carries another URL: if that page redirects again (or strips a leading "/"), the second hop leaves the origin`);
  }
  if (browserSame && rfcSame) {
    const own = hazards.findIndex((h) => h.code === "network-path-reference");
    if (own >= 0 && !/\\/.test(kept.slice(0, 2)))
      hazards.splice(own, 1);
  }
  hazards.sort((a, b) => a.index - b.index);
  const sameOrigin = browserSame && rfcSame && decodedSame && hazards.length === 0;
  const result = { valid: target !== void 0, sameOrigin, browserSameOrigin: browserSame, hazards };
  if (target !== void 0)
    result.target = target.href;
  if (decodedTarget !== void 0)
    result.decodedTarget = decodedTarget.href;
  return result;
}
var SPECIAL, FROM_INSPECT, SLASH_LOOK_ALIKES, NESTED;
var init_assess_redirect = __esm({
  "../../packages/security/dist/assess-redirect.js"() {
    "use strict";
    init_engine();
    init_offsets();
    init_dist4();
    init_hazard();
    init_inspect();
    SPECIAL = /* @__PURE__ */ new Set(["http", "https", "ws", "wss", "ftp", "file"]);
    FROM_INSPECT = /* @__PURE__ */ new Set([
      "userinfo-present",
      "rare-ipv4-form",
      "pct-encoded-delimiter",
      "pct-encoded-in-host",
      "scheme-unsafe",
      "non-ascii-host",
      "punycode-label",
      "mixed-script-label",
      "bidi-control",
      "invisible-character"
    ]);
    SLASH_LOOK_ALIKES = /[\u2044\u2215\u2216\u29F5\u29F8\u29F9\u3031-\u3035\u309D\u309E\u30FC\u30FD\u30FE\uFF70\u2571\u2572]/u;
    NESTED = /[/\\]{2}|(?:^|[/=?&])(?:https?|wss?|ftp|file|javascript|data|vbscript):/i;
  }
});

// ../../packages/security/dist/index.js
var init_dist5 = __esm({
  "../../packages/security/dist/index.js"() {
    "use strict";
    init_inspect();
    init_repair();
    init_assess_fetch();
    init_assess_redirect();
  }
});

// ../../packages/resolver/dist/parse-as.js
function parseAs(text, subject) {
  if (scanUriReference(text, scratch4) !== 0)
    throw errorFromOffsets(text, scratch4, subject);
  return componentsFromOffsets(text, scratch4);
}
var scratch4;
var init_parse_as = __esm({
  "../../packages/resolver/dist/parse-as.js"() {
    "use strict";
    init_offsets();
    scratch4 = new Int32Array(OFFSET_SLOTS);
  }
});

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
var init_parse_base = __esm({
  "../../packages/resolver/dist/parse-base.js"() {
    "use strict";
    init_dist2();
    init_engine();
    init_parse_as();
  }
});

// ../../packages/resolver/dist/resolve.js
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
var cachedBase, baseOffsets, referenceOffsets;
var init_resolve = __esm({
  "../../packages/resolver/dist/resolve.js"() {
    "use strict";
    init_engine();
    init_offsets();
    init_engine();
    init_dist2();
    init_parse_base();
    baseOffsets = new Int32Array(OFFSET_SLOTS);
    referenceOffsets = new Int32Array(OFFSET_SLOTS);
  }
});

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
var init_resolve_components = __esm({
  "../../packages/resolver/dist/resolve-components.js"() {
    "use strict";
    init_dist2();
    init_engine();
  }
});

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
var init_recompose = __esm({
  "../../packages/resolver/dist/recompose.js"() {
    "use strict";
  }
});

// ../../packages/resolver/dist/relativize.js
function resolvesTo(base, candidate, target) {
  if (scanUriReference(candidate, scratch5) !== 0)
    return false;
  const t = resolveComponents(base, componentsFromOffsets(candidate, scratch5));
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
    const relative2 = relativePath(parsedBase, effective.path);
    if (relative2 !== void 0)
      candidates.push(relative2 + tail);
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
var scratch5;
var init_relativize = __esm({
  "../../packages/resolver/dist/relativize.js"() {
    "use strict";
    init_engine();
    init_offsets();
    init_dist2();
    init_parse_base();
    init_recompose();
    init_resolve_components();
    scratch5 = new Int32Array(OFFSET_SLOTS);
  }
});

// ../../packages/resolver/dist/index.js
var init_dist6 = __esm({
  "../../packages/resolver/dist/index.js"() {
    "use strict";
    init_resolve();
    init_relativize();
  }
});

// ../../packages/iri/dist/iri-char-class.js
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
var UCSCHAR, IPRIVATE;
var init_iri_char_class = __esm({
  "../../packages/iri/dist/iri-char-class.js"() {
    "use strict";
    UCSCHAR = [
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
    IPRIVATE = [57344, 63743, 983040, 1048573, 1048576, 1114109];
  }
});

// ../../packages/iri/dist/iri-error.js
function iriSyntaxError(error) {
  const rule = IRI_RULES[error.rule] ?? error.rule;
  const detail = error.detail.replace(/ in (userinfo|host|path|query|fragment)$/, " in i$1");
  return new UriError(error.code, error.index, { rule, detail, cite: "RFC 3987 \xA72.2", subject: error.subject });
}
var IRI_RULES;
var init_iri_error = __esm({
  "../../packages/iri/dist/iri-error.js"() {
    "use strict";
    init_dist2();
    IRI_RULES = {
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
  }
});

// ../../packages/iri/dist/scan-iri.js
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
var LOW_LINE, LEFT_SQUARE_BRACKET2, split;
var init_scan_iri = __esm({
  "../../packages/iri/dist/scan-iri.js"() {
    "use strict";
    init_offsets();
    init_iri_char_class();
    LOW_LINE = 95;
    LEFT_SQUARE_BRACKET2 = 91;
    split = new Int32Array(OFFSET_SLOTS);
  }
});

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
function encodeIri(iri) {
  expectString(iri, "encodeIri");
  if (scanIriReference(iri, scratch6) !== ERR_NONE)
    throw iriSyntaxError(errorFromOffsets(iri, scratch6));
  return percentEncodeNonAscii(iri);
}
var scratch6;
var init_encode_iri = __esm({
  "../../packages/iri/dist/encode-iri.js"() {
    "use strict";
    init_offsets();
    init_engine();
    init_scan_iri();
    init_iri_error();
    scratch6 = new Int32Array(OFFSET_SLOTS);
  }
});

// ../../packages/iri/dist/index.js
var init_dist7 = __esm({
  "../../packages/iri/dist/index.js"() {
    "use strict";
    init_encode_iri();
  }
});

// ../../packages/normalizer/dist/generated/plainly-normal.js
var PLAINLY_NORMAL;
var init_plainly_normal = __esm({
  "../../packages/normalizer/dist/generated/plainly-normal.js"() {
    "use strict";
    PLAINLY_NORMAL = /^[a-z][+\-.0-9a-z]*:(?:\/\/[!$&-.0-9;=_a-z~]*(?=\/)|(?!\/\/))[!$&-.0-;=@-Z_a-z~]*(?:\/(?!\.\.?(?:[\/?#]|$))[!$&-.0-;=@-Z_a-z~]*)*(?:\?[!$&-;=?-Z_a-z~]*)?(?:#[!$&-;=?-Z_a-z~]*)?$/;
  }
});

// ../../packages/normalizer/dist/is-plainly-normal.js
function isPlainlyNormal(text) {
  return PLAINLY_NORMAL.test(text);
}
var init_is_plainly_normal = __esm({
  "../../packages/normalizer/dist/is-plainly-normal.js"() {
    "use strict";
    init_plainly_normal();
  }
});

// ../../packages/normalizer/dist/normalize-percent-encoding.js
function hexValue4(c) {
  return c <= 57 ? c - 48 : (c | 32) - 87;
}
function normalizePercentEncoding(text, start, end, flags2) {
  const decodeUnreserved2 = (flags2 & DECODE_UNRESERVED) !== 0;
  const uppercaseHex = (flags2 & UPPERCASE_PERCENT_ENCODING) !== 0;
  const lowercase = (flags2 & LOWERCASE_LETTERS) !== 0;
  let percent = text.indexOf("%", start);
  if (percent < 0 || percent >= end) {
    return lowercase ? text.slice(start, end).toLowerCase() : text.slice(start, end);
  }
  let out = "";
  let runStart = start;
  while (percent >= 0 && percent < end) {
    const high = text.charCodeAt(percent + 1);
    const low = text.charCodeAt(percent + 2);
    const octet = hexValue4(high) << 4 | hexValue4(low);
    let replacement;
    if (decodeUnreserved2 && octet < 128 && (CHAR_CLASS[octet] & UNRESERVED) !== 0) {
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
var DECODE_UNRESERVED, UPPERCASE_PERCENT_ENCODING, LOWERCASE_LETTERS, HEX_UPPER;
var init_normalize_percent_encoding = __esm({
  "../../packages/normalizer/dist/normalize-percent-encoding.js"() {
    "use strict";
    init_chars();
    DECODE_UNRESERVED = 1 << 0;
    UPPERCASE_PERCENT_ENCODING = 1 << 1;
    LOWERCASE_LETTERS = 1 << 2;
    HEX_UPPER = "0123456789ABCDEF";
  }
});

// ../../packages/normalizer/dist/normalize-host.js
function normalizeHost(text, start, end, kind, flags2) {
  const lowercase = (flags2 & LOWERCASE_HOST) !== 0;
  switch (kind) {
    case HOST_KIND_REG_NAME:
      return normalizePercentEncoding(text, start, end, lowercase ? flags2 | LOWERCASE_LETTERS : flags2 & ~LOWERCASE_LETTERS);
    case HOST_KIND_IPV6:
      if ((flags2 & IPV6_CANONICAL) !== 0)
        return "[" + formatIPv6(parseIPv6(text.slice(start + 1, end - 1))) + "]";
      return lowercase ? text.slice(start, end).toLowerCase() : text.slice(start, end);
    case HOST_KIND_IPVFUTURE:
      return lowercase ? text.slice(start, end).toLowerCase() : text.slice(start, end);
    default:
      return text.slice(start, end);
  }
}
var LOWERCASE_HOST, IPV6_CANONICAL;
var init_normalize_host = __esm({
  "../../packages/normalizer/dist/normalize-host.js"() {
    "use strict";
    init_offsets();
    init_dist();
    init_normalize_percent_encoding();
    LOWERCASE_HOST = 1 << 3;
    IPV6_CANONICAL = 1 << 4;
  }
});

// ../../packages/normalizer/dist/normalize.js
function everyStepOn(o) {
  return o === void 0 || o.decodeUnreserved !== false && o.lowercaseScheme !== false && o.lowercaseHost !== false && o.uppercasePercentEncoding !== false && o.removeDotSegments !== false && o.removeDefaultPort !== false && o.emptyPathToSlash !== false && o.ipv6Canonical !== false;
}
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
  if (scratch7[PORT_START] >= 0)
    return false;
  const schemeStart = scratch7[SCHEME_START];
  if (schemeStart >= 0 && hasUpperCase(text, schemeStart, scratch7[SCHEME_END]))
    return false;
  const hostStart = scratch7[HOST_START];
  if (hostStart >= 0 && hasUpperCase(text, hostStart, scratch7[HOST_END]))
    return false;
  const pathStart = scratch7[PATH_START];
  const pathEnd = scratch7[PATH_END];
  if (pathStart === pathEnd) {
    if (hostStart >= 0 && schemeStart >= 0 && hasAuthority(text.slice(schemeStart, scratch7[SCHEME_END])) === true)
      return false;
    return true;
  }
  if (text.charCodeAt(pathStart) !== SOLIDUS2)
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
  if (scanUriReference(text, scratch7) !== ERR_NONE)
    return void 0;
  const schemeStart = scratch7[SCHEME_START];
  const schemeEnd = scratch7[SCHEME_END];
  const userinfoStart = scratch7[USERINFO_START];
  const userinfoEnd = scratch7[USERINFO_END];
  const hostStart = scratch7[HOST_START];
  const hostEnd = scratch7[HOST_END];
  const hostKind = scratch7[HOST_KIND];
  const portStart = scratch7[PORT_START];
  const portEnd = scratch7[PORT_END];
  const pathStart = scratch7[PATH_START];
  const pathEnd = scratch7[PATH_END];
  const queryStart = scratch7[QUERY_START];
  const queryEnd = scratch7[QUERY_END];
  const fragmentStart = scratch7[FRAGMENT_START];
  const fragmentEnd = scratch7[FRAGMENT_END];
  if (allOn && isAlreadyNormal(text, hostKind))
    return text;
  let flags2 = 0;
  if (options?.decodeUnreserved !== false)
    flags2 |= DECODE_UNRESERVED;
  if (options?.uppercasePercentEncoding !== false)
    flags2 |= UPPERCASE_PERCENT_ENCODING;
  if (options?.lowercaseHost !== false)
    flags2 |= LOWERCASE_HOST;
  if (options?.ipv6Canonical !== false)
    flags2 |= IPV6_CANONICAL;
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
      result += normalizePercentEncoding(text, userinfoStart, userinfoEnd, flags2) + "@";
    result += normalizeHost(text, hostStart, hostEnd, hostKind, flags2);
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
  let path = normalizePercentEncoding(text, pathStart, pathEnd, flags2);
  const isHierarchical = path.charCodeAt(0) === SOLIDUS2;
  if (options?.removeDotSegments !== false && isHierarchical) {
    path = removeDotSegments(path);
    if (!hasAuthorityComponent && path.charCodeAt(0) === SOLIDUS2 && path.charCodeAt(1) === SOLIDUS2)
      path = "/." + path;
  }
  if (path === "" && hasAuthorityComponent && scheme !== void 0 && options?.emptyPathToSlash !== false && hasAuthority(scheme) === true) {
    path = "/";
  }
  result += path;
  if (queryStart >= 0)
    result += "?" + normalizePercentEncoding(text, queryStart, queryEnd, flags2);
  if (fragmentStart >= 0)
    result += "#" + normalizePercentEncoding(text, fragmentStart, fragmentEnd, flags2);
  return result;
}
function normalize(text, options) {
  expectString(text, "normalize");
  if (options?.iri === true)
    encodeIri(text);
  const normalized = normalizeOrUndefined(text, options);
  if (normalized === void 0)
    throw errorFromOffsets(text, scratch7);
  return normalized;
}
function withAsciiDomain(uri, domainToAscii) {
  if (scanUriReference(uri, scratch7) !== ERR_NONE)
    return uri;
  const start = scratch7[HOST_START];
  const end = scratch7[HOST_END];
  if (start < 0 || scratch7[HOST_KIND] === HOST_KIND_IPV6 || scratch7[HOST_KIND] === HOST_KIND_IPVFUTURE)
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
var scratch7;
var init_normalize = __esm({
  "../../packages/normalizer/dist/normalize.js"() {
    "use strict";
    init_engine();
    init_offsets();
    init_chars();
    init_dist2();
    init_dist7();
    init_dist4();
    init_is_plainly_normal();
    init_normalize_host();
    init_normalize_percent_encoding();
    scratch7 = new Int32Array(OFFSET_SLOTS);
  }
});

// ../../packages/normalizer/dist/index.js
var init_dist8 = __esm({
  "../../packages/normalizer/dist/index.js"() {
    "use strict";
    init_normalize();
  }
});

// ../../packages/text/dist/line-counter.js
var LineCounter;
var init_line_counter = __esm({
  "../../packages/text/dist/line-counter.js"() {
    "use strict";
    LineCounter = class {
      /** Line of index `#at`, 1-based. */
      #line = 1;
      /** Index where that line starts. */
      #lineStart = 0;
      /** Index up to which the text has been counted. */
      #at = 0;
      /**
       * Count the LFs of `text` (whose first code unit is at index `offset` of the whole) up to index `to`, and return
       * the line and column (1-based, in UTF-16 code units) of `to`.
       */
      advance(text, offset, to) {
        let lf = text.indexOf("\n", this.#at - offset);
        while (lf >= 0 && lf + offset < to) {
          this.#line++;
          this.#lineStart = lf + offset + 1;
          lf = text.indexOf("\n", lf + 1);
        }
        this.#at = to;
        return { line: this.#line, column: to - this.#lineStart + 1 };
      }
    };
  }
});

// ../../packages/text/dist/iri-to-uri.js
function iriToUri(iri) {
  return iri.replace(NON_ASCII, encodeURIComponent);
}
var NON_ASCII;
var init_iri_to_uri = __esm({
  "../../packages/text/dist/iri-to-uri.js"() {
    "use strict";
    NON_ASCII = /[^\0-\x7f]+/gu;
  }
});

// ../../packages/text/dist/registered-schemes.js
var REGISTERED_SCHEMES;
var init_registered_schemes = __esm({
  "../../packages/text/dist/registered-schemes.js"() {
    "use strict";
    REGISTERED_SCHEMES = "aaa aaas about acap acct acd acr adiumxtra adt afp afs aim amss android appdata apt ar ark attachment aw barion beshare bitcoin bitcoincash blob bolo browserext cabal calculator callto cap cast casts chrome chrome-extension cid coap coap+tcp coap+ws coaps coaps+tcp coaps+ws com-eventbrite-attendee content content-type crid cstr cvs dab dat data dav diaspora dict did dis dlna-playcontainer dlna-playsingle dns dntp doi dpp drm dtmi dtn dvb dvx dweb ed2k eid elsi embedded ens ethereum example facetime feed feedready fido file finger first-run-pen-experience fish fm ftp fuchsia-pkg geo gg git gitoid gizmoproject go gopher graph gtalk h323 ham hcap hcp http https hxxp hxxps hydrazone hyper iax icap icon im imap info iotdisco ipfs ipn ipns ipp ipps irc irc6 ircs iris iris.beep iris.lwz iris.xpc iris.xpcs isostore itms jabber jar jms keyparc lastfm lbry ldap ldaps leaptofrogans lorawan lpa lvlt magnet mailto maps market matrix message microsoft.windows.camera microsoft.windows.camera.multipicker microsoft.windows.camera.picker mid mms mongodb moz ms-access ms-appinstaller ms-browser-extension ms-calculator ms-drive-to ms-enrollment ms-excel ms-eyecontrolspeech ms-gamebarservices ms-gamingoverlay ms-getoffice ms-help ms-infopath ms-inputapp ms-lockscreencomponent-config ms-media-stream-id ms-meetnow ms-mixedrealitycapture ms-mobileplans ms-newsandinterests ms-officeapp ms-people ms-powerpoint ms-project ms-publisher ms-restoretabcompanion ms-screenclip ms-screensketch ms-search ms-search-repair ms-secondary-screen-controller ms-secondary-screen-setup ms-settings ms-settings-airplanemode ms-settings-bluetooth ms-settings-camera ms-settings-cellular ms-settings-cloudstorage ms-settings-connectabledevices ms-settings-displays-topology ms-settings-emailandaccounts ms-settings-language ms-settings-location ms-settings-lock ms-settings-nfctransactions ms-settings-notifications ms-settings-power ms-settings-privacy ms-settings-proximity ms-settings-screenrotation ms-settings-wifi ms-settings-workplace ms-spd ms-stickers ms-sttoverlay ms-transit-to ms-useractivityset ms-virtualtouchpad ms-visio ms-walk-to ms-whiteboard ms-whiteboard-cmd ms-word msnim msrp msrps mss mt mtqp mumble mupdate mvn news nfs ni nih nntp notes num ocf oid onenote onenote-cmd opaquelocktoken openpgp4fpr otpauth palm paparazzi payment payto pkcs11 platform pop pres proxy psyc pttp pwid qb query quic-transport redis rediss reload res resource rmi rsync rtmfp rtmp rtsp rtsps rtspu sarif secondlife secret-token service session sftp sgn shc sieve simpleledger simplex sip sips skype smb smp sms smtp snmp soap.beep soap.beeps soldat spiffe spotify ssb ssh steam stun stuns submit svn swh swid swidpath tag taler teamspeak tel teliaeid telnet tftp things thismessage tip tn3270 tool turn turns tv udp unreal urn ut2004 uuid-in-package v-event vemmi ventrilo ves view-source vnc vscode vscode-insiders vsls w3 wcr web3 webcal wifi ws wss wtai wyciwyg xcon xcon-userid xfire xmlrpc.beep xmlrpc.beeps xmpp xri ymsgr z39.50r z39.50s";
  }
});

// ../../packages/text/dist/text-char-class.js
function buildTextClass() {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    const flags2 = CHAR_CLASS[c];
    if ((flags2 & (UNRESERVED | GEN_DELIMS | SUB_DELIMS)) !== 0)
      table[c] |= IN_URI;
    if ((flags2 & SCHEME_CHAR) !== 0)
      table[c] |= IN_SCHEME;
    if ((flags2 & HEXDIG) !== 0)
      table[c] |= HEX2;
  }
  table[37] |= IN_URI;
  for (const c of " 	\r\n\f")
    table[c.charCodeAt(0)] |= SPACE;
  for (const c of "\r\n")
    table[c.charCodeAt(0)] |= LINE_BREAK;
  for (const c of ".,:;!?*_~'")
    table[c.charCodeAt(0)] |= TRAILING_PUNCTUATION;
  for (const c of "()[]#%'/?@\\{")
    table[c.charCodeAt(0)] |= SPECIAL2;
  for (let c = 0; c < 128; c++)
    if ((table[c] & IN_URI) !== 0)
      table[c] |= CONTINUES;
  table[92] |= CONTINUES;
  table[123] |= CONTINUES;
  return table;
}
function hasFlag(c, flag) {
  return c >= 0 && c < 128 && (TEXT_CLASS[c] & flag) !== 0;
}
var IN_URI, IN_SCHEME, SPACE, TRAILING_PUNCTUATION, SPECIAL2, CONTINUES, LINE_BREAK, HEX2, TEXT_CLASS;
var init_text_char_class = __esm({
  "../../packages/text/dist/text-char-class.js"() {
    "use strict";
    init_chars();
    IN_URI = 1 << 0;
    IN_SCHEME = 1 << 1;
    SPACE = 1 << 2;
    TRAILING_PUNCTUATION = 1 << 3;
    SPECIAL2 = 1 << 4;
    CONTINUES = 1 << 5;
    LINE_BREAK = 1 << 6;
    HEX2 = 1 << 7;
    TEXT_CLASS = buildTextClass();
  }
});

// ../../packages/text/dist/uri-finder.js
function letterAt(text, i) {
  const c = text.charCodeAt(i);
  if (!(c >= 128))
    return 0;
  LETTER.lastIndex = i;
  if (!LETTER.test(text))
    return 0;
  return c >= 55296 && c <= 56319 ? 2 : 1;
}
function innerAt(text, i) {
  const c = text.charCodeAt(i);
  if (!(c >= 128) || c === 8212 || c === 8213)
    return 0;
  INNER.lastIndex = i;
  if (!INNER.test(text))
    return 0;
  return c >= 55296 && c <= 56319 ? 2 : 1;
}
function isSpace(c) {
  return c < 128 && (TEXT_CLASS[c] & SPACE) !== 0;
}
function isAlpha(c) {
  return c >= 65 && c <= 90 || c >= 97 && c <= 122;
}
function lowerAscii(c) {
  return c >= 65 && c <= 90 ? c + 32 : c;
}
function urlPrefixAt(text, i, end) {
  const word = "url:";
  for (let k = 0; k < 4; k++) {
    if (i + k >= end)
      return -1;
    if (lowerAscii(text.charCodeAt(i + k)) !== word.charCodeAt(k))
      return 0;
  }
  return 4;
}
function lineBreakEnd(text, i, to, edge) {
  let breaks = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (!isSpace(c))
      break;
    if (c === LINE_FEED7 || c === CARRIAGE_RETURN2 && text.charCodeAt(i + 1) !== LINE_FEED7)
      breaks++;
    i++;
  }
  return breaks > 1 || breaks === 0 && !edge ? -1 : i;
}
function registeredSchemes() {
  registry ??= new Set(REGISTERED_SCHEMES.split(" "));
  return registry;
}
var COLON3, SOLIDUS3, APOSTROPHE, PERCENT_SIGN2, HYPHEN, NUMBER_SIGN2, QUESTION_MARK2, COMMERCIAL_AT2, LEFT_PARENTHESIS, RIGHT_PARENTHESIS, LEFT_SQUARE_BRACKET3, RIGHT_SQUARE_BRACKET2, REVERSE_SOLIDUS, LEFT_CURLY_BRACKET, TILDE, FULL_STOP3, LOW_LINE2, CARRIAGE_RETURN2, LINE_FEED7, LETTER, INNER, NOT_UCSCHAR, NON_ASCII2, registry, UriFinder;
var init_uri_finder = __esm({
  "../../packages/text/dist/uri-finder.js"() {
    "use strict";
    init_dist2();
    init_iri_to_uri();
    init_registered_schemes();
    init_text_char_class();
    COLON3 = 58;
    SOLIDUS3 = 47;
    APOSTROPHE = 39;
    PERCENT_SIGN2 = 37;
    HYPHEN = 45;
    NUMBER_SIGN2 = 35;
    QUESTION_MARK2 = 63;
    COMMERCIAL_AT2 = 64;
    LEFT_PARENTHESIS = 40;
    RIGHT_PARENTHESIS = 41;
    LEFT_SQUARE_BRACKET3 = 91;
    RIGHT_SQUARE_BRACKET2 = 93;
    REVERSE_SOLIDUS = 92;
    LEFT_CURLY_BRACKET = 123;
    TILDE = 126;
    FULL_STOP3 = 46;
    LOW_LINE2 = 95;
    CARRIAGE_RETURN2 = 13;
    LINE_FEED7 = 10;
    LETTER = /[\p{L}\p{M}\p{N}]/uy;
    INNER = /[\p{Pd}\p{S}\u00b7\u30fb]/uy;
    NOT_UCSCHAR = new RegExp("[^\\0-\\x7f\\xa0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef\\u{10000}-\\u{1fffd}\\u{20000}-\\u{2fffd}\\u{30000}-\\u{3fffd}\\u{40000}-\\u{4fffd}\\u{50000}-\\u{5fffd}\\u{60000}-\\u{6fffd}\\u{70000}-\\u{7fffd}\\u{80000}-\\u{8fffd}\\u{90000}-\\u{9fffd}\\u{a0000}-\\u{afffd}\\u{b0000}-\\u{bfffd}\\u{c0000}-\\u{cfffd}\\u{d0000}-\\u{dfffd}\\u{e1000}-\\u{efffd}]|\\p{Z}", "u");
    NON_ASCII2 = /[^\0-\x7f]/;
    UriFinder = class {
      abbreviated;
      /** The schemes that make a match without `//` after the colon (lower case). */
      schemes;
      work = { scanned: 0, validated: 0, candidates: 0 };
      /** A `"` before the current position waits for its closer (the closer opens nothing). */
      #quoteOpen = false;
      /** The code unit just before the current buffer (-1 at the start of the input). */
      #before = -1;
      /** The longest scheme of `schemes`: a longer one is not looked up. */
      #longest;
      // What the last forward scan found (#scan): where the candidate ends once trimmed, and what spoils it.
      #end = 0;
      /** Index of the first `%` without two HEXDIG or `\` in the candidate, or -1: such a candidate is no URI. */
      #spoiled = -1;
      /** Index of the first `(`, `)` or `'` in the candidate's host, or -1. */
      #hostBad = -1;
      constructor(abbreviated, schemes = registeredSchemes()) {
        this.abbreviated = abbreviated;
        this.schemes = schemes;
        let longest = 0;
        for (const s of schemes)
          longest = Math.max(longest, s.length);
        this.#longest = longest;
      }
      /**
       * Find the URIs of `text` (whose first code unit is at `offset` in the whole input) and push them to `out` in
       * order. With `final` false more text may follow: the search stops before anything that more text could change
       * (a run of characters that may continue a candidate at the end, an open `<` or `"` whose candidate is still
       * alive) and returns the index from which the caller must keep `text` for the next call; with `final`, it
       * returns `text.length`.
       */
      find(text, offset, final, out) {
        const n = text.length;
        const limit = final ? n : this.#openRunStart(text);
        let pos = 0;
        let floor = 0;
        let nextColon = -1;
        let nextLess = -1;
        let nextQuote = -1;
        let nextGreater = -1;
        let nextWww = this.abbreviated ? -1 : n;
        let keep = limit;
        for (; ; ) {
          if (nextColon < pos)
            nextColon = this.#indexOf(text, ":", pos, n);
          if (nextLess < pos)
            nextLess = this.#indexOf(text, "<", pos, n);
          if (nextQuote < pos)
            nextQuote = this.#indexOf(text, '"', pos, n);
          if (nextWww < pos)
            nextWww = this.#indexOfWww(text, pos, n);
          const t = Math.min(nextColon, nextLess, nextQuote, nextWww);
          if (t >= limit)
            break;
          this.work.candidates++;
          if (t === nextQuote) {
            if (this.#quoteOpen) {
              this.#quoteOpen = false;
              pos = t + 1;
              continue;
            }
            const close = this.#indexOf(text, '"', t + 1, n);
            if (close >= n) {
              if (!final && this.#quoteMayMatch(text, t + 1, n)) {
                keep = t;
                break;
              }
              this.#quoteOpen = true;
              pos = t + 1;
              continue;
            }
            nextQuote = close;
            const match = this.#delimitedMatch(text, t + 1, close, offset);
            if (match) {
              out.push(match);
              floor = pos = close + 1;
            } else {
              this.#quoteOpen = true;
              pos = t + 1;
            }
            continue;
          }
          if (t === nextLess) {
            nextLess = this.#indexOf(text, "<", t + 1, n);
            if (nextGreater <= t)
              nextGreater = this.#indexOf(text, ">", t + 1, n);
            if (nextGreater >= n) {
              if (!final && this.#angleMayMatch(text, t + 1, n)) {
                keep = t;
                break;
              }
              pos = t + 1;
              continue;
            }
            const match = nextLess < nextGreater ? void 0 : this.#angleMatch(text, t + 1, nextGreater, offset);
            if (match) {
              out.push(match);
              floor = pos = nextGreater + 1;
            } else {
              pos = t + 1;
            }
            continue;
          }
          if (t === nextWww) {
            const result = this.#wwwCandidate(text, t, floor, offset, out);
            if (result >= 0)
              floor = pos = result;
            else
              nextWww = this.#indexOfWww(text, -1 - result, n);
            continue;
          }
          const end = this.#bareCandidate(text, t, floor, offset, out);
          if (end < 0)
            pos = t + 1;
          else
            floor = pos = end;
        }
        if (keep > 0)
          this.#before = text.charCodeAt(keep - 1);
        return keep;
      }
      /**
       * Start of the run at the end of `text` of code units that may continue a candidate (URI characters, `\`, `{`,
       * non-ASCII letters, dashes and symbols, and a high surrogate whose pair may follow): more text may extend it.
       */
      #openRunStart(text) {
        const n = text.length;
        let limit = n;
        while (limit > 0) {
          const c = text.charCodeAt(limit - 1);
          if (c < 128) {
            if (!hasFlag(c, CONTINUES))
              break;
            limit--;
          } else if (c >= 56320 && c <= 57343 && limit >= 2 && letterAt(text, limit - 2) === 2) {
            limit -= 2;
          } else if (c >= 56320 && c <= 57343 && limit >= 2 && innerAt(text, limit - 2) === 2) {
            limit -= 2;
          } else if (c >= 55296 && c <= 56319 && limit === n || letterAt(text, limit - 1) === 1 || innerAt(text, limit - 1) === 1) {
            limit--;
          } else {
            break;
          }
        }
        this.work.scanned += n - limit;
        return limit;
      }
      #indexOf(text, char, from, n) {
        const i = text.indexOf(char, from);
        const found = i < 0 ? n : i;
        this.work.scanned += found - from;
        return found;
      }
      /** Index of the next `www.` (any case) at or after `from`, or `n`. */
      #indexOfWww(text, from, n) {
        let dot = text.indexOf(".", from + 3);
        while (dot >= 0) {
          if ((text.charCodeAt(dot - 1) | 32) === 119 && (text.charCodeAt(dot - 2) | 32) === 119 && (text.charCodeAt(dot - 3) | 32) === 119) {
            this.work.scanned += dot - from;
            return dot - 3;
          }
          dot = text.indexOf(".", dot + 1);
        }
        this.work.scanned += n - from;
        return n;
      }
      /** The code unit before index `i` (the one before the buffer when `i` is 0). */
      #unitBefore(text, i) {
        return i > 0 ? text.charCodeAt(i - 1) : this.#before;
      }
      /** Whether the code unit before index `i` ends a word: not an ASCII letter, digit, `+`, `-`, `.`. */
      #atWordBoundary(text, i) {
        return !hasFlag(this.#unitBefore(text, i), IN_SCHEME);
      }
      /** Whether `www.` at `i` starts a word: not after a letter (of any script), digit, `+ - . / @ _`. */
      #wwwAtWordStart(text, i) {
        const c = this.#unitBefore(text, i);
        if (hasFlag(c, IN_SCHEME) || c === SOLIDUS3 || c === COMMERCIAL_AT2 || c === LOW_LINE2)
          return false;
        if (c < 128)
          return true;
        if (c >= 56320 && c <= 57343)
          return !(i >= 2 && letterAt(text, i - 2) === 2);
        return letterAt(String.fromCharCode(c), 0) === 0;
      }
      /**
       * Whether `text[start, colon)` names a scheme that needs no `//` (the IANA registry and the `schemes` option),
       * written in lower case as RFC 3986 §3.1 asks documents to write schemes, and not followed by a second `:`: in
       * real text `INFO:root`, `Example:/home`, `File::Spec`, `APT::Color` are prose and code, not URIs.
       */
      #registered(text, start, colon) {
        if (colon - start > this.#longest || text.charCodeAt(colon + 1) === COLON3)
          return false;
        for (let i = start; i < colon; i++)
          if (text.charCodeAt(i) >= 65 && text.charCodeAt(i) <= 90)
            return false;
        return this.schemes.has(text.slice(start, colon));
      }
      /**
       * Whether a scheme ending at `colon` may start a match: `//` and something after it, or a registered scheme and
       * something after the colon. `to` is where the candidate ends.
       */
      #schemeAllows(text, start, colon, to) {
        if (text.charCodeAt(colon + 1) === SOLIDUS3 && text.charCodeAt(colon + 2) === SOLIDUS3)
          return to > colon + 3;
        return to > colon + 1 && this.#registered(text, start, colon);
      }
      /**
       * The URI of a candidate as written (`raw`): a `#` inside the fragment is kept only right after a `/` (the
       * client-side routes of `https://matrix.to/#/#room:server`) and written `%23`; non-ASCII letters make it an IRI,
       * mapped by RFC 3987 §3.1; the result must be a URI by `@urikit/core`. Returns `[uri, iri]` or undefined.
       */
      #complete(raw) {
        this.work.validated += raw.length;
        let uri = raw;
        const hash = raw.indexOf("#");
        if (hash >= 0 && raw.indexOf("#", hash + 1) >= 0) {
          const parts2 = raw.slice(hash + 1).split("#");
          for (let k = 0; k < parts2.length - 1; k++)
            if (parts2[k].charCodeAt(parts2[k].length - 1) !== SOLIDUS3)
              return void 0;
          uri = raw.slice(0, hash + 1) + parts2.join("%23");
        }
        let iri;
        if (NON_ASCII2.test(raw)) {
          if (NOT_UCSCHAR.test(raw))
            return void 0;
          iri = raw;
          uri = iriToUri(uri);
        }
        return isUri(uri) ? [uri, iri] : void 0;
      }
      #push(out, raw, start, end, delimiter) {
        const done = this.#complete(raw);
        if (done === void 0)
          return void 0;
        const match = { uri: done[0], start, end, delimiter };
        if (done[1] !== void 0)
          match.iri = done[1];
        out.push(match);
        return match;
      }
      /** The content of a `"…"` pair, `text[from, to)`: a match when it is a URI or IRI as it stands (no whitespace). */
      #delimitedMatch(text, from, to, offset) {
        if (!isAlpha(text.charCodeAt(from)))
          return void 0;
        let i = from + 1;
        while (i < to && hasFlag(text.charCodeAt(i), IN_SCHEME))
          i++;
        if (i >= to || text.charCodeAt(i) !== COLON3 || !this.#schemeAllows(text, from, i, to))
          return void 0;
        const found = [];
        return this.#push(found, text.slice(from, to), offset + from, offset + to, "quote");
      }
      /** Whether an open `"` at `from - 1` with no closer yet may still enclose a URI: only candidate characters so far. */
      #quoteMayMatch(text, from, n) {
        this.work.scanned += n - from;
        for (let i = from; i < n; i++) {
          const c = text.charCodeAt(i);
          if (c < 128 && !hasFlag(c, CONTINUES))
            return false;
        }
        return true;
      }
      /** Whether an open `<` at `from - 1` with no `>` yet may still enclose a URI (the checks of #angleMatch so far). */
      #angleMayMatch(text, from, n) {
        this.work.scanned += n - from;
        let i = from;
        while (i < n && isSpace(text.charCodeAt(i)))
          i++;
        const prefix = urlPrefixAt(text, i, n);
        if (prefix < 0)
          return true;
        if (prefix > 0) {
          i += prefix;
          while (i < n && isSpace(text.charCodeAt(i)))
            i++;
        }
        for (; i < n; i++) {
          const c = text.charCodeAt(i);
          if (c === COLON3)
            break;
          if (!hasFlag(c, IN_SCHEME))
            return false;
        }
        while (i < n) {
          const c = text.charCodeAt(i);
          if (isSpace(c)) {
            const after = lineBreakEnd(text, i, n, true);
            if (after < 0 || after < n && lineBreakEnd(text, i, n, false) < 0)
              return false;
            i = after;
          } else if (c < 128 && !hasFlag(c, CONTINUES)) {
            return false;
          } else {
            i++;
          }
        }
        return true;
      }
      /**
       * The match of a `<…>` pair whose content is `text[from, to)`: RFC 3986 Appendix C. Leading whitespace and a
       * `URL:` prefix are skipped; the text may break only at the end of a line, where the whitespace before and after
       * the line break (the next line's indentation) is removed; what is left must be a URI or IRI.
       */
      #angleMatch(text, from, to, offset) {
        let i = lineBreakEnd(text, from, to, true);
        if (i >= 0 && urlPrefixAt(text, i, to) === 4)
          i = lineBreakEnd(text, i + 4, to, true);
        if (i < 0 || !isAlpha(text.charCodeAt(i)))
          return void 0;
        const start = i;
        let colon = i;
        while (colon < to && hasFlag(text.charCodeAt(colon), IN_SCHEME))
          colon++;
        if (colon >= to || text.charCodeAt(colon) !== COLON3)
          return void 0;
        let end = to;
        while (end > colon && isSpace(text.charCodeAt(end - 1)))
          end--;
        if (lineBreakEnd(text, end, to, true) < 0)
          return void 0;
        this.work.scanned += end - from;
        let raw = "";
        let hyphenBreak = false;
        let piece = start;
        let k = colon;
        while (k < end) {
          if (!isSpace(text.charCodeAt(k))) {
            k++;
            continue;
          }
          const runStart = k;
          k = lineBreakEnd(text, k, end, false);
          if (k < 0)
            return void 0;
          if (text.charCodeAt(runStart - 1) === HYPHEN)
            hyphenBreak = true;
          raw += text.slice(piece, runStart);
          piece = k;
        }
        raw = piece === start ? text.slice(start, end) : raw + text.slice(piece, end);
        if (!this.#schemeAllows(raw, 0, colon - start, raw.length))
          return void 0;
        const found = [];
        const match = this.#push(found, raw, offset + start, offset + end, "angle");
        if (match && hyphenBreak)
          match.hyphenBreak = true;
        return match;
      }
      /**
       * Scan forward a bare or abbreviated candidate from `from` (after `scheme://`, after `scheme:`, or at `www.`):
       * return where the scan stopped, and set `#end` (the end once trailing punctuation is dropped), `#spoiled` and
       * `#hostBad`. With `authority`, the text up to the first `/`, `?` or `#` is an authority; with `literal`, a `[` at
       * the start of its host opens an IP literal. With `quoted` (the scheme follows a `'`), the next `'` ends it.
       *
       * It stops at what no URI or IRI holds (whitespace, controls, `< > " { } | ^` and backquote, a non-ASCII
       * character that is not a letter, mark or number), and at the boundaries a reader sees: a `[` or `]` outside an
       * IP literal (Markdown `](`, AsciiDoc `url[text]`, Org `[[url][text]]`), a `)` that no `(` of the candidate
       * opened, a second `#` (unless right after a `/`). A `\`, a `{` (a URI Template) or a `%` without two HEXDIG do
       * not stop it: they spoil it.
       */
      #scan(text, from, authority, literal, quoted) {
        const n = text.length;
        let i = from;
        let inAuthority = authority;
        let hostStart = literal;
        let inLiteral = false;
        let fragment = false;
        let depth = 0;
        this.#spoiled = this.#hostBad = -1;
        scan: while (i < n) {
          const c = text.charCodeAt(i);
          if (c >= 128) {
            let length = letterAt(text, i);
            if (length === 0) {
              length = innerAt(text, i);
              const next = text.charCodeAt(i + length);
              if (length === 0 || !(next < 128 ? hasFlag(next, CONTINUES) : letterAt(text, i + length) > 0))
                break;
            }
            hostStart = false;
            i += length;
            continue;
          }
          const flags2 = TEXT_CLASS[c];
          if ((flags2 & CONTINUES) === 0)
            break;
          if ((flags2 & SPECIAL2) === 0) {
            hostStart = false;
            i++;
            continue;
          }
          switch (c) {
            case PERCENT_SIGN2:
              if (hasFlag(text.charCodeAt(i + 1), HEX2) && hasFlag(text.charCodeAt(i + 2), HEX2))
                i += 2;
              else if (this.#spoiled < 0)
                this.#spoiled = i;
              break;
            case REVERSE_SOLIDUS:
            case LEFT_CURLY_BRACKET:
              if (this.#spoiled < 0)
                this.#spoiled = i;
              break;
            case COMMERCIAL_AT2:
              if (inAuthority && !inLiteral) {
                this.#hostBad = -1;
                hostStart = literal;
                i++;
                continue scan;
              }
              break;
            case LEFT_SQUARE_BRACKET3:
              if (!hostStart)
                break scan;
              inLiteral = true;
              break;
            case RIGHT_SQUARE_BRACKET2:
              if (!inLiteral)
                break scan;
              inLiteral = false;
              break;
            case LEFT_PARENTHESIS:
              if (inAuthority && this.#hostBad < 0)
                this.#hostBad = i;
              depth++;
              break;
            case RIGHT_PARENTHESIS:
              if (depth === 0)
                break scan;
              depth--;
              break;
            case APOSTROPHE:
              if (quoted)
                break scan;
              if (inAuthority && this.#hostBad < 0)
                this.#hostBad = i;
              break;
            case NUMBER_SIGN2:
              if (fragment && text.charCodeAt(i - 1) !== SOLIDUS3)
                break scan;
              fragment = true;
              inAuthority = false;
              break;
            default:
              if (!inLiteral)
                inAuthority = false;
          }
          hostStart = false;
          i++;
        }
        let end = i;
        while (end > from && hasFlag(text.charCodeAt(end - 1), TRAILING_PUNCTUATION) && !(text.charCodeAt(end - 1) === TILDE && text.charCodeAt(end - 2) === SOLIDUS3))
          end--;
        this.work.scanned += i - from;
        this.#end = end;
        return i;
      }
      /** Whether the last scan left a candidate that nothing spoils up to `#end`. */
      #scanClean() {
        return this.#spoiled < 0 && (this.#hostBad < 0 || this.#hostBad >= this.#end);
      }
      /**
       * A bare URI whose scheme ends at the `:` at `colon`: return -1 when no candidate starts here, else the index
       * after the candidate (pushing the match when it is one).
       * > | see [site](http://a/b)).
       *                ^ walk back over the scheme, scan forward to a boundary, drop trailing punctuation, validate
       */
      #bareCandidate(text, colon, floor, offset, out) {
        let start = colon;
        while (start > 0 && hasFlag(text.charCodeAt(start - 1), IN_SCHEME))
          start--;
        this.work.scanned += colon - start;
        if (start === colon || start < floor || !isAlpha(text.charCodeAt(start)) || !this.#atWordBoundary(text, start))
          return -1;
        const slashes = text.charCodeAt(colon + 1) === SOLIDUS3 && text.charCodeAt(colon + 2) === SOLIDUS3;
        if (!slashes) {
          const next = text.charCodeAt(colon + 1);
          if (next < 128 && !hasFlag(next, CONTINUES) || Number.isNaN(next) || !this.#registered(text, start, colon))
            return -1;
        }
        const quoted = this.#unitBefore(text, start) === APOSTROPHE;
        const stop = this.#scan(text, slashes ? colon + 3 : colon + 1, slashes, slashes, quoted);
        const end = this.#end;
        if (this.#scanClean() && this.#schemeAllows(text, start, colon, end)) {
          this.#push(out, text.slice(start, end), offset + start, offset + end, "none");
        }
        return stop;
      }
      /**
       * An abbreviated URI at `start`, where `www.` stands (draft-fielding-uri-rfc2396bis-01 Appendix F): `www.` at the
       * start of a word and a reg-name with at least one more `.label`, an optional port, path, query and fragment,
       * ended as a bare URI. Return the index after the candidate, or, when none starts here, `-1 - i` where `i` is
       * the index from which the search for `www.` goes on.
       */
      #wwwCandidate(text, start, floor, offset, out) {
        if (start < floor || !this.#wwwAtWordStart(text, start))
          return -2 - start;
        let schemeEnd = start;
        while (hasFlag(text.charCodeAt(schemeEnd), IN_SCHEME))
          schemeEnd++;
        this.work.scanned += schemeEnd - start;
        if (text.charCodeAt(schemeEnd) === COLON3 && (text.charCodeAt(schemeEnd + 1) === SOLIDUS3 || this.#registered(text, start, schemeEnd))) {
          return -1 - schemeEnd;
        }
        const quoted = this.#unitBefore(text, start) === APOSTROPHE;
        const stop = this.#scan(text, start, true, false, quoted);
        const end = this.#end;
        let i = start;
        let labels = 1;
        let labelStart = start;
        for (; i < end; i++) {
          const c2 = text.charCodeAt(i);
          if (c2 === FULL_STOP3) {
            if (i === labelStart)
              break;
            labels++;
            labelStart = i + 1;
          } else if (c2 === COLON3 || c2 === SOLIDUS3 || c2 === QUESTION_MARK2 || c2 === NUMBER_SIGN2 || c2 === COMMERCIAL_AT2) {
            break;
          }
        }
        let tail = i;
        if (text.charCodeAt(tail) === COLON3) {
          tail++;
          while (tail < end && text.charCodeAt(tail) >= 48 && text.charCodeAt(tail) <= 57)
            tail++;
        }
        const c = tail < end ? text.charCodeAt(tail) : -1;
        const hostOk = i > labelStart && labels >= 3 && (c === -1 || c === SOLIDUS3 || c === QUESTION_MARK2 || c === NUMBER_SIGN2);
        if (hostOk && this.#scanClean()) {
          const found = [];
          const match = this.#push(found, "http://" + text.slice(start, end), offset + start, offset + end, "none");
          if (match) {
            match.abbreviated = true;
            out.push(match);
            return stop;
          }
        }
        return -1 - stop;
      }
    };
  }
});

// ../../packages/text/dist/find-uris.js
function readFindOptions(options, caller) {
  if (options === void 0)
    return { abbreviated: false, lineNumbers: false, schemes: registeredSchemes() };
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new TypeError(`${caller}: expected an options object, got ${typeName(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (key !== "abbreviated" && key !== "lineNumbers" && key !== "schemes")
      throw new TypeError(`${caller}: unknown option ${JSON.stringify(key)}`);
  }
  const flag = (name) => {
    const value = options[name];
    if (value !== void 0 && typeof value !== "boolean") {
      throw new TypeError(`${caller}: option "${name}" must be a boolean, got ${typeName(value)}`);
    }
    return value === true;
  };
  return { abbreviated: flag("abbreviated"), lineNumbers: flag("lineNumbers"), schemes: readSchemes(options.schemes, caller) };
}
function readSchemes(value, caller) {
  if (value === void 0)
    return registeredSchemes();
  if (!Array.isArray(value))
    throw new TypeError(`${caller}: option "schemes" must be an array of strings, got ${typeName(value)}`);
  const schemes = new Set(registeredSchemes());
  for (const [k, scheme] of value.entries()) {
    if (typeof scheme !== "string")
      throw new TypeError(`${caller}: option "schemes" must be an array of strings, got ${typeName(scheme)} at ${k}`);
    if (!SCHEME.test(scheme))
      throw new RangeError(`${caller}: option "schemes": ${JSON.stringify(scheme)} at ${k} is not a scheme (RFC 3986 \xA73.1)`);
    schemes.add(scheme.toLowerCase());
  }
  return schemes;
}
function numberLines(counter, text, offset, matches) {
  for (const match of matches) {
    const { line, column } = counter.advance(text, offset, match.start);
    match.line = line;
    match.column = column;
  }
}
var SCHEME;
var init_find_uris = __esm({
  "../../packages/text/dist/find-uris.js"() {
    "use strict";
    init_engine();
    init_uri_finder();
    SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
  }
});

// ../../packages/text/dist/uri-search.js
var UriSearch;
var init_uri_search = __esm({
  "../../packages/text/dist/uri-search.js"() {
    "use strict";
    init_engine();
    init_find_uris();
    init_line_counter();
    init_uri_finder();
    UriSearch = class {
      #finder;
      #lines;
      #decoder;
      /** The last bytes of the previous chunk: the start of a UTF-8 sequence that chunk did not complete (≤ 3 bytes). */
      #pending;
      /** Whether the first decoded text is still to come (a byte order mark there is dropped, as TextDecoder does). */
      #atStart = true;
      #kind;
      /** Text not yet searched to its end; its first code unit is at index `#offset` of the whole. */
      #buffer = "";
      #offset = 0;
      /** Length of the text the last search kept back. */
      #kept = 0;
      #ended = false;
      /** The public function errors name. */
      #caller;
      /** `caller` names the public function in error messages (`findUrisStream` passes its own name). */
      constructor(options, caller = "UriSearch") {
        this.#caller = caller;
        const settings = readFindOptions(options, caller);
        this.#finder = new UriFinder(settings.abbreviated, settings.schemes);
        this.#lines = settings.lineNumbers ? new LineCounter() : void 0;
      }
      /** Add the next chunk; return the matches it made certain (maybe none). Chunks are all strings or all bytes. */
      push(chunk) {
        if (this.#ended)
          throw new Error(`${this.#caller}: push after end`);
        let text;
        if (typeof chunk === "string") {
          if (this.#kind === "bytes")
            throw new TypeError(`${this.#caller}: a string chunk after byte chunks (chunks are all strings or all bytes)`);
          this.#kind = "string";
          text = chunk;
        } else if (ArrayBuffer.isView(chunk) && chunk instanceof Uint8Array) {
          if (this.#kind === "string")
            throw new TypeError(`${this.#caller}: a byte chunk after string chunks (chunks are all strings or all bytes)`);
          this.#kind = "bytes";
          text = this.#decodeBytes(chunk);
        } else {
          throw new TypeError(`${this.#caller}: chunks must be strings or Uint8Array, got ${typeName(chunk)}`);
        }
        this.#buffer += text;
        if (this.#buffer.length - this.#kept < this.#kept)
          return [];
        const found = [];
        const keep = this.#finder.find(this.#buffer, this.#offset, false, found);
        if (this.#lines !== void 0) {
          numberLines(this.#lines, this.#buffer, this.#offset, found);
          this.#lines.advance(this.#buffer, this.#offset, this.#offset + keep);
        }
        this.#offset += keep;
        this.#buffer = this.#buffer.slice(keep);
        this.#kept = this.#buffer.length;
        return found;
      }
      /**
       * Decode `chunk` after the bytes held back from the last one, holding back in turn an unfinished UTF-8 sequence at
       * its end. PERF: one non-streaming `decode` per chunk is about 5× faster than `decode(chunk, { stream: true })`
       * (6 against 1.2 GB/s on 64 KiB ASCII chunks, Node 20). INVARIANT: the bytes are cut only just before a byte that
       * is not a continuation byte (10xxxxxx), where no UTF-8 sequence and no ill-formed subsequence can straddle the
       * cut, so the text (U+FFFD replacements included) is exactly what one streaming decoder gives.
       */
      #decodeBytes(chunk) {
        let bytes = chunk;
        if (this.#pending !== void 0) {
          bytes = new Uint8Array(this.#pending.length + chunk.length);
          bytes.set(this.#pending, 0);
          bytes.set(chunk, this.#pending.length);
          this.#pending = void 0;
        }
        let cut = bytes.length;
        for (let i = bytes.length - 1; i >= 0 && i >= bytes.length - 4; i--) {
          const b = bytes[i];
          if ((b & 192) === 128)
            continue;
          const needed = b >= 240 ? 4 : b >= 224 ? 3 : b >= 192 ? 2 : 1;
          if (needed > bytes.length - i)
            cut = i;
          break;
        }
        if (cut < bytes.length)
          this.#pending = bytes.slice(cut);
        return this.#decodeWhole(cut === bytes.length ? bytes : bytes.subarray(0, cut));
      }
      #decodeWhole(bytes) {
        this.#decoder ??= new TextDecoder("utf-8", { ignoreBOM: true });
        let text = this.#decoder.decode(bytes);
        if (this.#atStart && text.length > 0) {
          this.#atStart = false;
          if (text.charCodeAt(0) === 65279)
            text = text.slice(1);
        }
        return text;
      }
      /** Signal the end of the text; return the remaining matches. */
      end() {
        if (this.#ended)
          return [];
        this.#ended = true;
        if (this.#pending !== void 0)
          this.#buffer += this.#decodeWhole(this.#pending);
        this.#pending = void 0;
        const found = [];
        this.#finder.find(this.#buffer, this.#offset, true, found);
        if (this.#lines !== void 0)
          numberLines(this.#lines, this.#buffer, this.#offset, found);
        this.#buffer = "";
        return found;
      }
    };
  }
});

// ../../packages/text/dist/find-uris-stream.js
async function* chunksOf2(source) {
  if (typeof source === "object" && source !== null && (Symbol.asyncIterator in source || Symbol.iterator in source)) {
    yield* source;
    return;
  }
  if (typeof source === "object" && source !== null && typeof source.getReader === "function") {
    const reader = source.getReader();
    try {
      for (; ; ) {
        const { done, value } = await reader.read();
        if (done)
          return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }
  throw new TypeError(`findUrisStream: expected an iterable or a ReadableStream of chunks, got ${typeName(source)}`);
}
async function* findUrisStream(source, options) {
  if (typeof source !== "object" || source === null) {
    throw new TypeError(`findUrisStream: expected an iterable or a ReadableStream of chunks, got ${typeName(source)}`);
  }
  const search = new UriSearch(options, "findUrisStream");
  for await (const chunk of chunksOf2(source)) {
    for (const match of search.push(chunk))
      yield match;
  }
  for (const match of search.end())
    yield match;
}
var init_find_uris_stream = __esm({
  "../../packages/text/dist/find-uris-stream.js"() {
    "use strict";
    init_engine();
    init_uri_search();
  }
});

// ../../packages/text/dist/index.js
var init_dist9 = __esm({
  "../../packages/text/dist/index.js"() {
    "use strict";
    init_find_uris_stream();
  }
});

// ../../node_modules/.pnpm/entities@8.1.0/node_modules/entities/dist/decode-codepoint.js
function isInvalidCodePoint(codePoint) {
  return codePoint === 0 || codePoint >= 55296 && codePoint <= 57343 || codePoint > 1114111;
}
function replaceCodePoint(codePoint) {
  if (isInvalidCodePoint(codePoint)) {
    return 65533;
  }
  if (codePoint >= 128 && codePoint <= 159) {
    return c1[codePoint - 128] || codePoint;
  }
  return codePoint;
}
function replaceCodePointXML(codePoint) {
  return isInvalidCodePoint(codePoint) ? 65533 : codePoint;
}
var c1;
var init_decode_codepoint = __esm({
  "../../node_modules/.pnpm/entities@8.1.0/node_modules/entities/dist/decode-codepoint.js"() {
    c1 = [
      8364,
      0,
      8218,
      402,
      8222,
      8230,
      8224,
      8225,
      710,
      8240,
      352,
      8249,
      338,
      0,
      381,
      0,
      0,
      8216,
      8217,
      8220,
      8221,
      8226,
      8211,
      8212,
      732,
      8482,
      353,
      8250,
      339,
      0,
      382,
      376
    ];
  }
});

// ../../node_modules/.pnpm/entities@8.1.0/node_modules/entities/dist/internal/decode-shared.js
function decodeTrieDict(input, resultLength, atomCount, dict1AtomCount, ngramCount, dictSize) {
  const base = 91;
  const inputLength = input.length;
  const twoCharBias = dictSize * (base - 1);
  let pos = 0;
  const readSlotCode = () => {
    const c12 = BASE91_INVERSE[input.charCodeAt(pos++)];
    return c12 < dictSize ? c12 : c12 * base - twoCharBias + BASE91_INVERSE[input.charCodeAt(pos++)];
  };
  const dict2AtomCount = atomCount - dict1AtomCount;
  const slotCount = atomCount + ngramCount;
  const single = new Int32Array(slotCount);
  single.fill(-1, dict1AtomCount, dictSize);
  single.fill(-1, dictSize + dict2AtomCount, slotCount);
  const start = new Int32Array(slotCount);
  const length = new Int32Array(slotCount);
  function decodeDelta(count, off) {
    let previous = 0;
    let slot = off;
    const end = off + count;
    while (slot < end) {
      const code = BASE91_INVERSE[input.charCodeAt(pos++)];
      if (code < 89) {
        previous += code;
        single[slot++] = previous;
      } else if (code === 89) {
        let runLength = BASE91_INVERSE[input.charCodeAt(pos++)] + 2;
        while (runLength--)
          single[slot++] = ++previous;
      } else {
        const next = BASE91_INVERSE[input.charCodeAt(pos++)];
        previous += 89 + // eslint-disable-next-line unicorn/prefer-minimal-ternary -- branches read a different number of side-effecting input bytes
        (next < 90 ? next * base + BASE91_INVERSE[input.charCodeAt(pos++)] : BASE91_INVERSE[input.charCodeAt(pos++)] * 8281 + BASE91_INVERSE[input.charCodeAt(pos++)] * base + BASE91_INVERSE[input.charCodeAt(pos++)]);
        single[slot++] = previous;
      }
    }
  }
  decodeDelta(dict1AtomCount, 0);
  decodeDelta(dict2AtomCount, dictSize);
  const references = new Int32Array(ngramCount * 2);
  let poolSize = 0;
  let ngramIndex = 0;
  function readNgramReferences(count, startSlot) {
    for (let index = 0; index < count; index++) {
      const slot = startSlot + index;
      const a = readSlotCode();
      const b = readSlotCode();
      references[ngramIndex * 2] = a;
      references[ngramIndex * 2 + 1] = b;
      ngramIndex += 1;
      start[slot] = poolSize;
      const entryLength = (single[a] < 0 ? length[a] : 1) + (single[b] < 0 ? length[b] : 1);
      length[slot] = entryLength;
      poolSize += entryLength;
    }
  }
  readNgramReferences(ngramCount - dictSize + dict1AtomCount, dictSize + dict2AtomCount);
  readNgramReferences(dictSize - dict1AtomCount, dict1AtomCount);
  const pool = new Uint16Array(poolSize);
  let write = 0;
  for (let index = 0; index < ngramIndex; index++) {
    for (let half = 0; half < 2; half++) {
      const source = references[index * 2 + half];
      const value = single[source];
      if (value < 0) {
        let read = start[source];
        const readEnd = read + length[source];
        while (read < readEnd)
          pool[write++] = pool[read++];
      } else {
        pool[write++] = value;
      }
    }
  }
  const out = new Uint16Array(resultLength);
  let outIndex = 0;
  while (pos < inputLength) {
    let slot = BASE91_INVERSE[input.charCodeAt(pos++)];
    if (slot >= dictSize) {
      slot = slot * base - twoCharBias + BASE91_INVERSE[input.charCodeAt(pos++)];
    }
    const value = single[slot];
    if (value < 0) {
      let read = start[slot];
      const readEnd = read + length[slot];
      while (read < readEnd)
        out[outIndex++] = pool[read++];
    } else {
      out[outIndex++] = value;
    }
  }
  return out;
}
var BASE91_INVERSE;
var init_decode_shared = __esm({
  "../../node_modules/.pnpm/entities@8.1.0/node_modules/entities/dist/internal/decode-shared.js"() {
    BASE91_INVERSE = /* @__PURE__ */ (() => {
      const table = new Uint8Array(127);
      let code = 0;
      for (let char = 33; char <= 126; char++) {
        if (char !== 34 && char !== 36 && char !== 92) {
          table[char] = code++;
        }
      }
      return table;
    })();
  }
});

// ../../node_modules/.pnpm/entities@8.1.0/node_modules/entities/dist/generated/decode-data-html.js
var htmlDecodeTree;
var init_decode_data_html = __esm({
  "../../node_modules/.pnpm/entities@8.1.0/node_modules/entities/dist/generated/decode-data-html.js"() {
    init_decode_shared();
    htmlDecodeTree = /* @__PURE__ */ decodeTrieDict("!}.&u%}'&}*'~!6*)%&,~!J~!J~%L~y<~!R,~~%Lu~~#GD~~#|)1#%}^%}2%+#.##%##%}&%##%'#%##&%#%#'%#&#%#&#'#%%#&#%##%#)%''%&%#%#'%#%%#%%}%%%#%#&(23#%%#&-%0%('1#(##%#'##+%'*.:1}#%#6-+(%'%%#%%%}#L'2351&('%}&/N'(0(/*-%(%%}#'+&T%7.2}#&%&#%#36/5##%&%%#&#%%#))2%%##%&&'0~!#*+&'%1~!%).'3q?&%'1~!.##%6(~!+%%%(Gw'rT~!E#<nA%#jZ~!H%(~!42##~!*31&~!G%U~#)5~#`3~!J~!Z~%]~%Y~%C~!q~!u~#kz~%#~!6'~!D~!U~!?~#T~!c%~!G#'~%7|~!G~!J~!G&~#pb~(Df}#%}*&}#%##%##%##&#-}&'#'&%#.++}%mI,#,@&(}*%}*'%&##&#%##%}&0}#.},U},%}+%}&%}#%##&}B%(}(%}+%)})%##%#&}&%##%&}<%}>%#%&}*%}(%}9%}/%})%}*%}*%}?&}&%}3%}&*#%})%#%#)}#&#-#+*%E%%'%'#%}#*V##&##I}#&&##%&%#&&Qf%%))w/0+&%#(#.%-''''++++7}>%4'',##1,#%#&%##&#'##&#*#9)%&%}#*}%,#+P(%A&%#'&##wSD',9E00#y#@}(+}&%&>~!#~!X}#*}(&&}(&}(,%}%&#+&}#&}I%#%}%)#(},'%#*}4%%#%}(''}#/##(##),%-##%%)#&}(.}&%#&}%%}*&#%},&&}&%}#%*'#%})%}D&}&%}-&}6&#&}-,%}#%})-(~+`~,=?~I9'9%~!,#%})%})%}@%}?%}(~!?~#<~#pP~#BG~#=1#%K+~#?#~%;)~#A~#mF1~#A'~'X%'~#lR~#N~'N~#r~#m#-~#i'?%#'%~#B%##%,%#~#_%#0%~#]732~,w~2+#:&#%&'0%&>%}#>##F+)#%&&#(+_}4&}-%}(&}@&}O7Fdf0@+/v4}&WU##&/0#&'('B#%}.%}'+#%}#%%&#&%#%##+#&#)#6#'#.},%}c%},%#%##%&#&%#&~#>'*-.%##%##%}#%%}%'~#)D1}#%*&~#_%%'(~#S2%'.}#~#=##*'*-%}&'%'##&&~'E%.#&~#M4}%%##&'%#~#O1##%&#'+~#<B%##%%'%+~#;#@%}#&%#&&%#(~#H1}'%'##&&~#?A}&'~#D#%32}'&&&&~#[}'(#%}'~#;C})&}%%#%~#=&%,3}%'(#%%~#^'#&&)#%'~#Y%-~#d-%'~#^%%&#&&&}#~#b~2t*&'~&(~&@~0%~e~3}%*''0})&}+~!9##-}#%-hD*)1fC#%/&/fB#40~!+#)*4~!+~!K'&:~!/*7~!.#~!H~!L':~%x&~!H#~!*~%1~!I#~!+A~#p'~!F~~#-#~,,(~.Z~!V~%;'B'mq-W~!N~%I%#&&#&}#%},%%}'%}+X#%}#&}(%}'%}<%}#%}%%'}'%}:~![)9@~%>~#UA%-%##&~!C%~!-.9:~!1~!-^2/:a~!y,D*J#-5)/4~%23,~#G~!L1~!0X3`~!2+~!!0-~&E~!W~!o,>Y&]~%cZx_&~#O*9#A#'#+I'%#)~!0B*-5A+-((F&*M#)(-7-5+'-3a5Vi~!Y~!?+[)%3),ERHm~!+:D,VG.+)?fB%%*(%)'(#&80%1'8`K8?`+'Z#&O&'H5#*9)A%%5&3))0%39+.*7#()&&*=4@**L)<'_&*+..;(#*+)./&0#3)%')-8(4ixD(&.}%,('aI:,)%,k2231T)I'#/-W7,/'Q#.'Y24+h')37</31&83##&0#),H(?'&?/1##%#&&#%''-%&&&#(&''&#.-'%#%%(,')*'&#&#'##%(%(#%('#&##%%%%('%#%#%%#%#&%##h>w+v<ayvyvcg.uuhKr}g/v|g>u9i[~>g5uI~=RvdwEg;v/g;uk!!TTSx]@RT!U!#!@VBRUU!'UTe-d0c`e&gSdicedFcrdTaqb.kYcAohdYd@a3e+d}dMdtd.aJ#bqcK`dle/e.e'dwdPdodddjbEb}ogd^ofdpduc6j?l%d{drdqc)d7bacOdQ%T#Y)X.sR[yH>6Vyv3[xwLu>vo'!*.[yBacahoj>6Rew3[xqdZa#!a&#^(X-[yG>6Vyu3[xvg3sEr|g.u/Ri9db0T#^(Xa)!-[y;>6Vylg4wKs{JwNZt3@3r=c4Z([xlg;wKt!cpq's@v7A'*a(a+!-a#[y<3Dt?3Dt'>6Vym3[xmg9rxsNJwLZt4~?r?db1T#`-!(Xa,!0[yS>6Vz%NuQs.g4wKtnJwNZtS@3r>c4Z([y%g;wKtrdga8!a(!#&T*Y-Xa#!a0<or[yc3Dtq>6Vz43[y3JwNZtf@3s!Ju}!%Dti:pm3c_%X#tjB5pkd6q!r]u?voC'*-a.a2!0a&a+[yI3DtI3Ds~3DtH>6Vyw3[xx;:s#~<5pKJwNZtE@3r~d`a)!a2T#a.(!+U.X1[yT3Dt`3Dtv>6Vz&3[y&g9rxwzcxstPu.<rAJwLZtT~?r@dZa%!a.&^*Za(/Reu[ya>6Vz23[y1g3sEr}wkg{NuQRg{ci(U#5@b`~,cg#U(2WnH5wugcRh7dX#T(Y,a'Ta!!a,[yZ<]mj>6Vz,3[y+Pv#5ReZKu+=,%!H}7ABwkaS?Rh:BcW(X#<]mrj:ubv/ARekdg%!(!a.*Ta(Y.X1!#sP>Rl*Dt6[y>>6Vyo3Wf*jOvuumvuRgRJuq*!:9<B@bX~3jVv&v@s@5Re[d/rQt{uAvo&a&a*)a2!,0Wf!3Dt0=Bs'>6Re}3[xy~<5s%JwJZt1~Gs)c;&!#2sJkNuXvzq7rxu,Re8dka4!a8(aEZ+a@Y.X1Xa)[yd=Bs(3DtP>6Vz53[y4cX#X&Re:avRe9~<5s&JwJZtQ~Gs*i^rzvdRg+Jv{%!2sbB@bX}kdga,!Za?&^*T1/!a'Dt+[y6>6Vyf3Wf%g/u;s4hGu6?Rh-JvZ,!c%#&RoX54Rivj7uyvf8RgTKvZB%*!2sGh<vu5Rgq<=C::9bb~#dZ#T&Ta6Y.X*Dt>[y93Wf)coZ(T,6VyifluvRgC@95@B@bX~/hFu34cC#T,k/unq8w8Q5RkUklwQuzunq8w8Q5Rk8d/rJu?v8w9)-&!a0a;a&aIWejg3sEr/h1s<DtDJvyZqY5aws3Jvy!&Wei~Hr1:au5@Bag>23E~5c:Z&bX};kKv?w&unuVu5Rjc;>bs)#~@:Rh.=ay<a]C;b`}Vd6s/t{uAvoaxa()!a,a7%-a#a2Dt,[yF2Wo[>6Vyt3[xuNuPRi&NuPwpi#RoWh?vf8Ri%Jv]!%Ri:KvxD!.'2WeAjZu`q9rxu,Re7woeAg-unLq(qA_/*2Wg_g3u5q^9:4E}/jTrxrzv=Wkkd~0UX#^^Xa-a1a5T&a=U1a'*aEa]!a*aPaA-adok[y54Rn>;:p3~Dp5g9rpsFNvZqjg3uJp4~<5p0Pw;5qlJwNZt*@3p1Pw:5p/Ou!5p2JvG'!6Vye=<qnJvh_[xhg3v,Rh3kOwOw-sDuev/Re^dha[a%!%!a+#Ta7)-5TaCaO!aka!a)sf[yb2>Rl!9ARiq5E}Qg=ucRkBE|oJrJ_@Wk~@Wk{JrJ_@Wk|@WkyJrJ_@Wk}@WkzJvO_[y2g-vMRmiKuYC!)&>Ri;>Ri<@3RkNc](X#@9Rk=g5vuRmhKvDB!+'=]meg3u4Rmgd)#Y'Vz3CARmfd`a+!%T'!+#Ta1Ta6TaM-sTDt9[yA9sYd'%Y#s[[xpj:ueunaXRgEjRq,v-vuqdd2'`#6Rev<32@5>:2<E}5xIo9a*X#Y(;5RePJvD_g>vyRgNj8w)v8<wggs:RgXiZt|vjx,hSq3ah!-(~@:Ro/Ou!5RhWj^v(pyw8unRhUdx-UY#^Ua.a3a70!)%UX1TaDa)'omRiRRhE[y:3Dsz=Br,>6Vyj3[xkg6ruwjcqsrPw;5r*Ku]D'Zt-@3r(~?r.i[vwv]dU1a--U#`a4(g/vsRhPOu!5RhLj:rmu9Wo!~@:wdh@g/vsRiTjXuvvNr}:RhBj^v(pyw8unRn]dz1UYa'a+^Y(!aETZalaRY.Ta?a4[yDJw1!#qLsW>6Vyrfzq-pLflpwRe|Js>%!Dt@3Dt&Jvy_[xs~HrnjMuwpsw'RecKu+D#'!t<~Grl~?rjg5u-x,gwp{ah!-(~@:Rg~Ou!5Rh'jXuvvNr}:Rh#cW#X/c;&!#2sLi[v7u7RgpJv)(!iLrxu,Re6j7v@s@5Se[e7d`aW!Za(a`T.a#!a3!&aDa-!9)Dt_=6s+3[x~~DR|h~DS6avhGun5RkZj3w)v-]mkKunB!&*]kb97R|i<ARk<c:Z(6Vy}Juh'!wziMRoS:F|vkLuauJv5vtvQRh1d='T+Y#VyO~DR|jcF#T'7R|g97R|kJv3'!ay<Rj,Jvh&!:ReXcsa6*a+#a#_aIRf9aLRf?c,Z&Rf5Rf7c.Z&Rf;Rf>cQ#%T'p-Rf8Rf=ct#%'(*!,p,Rf4p+Rf6Rf:Rf<d~'Ua%U*^UYa(!a,-!#a4YaTalaEX0a8a<Weo3Dt/3Dsx=Br93Wen~Dr;~<5p<JwNZt2@3p=Pw:5p;Ou!5r3c7&!#:p>3Ds}KvGB)_6Vyk2sM=<r7x'eovA(!hFu1ARf}cV#X&@r5j6rvwQa^Rf3c=Za'wkghJv__g;unRggA53B9=b^}%j6uduo5Jq;!(hIv%2Re`Ou4ARe_e%a#^^^Xa&!a*a2!&a6YaP!*ad!#a:aE/5Rn?[y@>6Vyp;:pE~DrY~<5pBJwNZt8@3pCh=rt3rWPw:5pAJup_[xoNuPpF9c!#'45pD5ARn)d8#X'X*3@rU72s]h>v<<sSjJpqvewOJq/(!hNw'5ReBk0s2u3w/w'5ReE5@Jq.!a+JQ!&WeU23d(#Y&RjG5]jBk!u7w&u0udARjEe#+^^^Ub#!a2/a`Z(agT1!a-a;|@TaG!aS[yV=Re~fow'RguNuPRe?bz#'>RoUWeL>:Cbb|?JwPZtVg6ruRmzJvD'!6Vz(g/vmRh~Jvy_[y(g9voRgyx*cy(#2>Ri2B9b]~9kIw9u7rluJu3Rg]dI#a%UY'@=p%CAx.gQZ&RhwwygtRm{x5g_Z'+ABqR9Woa=Bp&dV#^*Xa'!&@o{g4v]Rk;Jv{!%Rk[wkkiA5RkiwwfUB=x,fUuqC&*!>RfTg8v0RfV~ARfSd;rJsAuAv9wR'ae+/aO!a@aza/a#[yQ@Wg!2Wemg3sEr0JvB_g>uvReWg2v+Re=KupB_+[y!2AbY~-~Hr2AJwD!(h<~El>h<~El?Kun@+_:9b`}Kg-v/Ri3g;vtwyk_9]k_d=&T#*U.6qh@Ab`|K9:H|CJv[!&3Dtex'fDwC%!Rf[9WlMd[(^X,!a%Z06Vz!@WgBg=v~Rgvg,QRe@awd,#Y+jTv|Q~EfWj]uNr|~FRfXdy#Y&^Ua%!aO.!(a)Ua;=!a@aKap!a-,a!Ta]a[rSa]p?[y82sK=Bq~;:p:~<5p8Pw:5p7d'#Y'Wf(;RnRi[u4w&RgJJvG'!6Vyh=<r#ijuuv/sIKuYD'ZtG@3p9~Gr&d2#`(g<vtRgFj`u5w&rqpxRf2CJuY!+:wfnTOu!5Rg}jNs1ucv&RfwJvA!&3@q|BDcC#T,k/unq8w8Q5RkTklwQuzunq8w8Q5Rk9dga#!a'!a=#a0!:+Tb*b@aO.a4!aba8aFJv^}?!VyR~Dr<g;u%Rn.~<5p[x'e`wNZtR@3p]Pw:5pZhNvjBp.woe_g5u-r4JwF!%DtO3:ooc7&!#:p^3DtpLuGw(!+%)Dtk6Vz#2sd=<r8d'#Y([y#<x3gJt`w@!)%}MRiowzikRij=]ilxAf3,U(#B2Rf#g0v-Rm[ck{`U#]giKv3>)!&6Ri154s,KuGB_%@r68r:dJ|t`#X(9<E|u2@H|rx3gJu?w'!+'1Nu7Reg4=H~+9<wxgY95Rm]xLggZ-`(X}U2:Ri4h<uOawRmsJv__5@bb{jbV~3dka#a'a]!,#a+U=a>b6a3b%!/aKa/)!arwve^VyJ;:pR~DpTg3uJpS~<5pOPw;5qmPw:5pNOu!5pQJvG'!6Vyx=<qoJvA!{~Jup!%@qk7Rn/KvyD!}''[xz;>wkh'?Rh,x8gyt`w5D!&),(SgyccRgztJ@3pPB5p#d'(Y#<]mmifubw&RgoJvE&!82s^JvF&!8Rf,ADb]~;x=h'rNu]vK!,%'*0RnORh)4Rh*AqQg-vaRnNg;wHwkh'ba~4cE#Ta*x3gctyw@'!+%RnFRnD<4Rn@hFvK5RnCxWg[#`&a0Ua()`1Rm75Rg[c]%X#qi8Rg^NvdRj>BwzgZauwji7Rm6A4wgg]d1#&(*,.0a#Rm;Rm<Rm=Rm>Rm?Rm@RmARmBe%#^^^Xaea?aC/b+(,!a+a#!a/!>a&Ta<aKbD!2wphBRnk[yPw}hE|.=Br-3Dtm>6Vy~g6urRf.x,hPrNav!%'RnqRo%Ro#Nu;q[Pw;5r+JwNZtM@3r)d'#Y'Weh;xChL#`&RnmRnoKu}>%(!Rne~Bs-;2wjcussJv+'!aYSO}6@B<5?ba~8LrNvj!.%*ROwungw~ng~:9;Ri^>wtnig;wHRnixDh@|(UZ.x1h@|)!#:2<H|*xHn]#-UX'3Ro)z=iT}6ARns=Bwsn_wpnaRncw]aR(#UXa&Ua*a/=]iPd'#Y&Ro'WnXf{QRm2hNvj]nZd`'T~&1`{|`#9b]{}c:'!#Wl{>@=be}]?cl{{U#:5Abb}Jds#^YaF!a*b4a#a3aPa>&Tb!bH!*a_!Eau?/a&RjY<]gj>6Vz*;:pe~DrZg,QRj1JwNZtX@wihspcJvZ&!VyX9WmOJu|!|N2WmHJvh&!]ht~Bpbcn&T(!#RmQ<s7Nu;padH#X'`+WmJ@>RmKCARhnKup=!)&Wf+:RhqNuPpf9c!#'45pd5AwghpARn(Ls@w!%,)!RmP@Wfe<E|IJva!&WmNg8vsRmLd`*.`#Y'Xa!axRn*]hrA8Rhug5s@rXg8u!RmMd8#X'X*3@rV72smdI*#UY&RmICARho~GsgxVgd)Ta'U-Y&Xa!T#RnEWnA@Wffg1uDRi0hFvK5RnBxGnG&#`%owp)@wsf+bX}Ze-*1!a*^^^Ua|!#a.aq&Ya2!a>.a6!a:aO`aJDtL[y`@Wg#>6Vz12@wzoYRoZNuPRi!NuPRhzg=ucRi,@=b`{Yg=ucRi-ACJvB!&Sh[ebSh]ebi`wUuFRm4Jw2_[y0JvB!.<Ju(!&SoG}6Shd}6<Ju(!&SoH}6She}6Kur@._g5vHRieJvx!{L2G{Kx6gd'T#?Rh82Wi5cZ#X(g1w)Rm5dW-Y(Ta#!a)!#aYa=wnfE=su2>>bU{0j9udv:<svj8uQv-7RgHdE%#^'sq9sp=>Bb_{TJv`!&g/r|snj6v(us5d,#Y(56H}[978H}]Jw5!&g1rushJvB!+j;v{u5?zDhd}6}bj;v{u5?zDhe}6}ce*#`(^^^a[aea!=!a6a*aoXb1a.!aAbL!b>,b'aL!aV@Wf|2Wlg3[y/JwNZt^@3piPw:5pgJunZou3@rsJva&!Vy_g<v~Rm#JvG'!6Vz0=<r{Ju{%!:pj@WfsiXuJu3Rm:JvZ&!WfA~Bph@c4Z&Dtwax5rubx(#:awRk1@d,#Y&RfjRfid1#,Y(@Wfp2Wlrg5s@ryKu[@!,'=]ig9wlk?Rk>g5u-rqJvy'!@9RkQcH(T#=>Ri~@<wkj(Wj(KuZB*!&<7rw@9RkRcH(T#=>Ri}@<wkj)Wj)dg(Ta2Xa9X#`-!a*CARhg@@=I}d9x;c~#X%so=<sj>2@@=aybb}XjWv0Q~EfEj3vLv;<d,#Y(56H}`978H}_dgaPaFa'a/!#a3Y0a_a;a|!1(a7-[yE3[xt;:pJNvZrrg3uJrvJwNZt=@3pIh=rt3rxPw:5pGOu!5rpJvG'!6Vys=<rz@c4Z&Dt(ax5rtJvZ!&~BpH@wsfNg-vaRlNci*U#=<wei<F}a5@Jq.!a*JQ!%@qZ23d(#Y&RjH5]jCk!u7w&u0udARjFd/prq=tyvpaEa(a:.!a1aZ(@@=I}:9wpd%=<sX55w_h}@@=I{t=ay<aU@@=I}T=ay<2@@=I})?C9:9au@9Cb]}DP~=x-fAZ(2Wl1=ay<aU@@=I}>5@d##Y+jTv|vV~EfFj]uNpn~FRfGdgaK!Z2&!a8a-Tb({E!acTbM*!a(DtY[yYd'%Y#sl[y*hHvh>Re5x2c{Z}.j4uCvcawRiMd+#X+_x&d!},<5RkX;2Hzw@x,gavfB-!{CcF&T#Roe;RodwWbBg5urRgaKvHC*_6Vz+<4opieuew&Rmq@d]&Y)X,T#X0Rh}<BqP=4qS9:ReMg/ujReNJw0!/<Jui%!bd{kawwnemRelAxUa?a3#*.&UX(Ya+a/RhvRnQ<o}9Wmtd-#Y&RgSRmw9;Rmxay=Rmyg-vaRmuxEhSrNu,v-voC!%(aR.a(a7+1Ro1>Ro5CE{A9b]{@;5x#eO{:g;urRi+KrNA!%(Ro3>Ro79;Ri_Ku@>{;&!x%gX|{KunA_+g5QRj/g3u5Rj#g>uERj%wio/xRhS&!,!#^1U}wba{8>>@=be}qC@:D5ba{7Ku+A&!}x?ba}t>>@=be}se(aA^^^Uat!b0#{pa+awUazbGa#aLb9bgaWac'a5TbS=Br!d1#`%scp_Jvl!#rT>Re0JvX&!VyN=H{Fcm#U&:pY=ReaJv2&!]h0=]nUJvG'!6Vy|=<r%JrM_=]h2@Wlud'#)U'Wf'b]{i=]h/Jvh!&~BpWg=v]RnMx+ny#'Nu;pVwjnu=]nwxJnx,T#`&Reqwjnt=]nvieu9vrRjLLuYwP(#+!th@wih5pX~Gr'g5v/Rh4KunA'!-CARnP@wwiN:Rm_9x'cvw>!|l=<saKvAA!0&3@q}>w^e1bp#&Re2Re3BDx7gH#T|f5H|eKuZ>!%(:qNAH{]Jv6!+3B2B9=b^{X<5<B92:E{ZLvhwA(a;a%!igQuyRmad+#Y}m@3Rh5d8#X'X*:AqUAHzmaxwbh<aXRnVcF}RT#Nw&cj#U(BWnug/vsRntdka)(a3+.Zb7aYYan1!bVa@Xa}[y^@b[{G=H{+hFu73Rj&Pv#5ReQcK%T#sig1v{Rj'Ku+D#'!t]~Grm~?rkKuMB!01d5#`'Vy.ta3Dtu~Hroc8#'{^45s85AwZbP&!#Rn!wghxWn#KvEA!)&2RlA2RlBx:h|#(T,=]j09Wobz>x]z/@awRoTd+#Y(az]hFhCrm4d,#Y+jTv|Q~EfMj]uNr|~FRfOdCa!Xa9_X#@<plJvf!%b`{(9;Rgwc;.!#2x7cw#T|UDb]|T5Ju={(!=@E{&Jv)&!Ab`{'awJvf!~*>>@=be{#KuY>!+&4Ezyi[ugv&RjIdea+T)#UXa&T-T&a!Rh9auRmW=]kLg5vuRn+g3u4Rn-Ow6ARn,hHus5xNk?#UX(U~)/g8v0RkD~AwkkF?Ri.OuNBwkkA?Ri/d|a2`a*^UYa.!aBTZaTa'Xa;!(!2!-a#b2[yC>6Vyq3[xr2Wi?g1rusVh%s?DtF~<5rbJs;%!DtBfswKtCj[uvuSsEu3RgVx3o:u+wN'*Zt;@3rd~Grh~?rfg8w)Lq)qE&-a%!>bI|`jWv0vV~EfCjTv|vV~Ef@j]uNpn~FRfBcK#T']gWNu7x,k7q4ai(0!hHv8<RhmkMu9vrsBuev/RhlCJvB!,g<v{wchh~@:Rhji[vrv{wchi~@:RhkdS&a5UY#Ta!RgPwwiI5BwciI~@:Rh`x'iJvj'!5]iJPu8Bwch]~@:Rhach)U#h3rp]gLh@t|Ax,hTq3ah!-(~@:Ro0Ou!5RhXj^v(pyw8unRhVd|)`,^UYas!a?/a2Z'a^Ta{Tb7Ta(a#!a,Wf&9sZ3DtAadamov=Bqt3[xig8vsRm~>waiL2b`{QJv*_Ouv2qgj<v]v2BqfdR'X*X#Y-@3qr~Gqv~?p6hHv-]glPup5Lq+q?_%*b_{qF{n9b^{rOu4ARhpKvCD!+&~Bqp:5Dbb}nwoiKl&unuTuBv]v+ueunaXRf0=Jvh!0nKufu8v1w&w7q%w&uHrz:Rgnj5w,uxDJq/(!hNw'5ReCk0s2u3w/w'5ReFd>Za&!*UaA=<wkgsRnSJv^!%Refifw3vyRgOKu_B'!,<]gkiiu:w&Rh<=C@a^<B57@2F{[<B5@aW:=3away9A5aW=<B=C@a^<B57@2F{Ie-#`(^^^bCara.b8aza6!/bZ,!adTbnTbOb+aFaS!aAT9@Wf~2Wli3Dtl2@d,#Y&RfnRfmJwJZtN~GqyJva&!VyMg<v~Rm%iXuJu3Rm9Jv[_=]ih9wlkDRkCd1#`(@Wg>2Wls3cH#T(@<Rj*=>Ri|b~'#23s9h<~El.d'#Y&Dtxi^rzvdRl#d*#U%(o|B2s`hJwSaxRmDKv4B&!1:Rmdd5#`'Vx}to~Hq{x'f1v3(!BA5ba|bJv_&!Wfug1v]ReIdO+U/Y#&G}-8wze=Rh{g1v]ReHg/uQRf/by#)ibQwERl/cH#T(@<Rj+=>Ri{cNu+vlax-!(#a0qa9<Rii2;;bU{H;x<i=&X#Rk`<4wwi=C9H~8xAI(Y#<azRi@45wXI<B9;5bb~7dL(X#Xa(+!aL6Vy{g5QqOau:5au2@ay547EzbxOcU(UX-T#Ta#:Cbb|A?wjh/b_|SOw6ARgtihr}u7Rhy<d1#T)X1@@=I|~=ay<2@@=aybb}Sj3vLv;<d,#Y(56H}A978H}@dGpvs@uAu`vcw9*!aFa+ai%(b!aXa8.a?a[ozWey=sU2@G}Nch&U#Rf_WexKu+D#'!t:~Gr`~?r^j]uNr|~FRg*j^psurwJt|RmcKv)@&!)7Rkv~Br[@wxfO:Rl3co#U'6Rezj_q#vIuavjRltwzeyh@vr5JqD0!>aY?C9:9au@9Cb]}9cl#U*5;5<H||jbuus1ucv&Rfvg1v~d/pppzqFr^a--a~!aMat1(hFv;Wiz@@=Izoj5uuv-7Rix~Cw`fk2WlVcZ#X,k)u3vWs@u2]ktg;wEx'fBq(_2Wg/jTv|vV~EfoJv]!15x'hzqG!(P~EfU~CRl_j6v(us5x4i-#T(2WmZ?C2F|d>Kq<aj1!*jTqIsBv=Wl`~Cw`fi2WlWj`v0u*~>RlR=c>Z,k#u3vWs@u2]kr<c1Z+jTqIsBv=Wla~Cw`fm2WlXdmb3!a{(arZa`bkTa%TbQTa-a9+c'!aM!/[yL=Bqug.w'RifhFvyDRj.g>vgwyk^9]k^Jv3_@WfbAARkhJw2_[x|JvB_wkoIRoKwkoJRoLd'(Y#<]gm=<9<H|yd'%_X#skDtb3awwqkgNulRkgdB#^',9:p'hJwSaxRmEBwVb8@4=H|qLu+w50&!)@3qs~?pU>Awwn;;Rn=c:Z'ARn<=<qwKvC@!/&~BqqJv6!&]eVb^z^xRge'/a%+^`#Sge}6<4Rn3=]n0Pw2>Rn8Jw0!&>Rn:>Rn6cY#a7+!a&=<wkaNw~h3z_c5Z{=wjh#=]nLKv^D!&)Vyz=bW|swYb<WetcG#T(2wxa@qVx@gD#Y&b^|V5JwG&!5bb|pg/w&RgD@x=kHs=uAvn!a%%/'+RmSRh694Ro`g-vaRmRhHv-]mlxCcS#`&ba~.5cD#Ta)P~=d,#Y(56H{>978H{Dd_#{2^Y%_+qbbb{6g3sERhsbU{?dfa.,`a(Xa<!aiX#(55RiG54RiHcI#T'WiU3RiVNvdwtfcRlKNvdd,#Y&RlHRlExQgf.1*^T'X#Sgf}6Wn4=]hfPrk>Rn7Jw0!&>Rn5>Rn9Lunw?&a2!,5<oq@@wqfdRlJj5Q~=d,#Y(~ARfcOuN]fdDKw;ay(}i!547E}j?cI#T(@5bV}iCbV}hdv(^^Tb?a40,b##Tbo!a*bR!a<b|a/!aKai!aU[yK=]o^g:v>ReGJwPZtK<7Rh+h<~El,Pv#5ReR@awwxjCg,ulRjDJv6&!]j!z?aQeeg>w=Sh<eeJw;!&axEzOg,Qosc!#*:wkeJ]eJ>x'h-u(!%Ro.w~h.zPdNZ(X,Ya![x{;9ReY;wkgxRiF:x?ap#Y&RmUg<s2Rkod]+UY0TZ'!a&A9sw<=bczLNvuw{gqzNhJwSaxRmCKuLay!#&s_Rf-55b^{uJvZa!!c%#(55Ri654wmiu5RiuawLu,vp!+}^%b_}Y9;wkgxba}o>A9:=b^}zKuh=a''!3awRk3c*'!#aHRk6c+Z&Rk5Rk4Jv)&!awRjSawd9*`#0?C2@EzMj8u<uJ5RmbjQrquJu3x,k>uq@_+=ayb^|W~ARkEOuN]k@7dhzV^X/X&a-#zRzSb`zXcJzTT#2WkVKvDBzW!%FzY9;5bbzWjQrquJu3Jw3%!b`zU=ayb^zQd:#X(T-a!6Vyywxh}=b]{Jg=u1RiAdGp~qHtzv!w(wA+a+a;<!aJaYai'anasb(=azRmV:Cbb{MLq2vb!%')RjuRjrRjtRjqx3jnqCw3!%')Rk(Rk+Rk&Rk)Lq2vb!%')Rj{RjxRjzRjwLq2vb!%')RjsRjpRjfRjex3jcqCw3!%')Rk'Rk*RjkRjl9<CbbzfOu4ARhxLq2vb!%')RjyRjvRjhRjgx=joq*uKvb!%')+-Rk.Rk%Rj~Rk-Rk#Rj}x=jdq*uKvb!%')+-Rk,Rk!Rj|RjmRjjRjidAq&qKs@uAv8Aa.'*-a@a&0!aM@a5[y73Dsy3Ds|3Dt):wxgI2sHJwJZt.~Gqxwsf0ikrzt}Rl0Jvy_[xj~HqzKv_A|D!&WfP8axRoVcf,U#k(v]v+ueunaXRf1Ju}'!g8u#Ri=jQw!sCunLprq>!,')~<5qeGzq9F{W=c##%s5au:5aU3CBE|;d4#X(D!a&6Vygx(b;#(=]ed?C2F{N<capoq2r[a&!aPa9,'Pw;5s:@@=I|,55w_h|@@=IzcP~=x'fCqB_2Wl2>aU@@=I|1OuNBc1Z+jTqIsBv=Wlc~Cw`fl2WlZ~AcTa%!Z+jTqIsBv=Wlb~Cw`fh2WlYk+uNqJsBv=WlSg,u3dca3#UXaMYa)TaB-=cM|7T#<bI}l5@B932:aV2G{BOuNBJq:|M!5Ezt=<B=C@a^<B57@2F{v>cB{/T#=ay<bI{3Jv6!a.6BKq0ah&+!5E}HP~Ef{978BaU@@=Iza<7d#.Y#978BaU@@=IzH~AJq0!(@@=IzG978BaU@@=IzFe,aU*Y&^^^bvJb,b:bFad!a,c2Ta>aL.bo6!a#CbTa'T#Re{2Wlh2@G{yg6t~Ro_NvdRfticuRQRllJv3&!x&c|zs@Jw3!%RflwpfkRlpKuL;%(!Re<@G|C2GzdhIvuBwgjAg-u0RjAKQB%!(GzZ@G|5NuuRl7d='T+Y#Vy[g<v~Rm!==G|>JvA!)@wma=]m1ifuaw&RmnLs@vT'!|/+[y,g:v>ReTJw1!#qX=x!eC{bLu+wT&)ZtZauq_~Graci&U#F|89:r_Lupvq!.)&2RlG8RfaC=x!eF{_h?rpWlmd&'!#X|&]k::xJey#`'T|+<E|&2@H|%dE#(^,g;u.RiEg6vjRiC9xCkA{O|zY#g=ucRmXKs0@!&*@G|m@awRknJuh!,3d(}gY}eJvj!%Rm):Jw3!%Rm+Rm-Ls0w(&!a(a#@b[|6cZ#X'7RkxWgAOu4ARn'dH'U#Y*Vz-Wm'CARm}d]*#a%^a*T'aK!a<9bV{PC=p*Jw4!&SgxcbB5r]idw(wBRmF7xFkt#&`(Rm/Rm8E|!JuY_9:Rl5=wrgr2:bbxd@xXfB(a*#T+!.X0X1Ta/a'T&RlDRfL>RlyARl9b[z[>RfZ:RlL:RfRwlg/ARl;9;RlxKv,A/!%7s69<74=BA5ba{-8Bde#`a<XaKYa1,a'P~=wxfB2bZ}}?C972@@=I}r8@55B9;5bb}G978B2@@=aybb}3j3vLv;<Jw3&!>Rfk=ayb^}4~Ad1#`*@@=aybb{w2@>==<bbz]dx+UY#^UaF!a9!bB'Ya1.!ajXa#%olRhD[y=3Dt#Ov5BrHKuMB%!(Rf^Wep~HrJwkiQjKr|~FRg)Ku+D#'!t5~GrF~?rDdV)UY,Z/_7RkuG{<~BrBg,rlsO:235B@bX}|d?a1!#`(6Vyn5@d##Y+jTv|vV~EfIj]uNpn~FRfH7Lq2vb1!a9-978BaU@@=Iz9978BbU}#~AJq0!(@@=Iz8978BaU@@=Iz7~AJQ|}!978BbU}!JvkaK!AdUa21-U#`a+(g/vsRn~Ou!5RPj:rmu9WhOjXuvvNr}:RhAj^v(pyw8unRn[kPr}p|u7vwv]RiSBd;pppzq@qHQa?(b.!a.a`@.|xa(hFv;Wiyj5uuv-7Riw~Cw`fg2WlU978BbU|wOuNBJqG!(P~EfD~CRlQcZ#X,k)u3vWs@u2]ksg;wEx'f@q1_2Wg.j]uNpn~FRfqJv]!15x'h{qG!(@@=IzK~CRl^j6v(us5x4i,#T(2WmY?C2F{1>Kq<aj1!*jTqIsBv=Wld~Cw`fj2Wl[j`v0u*~>RlT=c>Z,k#u3vWs@u2]kq<c1Z+jTqIsBv=Wle~Cw`fn2Wl]dn1#c(a(b^a2!b/bAT(bj!aDa7bu,a_a{c0!2T0g:v>ReD2@G{42@G{5~DpM~<5rc=Bx6i>{RT#RnI@zCx]y]z:2Jv[!zr5Awyk]9]k]dD(Y+X#6Vz.g=wKtgwhaCwgmTWj2Lu,w%_+/[y-B;b^xeg3u3Rj-2@bX{*KrJ<!+'@Wg(g?QRlC@Jv`!%b[zIwsfII}8JQ_@w|kW|=Jv(%!AqcOuNBJvEzh!bYzjLs@wP#(0!oy@>RkdJwMZtc3Dtd@BcG#T'9bWxg2@2Fznd*#Y+;2x'c}w<zizixNgwa#Z'U+!/!a'!a+w~g~z6wcn{Rn}wcnzRn|5Rh%=]nJg5vuRmvNvdRlvcprJu}w*az*a#!%.a.'Bot9qT]kj@Wg'ay2Gzv@Jv`!%b[zEwsfHI}1;ck#Ux`<Cbbx_Lu+w!a&0*!wko*wwo,So,}6Juqxf!E}PigQuyRm`d3(`#8>Rn%:A5B;bZ~%KvhCa!a2!x>k7#Uxb@b{#xaRk7Jw0!)>wwhlShl}6>wwhmShm}6CJvB!.x'hhvj{!!5Bwkhhbaz}x'hivjz~!5Bwkhibaz|xEhTrNu,v-vpD!a%&/)a3a.,%Ro2t[CE{)@3re9b]{%wjo09:rgc:Z&Ro6=<riifuaw&RmoKrNA!%(Ro4>Ro89;Ri`dSaL'UYzxZb)7Rka3xRhT&!,!#^1U}vbaz{>>@=be}yC@:D5bazzKu+A&!}{?ba}y>>@=be}wxBh[t`u~vJvr!%a!a()a,a0a4RoC=]o;Ju(!%RoGRhdwjh`=]oAg>w#Ro?g5vuRo=NvdRl|Ku]C.!&;RoEJvB!%RoORoMBx'h[v+_?w~h`}~5?w~hd~!xKh]oiptu-utv.vp!#%&a30a@a'a+(a/aOp(o~p!RoDJu(!%RoHRhewjha=]oBNvdRl}g>w#Ro@g5vuRo>c[#X']o<CauRoRAd-#Y':RkpauRoQKu]C.!&;RoFJvB!%RoNRoPBx'h]v+_?w~ha}t5?w~he}ue!/UbhYacXaW^Tc&a;b:a-c/#b&aja1(!cL+!bKbt!bmcRc9aIc?8[yW3Dtt94Rg`Jv}!&SiRMzBhEebShEMNuPRe>x7gL#TzuwjirRipc<Z&>on;>z=h-MSh.Mwqczx'a7vj&!>Re4@=ResJt__NuPRi*NuPRi)j]uNr|~FRfzKrJ>_+@Wfy@Wf]2WocKrJ<!+'@Wg%g/QRl@@Jv`!&awRl<wsfFIzgLu(w*!.*&ShBMwvhIRhI9;RhNx1hK'!#Sn]Mx1hK~0!#:2<H~7cNu+w7D*'1ZtW>Rn1~?rOc:Z&Rn2=<rQ<7wjh&=BSnLMc]#X(6Vz)w[b=a!U#9wzgMc3#&(RgMRitRis<x,gKt`ax!&+SioM=BSilMc3#&(RgKRinRimKurB,!&SiQMzBhDebShDM6BJQ!(P~Efx978B2@@=I}WLrJw!!,a*&@G}O@9wkibRid@@x'fKwC!&SlDMSfLMjUv~Q~EfKKv3@a+!(hFv-]mpx/hYZ(C5RiWz<o/MwkhY?So/M@x,gbvfB*&!SgEM:SoeeehFu3:Rgbda(,^TZa)X/7Sg[eb:2RgI~BrMC@wgkc:wwkcRerx3h(uUvK!&*,SnOM4Sh*MArRg;wHRh(x=h;rJvPwI!a4',a'0@Wg&=BSh/Mg>w=Rh=g3w*wwgGRgGcW(X#;Sg}M2Gzk@Jv`!&awRl=wsfGIz`dKZ*T'Y-:RhR7RhQg5u-p`j6v(us5d,#Y+~Awkia?RicOuNBwkibba}Ld6p~tyu_vbAa'a+!a/'a3aEa8a!>Sh,ebJv{!&Sh@ebSaReb9;SgwebNuPRi(NvdRl)NuPRi'hHu^<Rm^Jvv_@Wl(g;u1Si/ebKu'B&!*Sh?eb@Wl'z@aPeb95Si.ebcpputyvjB)!,&a+0a%ShAMWeK@G}C@WfJ9;RhMwvhH9w{ia}ix,hJvRA1(!zAn[MRhHx1hJ~*!#hFv(BSn[MBJQ!(@@=I~'978B2@@=I}2db.Ua<'X}+T#a0XaG2G}E;wkg|wuh!Rh!x,hZu,@)!&So0MVy)C5RiXACJvB!&5RiY5RiZg8w)cG}*T#2@bU}=KsA>(!a.3wkhZba~(x,h^u(A!&(SoCMRhb5Bz=h[eb?w~hb~6x,h_u(A!&(SoDMRhc5Bz=h]eb?w~hc~6e)aA1T#T,^^^c-bMb&blcPaP(a/!0!bA=b5c@a(!bfbrc#2afwmhARnjwchORnp2Wlf3DtsNvdRl-2@wpa<]m0bx(#:awRk2@Jw3!%RfhwpfgRlnKQB%!(G{V@G|'NuuRl6d='T+Y#VyUg<v~Rl~==G|<Jv+'!aYShC}6@B<5?ba~8@Jw3'!g2QRljhLrpWlOd+#Y'g.w'rIg>w*wgj@g-u0Rj@Lu+wT&)ZtUauq]~GrGci&U#F|39:rELrNvj!.%*RhCwunfw~nf~:9;Ri]>wtnhg;wHRnhx3hDs@v~!/+'@Wfr@9RkSNu&Rlo=@<5GzoKs0@_+@Wl+@awRkmJuh!-3d(}pY#qWJvj!%Rm(:Jw3!%Rm,Rm*de&!1U-U#`)Re;@G|.@9Ri82@wjfvRlq=@<5GzpLvOvr!).&2RlF8Rf`C=x!eE{.Jw3_g2QRlkhLrpWlPde(!#U{s,UXa*Ta'[y'g:v>ReS;x0PZ&RnlRnn~HrKJw1}f!=x!eB|2w]aP(#Xa&a*Ta.Ua2a7=]iOd'#Y&Ro&WnWg;u.RiDg6vjRiBNvdRlzhNvj]nYJuW_2Wm3x)kFze{9d])!a.!,Y01!#&aC!a3RndC=ox~BrC@2b^{pg,rlse7x'ksuq!%Rm.E{xidw(wBRmGx9o+)X#wwo-So-}69:Rl4@xSf@a#XZ'X)X,Ta(/ARl8b[xc>RfY:RlI:RfQwlg.ARl:9;Rlwdn'#^XafaQa1X1TaHTa)@b[{zcZ#X'7RkwWg@Ou4ARn&x)kG#{,g7u/RkGdH'U#Y*Vz'Wm&CARm|bx#(A]gUbUzJj9Q~=d,#Y(56H}l978H{U7d,0#U*2>ABb_xZ978BbU{e~AJQ{g!978BbU{hxMh?ad{oUYZ.x1h?{l!#:2<H{mx3n[t{vl!,&a%3Ro(z=iS}6ARnr=Bwsn^wvn`Rnbd`*T}B0!#^X'BG{c9b]{a>>@=be}F?JvS!&BG{d7BG}(Bde#`a1X,Ya@!a'P~=wxf@2bZ}I56B2@@=aybb}08@55B9;5bb}<j3vLv;<Jw3&!>Rfg=ayb^}&OuNBKuLA!)a!P~=x#fD{f2@>==<bbzl?C972@@=Ix^d6rSu,v7w*C(0a)a6#B+a%!sQ[y?3Dt%3[xn~<5rLOu!5p@Ku+D#'!t7~GrP~?rNKvlaya7'!h+v-5qMg=t|cd,U#5AAaa5Abb{S@52B5@a[@52B5Gx[iXueu;d<#`a(!/549C;ag>23ExY5@Dah89b^~689Jv)!~2b[~1Lv'w(%*!a#bX|aPrmawRe]keu7uhv-q6rxu,q`xTo]/a5aU!bNaDXbi!b-!ao!b<bwA!#5@B932:aV2G|:d-)Y#hJrL>RhG<7@C5<H|_=Cau:5aj5@B932:bJ|ng>vIbs)#?C2F|9jPv0w.vISh-MKvUaz(.!9ABbb|[5;5<H|Eg>unwfh;9:4E|YjQsBt|vjx'hYq3!(?C2F|J:2<BaY?C2F|GOu!5x,g|p{ah!-(?C2F|c9:4E|OjXuvvNr}:Rh&i[w*t|cd+U#jJvsu)vsSn~Mkfrmu9p}u7vwv]So!McW#Xa!ax5@A5aY:5;5<H|>kJv~vYrquJu3x4ib#T)2@SmZM?C2F|Bj:rmu9@xPhI(a*a#U#`a3-5Abb|L~@:RhK9:4E|0@52B5G|#C::aY?C2F|-:2<BaY?C2F|.5Jvk!a)javYrquJu3x4ia#T)2@SmYM?C2F|HAxPhH(!a#U#`a*-5Abb|4~@:RhJ9:4E|R@52B5G|F:2<BaY?C2F|Sc^#Xa2j=Qq5CJvB!-g<v{z;hhM?C2F|Zi[vrv{z;hiM?C2F|XKsA>!a)-g<v{z;h[eb?C2F|]i[vrv{z;h]eb?C2F|^iZu.vix,hZq3ah!.(?C2F|QOu!5ShXM:2<BaY?C2F|P", 13494, 2713, 49, 25, 61);
  }
});

// ../../node_modules/.pnpm/entities@8.1.0/node_modules/entities/dist/generated/decode-data-xml.js
var xmlDecodeTree;
var init_decode_data_xml = __esm({
  "../../node_modules/.pnpm/entities@8.1.0/node_modules/entities/dist/generated/decode-data-xml.js"() {
    xmlDecodeTree = /* @__PURE__ */ new Uint16Array([
      512,
      26465,
      29036,
      7,
      0,
      2,
      4,
      116,
      24638,
      116,
      24636,
      8693,
      29807,
      24610,
      621,
      1,
      0,
      0,
      3,
      112,
      24614,
      111,
      115,
      24615
    ]);
  }
});

// ../../node_modules/.pnpm/entities@8.1.0/node_modules/entities/dist/internal/bin-trie-flags.js
var BinTrieFlags;
var init_bin_trie_flags = __esm({
  "../../node_modules/.pnpm/entities@8.1.0/node_modules/entities/dist/internal/bin-trie-flags.js"() {
    (function(BinTrieFlags2) {
      BinTrieFlags2[BinTrieFlags2["VALUE_LENGTH"] = 49152] = "VALUE_LENGTH";
      BinTrieFlags2[BinTrieFlags2["FLAG13"] = 8192] = "FLAG13";
      BinTrieFlags2[BinTrieFlags2["BRANCH_LENGTH"] = 8064] = "BRANCH_LENGTH";
      BinTrieFlags2[BinTrieFlags2["JUMP_TABLE"] = 127] = "JUMP_TABLE";
      BinTrieFlags2[BinTrieFlags2["VALUE_MASK"] = 8191] = "VALUE_MASK";
    })(BinTrieFlags || (BinTrieFlags = {}));
  }
});

// ../../node_modules/.pnpm/entities@8.1.0/node_modules/entities/dist/decode.js
function isNumber(code) {
  return code - CharCodes.ZERO >>> 0 <= 9;
}
function isHexadecimalCharacter(code) {
  return (code | TO_LOWER_BIT) - CharCodes.LOWER_A >>> 0 <= 5;
}
function isAlpha2(code) {
  return (code | TO_LOWER_BIT) - CharCodes.LOWER_A >>> 0 <= 25;
}
function isEntityInAttributeInvalidEnd(code) {
  return code === CharCodes.EQUALS || isAlpha2(code) || isNumber(code);
}
function determineBranch(decodeTree, current, nodeIndex, char) {
  const branchCount = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
  const jumpOffset = current & BinTrieFlags.JUMP_TABLE;
  if (jumpOffset) {
    if (branchCount === 0) {
      return char === jumpOffset ? nodeIndex : -1;
    }
    const slot = char - jumpOffset;
    if (slot >>> 0 >= branchCount)
      return -1;
    const stored = decodeTree[nodeIndex + slot];
    return stored === 0 ? -1 : nodeIndex + branchCount + stored - 1 & 65535;
  }
  if (branchCount === 0)
    return -1;
  const packedKeySlots = branchCount + 1 >> 1;
  const branchEnd = nodeIndex + packedKeySlots + branchCount;
  for (let index = 0; index < branchCount; index++) {
    const packed = decodeTree[nodeIndex + (index >> 1)];
    const key = packed >> ((index & 1) << 3) & 255;
    if (key === char) {
      const pointerIndex = nodeIndex + packedKeySlots + index;
      return branchEnd + decodeTree[pointerIndex] & 65535;
    }
    if (key > char)
      return -1;
  }
  return -1;
}
var CharCodes, TO_LOWER_BIT, EntityDecoderState, DecodingMode, EntityDecoder;
var init_decode = __esm({
  "../../node_modules/.pnpm/entities@8.1.0/node_modules/entities/dist/decode.js"() {
    init_decode_codepoint();
    init_decode_data_xml();
    init_bin_trie_flags();
    init_decode_data_html();
    init_decode_data_xml();
    (function(CharCodes3) {
      CharCodes3[CharCodes3["AMP"] = 38] = "AMP";
      CharCodes3[CharCodes3["NUM"] = 35] = "NUM";
      CharCodes3[CharCodes3["SEMI"] = 59] = "SEMI";
      CharCodes3[CharCodes3["EQUALS"] = 61] = "EQUALS";
      CharCodes3[CharCodes3["ZERO"] = 48] = "ZERO";
      CharCodes3[CharCodes3["NINE"] = 57] = "NINE";
      CharCodes3[CharCodes3["LOWER_A"] = 97] = "LOWER_A";
      CharCodes3[CharCodes3["LOWER_X"] = 120] = "LOWER_X";
    })(CharCodes || (CharCodes = {}));
    TO_LOWER_BIT = 32;
    (function(EntityDecoderState2) {
      EntityDecoderState2[EntityDecoderState2["EntityStart"] = 0] = "EntityStart";
      EntityDecoderState2[EntityDecoderState2["NumericStart"] = 1] = "NumericStart";
      EntityDecoderState2[EntityDecoderState2["NumericDecimal"] = 2] = "NumericDecimal";
      EntityDecoderState2[EntityDecoderState2["NumericHex"] = 3] = "NumericHex";
      EntityDecoderState2[EntityDecoderState2["NamedEntity"] = 4] = "NamedEntity";
    })(EntityDecoderState || (EntityDecoderState = {}));
    (function(DecodingMode2) {
      DecodingMode2[DecodingMode2["Legacy"] = 0] = "Legacy";
      DecodingMode2[DecodingMode2["Strict"] = 1] = "Strict";
      DecodingMode2[DecodingMode2["Attribute"] = 2] = "Attribute";
    })(DecodingMode || (DecodingMode = {}));
    EntityDecoder = class {
      decodeTree;
      emitCodePoint;
      errors;
      /** The current state of the decoder. */
      state = EntityDecoderState.EntityStart;
      /** Characters that were consumed while parsing an entity. */
      consumed = 1;
      /**
       * The result of the entity.
       *
       * For named entities: the trie index of the best legacy match so far
       * (0 = none). For numeric entities: the accumulated code point.
       */
      result = 0;
      /** The current index in the decode tree. */
      treeIndex = 0;
      /**
       * Characters consumed since the last recorded legacy match, plus one.
       * Invariant at the top of the `stateNamedEntity` loop: `excess` equals
       * the number of unrecorded consumed characters + 1.
       */
      // biome-ignore lint/correctness/noUnusedPrivateClassMembers: False positive (read via destructuring)
      excess = 1;
      /** The mode in which the decoder is operating. */
      decodeMode = DecodingMode.Strict;
      /** The number of characters that have been consumed in the current run. */
      // biome-ignore lint/correctness/noUnusedPrivateClassMembers: False positive
      runConsumed = 0;
      constructor(decodeTree, emitCodePoint, errors) {
        this.decodeTree = decodeTree;
        this.emitCodePoint = emitCodePoint;
        this.errors = errors;
      }
      /**
       * Resets the instance to make it reusable.
       * @param decodeMode Entity decoding mode to use.
       */
      startEntity(decodeMode) {
        this.decodeMode = decodeMode;
        this.state = EntityDecoderState.EntityStart;
        this.result = 0;
        this.treeIndex = 0;
        this.excess = 1;
        this.consumed = 1;
        this.runConsumed = 0;
      }
      /**
       * Write an entity to the decoder. This can be called multiple times with partial entities.
       * If the entity is incomplete, the decoder will return -1.
       *
       * Mirrors the non-streaming `decodeWithTrie`, but with the ability to stop decoding if the
       * entity is incomplete, and resume when the next string is written.
       * @param input The string containing the entity (or a continuation of the entity).
       * @param offset The offset at which the entity begins. Should be 0 if this is not the first call.
       * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
       */
      write(input, offset) {
        switch (this.state) {
          case EntityDecoderState.EntityStart: {
            if (input.charCodeAt(offset) === CharCodes.NUM) {
              this.state = EntityDecoderState.NumericStart;
              this.consumed += 1;
              return this.stateNumericStart(input, offset + 1);
            }
            this.state = EntityDecoderState.NamedEntity;
            return this.stateNamedEntity(input, offset);
          }
          case EntityDecoderState.NumericStart: {
            return this.stateNumericStart(input, offset);
          }
          case EntityDecoderState.NumericDecimal: {
            return this.stateNumericDecimal(input, offset);
          }
          case EntityDecoderState.NumericHex: {
            return this.stateNumericHex(input, offset);
          }
          default: {
            return this.stateNamedEntity(input, offset);
          }
        }
      }
      /**
       * Switches between the numeric decimal and hexadecimal states.
       *
       * Equivalent to the `Numeric character reference state` in the HTML spec.
       * @param input The string containing the entity (or a continuation of the entity).
       * @param offset The current offset.
       * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
       */
      // eslint-disable-next-line unicorn/consistent-class-member-order
      stateNumericStart(input, offset) {
        if (offset >= input.length) {
          return -1;
        }
        if ((input.charCodeAt(offset) | TO_LOWER_BIT) === CharCodes.LOWER_X) {
          this.state = EntityDecoderState.NumericHex;
          this.consumed += 1;
          return this.stateNumericHex(input, offset + 1);
        }
        this.state = EntityDecoderState.NumericDecimal;
        return this.stateNumericDecimal(input, offset);
      }
      /**
       * Parses a hexadecimal numeric entity.
       *
       * Equivalent to the `Hexademical character reference state` in the HTML
       * spec. Digit parsing matches the hex loop in `parseNumericEntity`.
       * The accumulated value is preserved for numeric validation callbacks.
       * @param input The string containing the entity (or a continuation of the entity).
       * @param offset The current offset.
       * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
       */
      stateNumericHex(input, offset) {
        const inputLength = input.length;
        let { result } = this;
        let { consumed } = this;
        while (offset < inputLength) {
          const char = input.charCodeAt(offset);
          if (isNumber(char) || isHexadecimalCharacter(char)) {
            const digit = char <= CharCodes.NINE ? char - CharCodes.ZERO : (char | TO_LOWER_BIT) - CharCodes.LOWER_A + 10;
            result = result * 16 + digit;
            consumed += 1;
            offset += 1;
          } else {
            this.result = result;
            this.consumed = consumed;
            return this.emitNumericEntity(char, 3);
          }
        }
        this.result = result;
        this.consumed = consumed;
        return -1;
      }
      /**
       * Parses a decimal numeric entity.
       *
       * Equivalent to the `Decimal character reference state` in the HTML
       * spec. Digit parsing matches the decimal loop in `parseNumericEntity`.
       * The accumulated value is preserved for numeric validation callbacks.
       * @param input The string containing the entity (or a continuation of the entity).
       * @param offset The current offset.
       * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
       */
      stateNumericDecimal(input, offset) {
        const inputLength = input.length;
        let { result } = this;
        let { consumed } = this;
        while (offset < inputLength) {
          const digit = input.charCodeAt(offset) - CharCodes.ZERO;
          if (digit >>> 0 > 9) {
            this.result = result;
            this.consumed = consumed;
            return this.emitNumericEntity(digit + CharCodes.ZERO, 2);
          }
          result = result * 10 + digit;
          consumed += 1;
          offset += 1;
        }
        this.result = result;
        this.consumed = consumed;
        return -1;
      }
      /**
       * Validate and emit a numeric entity.
       *
       * Implements the logic from the `Hexademical character reference start
       * state` and `Numeric character reference end state` in the HTML spec.
       * @param lastCp The last code point of the entity. Used to see if the
       *               entity was terminated with a semicolon.
       * @param expectedLength The minimum number of characters that should be
       *                       consumed. Used to validate that at least one digit
       *                       was consumed.
       * @returns The number of characters that were consumed.
       */
      emitNumericEntity(lastCp, expectedLength) {
        if (this.consumed <= expectedLength) {
          this.errors?.absenceOfDigitsInNumericCharacterReference(this.consumed);
          return 0;
        }
        if (lastCp === CharCodes.SEMI) {
          this.consumed += 1;
        } else if (this.decodeMode === DecodingMode.Strict) {
          return 0;
        }
        this.emitCodePoint((this.decodeTree === xmlDecodeTree ? replaceCodePointXML : replaceCodePoint)(this.result), this.consumed);
        if (this.errors) {
          if (lastCp !== CharCodes.SEMI) {
            this.errors.missingSemicolonAfterCharacterReference();
          }
          this.errors.validateNumericCharacterReference(this.result);
        }
        return this.consumed;
      }
      /**
       * Flush locally-tracked walk state back to the fields, then emit the
       * recorded legacy match or reject (cold path — at most once per
       * entity). Called after failed navigation (leaf node, branch miss, or
       * compact-run mismatch). In attribute mode, reject if no legacy was
       * recorded at the current node, if we descended past it, or if the
       * pending input character is an invalid attribute terminator.
       * @param consumed Locally-tracked consumed count.
       * @param excess Locally-tracked excess count.
       * @param char Pending input character (may be the mismatching char).
       * @param valueLength Value length at the current trie node.
       */
      flushAndEmitLegacyOrReject(consumed, excess, char, valueLength) {
        this.consumed = consumed;
        this.excess = excess;
        return this.result === 0 || this.decodeMode === DecodingMode.Attribute && (valueLength === 0 || excess > 1 || isEntityInAttributeInvalidEnd(char)) ? 0 : this.emitNotTerminatedNamedEntity();
      }
      /**
       * Parses a named entity.
       *
       * Equivalent to the `Named character reference state` in the HTML spec.
       * @param input The string containing the entity (or a continuation of the entity).
       * @param offset The current offset.
       * @returns The number of characters that were consumed, or -1 if the entity is incomplete.
       */
      stateNamedEntity(input, offset) {
        const { decodeTree } = this;
        const inputLength = input.length;
        const isStrict = this.decodeMode === DecodingMode.Strict;
        let { treeIndex } = this;
        let { excess } = this;
        let { consumed } = this;
        let current = decodeTree[treeIndex];
        while (offset < inputLength) {
          while ((current & (BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)) === 0 && (current & BinTrieFlags.JUMP_TABLE) !== 0) {
            const char2 = input.charCodeAt(offset);
            const jumpOffset = current & BinTrieFlags.JUMP_TABLE;
            const branchCount = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
            if (branchCount === 0) {
              if (char2 !== jumpOffset) {
                return this.flushAndEmitLegacyOrReject(consumed, excess, char2, 0);
              }
              treeIndex += 1;
            } else {
              const slot = char2 - jumpOffset;
              if (slot >>> 0 >= branchCount) {
                return this.flushAndEmitLegacyOrReject(consumed, excess, char2, 0);
              }
              const stored = decodeTree[treeIndex + 1 + slot];
              if (stored === 0) {
                return this.flushAndEmitLegacyOrReject(consumed, excess, char2, 0);
              }
              treeIndex = treeIndex + branchCount + stored & 65535;
            }
            current = decodeTree[treeIndex];
            offset += 1;
            excess += 1;
            if (offset >= inputLength)
              break;
          }
          if (offset >= inputLength)
            break;
          if ((current & (BinTrieFlags.VALUE_LENGTH | BinTrieFlags.FLAG13)) === BinTrieFlags.FLAG13) {
            const runLength = (current & BinTrieFlags.BRANCH_LENGTH) >> 7;
            let { runConsumed } = this;
            if (runConsumed === 0) {
              const char2 = input.charCodeAt(offset);
              if (char2 !== (current & BinTrieFlags.JUMP_TABLE)) {
                return this.flushAndEmitLegacyOrReject(consumed, excess, char2, 0);
              }
              offset += 1;
              excess += 1;
              runConsumed = 1;
            }
            while (runConsumed < runLength) {
              if (offset >= inputLength) {
                this.treeIndex = treeIndex;
                this.excess = excess;
                this.consumed = consumed;
                this.runConsumed = runConsumed;
                return -1;
              }
              const charIndexInPacked = runConsumed - 1;
              const packedWord = decodeTree[treeIndex + 1 + (charIndexInPacked >> 1)];
              const expectedChar = packedWord >> ((charIndexInPacked & 1) << 3) & 255;
              const char2 = input.charCodeAt(offset);
              if (char2 !== expectedChar) {
                this.runConsumed = 0;
                return this.flushAndEmitLegacyOrReject(consumed, excess, char2, 0);
              }
              offset += 1;
              excess += 1;
              runConsumed += 1;
            }
            this.runConsumed = 0;
            treeIndex += 1 + (runLength >> 1);
            current = decodeTree[treeIndex];
            continue;
          }
          const valueLength = current >>> 14;
          const char = input.charCodeAt(offset);
          if (valueLength !== 0) {
            if (!isStrict && (current & BinTrieFlags.FLAG13) === 0) {
              this.result = treeIndex;
              consumed += excess - 1;
              excess = 1;
            }
            if (char === CharCodes.SEMI) {
              return this.emitNamedEntityData(treeIndex, valueLength, consumed + excess);
            }
            if (valueLength === 1) {
              return this.flushAndEmitLegacyOrReject(consumed, excess, char, valueLength);
            }
          }
          const next = determineBranch(decodeTree, current, treeIndex + (valueLength || 1), char);
          if (next < 0) {
            return this.flushAndEmitLegacyOrReject(consumed, excess, char, valueLength);
          }
          treeIndex = next;
          current = decodeTree[treeIndex];
          offset += 1;
          excess += 1;
        }
        if (!isStrict && current >>> 14 !== 0 && (current & BinTrieFlags.FLAG13) === 0) {
          this.result = treeIndex;
          consumed += excess - 1;
          excess = 1;
        }
        this.treeIndex = treeIndex;
        this.excess = excess;
        this.consumed = consumed;
        return -1;
      }
      /**
       * Emit a named entity that was not terminated with a semicolon.
       * @returns The number of characters consumed.
       */
      emitNotTerminatedNamedEntity() {
        const { result, decodeTree } = this;
        const valueLength = decodeTree[result] >>> 14;
        this.emitNamedEntityData(result, valueLength, this.consumed);
        this.errors?.missingSemicolonAfterCharacterReference();
        return this.consumed;
      }
      /**
       * Emit a named entity.
       * @param result The index of the entity in the decode tree.
       * @param valueLength Encoded value length (header plus any value words).
       * @param consumed The number of characters consumed.
       * @returns The number of characters consumed.
       */
      emitNamedEntityData(result, valueLength, consumed) {
        const { decodeTree } = this;
        this.emitCodePoint(valueLength === 1 ? decodeTree[result] & BinTrieFlags.VALUE_MASK : decodeTree[result + 1], consumed);
        if (valueLength === 3) {
          this.emitCodePoint(decodeTree[result + 2], consumed);
        }
        return consumed;
      }
      /**
       * Signal to the parser that the end of the input was reached.
       *
       * Remaining data will be emitted and relevant errors will be produced.
       * @returns The number of characters consumed.
       */
      end() {
        switch (this.state) {
          case EntityDecoderState.NamedEntity: {
            return this.result !== 0 && (this.decodeMode !== DecodingMode.Attribute || this.result === this.treeIndex) ? this.emitNotTerminatedNamedEntity() : 0;
          }
          // Otherwise, emit a numeric entity if we have one.
          case EntityDecoderState.NumericDecimal: {
            return this.emitNumericEntity(0, 2);
          }
          case EntityDecoderState.NumericHex: {
            return this.emitNumericEntity(0, 3);
          }
          case EntityDecoderState.NumericStart: {
            this.errors?.absenceOfDigitsInNumericCharacterReference(this.consumed);
            return 0;
          }
          default: {
            return 0;
          }
        }
      }
    };
  }
});

// ../../node_modules/.pnpm/htmlparser2@12.0.0/node_modules/htmlparser2/dist/Tokenizer.js
function isWhitespace(c) {
  return c === CharCodes2.Space || c === CharCodes2.NewLine || c === CharCodes2.Tab || c === CharCodes2.FormFeed || c === CharCodes2.CarriageReturn;
}
function isEndOfTagSection(c) {
  return c === CharCodes2.Slash || c === CharCodes2.Gt || isWhitespace(c);
}
function isASCIIAlpha(c) {
  return c >= CharCodes2.LowerA && c <= CharCodes2.LowerZ || c >= CharCodes2.UpperA && c <= CharCodes2.UpperZ;
}
var CharCodes2, State, QuoteType, Sequences, specialStartSequences, Tokenizer;
var init_Tokenizer = __esm({
  "../../node_modules/.pnpm/htmlparser2@12.0.0/node_modules/htmlparser2/dist/Tokenizer.js"() {
    init_decode();
    (function(CharCodes3) {
      CharCodes3[CharCodes3["Tab"] = 9] = "Tab";
      CharCodes3[CharCodes3["NewLine"] = 10] = "NewLine";
      CharCodes3[CharCodes3["FormFeed"] = 12] = "FormFeed";
      CharCodes3[CharCodes3["CarriageReturn"] = 13] = "CarriageReturn";
      CharCodes3[CharCodes3["Space"] = 32] = "Space";
      CharCodes3[CharCodes3["ExclamationMark"] = 33] = "ExclamationMark";
      CharCodes3[CharCodes3["Number"] = 35] = "Number";
      CharCodes3[CharCodes3["Amp"] = 38] = "Amp";
      CharCodes3[CharCodes3["SingleQuote"] = 39] = "SingleQuote";
      CharCodes3[CharCodes3["DoubleQuote"] = 34] = "DoubleQuote";
      CharCodes3[CharCodes3["Dash"] = 45] = "Dash";
      CharCodes3[CharCodes3["Slash"] = 47] = "Slash";
      CharCodes3[CharCodes3["Zero"] = 48] = "Zero";
      CharCodes3[CharCodes3["Nine"] = 57] = "Nine";
      CharCodes3[CharCodes3["Semi"] = 59] = "Semi";
      CharCodes3[CharCodes3["Lt"] = 60] = "Lt";
      CharCodes3[CharCodes3["Eq"] = 61] = "Eq";
      CharCodes3[CharCodes3["Gt"] = 62] = "Gt";
      CharCodes3[CharCodes3["Questionmark"] = 63] = "Questionmark";
      CharCodes3[CharCodes3["UpperA"] = 65] = "UpperA";
      CharCodes3[CharCodes3["LowerA"] = 97] = "LowerA";
      CharCodes3[CharCodes3["UpperF"] = 70] = "UpperF";
      CharCodes3[CharCodes3["LowerF"] = 102] = "LowerF";
      CharCodes3[CharCodes3["UpperZ"] = 90] = "UpperZ";
      CharCodes3[CharCodes3["LowerZ"] = 122] = "LowerZ";
      CharCodes3[CharCodes3["LowerX"] = 120] = "LowerX";
      CharCodes3[CharCodes3["OpeningSquareBracket"] = 91] = "OpeningSquareBracket";
    })(CharCodes2 || (CharCodes2 = {}));
    (function(State2) {
      State2[State2["Text"] = 1] = "Text";
      State2[State2["BeforeTagName"] = 2] = "BeforeTagName";
      State2[State2["InTagName"] = 3] = "InTagName";
      State2[State2["InSelfClosingTag"] = 4] = "InSelfClosingTag";
      State2[State2["BeforeClosingTagName"] = 5] = "BeforeClosingTagName";
      State2[State2["InClosingTagName"] = 6] = "InClosingTagName";
      State2[State2["AfterClosingTagName"] = 7] = "AfterClosingTagName";
      State2[State2["BeforeAttributeName"] = 8] = "BeforeAttributeName";
      State2[State2["InAttributeName"] = 9] = "InAttributeName";
      State2[State2["AfterAttributeName"] = 10] = "AfterAttributeName";
      State2[State2["BeforeAttributeValue"] = 11] = "BeforeAttributeValue";
      State2[State2["InAttributeValueDq"] = 12] = "InAttributeValueDq";
      State2[State2["InAttributeValueSq"] = 13] = "InAttributeValueSq";
      State2[State2["InAttributeValueNq"] = 14] = "InAttributeValueNq";
      State2[State2["BeforeDeclaration"] = 15] = "BeforeDeclaration";
      State2[State2["InDeclaration"] = 16] = "InDeclaration";
      State2[State2["InProcessingInstruction"] = 17] = "InProcessingInstruction";
      State2[State2["BeforeComment"] = 18] = "BeforeComment";
      State2[State2["CDATASequence"] = 19] = "CDATASequence";
      State2[State2["DeclarationSequence"] = 20] = "DeclarationSequence";
      State2[State2["InSpecialComment"] = 21] = "InSpecialComment";
      State2[State2["InCommentLike"] = 22] = "InCommentLike";
      State2[State2["SpecialStartSequence"] = 23] = "SpecialStartSequence";
      State2[State2["InSpecialTag"] = 24] = "InSpecialTag";
      State2[State2["InPlainText"] = 25] = "InPlainText";
      State2[State2["InEntity"] = 26] = "InEntity";
    })(State || (State = {}));
    (function(QuoteType2) {
      QuoteType2[QuoteType2["NoValue"] = 0] = "NoValue";
      QuoteType2[QuoteType2["Unquoted"] = 1] = "Unquoted";
      QuoteType2[QuoteType2["Single"] = 2] = "Single";
      QuoteType2[QuoteType2["Double"] = 3] = "Double";
    })(QuoteType || (QuoteType = {}));
    Sequences = {
      Empty: new Uint8Array(0),
      Cdata: new Uint8Array([67, 68, 65, 84, 65, 91]),
      // CDATA[
      CdataEnd: new Uint8Array([93, 93, 62]),
      // ]]>
      CommentEnd: new Uint8Array([45, 45, 33, 62]),
      // `--!>`
      Doctype: new Uint8Array([100, 111, 99, 116, 121, 112, 101]),
      // `doctype`
      IframeEnd: new Uint8Array([60, 47, 105, 102, 114, 97, 109, 101]),
      // `</iframe`
      NoembedEnd: new Uint8Array([
        60,
        47,
        110,
        111,
        101,
        109,
        98,
        101,
        100
      ]),
      // `</noembed`
      NoframesEnd: new Uint8Array([
        60,
        47,
        110,
        111,
        102,
        114,
        97,
        109,
        101,
        115
      ]),
      // `</noframes`
      Plaintext: new Uint8Array([
        60,
        47,
        112,
        108,
        97,
        105,
        110,
        116,
        101,
        120,
        116
      ]),
      // `</plaintext`
      ScriptEnd: new Uint8Array([60, 47, 115, 99, 114, 105, 112, 116]),
      // `</script`
      StyleEnd: new Uint8Array([60, 47, 115, 116, 121, 108, 101]),
      // `</style`
      TitleEnd: new Uint8Array([60, 47, 116, 105, 116, 108, 101]),
      // `</title`
      TextareaEnd: new Uint8Array([
        60,
        47,
        116,
        101,
        120,
        116,
        97,
        114,
        101,
        97
      ]),
      // `</textarea`
      XmpEnd: new Uint8Array([60, 47, 120, 109, 112])
      // `</xmp`
    };
    specialStartSequences = /* @__PURE__ */ new Map([
      [Sequences.IframeEnd[2], Sequences.IframeEnd],
      [Sequences.NoembedEnd[2], Sequences.NoembedEnd],
      [Sequences.Plaintext[2], Sequences.Plaintext],
      [Sequences.ScriptEnd[2], Sequences.ScriptEnd],
      [Sequences.TitleEnd[2], Sequences.TitleEnd],
      [Sequences.XmpEnd[2], Sequences.XmpEnd]
    ]);
    Tokenizer = class {
      cbs;
      /** The current state the tokenizer is in. */
      state = State.Text;
      /** The read buffer. */
      buffer = "";
      /** The beginning of the section that is currently being read. */
      sectionStart = 0;
      /** The index within the buffer that we are currently looking at. */
      index = 0;
      /** The start of the last entity. */
      entityStart = 0;
      /** Some behavior, eg. when decoding entities, is done while we are in another state. This keeps track of the other state type. */
      baseState = State.Text;
      /** For special parsing behavior inside of script and style tags. */
      isSpecial = false;
      /** Indicates whether the tokenizer has been paused. */
      running = true;
      /** The offset of the current buffer. */
      offset = 0;
      xmlMode;
      decodeEntities;
      recognizeSelfClosing;
      entityDecoder;
      constructor({ xmlMode = false, decodeEntities = true, recognizeSelfClosing = xmlMode }, cbs) {
        this.cbs = cbs;
        this.xmlMode = xmlMode;
        this.decodeEntities = decodeEntities;
        this.recognizeSelfClosing = recognizeSelfClosing;
        this.entityDecoder = new EntityDecoder(xmlMode ? xmlDecodeTree : htmlDecodeTree, (cp, consumed) => this.emitCodePoint(cp, consumed));
      }
      reset() {
        this.state = State.Text;
        this.buffer = "";
        this.sectionStart = 0;
        this.index = 0;
        this.baseState = State.Text;
        this.isSpecial = false;
        this.currentSequence = Sequences.Empty;
        this.sequenceIndex = 0;
        this.running = true;
        this.offset = 0;
      }
      write(chunk) {
        this.offset += this.buffer.length;
        this.buffer = chunk;
        this.parse();
      }
      end() {
        if (this.running)
          this.finish();
      }
      pause() {
        this.running = false;
      }
      resume() {
        this.running = true;
        if (this.index < this.buffer.length + this.offset) {
          this.parse();
        }
      }
      stateText(c) {
        if (c === CharCodes2.Lt || !this.decodeEntities && this.fastForwardTo(CharCodes2.Lt)) {
          if (this.index > this.sectionStart) {
            this.cbs.ontext(this.sectionStart, this.index);
          }
          this.state = State.BeforeTagName;
          this.sectionStart = this.index;
        } else if (this.decodeEntities && c === CharCodes2.Amp) {
          this.startEntity();
        }
      }
      currentSequence = Sequences.Empty;
      sequenceIndex = 0;
      enterTagBody() {
        if (this.currentSequence === Sequences.Plaintext) {
          this.currentSequence = Sequences.Empty;
          this.state = State.InPlainText;
        } else if (this.isSpecial) {
          this.state = State.InSpecialTag;
          this.sequenceIndex = 0;
        } else {
          this.state = State.Text;
        }
      }
      /**
       * Match the opening tag name against an HTML text-only tag sequence.
       *
       * Some tags share an initial prefix (`script`/`style`, `title`/`textarea`,
       * `noembed`/`noframes`), so we may switch to an alternate sequence at the
       * first distinguishing byte.  On a successful full match we fall back to
       * the normal tag-name state; a later `>` will enter raw-text, RCDATA, or
       * plaintext mode based on `currentSequence` / `isSpecial`.
       * @param c Current character code point.
       */
      stateSpecialStartSequence(c) {
        const lower = c | 32;
        if (this.sequenceIndex < this.currentSequence.length) {
          if (lower === this.currentSequence[this.sequenceIndex]) {
            this.sequenceIndex++;
            return;
          }
          if (this.sequenceIndex === 3) {
            if (this.currentSequence === Sequences.ScriptEnd && lower === Sequences.StyleEnd[3]) {
              this.currentSequence = Sequences.StyleEnd;
              this.sequenceIndex = 4;
              return;
            }
            if (this.currentSequence === Sequences.TitleEnd && lower === Sequences.TextareaEnd[3]) {
              this.currentSequence = Sequences.TextareaEnd;
              this.sequenceIndex = 4;
              return;
            }
          } else if (this.sequenceIndex === 4 && this.currentSequence === Sequences.NoembedEnd && lower === Sequences.NoframesEnd[4]) {
            this.currentSequence = Sequences.NoframesEnd;
            this.sequenceIndex = 5;
            return;
          }
        } else if (isEndOfTagSection(c)) {
          this.sequenceIndex = 0;
          this.state = State.InTagName;
          this.stateInTagName(c);
          return;
        }
        this.isSpecial = false;
        this.currentSequence = Sequences.Empty;
        this.sequenceIndex = 0;
        this.state = State.InTagName;
        this.stateInTagName(c);
      }
      stateCDATASequence(c) {
        if (c === Sequences.Cdata[this.sequenceIndex]) {
          if (++this.sequenceIndex === Sequences.Cdata.length) {
            this.state = State.InCommentLike;
            this.currentSequence = Sequences.CdataEnd;
            this.sequenceIndex = 0;
            this.sectionStart = this.index + 1;
          }
        } else {
          this.sequenceIndex = 0;
          if (this.xmlMode) {
            this.state = State.InDeclaration;
            this.stateInDeclaration(c);
          } else {
            this.state = State.InSpecialComment;
            this.stateInSpecialComment(c);
          }
        }
      }
      /**
       * When we wait for one specific character, we can speed things up
       * by skipping through the buffer until we find it.
       * @param c Current character code point.
       * @returns Whether the character was found.
       */
      fastForwardTo(c) {
        while (++this.index < this.buffer.length + this.offset) {
          if (this.buffer.charCodeAt(this.index - this.offset) === c) {
            return true;
          }
        }
        this.index = this.buffer.length + this.offset - 1;
        return false;
      }
      /**
       * Emit a comment token and return to the text state.
       * @param offset Number of characters in the end sequence that have already been matched.
       */
      emitComment(offset) {
        this.cbs.oncomment(this.sectionStart, this.index, offset);
        this.sequenceIndex = 0;
        this.sectionStart = this.index + 1;
        this.state = State.Text;
      }
      /**
       * Comments and CDATA end with `-->` and `]]>`.
       *
       * Their common qualities are:
       * - Their end sequences have a distinct character they start with.
       * - That character is then repeated, so we have to check multiple repeats.
       * - All characters but the start character of the sequence can be skipped.
       * @param c Current character code point.
       */
      stateInCommentLike(c) {
        if (!this.xmlMode && this.currentSequence === Sequences.CommentEnd && this.sequenceIndex <= 1 && /*
         * We're still at the very start of the comment: the only
         * characters consumed since `<!--` are the dashes that
         * advanced sequenceIndex (0 for `<!-->`, 1 for `<!--->`).
         */
        this.index === this.sectionStart + this.sequenceIndex && c === CharCodes2.Gt) {
          this.emitComment(this.sequenceIndex);
        } else if (this.currentSequence === Sequences.CommentEnd && this.sequenceIndex === 2 && c === CharCodes2.Gt) {
          this.emitComment(2);
        } else if (this.currentSequence === Sequences.CommentEnd && this.sequenceIndex === this.currentSequence.length - 1 && c !== CharCodes2.Gt) {
          this.sequenceIndex = Number(c === CharCodes2.Dash);
        } else if (c === this.currentSequence[this.sequenceIndex]) {
          if (++this.sequenceIndex === this.currentSequence.length) {
            if (this.currentSequence === Sequences.CdataEnd) {
              this.cbs.oncdata(this.sectionStart, this.index, 2);
            } else {
              this.cbs.oncomment(this.sectionStart, this.index, 3);
            }
            this.sequenceIndex = 0;
            this.sectionStart = this.index + 1;
            this.state = State.Text;
          }
        } else if (this.sequenceIndex === 0) {
          if (this.fastForwardTo(this.currentSequence[0])) {
            this.sequenceIndex = 1;
          }
        } else if (c !== this.currentSequence[this.sequenceIndex - 1]) {
          this.sequenceIndex = 0;
        }
      }
      /**
       * HTML only allows ASCII alpha characters (a-z and A-Z) at the beginning of a tag name.
       *
       * XML allows a lot more characters here (@see https://www.w3.org/TR/REC-xml/#NT-NameStartChar).
       * We allow anything that wouldn't end the tag.
       * @param c Current character code point.
       */
      isTagStartChar(c) {
        return this.xmlMode ? !isEndOfTagSection(c) : isASCIIAlpha(c);
      }
      /**
       * Scan raw-text / RCDATA content for the matching end tag.
       *
       * For RCDATA tags (`<title>`, `<textarea>`) entities are decoded inline.
       * For raw-text tags (`<script>`, `<style>`, etc.) we fast-forward to `<`.
       * @param c Current character code point.
       */
      stateInSpecialTag(c) {
        if (this.sequenceIndex === this.currentSequence.length) {
          if (isEndOfTagSection(c)) {
            const endOfText = this.index - this.currentSequence.length;
            if (this.sectionStart < endOfText) {
              const actualIndex = this.index;
              this.index = endOfText;
              this.cbs.ontext(this.sectionStart, endOfText);
              this.index = actualIndex;
            }
            this.isSpecial = false;
            this.sectionStart = endOfText + 2;
            this.stateInClosingTagName(c);
            return;
          }
          this.sequenceIndex = 0;
        }
        if ((c | 32) === this.currentSequence[this.sequenceIndex]) {
          this.sequenceIndex += 1;
        } else if (this.sequenceIndex === 0) {
          if (this.currentSequence === Sequences.TitleEnd || this.currentSequence === Sequences.TextareaEnd) {
            if (this.decodeEntities && c === CharCodes2.Amp) {
              this.startEntity();
            }
          } else if (this.fastForwardTo(CharCodes2.Lt)) {
            this.sequenceIndex = 1;
          }
        } else {
          this.sequenceIndex = Number(c === CharCodes2.Lt);
        }
      }
      stateBeforeTagName(c) {
        if (c === CharCodes2.ExclamationMark) {
          this.state = State.BeforeDeclaration;
          this.sectionStart = this.index + 1;
        } else if (c === CharCodes2.Questionmark) {
          if (this.xmlMode) {
            this.state = State.InProcessingInstruction;
            this.sequenceIndex = 0;
            this.sectionStart = this.index + 1;
          } else {
            this.state = State.InSpecialComment;
            this.sectionStart = this.index;
          }
        } else if (this.isTagStartChar(c)) {
          this.sectionStart = this.index;
          const special = this.xmlMode || this.cbs.isInForeignContext?.() ? void 0 : specialStartSequences.get(c | 32);
          if (special === void 0) {
            this.state = State.InTagName;
          } else {
            this.isSpecial = true;
            this.currentSequence = special;
            this.sequenceIndex = 3;
            this.state = State.SpecialStartSequence;
          }
        } else if (c === CharCodes2.Slash) {
          this.state = State.BeforeClosingTagName;
        } else {
          this.state = State.Text;
          this.stateText(c);
        }
      }
      stateInTagName(c) {
        if (isEndOfTagSection(c)) {
          this.cbs.onopentagname(this.sectionStart, this.index);
          this.sectionStart = -1;
          this.state = State.BeforeAttributeName;
          this.stateBeforeAttributeName(c);
        }
      }
      stateBeforeClosingTagName(c) {
        if (isWhitespace(c)) {
          if (this.xmlMode) {
          } else {
            this.state = State.InSpecialComment;
            this.sectionStart = this.index;
          }
        } else if (c === CharCodes2.Gt) {
          this.state = State.Text;
          if (!this.xmlMode) {
            this.sectionStart = this.index + 1;
          }
        } else {
          this.state = this.isTagStartChar(c) ? State.InClosingTagName : State.InSpecialComment;
          this.sectionStart = this.index;
        }
      }
      stateInClosingTagName(c) {
        if (isEndOfTagSection(c)) {
          this.cbs.onclosetag(this.sectionStart, this.index);
          this.sectionStart = -1;
          this.state = State.AfterClosingTagName;
          this.stateAfterClosingTagName(c);
        }
      }
      stateAfterClosingTagName(c) {
        if (c === CharCodes2.Gt || this.fastForwardTo(CharCodes2.Gt)) {
          this.state = State.Text;
          this.sectionStart = this.index + 1;
        }
      }
      stateBeforeAttributeName(c) {
        if (c === CharCodes2.Gt) {
          this.cbs.onopentagend(this.index);
          this.enterTagBody();
          this.sectionStart = this.index + 1;
        } else if (c === CharCodes2.Slash) {
          this.state = State.InSelfClosingTag;
        } else if (!isWhitespace(c)) {
          this.state = State.InAttributeName;
          this.sectionStart = this.index;
        }
      }
      /**
       * Handle `/` before `>` in an opening tag.
       *
       * In HTML mode, text-only tags ignore the self-closing flag and still enter
       * their raw-text/RCDATA/plaintext state unless self-closing tags are being
       * recognized. In XML mode, or for ordinary tags, the tokenizer returns to
       * regular text parsing after emitting the self-closing callback.
       * @param c Current character code point.
       */
      stateInSelfClosingTag(c) {
        if (c === CharCodes2.Gt) {
          this.cbs.onselfclosingtag(this.index);
          this.sectionStart = this.index + 1;
          if (!this.recognizeSelfClosing) {
            this.enterTagBody();
            return;
          }
          this.state = State.Text;
          this.isSpecial = false;
          this.currentSequence = Sequences.Empty;
        } else if (!isWhitespace(c)) {
          this.state = State.BeforeAttributeName;
          this.stateBeforeAttributeName(c);
        }
      }
      stateInAttributeName(c) {
        if (c === CharCodes2.Eq || isEndOfTagSection(c)) {
          this.cbs.onattribname(this.sectionStart, this.index);
          this.sectionStart = this.index;
          this.state = State.AfterAttributeName;
          this.stateAfterAttributeName(c);
        }
      }
      stateAfterAttributeName(c) {
        if (c === CharCodes2.Eq) {
          this.state = State.BeforeAttributeValue;
        } else if (c === CharCodes2.Slash || c === CharCodes2.Gt) {
          this.cbs.onattribend(QuoteType.NoValue, this.sectionStart);
          this.sectionStart = -1;
          this.state = State.BeforeAttributeName;
          this.stateBeforeAttributeName(c);
        } else if (!isWhitespace(c)) {
          this.cbs.onattribend(QuoteType.NoValue, this.sectionStart);
          this.state = State.InAttributeName;
          this.sectionStart = this.index;
        }
      }
      stateBeforeAttributeValue(c) {
        if (c === CharCodes2.DoubleQuote) {
          this.state = State.InAttributeValueDq;
          this.sectionStart = this.index + 1;
        } else if (c === CharCodes2.SingleQuote) {
          this.state = State.InAttributeValueSq;
          this.sectionStart = this.index + 1;
        } else if (!isWhitespace(c)) {
          this.sectionStart = this.index;
          this.state = State.InAttributeValueNq;
          this.stateInAttributeValueNoQuotes(c);
        }
      }
      handleInAttributeValue(c, quote) {
        if (c === quote || !this.decodeEntities && this.fastForwardTo(quote)) {
          this.cbs.onattribdata(this.sectionStart, this.index);
          this.sectionStart = -1;
          this.cbs.onattribend(quote === CharCodes2.DoubleQuote ? QuoteType.Double : QuoteType.Single, this.index + 1);
          this.state = State.BeforeAttributeName;
        } else if (this.decodeEntities && c === CharCodes2.Amp) {
          this.startEntity();
        }
      }
      stateInAttributeValueDoubleQuotes(c) {
        this.handleInAttributeValue(c, CharCodes2.DoubleQuote);
      }
      stateInAttributeValueSingleQuotes(c) {
        this.handleInAttributeValue(c, CharCodes2.SingleQuote);
      }
      stateInAttributeValueNoQuotes(c) {
        if (isWhitespace(c) || c === CharCodes2.Gt) {
          this.cbs.onattribdata(this.sectionStart, this.index);
          this.sectionStart = -1;
          this.cbs.onattribend(QuoteType.Unquoted, this.index);
          this.state = State.BeforeAttributeName;
          this.stateBeforeAttributeName(c);
        } else if (this.decodeEntities && c === CharCodes2.Amp) {
          this.startEntity();
        }
      }
      /**
       * Distinguish between CDATA, declarations, HTML comments, and HTML bogus
       * comments after `<!`.
       *
       * In HTML mode, only real comments and doctypes stay on declaration paths;
       * everything else becomes a bogus comment terminated by the next `>`.
       * @param c Current character code point.
       */
      stateBeforeDeclaration(c) {
        if (c === CharCodes2.OpeningSquareBracket) {
          this.state = State.CDATASequence;
          this.sequenceIndex = 0;
        } else if (this.xmlMode) {
          this.state = c === CharCodes2.Dash ? State.BeforeComment : State.InDeclaration;
        } else if ((c | 32) === Sequences.Doctype[0]) {
          this.state = State.DeclarationSequence;
          this.currentSequence = Sequences.Doctype;
          this.sequenceIndex = 1;
        } else if (c === CharCodes2.Gt) {
          this.cbs.oncomment(this.sectionStart, this.index, 0);
          this.state = State.Text;
          this.sectionStart = this.index + 1;
        } else if (c === CharCodes2.Dash) {
          this.state = State.BeforeComment;
        } else {
          this.state = State.InSpecialComment;
        }
      }
      /**
       * Continue matching `doctype` after `<!d`.
       *
       * A full `doctype` match stays on the declaration path; any other name falls
       * back to an HTML bogus comment, which matches browser behavior for
       * non-doctype `<!...>` constructs.
       * @param c Current character code point.
       */
      stateDeclarationSequence(c) {
        if (this.sequenceIndex === this.currentSequence.length) {
          this.state = State.InDeclaration;
          this.stateInDeclaration(c);
        } else if ((c | 32) === this.currentSequence[this.sequenceIndex]) {
          this.sequenceIndex += 1;
        } else if (c === CharCodes2.Gt) {
          this.cbs.oncomment(this.sectionStart, this.index, 0);
          this.state = State.Text;
          this.sectionStart = this.index + 1;
        } else {
          this.state = State.InSpecialComment;
        }
      }
      stateInDeclaration(c) {
        if (c === CharCodes2.Gt || this.fastForwardTo(CharCodes2.Gt)) {
          this.cbs.ondeclaration(this.sectionStart, this.index);
          this.state = State.Text;
          this.sectionStart = this.index + 1;
        }
      }
      /**
       * XML processing instructions (`<?...?>`).
       *
       * In HTML mode `<?` is routed to `InSpecialComment` instead, so this
       * state is only reachable in XML mode.
       * @param c Current character code point.
       */
      stateInProcessingInstruction(c) {
        if (c === CharCodes2.Questionmark) {
          this.sequenceIndex = 1;
        } else if (c === CharCodes2.Gt && this.sequenceIndex === 1) {
          this.cbs.onprocessinginstruction(this.sectionStart, this.index - 1);
          this.sequenceIndex = 0;
          this.state = State.Text;
          this.sectionStart = this.index + 1;
        } else {
          this.sequenceIndex = Number(this.fastForwardTo(CharCodes2.Questionmark));
        }
      }
      stateBeforeComment(c) {
        if (c === CharCodes2.Dash) {
          this.state = State.InCommentLike;
          this.currentSequence = Sequences.CommentEnd;
          this.sequenceIndex = 0;
          this.sectionStart = this.index + 1;
        } else if (this.xmlMode) {
          this.state = State.InDeclaration;
        } else if (c === CharCodes2.Gt) {
          this.cbs.oncomment(this.sectionStart, this.index, 0);
          this.state = State.Text;
          this.sectionStart = this.index + 1;
        } else {
          this.state = State.InSpecialComment;
        }
      }
      stateInSpecialComment(c) {
        if (c === CharCodes2.Gt || this.fastForwardTo(CharCodes2.Gt)) {
          this.cbs.oncomment(this.sectionStart, this.index, 0);
          this.state = State.Text;
          this.sectionStart = this.index + 1;
        }
      }
      startEntity() {
        this.baseState = this.state;
        this.state = State.InEntity;
        this.entityStart = this.index;
        this.entityDecoder.startEntity(this.xmlMode ? DecodingMode.Strict : this.baseState === State.Text || this.baseState === State.InSpecialTag ? DecodingMode.Legacy : DecodingMode.Attribute);
      }
      stateInEntity() {
        const indexInBuffer = this.index - this.offset;
        const length = this.entityDecoder.write(this.buffer, indexInBuffer);
        if (length >= 0) {
          this.state = this.baseState;
          if (length === 0) {
            this.index -= 1;
          }
        } else {
          if (indexInBuffer < this.buffer.length && this.buffer.charCodeAt(indexInBuffer) === CharCodes2.Amp) {
            this.state = this.baseState;
            this.index -= 1;
            return;
          }
          this.index = this.offset + this.buffer.length - 1;
        }
      }
      /**
       * Remove data that has already been consumed from the buffer.
       */
      cleanup() {
        if (this.running && this.sectionStart !== this.index) {
          if (this.state === State.Text || this.state === State.InPlainText || this.state === State.InSpecialTag && this.sequenceIndex === 0) {
            this.cbs.ontext(this.sectionStart, this.index);
            this.sectionStart = this.index;
          } else if (this.state === State.InAttributeValueDq || this.state === State.InAttributeValueSq || this.state === State.InAttributeValueNq) {
            this.cbs.onattribdata(this.sectionStart, this.index);
            this.sectionStart = this.index;
          }
        }
      }
      shouldContinue() {
        return this.index < this.buffer.length + this.offset && this.running;
      }
      /**
       * Iterates through the buffer, calling the function corresponding to the current state.
       *
       * States that are more likely to be hit are higher up, as a performance improvement.
       */
      parse() {
        while (this.shouldContinue()) {
          const c = this.buffer.charCodeAt(this.index - this.offset);
          switch (this.state) {
            case State.Text: {
              this.stateText(c);
              break;
            }
            case State.InPlainText: {
              this.index = this.buffer.length + this.offset - 1;
              break;
            }
            case State.SpecialStartSequence: {
              this.stateSpecialStartSequence(c);
              break;
            }
            case State.InSpecialTag: {
              this.stateInSpecialTag(c);
              break;
            }
            case State.CDATASequence: {
              this.stateCDATASequence(c);
              break;
            }
            case State.DeclarationSequence: {
              this.stateDeclarationSequence(c);
              break;
            }
            case State.InAttributeValueDq: {
              this.stateInAttributeValueDoubleQuotes(c);
              break;
            }
            case State.InAttributeName: {
              this.stateInAttributeName(c);
              break;
            }
            case State.InCommentLike: {
              this.stateInCommentLike(c);
              break;
            }
            case State.InSpecialComment: {
              this.stateInSpecialComment(c);
              break;
            }
            case State.BeforeAttributeName: {
              this.stateBeforeAttributeName(c);
              break;
            }
            case State.InTagName: {
              this.stateInTagName(c);
              break;
            }
            case State.InClosingTagName: {
              this.stateInClosingTagName(c);
              break;
            }
            case State.BeforeTagName: {
              this.stateBeforeTagName(c);
              break;
            }
            case State.AfterAttributeName: {
              this.stateAfterAttributeName(c);
              break;
            }
            case State.InAttributeValueSq: {
              this.stateInAttributeValueSingleQuotes(c);
              break;
            }
            case State.BeforeAttributeValue: {
              this.stateBeforeAttributeValue(c);
              break;
            }
            case State.BeforeClosingTagName: {
              this.stateBeforeClosingTagName(c);
              break;
            }
            case State.AfterClosingTagName: {
              this.stateAfterClosingTagName(c);
              break;
            }
            case State.InAttributeValueNq: {
              this.stateInAttributeValueNoQuotes(c);
              break;
            }
            case State.InSelfClosingTag: {
              this.stateInSelfClosingTag(c);
              break;
            }
            case State.InDeclaration: {
              this.stateInDeclaration(c);
              break;
            }
            case State.BeforeDeclaration: {
              this.stateBeforeDeclaration(c);
              break;
            }
            case State.BeforeComment: {
              this.stateBeforeComment(c);
              break;
            }
            case State.InProcessingInstruction: {
              this.stateInProcessingInstruction(c);
              break;
            }
            case State.InEntity: {
              this.stateInEntity();
              break;
            }
          }
          this.index++;
        }
        this.cleanup();
      }
      finish() {
        if (this.state === State.InEntity) {
          this.entityDecoder.end();
          this.state = this.baseState;
        }
        this.handleTrailingData();
        this.cbs.onend();
      }
      handleTrailingCommentLikeData(endIndex) {
        if (this.state !== State.InCommentLike) {
          return false;
        }
        if (this.currentSequence === Sequences.CdataEnd) {
          if (this.xmlMode) {
            if (this.sectionStart < endIndex) {
              this.cbs.oncdata(this.sectionStart, endIndex, 0);
            }
          } else {
            const cdataStart = this.sectionStart - Sequences.Cdata.length - 1;
            this.cbs.oncomment(cdataStart, endIndex, 0);
          }
        } else {
          const offset = this.xmlMode ? 0 : Math.min(this.sequenceIndex, Sequences.CommentEnd.length - 1);
          this.cbs.oncomment(this.sectionStart, endIndex, offset);
        }
        return true;
      }
      handleTrailingMarkupDeclaration(endIndex) {
        if (this.xmlMode) {
          switch (this.state) {
            case State.InSpecialComment:
            case State.BeforeComment:
            case State.CDATASequence:
            case State.DeclarationSequence:
            case State.InDeclaration: {
              this.cbs.ontext(this.sectionStart, endIndex);
              return true;
            }
            default: {
              return false;
            }
          }
        }
        switch (this.state) {
          case State.BeforeDeclaration:
          case State.InSpecialComment:
          case State.BeforeComment:
          case State.CDATASequence: {
            this.cbs.oncomment(this.sectionStart, endIndex, 0);
            return true;
          }
          case State.DeclarationSequence: {
            if (this.sequenceIndex !== Sequences.Doctype.length) {
              this.cbs.oncomment(this.sectionStart, endIndex, 0);
            }
            return true;
          }
          case State.InDeclaration: {
            return true;
          }
          default: {
            return false;
          }
        }
      }
      /** Handle any trailing data. */
      handleTrailingData() {
        const endIndex = this.buffer.length + this.offset;
        if (this.handleTrailingCommentLikeData(endIndex) || this.handleTrailingMarkupDeclaration(endIndex)) {
          return;
        }
        if (this.sectionStart >= endIndex) {
          return;
        }
        switch (this.state) {
          case State.InTagName:
          case State.BeforeAttributeName:
          case State.BeforeAttributeValue:
          case State.AfterAttributeName:
          case State.InAttributeName:
          case State.InAttributeValueSq:
          case State.InAttributeValueDq:
          case State.InAttributeValueNq:
          case State.InClosingTagName: {
            break;
          }
          default: {
            this.cbs.ontext(this.sectionStart, endIndex);
          }
        }
      }
      emitCodePoint(cp, consumed) {
        if (this.baseState !== State.Text && this.baseState !== State.InSpecialTag) {
          if (this.sectionStart < this.entityStart) {
            this.cbs.onattribdata(this.sectionStart, this.entityStart);
          }
          this.sectionStart = this.entityStart + consumed;
          this.index = this.sectionStart - 1;
          this.cbs.onattribentity(cp);
        } else {
          if (this.sectionStart < this.entityStart) {
            this.cbs.ontext(this.sectionStart, this.entityStart);
          }
          this.sectionStart = this.entityStart + consumed;
          this.index = this.sectionStart - 1;
          this.cbs.ontextentity(cp, this.sectionStart);
        }
      }
    };
  }
});

// ../../node_modules/.pnpm/domelementtype@3.0.0/node_modules/domelementtype/dist/index.js
var ElementType, Root, Text, Directive, Comment, Script, Style, Tag, CDATA, Doctype;
var init_dist10 = __esm({
  "../../node_modules/.pnpm/domelementtype@3.0.0/node_modules/domelementtype/dist/index.js"() {
    (function(ElementType2) {
      ElementType2["Root"] = "root";
      ElementType2["Text"] = "text";
      ElementType2["Directive"] = "directive";
      ElementType2["Comment"] = "comment";
      ElementType2["Script"] = "script";
      ElementType2["Style"] = "style";
      ElementType2["Tag"] = "tag";
      ElementType2["CDATA"] = "cdata";
      ElementType2["Doctype"] = "doctype";
    })(ElementType || (ElementType = {}));
    Root = ElementType.Root;
    Text = ElementType.Text;
    Directive = ElementType.Directive;
    Comment = ElementType.Comment;
    Script = ElementType.Script;
    Style = ElementType.Style;
    Tag = ElementType.Tag;
    CDATA = ElementType.CDATA;
    Doctype = ElementType.Doctype;
  }
});

// ../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/querying.js
var init_querying = __esm({
  "../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/querying.js"() {
  }
});

// ../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/legacy.js
var init_legacy = __esm({
  "../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/legacy.js"() {
  }
});

// ../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/stringify.js
var init_stringify = __esm({
  "../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/stringify.js"() {
  }
});

// ../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/feeds.js
var init_feeds = __esm({
  "../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/feeds.js"() {
  }
});

// ../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/helpers.js
var DocumentPosition;
var init_helpers = __esm({
  "../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/helpers.js"() {
    (function(DocumentPosition2) {
      DocumentPosition2[DocumentPosition2["DISCONNECTED"] = 1] = "DISCONNECTED";
      DocumentPosition2[DocumentPosition2["PRECEDING"] = 2] = "PRECEDING";
      DocumentPosition2[DocumentPosition2["FOLLOWING"] = 4] = "FOLLOWING";
      DocumentPosition2[DocumentPosition2["CONTAINS"] = 8] = "CONTAINS";
      DocumentPosition2[DocumentPosition2["CONTAINED_BY"] = 16] = "CONTAINED_BY";
    })(DocumentPosition || (DocumentPosition = {}));
  }
});

// ../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/manipulation.js
var init_manipulation = __esm({
  "../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/manipulation.js"() {
  }
});

// ../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/traversal.js
var init_traversal = __esm({
  "../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/traversal.js"() {
  }
});

// ../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/index.js
var init_dist11 = __esm({
  "../../node_modules/.pnpm/domutils@4.0.2/node_modules/domutils/dist/index.js"() {
    init_feeds();
    init_helpers();
    init_legacy();
    init_manipulation();
    init_querying();
    init_stringify();
    init_traversal();
  }
});

// ../../node_modules/.pnpm/htmlparser2@12.0.0/node_modules/htmlparser2/dist/index.js
var init_dist12 = __esm({
  "../../node_modules/.pnpm/htmlparser2@12.0.0/node_modules/htmlparser2/dist/index.js"() {
    init_dist10();
    init_Tokenizer();
    init_dist11();
  }
});

// ../../packages/html/dist/link-tokenizer.js
function isHtmlSpace(c) {
  return c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
}
function stripHtmlSpace(value) {
  let from = 0;
  let to = value.length;
  while (from < to && isHtmlSpace(value.charCodeAt(from)))
    from++;
  while (to > from && isHtmlSpace(value.charCodeAt(to - 1)))
    to--;
  return from === 0 && to === value.length ? value : value.slice(from, to);
}
function asciiLower2(name) {
  let lower = name;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      lower = name.replace(/[A-Z]+/g, (run) => run.toLowerCase());
      break;
    }
  }
  return lower;
}
var LINK_ATTRIBUTES, NAME_WINDOW, REFERENCE_LOOKAHEAD, PIECES_PER_JOIN, AFTER_NAME, AFTER_EQUALS, FOUND, LinkTokenizer;
var init_link_tokenizer = __esm({
  "../../packages/html/dist/link-tokenizer.js"() {
    "use strict";
    init_dist12();
    LINK_ATTRIBUTES = {
      a: ["href"],
      area: ["href"],
      link: ["href"],
      base: ["href"],
      img: ["src"],
      script: ["src"],
      iframe: ["src"],
      source: ["src"],
      form: ["action"]
    };
    NAME_WINDOW = 1024;
    REFERENCE_LOOKAHEAD = 64;
    PIECES_PER_JOIN = 1024;
    AFTER_NAME = 0;
    AFTER_EQUALS = 1;
    FOUND = 2;
    LinkTokenizer = class {
      #onLink;
      #tokenizer;
      #table;
      /** The chunks still held, and the global index of each one's first code unit (from `#head` on). */
      #chunks = [];
      #starts = [];
      #head = 0;
      /** Code units in the chunks held. */
      #held = 0;
      /** Global index after the last code unit written. */
      #end = 0;
      // The tag being read: its name when it may hold links, the link attributes seen, the link attribute being read.
      #element;
      #wanted;
      #seen = [];
      #attribute;
      #attributeNameEnd = 0;
      /** The value read so far: `#joined`, then `#pieces`. */
      #joined = "";
      #pieces = [];
      /** Where the value starts (after its quote), once `#scanState` is FOUND; the scan's position before that. */
      #valueStart = 0;
      #scanState = FOUND;
      /** INVARIANT: while a link value is read, no later callback reports text before this index. */
      #valueCursor = 0;
      #work = { tokenized: 0, handled: 0 };
      /** `elements` narrows {@link LINK_ATTRIBUTES} (`findBaseHref` reads only `<base href>`). */
      constructor(onLink, elements) {
        this.#onLink = onLink;
        this.#table = elements ?? LINK_ATTRIBUTES;
        this.#tokenizer = new Tokenizer({ decodeEntities: true }, {
          onopentagname: (start, end) => {
            const name = this.#name(start, end);
            this.#wanted = name === void 0 ? void 0 : this.#table[name];
            this.#element = this.#wanted === void 0 ? void 0 : name;
            if (this.#seen.length > 0)
              this.#seen = [];
            this.#attribute = void 0;
          },
          onattribname: (start, end) => {
            this.#attribute = void 0;
            if (this.#wanted === void 0)
              return;
            const name = this.#name(start, end);
            if (name === void 0 || !this.#wanted.includes(name))
              return;
            if (this.#seen.includes(name))
              return;
            this.#seen.push(name);
            this.#attribute = name;
            this.#attributeNameEnd = end;
            this.#valueStart = end;
            this.#valueCursor = end;
            this.#scanState = AFTER_NAME;
            this.#joined = "";
            if (this.#pieces.length > 0)
              this.#pieces = [];
          },
          onattribdata: (start, end) => {
            if (this.#attribute === void 0)
              return;
            this.#scanValueStart(start);
            this.#addPiece(this.#slice(start, end));
            this.#valueCursor = end;
          },
          onattribentity: (codePoint) => {
            if (this.#attribute === void 0)
              return;
            this.#scanValueStart(this.#end);
            this.#addPiece(String.fromCodePoint(codePoint));
            const current = this.#starts[this.#starts.length - 1];
            this.#valueCursor = Math.max(this.#valueCursor, current - REFERENCE_LOOKAHEAD);
          },
          onattribend: (quote, endIndex) => {
            if (this.#attribute !== void 0)
              this.#report(quote, endIndex);
          },
          onopentagend: () => this.#endTag(),
          onselfclosingtag: () => this.#endTag(),
          oncdata() {
          },
          onclosetag() {
          },
          oncomment() {
          },
          ondeclaration() {
          },
          onend() {
          },
          onprocessinginstruction() {
          },
          ontext() {
          },
          ontextentity() {
          }
        });
      }
      /** Feed the next piece of the document. */
      write(chunk) {
        if (chunk.length === 0)
          return;
        this.#chunks.push(chunk);
        this.#starts.push(this.#end);
        this.#held += chunk.length;
        this.#end += chunk.length;
        this.#work.tokenized += chunk.length;
        this.#tokenizer.write(chunk);
        if (this.#attribute !== void 0)
          this.#scanValueStart(this.#end);
        this.#release();
      }
      /** Signal the end of the document. */
      end() {
        this.#tokenizer.end();
        this.#chunks = [];
        this.#starts = [];
        this.#head = 0;
        this.#held = 0;
      }
      /** Stop reading (the rest of the current chunk is not tokenized); used when only the first `<base>` is wanted. */
      pause() {
        this.#tokenizer.pause();
      }
      /** Code units of the document still held (for the flat-memory test). */
      get heldLength() {
        return this.#held;
      }
      /** Work done so far (for the linear-time test). */
      get work() {
        return this.#work;
      }
      /** Report the link attribute that ends at `endIndex` (after its closing quote, if quoted). */
      #report(quote, endIndex) {
        const element = this.#element;
        const attribute = this.#attribute;
        this.#attribute = void 0;
        let start = this.#attributeNameEnd;
        let end = start;
        if (quote !== QuoteType.NoValue) {
          end = quote === QuoteType.Unquoted ? endIndex : endIndex - 1;
          this.#scanValueStart(end);
          start = this.#valueStart;
        }
        const pieces = this.#pieces;
        const value = this.#joined + (pieces.length === 1 ? pieces[0] : pieces.join(""));
        this.#work.handled += value.length;
        this.#joined = "";
        this.#pieces = [];
        this.#onLink({ element, attribute, value: stripHtmlSpace(value), start, end });
      }
      #addPiece(piece) {
        this.#work.handled += piece.length;
        this.#pieces.push(piece);
        if (this.#pieces.length >= PIECES_PER_JOIN) {
          this.#joined += this.#pieces.join("");
          this.#pieces = [];
        }
      }
      /** Advance the scan for the value's start over the text before `upTo` (see AFTER_NAME). */
      #scanValueStart(upTo) {
        if (this.#scanState === FOUND)
          return;
        let i = this.#valueStart;
        let k = this.#chunkAt(i);
        while (i < upTo && this.#scanState !== FOUND) {
          while (this.#starts[k] + this.#chunks[k].length <= i)
            k++;
          const c = this.#chunks[k].charCodeAt(i - this.#starts[k]);
          this.#work.handled++;
          if (isHtmlSpace(c))
            i++;
          else if (this.#scanState === AFTER_NAME) {
            if (c === 61)
              this.#scanState = AFTER_EQUALS;
            i++;
          } else {
            if (c === 34 || c === 39)
              i++;
            this.#scanState = FOUND;
          }
        }
        this.#valueStart = i;
        this.#valueCursor = Math.max(this.#valueCursor, i);
      }
      #endTag() {
        this.#element = void 0;
        this.#wanted = void 0;
        this.#attribute = void 0;
      }
      /** The lower-cased name at `[start, end)`, or `undefined` when it is longer than any name looked for. */
      #name(start, end) {
        if (end - start > NAME_WINDOW || start < this.#starts[this.#head])
          return void 0;
        return asciiLower2(this.#slice(start, end));
      }
      /** Index in `#chunks` of the chunk holding global index `at` (searched from the newest: callbacks ask for recent text). */
      #chunkAt(at) {
        let k = this.#chunks.length - 1;
        while (k > this.#head && this.#starts[k] > at) {
          k--;
          this.#work.handled++;
        }
        return k;
      }
      #slice(start, end) {
        this.#work.handled += end - start;
        let k = this.#chunkAt(start);
        const first = this.#chunks[k];
        const from = start - this.#starts[k];
        if (end - this.#starts[k] <= first.length)
          return first.slice(from, end - this.#starts[k]);
        const parts2 = [first.slice(from)];
        while (this.#starts[++k] + this.#chunks[k].length < end)
          parts2.push(this.#chunks[k]);
        parts2.push(this.#chunks[k].slice(0, end - this.#starts[k]));
        return parts2.join("");
      }
      /** Drop the chunks no later callback can ask for: those before the name window and before the value being read. */
      #release() {
        let keepFrom = this.#end - NAME_WINDOW;
        if (this.#attribute !== void 0)
          keepFrom = Math.min(keepFrom, this.#valueCursor);
        let head = this.#head;
        while (head + 1 < this.#chunks.length && this.#starts[head + 1] <= keepFrom)
          head++;
        for (let k = head - 1; k >= 0 && this.#chunks[k] !== ""; k--) {
          this.#held -= this.#chunks[k].length;
          this.#chunks[k] = "";
        }
        this.#head = head;
        if (head > 64 && head * 2 > this.#chunks.length) {
          this.#chunks = this.#chunks.slice(head);
          this.#starts = this.#starts.slice(head);
          this.#head = 0;
        }
      }
    };
  }
});

// ../../packages/html/dist/extract-links.js
function readOptions2(options, caller, keys) {
  if (options === void 0)
    return {};
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new TypeError(`${caller}: expected an options object, got ${typeName(options)}`);
  }
  for (const key of Object.keys(options))
    if (!keys.includes(key))
      throw new TypeError(`${caller}: unknown option ${JSON.stringify(key)}`);
  return options;
}
function checkDocumentUri(value, caller) {
  if (value === void 0)
    return void 0;
  expectString(value, caller, "documentUri");
  const parsed = parseUriReference(value);
  if (parsed.scheme === void 0) {
    throw new UriError("base-not-absolute", 0, {
      rule: "base URI",
      detail: 'documentUri must be an absolute URI (a scheme, then ":")',
      subject: "base"
    });
  }
  return value;
}
function documentBase(baseHref, documentUri) {
  if (baseHref !== null && baseHref !== void 0 && isUriReference(baseHref)) {
    if (documentUri !== void 0)
      return resolve(documentUri, baseHref);
    if (parseUriReference(baseHref).scheme !== void 0)
      return baseHref;
    return void 0;
  }
  return documentUri;
}
function noBase() {
  return new UriError("base-not-absolute", 0, {
    rule: "base URI",
    detail: "a relative reference needs a base URI: the document has no <base href> and no documentUri was given",
    subject: "base"
  });
}
function resolveLink(link, base, documentUri) {
  const out = { ...link };
  const against = link.element === "base" ? documentUri : base;
  if (!isUriReference(link.value)) {
    try {
      parseUriReference(link.value);
    } catch (e) {
      if (!UriError.is(e))
        throw e;
      out.error = e;
    }
    return out;
  }
  if (against !== void 0)
    out.uri = resolve(against, link.value);
  else if (parseUriReference(link.value).scheme !== void 0)
    out.uri = link.value;
  else
    out.error = noBase();
  return out;
}
async function* textChunks(source, caller) {
  if (typeof source !== "object" || source === null) {
    throw new TypeError(`${caller}: expected an iterable or a ReadableStream of chunks, got ${typeName(source)}`);
  }
  let iterable;
  if (Symbol.asyncIterator in source || Symbol.iterator in source)
    iterable = source;
  else if (typeof source.getReader === "function")
    iterable = readerChunks(source);
  else
    throw new TypeError(`${caller}: expected an iterable or a ReadableStream of chunks, got ${typeName(source)}`);
  let decoder2;
  for await (const chunk of iterable) {
    if (typeof chunk === "string")
      yield chunk;
    else if (chunk instanceof Uint8Array)
      yield (decoder2 ??= new TextDecoder("utf-8")).decode(chunk, { stream: true });
    else
      throw new TypeError(`${caller}: chunks must be strings or Uint8Array, got ${typeName(chunk)}`);
  }
  if (decoder2 !== void 0)
    yield decoder2.decode();
}
async function* readerChunks(stream) {
  const reader = stream.getReader();
  try {
    for (; ; ) {
      const { done, value } = await reader.read();
      if (done)
        return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}
async function findBaseHref(source) {
  let found = null;
  const tokenizer = new LinkTokenizer((link) => {
    if (found === null) {
      found = link.value;
      tokenizer.pause();
    }
  }, { base: ["href"] });
  for await (const chunk of textChunks(source, "findBaseHref")) {
    tokenizer.write(chunk);
    if (found !== null)
      return found;
  }
  tokenizer.end();
  return found;
}
async function* extractLinksStream(source, options) {
  const read = readOptions2(options, "extractLinksStream", ["documentUri", "baseHref"]);
  const documentUri = checkDocumentUri(read.documentUri, "extractLinksStream");
  const baseHref = read.baseHref;
  if (baseHref !== void 0 && baseHref !== null)
    expectString(baseHref, "extractLinksStream", "baseHref");
  const known = baseHref !== void 0;
  const base = known ? documentBase(baseHref, documentUri) : void 0;
  const pending2 = [];
  const tokenizer = new LinkTokenizer((link) => pending2.push(link));
  const held = [];
  for await (const chunk of textChunks(source, "extractLinksStream")) {
    tokenizer.write(chunk);
    if (known)
      for (const link of pending2)
        yield resolveLink(link, base, documentUri);
    else
      held.push(...pending2);
    pending2.length = 0;
  }
  tokenizer.end();
  if (known) {
    for (const link of pending2)
      yield resolveLink(link, base, documentUri);
    return;
  }
  held.push(...pending2);
  const lateBase = documentBase(held.find((link) => link.element === "base")?.value, documentUri);
  for (const link of held)
    yield resolveLink(link, lateBase, documentUri);
}
var init_extract_links = __esm({
  "../../packages/html/dist/extract-links.js"() {
    "use strict";
    init_dist2();
    init_engine();
    init_dist6();
    init_link_tokenizer();
  }
});

// ../../packages/html/dist/index.js
var init_dist13 = __esm({
  "../../packages/html/dist/index.js"() {
    "use strict";
    init_extract_links();
  }
});

// ../../packages/query/dist/parse-query.js
function parseQuery(query, options = {}) {
  expectString(query, "parseQuery");
  const { form, onProblem, strict } = checkOptions2(options);
  const text = form ? toWellFormed(query) : query;
  const pairs = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf("&", start);
    if (end < 0)
      end = text.length;
    if (end > start) {
      let eq = text.indexOf("=", start);
      if (eq < 0 || eq > end)
        eq = end;
      const pair = pairs.length;
      const report = (code, index, part) => {
        if (strict) {
          throw new UriError(code, index, {
            rule: code === "invalid-utf8" ? "UTF8" : "pct-encoded",
            detail: code === "invalid-utf8" ? `percent-encoded bytes in the query are not UTF-8` : `"%" in the query is not followed by two hex digits`
          });
        }
        onProblem?.({ code, index, pair, part });
      };
      const name = decodePart(text, start, eq, form, (code, index) => report(code, index, "name"));
      const value = eq < end ? decodePart(text, eq + 1, end, form, (code, index) => report(code, index, "value")) : "";
      pairs.push([name, value]);
    }
    start = end + 1;
  }
  return pairs;
}
function checkOptions2(options) {
  if (typeof options !== "object" || options === null)
    throw new TypeError(`parseQuery: expected an options object, got ${typeName(options)}`);
  const { form = false, onProblem, strict = false } = options;
  if (typeof form !== "boolean")
    throw new RangeError(`parseQuery: option "form" must be a boolean, got ${typeName(form)}`);
  if (typeof strict !== "boolean")
    throw new RangeError(`parseQuery: option "strict" must be a boolean, got ${typeName(strict)}`);
  if (onProblem !== void 0 && typeof onProblem !== "function") {
    throw new RangeError(`parseQuery: option "onProblem" must be a function, got ${typeName(onProblem)}`);
  }
  return { form, onProblem, strict };
}
function toWellFormed(s) {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}
function hexValue5(c) {
  if (c >= 48 && c <= 57)
    return c - 48;
  c |= 32;
  if (c >= 97 && c <= 102)
    return c - 87;
  return -1;
}
function byteAt2(text, i, end) {
  if (text.charCodeAt(i) !== 37 || i + 2 >= end)
    return -1;
  const high = hexValue5(text.charCodeAt(i + 1));
  const low = hexValue5(text.charCodeAt(i + 2));
  return high < 0 || low < 0 ? -1 : high << 4 | low;
}
function decodePart(text, start, end, form, report) {
  let out = "";
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 43 && form) {
      out += " ";
      i++;
      continue;
    }
    if (c !== 37) {
      let j = i + 1;
      while (j < end) {
        const d = text.charCodeAt(j);
        if (d === 37 || d === 43 && form)
          break;
        j++;
      }
      out += text.slice(i, j);
      i = j;
      continue;
    }
    if (byteAt2(text, i, end) < 0) {
      report("invalid-pct-encoded", i);
      out += "%";
      i++;
      continue;
    }
    let needed = 0;
    let seen = 0;
    let codePoint = 0;
    let lower = 128;
    let upper = 191;
    let sequenceStart = i;
    let byte;
    while ((byte = byteAt2(text, i, end)) >= 0 || needed > 0) {
      if (needed > 0 && (byte < lower || byte > upper)) {
        report("invalid-utf8", sequenceStart);
        out += form ? "\uFFFD" : text.slice(sequenceStart, i);
        needed = seen = codePoint = 0;
        lower = 128;
        upper = 191;
        continue;
      }
      if (needed === 0) {
        sequenceStart = i;
        i += 3;
        if (byte <= 127)
          out += String.fromCharCode(byte);
        else if (byte >= 194 && byte <= 223) {
          needed = 1;
          codePoint = byte & 31;
        } else if (byte >= 224 && byte <= 239) {
          if (byte === 224)
            lower = 160;
          if (byte === 237)
            upper = 159;
          needed = 2;
          codePoint = byte & 15;
        } else if (byte >= 240 && byte <= 244) {
          if (byte === 240)
            lower = 144;
          if (byte === 244)
            upper = 143;
          needed = 3;
          codePoint = byte & 7;
        } else {
          report("invalid-utf8", sequenceStart);
          out += form ? "\uFFFD" : text.slice(sequenceStart, i);
        }
        continue;
      }
      lower = 128;
      upper = 191;
      codePoint = codePoint << 6 | byte & 63;
      i += 3;
      if (++seen === needed) {
        out += String.fromCodePoint(codePoint);
        needed = seen = codePoint = 0;
      }
    }
  }
  return out;
}
var init_parse_query = __esm({
  "../../packages/query/dist/parse-query.js"() {
    "use strict";
    init_dist2();
    init_engine();
  }
});

// ../../packages/query/dist/index.js
var init_dist14 = __esm({
  "../../packages/query/dist/index.js"() {
    "use strict";
    init_parse_query();
  }
});

// ../../packages/template/dist/template-error.js
var MARK2, TemplateError;
var init_template_error = __esm({
  "../../packages/template/dist/template-error.js"() {
    "use strict";
    MARK2 = /* @__PURE__ */ Symbol.for("urikit.TemplateError");
    TemplateError = class extends Error {
      name = "TemplateError";
      [MARK2] = true;
      constructor(code, index, detail) {
        super(`${detail} at index ${index} (${code}, RFC 6570)`);
        this.code = code;
        this.index = index;
      }
      /** Whether `value` is a `TemplateError`, also one thrown by another installed copy of urikit. */
      static is(value) {
        return typeof value === "object" && value !== null && MARK2 in value;
      }
    };
  }
});

// ../../packages/template/dist/uri-template.js
function isHex(c) {
  return c >= 48 && c <= 57 || c >= 65 && c <= 70 || c >= 97 && c <= 102;
}
function isPctAt(s, i) {
  return s.charCodeAt(i) === 37 && isHex(s.charCodeAt(i + 1)) && isHex(s.charCodeAt(i + 2));
}
function encodeValue(value, reserved) {
  const allowed = reserved ? UNRESERVED | RESERVED : UNRESERVED;
  let out = "";
  let run = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 128 && (CHAR_CLASS[c] & allowed) !== 0)
      continue;
    if (reserved && c === 37 && isPctAt(value, i)) {
      i += 2;
      continue;
    }
    out += value.slice(run, i);
    let cp = c;
    if (c >= 55296 && c <= 57343) {
      const low = value.charCodeAt(i + 1);
      if (c > 56319 || !(low >= 56320 && low <= 57343)) {
        throw new UriError("invalid-utf8", i, { rule: "UTF8", detail: "a template value has a lone surrogate, which has no UTF-8 form" });
      }
      cp = 65536 + (c - 55296 << 10) + (low - 56320);
      i++;
    }
    out += pctUtf8(cp);
    run = i + 1;
  }
  return run === 0 ? value : out + value.slice(run);
}
function pctUtf8(cp) {
  const byte = (b) => "%" + HEX3[b >> 4] + HEX3[b & 15];
  if (cp < 128)
    return byte(cp);
  if (cp < 2048)
    return byte(192 | cp >> 6) + byte(128 | cp & 63);
  if (cp < 65536)
    return byte(224 | cp >> 12) + byte(128 | cp >> 6 & 63) + byte(128 | cp & 63);
  return byte(240 | cp >> 18) + byte(128 | cp >> 12 & 63) + byte(128 | cp >> 6 & 63) + byte(128 | cp & 63);
}
function isLiteralChar(c) {
  if (c >= 128)
    return true;
  return c > 32 && c !== 34 && c !== 37 && c !== 60 && c !== 62 && c !== 92 && c !== 94 && c !== 96 && c !== 123 && c !== 124 && c !== 125 && c !== 127;
}
function isVarchar(c) {
  return c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95;
}
function parseParts(t) {
  const parts2 = [];
  let literal = "";
  let i = 0;
  while (i < t.length) {
    const c = t.charCodeAt(i);
    if (c === 123) {
      if (literal !== "")
        parts2.push(literal);
      literal = "";
      const [expression, end] = parseExpression(t, i);
      parts2.push(expression);
      i = end;
      continue;
    }
    if (c === 125)
      throw new TemplateError("unexpected-char", i, `"}" outside an expression`);
    if (c === 37) {
      if (!isPctAt(t, i))
        throw new TemplateError("invalid-literal", i, `"%" in a literal must start a pct-encoded triplet`);
      literal += t.slice(i, i + 3);
      i += 3;
      continue;
    }
    if (!isLiteralChar(c))
      throw new TemplateError("invalid-literal", i, `${JSON.stringify(t[i])} cannot stand in a template literal`);
    if (c < 128 && (CHAR_CLASS[c] & (UNRESERVED | RESERVED)) !== 0) {
      literal += t[i];
      i++;
      continue;
    }
    const cp = t.codePointAt(i);
    if (cp >= 55296 && cp <= 57343)
      throw new TemplateError("invalid-literal", i, "a lone surrogate cannot stand in a template literal");
    literal += pctUtf8(cp);
    i += cp > 65535 ? 2 : 1;
  }
  if (literal !== "")
    parts2.push(literal);
  return parts2;
}
function parseExpression(t, start) {
  let i = start + 1;
  let operator = "";
  const op = t[i];
  if (op !== void 0 && "+#./;?&".includes(op)) {
    operator = op;
    i++;
  } else if (op !== void 0 && "=,!@|".includes(op)) {
    throw new TemplateError("invalid-operator", i, `the operator ${JSON.stringify(op)} is reserved for future extensions`);
  }
  const variables = [];
  for (; ; ) {
    const nameStart = i;
    let dotAllowed = false;
    while (i < t.length) {
      const c2 = t.charCodeAt(i);
      if (isVarchar(c2)) {
        i++;
        dotAllowed = true;
      } else if (c2 === 37) {
        if (!isPctAt(t, i))
          throw new TemplateError("invalid-varname", i, `"%" in a variable name must start a pct-encoded triplet`);
        i += 3;
        dotAllowed = true;
      } else if (c2 === 46 && dotAllowed) {
        i++;
        dotAllowed = false;
      } else
        break;
    }
    if (i === nameStart || t.charCodeAt(i - 1) === 46) {
      if (i >= t.length)
        throw new TemplateError("unclosed-expression", t.length, `the expression at ${start} has no "}"`);
      throw new TemplateError("invalid-varname", i, i === nameStart ? `a variable name cannot begin with ${JSON.stringify(t[i])}` : `a "." in a variable name must be followed by a name character`);
    }
    const spec = { name: t.slice(nameStart, i), prefix: 0, explode: false, index: nameStart };
    const c = t.charCodeAt(i);
    if (c === 58) {
      const digits = i + 1;
      let j = digits;
      while (j < t.length && t.charCodeAt(j) >= 48 && t.charCodeAt(j) <= 57)
        j++;
      if (j === digits || t.charCodeAt(digits) === 48 || j - digits > 4) {
        throw new TemplateError("invalid-modifier", digits, "a prefix length is a number from 1 to 9999");
      }
      spec.prefix = Number(t.slice(digits, j));
      i = j;
    } else if (c === 42) {
      spec.explode = true;
      i++;
    }
    variables.push(spec);
    if (i >= t.length)
      throw new TemplateError("unclosed-expression", t.length, `the expression at ${start} has no "}"`);
    const next = t.charCodeAt(i);
    if (next === 125)
      return [{ operator, variables, index: start }, i + 1];
    if (next !== 44) {
      throw new TemplateError(next === 123 ? "unclosed-expression" : "unexpected-char", i, `${JSON.stringify(t[i])} where "," or "}" should follow a variable`);
    }
    i++;
  }
}
function parseTemplate(template) {
  return new UriTemplate(template);
}
function lookup(variables, name) {
  if (variables instanceof Map)
    return variables.get(name);
  return Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : void 0;
}
function scalar(value, expr) {
  if (value === void 0 || value === null)
    return void 0;
  if (typeof value === "string")
    return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  throw new TemplateError("invalid-value", expr.index, `the value of ${JSON.stringify(expr.name)} holds ${typeName(value)}, not a string`);
}
function prefixOf(value, length) {
  if (length === 0)
    return value;
  let i = 0;
  for (let n = 0; n < length && i < value.length; n++)
    i += value.codePointAt(i) > 65535 ? 2 : 1;
  return value.slice(0, i);
}
function expandParts(parts2, variables) {
  if (typeof variables !== "object" || variables === null)
    throw new TypeError(`expandTemplate: expected variables as an object or Map, got ${typeName(variables)}`);
  let out = "";
  for (const part of parts2) {
    if (typeof part === "string") {
      out += part;
      continue;
    }
    const op = OPERATORS[part.operator];
    let first = true;
    for (const spec of part.variables) {
      const text = expandVar(op, spec, lookup(variables, spec.name));
      if (text === void 0)
        continue;
      out += (first ? op.first : op.sep) + text;
      first = false;
    }
  }
  return out;
}
function expandVar(op, spec, value) {
  const enc = (s) => encodeValue(s, op.reserved);
  if (value === void 0 || value === null)
    return void 0;
  if (typeof value !== "object") {
    const s = scalar(value, spec);
    const text = enc(prefixOf(s, spec.prefix));
    return op.named ? spec.name + (s === "" ? op.ifemp : "=" + text) : text;
  }
  let pairs;
  let items;
  if (Array.isArray(value)) {
    items = [];
    for (const item of value) {
      const s = scalar(item, spec);
      if (s !== void 0)
        items.push(s);
    }
    if (items.length === 0)
      return void 0;
  } else {
    pairs = [];
    const entries = value instanceof Map ? [...value] : Object.entries(value);
    for (const [k, v] of entries) {
      const s = scalar(v, spec);
      if (s !== void 0)
        pairs.push([String(k), s]);
    }
    if (pairs.length === 0)
      return void 0;
  }
  if (spec.prefix > 0) {
    throw new TemplateError("prefix-on-composite", spec.index, `a prefix modifier cannot apply to the list or associative array ${JSON.stringify(spec.name)}`);
  }
  if (!spec.explode) {
    const joined = items !== void 0 ? items.map(enc).join(",") : pairs.map(([k, v]) => enc(k) + "," + enc(v)).join(",");
    return op.named ? spec.name + "=" + joined : joined;
  }
  if (items !== void 0) {
    return items.map((s) => op.named ? spec.name + (s === "" ? op.ifemp : "=" + enc(s)) : enc(s)).join(op.sep);
  }
  return pairs.map(([k, v]) => enc(k) + (op.named && v === "" ? op.ifemp : "=" + enc(v))).join(op.sep);
}
function compile(t) {
  let compiled = compiledCache.get(t);
  if (compiled !== void 0)
    return compiled;
  const groups = [];
  let source = "";
  const capture = (name, reserved) => {
    groups.push({ name, reserved, equals: false });
    return `(${reserved ? R_CLASS : U_CLASS})`;
  };
  for (const part of t.parts) {
    if (typeof part === "string") {
      source += escapeRegExp(part);
      continue;
    }
    for (const v of part.variables) {
      if (v.prefix > 0 || v.explode) {
        throw new TemplateError("unsupported-match", v.index, "matching covers levels 1 to 3; this variable has a level 4 modifier");
      }
    }
    const op = OPERATORS[part.operator];
    const names = part.variables.map((v) => v.name);
    if (!op.named) {
      let inner = "";
      for (let k = names.length - 1; k >= 0; k--) {
        const sep2 = k === 0 ? "" : escapeRegExp(op.sep);
        inner = `(?:${sep2}${capture(names[k], op.reserved)}${inner})${k === 0 ? "" : "?"}`;
      }
      groups.splice(groups.length - names.length, names.length, ...groups.slice(groups.length - names.length).reverse());
      source += op.first === "" ? inner : `(?:${escapeRegExp(op.first)}${inner})?`;
    } else {
      const pair = (name) => {
        if (op.ifemp === "=")
          return `${escapeRegExp(name)}=${capture(name, false)}`;
        groups.push({ name, reserved: false, equals: true });
        return `${escapeRegExp(name)}((?:=${U_CLASS})?)`;
      };
      const alternatives = [];
      for (let k = 0; k < names.length; k++) {
        let alt = pair(names[k]);
        for (let j = k + 1; j < names.length; j++)
          alt += `(?:${escapeRegExp(op.sep)}${pair(names[j])})?`;
        alternatives.push(alt);
      }
      source += `(?:${escapeRegExp(op.first)}(?:${alternatives.join("|")}))?`;
    }
  }
  compiled = { regex: new RegExp(`^${source}$`), groups };
  compiledCache.set(t, compiled);
  return compiled;
}
function matchParts(t, uri) {
  expectString(uri, "matchTemplate");
  const { regex, groups } = compile(t);
  const m = regex.exec(uri);
  if (m === null)
    return void 0;
  const result = {};
  for (let g = 0; g < groups.length; g++) {
    const text = m[g + 1];
    if (text === void 0)
      continue;
    const { name, reserved, equals } = groups[g];
    let value;
    if (reserved)
      value = text;
    else {
      try {
        value = decode(equals ? text.slice(1) : text);
      } catch {
        return void 0;
      }
    }
    if (Object.prototype.hasOwnProperty.call(result, name)) {
      if (result[name] !== value)
        return void 0;
    } else
      result[name] = value;
  }
  return result;
}
function matchTemplate(template, uri) {
  const t = template instanceof UriTemplate ? template : parseTemplate(template);
  return t.match(uri);
}
var OPERATORS, HEX3, RESERVED, UriTemplate, U_CLASS, R_CLASS, escapeRegExp, compiledCache;
var init_uri_template = __esm({
  "../../packages/template/dist/uri-template.js"() {
    "use strict";
    init_chars();
    init_dist2();
    init_engine();
    init_template_error();
    OPERATORS = {
      "": { first: "", sep: ",", named: false, ifemp: "", reserved: false },
      "+": { first: "", sep: ",", named: false, ifemp: "", reserved: true },
      ".": { first: ".", sep: ".", named: false, ifemp: "", reserved: false },
      "/": { first: "/", sep: "/", named: false, ifemp: "", reserved: false },
      ";": { first: ";", sep: ";", named: true, ifemp: "", reserved: false },
      "?": { first: "?", sep: "&", named: true, ifemp: "=", reserved: false },
      "&": { first: "&", sep: "&", named: true, ifemp: "=", reserved: false },
      "#": { first: "#", sep: ",", named: false, ifemp: "", reserved: true }
    };
    HEX3 = "0123456789ABCDEF";
    RESERVED = GEN_DELIMS | SUB_DELIMS;
    UriTemplate = class {
      /** The template text. */
      template;
      /** Literal text (already encoded for the URI, §3.1) and expressions, in order. */
      parts;
      /** The variable names, each once, in the order they first appear. */
      variables;
      /** The lowest level of RFC 6570 §1.2 that covers every expression (1 to 4). */
      level;
      constructor(template) {
        expectString(template, "parseTemplate");
        this.template = template;
        this.parts = parseParts(template);
        const names = [];
        let level = 1;
        for (const part of this.parts) {
          if (typeof part === "string")
            continue;
          for (const v of part.variables) {
            if (!names.includes(v.name))
              names.push(v.name);
            if (v.prefix > 0 || v.explode)
              level = 4;
          }
          if (level < 3 && (part.variables.length > 1 || part.operator !== "" && part.operator !== "+" && part.operator !== "#"))
            level = 3;
          if (level < 2 && (part.operator === "+" || part.operator === "#"))
            level = 2;
        }
        this.variables = names;
        this.level = level;
      }
      /** Expand with `variables` (RFC 6570 §3.2); see {@link expandTemplate}. */
      expand(variables) {
        return expandParts(this.parts, variables);
      }
      /** Match `uri` against the template; see {@link matchTemplate}. */
      match(uri) {
        return matchParts(this, uri);
      }
      toString() {
        return this.template;
      }
    };
    U_CLASS = "(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})*";
    R_CLASS = "(?:[A-Za-z0-9._~:/?#\\[\\]@!$&'()*+,;=-]|%[0-9A-Fa-f]{2})*";
    escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    compiledCache = /* @__PURE__ */ new WeakMap();
  }
});

// ../../packages/template/dist/index.js
var init_dist15 = __esm({
  "../../packages/template/dist/index.js"() {
    "use strict";
    init_uri_template();
    init_template_error();
  }
});

// ../../packages/file/dist/file-uri.js
function windowsOption(options, caller) {
  if (typeof options !== "object" || options === null)
    throw new TypeError(`${caller}: expected an options object, got ${typeName(options)}`);
  const { windows = false } = options;
  if (typeof windows !== "boolean")
    throw new RangeError(`${caller}: option "windows" must be a boolean, got ${typeName(windows)}`);
  return windows;
}
function fileError(index, detail, rule = "file-URI") {
  return new UriError("scheme-syntax", index, { rule, detail, cite: CITE });
}
function isAlpha3(c) {
  return c >= 65 && c <= 90 || c >= 97 && c <= 122;
}
function isDriveAt(s, i) {
  return isAlpha3(s.charCodeAt(i)) && s.charCodeAt(i + 1) === 58 && (i + 2 === s.length || s.charCodeAt(i + 2) === 47);
}
function fileUriToPath(uri, options = {}) {
  expectString(uri, "fileUriToPath");
  const windows = windowsOption(options, "fileUriToPath");
  const c = parseUri(uri);
  if (c.scheme.toLowerCase() !== "file")
    throw fileError(0, `the scheme is ${JSON.stringify(c.scheme)}, not "file"`, "file-scheme");
  const hasAuthority2 = c.host !== void 0;
  const authorityLength = hasAuthority2 ? 2 + (c.userinfo !== void 0 ? c.userinfo.length + 1 : 0) + c.host.length + (c.port !== void 0 ? c.port.length + 1 : 0) : 0;
  const pathStart = 5 + authorityLength;
  if (c.userinfo !== void 0)
    throw fileError(7, "a file URI has no userinfo (RFC 8089 App. E.1 is not supported)", "file-auth");
  if (c.port !== void 0)
    throw fileError(pathStart - c.port.length - 1, "a file URI has no port", "file-auth");
  if (c.query !== void 0)
    throw fileError(pathStart + c.path.length, "a file URI has no query", "file-hier-part");
  if (c.fragment !== void 0)
    throw fileError(uri.length - c.fragment.length - 1, "a path has no fragment: remove it before asking for the path", "file-hier-part");
  const host = c.host ?? "";
  const local = host === "" || host.toLowerCase() === "localhost";
  const path = c.path;
  const encodedSeparator = windows ? /%(?:2f|5c)/i : /%2f/i;
  const bad = encodedSeparator.exec(path);
  if (bad !== null)
    throw fileError(pathStart + bad.index, `a segment cannot hold an encoded "${decode(bad[0])}": it would read as a separator`, "path-absolute");
  const decoded2 = (text, offset) => {
    try {
      return decode(text);
    } catch (e) {
      const error = e;
      throw new UriError(error.code, error.index + offset, { rule: error.rule, detail: error.detail });
    }
  };
  if (!windows) {
    if (!local)
      throw fileError(hasAuthority2 ? 7 : 0, `the host ${JSON.stringify(host)} is not this machine: a POSIX path names only local files`, "file-auth");
    if (!path.startsWith("/"))
      throw fileError(pathStart, "the path of a file URI must be absolute", "path-absolute");
    return decoded2(path, pathStart);
  }
  if (!local) {
    if (path.length <= 1)
      throw fileError(pathStart, "a UNC path names a share after the host", "path-absolute");
    return "\\\\" + decoded2(host, 7) + decoded2(path, pathStart).replace(/\//g, "\\");
  }
  if (isDriveAt(path, 0))
    return windowsDrive(decoded2(path, pathStart));
  if (path.charCodeAt(0) === 47 && isDriveAt(path, 1))
    return windowsDrive(decoded2(path.slice(1), pathStart + 1));
  const unc = /^\/{2,3}(?=[^/])/.exec(path);
  if (unc !== null) {
    const rest = decoded2(path.slice(unc[0].length), pathStart + unc[0].length);
    if (!rest.includes("/"))
      throw fileError(pathStart + path.length, "a UNC path names a share after the host", "path-absolute");
    return "\\\\" + rest.replace(/\//g, "\\");
  }
  throw fileError(pathStart, "a Windows path needs a drive letter or a UNC host", "path-absolute");
}
function windowsDrive(path) {
  const drive = path.slice(0, 2);
  const rest = path.slice(2).replace(/\//g, "\\");
  return drive + (rest === "" ? "\\" : rest);
}
function encodeSegments(segments, offset) {
  return segments.map((s, k) => {
    try {
      return encodeComponent(s, "segment");
    } catch (e) {
      const error = e;
      const before = segments.slice(0, k).reduce((n, x) => n + x.length + 1, 0);
      throw new UriError(error.code, error.index + before + offset, { rule: "path", detail: error.detail });
    }
  }).join("/");
}
function pathToFileUri(path, options = {}) {
  expectString(path, "pathToFileUri");
  const windows = windowsOption(options, "pathToFileUri");
  if (!windows) {
    if (!path.startsWith("/"))
      throw fileError(0, 'only an absolute path (beginning with "/") has a file URI', "path-absolute");
    return "file://" + encodeSegments(path.split("/"), 0);
  }
  const p = path.replace(/\\/g, "/");
  if (p.startsWith("//")) {
    if (p.startsWith("//?/") || p.startsWith("//./"))
      throw fileError(0, "a Windows device path (\\\\?\\ or \\\\.\\) has no file URI", "path-absolute");
    const hostEnd = p.indexOf("/", 2);
    const host = p.slice(2, hostEnd < 0 ? p.length : hostEnd);
    if (host === "" || hostEnd < 0 || hostEnd + 1 >= p.length)
      throw fileError(2, "a UNC path is \\\\server\\share\\\u2026", "file-auth");
    const encodedHost = encodeHost(host);
    return "file://" + encodedHost + encodeSegments(p.slice(hostEnd).split("/"), hostEnd);
  }
  if (isDriveAt(p, 0)) {
    const rest = p.length === 2 ? "/" : p.slice(2);
    return "file:///" + p.slice(0, 2) + encodeSegments(rest.split("/"), 2);
  }
  throw fileError(0, "only an absolute Windows path (C:\\\u2026 or \\\\server\\share\\\u2026) has a file URI", "path-absolute");
}
function encodeHost(host) {
  try {
    return encodeComponent(host, "host");
  } catch (e) {
    const error = e;
    throw new UriError(error.code, error.index + 2, { rule: "host", detail: error.detail });
  }
}
var CITE;
var init_file_uri = __esm({
  "../../packages/file/dist/file-uri.js"() {
    "use strict";
    init_dist2();
    init_engine();
    CITE = "RFC 8089 \xA72";
  }
});

// ../../packages/file/dist/index.js
var init_dist16 = __esm({
  "../../packages/file/dist/index.js"() {
    "use strict";
    init_file_uri();
  }
});

// ../../packages/uri/dist/index.js
var init_dist17 = __esm({
  "../../packages/uri/dist/index.js"() {
    "use strict";
    init_dist2();
    init_dist5();
    init_dist6();
    init_dist8();
    init_dist9();
    init_dist13();
    init_dist14();
    init_dist15();
    init_dist16();
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
    init_dist17();
  }
});

// src/columnar-output.ts
function isColumnarFormat(format) {
  return COLUMNAR_FORMATS.includes(format);
}
function columnOf(field) {
  return field === "input" ? "source" : field;
}
function columnarUsageProblem(format, output, absent) {
  if (absent !== void 0) return `--absent applies to TSV and CSV only; ${format} keeps null for an absent component`;
  if ((output === void 0 || output === "-") && process.stdout.isTTY === true) {
    return `--format ${format} is binary: write it to a file with -o FILE, or pipe stdout`;
  }
  return void 0;
}
function errorMessage(result, i) {
  const start = result.ranges[2 * i];
  const end = result.ranges[2 * i + 1];
  const text = Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength).toString("utf8", start, end);
  return rowErrorMessage(text, result.offsets, i * OFFSET_SLOTS, result.bytes, start, end);
}
function repairBatch(result, file, repair2, scan) {
  const rows = result.offsets;
  const bytes = Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
  const mended = [];
  const uris = [];
  for (let i = 0; i < result.length; i++) {
    if (rows[i * OFFSET_SLOTS + ERROR_CODE] === 0) continue;
    const fixed = repair2(bytes.toString("utf8", result.ranges[2 * i], result.ranges[2 * i + 1]));
    if (fixed === void 0) continue;
    mended.push(i);
    uris.push(fixed.uri);
  }
  if (mended.length === 0) return { result, file };
  const fixes = scan(uris);
  const merged = new Uint8Array(result.bytes.length + fixes.bytes.length);
  merged.set(result.bytes);
  merged.set(fixes.bytes, result.bytes.length);
  const ranges = result.ranges.slice();
  const mergedRows = rows.slice();
  const repaired = new Uint8Array(result.length);
  const fixedRows = fixes.offsets;
  for (let k = 0; k < mended.length; k++) {
    const i = mended[k];
    ranges[2 * i] = result.bytes.length + fixes.ranges[2 * k];
    ranges[2 * i + 1] = result.bytes.length + fixes.ranges[2 * k + 1];
    mergedRows.set(fixedRows.subarray(k * OFFSET_SLOTS, (k + 1) * OFFSET_SLOTS), i * OFFSET_SLOTS);
    repaired[i] = 1;
  }
  const rowsOut = new ScanResult({ bytes: merged, rows: mergedRows, ranges, count: result.length, firstLine: result.firstLine, byteOffset: result.byteOffset });
  return { result: rowsOut, file, source: result, repaired };
}
async function* counted2(batches, stats, detailed, progress, before) {
  for await (const result of batches) {
    for (let i = 0; i < result.length; i++) countLine(stats, result, i, detailed);
    progress.update(before + result.byteOffset + result.bytes.length, stats.lines);
    yield result;
  }
}
async function splitColumnar(files, options) {
  const { arrowIpcStream, parquetStream } = await import("@urikit/columnar");
  const stats = new Stats();
  const settings = { columns: options.fields.map(columnOf), lineOffset: options.lineOffset ?? 0, errorMessage };
  const scanner = options.repair ? await createScanner({ engine: "js" }) : void 0;
  const repair2 = options.repair ? (await Promise.resolve().then(() => (init_repair_rows(), repair_rows_exports))).repairLine : void 0;
  async function* all() {
    for (const file of files) {
      const source = await openBatches(file, options);
      const progress = new Progress(options.err, source.totalBytes, options.progress);
      const before = stats.bytes;
      const name = inputName(file);
      let bytes = 0;
      for await (const result of counted2(source.batches, stats, options.stats, progress, before)) {
        bytes = result.byteOffset + result.bytes.length;
        yield scanner === void 0 || repair2 === void 0 ? { result, file: name } : repairBatch(result, name, repair2, (lines) => scanner.scan(lines));
      }
      stats.scanMs += source.scanMs();
      stats.bytes += source.totalBytes ?? bytes;
      progress.done();
    }
  }
  const stream = options.format === "parquet" ? await parquetStream(all(), settings) : arrowIpcStream(all(), { ...settings, format: options.format === "arrow" ? "file" : "stream" });
  const reader = stream.getReader();
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    options.out.writeRaw(value);
    if (options.out.backlogged) await options.out.drained();
  }
  options.out.flush();
  options.err.write(stats.summary("split") + "\n");
  if (options.stats) options.err.write(stats.details() + "\n");
  return stats.invalid > 0 ? 1 : 0;
}
var COLUMNAR_FORMATS;
var init_columnar_output = __esm({
  "src/columnar-output.ts"() {
    "use strict";
    init_dist3();
    init_offsets();
    init_input();
    init_messages();
    init_progress();
    init_stats();
    COLUMNAR_FORMATS = ["parquet", "arrow", "arrows"];
  }
});

// src/exit-codes.ts
var EXIT_OK, EXIT_INVALID, EXIT_USAGE, EXIT_INPUT, EXIT_OUTPUT, EXIT_INTERNAL;
var init_exit_codes = __esm({
  "src/exit-codes.ts"() {
    "use strict";
    EXIT_OK = 0;
    EXIT_INVALID = 1;
    EXIT_USAGE = 2;
    EXIT_INPUT = 3;
    EXIT_OUTPUT = 4;
    EXIT_INTERNAL = 70;
  }
});

// src/row-format.ts
function splitFields(inputs, chosen, repair2, source) {
  const defaults = repair2 ? REPAIR_FIELDS : DEFAULT_FIELDS;
  const fields = chosen ?? (inputs > 1 ? ["file", ...defaults] : defaults);
  return source && !fields.includes("input") ? [...fields, "input"] : fields;
}
function parseFields(list) {
  const fields = [];
  for (const raw of list.split(",")) {
    const name = raw.trim();
    if (!ALL_FIELDS.includes(name)) {
      throw new Error(`unknown field "${name}" (fields: ${ALL_FIELDS.join(", ")})`);
    }
    fields.push(name);
  }
  if (fields.length === 0) throw new Error("--fields needs at least one field");
  return fields;
}
function headerLine(format, fields) {
  if (format === "ndjson") return void 0;
  return fields.join(format === "csv" ? "," : "	");
}
function ndjsonRow(fields, cells) {
  const record2 = {};
  for (let k = 0; k < fields.length; k++) record2[fields[k]] = cells[k] ?? null;
  return JSON.stringify(record2);
}
var ALL_FIELDS, DEFAULT_FIELDS, REPAIR_FIELDS;
var init_row_format = __esm({
  "src/row-format.ts"() {
    "use strict";
    ALL_FIELDS = [
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
    DEFAULT_FIELDS = ALL_FIELDS.filter((f) => f !== "input" && f !== "file" && f !== "repaired");
    REPAIR_FIELDS = [...DEFAULT_FIELDS, "repaired"];
  }
});

// src/byte-rows.ts
var TAB, LINE_FEED8, COMMA, QUOTATION_MARK, TEXT_PIECE, CSV_QUOTED, TSV_ESCAPED, escapeTsv, ByteRowWriter;
var init_byte_rows = __esm({
  "src/byte-rows.ts"() {
    "use strict";
    TAB = 9;
    LINE_FEED8 = 10;
    COMMA = 44;
    QUOTATION_MARK = 34;
    TEXT_PIECE = 1 << 14;
    CSV_QUOTED = /[",\r\n]/;
    TSV_ESCAPED = /[\\\t\n\r]/g;
    escapeTsv = (ch) => ch === "\\" ? "\\\\" : ch === "	" ? "\\t" : ch === "\n" ? "\\n" : "\\r";
    ByteRowWriter = class {
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
        this.#buffer[this.#position++] = LINE_FEED8;
        this.#cellsInRow = 0;
      }
      flush() {
        if (this.#position === 0) return;
        this.#sink.writeRaw(this.#buffer.subarray(0, this.#position));
        this.#position = 0;
      }
    };
  }
});

// src/split-rows.ts
async function loadRepair() {
  repairRows ??= await Promise.resolve().then(() => (init_repair_rows(), repair_rows_exports));
}
function repairOf(text) {
  if (repairRows === void 0) throw new Error("split rows with repair: true need `await loadRepair()` first");
  return repairRows.repairLine(text);
}
function escapeCell(value, csv) {
  if (csv) return /[",\r\n]/.test(value) ? '"' + value.replaceAll('"', '""') + '"' : value;
  let escaped = "";
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if (c === 92) escaped += "\\\\";
    else if (c === TAB2) escaped += "\\t";
    else if (c === LINE_FEED9) escaped += "\\n";
    else if (c === 13) escaped += "\\r";
    else escaped += ch;
  }
  return escaped;
}
function copyBytes(to, toView, p, from, fromView, start, end) {
  let k = start;
  for (; k + 8 <= end; k += 8, p += 8) {
    toView.setInt32(p, fromView.getInt32(k, true), true);
    toView.setInt32(p + 4, fromView.getInt32(k + 4, true), true);
  }
  for (; k < end; k++) to[p++] = from[k];
  return p;
}
var repairRows, FIELD_LINE, FIELD_VALID, FIELD_HOST_KIND, FIELD_ERROR_CODE, FIELD_ERROR_INDEX, FIELD_ERROR_MESSAGE, FIELD_INPUT, FIELD_FILE, FIELD_REPAIRED, FIELD_ID, TAB2, LINE_FEED9, COMMA2, QUOTATION_MARK2, utf82, ROW_END, NDJSON_ROW_END, TextRowBlock, CellRows, SplitRows;
var init_split_rows = __esm({
  "src/split-rows.ts"() {
    "use strict";
    init_offsets();
    init_dist2();
    init_byte_rows();
    init_messages();
    init_row_format();
    init_stats();
    FIELD_LINE = 7;
    FIELD_VALID = 8;
    FIELD_HOST_KIND = 9;
    FIELD_ERROR_CODE = 10;
    FIELD_ERROR_INDEX = 11;
    FIELD_ERROR_MESSAGE = 12;
    FIELD_INPUT = 13;
    FIELD_FILE = 14;
    FIELD_REPAIRED = 15;
    FIELD_ID = {
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
    TAB2 = 9;
    LINE_FEED9 = 10;
    COMMA2 = 44;
    QUOTATION_MARK2 = 34;
    utf82 = (text) => Buffer.from(text, "utf8");
    ROW_END = Uint8Array.of(LINE_FEED9);
    NDJSON_ROW_END = utf82("}\n");
    TextRowBlock = class {
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
      #trueCell = utf82("true");
      #hostKinds;
      #name;
      #nameCell;
      /** The TSV/CSV cells an invalid line's row shares with every other: the file name, `false`, `--absent`. */
      #fileCell;
      #falseCell = utf82("false");
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
        this.#fileCell = utf82(escapeCell(options.name, csv));
        this.#absent = utf82(options.absent);
        this.#errorCodes = URI_ERROR_CODES.map((code) => utf82(code));
        this.#lineOffset = options.lineOffset;
        this.#quote = json ? 2 : csv ? 1 : 0;
        this.#absentCell = json ? utf82("null") : this.#absent;
        const text = (value) => utf82(json ? JSON.stringify(value) : escapeCell(value, csv));
        this.#nameCell = text(options.name);
        this.#hostKinds = Array.from(HOST_KIND_NAMES, (kind) => kind === void 0 ? this.#absentCell : text(kind));
        this.#before = this.#fields.map((field, f) => utf82(json ? (f === 0 ? "{" : ",") + JSON.stringify(field) + ":" : f === 0 ? "" : csv ? "," : "	"));
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
          encoded = utf82(ndjsonRow(this.#fields, cells) + "\n");
        } else {
          const csv = this.#format === "csv";
          const cells = [];
          for (let f = 0; f < this.#ids.length; f++) {
            const id = this.#ids[f];
            if (id < COMPONENT_NAMES.length || id === FIELD_HOST_KIND) cells.push(this.#absent);
            else if (id === FIELD_LINE) cells.push(utf82(String(lineNumber)));
            else if (id === FIELD_VALID || id === FIELD_REPAIRED) cells.push(this.#falseCell);
            else if (id === FIELD_ERROR_CODE) cells.push(this.#errorCodes[result.rows[row + ERROR_CODE] - 1]);
            else if (id === FIELD_ERROR_INDEX) cells.push(utf82(String(result.rows[row + ERROR_INDEX])));
            else if (id === FIELD_ERROR_MESSAGE) cells.push(utf82(escapeCell(message() ?? "", csv)));
            else if (id === FIELD_FILE) cells.push(this.#fileCell);
            else cells.push(utf82(escapeCell(text, csv)));
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
          encoded[p] = LINE_FEED9;
        }
        this.#reserve(encoded.length + room);
        this.#buffer.set(encoded, this.#position);
        this.#position += encoded.length;
      }
    };
    CellRows = class {
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
    SplitRows = class {
      #block;
      #cells;
      #out;
      #detailed;
      constructor(options, out, initialBytes) {
        this.#out = out;
        this.#detailed = options.stats;
        if (!options.repair) this.#block = new TextRowBlock(options, initialBytes);
        else this.#cells = new CellRows(options, out);
      }
      rows(result, stats) {
        if (this.#block === void 0) {
          this.#cells.rows(result, stats);
          return;
        }
        this.#block.rows(result, stats, this.#detailed);
        this.#out.writeRaw(this.#block.view());
        this.#block.reset();
      }
      flush() {
        this.#cells?.flush();
      }
    };
  }
});

// src/transform-rows.ts
var transform_rows_exports = {};
__export(transform_rows_exports, {
  lineTransform: () => lineTransform,
  transformRows: () => transformRows
});
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
var init_transform_rows = __esm({
  "src/transform-rows.ts"() {
    "use strict";
    init_dist17();
    init_messages();
    init_stats();
  }
});

// src/line-commands.ts
import { statSync as statSync5 } from "node:fs";
import { availableParallelism as availableParallelism3 } from "node:os";
async function eachBatch(files, options, stats, onBatch) {
  for (let f = 0; f < files.length; f++) {
    const file = files[f];
    const source = await openBatches(file, options);
    const progress = new Progress(options.err, source.totalBytes, options.progress);
    let bytes = 0;
    for await (const result of source.batches) {
      progress.clear();
      onBatch(result, file, f);
      bytes = result.byteOffset + result.bytes.length;
      progress.update(stats.bytes + bytes, stats.lines);
      if (options.out.backlogged) await options.out.drained();
    }
    stats.scanMs += source.scanMs();
    stats.bytes += source.totalBytes ?? bytes;
    progress.done();
  }
}
function fileWorkers(file, options) {
  if (file === "-" || options.range !== void 0) return 0;
  if (options.workers === "auto") return statSync5(file).size >= WORKER_THRESHOLD_BYTES ? availableParallelism3() : 0;
  return options.workers > 1 ? options.workers : 0;
}
async function onWorkers(file, workers, module, data, options, stats, onBatch) {
  const size = statSync5(file).size;
  const progress = new Progress(options.err, size, options.progress);
  const batches = mapFile(file, { workers, engine: options.engine, module, data });
  let waited = 0;
  try {
    for (; ; ) {
      const started = now();
      const step = await batches.next();
      waited += now() - started;
      if (step.done === true) break;
      const batch = step.value;
      progress.clear();
      onBatch(batch.value);
      addCounts(stats, batch.value.counts);
      progress.update(stats.bytes + batch.byteOffset + batch.byteLength, stats.lines);
      if (options.out.backlogged) await options.out.drained();
    }
  } finally {
    await batches.return(void 0);
  }
  stats.scanMs += waited;
  stats.bytes += size;
  progress.done();
}
async function split2(files, options) {
  const stats = new Stats();
  const fields = options.fields ?? splitFields(files.length, void 0, options.repair === true, false);
  const header = headerLine(options.format, fields);
  if (header !== void 0 && options.header) options.out.line(header);
  if (options.repair === true) await loadRepair();
  for (const file of files) {
    const rowOptions = {
      format: options.format,
      fields,
      absent: options.absent,
      lineOffset: options.lineOffset,
      repair: options.repair === true,
      stats: options.stats,
      name: inputName(file)
    };
    const workers = fileWorkers(file, options);
    if (workers > 1) {
      const module = new URL(options.repair === true ? "./split-repair-worker.js" : "./split-worker.js", import.meta.url);
      await onWorkers(file, workers, module, rowOptions, options, stats, (batch) => options.out.writeRaw(batch.bytes));
      continue;
    }
    const rows = new SplitRows(rowOptions, options.out);
    await eachBatch([file], { ...options, workers: 1 }, stats, (result) => rows.rows(result, stats));
    rows.flush();
  }
  options.out.flush();
  finish(stats, options, "split");
  return stats.invalid > 0 ? EXIT_INVALID : EXIT_OK;
}
async function validate(files, options) {
  const stats = new Stats();
  await eachBatch(files, options, stats, (result, file) => {
    for (let i = 0; i < result.length; i++) {
      if (countLine(stats, result, i, options.stats) || options.quiet) continue;
      const error = result.error(i);
      const start = result.ranges[2 * i];
      const end = result.ranges[2 * i + 1];
      const message = rowErrorMessage(result.line(i), result.rows, i * OFFSET_SLOTS, result.bytes, start, end);
      options.out.line(`${inputName(file)}:${options.lineOffset + result.firstLine + i + 1}:${error.index + 1}: ${message}`);
    }
  });
  options.out.flush();
  finish(stats, options, "validate");
  return stats.invalid > 0 ? EXIT_INVALID : EXIT_OK;
}
async function transform(files, options, spec) {
  const stats = new Stats();
  let failed = 0;
  const { lineTransform: lineTransform2, transformRows: transformRows2 } = await Promise.resolve().then(() => (init_transform_rows(), transform_rows_exports));
  const apply = lineTransform2(spec);
  for (const file of files) {
    const rowOptions = { spec, name: inputName(file), lineOffset: options.lineOffset, stats: options.stats, dropInvalid: options.dropInvalid === true };
    const workers = fileWorkers(file, options);
    if (workers > 1) {
      const module = new URL("./transform-worker.js", import.meta.url);
      await onWorkers(file, workers, module, rowOptions, options, stats, (batch) => {
        options.out.writeRaw(batch.bytes);
        if (batch.reports !== "") options.err.write(batch.reports);
        failed += batch.failed;
      });
      continue;
    }
    const report = (text) => void options.err.write(text);
    await eachBatch([file], { ...options, workers: 1 }, stats, (result) => {
      failed += transformRows2(result, rowOptions, apply, stats, options.out, report);
    });
  }
  options.out.flush();
  finish(stats, options, spec.command);
  return failed > 0 ? EXIT_INVALID : EXIT_OK;
}
function finish(stats, options, label) {
  options.err.write(stats.summary(label) + "\n");
  if (options.stats) options.err.write(stats.details() + "\n");
}
var init_line_commands = __esm({
  "src/line-commands.ts"() {
    "use strict";
    init_node();
    init_exit_codes();
    init_offsets();
    init_messages();
    init_input();
    init_progress();
    init_row_format();
    init_split_rows();
    init_stats();
    init_clock();
  }
});

// src/options.ts
function checkBase(value) {
  try {
    parseAbsoluteUri(value);
  } catch (e) {
    if (UriError.is(e)) throw new Error(`--base must be an absolute URI: ${e.message}`, { cause: e });
    throw e;
  }
}
function openLines(call) {
  const { values, files } = call;
  const range = values.range === void 0 ? void 0 : parseByteRange(values.range);
  if (range !== void 0) {
    if (files.length !== 1 || files[0] === "-") throw new UsageError("--range needs exactly one FILE (not stdin)");
    if (values.workers !== void 0 && values.workers > 1) call.note(`--workers ${values.workers} ignored with --range (a range is scanned on the main thread)`);
  }
  const out = call.open(files);
  const workers = range !== void 0 ? 1 : resolveWorkers(values.workers ?? "auto", files, (text) => call.note(text));
  return {
    stats: values.stats,
    progress: !values["no-progress"],
    out,
    err: call.err,
    workers,
    engine: values.engine,
    lineOffset: values["line-offset"],
    range
  };
}
var OUTPUT, NO_PROGRESS, NO_HEADER, TEXT_FORMAT, JSON_OUTPUT, DROP_INVALID, BASE, LINE_OPTIONS;
var init_options = __esm({
  "src/options.ts"() {
    "use strict";
    init_dist2();
    init_byte_range();
    init_command();
    init_input();
    OUTPUT = { type: "string", short: "o", value: "FILE", help: "write rows to FILE instead of stdout" };
    NO_PROGRESS = {
      type: "boolean",
      help: "no progress bar (it is drawn on stderr only when stderr is a terminal)"
    };
    NO_HEADER = { type: "boolean", help: "no header row in TSV/CSV" };
    TEXT_FORMAT = { type: "string", choices: ["tsv", "csv", "ndjson"], default: "tsv", help: "row format" };
    JSON_OUTPUT = { type: "boolean", help: "one JSON object per URI" };
    DROP_INVALID = {
      type: "boolean",
      help: "write an empty line for an invalid line instead of its own text (line numbers stay aligned either way)"
    };
    BASE = { type: "string", value: "URI", check: checkBase, required: true, help: "the base URI (RFC 3986 \xA75.1), absolute" };
    LINE_OPTIONS = {
      stats: { type: "boolean", help: "counts by scheme, by host kind and by error code at the end (stderr)" },
      range: {
        type: "string",
        value: "START:END",
        check: parseByteRange,
        help: "only the lines that START in bytes [START, END) of the one FILE, as Hadoop input splits cut a file: a range not starting at 0 skips its first partial line, the last line runs past END to its LF; adjacent ranges partition the file's lines, so their outputs (split: with --no-header) concatenated are the whole file's. END may be empty (to the end)"
      },
      "line-offset": {
        type: "integer",
        value: "N",
        min: 0,
        default: 0,
        help: "add N to every line number (number rows globally when a file is split in parts)"
      },
      workers: {
        type: "integer",
        value: "N",
        min: 1,
        help: "worker threads for FILE input (default: one per CPU for files of 32 MB or more, none for smaller ones; 1 = scan on the main thread). At most the CPU count (a larger N is capped, with a note on stderr); ignored for stdin and under Deno"
      },
      engine: { type: "string", choices: ["auto", "wasm-simd", "wasm", "js"], default: "auto", help: "scanner engine" },
      "no-progress": NO_PROGRESS,
      output: OUTPUT
    };
  }
});

// src/commands/split.ts
var split_exports = {};
__export(split_exports, {
  splitCommand: () => splitCommand
});
var splitCommand;
var init_split = __esm({
  "src/commands/split.ts"() {
    "use strict";
    init_command();
    init_columnar_output();
    init_line_commands();
    init_options();
    init_row_format();
    splitCommand = defineCommand({
      name: "split",
      summary: "one row per input line with its components (TSV, CSV, NDJSON, Parquet, Arrow), or its error",
      description: `One row per input line, in input order. Invalid lines give a row with error_code, error_index (0-based) and
error_message; no line is dropped. Components are as RFC 3986 \xA73 splits them: not decoded, case kept. With several
FILEs the rows carry a "file" field first, and "line" counts from 1 in each file.`,
      options: {
        format: {
          type: "string",
          choices: ["tsv", "csv", "ndjson", "parquet", "arrow", "arrows"],
          default: "tsv",
          help: "row format: text rows (tsv, csv, ndjson; NDJSON writes null for an absent component), or typed columns: a Parquet file (Snappy, ~1 M-row row groups, statistics), an Arrow IPC file (arrow) or an Arrow IPC stream (arrows), where null marks an absent component. Binary output goes to -o FILE, or to stdout when it is not a terminal"
        },
        fields: {
          type: "string",
          value: "LIST",
          check: parseFields,
          help: `comma-separated fields, from: ${ALL_FIELDS.join(", ")}`
        },
        absent: {
          type: "string",
          value: "TEXT",
          help: "what an absent component looks like in TSV/CSV (default: empty, like an empty one; use e.g. --absent '\\N' to tell them apart)"
        },
        "no-header": NO_HEADER,
        source: { type: "boolean", help: 'also write the raw line (the "input" field / "source" column)' },
        repair: {
          type: "boolean",
          help: `percent-encode what RFC 3986 forbids in an invalid line (RFC 3987 \xA73.1 for non-ASCII) and write the repaired reference's row, with a "repaired" column (true for those rows); a line no encoding can mend (bad scheme, host, port) keeps its error row`
        },
        ...LINE_OPTIONS
      },
      arguments: { name: "FILE", stdin: true },
      async run(call) {
        const { values, files } = call;
        const format = values.format;
        const chosen = values.fields === void 0 ? void 0 : parseFields(values.fields);
        const fields = splitFields(files.length, chosen, values.repair, values.source);
        if (isColumnarFormat(format)) {
          const problem = columnarUsageProblem(format, values.output, values.absent);
          if (problem !== void 0) throw new UsageError(problem);
          const common2 = openLines(call);
          return splitColumnar(files, { ...common2, format, fields, repair: values.repair });
        }
        const common = openLines(call);
        return split2(files, { ...common, format, fields, absent: values.absent ?? "", header: !values["no-header"], repair: values.repair });
      }
    });
  }
});

// src/commands/validate.ts
var validate_exports = {};
__export(validate_exports, {
  validateCommand: () => validateCommand
});
var validateCommand;
var init_validate2 = __esm({
  "src/commands/validate.ts"() {
    "use strict";
    init_command();
    init_line_commands();
    init_options();
    validateCommand = defineCommand({
      name: "validate",
      summary: "report every line that is not a URI reference, as FILE:LINE:COLUMN: message",
      description: `Prints FILE:LINE:COLUMN: message for every line that is not a URI reference (column is 1-based), and a summary on
stderr.`,
      options: {
        quiet: { type: "boolean", short: "q", help: "the summary only" },
        ...LINE_OPTIONS
      },
      arguments: { name: "FILE", stdin: true },
      run(call) {
        return validate(call.files, { ...openLines(call), quiet: call.values.quiet });
      }
    });
  }
});

// src/commands/count.ts
var count_exports = {};
__export(count_exports, {
  countCommand: () => countCommand
});
import { availableParallelism as availableParallelism4 } from "node:os";
function tsvCell(text) {
  return text.replace(/[\\\t\r\n]/g, (c) => c === "\\" ? "\\\\" : c === "	" ? "\\t" : c === "\r" ? "\\r" : "\\n");
}
var countCommand;
var init_count = __esm({
  "src/commands/count.ts"() {
    "use strict";
    init_dist3();
    init_node();
    init_command();
    init_input();
    init_options();
    countCommand = defineCommand({
      name: "count",
      summary: "lines by host, scheme, host kind, port, error code or registrable domain, most frequent first",
      description: `Counts the lines of the FILEs by KEY in the worker threads that scan them (no row is built): one row
per key, most frequent first (ties in key order), and a summary on stderr. No FILE or "-" counts stdin, on the main
thread. A valid line counts under its component as written (case kept); one without that component (no authority, no
port, a relative reference's scheme) under the --absent text. Invalid lines count in the summary only, and by code
under --by error. --by domain is the registrable domain of a reg-name host by the public suffix list of the tldts
package (IP and empty hosts count as absent).
Exit codes: 0 every line valid, 1 some line invalid (the counts are complete), 2 wrong usage, 3 input not readable, 4
output not writable.`,
      options: {
        by: { type: "string", value: "KEY", choices: COUNT_BY, required: true, help: "what to count by" },
        top: { type: "integer", value: "N", min: 1, help: "only the N most frequent keys" },
        format: {
          type: "string",
          choices: ["tsv", "json"],
          default: "tsv",
          help: 'TSV rows "KEY<TAB>count" after a header, or one JSON object { by, lines, invalid, counts: [{ key, count }] } with null for absent'
        },
        absent: { type: "string", value: "TEXT", default: "", help: "what an absent key looks like in TSV" },
        "no-header": NO_HEADER,
        workers: { type: "integer", value: "N", min: 1, help: "worker threads (default: one per CPU; 1 = count on the main thread); at most the CPU count" },
        engine: { type: "string", choices: ["auto", "wasm-simd", "wasm", "js"], default: "auto", help: "scanner engine" },
        output: OUTPUT
      },
      arguments: { name: "FILE", stdin: true },
      async run(call) {
        const { values, files } = call;
        if (files.filter((file) => file === "-").length > 1) throw new UsageError(`count reads stdin once: give "-" at most once`);
        if (values.workers !== void 0 && values.workers > 1 && files.includes("-")) call.note(`--workers ${values.workers} ignored for stdin (it is read and counted on the main thread)`);
        const out = call.open(files);
        const workers = values.workers === void 0 ? {} : { workers: values.workers > 1 ? Math.min(values.workers, availableParallelism4()) : 0 };
        const totals = /* @__PURE__ */ new Map();
        let lines = 0;
        let invalid2 = 0;
        for (const file of files) {
          const counted3 = file === "-" ? await countStream(process.stdin, { by: values.by, engine: values.engine }) : await countFile(file, { by: values.by, engine: values.engine, ...workers });
          lines += counted3.lines;
          invalid2 += counted3.invalid;
          for (const [key, n] of counted3.counts) totals.set(key, (totals.get(key) ?? 0) + n);
        }
        const rows = [...totals].sort((a, b) => b[1] - a[1] || (a[0] === null ? 1 : b[0] === null ? -1 : a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
        const shown2 = values.top === void 0 ? rows : rows.slice(0, values.top);
        if (values.format === "json") {
          out.line(JSON.stringify({ by: values.by, lines, invalid: invalid2, counts: shown2.map(([key, n]) => ({ key, count: n })) }));
        } else {
          if (!values["no-header"]) out.line(`${values.by}	count`);
          for (const [key, n] of shown2) out.line(`${key === null ? values.absent : tsvCell(key)}	${n}`);
        }
        const names = files.length === 1 ? inputName(files[0]) : `${files.length} files`;
        call.err.write(`count: ${names}: ${lines} lines, ${lines - invalid2} valid, ${invalid2} invalid; ${totals.size} distinct ${values.by === "error" ? "error codes" : values.by}
`);
        return invalid2 > 0 ? 1 : 0;
      }
    });
  }
});

// src/commands/normalize.ts
var normalize_exports = {};
__export(normalize_exports, {
  normalizeCommand: () => normalizeCommand
});
var normalizeCommand;
var init_normalize2 = __esm({
  "src/commands/normalize.ts"() {
    "use strict";
    init_command();
    init_line_commands();
    init_options();
    normalizeCommand = defineCommand({
      name: "normalize",
      summary: "RFC 3986 \xA76 normalization, one output line per input line",
      description: `RFC 3986 \xA76.2.2 and \xA76.2.3 normalization of each line. An invalid line is written unchanged (its very bytes) and
reported on stderr, so \`urikit normalize -o urls.txt urls.txt\` loses nothing.`,
      options: { "drop-invalid": DROP_INVALID, ...LINE_OPTIONS },
      arguments: { name: "FILE", stdin: true },
      run(call) {
        return transform(call.files, { ...openLines(call), dropInvalid: call.values["drop-invalid"] }, { command: "normalize" });
      }
    });
  }
});

// src/commands/resolve.ts
var resolve_exports = {};
__export(resolve_exports, {
  resolveCommand: () => resolveCommand
});
var resolveCommand;
var init_resolve2 = __esm({
  "src/commands/resolve.ts"() {
    "use strict";
    init_command();
    init_line_commands();
    init_options();
    resolveCommand = defineCommand({
      name: "resolve",
      summary: "resolve each line against --base (RFC 3986 \xA75.2)",
      description: `Resolves each line against the base URI (RFC 3986 \xA75.2, strict). An invalid line is written unchanged (its
very bytes) and reported on stderr.`,
      options: {
        base: BASE,
        "non-strict": { type: "boolean", help: "the backward-compatible mode of RFC 3986 \xA75.2.2 (a scheme equal to the base's is dropped)" },
        "drop-invalid": DROP_INVALID,
        ...LINE_OPTIONS
      },
      arguments: { name: "FILE", stdin: true },
      run(call) {
        const { base } = call.values;
        return transform(call.files, { ...openLines(call), dropInvalid: call.values["drop-invalid"] }, { command: "resolve", base, strict: !call.values["non-strict"] });
      }
    });
  }
});

// src/commands/relativize.ts
var relativize_exports = {};
__export(relativize_exports, {
  relativizeCommand: () => relativizeCommand
});
var relativizeCommand;
var init_relativize2 = __esm({
  "src/commands/relativize.ts"() {
    "use strict";
    init_command();
    init_line_commands();
    init_options();
    relativizeCommand = defineCommand({
      name: "relativize",
      summary: "the shortest reference from --base to each line (inverse of resolve)",
      description: `The shortest relative reference from the base to each line, such that resolving it gives the line back. An
invalid line is written unchanged (its very bytes) and reported on stderr.`,
      options: { base: BASE, "drop-invalid": DROP_INVALID, ...LINE_OPTIONS },
      arguments: { name: "FILE", stdin: true },
      run(call) {
        return transform(call.files, { ...openLines(call), dropInvalid: call.values["drop-invalid"] }, { command: "relativize", base: call.values.base });
      }
    });
  }
});

// ../../packages/uri/dist/offsets.js
var init_offsets2 = __esm({
  "../../packages/uri/dist/offsets.js"() {
    "use strict";
    init_offsets();
  }
});

// src/caret.ts
function visible(text) {
  let shown2 = "";
  const columns = [];
  for (let i = 0; i < text.length; i++) {
    columns.push(shown2.length);
    const codePoint = text.codePointAt(i);
    if (isInvisible(codePoint)) {
      shown2 += `<${codePointName(codePoint)}>`;
      if (codePoint > 65535) {
        columns.push(shown2.length - 1);
        i++;
      }
    } else shown2 += text[i];
  }
  columns.push(shown2.length);
  return { shown: shown2, columns };
}
function caretDiagram(text, error, indent = "  ", message = error.message) {
  const { shown: shown2, columns } = visible(text);
  const column = columns[Math.min(error.index, text.length)];
  return `${indent}${shown2}
${indent}${" ".repeat(column)}^
${indent}${message}`;
}
function carets(text, indexes, indent = "  ") {
  const { shown: shown2, columns } = visible(text);
  let marks = "";
  for (const index of [...new Set(indexes)].sort((a, b) => a - b)) {
    const column = columns[Math.min(Math.max(index, 0), text.length)];
    if (column >= marks.length) marks += " ".repeat(column - marks.length) + "^";
  }
  return `${indent}${shown2}
${indent}${marks}`;
}
function errorsDiagram(text, errors, indent = "  ") {
  const lines = [carets(text, errors.map((e) => e.index), indent)];
  for (const e of errors) lines.push(errors.length === 1 ? `${indent}${e.message}` : `${indent}at ${e.index}: ${e.message}`);
  return lines.join("\n");
}
function invalidHeading(count) {
  return count === 1 ? "invalid URI reference:" : `invalid URI reference (${count} errors):`;
}
var init_caret = __esm({
  "src/caret.ts"() {
    "use strict";
    init_messages();
  }
});

// src/commands/parse.ts
var parse_exports = {};
__export(parse_exports, {
  parseCommand: () => parseCommand
});
function parseUris(uris, out, json) {
  let status = EXIT_OK;
  for (const text of uris) {
    let parsed;
    let error;
    try {
      parsed = parse(text);
    } catch (e) {
      if (!UriError.is(e)) throw e;
      error = e;
      status = EXIT_INVALID;
    }
    const errors = error === void 0 ? [] : diagnose(text);
    if (json) {
      const record2 = { input: text, valid: error === void 0 };
      for (const name of COMPONENT_NAMES) record2[name] = parsed?.[name] ?? null;
      const brief = (x) => ({ code: x.code, index: x.index, rule: x.rule, message: humanMessage(text, x) });
      record2.error = error === void 0 ? null : brief(error);
      record2.errors = errors.map(brief);
      out.line(JSON.stringify(record2));
    } else if (error !== void 0) {
      if (errors.length <= 1) out.line(`invalid URI reference:
${caretDiagram(text, error, "  ", humanMessage(text, error))}`);
      else out.line(`${invalidHeading(errors.length)}
${errorsDiagram(text, errors)}`);
    } else {
      out.line(text);
      for (const name of COMPONENT_NAMES) {
        const value = parsed[name];
        out.line(`  ${name.padEnd(9)} ${value === void 0 ? "(absent)" : JSON.stringify(value)}`);
      }
    }
  }
  out.flush();
  return status;
}
var parseCommand;
var init_parse2 = __esm({
  "src/commands/parse.ts"() {
    "use strict";
    init_dist17();
    init_offsets2();
    init_caret();
    init_command();
    init_exit_codes();
    init_messages();
    init_options();
    parseCommand = defineCommand({
      name: "parse",
      summary: "show the components of each URI given as an argument, or every error with a caret",
      description: `Shows the components of each URI reference, or where and why it is invalid: every error (the parser resumes
after each one), with a caret under each bad character (invisible characters shown as U+XXXX).`,
      options: {
        json: {
          ...JSON_OUTPUT,
          help: "one object per URI of one shape, valid or not: input, valid, scheme, userinfo, host, port, path, query, fragment (null when absent or invalid), error (null or { code, index, rule, message }) and errors (every error in that shape)"
        },
        output: { ...OUTPUT, help: "write to FILE instead of stdout" }
      },
      arguments: { name: "URI", min: 1 },
      run(call) {
        return parseUris(call.positionals, call.open([]), call.values.json);
      }
    });
  }
});

// src/inspect-report.ts
function safeJson(value) {
  return JSON.stringify(value).replace(
    UNSAFE_IN_JSON,
    (ch) => Array.from({ length: ch.length }, (_, k) => `\\u${ch.charCodeAt(k).toString(16).padStart(4, "0")}`).join("")
  );
}
function hazardLines(text, h) {
  const lines = [carets(text, [h.index]), `  ${h.code} (${h.component}): ${visibleText(h.message)}`];
  if (h.readings !== void 0) {
    const show2 = (v) => v === void 0 ? "(nothing / rejected)" : visibleText(JSON.stringify(v));
    lines.push(`    RFC 3986: ${show2(h.readings.rfc3986)}`, `    WHATWG:   ${show2(h.readings.whatwg)}`);
  }
  if (h.unicode !== void 0) lines.push(`    Unicode:  ${visibleText(h.unicode)}`);
  lines.push(`    ${h.cite}`);
  return lines;
}
function originNote(r) {
  if (r.sameOrigin) return "same origin";
  if (!r.browserSameOrigin) return "another origin";
  if (r.hazards.some((h) => h.code === "decoded-off-origin" || h.code === "whatwg-differs" || h.code === "scheme-relative-authority")) {
    return "same origin for a browser, another origin for another reading: see the hazards";
  }
  return "same origin for a browser, but not a plain reference: see the hazards";
}
function assess(text, valid, mode, hazards) {
  if (mode.kind === "fetch") {
    const r = assessFetch(text, mode.policy);
    const where = [
      r.host === void 0 ? "" : ` host ${visibleText(r.host)}`,
      r.address === void 0 || r.address === r.host ? "" : ` address ${r.address}`,
      r.addressClass === void 0 ? "" : ` (${r.addressClass})`
    ].join("");
    const dns = r.allowed && r.address === void 0 && r.host !== void 0 ? "; check every address DNS returns (assessAddress)" : "";
    return {
      ok: r.allowed,
      verdict: r.allowed ? "allowed" : "refused",
      detail: where.trim(),
      summary: `  fetch: ${r.allowed ? "allowed" : "refused"}${where}${dns}`,
      hazards: r.hazards,
      extra: { allowed: r.allowed, host: r.host ?? null, address: r.address ?? null, addressClass: r.addressClass ?? null }
    };
  }
  if (mode.kind === "redirect") {
    const r = assessRedirect(text, { base: mode.base });
    const ok2 = r.valid && r.sameOrigin;
    const target = r.target === void 0 ? "" : visibleText(r.target);
    return {
      ok: ok2,
      verdict: !r.valid ? "rejected" : r.sameOrigin ? "same-origin" : "off-origin",
      detail: target === "" ? "" : `\u2192 ${target}`,
      summary: r.target === void 0 ? "  redirect: rejected by a browser" : `  redirect: \u2192 ${target} (${originNote(r)})`,
      hazards: r.hazards,
      extra: {
        base: mode.base,
        redirectValid: r.valid,
        target: r.target ?? null,
        decodedTarget: r.decodedTarget ?? null,
        sameOrigin: r.sameOrigin,
        browserSameOrigin: r.browserSameOrigin
      }
    };
  }
  const ok = valid && hazards.length === 0;
  return { ok, verdict: !valid ? "invalid" : ok ? "ok" : "hazard", detail: "", summary: void 0, hazards, extra: {} };
}
function inspectReport(text, mode, json, source) {
  const report = inspect(text);
  const errors = report.valid ? [] : diagnose(text);
  const a = assess(text, report.valid, mode, report.hazards);
  if (json) {
    const object = {
      ...source === void 0 ? {} : { file: source.file, line: source.line },
      input: text,
      valid: report.valid,
      errors: errors.map((e) => ({ code: e.code, index: e.index, rule: e.rule, message: humanMessage(text, e) })),
      ...a.extra,
      // JSON has no undefined: a reading that is absent (a parser has no such component or rejects the text) is null.
      hazards: a.hazards.map((h) => h.readings === void 0 ? h : { ...h, readings: { rfc3986: h.readings.rfc3986 ?? null, whatwg: h.readings.whatwg ?? null } })
    };
    return { lines: [safeJson(object)], ok: a.ok };
  }
  if (source !== void 0) {
    const codes = [...errors.map((e) => `${e.code}@${e.index}`), ...a.hazards.map((h) => `${h.code}@${h.index}`)];
    const verdict = [a.verdict, a.detail, codes.length === 0 ? "" : `(${codes.join(", ")})`].filter((s) => s !== "").join(" ");
    return { lines: [`${visibleText(source.file)}:${source.line}: ${verdict}: ${visibleText(text)}`], ok: a.ok };
  }
  const lines = [visibleText(text)];
  if (errors.length > 0) {
    lines.push(invalidHeading(errors.length), carets(text, errors.map((e) => e.index)));
    for (const e of errors) lines.push(`  ${errors.length === 1 ? "" : `at ${e.index}: `}${visibleText(humanMessage(text, e))}`);
  }
  if (a.summary !== void 0) lines.push(a.summary);
  if (a.hazards.length === 0) lines.push("  no hazard found");
  else lines.push(`${a.hazards.length} hazard${a.hazards.length === 1 ? "" : "s"}:`);
  for (const h of a.hazards) lines.push(...hazardLines(text, h));
  return { lines, ok: a.ok };
}
var UNSAFE_IN_JSON;
var init_inspect_report = __esm({
  "src/inspect-report.ts"() {
    "use strict";
    init_dist17();
    init_caret();
    init_messages();
    UNSAFE_IN_JSON = /[\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u0080-\u009f]/gu;
  }
});

// src/commands/inspect.ts
var inspect_exports = {};
__export(inspect_exports, {
  inspectCommand: () => inspectCommand
});
function checkSchemes(value) {
  const schemes = value.split(",");
  for (const s of schemes) {
    if (!/^[A-Za-z][A-Za-z0-9+.-]*$/.test(s)) throw new Error(`--allow-scheme needs a comma-separated list of schemes, got "${value}"`);
  }
  return schemes;
}
function checkPorts(value) {
  return value.split(",").map((p) => {
    const n = /^\d{1,5}$/.test(p) ? Number(p) : Number.NaN;
    if (!(n <= 65535)) throw new Error(`--allow-port needs a comma-separated list of ports (0 \u2026 65535), got "${value}"`);
    return n;
  });
}
function checkRedirectBase(value) {
  if (!URL.canParse(value)) throw new Error(`--base must be an absolute URL (the address of the response that carries the Location), got "${value}"`);
}
function inspectUris(uris, out, mode, json) {
  let status = EXIT_OK;
  for (const text of uris) {
    const { lines, ok } = inspectReport(text, mode, json);
    if (!ok) status = EXIT_INVALID;
    for (const line of lines) out.line(line);
  }
  out.flush();
  return status;
}
async function inspectFile(file, out, mode, json) {
  let status = EXIT_OK;
  const name = inputName(file);
  const source = await openBatches(file, { workers: 1, engine: "auto" });
  for await (const result of source.batches) {
    for (let i = 0; i < result.length; i++) {
      const { lines, ok } = inspectReport(result.line(i), mode, json, { file: name, line: result.firstLine + i + 1 });
      if (!ok) status = EXIT_INVALID;
      for (const line of lines) out.line(line);
    }
    if (out.backlogged) await out.drained();
  }
  out.flush();
  return status;
}
var FETCH_POLICY_OPTIONS, inspectCommand;
var init_inspect2 = __esm({
  "src/commands/inspect.ts"() {
    "use strict";
    init_command();
    init_exit_codes();
    init_input();
    init_inspect_report();
    init_options();
    FETCH_POLICY_OPTIONS = ["allow-scheme", "allow-port", "allow-private", "allow-userinfo"];
    inspectCommand = defineCommand({
      name: "inspect",
      summary: "the RFC 3986 \xA77 hazards of each URI, whether a server may fetch it (--fetch), where a redirect goes (--redirect)",
      description: `Lists the hazards of each URI reference (RFC 3986 \xA77): a password or any userinfo, a host spelled as a rare IPv4
form (0x7f.1, 2130706433, 0177.0.0.1, 127.1) with the address it becomes, percent-encoding in the host, encoded
delimiters and dot segments in the path, NUL, ".." above the root, a non-default port, an unsafe scheme
(javascript:, data:, vbscript:, file:), IDNA labels with their Unicode, mixed-script labels, bidi controls and
invisible characters, and every component the WHATWG URL parser (browsers, fetch) reads differently, with both
readings. Strings RFC 3986 rejects are inspected too, after their errors.

--fetch says whether a server may fetch each URI (assessFetch: http and https only, no private, loopback,
link-local or metadata address, no userinfo, unless the --allow-* options widen it); --redirect --base URL says
where each value, sent as the Location of a response from URL, takes a browser (assessRedirect), and whether it
is a plain same-origin reference: it stays on URL's origin for every reader (the browser's, RFC 3986's, and a
server's that decodes it once more) and uses no trick (nested URL, backslash, encoded slash, control, look-alike
slash, userinfo, ...); --json keeps the browser's own answer as browserSameOrigin.

-f FILE (or -f - for stdin) reads one URI per line instead of arguments and writes one row per line, an invalid
line included: FILE:LINE: verdict (code@index, ...): URI, or with --json one object with "file" and "line".
Characters a terminal would hide or reorder (bidi controls, zero-width characters, soft hyphen, controls) are
shown as <U+XXXX> in every text line; JSON escapes them as \\uXXXX.
Exit codes: 0 when every URI passes (no hazard; --fetch: allowed; --redirect: a plain same-origin reference), 1 when
some URI does not (or is invalid), 2 wrong usage, 3 FILE unreadable.`,
      options: {
        fetch: { type: "boolean", help: "say whether a server may fetch each URI (SSRF policy); exit 1 when one is refused" },
        "allow-scheme": { type: "string", value: "LIST", check: checkSchemes, help: "--fetch: the schemes a fetch may use, comma-separated (default http,https)" },
        "allow-port": { type: "string", value: "LIST", check: checkPorts, help: "--fetch: the only ports a fetch may use, comma-separated (default: any)" },
        "allow-private": {
          type: "boolean",
          help: "--fetch: allow loopback, private, link-local and other non-global addresses and special-use names (never a metadata endpoint)"
        },
        "allow-userinfo": { type: "boolean", help: "--fetch: allow a userinfo (user:password@)" },
        redirect: { type: "boolean", help: "say where each value, as a Location header of a response from --base, sends a browser" },
        base: { type: "string", value: "URL", check: checkRedirectBase, help: "--redirect: the absolute URL of the response that carries the Location" },
        file: { type: "string", short: "f", value: "FILE", help: "read one URI per line from FILE (- for stdin) instead of arguments: one row per line" },
        format: { type: "string", choices: ["text", "ndjson"], default: "text", help: "text for people, or ndjson: one JSON object per URI (same as --json)" },
        json: { ...JSON_OUTPUT, help: "one JSON object per URI: { input, valid, errors, hazards }, and what --fetch or --redirect add" },
        output: { ...OUTPUT, help: "write to FILE instead of stdout" }
      },
      arguments: { name: "URI", min: 0 },
      async run(call) {
        const { values, positionals } = call;
        if (values.fetch && values.redirect) throw new UsageError("--fetch and --redirect are two different questions: give one");
        for (const name of FETCH_POLICY_OPTIONS) {
          if (!values.fetch && values[name] !== void 0 && values[name] !== false) throw new UsageError(`--${name} applies to --fetch only`);
        }
        if (values.redirect && values.base === void 0) throw new UsageError("--redirect needs --base URL (the address of the response that carries the Location)");
        if (!values.redirect && values.base !== void 0) throw new UsageError("--base applies to --redirect only");
        if (values.file !== void 0 && positionals.length > 0) throw new UsageError("give URI arguments or -f FILE, not both");
        if (values.file === void 0 && positionals.length === 0) throw new UsageError("inspect needs at least one URI argument, or -f FILE");
        let mode = { kind: "hazards" };
        if (values.fetch) {
          const policy = { allowPrivate: values["allow-private"], allowUserinfo: values["allow-userinfo"] };
          if (values["allow-scheme"] !== void 0) policy.allowSchemes = checkSchemes(values["allow-scheme"]);
          if (values["allow-port"] !== void 0) policy.allowPorts = checkPorts(values["allow-port"]);
          mode = { kind: "fetch", policy };
        } else if (values.redirect) mode = { kind: "redirect", base: values.base };
        const json = values.json || values.format === "ndjson";
        if (values.file === void 0) return inspectUris(positionals, call.open([]), mode, json);
        return inspectFile(values.file, call.open([values.file]), mode, json);
      }
    });
  }
});

// src/record-rows.ts
var LARGE_CELL, RecordWriter;
var init_record_rows = __esm({
  "src/record-rows.ts"() {
    "use strict";
    init_byte_rows();
    LARGE_CELL = 1 << 16;
    RecordWriter = class {
      #out;
      #fields;
      #absent;
      #bytes;
      constructor(out, format, fields, options) {
        this.#out = out;
        this.#fields = fields;
        this.#absent = options.absent;
        this.#bytes = format === "ndjson" ? void 0 : new ByteRowWriter(out, format);
        if (this.#bytes !== void 0 && options.header) {
          for (const field of fields) this.#bytes.raw(field);
          this.#bytes.endRow();
        }
      }
      /** One row: a cell per field, in field order; `undefined` is absent (`null` in NDJSON). */
      row(cells) {
        const bytes = this.#bytes;
        if (bytes === void 0) {
          if (cells.some((cell) => typeof cell === "string" && cell.length > LARGE_CELL)) {
            this.#largeRecord(cells);
            return;
          }
          const record2 = {};
          for (let k = 0; k < this.#fields.length; k++) record2[this.#fields[k]] = cells[k] ?? null;
          this.#out.line(JSON.stringify(record2));
          return;
        }
        for (const cell of cells) {
          if (cell === void 0) bytes.raw(this.#absent);
          else if (typeof cell === "number") bytes.number(cell);
          else if (typeof cell === "boolean") bytes.raw(cell ? "true" : "false");
          else bytes.text(cell);
        }
        bytes.endRow();
      }
      /**
       * An NDJSON record with a large string cell (a `data:` URI of many megabytes), written in pieces: the same bytes as
       * `JSON.stringify` of the whole record, without a second copy of the cell in memory.
       */
      #largeRecord(cells) {
        const out = this.#out;
        let text = "{";
        for (let k = 0; k < this.#fields.length; k++) {
          text += (k > 0 ? "," : "") + JSON.stringify(this.#fields[k]) + ":";
          const cell = cells[k];
          if (typeof cell !== "string" || cell.length <= LARGE_CELL) {
            text += JSON.stringify(cell ?? null);
            continue;
          }
          out.writeRaw(Buffer.from(text + '"'));
          for (let from = 0; from < cell.length; ) {
            let to = Math.min(cell.length, from + LARGE_CELL);
            const last = cell.charCodeAt(to - 1);
            if (to < cell.length && last >= 55296 && last <= 56319) to--;
            out.writeRaw(Buffer.from(JSON.stringify(cell.slice(from, to)).slice(1, -1)));
            from = to;
          }
          text = '"';
        }
        out.writeRaw(Buffer.from(text + "}\n"));
      }
      flush() {
        this.#bytes?.flush();
        this.#out.flush();
      }
    };
  }
});

// src/commands/extract.ts
var extract_exports = {};
__export(extract_exports, {
  EXTRACT_FIELDS: () => EXTRACT_FIELDS,
  extractCommand: () => extractCommand
});
import { createReadStream as createReadStream3, statSync as statSync6 } from "node:fs";
async function extract(files, options) {
  const sizes = files.map((file) => file === "-" ? void 0 : statSync6(file).size);
  const writer = new RecordWriter(options.out, options.format, EXTRACT_FIELDS, { header: options.header, absent: "" });
  const started = now();
  let found = 0;
  let bytes = 0;
  const byDelimiter = { angle: 0, quote: 0, none: 0 };
  for (let f = 0; f < files.length; f++) {
    const file = files[f];
    const name = file === "-" ? "<stdin>" : file;
    const progress = new Progress(options.err, sizes[f], options.progress);
    let read = 0;
    const source = file === "-" ? process.stdin : createReadStream3(file, { highWaterMark: 1 << 20 });
    const chunks = counted(source, (n) => {
      read += n;
    });
    for await (const match of findUrisStream(chunks, { abbreviated: options.abbreviated, lineNumbers: true })) {
      found++;
      byDelimiter[match.delimiter]++;
      progress.clear();
      writer.row([name, match.line, match.column, match.start, match.end, match.delimiter, match.uri, match.abbreviated === true, match.hyphenBreak === true]);
      progress.update(read, found);
      if (options.out.backlogged) await options.out.drained();
    }
    progress.done();
    bytes += read;
  }
  writer.flush();
  const seconds = (now() - started) / 1e3;
  options.err.write(
    `extract: ${found} URIs (${byDelimiter.angle} in <\u2026>, ${byDelimiter.quote} in "\u2026", ${byDelimiter.none} bare) in ${files.length} ${files.length === 1 ? "file" : "files"}, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s (${(bytes / 1e6 / Math.max(seconds, 1e-6)).toFixed(0)} MB/s)
`
  );
  return found > 0 ? EXIT_OK : EXIT_INVALID;
}
var extractCommand, EXTRACT_FIELDS;
var init_extract = __esm({
  "src/commands/extract.ts"() {
    "use strict";
    init_dist17();
    init_command();
    init_exit_codes();
    init_options();
    init_progress();
    init_input();
    init_record_rows();
    init_clock();
    extractCommand = defineCommand({
      name: "extract",
      summary: "find the URIs in text (RFC 3986 Appendix C): one row per URI with its file, line and column",
      description: `Finds the URIs in text files as RFC 3986 Appendix C delimits them: inside <...> (whitespace and a "URL:" prefix
removed, so a URI wrapped over lines is found whole), inside "...", and bare (scheme://..., mailto:, urn:, news:,
tel:) with trailing punctuation and unopened brackets trimmed. Every URI found is valid by RFC 3986. One row per
URI: file, line, column (1-based; columns count UTF-16 code units), start, end (UTF-16 offsets in the file's
text), delimiter (angle, quote, none), uri, abbreviated, hyphen_break (a line break followed a hyphen inside <...>:
the hyphen was kept but may not belong). Streams: a file of any size runs in flat memory.
Exit codes: 0 some URI found, 1 none found, 2 wrong usage, 3 input not readable, 4 output not writable.`,
      options: {
        abbreviated: { type: "boolean", help: "also find www.host.domain/... (draft rfc2396bis Appendix F), as http:// URIs" },
        format: TEXT_FORMAT,
        "no-header": NO_HEADER,
        "no-progress": NO_PROGRESS,
        output: OUTPUT
      },
      arguments: { name: "FILE", stdin: true },
      run(call) {
        const { values, files } = call;
        const out = call.open(files);
        return extract(files, { format: values.format, header: !values["no-header"], abbreviated: values.abbreviated, progress: !values["no-progress"], out, err: call.err });
      }
    });
    EXTRACT_FIELDS = ["file", "line", "column", "start", "end", "delimiter", "uri", "abbreviated", "hyphen_break"];
  }
});

// src/commands/links.ts
var links_exports = {};
__export(links_exports, {
  LINKS_FIELDS: () => LINKS_FIELDS,
  linksCommand: () => linksCommand,
  pageUri: () => pageUri
});
import { createReadStream as createReadStream4, statSync as statSync7 } from "node:fs";
import { isAbsolute, relative, resolve as resolvePath, sep } from "node:path";
function pageUri(baseDir, file) {
  const path = relative(process.cwd(), resolvePath(file));
  if (path === "" || path === ".." || path.startsWith(".." + sep) || isAbsolute(path)) {
    throw new UsageError(`--base-dir: "${file}" is not below the current directory, whose URI --base-dir gives`);
  }
  const directory = baseDir.endsWith("/") ? baseDir : baseDir + "/";
  return resolve(directory, path.split(sep).map(encodeSegment).join("/"));
}
async function links(files, options) {
  for (const file of files) if (file !== "-") statSync7(file);
  const writer = new RecordWriter(options.out, options.format, LINKS_FIELDS, { header: options.header, absent: "" });
  let count = 0;
  let failed = 0;
  for (let f = 0; f < files.length; f++) {
    const file = files[f];
    const base = options.bases[f];
    const name = file === "-" ? "<stdin>" : file;
    const known = file === "-" ? {} : { baseHref: await findBaseHref(createReadStream4(file, { highWaterMark: READ_CHUNK })) };
    const size = file === "-" ? void 0 : statSync7(file).size;
    const progress = new Progress(options.err, size, options.progress);
    let read = 0;
    const source = counted(file === "-" ? process.stdin : createReadStream4(file, { highWaterMark: READ_CHUNK }), (n) => {
      read += n;
    });
    const settings = { ...base === void 0 ? {} : { documentUri: base }, ...known };
    for await (const link of extractLinksStream(source, settings)) {
      count++;
      if (link.error !== void 0) failed++;
      progress.clear();
      writer.row([
        name,
        link.element,
        link.attribute,
        link.value,
        link.start,
        link.end,
        link.uri,
        link.error?.code,
        link.error?.index,
        link.error?.code === "base-not-absolute" ? NO_BASE : link.error?.message
      ]);
      progress.update(read, count);
      if (options.out.backlogged) await options.out.drained();
    }
    progress.done();
  }
  writer.flush();
  options.err.write(`links: ${count} links, ${count - failed} resolved, ${failed} with an error
`);
  return failed > 0 ? EXIT_INVALID : EXIT_OK;
}
var linksCommand, READ_CHUNK, LINKS_FIELDS, NO_BASE, encodeSegment;
var init_links = __esm({
  "src/commands/links.ts"() {
    "use strict";
    init_dist17();
    init_command();
    init_exit_codes();
    init_options();
    init_input();
    init_progress();
    init_record_rows();
    linksCommand = defineCommand({
      name: "links",
      summary: "the links of HTML pages, resolved against their <base href>, --base or --base-dir: one row per link",
      description: `One row per link of each HTML page, in document order (href of a, area, link, base; src of img, script,
iframe, embed, input, audio, video, source, track; every srcset candidate of img and source; poster of video; data
of object; cite of blockquote, q, del, ins; action of form; the URL of <meta http-equiv=refresh content>): file,
element, attribute, value (character references decoded), start, end (offsets of the raw value), uri (resolved by RFC 3986 \xA75.2 against the page's first <base href>, itself resolved against the
page's URI: --base for one page, or --base-dir, the URI of the current directory, with the page's path below it
for many), or error_code,
error_index, error_message when the value is not a URI reference or a relative one has no base.
Exit codes: 0 every link resolved, 1 some link has an error, 2 wrong usage, 3 input not readable, 4 output not
writable.`,
      options: {
        base: { type: "string", value: "URI", check: BASE.check, help: "the URI the page was retrieved from (RFC 3986 \xA75.1.3)" },
        "base-dir": {
          type: "string",
          value: "URI",
          check: BASE.check,
          help: "the URI of the current directory: each PAGE's URI is this one resolved with its path below it (a/b.html \u2192 URI/a/b.html)"
        },
        format: TEXT_FORMAT,
        "no-header": NO_HEADER,
        "no-progress": { ...NO_PROGRESS, help: "no progress bar" },
        output: OUTPUT
      },
      arguments: { name: "PAGE.html", stdin: true },
      run(call) {
        const { values, files } = call;
        if (values.base !== void 0 && values["base-dir"] !== void 0) throw new UsageError("give --base (one page) or --base-dir (many), not both");
        const baseDir = values["base-dir"];
        if (baseDir !== void 0 && files.includes("-")) throw new UsageError("--base-dir needs PAGE files: stdin has no path");
        const bases = files.map((file) => baseDir === void 0 ? values.base : pageUri(baseDir, file));
        const out = call.open(files);
        return links(files, { format: values.format, header: !values["no-header"], bases, progress: !values["no-progress"], out, err: call.err });
      }
    });
    READ_CHUNK = 1 << 16;
    LINKS_FIELDS = ["file", "element", "attribute", "value", "start", "end", "uri", "error_code", "error_index", "error_message"];
    NO_BASE = "base-not-absolute: a relative reference needs a base URI; the page has no <base href>: give --base URI (the page's URI) or --base-dir URI (the URI of the current directory)";
    encodeSegment = (segment) => encodeURIComponent(segment);
  }
});

// src/commands/query.ts
var query_exports = {};
__export(query_exports, {
  queryCommand: () => queryCommand
});
function queryOf(arg) {
  const question = arg.indexOf("?");
  if (question < 0) return { text: arg, offset: 0 };
  const hash = arg.indexOf("#", question);
  return { text: arg.slice(question + 1, hash < 0 ? arg.length : hash), offset: question + 1 };
}
var queryCommand;
var init_query = __esm({
  "src/commands/query.ts"() {
    "use strict";
    init_dist17();
    init_command();
    init_exit_codes();
    init_options();
    queryCommand = defineCommand({
      name: "query",
      summary: "the [name, value] pairs of each query (or URI with a query) given as an argument, as JSON",
      description: `Prints the pairs of each query as one JSON array per argument (RFC 3986 \xA73.4: split on "&" and the first
"=", percent-decoded as UTF-8). An argument with a "?" is read as a URI: its query is the text after the first "?",
up to "#". Undecodable percent-encoding is kept, reported with its index on stderr, and makes the exit code 1.`,
      options: {
        form: { type: "boolean", help: "the WHATWG application/x-www-form-urlencoded reading (+ is a space), as URLSearchParams" },
        output: { ...OUTPUT, help: "write to FILE instead of stdout" }
      },
      arguments: { name: "QUERY", min: 1 },
      run(call) {
        const out = call.open([]);
        let status = EXIT_OK;
        for (const arg of call.positionals) {
          const q = queryOf(arg);
          const problems = [];
          const pairs = parseQuery(q.text, { form: call.values.form, onProblem: (p) => problems.push(p) });
          for (const p of problems) {
            status = EXIT_INVALID;
            const name = p.code === "invalid-utf8" ? "percent-encoded bytes that are not UTF-8" : `"%" without two hex digits`;
            call.err.write(`urikit query: ${name} at index ${p.index + q.offset} of ${JSON.stringify(arg)} (${p.code})
`);
          }
          out.line(JSON.stringify(pairs));
        }
        out.flush();
        return status;
      }
    });
  }
});

// src/commands/template.ts
var template_exports = {};
__export(template_exports, {
  templateCommand: () => templateCommand
});
var templateCommand;
var init_template = __esm({
  "src/commands/template.ts"() {
    "use strict";
    init_dist17();
    init_command();
    init_exit_codes();
    init_options();
    templateCommand = defineCommand({
      name: "template",
      summary: "expand each URI Template given as an argument with --vars, or match it against --match (RFC 6570)",
      description: `Expands each URI Template (RFC 6570, levels 1-4) with the variables of --vars, a JSON object (strings, numbers,
lists, objects), one line per template. With --match URI, prints instead the variables (a JSON object) that expand
the template (levels 1-3) into URI, or "no match" (exit 1). An invalid template prints the error with its index.`,
      options: {
        vars: { type: "string", value: "JSON", default: "{}", help: "the variables, as a JSON object" },
        match: { type: "string", value: "URI", help: "match each template against URI instead of expanding" },
        output: { ...OUTPUT, help: "write to FILE instead of stdout" }
      },
      arguments: { name: "TEMPLATE", min: 1 },
      run(call) {
        let vars;
        try {
          vars = JSON.parse(call.values.vars);
        } catch {
          throw new UsageError(`--vars is not JSON: ${call.values.vars}`);
        }
        if (typeof vars !== "object" || vars === null || Array.isArray(vars)) throw new UsageError("--vars must be a JSON object");
        const out = call.open([]);
        let status = EXIT_OK;
        for (const text of call.positionals) {
          try {
            const template = parseTemplate(text);
            if (call.values.match === void 0) out.line(template.expand(vars));
            else {
              const found = matchTemplate(template, call.values.match);
              if (found === void 0) status = EXIT_INVALID;
              out.line(found === void 0 ? "no match" : JSON.stringify(found));
            }
          } catch (e) {
            if (!TemplateError.is(e) && !UriError.is(e)) throw e;
            status = EXIT_INVALID;
            out.line(`invalid: ${e.message}`);
          }
        }
        out.flush();
        return status;
      }
    });
  }
});

// src/commands/path.ts
var path_exports = {};
__export(path_exports, {
  pathCommand: () => pathCommand
});
var pathCommand;
var init_path = __esm({
  "src/commands/path.ts"() {
    "use strict";
    init_dist17();
    init_command();
    init_exit_codes();
    init_options();
    pathCommand = defineCommand({
      name: "path",
      summary: "turn each file URI given as an argument into a local path, and each absolute path into a file URI (RFC 8089)",
      description: `For each argument: a "file:" URI becomes the local path it names, anything else (an absolute path) becomes
its file URI; one line each. --windows reads and writes Windows paths (drive letters, UNC) instead of POSIX ones. A
URI with a query, a fragment or a remote host (POSIX) prints the error with its index.`,
      options: {
        windows: { type: "boolean", help: "Windows paths (C:\\x, \\\\server\\share) instead of POSIX ones" },
        output: { ...OUTPUT, help: "write to FILE instead of stdout" }
      },
      arguments: { name: "ARG", min: 1 },
      run(call) {
        const out = call.open([]);
        const options = { windows: call.values.windows };
        let status = EXIT_OK;
        for (const arg of call.positionals) {
          try {
            out.line(/^file:/i.test(arg) ? fileUriToPath(arg, options) : pathToFileUri(arg, options));
          } catch (e) {
            if (!UriError.is(e)) throw e;
            status = EXIT_INVALID;
            out.line(`invalid: ${e.message}`);
          }
        }
        out.flush();
        return status;
      }
    });
  }
});

// src/main.ts
init_command();
import { readFileSync as readFileSync2 } from "node:fs";

// src/commands/index.ts
var LOADERS = {
  split: async () => (await Promise.resolve().then(() => (init_split(), split_exports))).splitCommand,
  validate: async () => (await Promise.resolve().then(() => (init_validate2(), validate_exports))).validateCommand,
  count: async () => (await Promise.resolve().then(() => (init_count(), count_exports))).countCommand,
  normalize: async () => (await Promise.resolve().then(() => (init_normalize2(), normalize_exports))).normalizeCommand,
  resolve: async () => (await Promise.resolve().then(() => (init_resolve2(), resolve_exports))).resolveCommand,
  relativize: async () => (await Promise.resolve().then(() => (init_relativize2(), relativize_exports))).relativizeCommand,
  parse: async () => (await Promise.resolve().then(() => (init_parse2(), parse_exports))).parseCommand,
  inspect: async () => (await Promise.resolve().then(() => (init_inspect2(), inspect_exports))).inspectCommand,
  extract: async () => (await Promise.resolve().then(() => (init_extract(), extract_exports))).extractCommand,
  links: async () => (await Promise.resolve().then(() => (init_links(), links_exports))).linksCommand,
  query: async () => (await Promise.resolve().then(() => (init_query(), query_exports))).queryCommand,
  template: async () => (await Promise.resolve().then(() => (init_template(), template_exports))).templateCommand,
  path: async () => (await Promise.resolve().then(() => (init_path(), path_exports))).pathCommand
};
var COMMAND_NAMES = Object.keys(LOADERS);
async function loadCommand(name) {
  return Object.hasOwn(LOADERS, name) ? LOADERS[name]() : void 0;
}
async function loadCommands() {
  return Promise.all(COMMAND_NAMES.map((name) => LOADERS[name]()));
}

// src/main.ts
init_exit_codes();

// src/help.ts
function mainHelp(commands) {
  const list = commands.map((command) => `  ${command.name.padEnd(12)}${command.summary}`).join("\n");
  return `urikit \u2014 strict RFC 3986 URI references in bulk

Usage: urikit <command> [options] [FILE...|-]
       urikit help <command>        a command's options
       urikit --version

Commands:
${list}

Input is one URI reference per line (LF or CRLF; a UTF-8 BOM is skipped); FILE "-" or no FILE reads stdin.
-o FILE writes to a temporary file beside FILE and replaces FILE only when the run completes: a refused, failed or
interrupted run leaves FILE as it was.

Exit codes:
  0    every line valid (extract: some URI found)
  1    some line invalid (extract: no URI found); the output is complete
  2    wrong usage (unknown command or option, bad value); nothing was written
  3    an input could not be read (missing, a directory, no permission)
  4    the output could not be written (missing directory, no permission, disk full)
  130  interrupted (SIGINT; 143 for SIGTERM, 129 for SIGHUP); -o FILE was left as it was
Run "urikit help <command>" for a command's options.`;
}

// src/main.ts
init_input();
init_messages();
init_output();
init_system_error();
function version() {
  const manifest = JSON.parse(readFileSync2(new URL("../package.json", import.meta.url), "utf8"));
  return manifest.version;
}
function failure(e) {
  const parseArgsError = typeof e.code === "string" && e.code.startsWith("ERR_PARSE_ARGS_");
  if (e instanceof UsageError || parseArgsError) return { code: EXIT_USAGE, message: visibleText(e.message) };
  if (e instanceof OutputError) return { code: EXIT_OUTPUT, message: e.message };
  if (e instanceof InputError) return { code: EXIT_INPUT, message: e.message };
  if (isSystemError(e)) return { code: EXIT_INPUT, message: `cannot read${typeof e.path === "string" ? ` "${e.path}"` : ""}: ${describeSystemError(e)}` };
  return void 0;
}
async function main(argv) {
  const [name, ...rest] = argv;
  if (name === "--version" || name === "-V" || name === "version") {
    process.stdout.write(`urikit ${version()}
`);
    return 0;
  }
  if (name === void 0 || name === "--help" || name === "-h" || name === "help" && rest[0] === void 0) {
    process.stdout.write(mainHelp(await loadCommands()) + "\n");
    return name === void 0 ? EXIT_USAGE : 0;
  }
  if (name === "help") {
    const command2 = await loadCommand(rest[0]);
    if (command2 === void 0) {
      process.stderr.write(`urikit: no help for "${visibleText(rest[0])}"

${mainHelp(await loadCommands())}
`);
      return EXIT_USAGE;
    }
    process.stdout.write(commandHelp(command2) + "\n");
    return 0;
  }
  const command = await loadCommand(name);
  if (command === void 0) {
    process.stderr.write(`urikit: unknown command "${visibleText(name)}"

${mainHelp(await loadCommands())}
`);
    return EXIT_USAGE;
  }
  try {
    return await runCommand(command, rest, loadCommands);
  } catch (e) {
    const failed = failure(e);
    if (failed === void 0) throw e;
    const hint = failed.code === EXIT_USAGE ? `
Run "urikit help ${name}" for usage.` : "";
    process.stderr.write(`urikit ${name}: ${failed.message}${hint}
`);
    return failed.code;
  }
}
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`urikit: internal error: ${e.stack ?? String(e)}
`);
    process.exitCode = EXIT_INTERNAL;
  }
);
export {
  main
};
