// Lets a Mantine form validate with a contract schema, so the form and the API share one rule.
import type { z } from 'zod';

export function zodValidate<T>(schema: z.ZodType<unknown, T>) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      errors[key] ??= issue.message;
    }
    return errors;
  };
}
