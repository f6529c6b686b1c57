// Helpers of the Chromium tests that load a bundle into a page: where Debian's Chromium is (the CHROMIUM variable,
// else `chromium` on PATH; .ci/run installs it with apt, nothing downloads a browser build), and a one-page server
// on 127.0.0.1 that sends the headers a test asks for (a Content-Security-Policy, say).
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { delimiter, join } from "node:path";

/** The Chromium executable: $CHROMIUM, else the first `chromium` or `chromium-browser` on PATH, else undefined. */
export function chromiumPath() {
  if (process.env.CHROMIUM) return process.env.CHROMIUM;
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    for (const name of ["chromium", "chromium-browser"]) if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/** Chromium's flags here: no sandbox (root), and none of the background connections a closed network refuses. */
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/**
 * Serve `/` (an HTML page loading `/app.js`) and `/app.js` (`script`) on 127.0.0.1, each with `headers`.
 * Resolves to { url, close }.
 */
export async function servePage(script, headers = {}) {
  const html = `<!doctype html><meta charset="utf-8"><title>test</title><script src="/app.js"></script>`;
  const server = createServer((request, response) => {
    const js = request.url === "/app.js";
    if (!js && request.url !== "/") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": js ? "text/javascript" : "text/html; charset=utf-8", ...headers });
    response.end(js ? script : html);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
