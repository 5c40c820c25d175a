"use client";

import { getCountries } from "libphonenumber-js/min";
import { useMemo } from "react";

/**
 * The countries a national number may be read in (PhoneCountry's, from the small metadata: the
 * full one the server validates with would weigh on the page), by their English names.
 */
function useCountryOptions() {
  return useMemo(() => {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    return getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, "en"));
  }, []);
}

/**
 * The country of phone numbers written without their country code ("0160 …" in Germany):
 * empty, numbers must start with + (or 00) and their country code.
 */
export function PhoneCountrySelect({
  id,
  name,
  value,
  defaultValue,
  onChange,
}: {
  id: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (code: string) => void;
}) {
  const options = useCountryOptions();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Country of national numbers
      </label>
      <select
        id={id}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm"
      >
        <option value="">None: numbers start with +</option>
        {options.map((c) => (
          // Names come from the runtime's ICU data, which the server's and browser's may word apart.
          <option key={c.code} value={c.code} suppressHydrationWarning>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
