import { UriError, isUriReference, parseUriReference } from "@urikit/core";
import { expectString, typeName } from "@urikit/core/engine";
import { resolve } from "@urikit/resolver";
import { HtmlDecoder, encodingOf, type InvalidBytes } from "./decode-html.js";
import { LinkTokenizer, type RawLink } from "./link-tokenizer.js";

/**
 * A link of an HTML document: where it stands, and the URI it denotes.
 * RFC 3986 §5.1 <https://www.rfc-editor.org/rfc/rfc3986#section-5.1>
 */
export interface HtmlLink {
  /** Element name, lower case: `a`, `img`, `meta`, … (the elements of the README's "What counts"). */
  element: string;
  /** Attribute name, lower case: `href`, `src`, `srcset`, `poster`, `data`, `cite`, `action` or `content`. */
  attribute: string;
  /**
   * The attribute value, character references decoded, surrounding ASCII whitespace stripped; for `srcset`, one
   * candidate's URL (one link per candidate); for `<meta http-equiv=refresh>`, the URL of its `content`.
   */
  value: string;
  /** Index of the first code unit of the raw value (or of the candidate's or refresh URL's) in the HTML. */
  start: number;
  /** Index after its last code unit. */
  end: number;
  /** The target URI, `resolve(base, value)` (RFC 3986 §5.2), when `value` is a valid URI reference. */
  uri?: string;
  /** Why there is no `uri`: `value` is not a URI reference, or it is relative and the document has no base. */
  error?: UriError;
  /**
   * From byte input: the byte offsets of the invalid byte sequences inside the raw value (each decoded as U+FFFD,
   * which no URI holds, so `error` is set too). Absent when there are none.
   */
  invalidBytes?: number[];
}

/** Options of {@link extractLinks}. */
export interface ExtractLinksOptions {
  /** The URI the document was retrieved from (RFC 3986 §5.1.3): the base when no `<base href>` sets one. */
  documentUri?: string;
}

/** Options of {@link extractLinksStream}. */
export interface ExtractLinksStreamOptions extends ExtractLinksOptions {
  /**
   * The `href` of the document's first `<base href>`, as {@link findBaseHref} gives it: `undefined` when the
   * document has none. When the key is present (even with `undefined`), links stream out as they are read in flat
   * memory; when the key is absent, the base is unknown and links are held until the end of the document, because a
   * `<base>` anywhere applies to the links before it too.
   */
  baseHref?: string | undefined;
  /**
   * The encoding of byte input as the transport layer gives it (an HTTP `charset`), as a WHATWG label: it wins over
   * a `<meta>` declaration, a byte order mark wins over it. Unknown labels are a RangeError.
   */
  encoding?: string;
  /** Called for each invalid byte sequence of byte input (see {@link InvalidBytes}), in order. */
  onInvalidBytes?: (problem: InvalidBytes) => void;
}

/** Options of {@link findBaseHref}. */
export interface FindBaseHrefOptions {
  /** As {@link ExtractLinksStreamOptions.encoding}. */
  encoding?: string;
}

/**
 * Anything that yields HTML text chunks or byte chunks (all of one kind): a Node `Readable`, a Web `ReadableStream`,
 * an (async) iterable. Bytes are decoded as the README's "Encodings" says.
 */
export type HtmlSource = AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array> | ReadableStream<string | Uint8Array>;

function readOptions(options: unknown, caller: string, keys: readonly string[]): Record<string, unknown> {
  if (options === undefined) return {};
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new TypeError(`${caller}: expected an options object, got ${typeName(options)}`);
  }
  for (const key of Object.keys(options)) if (!keys.includes(key)) throw new RangeError(`${caller}: unknown option ${JSON.stringify(key)}`);
  return options as Record<string, unknown>;
}

/** Check `documentUri`: a URI with a scheme (RFC 3986 §5.1: a base URI is absolute); its fragment is ignored. */
function checkDocumentUri(value: unknown, caller: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new RangeError(`${caller}: option "documentUri" must be a string, got ${typeName(value)}`);
  const parsed = parseUriReference(value);
  if (parsed.scheme === undefined) {
    throw new UriError("base-not-absolute", 0, {
      rule: "base URI",
      detail: "documentUri must be an absolute URI (a scheme, then \":\")",
      subject: "base",
    });
  }
  return value;
}

/**
 * The base URI of a document (draft-fielding-uri-rfc2396bis-01 Appendix D, RFC 3986 §5.1.1–§5.1.3): the first
 * `<base href>` resolved against the document URI when it is relative, else the document URI; `undefined` when
 * there is neither, or when a relative `<base href>` has no document URI to resolve against.
 */
