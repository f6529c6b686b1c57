// Pretty errors for people: the input, a caret under the first bad character, and the message.
import type { UriError } from "@urikit/uri";
import { codePointName, isInvisible } from "./messages.js";

/**
 * Printable form of `text` for one terminal line: every invisible character (controls, bidi controls, zero-width and
 * other default-ignorable characters) shown as <U+XXXX>, and the column map (UTF-16 index → column of the shown
 * text), so that a caret lands under the character it points at.
 */
export function visible(text: string): { shown: string; columns: number[] } {
  let shown = "";
  const columns: number[] = [];
  for (let i = 0; i < text.length; i++) {
    columns.push(shown.length);
    const codePoint = text.codePointAt(i)!;
    if (isInvisible(codePoint)) {
      shown += `<${codePointName(codePoint)}>`;
      if (codePoint > 0xffff) {
        columns.push(shown.length - 1); // the low surrogate sits under the same mark
        i++;
      }
    } else shown += text[i];
  }
  columns.push(shown.length);
  return { shown, columns };
}

/** Three lines: the input, a caret under `error.index`, and the error's message. */
export function caretDiagram(text: string, error: UriError, indent = "  ", message = error.message): string {
  const { shown, columns } = visible(text);
  const column = columns[Math.min(error.index, text.length)];
  return `${indent}${shown}\n${indent}${" ".repeat(column)}^\n${indent}${message}`;
}

/** `indent` + the text, then a caret under each of `indexes` (UTF-16 indexes, shown where the text is printed). */
export function carets(text: string, indexes: readonly number[], indent = "  "): string {
  const { shown, columns } = visible(text);
  let marks = "";
  for (const index of [...new Set(indexes)].sort((a, b) => a - b)) {
    const column = columns[Math.min(Math.max(index, 0), text.length)];
    if (column >= marks.length) marks += " ".repeat(column - marks.length) + "^";
  }
  return `${indent}${shown}\n${indent}${marks}`;
}

/** Every error of `text` (from `diagnose`), each with a caret under it, then the message. */
export function errorsDiagram(text: string, errors: readonly UriError[], indent = "  "): string {
  const lines = [carets(text, errors.map((e) => e.index), indent)];
  // one error reads as before diagnose existed: the caret, then the message (which already names the index)
  for (const e of errors) lines.push(errors.length === 1 ? `${indent}${e.message}` : `${indent}at ${e.index}: ${e.message}`);
  return lines.join("\n");
}

/** "invalid URI reference:" for one error, "invalid URI reference (3 errors):" for more. */
export function invalidHeading(count: number): string {
  return count === 1 ? "invalid URI reference:" : `invalid URI reference (${count} errors):`;
}
