import type { UriComponents } from "@urikit/core";

/**
 * Recompose components into a URI reference as the pseudocode of §5.3 does, without the validation of core's
 * `serialize`: for the components `resolveComponents` returns from valid input, the text is valid by
 * construction (the property tests check it). Internal: not re-exported from the package.
 * RFC 3986 §5.3 <https://www.rfc-editor.org/rfc/rfc3986#section-5.3>
 */
export function recompose(components: UriComponents): string {
  let result = "";
  // if defined(scheme): append scheme and ":"
  if (components.scheme !== undefined) result += components.scheme + ":";
  // if defined(authority): append "//" and authority ([ userinfo "@" ] host [ ":" port ], §3.2)
  if (components.host !== undefined) {
    result += "//";
    if (components.userinfo !== undefined) result += components.userinfo + "@";
    result += components.host;
    if (components.port !== undefined) result += ":" + components.port;
  }
  // append path
  result += components.path;
  // if defined(query): append "?" and query
  if (components.query !== undefined) result += "?" + components.query;
  // if defined(fragment): append "#" and fragment
  if (components.fragment !== undefined) result += "#" + components.fragment;
  return result;
}
