// What the journeys look for, found inside the page by the same code in every engine: a field by
// its label, a button or link by its name, text the member can see. Kept as JavaScript source (not
// a function): each engine sends it as text, and the TypeScript runner's helpers (`__name`) would
// not exist in the page. The element found is marked with a token, so each engine's own click or
// typing (real input events) acts on exactly that element.

export type Target =
  | { kind: 'field'; name: string }
  | { kind: 'button' | 'link'; name: string; pattern?: boolean }
  | { kind: 'text'; texts: string[]; within?: string };

const FIND = String.raw`(q) => {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  // Laid out and not hidden by CSS: what a member could see (or scroll to).
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
  };
  const byIds = (ids) => ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent).join(' ');
  // The accessible name, near enough: innerText leaves out what is hidden (a 'Preparando…' not shown).
  const nameOf = (el) =>
    norm(
      el.getAttribute('aria-label') ||
        (el.getAttribute('aria-labelledby') && byIds(el.getAttribute('aria-labelledby'))) ||
        el.innerText ||
        el.value,
    );
  const matches = (name) => (q.pattern ? new RegExp(q.name).test(name) : name === q.name);
  const mark = (el) => {
    const token = String(Math.random()).slice(2);
    el.setAttribute('data-engine-target', token);
    return token;
  };
  if (q.kind === 'text') {
    const scopes = q.within ? [...document.querySelectorAll(q.within)] : [document.body];
    const found = scopes.find((s) => visible(s) && q.texts.every((t) => norm(s.innerText).includes(t)));
    return found ? mark(found) : null;
  }
  let candidates;
  if (q.kind === 'field') {
    const labelled = [...document.querySelectorAll('label')]
      .filter((l) => norm(l.innerText).replace(/ ?\*$/, '') === q.name)
      .map((l) => l.control);
    const named = [...document.querySelectorAll('input, select, textarea')].filter(
      (el) => el.getAttribute('aria-label') === q.name,
    );
    candidates = [...labelled, ...named].filter(Boolean);
  } else {
    const css = q.kind === 'button' ? 'button, [role=button], input[type=submit]' : 'a[href], [role=link]';
    candidates = [...document.querySelectorAll(css)].filter((el) => matches(nameOf(el)));
  }
  // A control the member can use: shown and, for a press or typing, not disabled.
  const usable = candidates.find((el) => visible(el) && !el.disabled);
  return usable ? mark(usable) : null;
}`;

/** An expression that finds `target` in the page: a token for `[data-engine-target="…"]`, or null. */
export const findExpression = (target: Target) => `(${FIND})(${JSON.stringify(target)})`;

export const marked = (token: string) => `[data-engine-target="${token}"]`;

/** The option of the select `token` whose text is `text`: its value, or null. */
export const optionValueExpression = (token: string, text: string) =>
  `[...document.querySelector('${marked(token)}').options].find((o) => o.text.trim() === ${JSON.stringify(text)})?.value ?? null`;
