// Regenerates the "Measured" table of the README from the payload lists in test/payloads/ (run after a build):
//   node packages/security/scripts/payload-table.mjs
// It rewrites the lines between <!-- payload-table --> and <!-- /payload-table --> and prints the table.
import { readFileSync, writeFileSync } from "node:fs";
import * as lib from "../dist/index.js";
import { measure, table } from "../test/payloads/measure.mjs";

const readmeUrl = new URL("../README.md", import.meta.url);
const text = table(await measure(lib));
const readme = readFileSync(readmeUrl, "utf8");
const start = readme.indexOf("<!-- payload-table -->");
const end = readme.indexOf("<!-- /payload-table -->");
if (start < 0 || end < start) throw new Error("README.md has no <!-- payload-table --> … <!-- /payload-table --> markers");
writeFileSync(readmeUrl, `${readme.slice(0, start)}<!-- payload-table -->\n${text}\n${readme.slice(end)}`);
process.stdout.write(`${text}\n`);
