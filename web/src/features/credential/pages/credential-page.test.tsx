import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import CredentialPage from './credential-page';

const mock = startMockApi();

describe('CredentialPage', () => {
  it('when María José opens it, shows her card, the physical credential link and both matches', async () => {
    await mock.loginAs('123456785');
    renderAt(<CredentialPage />, { route: '/credencial', path: '/credencial' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Credencial Virtual' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Credencial de socio' });
    expect(card).toHaveTextContent('María José Pérez Soto');
    expect(card).toHaveTextContent('SOCIO Nº 10.234');
    expect(card).toHaveTextContent('Ñuñoa');
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
