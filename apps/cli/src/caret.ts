// Pretty errors for people: the input, a caret under the first bad character, and the message.
import type { UriError } from "@urikit/uri";

/** Printable form of `text` for one terminal line: control characters shown as \xNN, and the column map. */
export function visible(text: string): { shown: string; columns: number[] } {
  let shown = "";
  const columns: number[] = [];
  for (let i = 0; i < text.length; i++) {
    columns.push(shown.length);
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) shown += "\\x" + c.toString(16).padStart(2, "0");
    else shown += text[i];
  }
  columns.push(shown.length);
  return { shown, columns };
}

/** Three lines: the input, a caret under `error.index`, and the error's message. */
export function caretDiagram(text: string, error: UriError, indent = "  "): string {
  const { shown, columns } = visible(text);
  const column = columns[Math.min(error.index, text.length)];
  return `${indent}${shown}\n${indent}${" ".repeat(column)}^\n${indent}${error.message}`;
}
