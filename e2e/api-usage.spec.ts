import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { E2E_DATA_DIR } from "./demo-user";

test("the demo API key printed at start answers /v1/usage with the four counters", async ({
  request,
}) => {
  const { apiKey } = JSON.parse(await readFile(`${E2E_DATA_DIR}/demo.json`, "utf8")) as {
    apiKey: string;
  };
  const res = await request.get("/v1/usage", { headers: { authorization: `Bearer ${apiKey}` } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  for (const counter of ["search", "api", "email", "mobile"]) {
    expect(body[counter]).toMatchObject({
      used: expect.any(Number),
      limit: expect.any(Number),
      remaining: expect.any(Number),
      credits: expect.any(Number),
      resetsAt: expect.any(String),
    });
  }
  const unauthorized = await request.get("/v1/usage", {
    headers: { authorization: "Bearer nope" },
  });
  expect(unauthorized.status()).toBe(401);
  expect(unauthorized.headers()["content-type"]).toContain("application/problem+json");
  expect((await unauthorized.json()).code).toBe("unauthorized");
});
