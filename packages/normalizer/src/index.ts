export { normalize, tryNormalize } from "./normalize.js";
export type { NormalizeOptions } from "./normalize.js";
export { equivalent } from "./equivalent.js";