function documentBase(baseHref: string | undefined, documentUri: string | undefined): string | undefined {
  if (baseHref !== undefined && isUriReference(baseHref)) {
    // §5.1.1 Base URI Embedded in Content; a relative one is resolved against the URI of the document (§5.1.3).
    if (documentUri !== undefined) return resolve(documentUri, baseHref);
    if (parseUriReference(baseHref).scheme !== undefined) return baseHref;
    return undefined;
  }
  return documentUri; // §5.1.3 Base URI from the Retrieval URI
}

function noBase(): UriError {
  return new UriError("base-not-absolute", 0, {
    rule: "base URI",
    detail: "a relative reference needs a base URI: the document has no <base href> and no documentUri was given",
    subject: "base",
  });
}

/**
 * Resolve one raw link: against `documentUri` for a `<base href>` (that is how its own URI is obtained), against
 * the document's base for every other link.
 */
function resolveLink(link: RawLink, base: string | undefined, documentUri: string | undefined): HtmlLink {
  const out: HtmlLink = { ...link };
  const against = link.element === "base" ? documentUri : base;
  if (!isUriReference(link.value)) {
    try {
      parseUriReference(link.value);
    } catch (e) {
      if (!UriError.is(e)) throw e;
      out.error = e;
    }
    return out;
  }
  if (against !== undefined) out.uri = resolve(against, link.value);
  else if (parseUriReference(link.value).scheme !== undefined) out.uri = link.value;
  else out.error = noBase();
  return out;
}

/**
 * Every link of an HTML document in document order (`href`, `src`, every `srcset` candidate, `poster`, `data`,
 * `cite`, `action`, a `<meta http-equiv=refresh>` URL: the README's "What counts"), each with its raw-value
 * offsets and its target URI, resolved against the
 * base the document sets with its first `<base href>` (for links before that element too), else `documentUri`.
 * RFC 3986 §5.1.1 <https://www.rfc-editor.org/rfc/rfc3986#section-5.1.1>
 * See also draft-fielding-uri-rfc2396bis-01 Appendix D, RFC 1808 §10.
 */
export function extractLinks(html: string, options?: ExtractLinksOptions): HtmlLink[] {
  expectString(html, "extractLinks");
  const documentUri = checkDocumentUri(readOptions(options, "extractLinks", ["documentUri"]).documentUri, "extractLinks");
  const raw: RawLink[] = [];
  const tokenizer = new LinkTokenizer((link) => raw.push(link));
  tokenizer.write(html);
  tokenizer.end();
  const baseLink = raw.find((link) => link.element === "base");
  const base = documentBase(baseLink?.value, documentUri);
  return raw.map((link) => resolveLink(link, base, documentUri));
}

/** Decode a source into text chunks (bytes as UTF-8). */
/** Check the `encoding` option: a label TextDecoder knows; its WHATWG name. */
function checkEncoding(value: unknown, caller: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw new RangeError(`${caller}: option "encoding" must be a string, got ${typeName(value)}`);
  const encoding = encodingOf(value);
  if (encoding === undefined) throw new RangeError(`${caller}: option "encoding": unknown encoding label ${JSON.stringify(value)}`);
  return encoding;
}

const IGNORE = (): void => {};

/**
 * Decode a source into text chunks: bytes by {@link HtmlDecoder} (byte order mark, `encoding`, `<meta>` prescan,
 * else UTF-8), each invalid byte sequence reported to `onInvalid`.
 */
async function* textChunks(
  source: HtmlSource,
  caller: string,
  encoding: string | undefined,
  onInvalid: (problem: InvalidBytes) => void = IGNORE,
): AsyncGenerator<string> {
  if (typeof source !== "object" || source === null) {
    throw new TypeError(`${caller}: expected an iterable or a ReadableStream of chunks, got ${typeName(source)}`);
  }
  let iterable: AsyncIterable<unknown> | Iterable<unknown>;
  if (Symbol.asyncIterator in source || Symbol.iterator in source) iterable = source as AsyncIterable<unknown>;
  else if (typeof (source as ReadableStream).getReader === "function") iterable = readerChunks(source as ReadableStream<unknown>);
  else throw new TypeError(`${caller}: expected an iterable or a ReadableStream of chunks, got ${typeName(source)}`);
  let decoder: HtmlDecoder | undefined;
  let strings = false;
  for await (const chunk of iterable) {
    if (typeof chunk === "string" && decoder === undefined) {
      strings = true;
      yield chunk;
    } else if (chunk instanceof Uint8Array && !strings) yield (decoder ??= new HtmlDecoder(encoding, onInvalid)).write(chunk);
    else if (typeof chunk === "string" || chunk instanceof Uint8Array) throw new TypeError(`${caller}: chunks must be all strings or all Uint8Array`);
    else throw new TypeError(`${caller}: chunks must be strings or Uint8Array, got ${typeName(chunk)}`);
  }
  if (decoder !== undefined) yield decoder.end();
}

