import { describe, expect, it } from "vitest";
import { bytesAnswer, preparedBytes, utf8Of } from "./bytes-answer";

describe("utf8Of", () => {
  it("writes the pieces' UTF-8 one after another, as their join would encode", () => {
    const pieces = ['{"a":[', '"Zoë"', ',"日本"', ',"🚀 x"', "]}", "", "é".repeat(5000)];
    expect(utf8Of(pieces)).toEqual(Buffer.from(pieces.join("")));
    expect(utf8Of([])).toEqual(Buffer.alloc(0));
  });
});

describe("bytesAnswer", () => {
  it("reads as its bytes to anyone who reads the Response (Next.js's path, tests)", async () => {
    const bytes = Buffer.from('{"name":"Zoë"}');
    const answer = bytesAnswer(bytes, {
      status: 201,
      headers: { "content-type": "application/json" },
    });
    expect(answer.status).toBe(201);
    expect(preparedBytes(answer)).toBe(bytes);
    expect(await answer.json()).toEqual({ name: "Zoë" });
    // Once its stream was read, nobody may write the bytes a second time.
    expect(preparedBytes(answer)).toBeUndefined();
  });

  it("is not claimed for a Response it did not make", () => {
    expect(preparedBytes(new Response("{}"))).toBeUndefined();
  });
});
