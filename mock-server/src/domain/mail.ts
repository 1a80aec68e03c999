// The e-mail outbox: every message the mock "sends" lands here, newest first in /__mock/outbox.
import type { Clock } from '../clock';
import type { MailRow, State } from '../store/types';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links?: { label: string; href: string }[];
}

export function sendMail(state: State, clock: Clock, mail: Mail, nextId: () => number): MailRow {
  const row: MailRow = { id: nextId(), links: [], ...mail, sentAt: clock.now().toISOString() };
  state.outbox.push(row);
  return row;
}
