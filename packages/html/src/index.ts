export { extractLinks, extractLinksStream, findBaseHref } from "./extract-links.js";
export type { HtmlLink, ExtractLinksOptions, ExtractLinksStreamOptions, FindBaseHrefOptions, HtmlSource } from "./extract-links.js";
export type { InvalidBytes } from "./decode-html.js";
