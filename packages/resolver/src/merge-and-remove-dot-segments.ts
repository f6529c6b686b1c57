const FULL_STOP = 0x2e;
const SOLIDUS = 0x2f;

// The two pieces of the path being processed: P = a[aStart, aEnd) + b[bStart, bEnd), indexed 0 … length - 1.
// INVARIANT: set and read within one call of mergeAndRemoveDotSegments (no re-entrancy: nothing called back).
let a = "";
let aStart = 0;
let aLength = 0;
let b = "";
let bStart = 0;
let bEnd = 0;

// Output ranges of P, one per output segment (with its leading "/" if any), reused between calls (grown on demand).
let segmentStarts = new Int32Array(64);
let segmentEnds = new Int32Array(64);

/** The code unit at index `i` of P (NaN past its end). */
function at(i: number): number {
  return i < aLength ? a.charCodeAt(aStart + i) : i - aLength < bEnd - bStart ? b.charCodeAt(bStart + i - aLength) : NaN;
}

/** The index in P of the first "/" at or after `i`, or `end` (the length of P). */
function slashFrom(i: number, end: number): number {
  if (i < aLength) {
    const k = a.indexOf("/", aStart + i);
    if (k >= 0 && k < aStart + aLength) return k - aStart;
    i = aLength;
  }
  const k = b.indexOf("/", bStart + i - aLength);
  return k >= 0 && k < bEnd ? k - bStart + aLength : end;
}

/** P[from, to) as a string: a slice of one piece, or of both. */
function sliceOf(from: number, to: number): string {
  if (to <= aLength) return a.slice(aStart + from, aStart + to);
  if (from >= aLength) return b.slice(bStart + from - aLength, bStart + to - aLength);
  return a.slice(aStart + from, aStart + aLength) + b.slice(bStart, bStart + to - aLength);
}

/**
 * `remove_dot_segments(merge(…))` in one pass: remove the "." and ".." complete segments from the path
 * `first[firstStart, firstEnd) + second[secondStart, secondEnd)` as the RFC's loop does, without building that path
 * first. For §5.2.3 the first piece is the base path up to its last "/" (or "/" alone), the second the reference's
 * path. Linear time: each step consumes input, 2C drops the last output range in O(1), and the output is one slice
 * per run of adjacent kept ranges (one more where a run crosses from one piece to the other).
 * The result equals core's `removeDotSegments(first.slice(…) + second.slice(…))` (property-tested).
 * ```abnf
 * segment = *pchar
 * ```
 * RFC 3986 §5.2.4 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4>
 * See also RFC 3986 §5.2.3
 */
export function mergeAndRemoveDotSegments(
  first: string,
  firstStart: number,
  firstEnd: number,
  second: string,
  secondStart: number,
  secondEnd: number,
): string {
  a = first;
  aStart = firstStart;
  aLength = firstEnd - firstStart;
  b = second;
  bStart = secondStart;
  bEnd = secondEnd;
  const end = aLength + secondEnd - secondStart;
  if (segmentStarts.length < end + 1) {
    segmentStarts = new Int32Array(2 * end + 2);
    segmentEnds = new Int32Array(2 * end + 2);
  }
  const starts = segmentStarts;
  const ends = segmentEnds;
  let top = 0; // segments in the output
  let i = 0; // the input buffer is P[i, end)
  while (i < end) {
    const c = at(i);
    if (c === FULL_STOP) {
      const next = at(i + 1);
      // 2D: "." as the whole rest → remove it
      if (i + 1 === end) break;
      // 2A: "./" → remove it
      if (next === SOLIDUS) {
        i += 2;
        continue;
      }
      if (next === FULL_STOP) {
        // 2D: ".." as the whole rest → remove it; 2A: "../" → remove it
        if (i + 2 === end) break;
        if (at(i + 2) === SOLIDUS) {
          i += 3;
          continue;
        }
      }
    } else if (c === SOLIDUS && i + 1 < end && at(i + 1) === FULL_STOP) {
      // 2B: "/." as the whole rest → "/"; "/./" → "/" (continue at the second "/")
      if (i + 2 === end) {
        starts[top] = i; // the "/" of "/." is the output "/"
        ends[top++] = i + 1;
        break;
      }
      const third = at(i + 2);
      if (third === SOLIDUS) {
        i += 2;
        continue;
      }
      if (third === FULL_STOP && (i + 3 === end || at(i + 3) === SOLIDUS)) {
        // 2C: "/../" or "/.." → "/" and drop the last output segment with its preceding "/"
        if (top > 0) top--;
        if (i + 3 === end) {
          starts[top] = i; // the "/" of "/.." is the output "/"
          ends[top++] = i + 1;
          break;
        }
        i += 3;
        continue;
      }
    }
    // 2E: move the first segment, with its leading "/" if any, to the output
    const next = slashFrom(c === SOLIDUS ? i + 1 : i, end);
    starts[top] = i;
    ends[top++] = next;
    i = next;
  }
  let result = "";
  for (let k = 0; k < top; k++) {
    const from = starts[k]!;
    let to = ends[k]!;
    while (k + 1 < top && starts[k + 1] === to) to = ends[++k]!;
    result += sliceOf(from, to);
  }
  a = b = "";
  return result;
}
