// Remove the package's dist/ before its build, so a file whose source was deleted or renamed never lingers in a
// published tarball. Run from the package folder: `node ../../tools/clean-dist.mjs && tsc -p tsconfig.json`.
import { rmSync } from "node:fs";
import { resolve } from "node:path";

rmSync(resolve(process.cwd(), "dist"), { recursive: true, force: true });
