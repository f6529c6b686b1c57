// Pretty errors for people: the input, a caret under the first bad character, and the message.
import type { UriError } from "@urikit/uri";
import { codePointName, isInvisible } from "./messages.js";

/**
 * Printable form of `text` for one terminal line: C0 controls and DEL shown as \xNN, other invisible characters as
 * <U+XXXX>, and the column map (UTF-16 index → column of the shown text).
 */
export function visible(text: string): { shown: string; columns: number[] } {
  let shown = "";
  const columns: number[] = [];
  for (let i = 0; i < text.length; i++) {
    columns.push(shown.length);
    const c = text.charCodeAt(i);
    const codePoint = text.codePointAt(i)!;
    if (c < 0x20 || c === 0x7f) shown += "\\x" + c.toString(16).padStart(2, "0");
    else if (isInvisible(codePoint)) {
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
