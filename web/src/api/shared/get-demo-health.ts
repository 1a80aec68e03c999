// `GET health`: the fake API answers `control: true` with its clock; the member's header then
// shows a 'DEMO' badge. A real API answers something else (or nothing): no badge, nothing else
// happens. A stricter schema than the table's (only the fake API promises its clock and control room).
import useSWR from 'swr';
import '../contract/jitless';
import * as z from 'zod/mini';
import { request } from '../client';
import { endpoints } from '../contract';

export const demoHealth = z.object({
  status: z.literal('ok'),
  control: z.literal(true),
  today: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export type DemoHealth = z.infer<typeof demoHealth>;

export const demoHealthKey = endpoints.health.path;

/**
 * Set once this page load has learned the API is no demo (health missing, failing, or naming no
 * control room): health is ours, no call of the club's, so it is not asked again until the page is
 * loaded again. Only the demo's answer is asked for again (its clock runs).
 */
let noDemoHere = false;

/** The demo's date, or null against anything but the fake API with its control room on. */
export async function fetchDemoHealth(): Promise<DemoHealth | null> {
  if (noDemoHere) return null;
  // No token (''): the probe never carries the member's credentials, and a 401 from a real API's
  // own /health must not end the member's session. Read as anything and judged here, not by the
  // request helper: a real API's own health answer is no drift of the contract to report, and a
  // 404, 405 or 501 is that API not serving ours ('once': nothing remembered, nothing logged).
  const result = await request('GET', demoHealthKey, z.unknown(), undefined, { token: '', unshown: 'once' });
  const demo = result.ok ? demoHealth.safeParse(result.data) : undefined;
  if (demo?.success) return demo.data;
  noDemoHere = true;
  return null;
}

/** Tests only: a new page load, which asks again. */
export const forgetDemoHealth = () => {
  noDemoHere = false;
};

// Once a minute (the demo's clock runs) and when the tab comes back (staff moved it in the console),
// while it is the demo. Not before `enabled`: the badge asks once the screen's own content is drawn.
export const useDemoHealth = (enabled = true) =>
  useSWR(enabled ? demoHealthKey : null, fetchDemoHealth, {
    refreshInterval: (latest) => (latest ? 60_000 : 0),
    // Its own, whatever the app's reads do on focus: staff move the clock in the console's tab.
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
