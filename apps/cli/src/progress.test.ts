import { describe, expect, it } from "vitest";
import { Progress } from "./progress.js";

function terminal(): { stream: NodeJS.WriteStream; written: string[] } {
  const written: string[] = [];
  const stream = { isTTY: true, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
  return { stream, written };
}

describe("Progress", () => {
  it("erases a drawn bar before a report line, and only then", async () => {
    const { stream, written } = terminal();
    const progress = new Progress(stream, 1000, true);
    progress.clear();
    expect(written).toEqual([]); // nothing drawn, nothing to erase
    await new Promise((resolve) => setTimeout(resolve, 110));
    progress.update(500, 10);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\r\[#+\.+\] 50% /);
    progress.clear();
    expect(written[1]).toBe("\r\u001b[K");
    progress.clear();
    progress.done();
    expect(written).toHaveLength(2);
  });

  it("draws nothing when stderr is not a terminal", () => {
    const written: string[] = [];
    const progress = new Progress({ isTTY: false, write: (t: string) => written.push(t) } as unknown as NodeJS.WriteStream, 10, true);
    progress.update(5, 1);
    progress.done();
    expect(written).toEqual([]);
  });
});
