// matchTemplate against a reference written apart from it: the template as one JavaScript regular expression,
// `^literal(value)literal…$`, which V8's backtracking engine answers with the same preferences (earliest
// alternative, longest value first). On small inputs the two must agree on every template and URI; on long ones the
// regex takes polynomial or exponential time where values can share characters, and matchTemplate must not (a
// quadratic matcher would run into vitest's timeout on the inputs below; no timing assertions).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decode } from "@urikit/core";
import { matchTemplate, parseTemplate, type UriTemplate } from "../src/index.js";
import { matchByProgram } from "../src/uri-template.js";

const U = "(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})*";
const R = "(?:[A-Za-z0-9._~:/?#\\[\\]@!$&'()*+,;=-]|%[0-9A-Fa-f]{2})*";
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const OPERATORS: Record<string, { first: string; sep: string; named: boolean; form: boolean; reserved: boolean }> = {
  "": { first: "", sep: ",", named: false, form: false, reserved: false },
  "+": { first: "", sep: ",", named: false, form: false, reserved: true },
  ".": { first: ".", sep: ".", named: false, form: false, reserved: false },
  "/": { first: "/", sep: "/", named: false, form: false, reserved: false },
  ";": { first: ";", sep: ";", named: true, form: false, reserved: false },
  "?": { first: "?", sep: "&", named: true, form: true, reserved: false },
  "&": { first: "&", sep: "&", named: true, form: true, reserved: false },
  "#": { first: "#", sep: ",", named: false, form: false, reserved: true },
};

/** The reference: RFC 6570 §1.4's inverse of expansion as a regex, read with the same rules as matchTemplate. */
function referenceMatch(template: UriTemplate, uri: string): Record<string, string> | undefined {
  const groups: { name: string; reserved: boolean; equals: boolean }[] = [];
  let source = "";
  for (const part of template.parts) {
    if (typeof part === "string") {
      source += escape(part);
      continue;
    }
    const op = OPERATORS[part.operator]!;
    const names = part.variables.map((v) => v.name);
    if (!op.named) {
      const values = (k: number): string => {
        groups.push({ name: names[k]!, reserved: op.reserved, equals: false });
        const rest = k + 1 < names.length ? `(?:${escape(op.sep)}${values(k + 1)})?` : "";
        return `(${op.reserved ? R : U})${rest}`;
      };
      source += op.first === "" ? values(0) : `(?:${escape(op.first)}${values(0)})?`;
    } else {
      const pair = (name: string): string => {
        groups.push({ name, reserved: false, equals: !op.form });
        return op.form ? `${escape(name)}=(${U})` : `${escape(name)}((?:=${U})?)`;
      };
      const alternatives = names.map((_, k) => {
        let alt = pair(names[k]!);
        for (let j = k + 1; j < names.length; j++) alt += `(?:${escape(op.sep)}${pair(names[j]!)})?`;
        return alt;
      });
      source += `(?:${escape(op.first)}(?:${alternatives.join("|")}))?`;
    }
  }
  const m = new RegExp(`^${source}$`).exec(uri);
  if (m === null) return undefined;
  const result: Record<string, string> = {};
  for (let g = 0; g < groups.length; g++) {
    const text = m[g + 1];
    if (text === undefined) continue;
    const { name, reserved, equals } = groups[g]!;
    let value: string;
    try {
      value = reserved ? text : decode(equals ? text.slice(1) : text);
    } catch {
      return undefined;
    }
    if (Object.prototype.hasOwnProperty.call(result, name)) {
      if (result[name] !== value) return undefined;
    } else result[name] = value;
  }
  return result;
}

/** Templates of levels 1 to 3 over a few names and literals that values may share characters with. */
const templates = fc
  .array(
    fc.oneof(
      fc.constantFrom("/", ".", "-", "a", "x=", ",", "?", "&", ";", "%41", "é", "1", "41", "A9"),
      fc
        .tuple(fc.constantFrom(...Object.keys(OPERATORS)), fc.array(fc.constantFrom("a", "b", "c", "x"), { minLength: 1, maxLength: 3 }))
        .map(([op, names]) => `{${op}${names.join(",")}}`),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((parts) => parseTemplate(parts.join("")));

/** URIs of the characters those templates produce and refuse. */
const uris = fc
  .array(fc.constantFrom("a", "b", "x", "=", "/", ".", ",", "?", "&", ";", "-", "%41", "%c3%a9", "%FF", "%", "#", "!", " "), { maxLength: 14 })
  .map((units) => units.join(""));

describe("matchTemplate agrees with the regex reference", () => {
  it("on random templates and URIs (property)", () => {
    fc.assert(
      fc.property(templates, uris, (template, uri) => {
        const reference = referenceMatch(template, uri);
        expect(matchTemplate(template, uri)).toEqual(reference);
        expect(matchByProgram(template, uri)).toEqual(reference); // also where matchTemplate takes the regex
      }),
      { numRuns: 20_000, seed: 6570 },
    );
  });

  it("on expansions of random values (property)", () => {
    const value = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(".", ",", "/", "a.b", "=", "é"));
    fc.assert(
      fc.property(templates, value, value, value, value, (template, a, b, c, x) => {
        let uri: string;
        try {
          uri = template.expand({ a, b, c, x });
        } catch {
          return; // a lone surrogate has no expansion
        }
        // Defined unless one variable stands twice and the first value took more than its own (`{a}{a}`).
        const reference = referenceMatch(template, uri);
        expect(matchTemplate(template, uri)).toEqual(reference);
        expect(matchByProgram(template, uri)).toEqual(reference);
      }),
      { numRuns: 5_000, seed: 1 },
    );
  });
});

describe("matchTemplate in linear time where values share characters", () => {
  const N = 200_000;
  it.each([
    ["/{a}.{b}.{c}", "dots", "/" + ".".repeat(N) + "!"],
    ["/{a}.{b}.{c}", "a. repeated", "/" + "a.".repeat(N) + "!"],
    ["{a}{b}{c}{x}", "letters", "a".repeat(N) + " "],
    ["{+a}{+b}{+c}", "slashes", "/".repeat(N) + " "],
    ["{+a},{+b},{+c}", "commas", ",".repeat(N) + " "],
    ["{/a,b,c}{.x}", "slashes, then a bad %", "/".repeat(N) + "%"],
    ["{?a,b,c}", "escapes in a value", "?a=" + "%41".repeat(N) + "&b=1&c "],
  ])("%s on %s and a character that fails", (template, _, uri) => {
    expect(matchTemplate(template, uri)).toBeUndefined();
  });

  it("a long template and a long URI that match", () => {
    const literal = "seg/".repeat(N / 4);
    expect(matchTemplate(`/${literal}{a}.{b}`, `/${literal}${"x.".repeat(N)}y`)).toEqual({ a: "x.".repeat(N).slice(0, -1), b: "y" });
  });
});
