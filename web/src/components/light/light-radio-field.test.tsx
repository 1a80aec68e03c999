import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormHarness, formValues } from '../form/form-harness';
import { LightRadioField } from './light-choice-fields';
import { LightSubmit } from './light-submit';

const AUTHORIZE = [
  { value: true, label: 'Autorizar pago automático' },
  { value: false, label: 'Desactivar pago automático' },
] as const;

describe('LightRadioField with yes/no options', () => {
  it('shows the chosen one, one a line, and the arrow keys choose the other: the form holds a boolean', async () => {
    const user = userEvent.setup();
    render(
      <FormHarness initial={{ authorized: true }}>
        <LightRadioField name="authorized" label="Pago automático" options={AUTHORIZE} vertical />
      </FormHarness>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Pago automático' });
    expect(group.querySelector('.l-radios')).toHaveClass('is-vertical');
    const on = screen.getByRole('radio', { name: 'Autorizar pago automático' });
    expect(on).toBeChecked();
    await user.tab();
    expect(on).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Desactivar pago automático' })).toBeChecked();
    expect(formValues()).toEqual({ authorized: false });
    await user.keyboard('{ArrowUp}');
    expect(formValues()).toEqual({ authorized: true });
  });
});

describe('LightSubmit', () => {
  it('is as wide as its text with block={false}, and submits with Enter on it', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <FormHarness onSubmit={onSubmit}>
        <LightSubmit block={false}>Guardar</LightSubmit>
      </FormHarness>,
    );
    const save = screen.getByRole('button', { name: 'Guardar' });
    expect(save).not.toHaveClass('block');
    expect(save).toHaveClass('l-button', 'primary', 'large');
    save.focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
