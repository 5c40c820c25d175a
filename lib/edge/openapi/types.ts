import openapiTS, { astToString } from "openapi-typescript";

/**
 * TypeScript types of an OpenAPI document, as openapi-typescript writes them: what
 * lib/edge/openapi/v1.d.ts holds for the served /v1/openapi.json (npm run openapi:types), and what
 * the contract test regenerates to prove that file current.
 */
export async function openApiTypes(doc: object): Promise<string> {
  // A default is what the server fills in for an absent field: the field stays optional.
  const ast = await openapiTS(doc as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
    defaultNonNullable: false,
  });
  return `// Generated from /v1/openapi.json by \`npm run openapi:types\`; do not edit.\n\n${astToString(ast)}`;
}
