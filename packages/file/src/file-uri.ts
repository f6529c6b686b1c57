import { UriError, decode, encodeComponent, parseUri } from "@urikit/core";
import { typeName, expectString } from "@urikit/core/engine";

/** Options of {@link fileUriToPath} and {@link pathToFileUri}. */
export interface FilePathOptions {
  /** Windows paths (drive letters, UNC, `\`) instead of POSIX ones. Default false. */
  windows?: boolean;
}

const CITE = "RFC 8089 §2";

function windowsOption(options: FilePathOptions, caller: string): boolean {
  if (typeof options !== "object" || options === null) throw new TypeError(`${caller}: expected an options object, got ${typeName(options)}`);
  const { windows = false } = options;
  if (typeof windows !== "boolean") throw new RangeError(`${caller}: option "windows" must be a boolean, got ${typeName(windows)}`);
  return windows;
}

function fileError(index: number, detail: string, rule = "file-URI"): UriError {
  return new UriError("scheme-syntax", index, { rule, detail, cite: CITE });
}

function isAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/**
 * Whether `s` at `i` is a drive letter `c:`, ending the text or followed by "/". (App. E.2.2's `c|` never gets
 * here: "|" is no URI character, so the strict RFC 3986 parser refuses it first.)
 */
function isDriveAt(s: string, i: number): boolean {
  return isAlpha(s.charCodeAt(i)) && s.charCodeAt(i + 1) === 0x3a && (i + 2 === s.length || s.charCodeAt(i + 2) === 0x2f);
}

/**
 * The local path a `file` URI names: POSIX (`file:///a/b` → `/a/b`) or, with `{ windows: true }`, Windows
 * (`file:///c:/a` and App. E.2's `file:c:/a` → `c:\a`; `file://server/share/a` and App. E.3.2's
 * `file:////server/share/a` → `\\server\share\a`). The path is percent-decoded as UTF-8. Throws `UriError`
 * (`scheme-syntax`, with the index) for another scheme, a query, a fragment, userinfo or a port, a host other than
 * `localhost` on POSIX, a path that is not absolute, or an encoded `/` (and on Windows `\`) inside a segment.
 * ```abnf
 * file-URI       = file-scheme ":" file-hier-part
 * file-hier-part = ( "//" auth-path ) / local-path
 * ```
 * RFC 8089 §2 <https://www.rfc-editor.org/rfc/rfc8089#section-2>
 * See also RFC 8089 Appendix E.2, E.3
 */
