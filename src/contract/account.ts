import { z } from 'zod';
import { storableString } from './storable-string.ts';

/**
 * Account forms (docs/product/accounts.md). The web forms validate with these before asking Better Auth, whose
 * server-side rules (8–128 characters, guessable passwords refused) stay the final word.
 */
export const passwordLimits = { min: 8, max: 128 } as const;

export const passwordMessages = {
  tooShort: `Use at least ${passwordLimits.min} characters`,
  tooLong: `Use at most ${passwordLimits.max} characters`,
  tooCommon: 'This password is too common. Choose one that is harder to guess.',
  repeated: 'This password is one character repeated. Choose one that is harder to guess.',
  sequence:
    'This password follows the keyboard or the alphabet (like qwertyuiop or 12345678). Choose one that is harder to guess.',
  productName:
    'This password is mostly the name Tempo. Add words of your own, or choose another one.',
  ownEmail:
    'This password is mostly your email address. Add words of your own, or choose another one.',
} as const;

/** The rule in one sentence, shown beside every new-password field. */
export const passwordRule = `${passwordLimits.min} to ${passwordLimits.max} characters. Common passwords, keyboard runs like qwertyuiop and your email address are refused.`;

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

export const nameSchema = storableString()
  .trim()
  .min(1, 'Enter your name')
  .max(80, 'Use at most 80 characters');

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
