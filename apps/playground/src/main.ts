// The urikit playground: every panel calls the public API of @urikit/uri in the page, nothing leaves the browser.
import * as uri from "@urikit/uri";
import { COMPONENT_NAMES, OFFSET_SLOTS, scanUriReference } from "@urikit/uri/offsets";

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

const uriInput = $<HTMLInputElement>("uri");
const baseInput = $<HTMLInputElement>("base");
const spans = $("spans");
const errorBox = $("error");
const caret = $("caret");
const errorMessage = $("error-message");
const componentRows = $<HTMLTableElement>("components").tBodies[0]!;
const normalized = $("normalized");
const resolved = $("resolved");
const hazardList = $("hazards");
const hazardsNone = $("hazards-none");
const textArea = $<HTMLTextAreaElement>("text");
const abbreviated = $<HTMLInputElement>("abbreviated");
const found = $("found");
const bulk = $<HTMLTextAreaElement>("bulk");
const scanStats = $("scan-stats");
const scanRows = $<HTMLTableElement>("scan-rows").tBodies[0]!;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className !== undefined) node.className = className;
  return node;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const offsets = new Int32Array(OFFSET_SLOTS);

/** The input as coloured spans, one per component (from the component offsets); delimiters stay grey. */
function renderSpans(text: string, valid: boolean): void {
  const classOf: string[] = new Array(text.length).fill("c-delim");
  if (valid) {
    COMPONENT_NAMES.forEach((name, k) => {
      const start = offsets[2 * k]!;
      const end = offsets[2 * k + 1]!;
      for (let i = start; i >= 0 && i < end; i++) classOf[i] = `c-${name}`;
    });
  }
  spans.replaceChildren();
  let i = 0;
  while (i < text.length) {
    let j = i + 1;
    while (j < text.length && classOf[j] === classOf[i]) j++;
    const span = element("span", text.slice(i, j), classOf[i]);
    if (classOf[i] !== "c-delim") span.dataset.component = classOf[i]!.slice(2);
    spans.append(span);
    i = j;
  }
}

/** Each component's value, with absent (`undefined`) and empty (`""`) told apart (RFC 3986 §5.3 needs both). */
function renderComponents(parsed: Record<string, string | undefined> | undefined): void {
  componentRows.replaceChildren();
  for (const name of COMPONENT_NAMES) {
    const value = parsed?.[name];
    const row = document.createElement("tr");
    row.dataset.component = name;
    row.append(element("td", name, `c-${name}`));
    if (parsed === undefined) row.append(element("td", "—", "absent"));
    else if (value === undefined) row.append(element("td", "absent", "absent"));
    else if (value === "") row.append(element("td", "empty", "empty"));
    else row.append(element("td", value));
    componentRows.append(row);
  }
}

function renderError(text: string, error: unknown): void {
  errorBox.hidden = false;
  const index = uri.UriError.is(error) ? error.index : -1;
  caret.textContent = index >= 0 ? `${text}\n${" ".repeat(index)}^` : text;
  errorMessage.textContent = messageOf(error);
}

function update(): void {
  const text = uriInput.value;
  const valid = scanUriReference(text, offsets) === 0;
  renderSpans(text, valid);
  errorBox.hidden = true;
  let parsed: Record<string, string | undefined> | undefined;
  try {
    parsed = { ...uri.parse(text) };
  } catch (error) {
    renderError(text, error);
  }
  renderComponents(parsed);
  try {
    normalized.textContent = uri.normalize(text);
  } catch (error) {
    normalized.textContent = messageOf(error);
  }
  try {
    resolved.textContent = uri.resolve(baseInput.value, text);
  } catch (error) {
    resolved.textContent = messageOf(error);
  }
  renderHazards(text);
}

/**
 * The RFC 3986 §7 hazards of `text` (from `inspect`), one item each: its code, its message, the component it is
 * in with the RFC section, and the input with a caret under the character where it starts.
 */
function renderHazards(text: string): void {
  hazardList.replaceChildren();
  const { hazards } = uri.inspect(text);
  hazardsNone.hidden = hazards.length > 0;
  for (const hazard of hazards) {
    const item = document.createElement("li");
    item.dataset.code = hazard.code;
    const head = element("p", "");
    head.append(element("code", hazard.code, "hazard-code"), " ", element("span", hazard.message, "hazard-message"));
    const where = element("p", `in ${hazard.component} · `, "hazard-where");
    // A cite reads "RFC 3986 §7.6 <https://…>": the section as a link.
    const cite = /^(.*?) <(https:[^>]+)>$/.exec(hazard.cite);
    if (cite === null) where.append(hazard.cite);
    else where.append(Object.assign(element("a", cite[1]!), { href: cite[2]! }));
    const at = Math.min(Math.max(hazard.index, 0), text.length);
    item.append(head, where, element("pre", `${text}\n${" ".repeat(at)}^`, "mono hazard-caret"));
    hazardList.append(item);
  }
}

