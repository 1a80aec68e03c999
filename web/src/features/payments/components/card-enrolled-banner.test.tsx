import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt, stubFetch } from '../../../test/render';
import { CARD_ENROLLED, CARD_NOT_CONFIRMED, CardEnrolledBanner } from './card-enrolled-banner';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('back from the card enrolment (status_oneclick)', () => {
  it('reads the spec’s subscription and says the card is enrolled when the provider kept it', async () => {
    const calls = stubFetch(() => [200, { data: { user: 'tbk-user-1' } }]);
    renderAt(<CardEnrolledBanner />, {
      path: '/pagos/automaticos?status_oneclick=true',
      route: '/pagos/automaticos',
    });
    expect(await screen.findByText(CARD_ENROLLED)).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/payments/transbank/oneclick/subscription']);
  });

  it('says the enrolment was not confirmed when the subscription has no user', async () => {
    stubFetch(() => [200, { data: { user: null } }]);
    renderAt(<CardEnrolledBanner />, {
      path: '/pagos/automaticos?status_oneclick=true',
      route: '/pagos/automaticos',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_NOT_CONFIRMED);
    expect(screen.queryByText(CARD_ENROLLED)).not.toBeInTheDocument();
  });

  it('asks nothing on a plain visit', () => {
    const calls = stubFetch(() => [200, {}]);
    renderAt(<CardEnrolledBanner />, { path: '/pagos/automaticos', route: '/pagos/automaticos' });
    expect(calls).toEqual([]);
  });
});
