export { createScanner } from "./create-scanner.js";
export type { Scanner, ScannerOptions, ScanEngineChoice } from "./create-scanner.js";
export type { ScanEngineName } from "./scan-engine.js";
export { ScanResult } from "./scan-result.js";
export type { ScanEntry, ScanError } from "./scan-result.js";
export { LAYOUT_VERSION, SLOT_COUNT, ERROR_CODE_NAMES } from "./layout.js";
export { scanStream, scanTransform } from "./scan-stream.js";
export type { ScanStreamOptions, ByteSource } from "./scan-stream.js";