export function fileUriToPath(uri: string, options: FilePathOptions = {}): string {
  expectString(uri, "fileUriToPath");
  const windows = windowsOption(options, "fileUriToPath");
  const c = parseUri(uri);
  if (c.scheme!.toLowerCase() !== "file") throw fileError(0, `the scheme is ${JSON.stringify(c.scheme)}, not "file"`, "file-scheme");
  const hasAuthority = c.host !== undefined;
  const authorityLength = hasAuthority ? 2 + (c.userinfo !== undefined ? c.userinfo.length + 1 : 0) + c.host!.length + (c.port !== undefined ? c.port.length + 1 : 0) : 0;
  const pathStart = 5 + authorityLength;
  if (c.userinfo !== undefined) throw fileError(7, "a file URI has no userinfo (RFC 8089 App. E.1 is not supported)", "file-auth");
  if (c.port !== undefined) throw fileError(pathStart - c.port.length - 1, "a file URI has no port", "file-auth");
  if (c.query !== undefined) throw fileError(pathStart + c.path.length, "a file URI has no query", "file-hier-part");
  if (c.fragment !== undefined) throw fileError(uri.length - c.fragment.length - 1, "a path has no fragment: remove it before asking for the path", "file-hier-part");

  const host = c.host ?? "";
  const local = host === "" || host.toLowerCase() === "localhost";
  const path = c.path;
  // An encoded separator inside a segment would turn into a separator of the path.
  const encodedSeparator = windows ? /%(?:2f|5c)/i : /%2f/i;
  const bad = encodedSeparator.exec(path);
  if (bad !== null) throw fileError(pathStart + bad.index, `a segment cannot hold an encoded "${decode(bad[0])}": it would read as a separator`, "path-absolute");
  const decoded = (text: string, offset: number): string => {
    try {
      return decode(text);
    } catch (e) {
      const error = e as UriError;
      throw new UriError(error.code, error.index + offset, { rule: error.rule, detail: error.detail });
    }
  };

  if (!windows) {
    if (!local) throw fileError(hasAuthority ? 7 : 0, `the host ${JSON.stringify(host)} is not this machine: a POSIX path names only local files`, "file-auth");
    if (!path.startsWith("/")) throw fileError(pathStart, "the path of a file URI must be absolute", "path-absolute");
    return decoded(path, pathStart);
  }

  if (!local) {
    // App. E.3.1: file://server/share/path is the UNC path \\server\share\path
    if (path.length <= 1) throw fileError(pathStart, "a UNC path names a share after the host", "path-absolute");
    return "\\\\" + decoded(host, 7) + decoded(path, pathStart).replace(/\//g, "\\");
  }
  if (isDriveAt(path, 0)) return windowsDrive(decoded(path, pathStart)); // App. E.2: file:c:/path
  if (path.charCodeAt(0) === 0x2f && isDriveAt(path, 1)) return windowsDrive(decoded(path.slice(1), pathStart + 1));
  // App. E.3.2: file:////server/share/path (and five slashes) carry the UNC string in the path
  const unc = /^\/{2,3}(?=[^/])/.exec(path);
  if (unc !== null) {
    const rest = decoded(path.slice(unc[0].length), pathStart + unc[0].length);
    if (!rest.includes("/")) throw fileError(pathStart + path.length, "a UNC path names a share after the host", "path-absolute");
    return "\\\\" + rest.replace(/\//g, "\\");
  }
  throw fileError(pathStart, "a Windows path needs a drive letter or a UNC host", "path-absolute");
}

function windowsDrive(path: string): string {
  const drive = path.slice(0, 2);
  const rest = path.slice(2).replace(/\//g, "\\");
  return drive + (rest === "" ? "\\" : rest);
}

function encodeSegments(segments: string[], offset: number): string {
  return segments
    .map((s, k) => {
      try {
        return encodeComponent(s, "segment");
      } catch (e) {
        const error = e as UriError;
        const before = segments.slice(0, k).reduce((n, x) => n + x.length + 1, 0);
        throw new UriError(error.code, error.index + before + offset, { rule: "path", detail: error.detail });
      }
    })
    .join("/");
}

/**
 * The `file` URI of an absolute local path: POSIX (`/a b/c` → `file:///a%20b/c`) or, with `{ windows: true }`,
 * Windows (`C:\a` → `file:///C:/a`; the UNC `\\server\share\a` → `file://server/share/a`; `/` is a separator too).
 * Each segment is percent-encoded as `segment` requires (RFC 3986 §3.3), as UTF-8. Dot segments stay as they are.
 * Throws `UriError` (`scheme-syntax`, index 0) for a relative path, a drive-relative `C:x`, or a Windows device
 * path (`\\?\`, `\\.\`).
 * ```abnf
 * local-path     = path-absolute
 * ```
 * RFC 8089 §2 <https://www.rfc-editor.org/rfc/rfc8089#section-2>
 * See also RFC 8089 Appendix E.2, E.3.1
 */
export function pathToFileUri(path: string, options: FilePathOptions = {}): string {
  expectString(path, "pathToFileUri");
  const windows = windowsOption(options, "pathToFileUri");
  if (!windows) {
    if (!path.startsWith("/")) throw fileError(0, "only an absolute path (beginning with \"/\") has a file URI", "path-absolute");
    return "file://" + encodeSegments(path.split("/"), 0);
  }
  const p = path.replace(/\\/g, "/");
  if (p.startsWith("//")) {
    if (p.startsWith("//?/") || p.startsWith("//./")) throw fileError(0, "a Windows device path (\\\\?\\ or \\\\.\\) has no file URI", "path-absolute");
    const hostEnd = p.indexOf("/", 2);
    const host = p.slice(2, hostEnd < 0 ? p.length : hostEnd);
    if (host === "" || hostEnd < 0 || hostEnd + 1 >= p.length) throw fileError(2, "a UNC path is \\\\server\\share\\…", "file-auth");
    const encodedHost = encodeHost(host);
    return "file://" + encodedHost + encodeSegments(p.slice(hostEnd).split("/"), hostEnd);
  }
  if (isDriveAt(p, 0)) {
    const rest = p.length === 2 ? "/" : p.slice(2);
    return "file:///" + p.slice(0, 2) + encodeSegments(rest.split("/"), 2);
  }
  throw fileError(0, "only an absolute Windows path (C:\\… or \\\\server\\share\\…) has a file URI", "path-absolute");
}

function encodeHost(host: string): string {
  try {
    return encodeComponent(host, "host");
  } catch (e) {
    const error = e as UriError;
    throw new UriError(error.code, error.index + 2, { rule: "host", detail: error.detail });
  }
}
