import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render';
import { DateField } from './date-field';
import { SelectField } from './select-field';
import { required } from './validators';
import { chooseOption } from './testing';
import { FormHarness, formValues } from './form-harness';

function Harness() {
  return (
    <FormHarness>
      <DateField name="fecha" label="Fecha de nacimiento" noFuture validate={required} required />
      <SelectField
        name="pais"
        label="País"
        options={[{ value: 'Chile', label: 'Chile' }]}
        validate={required}
      />
    </FormHarness>
  );
}

const values = formValues;

describe('form adapters', () => {
  it('when submitted empty, each labelled field says it is required', async () => {
    renderAt(<Harness />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'País' })).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
  });

  it('when a date is typed day/month/year, the form holds it as YYYY-MM-DD', async () => {
    renderAt(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '15/03/1990{enter}');
    await waitFor(() => expect(values().fecha).toBe('1990-03-15'));
  });

  it('when a country is picked with the keyboard, the form holds its value', async () => {
    renderAt(<Harness />);
    await chooseOption('País', 'chi', 'Chile');
    await waitFor(() => expect(values()).toEqual({ pais: 'Chile' }));
  });
});
