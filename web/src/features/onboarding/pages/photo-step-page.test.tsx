import { afterEach, describe, it, expect, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMockApi } from '../../../test/mock-api';
import { CAMILA, openStepAsCamila } from '../testing';
import { getSession } from '../../../session/session';
import { pngFile } from '../../../components/photo/testing';
import PhotoStepPage, { PHOTO_NOT_SAVED, PHOTO_SAVED } from './photo-step-page';

const mock = startMockApi();
const open = () =>
  openStepAsCamila(mock, <PhotoStepPage />, '/validation/first', {
    path: '/validation/second',
    text: 'paso intereses',
  });
const pick = (file: File) =>
  userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Elegir foto'), file);
/** Camila's photo as the fake API holds it ('?…' = none). */
const photo = async () => (await mock.member(CAMILA)).imagen;

afterEach(() => vi.restoreAllMocks());

describe('PhotoStepPage', () => {
  it('shows where the member is, the advice, Omitir Paso and a Guardar Foto that waits for a photo', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Foto de perfil' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Pasos de tu incorporación' });
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Paso 1 de 3: Foto');
    expect(screen.getByText(/400 × 400 px/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Omitir Paso' })).toHaveAttribute('href', '/validation/second');
    expect(screen.getByRole('button', { name: 'Guardar Foto' })).toBeDisabled();
  });

  it.each([
    [
      'the photo is over 2 MB',
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }),
      'El archivo debe tener un tamaño máximo de 2 MB. Por favor, elige un archivo más pequeño.',
    ],
    [
      'the file is not a JPEG or PNG',
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
      'El archivo debe ser una imagen JPEG o PNG.',
    ],
  ])('when %s, it is refused before any upload', async (_why, file, message) => {
    await open();
    await pick(file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Guardar Foto' })).toBeDisabled();
    expect(await photo()).toMatch(/^\?/);
  });

  it('when the upload succeeds, says so, refreshes the session and goes to interests after 3 s', async () => {
    await open();
    await pick(pngFile());
    const started = Date.now();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar Foto' }));
    expect((await screen.findAllByText(/Se subió correctamente su foto de perfil\./)).length).toBeGreaterThan(
      0,
    );
    await waitFor(() => expect(getSession().informations?.imagen).toMatch(/^\/api\/uploads\/.+\.png$/));
    expect(await photo()).toBe(getSession().informations?.imagen);
    expect(screen.queryByText('paso intereses')).not.toBeInTheDocument();
    expect(await screen.findByText('paso intereses')).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  });

  it('when the server refuses the upload, the reason is only logged; one line says the photo was not saved', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await open();
    // Named .png but not a PNG inside: passes the browser checks, the server refuses it.
    await pick(new File(['no soy una imagen'], 'falsa.png', { type: 'image/png' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar Foto' }));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'No se pudo subir la foto de perfil:',
        'El archivo debe ser una imagen JPEG o PNG.',
      ),
    );
    expect(screen.queryByText('El archivo debe ser una imagen JPEG o PNG.')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_NOT_SAVED);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Omitir Paso' })).toHaveAttribute('href', '/validation/second');
    await waitFor(() => expect(screen.getByRole('button', { name: /Guardar Foto/ })).toBeEnabled());
    expect(screen.queryByText('paso intereses')).not.toBeInTheDocument();
    expect(await photo()).toMatch(/^\?/);
    // Choosing another photo clears the line.
    await pick(pngFile());
    expect(screen.queryByText(PHOTO_NOT_SAVED)).not.toBeInTheDocument();
  });

  it('when the upload is lost on the way, Reintentar sends the same photo again and it is saved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await open();
    await pick(pngFile());
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar Foto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_NOT_SAVED);
    expect(await photo()).toMatch(/^\?/);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PHOTO_SAVED);
    expect(screen.queryByText(PHOTO_NOT_SAVED)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Se subió correctamente su foto de perfil\./)).toHaveLength(1);
    await waitFor(async () => expect(await photo()).toMatch(/^\/api\/uploads\/.+\.png$/));
  });
});
