import { serialize as recompose } from "@urikit/core";
import { typeName } from "@urikit/core/engine";
import { parseErrors } from "./parse.js";
import type { UriComponent } from "./uri-component.js";

/**
 * Recompose a uri-js / fast-uri components record into a URI reference (§5.3), adding the brackets of an IPv6
 * host given without them (`::1` → `[::1]`) and writing a numeric port in decimal. The result must parse back into
 * the same components, or `UriError` is thrown (a path `a:b` without scheme, a `#` in a query, a `/` in a host …):
 * nothing is escaped or repaired silently. A record that `parse` returned with `error` throws that `UriError` again.
 * RFC 3986 §5.3 <https://www.rfc-editor.org/rfc/rfc3986#section-5.3>
 */
export function serialize(components: UriComponent): string {
  if (typeof components !== "object" || components === null) {
    throw new TypeError(`serialize: expected a components object, got ${typeName(components)}`);
  }
  const failed = parseErrors.get(components);
  if (failed !== undefined) throw failed;
  if (components.error !== undefined && components.error !== "") throw new Error(`serialize: ${components.error}`);
  let host = components.host;
  // An IPv6address always holds ":", which no reg-name does (§3.2.2): bracket it back.
  if (host !== undefined && host.includes(":") && host.charCodeAt(0) !== 0x5b) host = `[${host}]`;
  const port = components.port;
  return recompose({
    scheme: components.scheme,
    userinfo: components.userinfo,
    host,
    port: port === undefined ? undefined : String(port),
    path: components.path ?? "",
    query: components.query,
    fragment: components.fragment,
  });
}
