import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LightConfirm } from './light-confirm';

function Screen({ onOk }: { onOk: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Pagar</button>
      <LightConfirm
        open={open}
        title="¿Pagar $2.000 con VISA ····6623?"
        okText="Confirmar"
        cancelText="Cancelar"
        onOk={() => {
          setOpen(false);
          onOk();
        }}
        onCancel={() => setOpen(false)}
      >
        <p>El cargo se hace de inmediato en tu tarjeta guardada.</p>
      </LightConfirm>
    </>
  );
}

describe('LightConfirm', () => {
  it('asks with the focus on Cancelar, and a cancel charges nothing and gives the focus back', async () => {
    const onOk = vi.fn();
    const user = userEvent.setup();
    render(<Screen onOk={onOk} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = screen.getByRole('dialog', { name: '¿Pagar $2.000 con VISA ····6623?' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pagar' })).toHaveFocus();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('confirms once with Confirmar', async () => {
    const onOk = vi.fn();
    const user = userEvent.setup();
    render(<Screen onOk={onOk} />);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('draws a destructive yes red; Tab reaches it from Cancelar and Enter confirms', async () => {
    const onOk = vi.fn();
    const user = userEvent.setup();
    render(
      <LightConfirm
        open
        danger
        title="Confirmar eliminacion de tarjeta"
        okText="Eliminar"
        cancelText="Cancelar"
        onOk={onOk}
        onCancel={() => {}}
      >
        <p>Si eliminas la tarjeta, el pago automático quedará desactivado.</p>
      </LightConfirm>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirmar eliminacion de tarjeta' });
    expect(dialog).toHaveTextContent('Si eliminas la tarjeta, el pago automático quedará desactivado.');
    const remove = within(dialog).getByRole('button', { name: 'Eliminar' });
    expect(remove).toHaveClass('primary', 'danger');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).not.toHaveClass('danger');
    await user.tab();
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('when the answer gives something up, its button is drawn as a danger one, Cancelar still first', async () => {
    const user = userEvent.setup();
    function Remove() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Eliminar asociado</button>
          <LightConfirm
            open={open}
            title="Confirmar eliminacion"
            okText="Eliminar"
            cancelText="Cancelar"
            danger
            onOk={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          >
            <p>¿Dejar de administrar la cuenta de Tomás Muñoz Pérez?</p>
          </LightConfirm>
        </>
      );
    }
    render(<Remove />);
    await user.click(screen.getByRole('button', { name: 'Eliminar asociado' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar eliminacion' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toHaveClass('danger');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
