import * as v from 'valibot';

/** Reply of GET /api/health: the API and its database answer. */
export const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
  time: v.string(),
});

export type HealthReport = v.InferOutput<typeof HealthSchema>;
