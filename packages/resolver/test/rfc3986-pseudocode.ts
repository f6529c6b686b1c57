// An independent, deliberately literal transcription of RFC 3986 §5.2–§5.3 for differential tests: strings
// only, the regular expression of Appendix B for parsing, the two string buffers of §5.2.4, the pseudocode of
// §5.2.2 line by line. It shares no code with src/ or @urikit/core. Only for valid input (it does not validate).

interface Parts {
  scheme: string | undefined;
  authority: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

// RFC 3986 Appendix B. No nested quantifiers, so no backtracking blow-up.
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

export function parse(text: string): Parts {
  const m = APPENDIX_B.exec(text)!;
  return {
    scheme: m[1] !== undefined ? m[2] : undefined,
    authority: m[3] !== undefined ? m[4] : undefined,
    path: m[5]!,
    query: m[6] !== undefined ? m[7] : undefined,
    fragment: m[8] !== undefined ? m[9] : undefined,
  };
}

export function removeDotSegments(path: string): string {
  // 1. The input buffer is initialized with the now-appended path components and the output buffer is
  //    initialized to the empty string.
  let input = path;
  let output = "";
  const removeLastSegment = (): void => {
    // "remove the last segment and its preceding "/" (if any) from the output buffer"
    output = output.slice(0, Math.max(0, output.lastIndexOf("/")));
  };
  // 2. While the input buffer is not empty, loop as follows:
  while (input !== "") {
    if (input.startsWith("../")) input = input.slice(3); // A
    else if (input.startsWith("./")) input = input.slice(2); // A
    else if (input.startsWith("/./")) input = "/" + input.slice(3); // B
    else if (input === "/.") input = "/"; // B
    else if (input.startsWith("/../")) {
      input = "/" + input.slice(4); // C
      removeLastSegment();
    } else if (input === "/..") {
      input = "/"; // C
      removeLastSegment();
    } else if (input === "." || input === "..") input = ""; // D
    else {
      // E
      let next = input.indexOf("/", input.startsWith("/") ? 1 : 0);
      if (next < 0) next = input.length;
      output += input.slice(0, next);
      input = input.slice(next);
    }
  }
  // 3. Finally, the output buffer is returned as the result of remove_dot_segments.
  return output;
}

function merge(base: Parts, referencePath: string): string {
  if (base.authority !== undefined && base.path === "") return "/" + referencePath;
  const slash = base.path.lastIndexOf("/");
  return slash < 0 ? referencePath : base.path.slice(0, slash + 1) + referencePath;
}

function recompose(t: Parts): string {
  let result = "";
  if (t.scheme !== undefined) result += t.scheme + ":";
  if (t.authority !== undefined) result += "//" + t.authority;
  result += t.path;
  if (t.query !== undefined) result += "?" + t.query;
  if (t.fragment !== undefined) result += "#" + t.fragment;
  return result;
}

export function resolveLiterally(baseText: string, referenceText: string, strict = true): string {
  const Base = parse(baseText);
  const R = parse(referenceText);
  const T: Parts = { scheme: undefined, authority: undefined, path: "", query: undefined, fragment: undefined };
  // urikit reads "R.scheme == Base.scheme" case-insensitively (§3.1).
  if (!strict && R.scheme !== undefined && R.scheme.toLowerCase() === Base.scheme!.toLowerCase()) {
    R.scheme = undefined;
  }
  if (R.scheme !== undefined) {
    T.scheme = R.scheme;
    T.authority = R.authority;
    T.path = removeDotSegments(R.path);
    T.query = R.query;
  } else {
    if (R.authority !== undefined) {
      T.authority = R.authority;
      T.path = removeDotSegments(R.path);
      T.query = R.query;
    } else {
      if (R.path === "") {
        T.path = Base.path;
        if (R.query !== undefined) {
          T.query = R.query;
        } else {
          T.query = Base.query;
        }
      } else {
        if (R.path.startsWith("/")) {
          T.path = removeDotSegments(R.path);
        } else {
          T.path = merge(Base, R.path);
          T.path = removeDotSegments(T.path);
        }
        T.query = R.query;
      }
      T.authority = Base.authority;
    }
    T.scheme = Base.scheme;
  }
  T.fragment = R.fragment;
  // urikit's one DEVIATION (RFC 3986 §5.2.4): without authority, a path beginning with "//" gets "/." before it.
  if (T.authority === undefined && T.path.startsWith("//")) T.path = "/." + T.path;
  return recompose(T);
}
