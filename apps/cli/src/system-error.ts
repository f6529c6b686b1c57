// Human messages for the errors of the file system (instead of "ENOENT: no such file or directory, open 'x'").

const MESSAGES: Record<string, string> = {
  ENOENT: "no such file or directory",
  EISDIR: "it is a directory",
  ENOTDIR: "a part of the path is not a directory",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "the file system is read-only",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  EMFILE: "too many open files",
  ENFILE: "too many open files in the system",
  ENAMETOOLONG: "the file name is too long",
  ELOOP: "too many levels of symbolic links",
  EIO: "input/output error",
  EFBIG: "the file is too large",
  EXDEV: "the temporary file and the target are on different file systems",
  EBUSY: "the resource is busy",
};

/**
 * A short human reason for a system error: `"no such file or directory"` for ENOENT, and so on; `where` names the
 * directory when the error is about it (e.g. a missing output directory).
 */
export function describeSystemError(error: unknown, where?: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reason = code === undefined ? undefined : MESSAGES[code];
  if (reason === undefined) return (error as Error | undefined)?.message ?? String(error);
  if (where !== undefined && (code === "ENOENT" || code === "ENOTDIR")) return `the directory "${where}" does not exist`;
  return reason;
}

/** Whether `error` is a system error (has an errno-style code such as ENOENT). */
export function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === "string" && /^E[A-Z0-9]+$/.test(code) && !code.startsWith("ERR_");
}
