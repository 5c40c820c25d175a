import { openApiDocument } from "@/lib/edge/openapi/document";

/** The OpenAPI 3.1 document of /v1; public, like the reference at /docs. */
export function GET(): Response {
  return Response.json(openApiDocument(), {
    headers: { "cache-control": "public, max-age=300" },
  });
}
