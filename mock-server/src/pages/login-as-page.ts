// The page behind a one-time 'Entrar como' link: it hands the SPA a session in the SPA's own
// stored format (web/src/session/storage.ts: key 'socios.session', each field base64 three times
// over UTF-8) and opens the dashboard. It works where the SPA shares the page's origin: the demo
// (npm run demo) or the console opened through Vite (http://localhost:5173/__mock in npm run dev).
import type { SessionUser } from '../../../web/src/api/contract';
import { consoleFrame } from './console-frame';
import { escapeHtml, frame } from './frame';

export interface LoginAsData {
  token: string;
  user: SessionUser;
  next: string;
}

// JSON inside <script type="application/json">: '<' escaped so a name cannot close the element.
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const loginAsPage = (data: LoginAsData): string =>
  frame({
    title: 'Entrando…',
    body: `<p>Entrando como ${escapeHtml(data.user.nombre_completo)}…</p>
<noscript>Activa JavaScript para entrar.</noscript>
<script type="application/json" id="session">${inertJson(data)}</script>`,
    script: '/__mock/login-as.js',
  });

export const loginAsExpiredPage = () =>
  consoleFrame(
    'El enlace ya no sirve',
    '<section><p>Los enlaces de \'Entrar como\' sirven una sola vez y por un minuto.</p><p class="links"><a href="/__mock">Volver a la consola</a></p></section>',
  );

// Served as a file: the CSP allows scripts from the mock itself only ('self'), never inline.
export const LOGIN_AS_SCRIPT = `// Writes the session the SPA reads (web/src/session/storage.ts) and opens the dashboard.
(function () {
  var data = JSON.parse(document.getElementById('session').textContent);
  function b64(text) {
    var bytes = new TextEncoder().encode(text), bin = '';
    bytes.forEach(function (b) { bin += String.fromCharCode(b); });
    return btoa(bin);
  }
  function enc3(text) { return b64(b64(b64(text))); }
  localStorage.clear();
  localStorage.setItem('socios.session', JSON.stringify({
    informations: enc3(JSON.stringify(data.user)),
    token: enc3(data.token),
    status: enc3('0')
  }));
  document.cookie = 'legacy_auth_token=' + encodeURIComponent(data.user.legacy_auth_token) + '; path=/; SameSite=Lax';
  location.replace(data.next);
})();
`;

export function staffKeyPage(token: string, wrong: boolean): string {
  const error = wrong
    ? '<div class="flash error" role="alert"><h2>Clave incorrecta</h2><p>Revisa la clave que se mostró al iniciar el servidor.</p></div>'
    : '';
  return consoleFrame(
    'Clave del personal',
    `${error}<section><p>Esta sala de control está abierta en la red. Escribe la clave del personal (MOCK_CONTROL_KEY; se muestra en la terminal al iniciar el servidor).</p>
<form method="post" action="/__mock/clave"><input type="hidden" name="_csrf" value="${escapeHtml(token)}">
<div class="row"><label>Clave del personal<input type="password" name="clave" autocomplete="current-password" required></label><button>Entrar a la consola</button></div></form></section>`,
  );
}
