import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LightPopover } from './light-popover';

function Screen() {
  return (
    <>
      <LightPopover label="¿Por qué hay dos valores de cuota?" face="i" title="Cambio de valor de las cuotas">
        Desde junio de 2023 cambió el valor de las cuotas.
      </LightPopover>
      <p>Total a pagar</p>
    </>
  );
}

describe('LightPopover', () => {
  it('opens with the keyboard, says so, and Escape closes it with the focus back on its button', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const button = screen.getByRole('button', { name: '¿Por qué hay dos valores de cuota?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Cambio de valor de las cuotas' })).toBeNull();

    await user.tab();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Cambio de valor de las cuotas' });
    expect(panel).toHaveTextContent('Desde junio de 2023 cambió el valor de las cuotas.');
    expect(button).toHaveAttribute('aria-controls', panel.id);

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click elsewhere', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const button = screen.getByRole('button', { name: '¿Por qué hay dos valores de cuota?' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Total a pagar'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