function updateFound(): void {
  found.replaceChildren();
  for (const match of uri.findUris(textArea.value, { abbreviated: abbreviated.checked })) {
    const item = element("li", `${match.start}–${match.end} `);
    item.append(element("mark", match.uri));
    found.append(item);
  }
}

let scanner: Promise<uri.Scanner> | undefined;

/** Split `bytes` (UTF-8, one URI per line) with the WASM scanner and show counts, throughput and the first rows. */
async function scanBytes(bytes: Uint8Array, source: string): Promise<void> {
  scanner ??= uri.createScanner();
  const s = await scanner;
  const t0 = performance.now();
  const result = s.scan(bytes);
  const ms = Math.max(performance.now() - t0, 0.001);
  let valid = 0;
  for (let i = 0; i < result.length; i++) if (result.isValid(i)) valid++;
  const mbps = bytes.length / 1e6 / (ms / 1000);
  const uris = result.length / 1e6 / (ms / 1000);
  scanStats.textContent =
    `${source}: ${result.length.toLocaleString("en")} lines, ${valid.toLocaleString("en")} valid, ` +
    `${(result.length - valid).toLocaleString("en")} invalid · engine ${s.engine} · ${ms.toFixed(1)} ms · ` +
    `${mbps.toFixed(0)} MB/s · ${uris.toFixed(2)} M URIs/s`;
  Object.assign(scanStats.dataset, { engine: s.engine, lines: String(result.length), valid: String(valid) });
  scanRows.replaceChildren();
  for (let i = 0; i < Math.min(result.length, 12); i++) {
    const row = document.createElement("tr");
    const error = result.error(i);
    row.append(
      element("td", String(i + 1)),
      element("td", result.isValid(i) ? "yes" : "no"),
      element("td", result.scheme(i) ?? ""),
      element("td", result.host(i) ?? ""),
      element("td", result.path(i) ?? result.line(i)),
      element("td", error === undefined ? "" : `${error.code} at ${error.index}`),
    );
    scanRows.append(row);
  }
}

/** A deterministic list of URLs, valid and invalid, to show the scanner's throughput. */
function sampleUrls(count: number): string {
  const lines: string[] = [];
  const hosts = ["example.com", "www.example.org", "[2001:db8::7]", "192.0.2.1", "xn--bcher-kva.example", "cdn.example.net:8443"];
  for (let i = 0; i < count; i++) {
    const host = hosts[i % hosts.length];
    if (i % 97 === 0) lines.push(`http://${host}/bad path ${i}`);
    else if (i % 5 === 0) lines.push(`https://${host}/search?q=item${i}&page=${i % 13}#results`);
    else lines.push(`https://${host}/assets/${i % 331}/file-${i}.js`);
  }
  return lines.join("\n");
}

uriInput.addEventListener("input", update);
baseInput.addEventListener("input", update);
textArea.addEventListener("input", updateFound);
abbreviated.addEventListener("change", updateFound);
$("scan").addEventListener("click", () => void scanBytes(new TextEncoder().encode(bulk.value), "pasted"));
// The sample goes into the text area (so Scan, or an edit, works on what the page shows), then is scanned. 20,000
// lines (about 0.9 MB): a text area holding several MB makes the page sluggish.
const SAMPLE_LINES = 20_000;
$("sample").addEventListener("click", () => {
  bulk.value = sampleUrls(SAMPLE_LINES);
  void scanBytes(new TextEncoder().encode(bulk.value), `${SAMPLE_LINES.toLocaleString("en")} sample URLs`);
});
const scanPanel = $("scan-panel");
scanPanel.addEventListener("dragover", (event) => event.preventDefault());
scanPanel.addEventListener("drop", (event) => {
  event.preventDefault();
  const file = event.dataTransfer?.files[0];
  if (file !== undefined) void file.arrayBuffer().then((buffer) => scanBytes(new Uint8Array(buffer), file.name));
});

/**
 * The API documentation exists only once `pnpm docs` has built docs/api/: show its link only when the page is
 * there, so the playground never links to a 404.
 */
async function showApiDocsLink(): Promise<void> {
  try {
    const response = await fetch(new URL("../docs/api/index.html", location.href), { method: "HEAD" });
    $("api-docs-item").hidden = !response.ok;
  } catch {
    // Opened from file: or offline: leave the link hidden.
  }
}

update();
updateFound();
void showApiDocsLink().then(() => {
  document.body.dataset.ready = "true";
});
