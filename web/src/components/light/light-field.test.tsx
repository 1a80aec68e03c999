import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormHarness } from '../form/form-harness';
import { required } from '../form/validators';
import { LightField } from './light-field';
import { LightShownField } from './light-shown-field';
import { LightSubmit } from './light-submit';

describe('LightField', () => {
  it('when submitted empty, its error is announced and is the field’s description', async () => {
    render(
      <FormHarness>
        <LightField name="calle" label="Calle" validate={required} required />
      </FormHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Este campo es obligatorio.');
    expect(screen.getByLabelText('Calle')).toHaveAccessibleDescription('Este campo es obligatorio.');
  });

  it('when quiet, its error is the field’s description but not announced as it appears', async () => {
    const user = userEvent.setup();
    render(
      <FormHarness>
        <LightField name="calle" label="Calle" validate={required} required quietError />
      </FormHarness>,
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const field = screen.getByLabelText('Calle');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(field, 'Av. Grecia');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('a shown value is labelled, takes no typing, is skipped by Tab and is not sent', async () => {
    const user = userEvent.setup();
    const submitted: unknown[] = [];
    render(
      <FormHarness initial={{ email: 'a@b.cl' }} onSubmit={(values) => submitted.push(values)}>
        <LightShownField name="rut" label="RUT" value="12.345.678-5" />
        <LightField name="email" label="Correo electrónico" />
      </FormHarness>,
    );
    const rut = screen.getByLabelText('RUT');
    expect(rut).toBeDisabled();
    expect(rut).toHaveValue('12.345.678-5');
    await user.type(rut, '9');
    expect(rut).toHaveValue('12.345.678-5');
    await user.tab();
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(submitted).toEqual([{ email: 'a@b.cl' }]);
  });
});

describe('a light field’s message while a pointer presses', () => {
  it('appears only once the press has made its click: drawn before, it would move the button pressed', async () => {
    const submitted: unknown[] = [];
    render(
      <FormHarness onSubmit={(values) => submitted.push(values)}>
        <LightField name="email" label="Correo" validate={required} />
      </FormHarness>,
    );
    const field = screen.getByLabelText('Correo');
    const button = screen.getByRole('button', { name: 'Enviar' });
    act(() => field.focus());
    // A press on the button: its pointerdown, then the field loses the focus to it.
    fireEvent.pointerDown(button);
    fireEvent.blur(field);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Este campo es obligatorio.');
    expect(submitted).toEqual([]);
  });
});

describe('LightSubmit', () => {
  it('is full width by default and as wide as its text when not a block; busy, it takes no click', () => {
    const { rerender } = render(<LightSubmit>Ingresar</LightSubmit>);
    expect(screen.getByRole('button', { name: 'Ingresar' })).toHaveClass('block');
    rerender(
      <LightSubmit block={false} busy>
        Guardar cambios
      </LightSubmit>,
    );
    const button = screen.getByRole('button', { name: 'Guardar cambios' });
    expect(button).not.toHaveClass('block');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
