export { UCSCHAR, IPRIVATE, isUcschar, isIprivate } from "./iri-char-class.js";
export { parseIri, parseIriReference, isIri, isIriReference } from "./parse-iri.js";
export { iriToUri } from "./iri-to-uri.js";
export { encodeIri } from "./encode-iri.js";
export { uriToIri, isAppropriateInIri, followsBidiStructure } from "./uri-to-iri.js";
