import { describe, expect, it } from "vitest";
import { localPath } from "./local-path";

const origin = "http://127.0.0.1:3000";

describe("the page to open after signing in", () => {
  it("keeps a path of this site, with its query and fragment", () => {
    expect(localPath("/invite?token=abc#join", origin)).toBe("/invite?token=abc#join");
    expect(localPath("/campaigns", origin)).toBe("/campaigns");
  });

  it("refuses anything that leaves the site, however it is spelled", () => {
    for (const next of [
      "//evil.example/",
      "/\\evil.example",
      "/\\/evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "",
      null,
      undefined,
    ]) {
      expect(localPath(next, origin), String(next)).toBeUndefined();
    }
  });
});
