import { z } from 'zod';

/**
 * Every error the API answers has this shape, so the web app can show a person a message
 * (and per-field messages for validation errors) without guessing.
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
