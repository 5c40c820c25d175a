import { describe, expect, it } from "vitest";
import { createUtf8Buffer } from "./utf8-buffer";

describe("createUtf8Buffer", () => {
  it("holds the UTF-8 of the text appended, growing past its first capacity", () => {
    const parts = [
      "plain\t",
      "Łukasz Wiśniewski\n",
      "李小龙",
      "😀 pair",
      "lone \ud800 half",
      "x".repeat(50),
    ];
    const buffer = createUtf8Buffer(8);
    for (const part of parts) buffer.append(part);
    expect(Buffer.from(buffer.bytes())).toEqual(Buffer.from(parts.join("")));
  });

  it("gives bytes whose buffer can be transferred", () => {
    const buffer = createUtf8Buffer(16);
    buffer.append("abc");
    const bytes = buffer.bytes();
    const { port1, port2 } = new MessageChannel();
    port1.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
    expect(bytes.byteLength).toBe(0);
    port1.close();
    port2.close();
  });
});
