// `GET health`: whether the API is up. The fake API answers its clock and whether its control room is
// on; the SPA shows its 'DEMO' badge only on `control: true` (api/shared/get-demo-health.ts), which a
// real API never answers — a real API may well not serve the path at all.
import './jitless';
import * as z from 'zod/mini';
import { isoDate } from './wire';
import { yieldToMain } from '../../components/yield-to-main';

// Its schemas are built in a task of their own (index.ts).
await yieldToMain();

export const healthAnswer = z.object({
  status: z.literal('ok'),
  /** ISO date-time of the fake API's clock */
  now: z.string(),
  today: isoDate,
  frozen: z.boolean(),
  control: z.boolean(),
});
export type HealthAnswer = z.infer<typeof healthAnswer>;
