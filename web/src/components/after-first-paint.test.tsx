import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('shows the placeholder in the first render, then the content in a render of its own', async () => {
    render(
      <AfterFirstPaint placeholder={<p>Cargando</p>}>
        <p>Cambiar contraseña</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Cargando')).toBeTruthy();
    expect(screen.queryByText('Cambiar contraseña')).toBeNull();
    expect(await screen.findByText('Cambiar contraseña')).toBeTruthy();
    expect(screen.queryByText('Cargando')).toBeNull();
  });
});
