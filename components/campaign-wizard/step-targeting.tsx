"use client";

import { CheckboxRow } from "@/components/ui/checkbox-row";
import { Choice } from "@/components/ui/choice";
import { Switch } from "@/components/ui/switch";
import type { Conflict } from "@/lib/model/targeting/logic";
import type { Targeting } from "@/lib/model/targeting/schema";
import { titleWords } from "@/lib/model/targeting/words";
import { ActiveFilters } from "./active-filters";
import { useCrmConnections } from "./crm-connections";
import { StepSections } from "./step-sections";
import {
  FilterGroup,
  KeywordsField,
  sectionId,
  VerifiedWithinField,
  YearsField,
} from "./targeting-fields";
import { type TargetingFields, useTargetingFields } from "./use-targeting-fields";

const titleRule = (t: string) =>
  titleWords(t).length > 0 ? undefined : `“${t}” has no letter or digit to look for in a title.`;

function PersonFilters({ fields }: { fields: TargetingFields }) {
  const { tokens, select } = fields;
  return (
    <>
      <FilterGroup legend="Job title">
        {tokens(
          "titles.include",
          "Title includes",
          "Any of these; every word must appear. Paste a list to add many.",
          { validate: titleRule },
        )}
        {tokens("titles.exclude", "Title excludes", "Leave out titles with these words.", {
          validate: titleRule,
        })}
      </FilterGroup>
      <FilterGroup legend="Role">
        {select("seniorities", "seniorities", "Seniority")}
        {select("departments", "departments", "Department")}
      </FilterGroup>
      <FilterGroup legend="Skills">
        {select("skills", "skills.any", "Has any of these skills")}
        {select("skills", "skills.all", "Has all of these skills")}
      </FilterGroup>
    </>
  );
}

function LocationFilters({ fields }: { fields: TargetingFields }) {
  const { select } = fields;
  return (
    <FilterGroup legend="Location">
      <p className="text-xs text-slate-600 sm:col-span-2">
        One filter: a person in any of the continents, countries, states and cities you pick
        matches. Exclusions leave places out.
      </p>
      {select("locations.continents", "locations.continents", "Continent")}
      {select("locations.countries", "locations.countries", "Country")}
      {select("locations.states", "locations.states", "State or region")}
      {select("locations.cities", "locations.cities", "City")}
      {select("locations.countries", "locations.exclude.countries", "Exclude countries")}
      {select("locations.states", "locations.exclude.states", "Exclude states")}
      {select("locations.cities", "locations.exclude.cities", "Exclude cities")}
    </FilterGroup>
  );
}

function CompanyFilters({ fields }: { fields: TargetingFields }) {
  const { select, tokens, companyList, companyLists } = fields;
  return (
    <FilterGroup legend="Company">
      {select("industries", "industries", "Industry")}
      {select("companySizes", "companySizes", "Company size")}
      {select("revenue", "revenue", "Revenue")}
      {select("companyTypes", "companyTypes", "Company type")}
      {tokens(
        "companies.include",
        "Companies",
        "Names or domains, e.g. acme.com; Enter or ; adds one, a pasted column one per line. Click a company to edit it.",
        { split: "names" },
      )}
      {tokens(
        "companies.exclude",
        "Exclude companies",
        "Names or domains to leave out; Enter or ; adds one.",
        { split: "names" },
      )}
      {companyList(
        "companyLists.include",
        "Company lists",
        companyLists.options.length > 0
          ? "People at a company on any of these lists (Settings → Company lists)."
          : "No list yet: upload your target accounts in Settings → Company lists.",
      )}
      {companyList(
        "companyLists.exclude",
        "Exclude company lists",
        "Leave out people at companies on these lists, e.g. your customers.",
      )}
    </FilterGroup>
  );
}

function ExperienceFilter({ fields }: { fields: TargetingFields }) {
  const { filters, errors, catalogue, update } = fields;
  const experience = catalogue.rangeOf("experienceYears");
  return (
    <FilterGroup legend="Experience">
      {(["min", "max"] as const).map((bound) => (
        <YearsField
          key={bound}
          bound={bound}
          value={filters.experienceYears?.[bound]}
          error={errors?.experienceYears?.[bound]?.message}
          onChange={(v) => update(`experienceYears.${bound}`, v)}
        />
      ))}
      {experience?.max !== undefined && (
        <p className="text-xs text-slate-600 sm:col-span-2">
          Profiles range from {experience.min} to {experience.max} years.
        </p>
      )}
    </FilterGroup>
  );
}

