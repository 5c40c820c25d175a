"use client";

import { useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { DAY_NAMES } from "@/lib/campaigns/labels";
import { WEEKDAYS, type WizardValues } from "@/lib/campaigns/schema";
import { DeliveryForecast } from "./delivery-forecast";

/**
 * Time zones known to this browser. Read after mounting: the server's list may differ, and
 * the first render must match the server's.
 */
function useTimeZones(current: string): string[] {
  const [zones, setZones] = useState<string[]>([current]);
  useEffect(() => {
    const known = Intl.supportedValuesOf("timeZone");
    setZones(known.includes(current) ? known : [current, ...known]);
  }, [current]);
  return zones;
}

function ErrorText({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-xs text-red-700">
      {message}
    </p>
  ) : null;
}

export function StepDelivery() {
  const { register, control, formState } = useFormContext<WizardValues>();
  const [timezone, email, mobile] = useWatch({
    control,
    name: ["delivery.timezone", "delivery.email", "delivery.mobile"],
  });
  const zones = useTimeZones(timezone);
  const errors = formState.errors.delivery;
  const inputClass =
    "rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500";

  return (
    <div className="flex flex-col gap-5">
      <fieldset
        className="rounded-lg border border-slate-200 bg-white p-4"
        aria-describedby={errors?.email ? "contact-error" : undefined}
      >
        <legend className="px-1 text-sm font-semibold text-slate-900">
          Contact information to receive
        </legend>
        <div className="flex flex-wrap gap-6">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" {...register("delivery.email")} />
            E-mail address
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" {...register("delivery.mobile")} />
            Mobile number
          </label>
        </div>
        <ErrorText id="contact-error" message={errors?.email?.message} />
        {email && (
          <div className="mt-3">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                aria-describedby="work-email-hint"
                {...register("delivery.workEmailOnly")}
              />
              Work e-mail only
            </label>
            <p id="work-email-hint" className="ml-6 text-xs text-slate-600">
              No personal or webmail addresses (Gmail, Yahoo, …): only people with a work address
              count as having an e-mail, in the Live Estimate as in delivery.
            </p>
          </div>
        )}
        {email && mobile && (
          <fieldset className="mt-4 border-t border-slate-100 pt-3">
            <legend className="text-sm font-medium text-slate-800">
              What every lead must have
            </legend>
            <div className="mt-2 flex flex-col gap-2">
              <div>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    value="any"
                    aria-describedby="require-any-hint"
                    {...register("delivery.requireContact")}
                  />
                  At least one of them
                </label>
                <p id="require-any-hint" className="ml-6 text-xs text-slate-600">
                  Each lead comes with what it has of the two: more leads.
                </p>
              </div>
              <div>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    value="all"
                    aria-describedby="require-all-hint"
                    {...register("delivery.requireContact")}
                  />
                  Both
                </label>
                <p id="require-all-hint" className="ml-6 text-xs text-slate-600">
                  Only people with both contacts: fewer leads.
                </p>
              </div>
            </div>
          </fieldset>
        )}
      </fieldset>

      <fieldset
        className="rounded-lg border border-slate-200 bg-white p-4"
        aria-describedby={errors?.days ? "days-error" : undefined}
      >
        <legend className="px-1 text-sm font-semibold text-slate-900">Delivery days</legend>
        <div className="flex flex-wrap gap-2">
          {WEEKDAYS.map((day) => (
            <label
              key={day}
              className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="checkbox" value={day} {...register("delivery.days")} />
              {DAY_NAMES[day].long}
            </label>
          ))}
        </div>
        <ErrorText id="days-error" message={errors?.days?.message ?? errors?.days?.root?.message} />
      </fieldset>

      <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Time window</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="window-start" className="text-sm font-medium text-slate-800">
              From
            </label>
            <input
              id="window-start"
              type="time"
              {...register("delivery.window.start")}
              aria-invalid={errors?.window?.start ? true : undefined}
              className={inputClass}
            />
            <ErrorText id="window-start-error" message={errors?.window?.start?.message} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="window-end" className="text-sm font-medium text-slate-800">
              Until
            </label>
            <input
              id="window-end"
              type="time"
              {...register("delivery.window.end")}
              aria-invalid={errors?.window?.end ? true : undefined}
              aria-describedby={errors?.window?.end ? "window-end-error" : undefined}
              className={inputClass}
            />
            <ErrorText id="window-end-error" message={errors?.window?.end?.message} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="timezone" className="text-sm font-medium text-slate-800">
              Time zone
            </label>
            <select id="timezone" {...register("delivery.timezone")} className={inputClass}>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll("_", " ")}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>

      <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Dates</legend>
        <p id="dates-hint" className="text-xs text-slate-600">
          Optional, in the campaign&rsquo;s time zone. Without a start date delivery starts at
          launch; without an end date it goes on until the audience is used up. Past its end date
          the campaign completes.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="start-date" className="text-sm font-medium text-slate-800">
              First delivery day
            </label>
            <input
              id="start-date"
              type="date"
              aria-describedby="dates-hint"
              {...register("delivery.startDate", { setValueAs: (v) => (v ? v : null) })}
              aria-invalid={errors?.startDate ? true : undefined}
              className={inputClass}
            />
            <ErrorText id="start-date-error" message={errors?.startDate?.message} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="end-date" className="text-sm font-medium text-slate-800">
              Last delivery day
            </label>
            <input
              id="end-date"
              type="date"
              {...register("delivery.endDate", { setValueAs: (v) => (v ? v : null) })}
              aria-invalid={errors?.endDate ? true : undefined}
              aria-describedby={`dates-hint${errors?.endDate ? " end-date-error" : ""}`}
              className={inputClass}
            />
            <ErrorText id="end-date-error" message={errors?.endDate?.message} />
          </div>
        </div>
      </fieldset>

      <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Volume</legend>
        <div className="flex max-w-xs flex-col gap-1">
          <label htmlFor="leads-per-day" className="text-sm font-medium text-slate-800">
            Leads per day
          </label>
          <input
            id="leads-per-day"
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            {...register("delivery.leadsPerDay", { valueAsNumber: true })}
            aria-invalid={errors?.leadsPerDay ? true : undefined}
            aria-describedby={`leads-per-day-hint${errors?.leadsPerDay ? " leads-per-day-error" : ""}`}
            className={inputClass}
          />
          <p id="leads-per-day-hint" className="text-xs text-slate-600">
            1 to 1,000. Each lead uses one e-mail and/or one mobile credit.
          </p>
          <ErrorText
            id="leads-per-day-error"
            // One message fits every way the number can be wrong (empty, fractional, out of range).
            message={errors?.leadsPerDay ? "Enter a whole number from 1 to 1,000." : undefined}
          />
        </div>
        <div className="mt-4 flex max-w-xs flex-col gap-1">
          <label htmlFor="skip-delivered-days" className="text-sm font-medium text-slate-800">
            Skip people my campaigns delivered in the last … days
          </label>
          <input
            id="skip-delivered-days"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            placeholder="Off"
            {...register("delivery.skipDeliveredDays", {
              setValueAs: (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
            })}
            aria-invalid={errors?.skipDeliveredDays ? true : undefined}
            aria-describedby={`skip-delivered-days-hint${errors?.skipDeliveredDays ? " skip-delivered-days-error" : ""}`}
            className={inputClass}
          />
          <p id="skip-delivered-days-hint" className="text-xs text-slate-600">
            Leave empty to allow people any of your campaigns already delivered; 1 to 365 skips them
            for that many days.
          </p>
          <ErrorText
            id="skip-delivered-days-error"
            message={
              errors?.skipDeliveredDays
                ? "Enter a whole number from 1 to 365, or leave it empty."
                : undefined
            }
          />
        </div>
      </fieldset>
      <DeliveryForecast />
    </div>
  );
}
