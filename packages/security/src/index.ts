export { inspect } from "./inspect.js";
export type { InspectOptions } from "./inspect.js";
export { HAZARD_CODES, HAZARD_CITES } from "./hazard.js";
export type { Hazard, HazardCode, InspectResult } from "./hazard.js";
export { legacyIPv4 } from "./legacy-ipv4.js";
export { repair } from "./repair.js";
export type { Repaired, RepairEdit } from "./repair.js";
