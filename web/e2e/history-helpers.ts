// The histories are tables on wide screens and one card per row on a phone: journeys that
// run at both widths find a payment or purchase by its text in either form.
import type { Locator, Page } from '@playwright/test';

/** Every payment or purchase shown in `scope`, as table rows or phone cards. */
export const historyEntries = (scope: Page | Locator) => scope.locator('tr.history-row, li.history-card');

/** The one entry whose text matches (e.g. the purchase number, /102/). */
export const historyEntry = (scope: Page | Locator, text: string | RegExp) =>
  historyEntries(scope).filter({ hasText: text });
