// Short pages that say one thing: a simulated server fault where the browser itself landed on the
// API, and the control room's refusals. Each on the one frame (./frame.ts).
import { consoleFrame } from './console-frame';
import { escapeHtml, frame } from './frame';

/** MOCK_FAIL_RATE's answer: JSON for the SPA, this text inside a page for a browser. */
export const FAULT_MESSAGE = 'Falla simulada del servidor (MOCK_FAIL_RATE).';

const FAULT_STYLE = `body{font-family:system-ui,sans-serif;color:#141414}
main{max-width:520px;margin:48px auto;padding:0 16px}h1{font-size:1.4rem}`;

// The browser itself lands on a few API paths (the provider's return, a printable receipt): a
// fault there gets a page a member can read and retry, not raw JSON. Both are safe to repeat (the
// return commits once), so 'Reintentar' simply asks for the same address again.
export const faultPage = (retry: boolean, webUrl: string) =>
  frame({
    title: 'No pudimos completar esta operación',
    style: FAULT_STYLE,
    body: `<h1>No pudimos completar esta operación</h1>
<p>El servidor tuvo una falla momentánea (${FAULT_MESSAGE}). Si venías de pagar, no se perdió nada: vuelve a intentarlo.</p>
<p>${retry ? '<a href="">Reintentar</a> · ' : ''}<a href="${escapeHtml(webUrl)}/dashboard">Volver al portal</a></p>`,
  });

/** The control room refuses a request (another site's form, no staff key). */
export const notAllowedPage = (message: string) =>
  consoleFrame(
    'No permitido',
    `<section><p>${escapeHtml(message)}</p><p class="links"><a href="/__mock">Ir a la consola</a></p></section>`,
  );

export const FORM_EXPIRED = 'El formulario venció o no es de esta consola: recárgala y vuelve a intentarlo.';

/** A console form without this page's token (another site's form, a stale page). */
export const formExpiredPage = () =>
  consoleFrame(
    'Formulario vencido',
    `<section><p>${FORM_EXPIRED}</p><p class="links"><a href="/__mock">Volver a la consola</a></p></section>`,
  );
