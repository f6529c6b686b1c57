// The exit codes of `urikit`, as its help and README list them.

/** Every line valid (extract: some URI found; links: every link resolved). */
export const EXIT_OK = 0;
/** Some line invalid (extract: no URI found); the output is complete. */
export const EXIT_INVALID = 1;
/** Wrong usage: unknown command or option, bad value; nothing was written. */
export const EXIT_USAGE = 2;
/** An input could not be read. */
export const EXIT_INPUT = 3;
/** The output could not be written. */
export const EXIT_OUTPUT = 4;
/** A bug: an error no command expects (EX_SOFTWARE of sysexits.h). */
export const EXIT_INTERNAL = 70;
