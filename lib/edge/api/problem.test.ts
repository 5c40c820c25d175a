import { describe, expect, it } from "vitest";
import { DomainError } from "@/lib/core/errors";
import { errorToResponse } from "@/lib/edge/api/problem";

describe("problem+json answers", () => {
  it("keeps the problem's own fields when an error's extras reuse their names", async () => {
    const error = new DomainError("The job failed.", 409, "job_failed", {
      status: "failed",
      code: "upstream",
      type: "elsewhere",
      detail: "other",
      jobId: "job_1",
    });
    const response = errorToResponse(error, "trace-1");
    const body = await response.json();
    expect(response.status).toBe(409);
    expect(body).toMatchObject({
      status: 409,
      code: "job_failed",
      detail: "The job failed.",
      message: "The job failed.",
      title: "Conflict",
      type: expect.stringMatching(/job-failed$/),
      jobId: "job_1",
      traceId: "trace-1",
    });
  });
});
