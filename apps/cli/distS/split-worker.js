import { createRequire as __urikitRequire } from "node:module"; const require = __urikitRequire(import.meta.url);
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};

// ../../packages/core/dist/offsets-layout.js
var HOST_KIND, ERROR_CODE, ERROR_INDEX, OFFSET_SLOTS, HOST_KIND_NAMES, COMPONENT_NAMES;
var init_offsets_layout = __esm({
  "../../packages/core/dist/offsets-layout.js"() {
    "use strict";
    HOST_KIND = 14;
    ERROR_CODE = 15;
    ERROR_INDEX = 16;
    OFFSET_SLOTS = 17;
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

// ../../packages/core/dist/uri-error.js
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
var scratch;
var init_parse = __esm({
  "../../packages/core/dist/parse.js"() {
    "use strict";
    init_expect_string();
    init_offsets_layout();
    init_uri_error();
    scratch = new Int32Array(OFFSET_SLOTS);
  }
});

// ../../packages/core/dist/offsets.js
var init_offsets = __esm({
  "../../packages/core/dist/offsets.js"() {
    "use strict";
    init_offsets_layout();
    init_parse();
  }
});

// ../../packages/core/dist/index.js
var init_dist = __esm({
  "../../packages/core/dist/index.js"() {
    "use strict";
    init_uri_error();
  }
});

// src/split-rows.ts
init_offsets();
init_dist();

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
  const record = {};
  for (let k = 0; k < fields.length; k++) record[fields[k]] = cells[k] ?? null;
  return JSON.stringify(record);
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
export {
  splitBatch as default
};
