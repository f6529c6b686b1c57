export { normalize } from "./normalize.js";
export type { NormalizeOptions } from "./normalize.js";
export { equivalent } from "./equivalent.js";
