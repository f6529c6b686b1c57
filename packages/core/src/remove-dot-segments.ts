/**
 * Remove the special "." and ".." complete segments from a path, as the RFC's loop does, in linear time.
 * The output is kept as a list of segments (each with its leading "/", if any) so that step 2C drops the last
 * one without searching the text.
 * ```abnf
 * segment = *pchar
 * ```
 * RFC 3986 §5.2.4 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4>
 */
export function removeDotSegments(path: string): string {
  // Fast path: no "." segment at all (the common case) means nothing to do.
  if (!hasDotSegment(path)) return path;
  const output: string[] = [];
  const end = path.length;
  let i = 0; // the input buffer is path.slice(i)
  while (i < end) {
    // 2A: "../" or "./" prefix → remove it
    if (startsWithAt(path, i, "../")) {
      i += 3;
      continue;
    }
    if (startsWithAt(path, i, "./")) {
      i += 2;
      continue;
    }
    // 2B: "/./" → "/" (continue at the second "/"); "/." as the whole rest → "/"
    if (startsWithAt(path, i, "/./")) {
      i += 2;
      continue;
    }
    if (i + 2 === end && startsWithAt(path, i, "/.")) {
      output.push("/");
      break;
    }
    // 2C: "/../" → "/" and drop the last output segment; "/.." as the whole rest → "/", same drop
    if (startsWithAt(path, i, "/../")) {
      i += 3;
      output.pop();
      continue;
    }
    if (i + 3 === end && startsWithAt(path, i, "/..")) {
      output.pop();
      output.push("/");
      break;
    }
    // 2D: "." or ".." as the whole rest → remove it
    if ((i + 1 === end && path.charCodeAt(i) === 0x2e) || (i + 2 === end && startsWithAt(path, i, ".."))) break;
    // 2E: move the first segment, with its leading "/" if any, to the output
    let next = path.indexOf("/", path.charCodeAt(i) === 0x2f ? i + 1 : i);
    if (next < 0) next = end;
    output.push(path.slice(i, next));
    i = next;
  }
  return output.join("");
}

function startsWithAt(text: string, at: number, prefix: string): boolean {
  return text.startsWith(prefix, at);
}

/** Whether some complete segment of `path` is "." or "..". */
function hasDotSegment(path: string): boolean {
  let segmentStart = 0;
  const end = path.length;
  for (let i = 0; i <= end; i++) {
    if (i === end || path.charCodeAt(i) === 0x2f) {
      const length = i - segmentStart;
      if (length === 1 && path.charCodeAt(segmentStart) === 0x2e) return true;
      if (length === 2 && path.charCodeAt(segmentStart) === 0x2e && path.charCodeAt(segmentStart + 1) === 0x2e) return true;
      segmentStart = i + 1;
    }
  }
  return false;
}
