// Helpers for this feature's component tests (not shipped: only *.test.tsx import this file).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderAt } from '../../test/render';
import type { MockApi } from '../../test/mock-api';
import { REGULAR } from '../../../../test-support/persona-fees';

type User = ReturnType<typeof userEvent.setup>;

/** The amount a summary shows beside `label` (its <dt>), as the member reads it. */
export const row = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** Opens a screen at `url` as the router would: its route is the URL without the query. */
export const openAt = (element: ReactElement, url: string) =>
  renderAt(element, { route: url.replace(/\?.*/, ''), path: url });

/** Logs `rut` in on the fake API, opens the screen at `url`, and gives the user who acts on it. */
export async function openAs(
  mock: { loginAs: (rut: string) => Promise<unknown> },
  rut: string,
  element: ReactElement,
  url: string,
) {
  await mock.loginAs(rut);
  openAt(element, url);
  return userEvent.setup();
}

/** Renders where the app navigated to, so a test can read it. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

export const probeRoutes = (...paths: string[]) =>
  paths.map((path) => ({ path, element: <LocationProbe /> }));

/** The labels of a select's options, in order. */
export async function optionLabels(label: string): Promise<string[]> {
  const box = await screen.findByRole<HTMLSelectElement>('combobox', { name: label });
  return Array.from(box.options, (o) => o.text);
}

/** Picks an option of a select by its visible text. */
export async function choose(user: User, label: string, option: string) {
  const box = await screen.findByRole('combobox', { name: label });
  await user.selectOptions(box, option);
}

/** Captures the hidden provider form instead of leaving the page (jsdom cannot navigate). */
export function captureProviderForm() {
  const forms: { action: string; method: string; fields: Record<string, string> }[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries(
      Array.from(this.querySelectorAll('input'), (input) => [input.name, input.value]),
    );
    forms.push({ action: this.action, method: this.method, fields });
  });
  return forms;
}

/**
 * Lets requests reach the real fake API but makes the browser see the first matching answer as lost
 * (as with a dropped connection), to prove the retry is answered with the payment already made.
 */
export function loseFirstAnswer(pathPart: string) {
  const realFetch = globalThis.fetch;
  let lost = false;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    if (!lost && String(input).includes(pathPart)) {
      lost = true;
      throw new TypeError('Failed to fetch');
    }
    return response;
  });
}

/** Holds matching requests until `release()`, to look at the screen while they are in flight. */
export function holdRequests(pathPart: string) {
  const realFetch = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).includes(pathPart)) await gate;
    return realFetch(input, init);
  });
  return { release };
}

/**
 * The logged-in member starts paying 1 dues by Webpay and presses 'Anular' at the provider, as a
 * member can: the number of that annulled purchase.
 */
export async function annulledPurchase(mock: MockApi, buyOrder: string): Promise<number> {
  const start = await mock.asMember<{ ws_token: string; id_compra: number }>(
    'payments/create-payment-cuotas',
    'POST',
    {
      numero_cuotas: 1,
      tipo_pago: 'cuotas',
      valor: REGULAR.dues,
      buyOrder,
      metodo_pago: 'webpay',
      selectedAccounts: [],
    },
  );
  await mock.abortCheckout(start.ws_token);
  return start.id_compra;
}

/**
 * The logged-in member pays `count` of her dues (a regular member's) with her saved card through the API (María José
 * has one); the fake API holds the payment in confirmation. The purchase's number.
 */
export async function savedCardPurchase(mock: MockApi, count: number, buyOrder: string): Promise<number> {
  const answer = await mock.asMember<{ id_compra: number }>(
    'payments/transbank/oneclick/authorize/cuota',
    'POST',
    {
      numero_cuotas: count,
      tipo_pago: 'cuotas',
      valor: count * REGULAR.dues,
      buyOrder,
      metodo_pago: 'oneclick',
      selectedAccounts: [],
    },
  );
  return answer.id_compra;
}
