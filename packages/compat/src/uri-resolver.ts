import { equal } from "./equal.js";
import { normalize } from "./normalize.js";
import { parse } from "./parse.js";
import { resolve } from "./resolve.js";
import { serialize } from "./serialize.js";

/**
 * The uri-js / fast-uri module shape in one object: pass it as Ajv's `uriResolver` option
 * (`new Ajv({ uriResolver })`). Its functions use no `this` (Ajv calls `resolve` unbound).
 * RFC 3986 §5.2 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2>
 */
export const uriResolver = { parse, resolve, serialize, equal, normalize } as const;
