import { z } from 'zod';

export const analyticsEventNames = ['page_view', 'sign_up', 'sign_in'] as const;

export const analyticsEventSchema = z.object({
  name: z.enum(analyticsEventNames),
  path: z.string().max(500).optional(),
  props: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()]))
    .optional(),
  occurredAt: z.iso.datetime(),
});

/** Body of POST /api/analytics/events, sent with navigator.sendBeacon. */
export const analyticsBatchSchema = z.object({
  visitId: z.string().min(8).max(64),
  events: z.array(analyticsEventSchema).min(1).max(50),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
