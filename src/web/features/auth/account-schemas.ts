// The sign-in pages' schemas, loaded with zod when a form is first sent rather than with the page
// (decision 0023; lib/zod-form.ts submitChecked).
const accountSchemas = () => import('../../../contract/account.ts');

export const loadLoginSchema = () => accountSchemas().then((module) => module.loginSchema);
export const loadRegisterSchema = () => accountSchemas().then((module) => module.registerSchema);
export const loadForgotPasswordSchema = () =>
  accountSchemas().then((module) => module.forgotPasswordSchema);
export const loadResetPasswordSchema = () =>
  accountSchemas().then((module) => module.resetPasswordSchema);
