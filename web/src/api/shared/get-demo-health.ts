// `GET health`: the fake API answers `control: true` with its clock; the member's header then
// shows a 'DEMO' badge. A real API answers something else (or nothing): no badge, nothing else
// happens. A stricter schema than the table's (only the fake API promises its clock and control room).
import useSWR from 'swr';
import '../contract/jitless';
import { z } from 'zod';
import { request } from '../client';
import { endpoints } from '../contract';

export const demoHealth = z.object({
  status: z.literal('ok'),
  control: z.literal(true),
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type DemoHealth = z.infer<typeof demoHealth>;

export const demoHealthKey = endpoints.health.path;

/** The demo's date, or null against anything but the fake API with its control room on. */
export async function fetchDemoHealth(): Promise<DemoHealth | null> {
  // No token (''): the probe never carries the member's credentials, and a 401 from a real API's
  // own /health must not end the member's session.
  const result = await request('GET', demoHealthKey, demoHealth, undefined, { token: '' });
  return result.ok ? result.data : null;
}

// Once a minute (the demo's clock runs) and when the tab comes back (staff moved it in the console).
// Not before `enabled`: the badge asks once the screen's own content is drawn.
export const useDemoHealth = (enabled = true) =>
  useSWR(enabled ? demoHealthKey : null, fetchDemoHealth, {
    refreshInterval: 60_000,
    // Its own, whatever the app's reads do on focus: staff move the clock in the console's tab.
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
