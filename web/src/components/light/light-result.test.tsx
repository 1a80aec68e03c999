import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LightResult } from './light-result';
import { LightCard } from './light-card';

describe('LightResult', () => {
  it('shows its title, explanation and way forward, which the keyboard reaches', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <LightResult
        status="success"
        title="¡Pago realizado con éxito!"
        subTitle="Te enviamos el comprobante a tu correo electrónico."
        extra={
          <button type="button" className="l-button" onClick={onClick}>
            Ir al inicio
          </button>
        }
      />,
    );
    expect(screen.getByText('¡Pago realizado con éxito!')).toBeVisible();
    expect(screen.getByText('Te enviamos el comprobante a tu correo electrónico.')).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ir al inicio' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('draws a given icon instead of the status glyph, hidden from screen readers like the glyph', () => {
    const { container } = render(
      <LightResult
        status="info"
        icon={<svg data-testid="clock" viewBox="0 0 24 24" />}
        title="Tu pago está en proceso de confirmación."
      />,
    );
    const clock = screen.getByTestId('clock');
    expect(clock.closest('[aria-hidden="true"]')).not.toBeNull();
    // One icon: the given one, not the status glyph beside it.
    expect(container.querySelectorAll('.l-result__icon')).toHaveLength(1);
    expect(container.querySelector('.l-result__icon')).toContainElement(clock);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('LightCard', () => {
  it('shows its title and content, and takes a class that places it on its screen', () => {
    const { container } = render(
      <LightCard title="Comprobante" className="pay-receipt">
        <p>Nº de compra 101</p>
      </LightCard>,
    );
    expect(screen.getByText('Comprobante')).toBeVisible();
    expect(screen.getByText('Nº de compra 101')).toBeVisible();
    expect(container.firstElementChild).toHaveClass('l-card', 'pay-receipt');
  });
});
