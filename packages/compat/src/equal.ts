import { equivalent } from "@urikit/normalizer";
import { serialize } from "./serialize.js";
import type { UriComponent } from "./uri-component.js";

/**
 * Whether two URI references (strings or components records) are equivalent under the normalization of §6.2.2
 * and §6.2.3. Never throws for text that is no URI reference: such a reference equals nothing, itself included
 * (as in fast-uri). A record that `serialize` refuses equals nothing either.
 * RFC 3986 §6.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2>
 * See also RFC 3986 §6.1
 */
export function equal(a: string | UriComponent, b: string | UriComponent): boolean {
  const x = asText(a);
  const y = asText(b);
  return x !== undefined && y !== undefined && equivalent(x, y);
}

function asText(value: string | UriComponent): string | undefined {
  if (typeof value === "string") return value;
  try {
    return serialize(value);
  } catch {
    return undefined;
  }
}
