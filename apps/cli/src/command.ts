// What a command is: one declarative table (name, summary, options with their types, defaults and help, the
// arguments, and the function that runs it). The `node:util` parseArgs configuration, the checks of every value
// and the help text are all made from that table, so the three cannot drift apart. See README "Adding a command".
import { parseArgs, type ParseArgsConfig } from "node:util";
import { checkInputs } from "./input.js";
import { Output } from "./output.js";
import { openOutputTarget, type OutputTarget } from "./output-target.js";

/** A command-line mistake: exit code 2, the message and a pointer to the command's help on stderr. */
export class UsageError extends Error {
  override name = "UsageError";
}

interface OptionBase {
  /** One letter, for `-x`. */
  readonly short?: string;
  /** What it does, for the help text (wrapped there; the default is appended). */
  readonly help: string;
}

/** `--name`, true when given. */
export interface FlagOption extends OptionBase {
  readonly type: "boolean";
}

/** `--name VALUE`. */
export interface StringOption extends OptionBase {
  readonly type: "string";
  /** The value's name in the help (`URI`, `FILE`); a choice option shows its choices instead. */
  readonly value?: string;
  /** The values allowed: anything else is a usage error. */
  readonly choices?: readonly string[];
  readonly default?: string;
  /** Usage error "--name VALUE is required" when the option is missing. */
  readonly required?: boolean;
  /** Throws an `Error` whose message says what is wrong with the value (a usage error). */
  readonly check?: (value: string) => unknown;
}

/** `--name N`: a whole number, at least `min`. */
export interface IntegerOption extends OptionBase {
  readonly type: "integer";
  readonly value: string;
  readonly min: number;
  readonly default?: number;
}

export type OptionSpec = FlagOption | StringOption | IntegerOption;
export type OptionTable = Readonly<Record<string, OptionSpec>>;

/** The value a command's `run` receives for one option. */
type ValueOf<O extends OptionSpec> = O extends FlagOption
  ? boolean
  : O extends IntegerOption
    ? O extends { default: number }
      ? number
      : number | undefined
    : O extends { choices: readonly (infer C)[] }
      ? O extends { default: string } | { required: true }
        ? C
        : C | undefined
      : O extends { default: string } | { required: true }
        ? string
        : string | undefined;

/** The values of a command's options, typed from its table. */
export type Values<T extends OptionTable> = { -readonly [K in keyof T]: ValueOf<T[K]> };

/** The positional arguments: `URI...` (at least `min`) or `[FILE...|-]` (none: stdin). */
export interface ArgumentsSpec {
  readonly name: string;
  /** At least this many (usage error "parse needs at least one URI argument" below it). */
  readonly min?: number;
  /** No argument, or "-", reads stdin. */
  readonly stdin?: boolean;
}

/** What a command's `run` is given. */
export interface Invocation<V> {
  readonly command: string;
  readonly values: V;
  readonly positionals: readonly string[];
  /** The positionals, or `["-"]` (stdin) when there are none. */
  readonly files: readonly string[];
  readonly err: NodeJS.WriteStream;
  /** A note on stderr (`urikit split: note: ...`): a request that was capped or ignored. */
  note(text: string): void;
  /**
   * Open and close every input, then open the output (`-o FILE` or stdout). Call it once, after every argument has
   * been checked: a bad argument or an unreadable input then fails with the output untouched (exit 2 or 3), and
   * `-o FILE` is a temporary file that replaces FILE only when `run` returns.
   */
  open(inputs: readonly string[]): Output;
}

/** One command's table. */
export interface CommandSpec<T extends OptionTable> {
  readonly name: string;
  /** One line for `urikit --help`. */
  readonly summary: string;
  /** The help text between the usage line and the options. */
  readonly description: string;
  readonly options: T;
  readonly arguments: ArgumentsSpec;
  /** Run the command; returns the exit code (0 or 1; usage, input and output errors are thrown). */
  run(call: Invocation<Values<T>>): Promise<number> | number;
}

/** A command as the registry holds it (its values' types erased). */
export interface Command {
  readonly name: string;
  readonly summary: string;
  readonly description: string;
  readonly options: OptionTable;
  readonly arguments: ArgumentsSpec;
  run(call: Invocation<Record<string, unknown>>): Promise<number> | number;
}

/** Check a command's table at its definition, keeping its values' types for `run`. */
export function defineCommand<const T extends OptionTable>(spec: CommandSpec<T>): Command {
  return spec as unknown as Command;
}

