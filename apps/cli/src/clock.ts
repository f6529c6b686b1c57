// The CLI's clock. `performance.now()` would do, but its first use loads Node's perf_hooks (a few milliseconds of
// a command's start); the monotonic `process.hrtime` is already loaded.

/** Milliseconds on a monotonic clock, for durations (rates in summaries, the progress bar). */
export function now(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
