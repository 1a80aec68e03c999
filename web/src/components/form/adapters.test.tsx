import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render';
import { SelectField } from './select-field';
import { required } from './validators';
import { chooseOption } from './testing';
import { FormHarness, formValues } from './form-harness';

function Harness() {
  return (
    <FormHarness>
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
  it('when submitted empty, the labelled field says it is required', async () => {
    renderAt(<Harness />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'País' })).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
  });

  it('when a country is picked with the keyboard, the form holds its value', async () => {
    renderAt(<Harness />);
    await chooseOption('País', 'chi', 'Chile');
    await waitFor(() => expect(values()).toEqual({ pais: 'Chile' }));
  });
});
