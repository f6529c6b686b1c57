const MARK = Symbol.for("urikit.TemplateError");

/**
 * What went wrong with a URI Template:
 * - `unclosed-expression`: a `{` with no `}` (or another `{` inside it).
 * - `unexpected-char`: a `}` outside an expression, or a character that no rule of the expression takes.
 * - `invalid-literal`: a character outside `literals` (space, `"`, `'`, `<`, `>`, `\`, `^`, `` ` ``, `|`, a bad `%`).
 * - `invalid-operator`: an operator reserved for future extensions (`=`, `,`, `!`, `@`, `|`).
 * - `invalid-varname`: a variable name that breaks `varname` (empty, `..`, a trailing `.`, a bad `%`).
 * - `invalid-modifier`: a prefix length that is not 1 to 9999.
 * - `prefix-on-composite`: a prefix modifier on a list or associative array value (§2.4.1), found when expanding.
 * - `invalid-value`: a variable value that is not a string, number, boolean, list or associative array.
 * - `unsupported-match`: `matchTemplate` on a level 4 template (prefix or explode modifiers).
 */
export type TemplateErrorCode =
  | "unclosed-expression"
  | "unexpected-char"
  | "invalid-literal"
  | "invalid-operator"
  | "invalid-varname"
  | "invalid-modifier"
  | "prefix-on-composite"
  | "invalid-value"
  | "unsupported-match";

/**
 * The error of an invalid URI Template or of an expansion that cannot be done: a code, and the UTF-16 index in
 * the template of the first character in the way (the template's length when it ends too early).
 * ```abnf
 * URI-Template  = *( literals / expression )
 * ```
 * RFC 6570 §3 <https://www.rfc-editor.org/rfc/rfc6570#section-3>
 * See also RFC 6570 §2, §3.2.1
 */
export class TemplateError extends Error {
  override name = "TemplateError";
  declare readonly code: TemplateErrorCode;
  declare readonly index: number;
  readonly [MARK] = true;

  constructor(code: TemplateErrorCode, index: number, detail: string) {
    super(`${detail} at index ${index} (${code}, RFC 6570)`);
    this.code = code;
    this.index = index;
  }

  /** Whether `value` is a `TemplateError`, also one thrown by another installed copy of urikit. */
  static is(value: unknown): value is TemplateError {
    return typeof value === "object" && value !== null && MARK in value;
  }
}
