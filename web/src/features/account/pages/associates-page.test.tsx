import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import AssociatesPage from './associates-page';

const mock = startMockApi();
const PATH = '/my-account?menu=associate-accounts';

async function invite(rut: string) {
  const user = userEvent.setup();
  if (rut) await user.type(screen.getByLabelText('RUT'), rut);
  await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
}

describe('AssociatesPage', () => {
  it('when a registered member is invited, the success alert shows and an e-mail goes out', async () => {
    await mock.loginAs('156782343');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    await invite('8765432-K');
    expect(await screen.findByText('Invitación enviada')).toBeInTheDocument();
    expect(screen.getByText('Se ha enviado un correo con la invitación.')).toBeInTheDocument();
    expect(
      mock.store.state.outbox.some((m) => m.subject === 'Invitación para asociar tu cuenta de socio'),
    ).toBe(true);
  });

  it('when the RUT is empty, the server’s validation message shows in red', async () => {
    await mock.loginAs('156782343');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    await invite('');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Existen campos que no cumplen con las validaciones');
    expect(alert).toHaveTextContent('Este campo es obligatorio.');
  });

  it('when the RUT is not a member, says so in red', async () => {
    await mock.loginAs('156782343');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    await invite('11111111-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El RUT ingresado no corresponde a un socio registrado.',
    );
  });

  it('when the member has associated accounts, lists name, formatted RUT and paid-up date', async () => {
    await mock.loginAs('123456785');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    const list = await screen.findByRole('region', { name: 'Cuentas asociadas' });
    expect(await within(list).findByText('Tomás Muñoz Pérez')).toBeInTheDocument();
    expect(within(list).getByText('RUT 21.436.587-1')).toBeInTheDocument();
    expect(within(list).getByText('Al día hasta Agosto 2026')).toBeInTheDocument();
    expect(within(list).getByText('Sofía Muñoz Pérez')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Eliminar asociado' })).toHaveLength(2);
  });

  it('when removal is confirmed, the account leaves the list', async () => {
    const user = userEvent.setup();
    await mock.loginAs('123456785');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    const [first] = await screen.findAllByRole('button', { name: 'Eliminar asociado' });
    await user.click(first!);
    expect(await screen.findByText('Confirmar eliminacion')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByText('Tomás Muñoz Pérez')).not.toBeInTheDocument());
    expect(mock.store.state.members.find((m) => m.rut === '214365871')?.guardianId).toBeNull();
  });

  it('when the member has none, a friendly empty state shows', async () => {
    await mock.loginAs('156782343');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    expect(await screen.findByText(/Aún no tienes cuentas asociadas/)).toBeInTheDocument();
  });

  it('when the invitation was accepted, says so', async () => {
    await mock.loginAs('156782343');
    renderAt(<AssociatesPage />, { route: '/my-account', path: `${PATH}&invitation_accepted=true` });
    expect(screen.getByText('Invitación aceptada exitosamente.')).toBeInTheDocument();
  });
});
