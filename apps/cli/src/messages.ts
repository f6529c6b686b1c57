// Messages for people: invisible and control characters shown as U+XXXX, invalid UTF-8 named as such, so
// that a report line never carries a raw control character to the terminal.
import { UriError, parse } from "@urikit/core";
import { OFFSET_SLOTS, errorRecordFromOffsets } from "@urikit/core/offsets";

/** Characters that a terminal would not show as themselves: controls, format characters (bidi controls, zero-width
 * characters, soft hyphen), the other default-ignorable code points (Hangul fillers, …), separators other than the
 * space, combining marks, private use, unassigned code points and lone surrogates. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}\p{M}\p{Default_Ignorable_Code_Point}]|(?! )\p{Zs}/u;

/** `U+007F` for a code point. */
export function codePointName(codePoint: number): string {
  return "U+" + codePoint.toString(16).toUpperCase().padStart(4, "0");
}

/** Whether the code point would be invisible or would act on the terminal. */
export function isInvisible(codePoint: number): boolean {
  return INVISIBLE.test(String.fromCodePoint(codePoint));
}

/** `text` with every invisible character replaced by `<U+XXXX>`: safe to print on one terminal line. */
export function visibleText(text: string): string {
  let shown = "";
  for (const ch of text) {
    const codePoint = ch.codePointAt(0)!;
    shown += isInvisible(codePoint) ? `<${codePointName(codePoint)}>` : ch;
  }
  return shown;
}

/**
 * Length of the UTF-8 sequence at `bytes[i]` when it is well formed (RFC 3629 §4: shortest form, no surrogates,
 * at most U+10FFFF), else 0.
 */
export function utf8SequenceLength(bytes: Uint8Array, i: number, end: number): number {
  const b0 = bytes[i];
  if (b0 < 0x80) return 1;
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (b0 >= 0xc2 && b0 <= 0xdf) length = 2;
  else if (b0 >= 0xe0 && b0 <= 0xef) {
    length = 3;
    if (b0 === 0xe0) low = 0xa0;
    if (b0 === 0xed) high = 0x9f;
  } else if (b0 >= 0xf0 && b0 <= 0xf4) {
    length = 4;
    if (b0 === 0xf0) low = 0x90;
    if (b0 === 0xf4) high = 0x8f;
  } else return 0;
  if (i + length > end) return 0;
  if (bytes[i + 1] < low || bytes[i + 1] > high) return 0;
  for (let k = 2; k < length; k++) if (bytes[i + k] < 0x80 || bytes[i + k] > 0xbf) return 0;
  return length;
}

/**
 * Rewrite the `"X"` that a `UriError` message quotes for the character at its index: `U+007F` for an invisible
 * one, `"é" (U+00E9)` for a visible non-ASCII one, `invalid UTF-8 byte 0xFF` when `bytes` (the line's raw bytes,
 * whose prefix before the error is ASCII) are not UTF-8 there.
 */
export function humanMessage(text: string, error: UriError, bytes?: Uint8Array, lineStart = 0, lineEnd = bytes?.length ?? 0): string {
  const message = error.message;
  if (error.index >= text.length) return message;
  const codePoint = text.codePointAt(error.index)!;
  const quoted = JSON.stringify(String.fromCodePoint(codePoint));
  const at = message.indexOf(quoted);
  if (at < 0) return message;
  let shown: string | undefined;
  const byteIndex = lineStart + error.index;
  if (bytes !== undefined && byteIndex < lineEnd && utf8SequenceLength(bytes, byteIndex, lineEnd) === 0) {
    const hex = "0x" + bytes[byteIndex].toString(16).toUpperCase().padStart(2, "0");
    const before = message.slice(0, at);
    if (before.endsWith("invalid character ")) {
      return before.slice(0, -"invalid character ".length) + `invalid UTF-8 (byte ${hex})` + message.slice(at + quoted.length);
    }
    shown = `invalid UTF-8 byte ${hex}`;
  } else if (isInvisible(codePoint)) shown = codePointName(codePoint);
  else if (codePoint >= 0x80) shown = `${quoted} (${codePointName(codePoint)})`;
  if (shown === undefined) return message;
  return message.slice(0, at) + shown + message.slice(at + quoted.length);
}

/** The human message for a line that is not a URI reference, or `undefined` when it is one. */
export function lineErrorMessage(text: string, bytes?: Uint8Array, lineStart = 0, lineEnd = bytes?.length ?? 0): string | undefined {
  // PERF: the error is only read for its message, so V8 need not capture a stack for it (that capture was most of
  // an invalid row's cost in `urikit split`: 0.7 % of real lines). Other engines ignore `stackTraceLimit`.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    parse(text);
  } catch (e) {
    if (UriError.is(e)) return humanMessage(text, e, bytes, lineStart, lineEnd);
    throw e;
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  return undefined;
}

/** One row's slots, copied out of a batch's (possibly compact Int16) rows for errorRecordFromOffsets. */
const slots = new Int32Array(OFFSET_SLOTS);

/**
 * The human message of an invalid line from its scan row (error code and index; no second parse): the message
 * `parse` would throw, as {@link humanMessage} shows it. `rows[row …]` are the line's slots; the error index is a byte
 * index into the line, which equals the UTF-16 index into `text` because every byte before it is ASCII (a
 * non-ASCII byte is itself an error). `bytes[lineStart, lineEnd)` are the line's raw bytes.
 */
export function rowErrorMessage(text: string, rows: Int32Array | Int16Array, row: number, bytes: Uint8Array, lineStart: number, lineEnd: number): string {
  for (let k = 0; k < OFFSET_SLOTS; k++) slots[k] = rows[row + k];
  // PERF: the error is only read for its message: made as a record (no Error constructor, no stack; about a
  // microsecond less a row), which holds the same code, index and message.
  return humanMessage(text, errorRecordFromOffsets(text, slots), bytes, lineStart, lineEnd);
}
