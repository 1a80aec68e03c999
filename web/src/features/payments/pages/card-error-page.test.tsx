import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import CardErrorPage from './card-error-page';

describe('CardErrorPage', () => {
  it('when the enrolment failed, it says so and links back to the dashboard', () => {
    renderAt(<CardErrorPage />, { route: '/cards/subscription/error', path: '/cards/subscription/error' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Error al inscribir la tarjeta.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/dashboard');
  });
});
