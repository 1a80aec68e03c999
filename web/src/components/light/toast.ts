import { STATUS_GLYPHS } from './light-glyphs';
import './light.css';

/** SPEC §9: toasts stay 5 s. */
const TOAST_MS = 5000;
const SVG = 'http://www.w3.org/2000/svg';

/**
 * A toast (antd's `message.success` / `message.error`, without antd). Drawn outside React's tree, so
 * it outlives the screen that opened it: a step that saves and moves on at once says so over the
 * next screen. `member`: below the member's header rather than the public card's crest (at the
 * bottom on phones, either way). Each one is announced (an error as an alert, a success politely),
 * stacks below those already open, and is gone 5 s after it opened.
 */
export function showToast(text: string, { success = false, member = false } = {}) {
  const hostClass = member ? 'l-toast is-member' : 'l-toast';
  let host = [...document.querySelectorAll<HTMLElement>('.l-toast')].find((el) => el.className === hostClass);
  if (!host) {
    host = document.createElement('div');
    host.className = hostClass;
    document.body.append(host);
  }
  const content = document.createElement('span');
  content.className = 'l-toast__content';
  content.setAttribute('role', success ? 'status' : 'alert');
  const icon = document.createElementNS(SVG, 'svg');
  icon.setAttribute('class', `l-toast__icon${success ? ' is-success' : ''}`);
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('fill', 'currentColor');
  icon.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', STATUS_GLYPHS[success ? 'success' : 'error']);
  icon.append(path);
  content.append(icon, text);
  host.append(content);
  const shown = host;
  setTimeout(() => {
    content.remove();
    if (!shown.hasChildNodes()) shown.remove();
  }, TOAST_MS);
}
