export { extractLinks, extractLinksStream, findBaseHref } from "./extract-links.js";
export type { HtmlLink, ExtractLinksOptions, ExtractLinksStreamOptions, HtmlSource } from "./extract-links.js";
