/**
 * After a refused submit, takes the member to the first field marked invalid: focused (its error
 * is read out) and scrolled to the middle of the screen, clear of the error toast at the top. Runs
 * after the next paint, once the form has marked its fields.
 */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    // Not every engine has it (jsdom, old WebViews): the focus alone still reaches the field.
    if (typeof field.scrollIntoView === 'function') field.scrollIntoView({ block: 'center' });
    else field.focus();
  });
}