/** Every command accepts `-h, --help`. */
const HELP_OPTION: FlagOption = { type: "boolean", short: "h", help: "this help" };

function optionsOf(command: Command): OptionTable {
  return { ...command.options, help: HELP_OPTION };
}

/** `--workers N`, `--format tsv|csv|ndjson`, `-o, --output FILE`, `--stats`. */
function flagsText(name: string, spec: OptionSpec): string {
  const long = `${spec.short === undefined ? "" : `-${spec.short}, `}--${name}`;
  if (spec.type === "boolean") return long;
  const value = spec.type === "string" && spec.choices !== undefined ? spec.choices.join("|") : spec.value;
  return `${long} ${value ?? "VALUE"}`;
}

/** `text` wrapped to lines of at most `width` characters, each but the first indented by `indent` spaces. */
function wrap(text: string, first: string, indent: number, width = 118): string {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(" ")) {
    if (line.length + 1 + word.length > width && line.trim() !== "" && line.length > indent) {
      lines.push(line);
      line = " ".repeat(indent) + word;
    } else line += (line.length === 0 || line.endsWith(" ") ? "" : " ") + word;
  }
  lines.push(line);
  return lines.join("\n");
}

const HELP_COLUMN = 28;

/** One option's help lines: the flags, then its help from column 28 (the default appended). */
function optionHelp(name: string, spec: OptionSpec): string {
  const flags = `  ${flagsText(name, spec)}`;
  const head = flags.length <= HELP_COLUMN - 2 ? flags.padEnd(HELP_COLUMN) : `${flags}  `;
  const fallback = spec.type === "boolean" ? undefined : spec.default;
  // The default is appended as one word (a no-break space inside), so that a line break never splits it.
  const help = fallback === undefined ? spec.help : `${spec.help} (default\u00a0${fallback})`;
  return wrap(help, head, HELP_COLUMN).replaceAll("\u00a0", " ");
}

/** `urikit resolve --base URI [options] [FILE...|-]`. */
function usageLine(command: Command): string {
  const required = Object.entries(command.options)
    .filter(([, spec]) => spec.type === "string" && spec.required === true)
    .map(([name, spec]) => ` ${flagsText(name, spec)}`)
    .join("");
  const args = command.arguments;
  const positional = args.stdin === true ? `[${args.name}...|-]` : (args.min ?? 0) > 0 ? `${args.name}...` : `[${args.name}...]`;
  return `Usage: urikit ${command.name}${required} [options] ${positional}`;
}

/** The help of one command, made from its table: usage, description, every option. */
export function commandHelp(command: Command): string {
  const options = Object.entries(optionsOf(command)).map(([name, spec]) => optionHelp(name, spec));
  return `${usageLine(command)}\n\n${command.description}\n\nOptions:\n${options.join("\n")}`;
}

