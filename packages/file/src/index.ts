export { fileUriToPath, pathToFileUri } from "./file-uri.js";
export type { FilePathOptions } from "./file-uri.js";
