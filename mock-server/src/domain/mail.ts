// The e-mail outbox: every message the mock "sends" lands here, newest first in /__mock/outbox.
import type { MailRow } from '../store/types';
import type { Deps } from '../deps';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links?: { label: string; href: string }[];
}

export const OUTBOX_LIMIT = 500;

export function sendMail(deps: Pick<Deps, 'store' | 'clock'>, mail: Mail): MailRow {
  const { store, clock } = deps;
  const { state } = store;
  const row: MailRow = { id: store.nextId(), links: [], ...mail, sentAt: clock.now().toISOString() };
  state.outbox.push(row);
  // Bounded: a long demo (or a flood) keeps the newest OUTBOX_LIMIT messages.
  if (state.outbox.length > OUTBOX_LIMIT) state.outbox.splice(0, state.outbox.length - OUTBOX_LIMIT);
  return row;
}
