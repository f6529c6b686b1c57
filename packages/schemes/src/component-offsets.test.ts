import { parseUri } from "@urikit/core";
import { describe, expect, it } from "vitest";
import { componentOffsets } from "./component-offsets.js";

describe("componentOffsets", () => {
  it.each([
    ["http://u:p@h:8/p?q#f", { userinfo: 7, host: 11, port: 13, path: 14, query: 17, fragment: 19 }],
    ["http://h/p", { userinfo: -1, host: 7, port: -1, path: 8, query: -1, fragment: -1 }],
    ["mailto:a@b?x=1", { userinfo: -1, host: -1, port: -1, path: 7, query: 11, fragment: -1 }],
    ["a:#", { userinfo: -1, host: -1, port: -1, path: 2, query: -1, fragment: 3 }],
    ["a://[::1]:/?#", { userinfo: -1, host: 4, port: 10, path: 10, query: 12, fragment: 13 }],
  ])("%s", (text, expected) => {
    expect(componentOffsets(parseUri(text), text)).toStrictEqual(expected);
  });
});
