import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import EmailValidationPage from './email-validation-page';

describe('EmailValidationPage', () => {
  it('says the e-mail is already validated and links back to the login', async () => {
    renderAt(<EmailValidationPage />, { route: '/email-validation', path: '/email-validation' });
    expect(await screen.findByText('Tu correo electrónico ya fue validado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
