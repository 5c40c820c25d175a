"use client";

import type { ReactNode } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { CheckboxRow } from "@/components/ui/checkbox-row";
import { Choice } from "@/components/ui/choice";
import { Field } from "@/components/ui/field";
import { TimeZoneSelect } from "@/components/ui/time-zone-select";
import { WEEKDAYS, type WizardValues } from "@/lib/features/campaigns/schema";
import { DAY_NAMES } from "@/lib/model/targeting/targeting-labels";
import { DeliveryForecast } from "./delivery-forecast";
import { StepSections } from "./step-sections";
import { sectionId } from "./targeting-fields";

function ErrorText({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-xs text-red-700">
      {message}
    </p>
  ) : null;
}

function Section({
  legend,
  describedBy,
  children,
}: {
  legend: string;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={sectionId(legend)}
      tabIndex={-1}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 focus:outline-none"
      aria-describedby={describedBy}
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

const useDelivery = () => {
  const { register, control, formState } = useFormContext<WizardValues>();
  return { register, control, errors: formState.errors.delivery };
};

function ContactSection() {
  const { register, control, errors } = useDelivery();
  const [email, mobile] = useWatch({ control, name: ["delivery.email", "delivery.mobile"] });
  return (
    <Section
      legend="Contact information to receive"
      describedBy={errors?.email ? "contact-error" : undefined}
    >
      <CheckboxRow label="Contact kinds" count={2} className="flex flex-wrap gap-6">
        {(tabIndexOf) => (
          <>
            <Choice
              label="E-mail address"
              tabIndex={tabIndexOf(0)}
              {...register("delivery.email")}
            />
            <Choice
              label="Mobile number"
              tabIndex={tabIndexOf(1)}
              {...register("delivery.mobile")}
            />
          </>
        )}
      </CheckboxRow>
      <ErrorText id="contact-error" message={errors?.email?.message} />
      {email && (
        <Choice
          className="mt-3"
          label="Work e-mail only"
          hint="No personal or webmail addresses (Gmail, Yahoo, …): only people with a work address count as having an e-mail, in the Live Estimate as in delivery."
          {...register("delivery.workEmailOnly")}
        />
      )}
      {email && mobile && (
        <fieldset className="mt-4 border-t border-slate-100 pt-3">
          <legend className="text-sm font-medium text-slate-800">What every lead must have</legend>
          <div className="mt-2 flex flex-col gap-2">
            <Choice
              type="radio"
              value="any"
              label="At least one of them"
              hint="Each lead comes with what it has of the two: more leads."
              {...register("delivery.requireContact")}
            />
            <Choice
              type="radio"
              value="all"
              label="Both"
              hint="Only people with both contacts: fewer leads."
              {...register("delivery.requireContact")}
            />
          </div>
        </fieldset>
      )}
    </Section>
  );
}

function DaysSection() {
  const { register, errors } = useDelivery();
  return (
    <Section legend="Delivery days" describedBy={errors?.days ? "days-error" : undefined}>
      <CheckboxRow
        label="Days of the week"
        count={WEEKDAYS.length}
        className="flex flex-wrap gap-2"
      >
        {(tabIndexOf) =>
          WEEKDAYS.map((day, i) => (
            <label
              key={day}
              className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                value={day}
                tabIndex={tabIndexOf(i)}
                {...register("delivery.days")}
              />
              {DAY_NAMES[day].long}
            </label>
          ))
        }
      </CheckboxRow>
      <ErrorText id="days-error" message={errors?.days?.message ?? errors?.days?.root?.message} />
    </Section>
  );
}

function WindowSection() {
  const { register, control, errors } = useDelivery();
  const { field } = useController({ control, name: "delivery.timezone" });
  return (
    <Section legend="Time window">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="window-start"
          label="From"
          type="time"
          error={errors?.window?.start?.message}
          {...register("delivery.window.start")}
        />
        <Field
          id="window-end"
          label="Until"
          type="time"
          error={errors?.window?.end?.message}
          {...register("delivery.window.end")}
        />
        {/* The whole row: a zone's label carries its offset, city and name. */}
        <div className="sm:col-span-2">
          <TimeZoneSelect
            label="Time zone"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </div>
      </div>
    </Section>
  );
}

/** An empty date or number field means "none", which the schema holds as null. */
const nullWhenEmpty = (v: unknown) => (v === "" || v === null || v === undefined ? null : v);

const DATES = [
  { field: "startDate", id: "start-date", label: "First delivery day" },
  { field: "endDate", id: "end-date", label: "Last delivery day" },
] as const;

function DatesSection() {
  const { register, errors } = useDelivery();
  return (
    <Section legend="Dates">
      <p id="dates-hint" className="text-xs text-slate-600">
        Optional, in the campaign&rsquo;s time zone. Without a start date delivery starts at launch;
        without an end date it goes on until the audience is used up. Past its end date the campaign
        completes.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {DATES.map(({ field, id, label }) => (
          <Field
            key={id}
            id={id}
            label={label}
            type="date"
            aria-describedby="dates-hint"
            error={errors?.[field]?.message}
            {...register(`delivery.${field}`, { setValueAs: nullWhenEmpty })}
          />
        ))}
      </div>
    </Section>
  );
}

function VolumeSection() {
  const { register, errors } = useDelivery();
  return (
    <Section legend="Volume">
      <Field
        id="leads-per-day"
        className="max-w-xs"
        label="Leads per day"
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        hint="1 to 1,000. Each lead uses one e-mail and/or one mobile credit."
        // One message fits every way the number can be wrong (empty, fractional, out of range).
        error={errors?.leadsPerDay ? "Enter a whole number from 1 to 1,000." : undefined}
        {...register("delivery.leadsPerDay", { valueAsNumber: true })}
      />
      <Field
        id="skip-delivered-days"
        className="mt-4 max-w-xs"
        label="Skip people my campaigns delivered in the last … days"
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        placeholder="Off"
        hint="Leave empty to allow people any of your campaigns already delivered; 1 to 365 skips them for that many days."
        error={
          errors?.skipDeliveredDays
            ? "Enter a whole number from 1 to 365, or leave it empty."
            : undefined
        }
        {...register("delivery.skipDeliveredDays", {
          setValueAs: (v) => {
            const value = nullWhenEmpty(v);
            return value === null ? null : Number(value);
          },
        })}
      />
    </Section>
  );
}

/** The sections in the order of the step, for its "Go to" toolbar. */
const SECTIONS = [
  ["Contact information to receive", "Contact"],
  ["Delivery days", "Days"],
  ["Time window", "Time window"],
  ["Dates", "Dates"],
  ["Volume", "Volume"],
].map(([legend = "", label = ""]) => ({ id: sectionId(legend), label }));

export function StepDelivery() {
  return (
    <div className="flex flex-col gap-5">
      <StepSections sections={SECTIONS} />
      <ContactSection />
      <DaysSection />
      <WindowSection />
      <DatesSection />
      <VolumeSection />
      <DeliveryForecast />
    </div>
  );
}
