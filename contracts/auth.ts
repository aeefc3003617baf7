import { z } from "zod";
import { safeText } from "./text";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]+$/;
export { SIGNED_IN_HINT_COOKIE } from "./cookies";

/** The user as the API shows it; the password hash has no field here, so it cannot leave. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(["user", "admin"]),
  /** False until the owner opens the e-mailed link; the app then shows a reminder (decision 31). */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const LoginSchema = z.object({
  email: safeText("Email").trim().min(1, "Email is required").max(254),
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof LoginSchema>;

const optionalName = (label: string) =>
  safeText(label)
    .trim()
    .max(80, "Names can be at most 80 characters")
    .optional()
    .transform((value) => value || undefined);

const emailField = safeText("Email").trim().min(1, "Email is required").max(254).pipe(z.email("Please enter a valid email address"));
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password can be at most ${PASSWORD_MAX_LENGTH} characters`);

export const RegisterSchema = z
  .object({
    email: emailField,
    password: newPassword,
    confirmPassword: z.string(),
    username: safeText("Username")
      .trim()
      .min(3, "Username must be at least 3 characters")
      .max(30, "Username can be at most 30 characters")
      .regex(USERNAME_PATTERN, "Username may contain only letters, digits, dots, dashes and underscores"),
    firstName: optionalName("First name"),
    lastName: optionalName("Last name"),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterInput = z.input<typeof RegisterSchema>;

/** The token of an e-mailed link (verification or reset): base64url, as the server issues them. */
const linkToken = z
  .string()
  .trim()
  .min(1, "The link has no token")
  .max(200, "The link's token is not valid")
  .regex(/^[A-Za-z0-9_-]+$/, "The link's token is not valid");

export const VerifyEmailSchema = z.object({ token: linkToken });
export type VerifyEmailInput = z.infer<typeof VerifyEmailSchema>;

export const ForgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({ token: linkToken, password: newPassword, confirmPassword: z.string() })
  .refine((input) => input.password === input.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** Answers of the account-link calls: what happened, in words the page shows. */
export const AccountMessageSchema = z.object({ ok: z.literal(true), message: z.string() });
export type AccountMessage = z.infer<typeof AccountMessageSchema>;

export const RegisterResponseSchema = z.object({ user: UserSchema });
/** POST /api/auth/verify-email: the words to show and the account as it is now. */
export const VerifyEmailResponseSchema = AccountMessageSchema.extend({ user: UserSchema });

/** Every error body: {message}, plus {error} where the spec reads that field (registration). */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  error: z.string().optional(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
