import { describe, expect, it } from "vitest";
import { Progress } from "./progress.js";

function terminal(): { stream: NodeJS.WriteStream; written: string[] } {
  const written: string[] = [];
  const stream = { isTTY: true, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
  return { stream, written };
}

/** A clock the test moves by hand. */
function clock(start: number): { now: () => number; advance: (ms: number) => void } {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

describe("Progress", () => {
  it("erases a drawn bar before a report line, and only then", () => {
    const { stream, written } = terminal();
    const time = clock(1000);
    const progress = new Progress(stream, 1000, true, time.now);
    progress.clear();
    expect(written).toEqual([]); // nothing drawn, nothing to erase
    time.advance(110);
    progress.update(500, 10);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\r\[#+\.+\] 50% /);
    progress.clear();
    expect(written[1]).toBe("\r\u001b[K");
    progress.clear();
    progress.done();
    expect(written).toHaveLength(2);
  });

  it("redraws at most every 100 ms, with the rate and ETA of the clock", () => {
    const { stream, written } = terminal();
    const time = clock(0);
    const progress = new Progress(stream, 4_000_000, true, time.now);
    time.advance(1000);
    progress.update(1_000_000, 2000); // a quarter in 1 s: 3 s to go
    expect(written).toEqual([`\r[${"#".repeat(6)}${".".repeat(18)}] 25% 1.0 MB, 2000 lines, 2.0 k lines/s, ETA 3 s\u001b[K`]);
    time.advance(99);
    progress.update(2_000_000, 4000);
    expect(written).toHaveLength(1); // too soon
    time.advance(1);
    progress.update(2_000_000, 4000);
    expect(written).toHaveLength(2);
    expect(written[1]).toMatch(/ 50% 2\.0 MB, 4000 lines, .* ETA 1 s/);
  });

  it("draws bytes and lines alone when the size is unknown (stdin)", () => {
    const { stream, written } = terminal();
    const time = clock(0);
    const progress = new Progress(stream, undefined, true, time.now);
    time.advance(500);
    progress.update(3_000_000, 100);
    expect(written).toEqual(["\r3.0 MB, 100 lines, 200 lines/s\u001b[K"]);
  });

  it("draws nothing when stderr is not a terminal", () => {
    const written: string[] = [];
    const progress = new Progress({ isTTY: false, write: (t: string) => written.push(t) } as unknown as NodeJS.WriteStream, 10, true);
    progress.update(5, 1);
    progress.done();
    expect(written).toEqual([]);
  });

  it("draws nothing with --no-progress", () => {
    const { stream, written } = terminal();
    const time = clock(0);
    const progress = new Progress(stream, 10, false, time.now);
    time.advance(1000);
    progress.update(5, 1);
    expect(written).toEqual([]);
  });
});
