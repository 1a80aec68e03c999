import { STATUS_GLYPHS } from './light-glyphs';
import './light.css';

/** SPEC §9: toasts stay 5 s (as useLightToast's and antd's `message`). */
const TOAST_MS = 5000;
const SVG = 'http://www.w3.org/2000/svg';

/**
 * A toast that outlives the screen that opened it (antd's `message.success` / `message.error`,
 * without antd): a step that saves and moves on at once says so over the next screen. Drawn outside
 * React's tree, like useLightToast's (its classes), below the member's header (at the bottom on
 * phones); announced (an error as an alert, a success politely) and gone 5 s after it opened.
 */
export function showMemberToast(text: string, { success = false } = {}) {
  let host = document.querySelector<HTMLElement>('.l-toast.is-member');
  if (!host) {
    host = document.createElement('div');
    host.className = 'l-toast is-member';
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
