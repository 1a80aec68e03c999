import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ButtonLink } from './button-link';

function Where() {
  return <p>En {useLocation().pathname}</p>;
}

describe('ButtonLink', () => {
  it('when it goes back, a click returns to the page before, and the link still names where it leads', async () => {
    render(
      <MemoryRouter initialEntries={['/historial', '/comprobante/1']} initialIndex={1}>
        <Routes>
          <Route path="/historial" element={<Where />} />
          <Route
            path="/comprobante/1"
            element={
              <ButtonLink to="/historial" goBack>
                Volver
              </ButtonLink>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Volver' });
    expect(link).toHaveAttribute('href', '/historial');
    await userEvent.click(link);
    expect(await screen.findByText('En /historial')).toBeInTheDocument();
  });

  it('when it opens another site, it is a plain link to it in a new tab', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="https://club.example.cl/voucher.pdf" newTab>
          Descargar
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Descargar' });
    expect(link).toHaveAttribute('href', 'https://club.example.cl/voucher.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
