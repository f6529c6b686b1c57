import { normalizeOrUndefined, type NormalizeOptions } from "./normalize.js";

/**
 * Whether two URI references are equivalent by the comparison ladder of RFC 3986 §6.2 up to scheme-based
 * normalization: their {@link normalize} forms (with the same `options`) are equal strings. False, never a throw,
 * when either is not a URI reference.
 * RFC 3986 §6.1 <https://www.rfc-editor.org/rfc/rfc3986#section-6.1>
 * See also RFC 3986 §6.2.2, §6.2.3
 */
export function equivalent(a: string, b: string, options?: NormalizeOptions): boolean {
  if (typeof a !== "string") return false;
  if (typeof b !== "string") return false;
  const left = normalizeOrUndefined(a, options);
  if (left === undefined) return false;
  const right = a === b ? left : normalizeOrUndefined(b, options);
  return right !== undefined && left === right;
}
