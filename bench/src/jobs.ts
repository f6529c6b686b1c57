// The jobs the bench groups do, one per group, and the names of contenders whose job differs from their group's
// (each says so in its name). A ratio in the report or the README is only ever between contenders of one job.

/** The jobs, as printed in the table heading of every group that declares one (`Group.job`). */
export const JOBS = {
  split: "validate and split into components (string → components, every field read)",
  bulkSplit: "validate and split into components (file bytes → per-line offsets)",
  bulkHosts: "validate every line and read its host (file bytes → one host string per line)",
  normalize: "string → normalized string",
  resolve: "resolve a reference against a base → target string",
  resolveFixedBase: "resolve many references against one fixed base → target strings",
  validate: "validate only (string → boolean)",
} as const;

/** Node's `new URL()` in the split groups: it also serializes every component (WHATWG), a larger job. */
export const NODE_SPLIT = "new URL() (WHATWG parse + serialize, a larger job)";
/** The same with the URL objects kept and read in a second loop. */
export const PARSE_KEPT_NODE = "new URL(), results kept (WHATWG parse + serialize, a larger job)";
/** whatwg-url in the split groups. */
export const WHATWG_SPLIT = "whatwg-url (WHATWG parse + serialize, a larger job)";
/** uri-js `parse(s, { unicodeSupport: true })`: skips IDN conversion; its percent-encoding pass cannot be turned off. */
export const URIJS_SPLIT = "uri-js parse, least normalization (unicodeSupport: true)";
/** fast-uri `parse(s, { unicodeSupport: true })`: skips IDN conversion; its encoding pass cannot be turned off. */
export const FASTURI_SPLIT = "fast-uri parse, least normalization (unicodeSupport: true)";
/** urikit's normalizing parse (`@urikit/uri/compat`), the job uri-js and fast-uri do by default. */
export const COMPAT_PARSE = "urikit compat parse (split + normalize components, a larger job)";
/** uri-js `parse(s)` with its defaults: split + normalize components. */
export const URIJS_NORMALIZING = "uri-js parse, default (split + normalize components, a larger job)";
/** fast-uri `parse(s)` with its defaults: split + normalize components. */
export const FASTURI_NORMALIZING = "fast-uri parse, default (split + normalize components, a larger job)";
/** Node's baseline of the normalize groups. */
export const NODE_NORMALIZE = "new URL().href (WHATWG normalization)";
/** Node's baseline of the resolve groups. */
export const NODE_RESOLVE = "new URL(ref, base).href";
/** Node's baseline of the fixed-base resolve groups: the base `URL` made once. */
export const NODE_RESOLVE_CACHED = "new URL(ref, cachedBase).href";
/** `new URL()` in try/catch in the validate groups: a full parse to get a boolean. */
export const NODE_VALIDATE = "new URL() in try/catch (a full WHATWG parse)";
/** `new URL()` per pre-split line in the scan groups. */
export const NODE_SCAN = "new URL() per line (WHATWG parse + serialize, a larger job)";
/** `new URL().hostname` per pre-split line in the scan/read-* groups. */
export const NODE_HOSTNAME = "new URL().hostname per line (WHATWG parse + serialize, a larger job)";
/** url-parse in the split groups: a lenient split that validates nothing RFC 3986 requires. */
export const URLPARSE_SPLIT = "url-parse (lenient split, validates nothing RFC 3986 requires)";
/** urijs (URI.js) in the split groups: a lenient split. */
export const URIJS_LENIENT_SPLIT = "urijs (lenient split)";
/** The regular expression of RFC 3986 Appendix B: a split with no validation, the floor of the split groups. */
export const APPENDIX_B_SPLIT = "RFC 3986 App. B regex (split only, floor)";
/** The scan groups' floor: the split of each line by its delimiters in JS over the bytes, no validation. */
export const SPLIT_FLOOR = "split only, no validation (JS over bytes, floor)";
/** uri-js in the validate groups: it has no validator, so a full parse and a look at its error. */
export const URIJS_VALID = "uri-js parse().error === undefined (its nearest validator: a full parse)";
/** fast-uri in the validate groups: a full parse and a look at its error. */
export const FASTURI_VALID = "fast-uri parse().error === undefined (its nearest validator: a full parse)";
/** whatwg-url in the validate groups: a full WHATWG parse. */
export const WHATWG_VALID = "whatwg-url parseURL() !== null (a full WHATWG parse)";
