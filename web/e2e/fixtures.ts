// Shared helpers for the journeys: every test starts from freshly seeded fixtures on the pinned
// clock, and can log in as a persona or read the fake API's e-mail outbox.
import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';
import { E2E_NOW } from './playwright.config';

export const PASSWORD = 'socio1234';
export const PERSONAS = {
  mariaJose: '123456785',
  juanCarlos: '156782343',
  pedro: '98765433',
  roberto: '8765432K',
  camila: '174563217',
  diego: '16171819K',
  renuncia: '135792462',
  eliminado: '201234565',
  noHabilitado: '246813574',
} as const;

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: { label: string; href: string }[];
}

export async function resetMock(request: APIRequestContext) {
  // Clock first: the personas' "3 dues pending" are resolved against the clock at reset time.
  expect((await request.post('/__mock/clock', { data: { now: E2E_NOW } })).ok()).toBe(true);
  expect((await request.post('/__mock/reset')).ok()).toBe(true);
}

/** Newest first, as the control room lists them. */
export async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const res = await request.get('/__mock/outbox', { headers: { Accept: 'application/json' } });
  return (await res.json()) as OutboxMail[];
}

export async function loginAs(page: Page, rut: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('RUT').fill(rut);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

export const test = base.extend<{ freshMock: void }>({
  freshMock: [
    async ({ request }, use) => {
      await resetMock(request);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
