import { describe, expect, it } from "vitest";
import { assembleProfile, assembleProfileJson, type StoredProfile } from "./profile-rows";
import type { Organization } from "./profile-schema";

const organization = { id: "o1", name: "Acme", website: "https://acme.io" } as Organization;

describe("assembleProfileJson", () => {
  it("is the text of assembleProfile: the stored fields in their order, the organization last", () => {
    const data = { id: "p1", fn: "Ada", title: "CTO", skill: ["x", "y"], nested: { a: 1 } };
    const expected = JSON.stringify(
      assembleProfile(data as unknown as StoredProfile, organization),
    );
    expect(assembleProfileJson(JSON.stringify(data), JSON.stringify(organization))).toBe(expected);
  });

  it("leaves a profile without an organization as stored", () => {
    expect(assembleProfileJson('{"id":"p1"}', undefined)).toBe('{"id":"p1"}');
  });

  it("gives valid JSON for an empty object and for text stored with spaces", () => {
    const org = JSON.stringify(organization);
    expect(JSON.parse(assembleProfileJson("{}", org))).toEqual({ organization });
    expect(JSON.parse(assembleProfileJson("{ }", org))).toEqual({ organization });
    expect(JSON.parse(assembleProfileJson('{ "id" : "p1" , "a": [1, {"b": {}}] }\n', org))).toEqual(
      { id: "p1", a: [1, { b: {} }], organization },
    );
  });
});
