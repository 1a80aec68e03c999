import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

/** Records each render of what it stands for. */
function Shown({ text, seen }: { text: string; seen: string[] }) {
  seen.push(text);
  return <p>{text}</p>;
}

describe('AfterFirstPaint', () => {
  it('shows the placeholder in the first render, then the content in a render of its own', async () => {
    const seen: string[] = [];
    render(
      <AfterFirstPaint placeholder={<Shown text="Cargando" seen={seen} />}>
        <Shown text="Cambiar contraseña" seen={seen} />
      </AfterFirstPaint>,
    );
    expect(await screen.findByText('Cambiar contraseña')).toBeTruthy();
    expect(screen.queryByText('Cargando')).toBeNull();
    expect(seen).toEqual(['Cargando', 'Cambiar contraseña']);
  });
});
