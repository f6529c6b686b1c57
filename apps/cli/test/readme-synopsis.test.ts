// The README's synopsis (a line per command or per form of a command, not run as commands) against the CLI itself:
// every command that `urikit --help` lists has its lines, every line names a command, and every option a line shows is one that
// `urikit help COMMAND` lists.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain .mjs tools without type declarations
import { fencedBlocks } from "../../../tools/readme-blocks.mjs";

const BIN = new URL("../dist/main.cjs", import.meta.url).pathname;
const urikit = (...args: string[]): string => execFileSync(process.execPath, [BIN, ...args], { encoding: "utf8" });

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const synopsis = (fencedBlocks(readme) as { code: string; notRun?: string }[]).find((b) => b.notRun?.startsWith("the synopsis"));
const lines = (synopsis?.code ?? "").split("\n").filter((l) => l.startsWith("urikit "));
const help = urikit("--help");
const commands = [...help.slice(help.indexOf("Commands:")).matchAll(/^ {2}([a-z]+) {2,}/gm)].map((m) => m[1]!);

describe("the README's synopsis of the commands", () => {
  it("has a line (or several, one per form) for each command of urikit --help, in its order", () => {
    expect(commands.length).toBeGreaterThan(5);
    expect([...new Set(lines.map((l) => l.split(" ")[1]))]).toEqual(commands);
  });

  it.each(lines.map((l) => [l.split(" ")[1]!, l] as const))("urikit %s: every option shown is one it has", (command, line) => {
    const options = urikit("help", command);
    const shown = [...line.split("#")[0]!.matchAll(/--[a-z-]+/g)].map((m) => m[0]);
    for (const option of shown) expect(options, `${command} ${option}`).toMatch(new RegExp(`^\\s+(-\\w, )?${option}\\b`, "m"));
  });
});
