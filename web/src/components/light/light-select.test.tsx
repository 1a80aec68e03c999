import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LightSelect } from './light-select';

const options = [
  { value: 1, label: '1 cuota' },
  { value: 3, label: '3 cuotas' },
];

describe('LightSelect', () => {
  it('when a choice is made, the screen gets its value as a number; the label names the control', async () => {
    const onChange = vi.fn();
    render(
      <LightSelect id="count" label="Cantidad de cuotas" options={options} value={1} onChange={onChange} />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cantidad de cuotas' }), '3 cuotas');
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('when it has a hint and an error, both describe it and it reads as invalid', () => {
    render(
      <LightSelect
        id="count"
        label="Cantidad de cuotas"
        options={options}
        value={1}
        onChange={() => {}}
        extra="Hasta 24 cuotas"
        error="Elige cuántas cuotas"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Cantidad de cuotas' });
    expect(select).toHaveAccessibleDescription('Hasta 24 cuotas Elige cuántas cuotas');
    expect(select).toBeInvalid();
  });
});
