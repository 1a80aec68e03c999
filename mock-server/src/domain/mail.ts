// The e-mail outbox: every message the mock "sends" lands here, newest first in /__mock/outbox.
import type { Clock } from '../clock';
import type { MailRow, State } from '../store/types';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links?: { label: string; href: string }[];
}

export const OUTBOX_LIMIT = 500;

export function sendMail(state: State, clock: Clock, mail: Mail, nextId: () => number): MailRow {
  const row: MailRow = { id: nextId(), links: [], ...mail, sentAt: clock.now().toISOString() };
  state.outbox.push(row);
  // Bounded: a long demo (or a flood) keeps the newest OUTBOX_LIMIT messages.
  if (state.outbox.length > OUTBOX_LIMIT) state.outbox.splice(0, state.outbox.length - OUTBOX_LIMIT);
  return row;
}
