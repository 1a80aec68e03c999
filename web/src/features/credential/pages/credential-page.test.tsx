import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { ScreenFailures } from '../../../components/load-error';
import { SAVED_AT_HEADER } from '../saved-copy';
import { startMockApi } from '../../../test/mock-api';
import CredentialPage from './credential-page';

const mock = startMockApi();

describe('CredentialPage', () => {
  it('when María José opens it, shows her card with the gate QR and the al día badge, the physical credential link and both matches', async () => {
    await mock.loginAs('123456785');
    renderAt(<CredentialPage />, { route: '/credencial', path: '/credencial' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Credencial Virtual' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Credencial de socio' });
    expect(card).toHaveTextContent('María José Pérez Soto');
    expect(card).toHaveTextContent('SOCIO Nº 10.234');
    expect(card).toHaveTextContent('Ñuñoa');
    // The gate's QR (drawn as SVG), the fee standing and the validity line.
    const qr = screen.getByRole('img', { name: 'Código QR de tu credencial de socio Nº 10.234' });
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
    expect(await screen.findByText('Al día hasta noviembre de 2026')).toBeInTheDocument();
    expect(
      screen.getByText('Válida hasta el 30 de noviembre de 2026, junto a tu cédula de identidad.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Sin conexión|actualizada el/)).not.toBeInTheDocument();
    expect(screen.queryByText(/billetera/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Comprar credencial física/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    const last = await screen.findByRole('region', { name: 'Último partido' });
    expect(await within(last).findByText('Audax Italiano')).toBeInTheDocument();
    expect(within(last).getByLabelText('Audax Italiano 1, Deportivo Albo 2')).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Próximo partido' });
    expect(next).toHaveTextContent('Huachipato');
    expect(next).toHaveTextContent('Estadio Monumental');
    expect(next).toHaveTextContent('domingo 22 de noviembre de 2026, 18:00');
  });
});

describe('CredentialPage with dues pending', () => {
  it('shows Juan Carlos (3 dues pending) the pending badge and what to do', async () => {
    await mock.loginAs('156782343');
    renderAt(<CredentialPage />, { route: '/credencial', path: '/credencial' });
    expect(await screen.findByText('Cuotas pendientes')).toBeInTheDocument();
    expect(screen.getByText('Para ingresar al estadio, ponte al día con tus cuotas.')).toBeInTheDocument();
  });
});

describe('CredentialPage offline', () => {
  it('says when the standing was last read from the network', async () => {
    await mock.loginAs('123456785');
    localStorage.setItem('socios.credential-seen-at.123456785', '2026-11-20');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderAt(<CredentialPage />, { route: '/credencial', path: '/credencial' });
      expect(await screen.findByText('Al día hasta noviembre de 2026')).toBeInTheDocument();
      expect(screen.getByText('Sin conexión · actualizada el 20 de noviembre de 2026')).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
      localStorage.removeItem('socios.credential-seen-at.123456785');
    }
  });
});

/** The in-process API's answers, with the service worker's mark on its copy of the fee standing. */
function answeredFromTheDevice(savedAt: string) {
  const api = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await api(input, init);
    if (!String(input).includes('info-cuotas')) return response;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, savedAt);
    return new Response(await response.text(), { status: response.status, headers });
  }) as typeof fetch;
  return () => {
    globalThis.fetch = api;
  };
}

describe('CredentialPage without an answer of the API', () => {
  it('when the device answers with its copy on a connection that is up, it says so and when the copy was kept', async () => {
    await mock.loginAs('123456785');
    localStorage.removeItem('socios.credential-seen-at.123456785');
    // Noon in Santiago: the same calendar day in any time zone the tests run in.
    const restore = answeredFromTheDevice('2026-11-19T15:00:00.000Z');
    try {
      renderAt(<CredentialPage />, { route: '/credencial', path: '/credencial' });
      expect(await screen.findByText('Al día hasta noviembre de 2026')).toBeInTheDocument();
      expect(screen.getByText('Sin conexión · actualizada el 19 de noviembre de 2026')).toBeInTheDocument();
      // A copy is not a fresh read: the device's date of the last fresh one is not moved.
      expect(localStorage.getItem('socios.credential-seen-at.123456785')).toBeNull();
    } finally {
      restore();
    }
  });

  it('when nothing answers and no copy is kept, the credential shows without an error box or the match panel', async () => {
    await mock.loginAs('123456785');
    const api = globalThis.fetch;
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderAt(
        <ScreenFailures>
          <CredentialPage />
        </ScreenFailures>,
        { route: '/credencial', path: '/credencial' },
      );
      expect(await screen.findByText('Sin conexión: no pudimos comprobar tus cuotas.')).toBeInTheDocument();
      expect(
        screen.getByRole('img', { name: 'Código QR de tu credencial de socio Nº 10.234' }),
      ).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Partidos' })).toBeNull());
      expect(screen.queryByText('Algo salió mal')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    } finally {
      onLine.mockRestore();
      globalThis.fetch = api;
    }
  });
});
