// Helpers for this feature's component tests (not shipped: only *.test.tsx import this file).
import type { ReactElement } from 'react';
import { renderAt } from '../../test/render';
import type { MockApi } from '../../test/mock-api';

/** Camila: e-mail validated, activo 0 — the persona who goes through the onboarding. */
export const CAMILA = '174563217';

/** Logs Camila in and opens `step` at `path`; the step after it is a stand-in that says `next.text`. */
export async function openStepAsCamila(
  mock: MockApi,
  step: ReactElement,
  path: string,
  next: { path: string; text: string },
) {
  await mock.loginAs(CAMILA);
  renderAt(step, { route: path, path, extraRoutes: [{ path: next.path, element: <p>{next.text}</p> }] });
}
