// @urikit/uri/node: everything of `@urikit/uri`, plus the Node-only file scanner (`scanFile`, worker threads) of
// @urikit/scanner/node. Import this entry in Node, Deno or Bun when you read files; the `.` entry stays free of
// `node:` imports so that it bundles for a browser (STYLE A9).
export * from "./index.js";
export { COUNT_BY, countFile, mapFile, scanFile, scanFileWorkers } from "@urikit/scanner/node";
export type { CountBy, CountFileOptions, FileCounts, MapFileOptions, MappedBatch, MappedValue, ScanFileOptions } from "@urikit/scanner/node";
