// One journey with the keyboard alone (no mouse, no clicks): log in and pay dues by Webpay,
// checking on the way that the focused control is visibly marked and that the member area starts
// with the 'Saltar al contenido' skip link.
import type { Page } from '@playwright/test';
import { test, expect, openSignedIn, PERSONAS, PASSWORD } from './fixtures';
import { formatMoney } from '../src/domain/money';
import { REGULAR } from '../../test-support/persona-fees';

// With the animations, as most members have them (the other journeys ask for reduced motion):
// focus must still land in each dialog and list once it has opened.
test.use({ reducedMotion: 'no-preference' });

/** What the keyboard is on: tag, accessible-ish name and id. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'BODY', text: '', id: '' };
    const label = el.getAttribute('aria-label') ?? '';
    return {
      tag: el.tagName,
      text: (label || el.innerText || el.getAttribute('value') || '').trim(),
      id: el.id,
    };
  });
}

/**
 * The focus can be seen: the focused element, or the control drawn around it (a checkbox's label),
 * or the light radio button's face (the span after its radio) has an outline or a ring-shaped
 * box-shadow (a spread of 2 px or more).
 */
function focusMark(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    const control = el.closest('.l-radio-button, .l-checkbox');
    const face = el.closest('.l-radio-button') ? el.nextElementSibling : null;
    for (const node of [el, control, face].filter((n): n is Element => n !== null)) {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      const ring = style.boxShadow
        .split(/,(?![^(]*\))/)
        .some((shadow) => parseFloat(shadow.trim().split(/\s+/).at(-1) ?? '0') >= 2);
      if (outline || ring) return 'visible';
    }
    return `no visible focus on ${el.tagName} "${el.innerText || el.id}"`;
  });
}

async function expectFocusVisible(page: Page) {
  // A ring may animate in: poll rather than read once.
  await expect.poll(() => focusMark(page)).toBe('visible');
}

/** Presses Tab until the focus is on what `match` accepts; fails after `max` presses. */
async function tabTo(
  page: Page,
  match: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  what: string,
  max = 40,
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (match(await focused(page))) return;
  }
  throw new Error(`${what} cannot be reached with Tab`);
}

/**
 * On a member screen just loaded (nothing focused yet), the first Tab stop is the skip link, and
 * Enter on it moves the focus to the content.
 */
async function skipToContent(page: Page) {
  expect((await focused(page)).tag).toBe('BODY');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ tag: 'A', text: 'Saltar al contenido' });
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeInViewport();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  expect(await focused(page)).toMatchObject({ tag: 'MAIN', id: 'contenido' });
}

for (const width of [390, 1280])
  test(`when Juan Carlos logs in and pays 3 dues by Webpay with the keyboard alone at ${width} px, the payment succeeds`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/login');
    // The pre-rendered login takes typing once its code has loaded.
    await expect(page.getByLabel('RUT')).toBeEditable();

    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'INPUT', id: 'field-rut' });
    await expectFocusVisible(page);
    await page.keyboard.type(PERSONAS.juanCarlos);
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido, Juan Carlos' })).toBeVisible();
    await expect(page.getByText('3 cuotas pendientes')).toBeVisible();

    // Dashboard: the new screen's heading has the focus (a screen reader says where she is), and
    // Tab goes on from there to 'Pagar'.
    expect(await focused(page)).toMatchObject({ tag: 'H1', text: 'Bienvenido, Juan Carlos' });
    await tabTo(page, (f) => f.tag === 'A' && f.text === 'Pagar', "the dashboard's 'Pagar'");
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pago\/cuota\?type_cuota=normal&numero_cuotas=3$/);

    // Dues screen (the focus on its heading again): the count (the browser's own select) chooses
    // with the arrows.
    const count = page.getByRole('combobox', { name: 'Cantidad de cuotas' });
    await expect(count).toBeEnabled();
    expect(await focused(page)).toMatchObject({ tag: 'H1', text: 'Pagar cuotas' });
    await tabTo(page, (f) => f.id === 'dues-count', 'the dues count');
    await expectFocusVisible(page);
    const chosen = count.locator('option:checked');
    await page.keyboard.press('Home');
    for (let i = 0; i < 25 && (await chosen.textContent())?.trim() !== '3 cuotas'; i++)
      await page.keyboard.press('ArrowDown');
    await expect(chosen).toHaveText('3 cuotas');
    const summary = page.getByLabel('Resumen del pago');
    await expect(summary).toContainText('Cuotas seleccionadas3');
    await expect(summary).toContainText(`Total a pagar${formatMoney(3 * REGULAR.dues)}`);

    // Method: Webpay is chosen (arrows move within the group), then 'Pagar'.
    await tabTo(page, (f) => f.tag === 'INPUT' && f.text === 'webpay', 'the payment method');
    await expectFocusVisible(page);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'OneClick' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Inscribir tarjeta' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Webpay' })).toBeChecked();
    await tabTo(page, (f) => f.tag === 'BUTTON' && f.text === 'Pagar', "the dues screen's 'Pagar'");
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');

    // The fake Webpay: card number, expiry and CVV typed, then its pay button.
    await expect(page).toHaveURL(/\/webpay\/init/);
    await tabTo(page, (f) => f.id === 'card_number', 'the card number');
    await page.keyboard.type('4051 8856 0044 6623');
    await page.keyboard.press('Tab');
    expect((await focused(page)).id).toBe('expiry');
    await page.keyboard.type('12/29');
    await page.keyboard.press('Tab');
    expect((await focused(page)).id).toBe('cvv');
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe(`Pagar ${formatMoney(3 * REGULAR.dues)}`);
    await page.keyboard.press('Enter');

    // Back in the portal (a fresh page load): the result, and the dashboard through 'Ir al inicio'.
    await expect(page).toHaveURL(/\/payments\/final\?id_compra=\d+$/);
    await expect(page.getByText('¡Pago realizado con éxito!')).toBeVisible({ timeout: 20_000 });
    await skipToContent(page);
    await tabTo(page, (f) => f.tag === 'BUTTON' && f.text === 'Ir al inicio', "'Ir al inicio'");
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Se encuentra al día hasta Noviembre, 2026')).toBeVisible();
  });

test('when a member screen is opened afresh, the first Tab stop is the skip link, and Enter on it moves to the content', async ({
  page,
}) => {
  await openSignedIn(page, PERSONAS.juanCarlos, '/dashboard');
  await expect(page.getByText('3 cuotas pendientes')).toBeVisible();
  await skipToContent(page);
  await tabTo(page, (f) => f.tag === 'A' && f.text === 'Pagar', "the dashboard's 'Pagar'");
});
