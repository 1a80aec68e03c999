import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import type { SessionUser } from '../api/contract';
import { startSession } from '../session/session';
import { AppLayout } from './app-layout';

beforeEach(() =>
  startSession('token', {
    id: 4,
    rut: '156782343',
    nombre: 'Juan Carlos',
    nombre_completo: 'Juan Carlos González Muñoz',
    estado: 0,
    activo: 1,
  } as SessionUser),
);

describe('the member shell', () => {
  it('while the next screen loads, the content says it is busy and a bar shows; then the screen appears', async () => {
    let arrive!: () => void;
    const router = createMemoryRouter(
      [
        {
          element: <AppLayout />,
          children: [
            { path: '/dashboard', element: <Link to="/lento">Ir a la pantalla lenta</Link> },
            {
              path: '/lento',
              loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
              element: <p>pantalla lenta</p>,
            },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    const { container } = render(<RouterProvider router={router} />);
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ir a la pantalla lenta' }));
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true'));
    expect(container.querySelector('.app-header .nav-progress')).not.toBeNull();
    arrive();
    expect(await screen.findByText('pantalla lenta')).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('.nav-progress')).toBeNull();
  });
});
