import { describe, expect, it } from 'vitest';
import { copySavedAt, noteAnswer, SAVED_AT_HEADER } from './saved-copies';

const answer = (headers: Record<string, string> = {}) => new Response('{}', { headers });

describe('saved copies', () => {
  it('when the worker answers with its kept copy, the read is known as a copy from that moment', () => {
    noteAnswer('socios/profile/info-cuotas', answer({ [SAVED_AT_HEADER]: '2026-11-20T15:00:00.000Z' }));
    expect(copySavedAt('socios/profile/info-cuotas')).toBe('2026-11-20T15:00:00.000Z');
  });

  it('when the API answers again, the read is fresh', () => {
    noteAnswer('socios/profile/info-cuotas', answer({ [SAVED_AT_HEADER]: '2026-11-20T15:00:00.000Z' }));
    noteAnswer('socios/profile/info-cuotas', answer());
    expect(copySavedAt('socios/profile/info-cuotas')).toBeNull();
  });

  it('when the mark is not a date, it is not taken for one', () => {
    noteAnswer('socios/profile', answer({ [SAVED_AT_HEADER]: 'yesterday' }));
    expect(copySavedAt('socios/profile')).toBeNull();
  });
});