async function* readerChunks(stream: ReadableStream<unknown>): AsyncGenerator<unknown> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * The `href` of the first `<base>` element that has one (decoded, whitespace stripped), or `undefined`: reading stops
 * there, so a second pass over a large file can stream its links with {@link extractLinksStream}.
 * RFC 3986 §5.1.1 <https://www.rfc-editor.org/rfc/rfc3986#section-5.1.1>
 */
export async function findBaseHref(source: HtmlSource, options?: FindBaseHrefOptions): Promise<string | undefined> {
  const encoding = checkEncoding(readOptions(options, "findBaseHref", ["encoding"]).encoding, "findBaseHref");
  let found: string | undefined;
  const tokenizer = new LinkTokenizer(
    (link) => {
      if (found === undefined) {
        found = link.value;
        tokenizer.pause();
      }
    },
    { base: ["href"] },
  );
  for await (const chunk of textChunks(source, "findBaseHref", encoding)) {
    tokenizer.write(chunk);
    if (found !== undefined) return found;
  }
  tokenizer.end();
  return found;
}

/**
 * {@link extractLinks} over a document that arrives in chunks (text, or bytes in the encoding that a byte order mark,
 * `encoding` or a `<meta>` gives, else UTF-8); offsets are UTF-16 indexes of the decoded document. Each invalid byte
 * sequence goes to `onInvalidBytes`, and a link whose value holds one lists it in `invalidBytes`. With `baseHref`
 * known, memory is flat whatever the document's size.
 * RFC 3986 §5.1.1 <https://www.rfc-editor.org/rfc/rfc3986#section-5.1.1>
 */
export async function* extractLinksStream(source: HtmlSource, options?: ExtractLinksStreamOptions): AsyncGenerator<HtmlLink, void, undefined> {
  const read = readOptions(options, "extractLinksStream", ["documentUri", "baseHref", "encoding", "onInvalidBytes"]);
  const encoding = checkEncoding(read.encoding, "extractLinksStream");
  const onInvalidBytes = read.onInvalidBytes;
  if (onInvalidBytes !== undefined && typeof onInvalidBytes !== "function") {
    throw new RangeError(`extractLinksStream: option "onInvalidBytes" must be a function, got ${typeName(onInvalidBytes)}`);
  }
  const documentUri = checkDocumentUri(read.documentUri, "extractLinksStream");
  const baseHref = read.baseHref;
  if (baseHref !== undefined && typeof baseHref !== "string") {
    throw new RangeError(`extractLinksStream: option "baseHref" must be a string or undefined, got ${typeName(baseHref)}`);
  }
  // The key, not its value, says whether the base is known: `{ baseHref: await findBaseHref(…) }` is known.
  const known = Object.hasOwn(read, "baseHref");
  const base = known ? documentBase(baseHref, documentUri) : undefined;
  // The invalid byte sequences that a link still to come may hold, in order (links come in the order they start).
  let problems: InvalidBytes[] = [];
  let first = 0;
  const onInvalid = (problem: InvalidBytes): void => {
    (onInvalidBytes as ((problem: InvalidBytes) => void) | undefined)?.(problem);
    problems.push(problem);
  };
  const pending: (RawLink & { invalidBytes?: number[] })[] = [];
  const tokenizer = new LinkTokenizer((link: RawLink & { invalidBytes?: number[] }) => {
    while (first < problems.length && problems[first].index < link.start) first++;
    for (let k = first; k < problems.length && problems[k].index < link.end; k++) (link.invalidBytes ??= []).push(problems[k].byteOffset);
    pending.push(link);
  });
  const held: RawLink[] = [];
  for await (const chunk of textChunks(source, "extractLinksStream", encoding, onInvalid)) {
    tokenizer.write(chunk);
    // Drop the problems no link to come can hold (memory stays flat on a page full of invalid bytes).
    const from = tokenizer.pendingFrom;
    while (first < problems.length && problems[first].index < from) first++;
    if (first > 64 && first * 2 > problems.length) {
      problems = problems.slice(first);
      first = 0;
    }
    if (known) for (const link of pending) yield resolveLink(link, base, documentUri);
    else held.push(...pending);
    pending.length = 0;
  }
  tokenizer.end();
  if (known) {
    for (const link of pending) yield resolveLink(link, base, documentUri);
    return;
  }
  held.push(...pending);
  const lateBase = documentBase(held.find((link) => link.element === "base")?.value, documentUri);
  for (const link of held) yield resolveLink(link, lateBase, documentUri);
}
