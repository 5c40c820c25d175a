import { z } from "zod";

/** A list's name, as the wizard's "save to list" step and the lists' own pages take it. */
export const ListName = z
  .string()
  .max(120, "Use at most 120 characters.")
  .regex(/\S/, "Enter a name for the new list.")
  .trim();
