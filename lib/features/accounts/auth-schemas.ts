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

export const ForgotPasswordSchema = z.object({ email: SignUpSchema.shape.email });
export type ForgotPasswordValues = z.infer<typeof ForgotPasswordSchema>;

/** A signed-in user's new address; the current password when the login has one. */
export const EmailChangeSchema = z.object({
  email: SignUpSchema.shape.email,
  password: z.string().max(200).optional().default(""),
});
export type EmailChangeValues = z.input<typeof EmailChangeSchema>;

/** A new password from a reset link: the sign-up rules. */
export const ResetPasswordSchema = z.object({
  token: z.string().min(1, "This page needs the link from the e-mail.").max(200),
  password: SignUpSchema.shape.password,
});
export type ResetPasswordValues = z.infer<typeof ResetPasswordSchema>;
