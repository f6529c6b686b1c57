// `urikit path ARG...`: each file URI as a local path, each absolute path as a file URI (RFC 8089).
import { UriError, fileUriToPath, pathToFileUri } from "@urikit/uri";
import { defineCommand } from "../command.js";
import { EXIT_INVALID, EXIT_OK } from "../exit-codes.js";
import { OUTPUT } from "../options.js";

export const pathCommand = defineCommand({
  name: "path",
  summary: "turn each file URI given as an argument into a local path, and each absolute path into a file URI (RFC 8089)",
  description: `For each argument: a "file:" URI becomes the local path it names, anything else (an absolute path) becomes
its file URI; one line each. --windows reads and writes Windows paths (drive letters, UNC) instead of POSIX ones. A
URI with a query, a fragment or a remote host (POSIX) prints the error with its index.`,
  options: {
    windows: { type: "boolean", help: "Windows paths (C:\\x, \\\\server\\share) instead of POSIX ones" },
    output: { ...OUTPUT, help: "write to FILE instead of stdout" },
  },
  arguments: { name: "ARG", min: 1 },
  run(call) {
    const out = call.open([]);
    const options = { windows: call.values.windows };
    let status = EXIT_OK;
    for (const arg of call.positionals) {
      try {
        out.line(/^file:/i.test(arg) ? fileUriToPath(arg, options) : pathToFileUri(arg, options));
      } catch (e) {
        if (!UriError.is(e)) throw e;
        status = EXIT_INVALID;
        out.line(`invalid: ${e.message}`);
      }
    }
    out.flush();
    return status;
  },
});
