// Serve dist/ on localhost (the page needs http: for its module script). `pnpm playground` at the root builds and
// runs this; PORT chooses the port (default 5173). Also imported by the test, which asks for a free port (0).
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const DIST = fileURLToPath(new URL("../dist/", import.meta.url));
/** The page links the API documentation at `../docs/api/`: served from the repository's docs/api/ (TypeDoc's output). */
const API_DOCS = fileURLToPath(new URL("../../../docs/api/", import.meta.url));
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".map": "application/json",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/** Start the server on 127.0.0.1:`port`; resolves to the server and its URL. */
export function serve(port = 5173) {
  const server = createServer((request, response) => {
    let path;
    try {
      path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    } catch {
      response.writeHead(400, { "content-type": "text/plain" }).end("bad request");
      return;
    }
    const [root, rest] = path.startsWith("/docs/api/") ? [API_DOCS, path.slice("/docs/api/".length)] : [DIST, path.slice(1)];
    let file = normalize(join(root, rest === "" || rest.endsWith("/") ? `${rest}index.html` : rest));
    if (file.startsWith(root) && existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = server.address();
      resolve({ server, url: `http://127.0.0.1:${actual}/` });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(join(DIST, "index.html"))) {
    console.error("apps/playground/dist is missing: build it first (pnpm playground does)");
    process.exit(1);
  }
  const { url } = await serve(Number(process.env.PORT ?? 5173));
  console.log(`urikit playground: ${url}  (Ctrl-C stops it)`);
}
