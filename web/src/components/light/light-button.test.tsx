import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LightButton } from './light-button';

describe('LightButton', () => {
  it('acts on a click, Enter and Space', async () => {
    const onClick = vi.fn();
    render(
      <LightButton type="primary" size="large" onClick={onClick}>
        Guardar Foto
      </LightButton>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Guardar Foto' });
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('while busy, spins and ignores presses but keeps the focus; disabled, cannot be pressed', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <LightButton onClick={onClick} busy>
        Reintentar
      </LightButton>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Reintentar' });
    button.focus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('.l-spinner')).not.toBeNull();

    rerender(
      <LightButton onClick={onClick} disabled>
        Reintentar
      </LightButton>,
    );
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
