import { z } from "zod";

/** The longest list name: the wizard counts down to it. */
export const MAX_LIST_NAME = 120;

/** A list's name, as the wizard's "save to list" step and the lists' own pages take it. */
export const ListName = z
  .string()
  .max(MAX_LIST_NAME, `Use at most ${MAX_LIST_NAME} characters.`)
  .regex(/\S/, "Enter a name for the new list.")
  .trim();
