// @urikit/scanner/node: the Node-only part of the scanner (files and worker threads). Kept off the `.` entry so
// that a browser bundle of @urikit/scanner never sees a `node:` import (STYLE A9); Deno and Bun run it too.
export { mapFile, scanFile, scanFileWorkers } from "./scan-file.js";
export type { MapFileOptions, MappedBatch, ScanFileOptions } from "./scan-file.js";
export type { MappedValue } from "./scan-worker.js";
export { countFile } from "./count-file.js";
export type { CountFileOptions, FileCounts } from "./count-file.js";
export { COUNT_BY } from "./tally.js";
export type { CountBy } from "./tally.js";
