import { CHAR_CLASS, GEN_DELIMS, HEXDIG, SUB_DELIMS, UNRESERVED } from "@urikit/core/chars";

/*
 * The matcher of `matchTemplate`: the template compiled once, in one walk, to two readers of the URI that agree:
 * - the regular expression `^literal(value)literal…$` (`source`), which V8 runs fastest, and
 * - a program for `run`, a backtracking matcher that reads the URI the same way (the earliest alternative first,
 *   each value as long as a match allows) but remembers the (join point, position) pairs it has entered. Entering
 *   one again could only fail as before (there are no backreferences), so it fails at once: each pair is explored
 *   once, and the run takes O(URI length × join points) steps.
 * The regex serves only templates where no value can give back a character that what follows could take
 * (`sharesCharacters`): a backtracking engine then gives each character back once, in linear time. Elsewhere it
 * takes polynomial time or worse ("/{a}.{b}.{c}" against 4,000 dots and a bad character took 43 s in V8).
 */

/** Consume the code unit `x`. */
const CHAR = 0;
/** Consume a value: a run of the code units of class `x` and of `pct-encoded` triplets, as long as it goes. */
const VALUE = 1;
/** Go on at `x` first, then at `y`. */
const SPLIT = 2;
/** Go on at `x`. */
const JMP = 3;
/** Record the position in capture slot `x`. */
const SAVE = 4;
/** The whole URI matched (at its end only: the program is anchored at both ends). */
const MATCH = 5;

/** The class of a simple expression's values: `unreserved` (RFC 3986 §2.3). */
const UNRESERVED_SET = UNRESERVED;
/** The class of a `+` or `#` expression's values: `unreserved / reserved` (RFC 3986 §2.2). */
const ALLOWED_SET = UNRESERVED | GEN_DELIMS | SUB_DELIMS;

/** Whether code unit `c` (NaN past the end) is in the class of flags `set`. */
function inSet(set: number, c: number): boolean {
  return c < 0x80 && (CHAR_CLASS[c]! & set) !== 0;
}

