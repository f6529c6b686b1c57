// A whole process that does what `urikit extract` does with the library alone: the bytes of a file streamed through
// findUrisStream (the bench's `extract/one-line` group times it against the CLI on the same file).
import { createReadStream } from "node:fs";
import { findUrisStream } from "@urikit/text";

let found = 0;
for await (const match of findUrisStream(createReadStream(process.argv[2]!, { highWaterMark: 1 << 20 }), { lineNumbers: true })) {
  if (match.uri.length > 0) found++;
}
process.stdout.write(`${found}\n`);
