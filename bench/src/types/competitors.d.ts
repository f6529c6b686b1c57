// Minimal local declarations for competitors that ship no types (only what the suites call).

declare module "whatwg-url" {
  export class URL {
    constructor(url: string, base?: string);
    static canParse(url: string, base?: string): boolean;
    readonly href: string;
    readonly protocol: string;
    readonly username: string;
    readonly password: string;
    readonly hostname: string;
    readonly port: string;
    readonly pathname: string;
    readonly search: string;
    readonly hash: string;
  }
  export function parseURL(input: string, options?: { baseURL?: unknown }): object | null;
}

declare module "url-parse" {
  class Url {
    constructor(address: string, location?: string | object, parser?: boolean);
    readonly href: string;
    readonly protocol: string;
    readonly username: string;
    readonly password: string;
    readonly hostname: string;
    readonly port: string;
    readonly pathname: string;
    readonly query: string;
    readonly hash: string;
  }
  export default Url;
}

declare module "urijs" {
  interface URIInstance {
    protocol(): string;
    username(): string;
    password(): string;
    hostname(): string;
    port(): string;
    path(): string;
    query(): string;
    fragment(): string;
    normalize(): URIInstance;
    absoluteTo(base: string | URIInstance): URIInstance;
    toString(): string;
  }
  function URI(value: string, base?: string): URIInstance;
  export default URI;
}

declare module "url-regex-safe" {
  /** url-regex-safe 4: a global RegExp matching URLs (RE2 when installed, else a native RegExp). */
  export default function urlRegexSafe(options?: Record<string, unknown>): RegExp;
}
