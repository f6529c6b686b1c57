/**
 * Name the type of `value` for an error message without touching it: no `toString()`, no `valueOf()`, no property
 * read (so a Proxy sees no trap but `Array.isArray`'s, which reads none): `"number"`, `"null"`, `"array"`, `"object"`.
 * RFC 3986 §2 <https://www.rfc-editor.org/rfc/rfc3986#section-2>
 */
export function typeName(value: unknown): string {
  // PERF: one try and one expression keep this small in every bundle that checks an argument (bundle size: packages/uri/test/size.test.ts holds the budget).
  try {
    // INVARIANT: Array.isArray reads no property (not even of a Proxy); it throws only for a revoked Proxy, which
    // is then an "object" like any other.
    if (Array.isArray(value)) return "array";
  } catch {
    // a revoked Proxy: fall through to typeof, which reads "object"
  }
  return value === null ? "null" : typeof value;
}

/**
 * Throw `TypeError` ("`caller`: expected a string, got number") unless `value` is a primitive string. A URI is a
 * sequence of characters (RFC 3986 §2); a `String` object, an array or an object with `toString` is not one, and
 * is refused before any of its methods or properties is touched.
 * RFC 3986 §2 <https://www.rfc-editor.org/rfc/rfc3986#section-2>
 */
export function expectString(value: unknown, caller: string, parameter?: string): asserts value is string {
  // The one message builder of every boundary check: "parse: expected a string, got number".
  if (typeof value !== "string") throw new TypeError(`${caller}: expected a string${parameter ? ` for ${parameter}` : ""}, got ${typeName(value)}`);
}
