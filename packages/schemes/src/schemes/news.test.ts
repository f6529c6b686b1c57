// This file imports the news module before anything else, so the registry module is first loaded from inside the
// news module (a cycle): the registry must not read the built-in rules at load time.
import { parseNews } from "./news.js";
import { parseUri } from "@urikit/core";
import { describe, expect, it } from "vitest";

describe("parseNews", () => {
  it("works when the news module is loaded before the registry", () => {
    const text = "news://h/a?b@host";
    expect(parseNews(parseUri(text), text)).toStrictEqual({ host: "h", port: 119, messageId: "a?b@host" });
  });
  it("scans the offsets itself when called without them", () => {
    const text = "news:comp.lang#x";
    expect(parseNews(parseUri(text), text)).toStrictEqual({ group: "comp.lang" });
  });
});
