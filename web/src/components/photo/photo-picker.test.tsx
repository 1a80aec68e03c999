import { useState } from 'react';
import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render';
import { PhotoPicker } from './photo-picker';
import { PHOTO_MAX_BYTES } from './validate-photo';

let picked: (File | null)[] = [];

function Harness({ currentUrl, error }: { currentUrl?: string; error?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <PhotoPicker
      file={file}
      currentUrl={currentUrl}
      error={error}
      onChange={(f) => {
        picked.push(f);
        setFile(f);
      }}
    />
  );
}

const png = (size = 68, name = 'yo.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });
// applyAccept off: the member can still pick "all files" in the browser's dialog; the picker must refuse.
const pick = (file: File) =>
  userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Elegir foto'), file);

describe('PhotoPicker', () => {
  it('when nothing is chosen, shows the advice and a labelled file input for JPEG or PNG', () => {
    picked = [];
    renderAt(<Harness />);
    const input = screen.getByLabelText('Elegir foto');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(input).toHaveAccessibleDescription(/400 × 400 px.*rostro de frente.*GIF.*no sea animado/);
  });

  it('when the file is larger than 2 MB, shows the spec message and hands over nothing', async () => {
    picked = [];
    renderAt(<Harness />);
    await pick(png(PHOTO_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El archivo debe tener un tamaño máximo de 2 MB. Por favor, elige un archivo más pequeño.',
    );
    expect(picked).toEqual([null]);
  });

  it('when the file is not a JPEG or PNG, refuses it', async () => {
    picked = [];
    renderAt(<Harness />);
    await pick(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo debe ser una imagen JPEG o PNG.');
    expect(picked).toEqual([null]);
  });

  it('when a valid PNG is chosen, hands it over and previews it', async () => {
    picked = [];
    renderAt(<Harness />);
    await pick(png());
    expect(picked[0]?.name).toBe('yo.png');
    expect(await screen.findByAltText('Vista previa de la foto elegida')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(screen.getByText('Archivo elegido: yo.png')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when a photo is on file, shows it; a "?" path means none', async () => {
    const { unmount } = renderAt(<Harness currentUrl="/api/uploads/a.png" />);
    await waitFor(() =>
      expect(screen.getByAltText('Tu foto de perfil actual')).toHaveAttribute('src', '/api/uploads/a.png'),
    );
    unmount();
    renderAt(<Harness currentUrl="?sin-foto" />);
    await screen.findByLabelText('Elegir foto');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('when the server refused the upload, its error is shown under the picker', async () => {
    renderAt(<Harness error="El archivo debe ser una imagen JPEG o PNG." />);
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo debe ser una imagen JPEG o PNG.');
  });
});
