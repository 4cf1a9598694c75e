// What a new password must be, in words and numbers, for the account forms and the server's
// password policy. No zod here: the sign-in pages show the rule before they load any schema
// (decision 0023); account.ts builds the schemas from it.
export const passwordLimits = { min: 8, max: 128 } as const;

export const passwordMessages = {
  tooShort: `Use at least ${passwordLimits.min} characters`,
  tooLong: `Use at most ${passwordLimits.max} characters`,
  tooCommon: 'This password is too common. Choose one that is harder to guess.',
  repeated:
    'This password repeats the same characters (like aaaa or abab). Choose one that is harder to guess.',
  sequence:
    'This password follows the keyboard or the alphabet (like qwertyuiop or 12345678). Choose one that is harder to guess.',
  productName:
    'This password is mostly the name Tempo. Add words of your own, or choose another one.',
  ownEmail: 'This password contains your email address. Choose one without it.',
  ownName: 'This password contains your name. Choose one without it.',
  guessable: 'This password is easy to guess. Make it longer: a few words of your own work well.',
} as const;
