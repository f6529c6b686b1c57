// Worker of the extract suite's probe: runs one named contender once over the text it is given and posts the count.
import { parentPort, workerData } from "node:worker_threads";
import { extractFunctions } from "./extract.bench.js";

const { input, name } = workerData as { input: string; name: string };
const entry = extractFunctions(input).find(([n]) => n === name);
parentPort!.postMessage(entry === undefined ? -1 : entry[1]());
