import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormHarness } from '../../../components/form/form-harness';
import { ProfileIdentityFields, type ClubData } from './profile-fields';

const club: ClubData = {
  rut: '12.345.678-5',
  birthDate: '3 de marzo de 1990',
  memberType: 'Adulto',
  country: 'Chile',
  names: { nombre: 'María José', apellido: 'Soto', apellidoM: undefined },
};

describe("'Mis Datos' names", () => {
  it('a name on file is shown read-only; a missing one is a required field she fills in and sends', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    render(
      <FormHarness
        initial={{ nombre: 'María José', apellido: 'Soto', apellidoM: '', genero: 'f' }}
        onSubmit={(values) => sent.push(values)}
      >
        <ProfileIdentityFields club={club} />
      </FormHarness>,
    );
    expect(screen.getByLabelText('Nombres')).toBeDisabled();
    expect(screen.getByLabelText('Nombres')).toHaveValue('María José');
    expect(screen.getByLabelText('RUT')).toHaveValue('12.345.678-5');
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('3 de marzo de 1990');

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(sent).toEqual([]);
    expect(screen.getByLabelText(/Apellido materno/)).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );

    await user.type(screen.getByLabelText(/Apellido materno/), 'Pérez');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(sent).toEqual([{ nombre: 'María José', apellido: 'Soto', apellidoM: 'Pérez', genero: 'f' }]);
  });
});
