// The card provider's look on the one page frame (fake provider, receipt, invitation): one inline
// stylesheet, no external assets. The one script (auto-submit, fill a test card, print) is served
// by the mock itself because the CSP refuses inline scripts.
import { escapeHtml as esc, frame } from './frame';

const CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#eef1f5;color:#1d2733}header{background:#6b1f7a;color:#fff;padding:14px 20px;display:flex;
gap:12px;align-items:center;justify-content:space-between}header b{font-size:1.15rem;letter-spacing:.02em}
header small{opacity:.85}main{max-width:480px;margin:24px auto;padding:0 14px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:20px;margin-bottom:16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:0}dt{color:#5b6673}dd{margin:0;
text-align:right;font-weight:600;overflow-wrap:break-word;min-width:0}.amount{font-size:1.6rem;color:#6b1f7a}
label{display:block;font-size:.9rem;color:#3b4652;margin:12px 0 4px}input{width:100%;padding:11px 12px;
font-size:1rem;border:1px solid #c3cad3;border-radius:8px}.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;padding:13px;border:0;border-radius:8px;font-size:1rem;font-weight:600;cursor:pointer;
margin-top:16px}.primary{background:#d5007f;color:#fff}.link{background:none;color:#6b1f7a;
text-decoration:underline;margin-top:4px}.error{background:#fdecea;color:#a4161a;padding:10px 12px;
border-radius:8px;margin-bottom:8px}.hints{font-size:.85rem;color:#5b6673}.hints button{width:auto;
margin:4px 0;padding:6px 10px;background:#f3eaf5;color:#6b1f7a;font-weight:500;font-size:.85rem}
h1{font-size:1.25rem;margin:0 0 12px}h2{font-size:1.05rem;margin:16px 0 6px}table{width:100%;border-collapse:collapse;font-size:.92rem}
th,td{padding:6px 4px;border-bottom:1px solid #e3e7ec;text-align:left}td.n,th.n{text-align:right}
footer{text-align:center;font-size:.8rem;color:#7a8591;margin:18px 0}
@media print{header,button,.noprint{display:none}body{background:#fff}.card{box-shadow:none}}`;

export function page(
  title: string,
  body: string,
  opts: { brand?: string; tagline?: string; script?: string } = {},
): string {
  const brand = opts.brand ?? 'Webpay <small>· entorno de integración (simulado)</small>';
  return frame({
    title,
    style: CSS,
    header: `<header><b>${brand}</b><small>${esc(opts.tagline ?? 'Pago seguro')}</small></header>`,
    body,
    footer: '<footer>Simulación local para desarrollo: no se mueve dinero real.</footer>',
    script: opts.script ?? '/webpay/assets/page.js',
  });
}

export const hidden = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');

/** Transbank returns with a self-submitting form; the button is there for a browser without scripts. */
export const autoPostPage = (action: string, params: Record<string, string>) =>
  page(
    'Redirigiendo al comercio',
    `<div class="card"><h1>Redirigiendo al comercio…</h1>
<form method="post" action="${esc(action)}" data-autosubmit>${hidden(params)}
<button class="primary" type="submit">Continuar</button></form></div>`,
  );

export const messagePage = (title: string, text: string) =>
  page(title, `<div class="card"><h1>${esc(title)}</h1><p>${esc(text)}</p></div>`);

/** Auto-submit, "use this test card" buttons and the voucher's print button. */
export const PAGE_SCRIPT = `document.querySelectorAll('form[data-autosubmit]').forEach(function(f){f.submit()});
document.querySelectorAll('[data-fill]').forEach(function(b){b.addEventListener('click',function(){
var p=b.getAttribute('data-fill').split('|');var f=b.closest('main');
f.querySelector('[name=card_number]').value=p[0];f.querySelector('[name=cvv]').value=p[1];
var e=f.querySelector('[name=expiry]');if(!e.value)e.value='12/30';});});
document.querySelectorAll('[data-print]').forEach(function(b){b.addEventListener('click',function(){window.print()})});`;
