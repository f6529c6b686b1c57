import { expectString, typeName } from "./expect-string.js";
import type { UriComponents } from "./components.js";
import { COMPONENT_NAMES, OFFSET_SLOTS } from "./offsets-layout.js";
import { offsetsError } from "./parse.js";
import { ERR_NONE, scanReference } from "./scan-uri-reference.js";
import { UriError } from "./uri-error.js";

const scratch = new Int32Array(OFFSET_SLOTS);
const placed = new Int32Array(OFFSET_SLOTS);

/**
 * Recompose components into a URI reference, and check that the result parses back into exactly these
 * components; throw `UriError` (its index points into the recomposed text) when it would not, e.g. a path `a:b`
 * without scheme, a `#` inside a query, a `/` inside a host, or a port without a host.
 * RFC 3986 §5.3 <https://www.rfc-editor.org/rfc/rfc3986#section-5.3>
 */
export function serialize(components: UriComponents): string {
  if (typeof components !== "object" || components === null || Array.isArray(components)) {
    throw new TypeError(`serialize: expected a components object, got ${typeName(components)}`);
  }
  const { scheme, userinfo, host, port, path, query, fragment } = components;
  // every component is a string, or undefined when absent (the path is always there)
  expectString(path, "serialize", "path");
  for (const [name, value] of [["scheme", scheme], ["userinfo", userinfo], ["host", host], ["port", port], ["query", query], ["fragment", fragment]] as const) {
    if (value !== undefined) expectString(value, "serialize", name);
  }
  placed.fill(-1);
  let result = "";
  const put = (slot: number, value: string): void => {
    placed[slot] = result.length;
    result += value;
    placed[slot + 1] = result.length;
  };
  // §5.3: the algorithm of the RFC, step by step
  if (scheme !== undefined) {
    put(0, scheme);
    result += ":";
  }
  if (host !== undefined) {
    result += "//";
    if (userinfo !== undefined) {
      put(2, userinfo);
      result += "@";
    }
    put(4, host);
    if (port !== undefined) {
      result += ":";
      put(6, port);
    }
  } else if (userinfo !== undefined || port !== undefined) {
    const name = userinfo !== undefined ? "userinfo" : "port";
    throw new UriError("unexpected-char", result.length, {
      rule: "authority",
      detail: `a ${name} needs a host, since only a host defines an authority`,
    });
  }
  // §3.3: "When authority is present, the path must either be empty or begin with a slash";
  // "When authority is not present, the path cannot begin with two slash characters".
  if (host !== undefined && path !== "" && path.charCodeAt(0) !== 0x2f) {
    throw new UriError("unexpected-char", result.length, {
      rule: "path",
      detail: `a path after an authority must be empty or begin with "/", found ${JSON.stringify(path[0])}`,
    });
  }
  if (host === undefined && path.startsWith("//")) {
    throw new UriError("unexpected-char", result.length + 1, {
      rule: "path",
      detail: `a path without an authority cannot begin with "//"`,
    });
  }
  put(8, path);
  if (query !== undefined) {
    result += "?";
    put(10, query);
  }
  if (fragment !== undefined) {
    result += "#";
    put(12, fragment);
  }

  if (scanReference(result, scratch) !== ERR_NONE) throw offsetsError(result, scratch);
  // The text is valid; each component must also come back whole, from where it was put.
  for (let k = 0; k < COMPONENT_NAMES.length; k++) {
    const start = placed[2 * k];
    const end = placed[2 * k + 1];
    const parsedStart = scratch[2 * k];
    const parsedEnd = scratch[2 * k + 1];
    if (start === parsedStart && end === parsedEnd) continue;
    const name = COMPONENT_NAMES[k];
    let index: number;
    if (start < 0) index = Math.max(0, parsedStart - 1); // a delimiter inside another component started this one
    else if (parsedStart !== start) index = start;
    else index = Math.min(parsedEnd < 0 ? start : parsedEnd, end);
    throw new UriError("unexpected-char", index, {
      rule: name,
      detail: `the ${name} would not parse back as given (a delimiter inside it splits ${JSON.stringify(result)} differently)`,
    });
  }
  return result;
}
