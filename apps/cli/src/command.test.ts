import { describe, expect, it } from "vitest";
import { UsageError, commandHelp, defineCommand, parseCommandLine, type Command } from "./command.js";
import { COMMAND_NAMES, loadCommand, loadCommands } from "./commands/index.js";
import { mainHelp } from "./help.js";

const COMMANDS = await loadCommands();

// Two small commands of the shape the real ones have, so that each rule is checked on a table written here.
const alpha = defineCommand({
  name: "alpha",
  summary: "the first test command",
  description: "Alpha does nothing.",
  options: {
    mode: { type: "string", choices: ["fast", "slow"], default: "fast", help: "how" },
    count: { type: "integer", value: "N", min: 1, help: "how many" },
    start: { type: "integer", value: "N", min: 0, default: 0, help: "where" },
    base: { type: "string", value: "URI", required: true, help: "the base" },
    even: {
      type: "string",
      value: "NUMBER",
      check: (value: string) => {
        if (Number(value) % 2 !== 0) throw new Error(`--even needs an even number, got "${value}"`);
      },
      help: "an even number",
    },
    quiet: { type: "boolean", short: "q", help: "say less" },
  },
  arguments: { name: "URI", min: 1 },
  run: () => 0,
});
const beta = defineCommand({
  name: "beta",
  summary: "the second test command",
  description: "Beta does nothing either.",
  options: { loud: { type: "boolean", short: "l", help: "say more" }, quiet: { type: "boolean", help: "say less" } },
  arguments: { name: "FILE", stdin: true },
  run: () => 0,
});
const gamma = defineCommand({
  name: "gamma",
  summary: "the third test command",
  description: "Gamma too.",
  options: { loud: { type: "boolean", help: "say more" } },
  arguments: { name: "FILE", stdin: true },
  run: () => 0,
});
const ALL: readonly Command[] = [alpha, beta, gamma];

function usage(command: Command, args: string[]): string {
  try {
    parseCommandLine(command, args, ALL);
  } catch (e) {
    if (e instanceof UsageError || (e as NodeJS.ErrnoException).code?.startsWith("ERR_PARSE_ARGS_")) return (e as Error).message;
    throw e;
  }
  throw new Error(`no usage error for ${command.name} ${args.join(" ")}`);
}

describe("parseCommandLine", () => {
  it("fills in defaults and types the values", () => {
    const line = parseCommandLine(alpha, ["--base", "http://a/", "--count", "3", "x:y"], ALL);
    expect(line.values).toEqual({ mode: "fast", count: 3, start: 0, base: "http://a/", even: undefined, quiet: false });
    expect(line.positionals).toEqual(["x:y"]);
    expect(line.help).toBe(false);
  });

  it("takes short options and --name=value", () => {
    const line = parseCommandLine(alpha, ["-q", "--base=http://a/", "--mode=slow", "--even", "4", "u"], ALL);
    expect(line.values).toMatchObject({ quiet: true, base: "http://a/", mode: "slow", even: "4" });
    expect(line.help).toBe(false);
  });

  it("asks for the help with -h or --help, even without a required option or argument", () => {
    expect(parseCommandLine(alpha, ["-h"], ALL).help).toBe(true);
    expect(parseCommandLine(alpha, ["--mode", "medium", "--help"], ALL).help).toBe(true);
    expect(() => parseCommandLine(alpha, ["--help", "--loud"], ALL)).toThrow("--loud applies to beta and gamma");
  });

  it("refuses an option of another command, naming the commands it applies to", () => {
    expect(usage(beta, ["--mode", "fast"])).toBe("--mode applies to alpha only");
    expect(usage(alpha, ["--base", "b", "--loud", "u"])).toBe("--loud applies to beta and gamma");
    expect(usage(gamma, ["-q"])).toBe("-q (--quiet) applies to alpha only");
    expect(usage(gamma, ["--quiet"])).toBe("--quiet applies to alpha and beta");
    expect(usage(alpha, ["--base", "b", "-l", "u"])).toBe("-l (--loud) applies to beta only");
  });

  it("refuses an option no command has with parseArgs's own message", () => {
    expect(usage(beta, ["--frobnicate"])).toMatch(/^Unknown option '--frobnicate'/);
  });

  it("refuses a value outside the choices, a bad whole number, a missing required option and a failed check", () => {
    expect(usage(alpha, ["--base", "b", "--mode", "medium", "u"])).toBe('--mode is one of fast, slow; got "medium"');
    expect(usage(alpha, ["--base", "b", "--count", "0", "u"])).toBe('--count needs a whole number ≥ 1, got "0"');
    expect(usage(alpha, ["--base", "b", "--count", "1.5", "u"])).toBe('--count needs a whole number ≥ 1, got "1.5"');
    expect(usage(alpha, ["--base", "b", "--start", "-1", "u"])).toMatch(/--start/);
    expect(usage(alpha, ["--base", "b", "--start", "x", "u"])).toBe('--start needs a whole number ≥ 0, got "x"');
    expect(usage(alpha, ["u"])).toBe("--base URI is required");
    expect(usage(alpha, ["--base", "b", "--even", "3", "u"])).toBe('--even needs an even number, got "3"');
    expect(usage(alpha, ["--base"])).toMatch(/argument missing/);
  });

  it("requires the positional arguments a command needs", () => {
    expect(usage(alpha, ["--base", "b"])).toBe("alpha needs at least one URI argument");
    expect(parseCommandLine(beta, [], ALL).positionals).toEqual([]);
  });
});

