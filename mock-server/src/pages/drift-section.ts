// The console's list of the SPA's drift reports (routes/contract-reports.ts): which call answered off
// the contract, whether the portal absorbed it or could not use it, and the schema paths at fault.
import type { ContractReport } from '../http/contract-reports';
import { escapeHtml as e } from './frame';

const VERDICT = {
  tolerated: 'tolerada (el portal la absorbió)',
  breaking: 'rompe el contrato (el portal no pudo usarla)',
};

const paths = (label: string, list: string[]) =>
  list.length ? ` · ${label}: <code>${list.map(e).join('</code>, <code>')}</code>` : '';

export function driftSection(reports: readonly ContractReport[]): string {
  const items = reports.map(
    (r) =>
      `<li><code>${e(r.call)}</code> · ${VERDICT[r.verdict]}${paths('faltan', r.missing)}${paths('otro tipo', r.mistyped)}</li>`,
  );
  const body = items.length
    ? `<ul data-testid="desvios">${items.join('')}</ul>`
    : '<p>El portal no ha informado respuestas fuera del contrato.</p>';
  return `<section aria-labelledby="desvios"><h2 id="desvios">Respuestas fuera del contrato</h2>
<p class="hint">Lo que el portal informa (VITE_CONTRACT_REPORT_URL) cuando una respuesta de la API no es la del contrato: la llamada, el veredicto y los campos, nunca sus valores.</p>
${body}<p class="links"><a href="/__mock/contract-reports">Ver los informes (JSON)</a></p></section>`;
}