function KeywordsAndContact({ fields }: { fields: TargetingFields }) {
  const { filters, errors, update } = fields;
  return (
    <FilterGroup legend="Keywords and contact">
      <KeywordsField
        value={filters.keywords ?? ""}
        error={errors?.keywords?.message}
        onChange={(v) => update("keywords", v)}
      />
      <CheckboxRow
        label="Contact the profile must have"
        count={2}
        className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2"
      >
        {(tabIndexOf) => (
          <>
            <Choice
              label="Has an e-mail address"
              tabIndex={tabIndexOf(0)}
              checked={Boolean(filters.contact?.requireEmail)}
              onChange={(e) => update("contact.requireEmail", e.target.checked || undefined)}
            />
            <Choice
              label="Has a mobile number"
              tabIndex={tabIndexOf(1)}
              checked={Boolean(filters.contact?.requireMobile)}
              onChange={(e) => update("contact.requireMobile", e.target.checked || undefined)}
            />
          </>
        )}
      </CheckboxRow>
      <VerifiedWithinField
        value={filters.verifiedWithinDays}
        error={errors?.verifiedWithinDays?.message}
        onChange={(v) => update("verifiedWithinDays", v)}
      />
    </FilterGroup>
  );
}

/** "Already in my CRM": shown only when the account has a CRM connection. */
function CrmFilters({ fields }: { fields: TargetingFields }) {
  const { filters, update } = fields;
  const connections = useCrmConnections();
  if ((connections.data?.data.length ?? 0) === 0) return null;
  return (
    <FilterGroup legend="Already in my CRM">
      <div className="flex flex-col gap-3 sm:col-span-2">
        <Switch
          label="Leave out people already in my CRM"
          description="People whose e-mail address a contact in your CRM has (Settings → CRM)."
          checked={Boolean(filters.excludeInCrm?.people)}
          onChange={(e) => update("excludeInCrm.people", e.target.checked || undefined)}
        />
        <Switch
          label="Leave out companies already in my CRM"
          description="People at a company whose domain a contact in your CRM has."
          checked={Boolean(filters.excludeInCrm?.companies)}
          onChange={(e) => update("excludeInCrm.companies", e.target.checked || undefined)}
        />
      </div>
    </FilterGroup>
  );
}

/** The filter groups in the order of the step, for its "Go to" toolbar. */
const GROUPS = [
  "Job title",
  "Role",
  "Skills",
  "Location",
  "Company",
  "Experience",
  "Background",
  "Keywords and contact",
].map((label) => ({ id: sectionId(label), label }));

/**
 * The targeting step. The wizard watches the targeting and works out its conflicts once per
 * change, for this step and the Live Estimate alike; the sections share what is built from them.
 */
export function StepTargeting({
  filters,
  conflicts,
}: {
  filters: Targeting;
  /** Values both included and excluded, each warned about beside its exclusion. */
  conflicts: Conflict[];
}) {
  const fields = useTargetingFields(filters, conflicts);
  const { errors, catalogue, companyLists, replace, select } = fields;
  return (
    <div className="flex flex-col gap-5">
      <StepSections sections={GROUPS} />
      <ActiveFilters
        filters={filters}
        labelOf={companyLists.labelOf}
        onReplace={replace}
        emptyError={errors?.message ?? errors?.root?.message}
        loadError={catalogue.isError ? catalogue.error.message : undefined}
      />
      <PersonFilters fields={fields} />
      <LocationFilters fields={fields} />
      <CompanyFilters fields={fields} />
      <ExperienceFilter fields={fields} />
      <FilterGroup legend="Background">
        {select("languages", "languages", "Language")}
        {select("schools", "schools", "School")}
        {select("certifications", "certifications", "Certification")}
      </FilterGroup>
      <KeywordsAndContact fields={fields} />
      <CrmFilters fields={fields} />
    </div>
  );
}
