// The map module of `urikit split --repair --workers N`: the rows of split-worker.ts, with the repair code (it loads
// @urikit/security) loaded before the first batch. A split without --repair uses split-worker.ts and never loads it.
import { loadRepair } from "./split-rows.js";

await loadRepair();

export { default, call, recycle } from "./split-worker.js";