/** "split only" or "split, validate and normalize". */
function commandList(names: readonly string[]): string {
  return names.length === 1 ? `${names[0]} only` : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * Why option `token` (a long name, or one letter) of no option of `command` is refused when another command has
 * it: "--abbreviated applies to extract only", "-q (--quiet) applies to validate only"; `undefined` when no
 * command has it.
 */
function belongsElsewhere(token: { name: string; rawName: string }, commands: readonly Command[]): string | undefined {
  const short = token.rawName.length === 2 && token.rawName.startsWith("-") && !token.rawName.startsWith("--");
  const owners: string[] = [];
  let long = token.name;
  for (const command of commands) {
    for (const [name, spec] of Object.entries(command.options)) {
      if (short ? spec.short !== token.name : name !== token.name) continue;
      owners.push(command.name);
      long = name;
    }
  }
  if (owners.length === 0) return undefined;
  return `${short ? `${token.rawName} (--${long})` : token.rawName} applies to ${commandList(owners)}`;
}

/** The `node:util` parseArgs options of `command`'s table. */
function parseArgsOptions(command: Command): ParseArgsConfig["options"] {
  const config: ParseArgsConfig["options"] = {};
  for (const [name, spec] of Object.entries(optionsOf(command))) {
    config[name] = { type: spec.type === "boolean" ? "boolean" : "string", ...(spec.short === undefined ? {} : { short: spec.short }) };
  }
  return config;
}

/** The options of `args` that are not in `command`'s table (read leniently, as parseArgs tokens). */
function foreignOptions(command: Command, args: readonly string[]): { name: string; rawName: string }[] {
  const table = optionsOf(command);
  const { tokens } = parseArgs({ args: [...args], options: parseArgsOptions(command), allowPositionals: true, strict: false, tokens: true });
  const foreign: { name: string; rawName: string }[] = [];
  for (const token of tokens) {
    if (token.kind === "option" && !Object.hasOwn(table, token.name)) foreign.push(token);
  }
  return foreign;
}

/** What a command line holds, checked against the command's table. */
export interface CommandLine {
  readonly help: boolean;
  readonly values: Record<string, unknown>;
  readonly positionals: readonly string[];
}

/**
 * Parse `args` by `command`'s table. An option of another command is a usage error naming the commands it applies
 * to; an unknown option, a missing value, a value not among the choices, not a whole number in range or refused by
 * the option's check are usage errors too. Defaults fill in what is not given.
 */
export function parseCommandLine(command: Command, args: readonly string[], commands: readonly Command[]): CommandLine {
  const config = parseArgsOptions(command);
  // First pass, lenient, to name an option that belongs to another command as such (parseArgs would say "unknown").
  for (const token of foreignOptions(command, args)) {
    const elsewhere = belongsElsewhere(token, commands);
    if (elsewhere !== undefined) throw new UsageError(elsewhere);
  }
  const parsed = parseArgs({ args: [...args], options: config, allowPositionals: true, strict: true });
  // --help shows the help whatever else is given or missing (`urikit resolve --help` has no --base).
  if ((parsed.values as Record<string, unknown>).help === true) return { help: true, values: {}, positionals: parsed.positionals };
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(command.options)) {
    const given = (parsed.values as Record<string, string | boolean | undefined>)[name];
    values[name] = optionValue(name, spec, given);
  }
  const positionals = parsed.positionals;
  const min = command.arguments.min ?? 0;
  if (positionals.length < min) {
    throw new UsageError(`${command.name} needs at least ${min === 1 ? "one" : min} ${command.arguments.name} argument${min === 1 ? "" : "s"}`);
  }
  return { help: false, values, positionals };
}

function optionValue(name: string, spec: OptionSpec, given: string | boolean | undefined): unknown {
  if (spec.type === "boolean") return given === true;
  const text = given as string | undefined;
  if (spec.type === "integer") {
    if (text === undefined) return spec.default;
    const n = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(n) || n < spec.min) throw new UsageError(`--${name} needs a whole number ≥ ${spec.min}, got "${text}"`);
    return n;
  }
  if (text === undefined) {
    if (spec.required === true) throw new UsageError(`${flagsText(name, spec)} is required`);
    return spec.default;
  }
  if (spec.choices !== undefined && !spec.choices.includes(text)) {
    throw new UsageError(`--${name} is one of ${spec.choices.join(", ")}; got "${text}"`);
  }
  if (spec.check !== undefined) {
    try {
      spec.check(text);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  return text;
}

/**
 * Run `command` with `args` (what follows the command's name): parse and check them, run it with its output open,
 * then make the output visible (`-o FILE` replaced only now) or, when it failed, discard it. Errors are thrown:
 * `UsageError`, and the input and output errors of `open` and of the run.
 */
export async function runCommand(command: Command, args: readonly string[], allCommands: () => Promise<readonly Command[]>): Promise<number> {
  // Every other command's table is loaded only to name the command an unknown option belongs to.
  const line = parseCommandLine(command, args, foreignOptions(command, args).length > 0 ? await allCommands() : [command]);
  if (line.help) {
    process.stdout.write(commandHelp(command) + "\n");
    return 0;
  }
  let target: OutputTarget | undefined;
  let out: Output | undefined;
  try {
    const status = await command.run({
      command: command.name,
      values: line.values,
      positionals: line.positionals,
      files: line.positionals.length === 0 ? ["-"] : line.positionals,
      err: process.stderr,
      note(text) {
        process.stderr.write(`urikit ${command.name}: note: ${text}\n`);
      },
      open(inputs) {
        if (out !== undefined) throw new Error("open() called twice");
        checkInputs(inputs);
        target = openOutputTarget(line.values.output as string | undefined);
        out = new Output(target);
        return out;
      },
    });
    await out?.close();
    // The run completed (exit 0 or 1: every line has its row): the output replaces the old file.
    target?.commit();
    return status;
  } catch (e) {
    target?.discard();
    throw e;
  }
}
