// Worker of the extract suite's probe: runs the named contenders once each over the text it is given, in order,
// posting each one's count as soon as it has it (so that the caller can stop a contender that does not finish and
// go on with the next ones in a new worker).
import { parentPort, workerData } from "node:worker_threads";
import { extractFunctions } from "./extract.bench.js";

const { input, names } = workerData as { input: string; names: readonly string[] };
const functions = new Map(extractFunctions(input));
for (const name of names) {
  const f = functions.get(name);
  parentPort!.postMessage({ name, count: f === undefined ? -1 : f() });
}
