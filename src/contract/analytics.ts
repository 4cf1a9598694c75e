import { z } from 'zod';
import { storableString } from './storable-string.ts';

/** Rows kept for one visit (one tab): hours of browsing; the rest of a longer one is dropped. */
export const maxRowsPerVisit = 500;

export const analyticsEventNames = ['page_view', 'sign_up', 'sign_in'] as const;

export const analyticsEventSchema = z.object({
  name: z.enum(analyticsEventNames),
  path: storableString().max(500).optional(),
  props: z
    .record(storableString().max(40), z.union([storableString().max(200), z.number(), z.boolean()]))
    .optional(),
  occurredAt: z.iso.datetime(),
});

/** Body of POST /api/analytics/events, sent with navigator.sendBeacon. */
export const analyticsBatchSchema = z.object({
  visitId: storableString().min(8).max(64),
  events: z.array(analyticsEventSchema).min(1).max(50),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
