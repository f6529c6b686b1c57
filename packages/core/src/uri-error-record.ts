import { UriError, type UriErrorOptions } from "./uri-error.js";

/** A `UriError` made by {@link uriErrorRecord}, while it is filled in. */
type Fields = { -readonly [K in keyof UriError]: UriError[K] };

/**
 * The prototype of the errors `uriErrorRecord` makes: `UriError.prototype` beneath, and `message` and `stack`
 * computed when read (an `Error` has both as own properties); assigning either makes it an own property, as on any
 * `Error`.
 */
const RECORD: object = Object.create(UriError.prototype);
for (const key of ["message", "stack"] as const) {
  Object.defineProperty(RECORD, key, {
    get(this: Fields): string {
      // The message as `new UriError` words it, made when read (rarely, next to the many errors only counted).
      return key === "stack" ? `${this.name}: ${this.message}` : new UriError(this.code, this.index, this).message;
    },
    set(this: Fields, value: unknown) {
      Object.defineProperty(this, key, { value, writable: true, configurable: true });
    },
    configurable: true,
  });
}

/**
 * A `UriError` for `parse`, `tryParse`, `diagnose` and the other bulk paths (`errorRecordFromOffsets`), made
 * without Error's constructor unless {@link UriError.captureStackTraces} is `true`: an object whose prototype chain
 * holds `UriError.prototype` (`instanceof UriError`, `instanceof Error` and `UriError.is` hold), with the own fields
 * of one made by `new UriError` (`code`, `index`, `rule`, `subject`, `detail`, in that order) and the same `message`
 * and `stack`, computed when read. Only `util.types.isNativeError` (and `structuredClone`, which copies the own
 * fields alone) tell the two apart.
 * PERF: the engine's Error constructor costs about 500 ns even with no stack trace to capture, 50 times the rest of
 * an error, and bulk input is full of invalid lines (bench: as-used/parse-kasztp); thrown too, since catching costs
 * little beside it. A separate module, so that bundles that never parse (`serialize` alone) leave it out.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function uriErrorRecord(code: UriError["code"], index: number, options: UriErrorOptions): UriError {
  if (UriError.captureStackTraces || options.cite !== undefined) return new UriError(code, index, options);
  const error = Object.create(RECORD) as Fields;
  error.code = code;
  error.index = index;
  error.rule = options.rule;
  error.subject = options.subject ?? "input";
  error.detail = options.detail;
  return error;
}
