import { z } from 'zod';
import { passwordLimits, passwordMessages } from './password-rule.ts';
import { nameSchema } from './person-name.ts';

/**
 * Account forms (docs/product/accounts.md). The web forms validate with these before asking Better Auth, whose
 * server-side rules (8–128 characters, guessable passwords refused) stay the final word.
 */
export const passwordSchema = z
  .string()
  .min(passwordLimits.min, passwordMessages.tooShort)
  .max(passwordLimits.max, passwordMessages.tooLong);

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Enter your email')
  .max(254, 'Use at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

export const registerSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** No length rule here: a sign-in must not reveal the password policy of an old account. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords do not match',
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password'),
  newPassword: passwordSchema,
  revokeOtherSessions: z.boolean(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
