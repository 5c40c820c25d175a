import { z } from "zod";

export const SignUpSchema = z.object({
  name: z.string().trim().min(1, "Enter your company or team name.").max(120),
  email: z.string().trim().toLowerCase().email("Enter a valid e-mail address."),
  password: z.string().min(8, "Use at least 8 characters.").max(200, "Use at most 200 characters."),
});
export type SignUpValues = z.infer<typeof SignUpSchema>;

export const SignInSchema = z.object({
  email: z.string().trim().toLowerCase().email("Enter a valid e-mail address."),
  password: z.string().min(1, "Enter your password."),
});
export type SignInValues = z.infer<typeof SignInSchema>;
