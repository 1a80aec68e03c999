// The control room's look on the one page frame: the club's black and white, readable on a 390 px
// phone, no script (forms post and the server redirects back with what changed). Shared by the
// console, the outbox, the personas list and the control room's refusals.
import { escapeHtml, frame } from './frame';

const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;color:#141414;background:#f5f5f5;line-height:1.45}
.top{background:#000;color:#fff;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;align-items:center}
.top strong{font-size:1.05rem;margin-right:auto}
.top a{color:#fff;font-weight:600}
main{max-width:860px;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.15rem;margin:0 0 .5rem}
section,.mail{background:#fff;border:1px solid #d9d9d9;border-radius:8px;padding:1rem;margin:0 0 1rem}
.meta,.hint{color:#555;font-size:.9rem}
a{color:#000}
button,.button{font:inherit;font-weight:600;background:#000;color:#fff;border:2px solid #000;border-radius:6px;padding:.5rem .9rem;cursor:pointer;min-height:44px}
button.secondary{background:#fff;color:#000}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible,summary:focus-visible{outline:3px solid #000;outline-offset:2px;box-shadow:0 0 0 5px #fff}
.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin:.5rem 0}
form.inline{display:inline}
label{display:flex;flex-direction:column;font-weight:600;font-size:.95rem;gap:.25rem;max-width:100%;min-width:0}
select{max-width:100%}
input,select{font:inherit;padding:.45rem .5rem;border:1px solid #767676;border-radius:6px;min-height:44px;background:#fff;color:#141414}
.flash{border:2px solid #000;border-radius:8px;background:#fff;padding:1rem;margin:0 0 1rem}
.flash.error{border-color:#a8071a}
.flash.error h2{color:#a8071a}
.flash ul{margin:.25rem 0 0;padding-left:1.2rem}
.persona{border-top:1px solid #e5e5e5;padding:.75rem 0}
.persona:first-of-type{border-top:0}
.persona p{margin:.25rem 0 .5rem}
.payment{border-top:1px solid #e5e5e5;padding:.75rem 0}
.switch{margin:1.25rem 0 0;padding:.75rem;border:1px dashed #767676;border-radius:6px;background:#fafafa}
.switch h3{font-size:1rem;margin:0 0 .5rem}
.jumps{margin:0 0 1rem}
.jumps ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem .5rem}
.jumps a{display:inline-flex;align-items:center;min-height:44px;padding:0 .6rem;border:1px solid #d9d9d9;border-radius:6px;background:#fff;font-weight:600;text-decoration:none}
.jumps a:hover{text-decoration:underline}
h2{scroll-margin-top:1rem}
details summary{cursor:pointer;font-weight:600;min-height:44px;display:flex;align-items:center}
.links a{display:inline-block;margin:.5rem 1rem 0 0;font-weight:600}
table{border-collapse:collapse;width:100%}.ledger{background:#fff;border:1px solid #d9d9d9;border-radius:8px}
@media (max-width:640px){.ledger thead{display:none}.ledger tr{display:block;padding:.5rem 0;border-bottom:1px solid #ddd}.ledger td{display:block;border:0;padding:.1rem .75rem}.ledger td[data-label]::before{content:attr(data-label) ': ';color:#555}}td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}
ol li{margin:.35rem 0}
`;

const NAV = `<nav class="top" aria-label="Sala de control"><strong>Demo Portal Socios</strong><a href="/__mock">Consola</a><a href="/__mock/outbox">Correos</a><a href="/__mock/personas">Personas</a></nav>`;

export const consoleFrame = (title: string, body: string): string =>
  frame({
    title: `${title} · Demo Portal Socios`,
    style: STYLE,
    header: NAV,
    body: `<h1>${escapeHtml(title)}</h1>${body}`,
  });
