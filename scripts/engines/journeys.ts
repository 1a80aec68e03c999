// The main journeys, written once for every engine (driver.ts): the same steps and the same texts
// as the Chromium journeys in web/e2e/ (login.spec.ts, payments-webpay.spec.ts, typed-before-ready
// .spec.ts, member-area-maria-jose.spec.ts), which hold the SPEC's wording.
import { PASSWORD, PERSONAS } from '../../test-support';
import { REGULAR } from '../../test-support/persona-fees';
import { formatMoney } from '../../web/src/domain/money';
import type { Driver } from './driver';

export interface Journey {
  name: string;
  run(driver: Driver): Promise<void>;
}

/** The final page waits 5 s before its first look (SPEC §9), on top of the fake's confirmation delay. */
const FINAL_TIMEOUT = 20_000;
/**
 * The login's two calls, then the dashboard's code and its layout's reads (which it waits for a
 * while): on a busy machine WebKitGTK can take past the driver's default 10 s.
 */
const LOGIN_TIMEOUT = 20_000;
/** Juan Carlos's 3 dues, at the regular price of the fee schedule. */
const JUAN_CARLOS_DUES = formatMoney(3 * REGULAR.dues);
const HISTORY_ENTRY = 'tr.history-row, li.history-card';

async function logIn(driver: Driver, rut: string) {
  await driver.goto('/login');
  await driver.fill('RUT', rut);
  await driver.fill('Contraseña', PASSWORD);
  await driver.click('button', 'Ingresar');
  await driver.waitForUrl(/\/dashboard$/, LOGIN_TIMEOUT);
}

/** Below this width the menu is a drawer behind 'Abrir menú' (the layout's breakpoint). */
const DRAWER_BELOW = 992;

/** Opens a screen from the menu, as a member does. */
async function openFromMenu(driver: Driver, item: string) {
  if (driver.width < DRAWER_BELOW) {
    await driver.click('button', 'Abrir menú');
    await driver.waitForStill('dialog[open]');
  }
  await driver.click('link', item);
}

const login: Journey = {
  name: 'login: Juan Carlos reaches his dashboard and sees his 3 dues',
  async run(driver) {
    await logIn(driver, PERSONAS.juanCarlos);
    await driver.waitForText('Bienvenido, Juan Carlos', { within: 'h1' });
    await driver.waitForText('3 cuotas pendientes');
  },
};

const duesByWebpay: Journey = {
  name: 'dues: Juan Carlos pays 3 dues by Webpay, sees the result, is al día and finds it in his history',
  async run(driver) {
    await logIn(driver, PERSONAS.juanCarlos);
    await driver.waitForText('3 cuotas pendientes');
    await driver.click('link', 'Pagar');
    await driver.waitForUrl(/\/pago\/cuota\?type_cuota=normal&numero_cuotas=3$/);
    await driver.select('Cantidad de cuotas', '3 cuotas');
    await driver.waitForText(['Total a pagar', JUAN_CARLOS_DUES], {
      within: '[aria-label="Resumen del pago"]',
    });
    await driver.click('button', 'Pagar');
    await driver.waitForUrl(/\/webpay\/init/);
    await driver.waitForText(JUAN_CARLOS_DUES);
    await driver.fill('Número de tarjeta', '4051 8856 0044 6623');
    await driver.fill('Vencimiento', '12/29');
    await driver.fill('CVV', '123');
    await driver.click('button', /^Pagar \$/);
    const final = await driver.waitForUrl(/\/payments\/final\?id_compra=\d+$/);
    const purchase = final.searchParams.get('id_compra')!;
    await driver.waitForText('¡Pago realizado con éxito!', { timeout: FINAL_TIMEOUT });
    await driver.waitForText([
      'septiembre de 2026',
      'octubre de 2026',
      'noviembre de 2026',
      'Tarjeta ····6623',
    ]);
    await driver.click('button', 'Ir al inicio');
    await driver.waitForUrl(/\/dashboard$/);
    await driver.waitForText('Se encuentra al día hasta Noviembre, 2026');
    await openFromMenu(driver, 'Historial de pagos');
    await driver.waitForUrl(/\/account\/payments\/history\?menu=payments-history$/);
    // A table row at 1280 px (the number under 'Nº'), a card on a phone ('Nº de compra …'): the same
    // payment, with the purchase's own number.
    await driver.waitForText(
      [
        '21 de noviembre de 2026',
        'Pago de cuotas',
        JUAN_CARLOS_DUES,
        'septiembre de 2026 a noviembre de 2026',
        purchase,
      ],
      { within: HISTORY_ENTRY },
    );
  },
};

const registerValidation: Journey = {
  name: "sign-up: a bad e-mail and one press of 'Registrarme' check the whole form",
  async run(driver) {
    await driver.goto('/register');
    await driver.fill('Correo electrónico', 'juan@correo');
    await driver.click('button', 'Registrarme');
    await driver.waitForText('Existen campos que no cumplen con las validaciones', { within: '.l-toast' });
    await driver.waitForText('Por favor, introduce una dirección de correo electrónico válida.', {
      within: '#field-email-error',
    });
    await driver.waitForText('Este campo es obligatorio.', { within: '#field-rut-error' });
  },
};

const credential: Journey = {
  name: "credential: María José's card shows her number, 'al día' and the QR",
  async run(driver) {
    await logIn(driver, PERSONAS.mariaJose);
    await openFromMenu(driver, 'Mi Credencial');
    await driver.waitForUrl(/\/credencial$/);
    await driver.waitForText('Mi Credencial Virtual', { within: 'h1' });
    await driver.waitForText(['María José Pérez Soto', 'SOCIO Nº 10.234'], {
      within: '[aria-label="Credencial de socio"]',
    });
    await driver.waitForText('Al día hasta noviembre de 2026');
    await driver.waitForText([], { within: '[role="img"][aria-label*="QR"] svg' });
  },
};

export const JOURNEYS: Journey[] = [login, duesByWebpay, registerValidation, credential];