describe("commandHelp", () => {
  it("is made from the table: usage, description, each option with its value and default, and -h", () => {
    const help = commandHelp(alpha);
    expect(help.split("\n").slice(0, 3)).toEqual(["Usage: urikit alpha --base URI [options] URI...", "", "Alpha does nothing."]);
    expect(help).toContain("\n  --mode fast|slow          how (default fast)\n");
    expect(help).toContain("\n  --count N                 how many\n");
    expect(help).toContain("\n  --start N                 where (default 0)\n");
    expect(help).toContain("\n  -q, --quiet               say less\n");
    expect(help.endsWith("\n  -h, --help                this help")).toBe(true);
    expect(commandHelp(beta).split("\n")[0]).toBe("Usage: urikit beta [options] [FILE...|-]");
  });

  it("lists every option of every urikit command, in lines of at most 118 columns", () => {
    for (const command of COMMANDS) {
      const help = commandHelp(command);
      expect(help.startsWith(`Usage: urikit ${command.name} `)).toBe(true);
      for (const [name, spec] of Object.entries(command.options)) {
        const flag = spec.short === undefined ? `  --${name}` : `  -${spec.short}, --${name}`;
        expect(help, `${command.name} --${name}`).toMatch(new RegExp(`^${flag}( |$)`, "m"));
      }
      for (const line of help.split("\n")) expect(line.length, line).toBeLessThanOrEqual(118);
    }
  });

  it("wraps a long option's help under column 28 without losing a word", () => {
    const long = defineCommand({
      name: "long",
      summary: "s",
      description: "d",
      options: { words: { type: "integer", value: "N", min: 0, default: 7, help: Array.from({ length: 60 }, (_, i) => `w${i}`).join(" ") } },
      arguments: { name: "FILE", stdin: true },
      run: () => 0,
    });
    const lines = commandHelp(long).split("\n").slice(5, -1);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {28}\S/);
    const text = lines.map((line) => line.slice(28)).join(" ");
    expect(text).toBe(`${Array.from({ length: 60 }, (_, i) => `w${i}`).join(" ")} (default 7)`);
  });
});

describe("the urikit commands", () => {
  it("refuse every option that belongs only to other commands (split --abbreviated and the like)", () => {
    let checked = 0;
    for (const command of COMMANDS) {
      for (const other of COMMANDS) {
        for (const name of Object.keys(other.options)) {
          if (Object.hasOwn(command.options, name)) continue;
          expect(() => parseCommandLine(command, [`--${name}`, "x"], COMMANDS), `${command.name} --${name}`).toThrow(/ applies to /);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(() => parseCommandLine(COMMANDS.find((c) => c.name === "split")!, ["--abbreviated"], COMMANDS)).toThrow(
      "--abbreviated applies to extract only",
    );
  });

  it("are each listed once in urikit --help, with their summary", () => {
    const help = mainHelp(COMMANDS);
    for (const command of COMMANDS) expect(help).toContain(`\n  ${command.name.padEnd(12)}${command.summary}\n`);
    expect(new Set(COMMANDS.map((c) => c.name)).size).toBe(COMMANDS.length);
  });

  it("load by name, each module holding the command of its name", async () => {
    expect(COMMANDS.map((c) => c.name)).toEqual(COMMAND_NAMES);
    for (const name of COMMAND_NAMES) expect((await loadCommand(name))?.name).toBe(name);
    expect(await loadCommand("toString")).toBeUndefined();
    expect(await loadCommand("nope")).toBeUndefined();
  });
});
