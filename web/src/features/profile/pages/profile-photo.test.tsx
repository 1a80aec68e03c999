import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { getSession } from '../../../session/session';
import { bridgeMultipartUploads } from '../../../test/multipart';
import { PNG_1X1 } from '../../../components/photo/testing';
import ProfilePage from './profile-page';

const mock = startMockApi();
bridgeMultipartUploads();
const MARIA = '123456785';

describe('ProfilePage — photo', () => {
  const editPhoto = async () => {
    await mock.loginAs(MARIA);
    renderAt(<ProfilePage />, { route: '/my-profile', path: '/my-profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar fotografía' }));
  };
  const pick = (file: File) =>
    userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Elegir foto'), file);

  it('when a PNG is saved, the photo is uploaded, the session points at it and the success shows', async () => {
    await editPhoto();
    await pick(new File([PNG_1X1], 'yo.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar foto' }));
    expect(await screen.findByText('Se subió correctamente su foto de perfil.')).toBeInTheDocument();
    expect(getSession().informations?.imagen).toMatch(/^\/api\/uploads\/.+\.png$/);
    expect(screen.getByRole('img', { name: 'Foto de María José Pérez Soto' })).toBeInTheDocument();
  });

  it('when the server refuses the file, its message shows under the field and edit mode stays', async () => {
    await editPhoto();
    await pick(new File(['no soy una imagen'], 'yo.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar foto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo debe ser una imagen JPEG o PNG.');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('when the file is over 2 MB, the spec message shows and Guardar foto stays disabled', async () => {
    await editPhoto();
    await pick(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El archivo debe tener un tamaño máximo de 2 MB. Por favor, elige un archivo más pequeño.',
    );
    expect(screen.getByRole('button', { name: 'Guardar foto' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Actualizar fotografía' })).toBeInTheDocument();
  });
});