/** Whether a `pct-encoded` triplet starts at `i`. */
function tripletAt(s: string, i: number): boolean {
  return s.charCodeAt(i) === 0x25 && inSet(HEXDIG, s.charCodeAt(i + 1)) && inSet(HEXDIG, s.charCodeAt(i + 2));
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * A template compiled for matching: instructions are appended in template order, a forward target is written once
 * it is known, and `source` grows with them.
 * RFC 6570 §1.4 <https://www.rfc-editor.org/rfc/rfc6570#section-1.4>
 */
export class MatchProgram {
  readonly #op: number[] = [];
  readonly #x: number[] = [];
  readonly #y: number[] = [];
  /** Capture groups so far: group g records its start in slot 2g and its end in slot 2g + 1. */
  groups = 0;
  /** The same program as a regular expression (without the anchors): group g is capture g + 1. */
  source = "";
  /** For each instruction, its row of `#entered` (a value, what follows one, a jump or split target), else -1. */
  #row: Int32Array | undefined;
  #rows = 0;
  /** One bit per (row, position): entered in this run. Kept from run to run; a run clears what it uses. */
  #entered = new Uint32Array(0);
  /** Choice points, four numbers each: instruction, position, first position (values), undo-log length. */
  readonly #choices: number[] = [];
  /** The undo log of the capture slots: (slot, old value) pairs. */
  readonly #undo: number[] = [];

  #emit(op: number, x = 0, y = 0): number {
    this.#op.push(op);
    this.#x.push(x);
    this.#y.push(y);
    return this.#op.length - 1;
  }

  /** The characters of `text`, each as it stands. */
  literal(text: string): void {
    for (let i = 0; i < text.length; i++) this.#emit(CHAR, text.charCodeAt(i));
    this.source += escapeRegExp(text);
  }

  /** `(?:[class]|%HEXDIG HEXDIG)*`, greedy: a value of an expression, `reserved` for `+` and `#`. */
  value(reserved: boolean): void {
    this.#emit(VALUE, reserved ? ALLOWED_SET : UNRESERVED_SET);
    this.source += reserved ? "(?:[A-Za-z0-9._~:/?#\\[\\]@!$&'()*+,;=-]|%[0-9A-Fa-f]{2})*" : "(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})*";
  }

  /** What `body` appends, as a capture group (`(…)`); returns the group's number. */
  capture(body: () => void): number {
    const group = this.groups++;
    this.#emit(SAVE, 2 * group);
    this.source += "(";
    body();
    this.source += ")";
    this.#emit(SAVE, 2 * group + 1);
    return group;
  }

  /** What `body` appends, or nothing; the first preferred (`(?:…)?`). */
  optional(body: () => void): void {
    const split = this.#emit(SPLIT);
    this.#x[split] = this.#op.length;
    this.source += "(?:";
    body();
    this.source += ")?";
    this.#y[split] = this.#op.length;
  }

  /** One of `bodies`, the earliest preferred (`(?:a|b|…)`). */
  oneOf(bodies: (() => void)[]): void {
    const exits: number[] = [];
    this.source += "(?:";
    for (let k = 0; k < bodies.length; k++) {
      const last = k === bodies.length - 1;
      const split = last ? -1 : this.#emit(SPLIT);
      if (split >= 0) this.#x[split] = this.#op.length;
      if (k > 0) this.source += "|";
      bodies[k]!();
      if (!last) exits.push(this.#emit(JMP));
      if (split >= 0) this.#y[split] = this.#op.length;
    }
    for (const exit of exits) this.#x[exit] = this.#op.length;
    this.source += ")";
  }

  /** The end: the whole URI matched. */
  end(): void {
    this.#emit(MATCH);
  }

  /**
   * Whether a value may end where what follows it could begin: "%" or a code unit of the value's class is one that
   * the instructions reachable from the value's end (through jumps, splits and saves) could consume first. Then a
   * backtracking engine may try every split of the text between them; else each value ends at one place.
   */
  sharesCharacters(): boolean {
    for (let value = 0; value < this.#op.length; value++) {
      if (this.#op[value] !== VALUE) continue;
      const seen = new Set<number>();
      const pending = [value + 1];
      while (pending.length > 0) {
        const pc = pending.pop()!;
        if (seen.has(pc)) continue;
        seen.add(pc);
        const op = this.#op[pc];
        const x = this.#x[pc]!;
        if (op === JMP) pending.push(x);
        else if (op === SPLIT) pending.push(x, this.#y[pc]!);
        else if (op === SAVE) pending.push(pc + 1);
        else if (op === VALUE) return true; // another value: both classes hold the unreserved characters
        else if (op === CHAR && (x === 0x25 || inSet(this.#x[value]!, x))) return true;
      }
    }
    return false;
  }

  /** The text of each capture group of the preferred match of all of `input` (undefined: the group took no part). */
  captured(input: string): (string | undefined)[] | undefined {
    const slots = this.#run(input);
    if (slots === undefined) return undefined;
    const texts: (string | undefined)[] = [];
    for (let g = 0; g < this.groups; g++) texts.push(slots[2 * g]! < 0 ? undefined : input.slice(slots[2 * g], slots[2 * g + 1]));
    return texts;
  }

  /**
   * The capture slots of the preferred match of all of `input` (-1 for a group that took no part), or undefined.
   * A value reads as far as it goes and then gives back one character or triplet at a time, as the regex's loop
   * would; it stops early at a position where it has been before, since every way on from there has failed.
   */
  #run(input: string): Int32Array | undefined {
    const op = this.#op;
    const xs = this.#x;
    const row = this.#row ?? this.#rowsOf();
    const n = input.length;
    const width = n + 1;
    const words = Math.ceil((this.#rows * width) / 32);
    if (this.#entered.length < words) this.#entered = new Uint32Array(words);
    const entered = this.#entered;
    entered.fill(0, 0, words);
    /** Whether (row r, position p) was entered already; marks it entered. */
    const enter = (r: number, p: number): boolean => {
      const bit = r * width + p;
      const word = bit >>> 5;
      const mask = 1 << (bit & 31);
      if ((entered[word]! & mask) !== 0) return true;
      entered[word] = entered[word]! | mask;
      return false;
    };
    const captures = new Int32Array(2 * this.groups).fill(-1);
    const choices = this.#choices;
    const undo = this.#undo;
    choices.length = 0;
    undo.length = 0;
    let pc = 0;
    let pos = 0;
    for (;;) {
      // Every path that does not `continue` (or return) fails and falls through to the last choice.
      if (row[pc]! < 0 || !enter(row[pc]!, pos)) {
        const o = op[pc];
        if (o === CHAR) {
          if (input.charCodeAt(pos) === xs[pc]) {
            pc++;
            pos++;
            continue;
          }
        } else if (o === VALUE) {
          // Read on while the class or a triplet goes on and the position is new for this value.
          const start = pos;
          const set = xs[pc]!;
          for (;;) {
            const step = inSet(set, input.charCodeAt(pos)) ? 1 : tripletAt(input, pos) ? 3 : 0;
            if (step === 0 || enter(row[pc]!, pos + step)) break;
            pos += step;
          }
          if (pos > start) choices.push(pc, pos, start, undo.length);
          pc++;
          continue;
        } else if (o === SPLIT) {
          choices.push(this.#y[pc]!, pos, -1, undo.length);
          pc = xs[pc]!;
          continue;
        } else if (o === JMP) {
          pc = xs[pc]!;
          continue;
        } else if (o === SAVE) {
          undo.push(xs[pc]!, captures[xs[pc]!]!);
          captures[xs[pc]!] = pos;
          pc++;
          continue;
        } else if (pos === n) {
          return captures; // MATCH at the end of the input
        }
      }
      // Back to the latest choice, with the captures as they were then.
      if (choices.length === 0) return undefined;
      const undoLength = choices.pop()!;
      const start = choices.pop()!;
      pos = choices.pop()!;
      pc = choices.pop()!;
      while (undo.length > undoLength) {
        const old = undo.pop()!;
        captures[undo.pop()!] = old;
      }
      if (start >= 0) {
        // A value gives back its last character or triplet ("%" is in no class: a "%" three back starts one).
        pos -= pos - 3 >= start && input.charCodeAt(pos - 3) === 0x25 ? 3 : 1;
        if (pos > start) choices.push(pc, pos, start, undo.length);
        pc++;
      }
    }
  }

  /** Number the instructions a run may enter twice at one position: values, what follows them, jump targets. */
  #rowsOf(): Int32Array {
    const row = new Int32Array(this.#op.length).fill(-1);
    const mark = (pc: number): void => {
      if (row[pc] === -1) row[pc] = this.#rows++;
    };
    for (let pc = 0; pc < this.#op.length; pc++) {
      const op = this.#op[pc];
      if (op === VALUE) {
        mark(pc);
        mark(pc + 1);
      } else if (op === SPLIT) {
        mark(this.#x[pc]!);
        mark(this.#y[pc]!);
      } else if (op === JMP) {
        mark(this.#x[pc]!);
      }
    }
    this.#row = row;
    return row;
  }
}
