import { describe, expect, it } from "vitest";
import {
  type OrganizationRow,
  organizationToRow,
  profileToRow,
} from "@/lib/model/profiles/profile-rows";
import type { Profile } from "@/lib/model/profiles/profile-schema";
import { PROFILE_COLUMNS } from "./columns";
import { copyLine } from "./copy-format";
import { buildWorld, generateProfile } from "./generate";
import { appendProfileLine, createProfileCopier, type ProfileCopier } from "./profile-copy";
import { createUtf8Buffer } from "./utf8-buffer";

const world = buildWorld(5, 2000);
const orgRows = new Map(
  world.organizations.map((o) => [o.organization.id, organizationToRow(o.organization)]),
);

/** The line `copier` appends, as text. */
function written(
  copier: ProfileCopier,
  profile: Profile,
  provenance: Record<string, string>,
  org: OrganizationRow | undefined,
  keywords: string,
): string {
  const out = createUtf8Buffer(64);
  appendProfileLine(out, copier(profile, provenance, org), keywords);
  return Buffer.from(out.bytes()).toString("utf8");
}

/** The line as the generic path writes it. */
function expected(profile: Profile, provenance: Record<string, string>, keywords: string) {
  const org = profile.organizationId ? orgRows.get(profile.organizationId) : undefined;
  return copyLine(PROFILE_COLUMNS, { ...profileToRow(profile, provenance, org), keywords });
}

describe("createProfileCopier", () => {
  it("writes the seed's profiles exactly as copyLine writes profileToRow's rows", () => {
    const line = createProfileCopier();
    // Twice over, so that the second pass reads what the first remembered.
    for (const pass of [1, 2]) {
      for (let i = 0; i < 2000; i++) {
        const { profile, provenance } = generateProfile(world, i);
        const org = profile.organizationId ? orgRows.get(profile.organizationId) : undefined;
        const keywords = `'a':${i} 'b':${pass}`;
        const before = JSON.stringify(profile);
        expect(written(line, profile, provenance, org, keywords)).toBe(
          expected(profile, provenance, keywords),
        );
        // The profile is handed back as it came, e-mail, mobile and organization included.
        expect(JSON.stringify(profile)).toBe(before);
      }
    }
  });

  it("escapes and leaves out what the seed never has", () => {
    const line = createProfileCopier();
    const odd: Profile = {
      id: "p\\1",
      SourceUrl: "https://www.linkedin.com/in/ab***-x",
      SourceUsername: "a\tb",
      title: "Head of\nQ\\A",
      skill: [' "quoted" ', "back\\slash", "QUOTED", "tab\there", "Back\\Slash", "  ", "quoted"],
      language: [{ name: "English" }, { name: " english " }],
      education: [{ organization: { name: 'École "Normale"' } }],
      email: [],
      mobile: [{ type: "personal", value: "+14155550100" }],
    };
    const bare: Profile = { id: "p_2", title: "   " };
    for (const profile of [odd, bare, odd]) {
      expect(written(line, profile, {}, undefined, "'x\\y':1")).toBe(
        expected(profile, {}, "'x\\y':1"),
      );
    }
  });
});
