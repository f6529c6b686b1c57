// The README's "## Performance" tables are what tools/readme-performance.mjs makes of the committed bench result, so
// they cannot drift from it; every ratio in that section names its job; the script's claim check can fail.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BEGIN, CLAIM, END, JOBS, TASKS, checkClaim, normalizeGroups, renderSection, replaceSection } from "../readme-performance.mjs";

const root = new URL("../../", import.meta.url).pathname;
const readme = readFileSync(join(root, "README.md"), "utf8");
const latest = JSON.parse(readFileSync(join(root, "bench", "results", "latest.json"), "utf8"));

/** The README's "## Performance" section, up to the next "## " heading. */
function performanceSection(text: string): string {
  const a = text.indexOf("\n## Performance\n");
  const b = text.indexOf("\n## ", a + 1);
  return text.slice(a, b);
}

describe("README performance tables (tools/readme-performance.mjs)", () => {
  it("are exactly what the script generates from the committed bench/results/latest.json", () => {
    const { text, claim } = renderSection(latest);
    expect(claim.failures).toEqual([]);
    expect(readme.includes(BEGIN) && readme.includes(END)).toBe(true);
    expect(replaceSection(readme, text)).toBe(readme);
  });

  it("sit under the claim they check, and the check holds in the committed run", () => {
    expect(readme.slice(0, 400)).toContain(CLAIM);
    const { checked, failures } = checkClaim(normalizeGroups(latest));
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(4);
  });

  it("name the job of every ratio in the section", () => {
    const section = performanceSection(readme);
    const generated = section.slice(section.indexOf(BEGIN), section.indexOf(END));
    let job: string | undefined;
    let inGenerated = false;
    let tableHasJob = false;
    const unnamed: string[] = [];
    for (const line of section.split("\n")) {
      if (line.startsWith(BEGIN)) inGenerated = true;
      if (line.startsWith(END)) inGenerated = false;
      if (line.startsWith("#### ")) job = / — job: (.+)$/.exec(line)?.[1];
      if (line.startsWith("| ") && !line.startsWith("| ---") && !/\d×/.test(line)) tableHasJob = /^\| job \|/.test(line) || (tableHasJob && line.startsWith("| "));
      if (!line.startsWith("|")) tableHasJob = false;
      if (!/\d×/.test(line)) continue;
      if (inGenerated ? job === undefined && !/^Native anchors/.test(line) : !(line.startsWith("| ") && tableHasJob)) unnamed.push(line.slice(0, 120));
    }
    expect(generated.length).toBeGreaterThan(0);
    expect(unnamed).toEqual([]);
    // Every table heading of the generated part names one of the jobs.
    const headings = [...generated.matchAll(/^#### .+ — job: (.+)$/gm)].map((m) => m[1]);
    expect(headings.length).toBeGreaterThanOrEqual(5);
    for (const h of headings) expect(Object.values(JOBS).some((j) => h.startsWith(j) || h.includes("split and normalize"))).toBe(true);
  });

  it("use the jobs and task names the bench writes (bench/src)", () => {
    const src = readdirSync(join(root, "bench", "src"))
      .filter((f) => f.endsWith(".ts"))
      .map((f) => readFileSync(join(root, "bench", "src", f), "utf8"))
      .join("\n");
    for (const job of Object.values(JOBS)) expect(src, job).toContain(JSON.stringify(job));
    for (const name of Object.values(TASKS)) expect(src, name).toContain(JSON.stringify(name));
  });

  it("fail the claim when another contender splits faster than urikit", () => {
    const slowed = structuredClone(latest);
    const group = slowed.groups.find((g: { name: string }) => g.name === "parse/kasztp");
    for (const t of group.tasks) if (String(t.name).startsWith("urikit")) t.medianMs *= 100;
    const { failures } = checkClaim(normalizeGroups(slowed));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toContain("parse/kasztp");
    expect(renderSection(slowed).claim.failures).toEqual(failures);
  });

  it("read a result file with the job field and today's names without the legacy note", () => {
    const modern = structuredClone(latest);
    for (const g of normalizeGroups(latest)) {
      const m = modern.groups.find((x: { name: string }) => x.name === g.name);
      m.job = g.job;
      m.baseline = g.baseline;
      m.tasks = g.tasks;
    }
    const { text } = renderSection(modern);
    expect(text).not.toContain("predates the job field");
    expect(text).toBe(renderSection(latest).text.replace(/ This run predates the job field[^.]*\./, ""));
  });
});
