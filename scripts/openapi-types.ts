import { writeFile } from "node:fs/promises";
import { GET } from "@/app/v1/openapi.json/route";
import { openApiTypes } from "@/lib/edge/openapi/types";

/**
 * `npm run openapi:types`: lib/edge/openapi/v1.d.ts from the document /v1/openapi.json serves,
 * and the same file as the SDK's types (packages/sdk/src/v1.d.ts, which ships in the package).
 */
const types = await openApiTypes(await GET().json());
await writeFile("lib/edge/openapi/v1.d.ts", types);
await writeFile("packages/sdk/src/v1.d.ts", types);
