import { writeFile } from "node:fs/promises";
import { GET } from "@/app/v1/openapi.json/route";
import { openApiTypes } from "@/lib/edge/openapi/types";

/** `npm run openapi:types`: lib/edge/openapi/v1.d.ts from the document /v1/openapi.json serves. */
await writeFile("lib/edge/openapi/v1.d.ts", await openApiTypes(await GET().json()));
