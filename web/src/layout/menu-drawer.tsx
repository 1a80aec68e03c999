import { useEffect, useRef, type ReactNode } from 'react';
import './menu-drawer.css';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The phone's menu: a native modal <dialog> sliding from the left. The browser traps the focus in
 * it, makes the page behind inert, closes it on Escape and gives the focus back to the opener.
 */
export function MenuDrawer({ open, onClose, children }: MenuDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="menu-drawer"
      aria-labelledby="menu-drawer-title"
      onClose={onClose}
      // A click on the backdrop lands on the <dialog> itself (its content fills the panel).
      onClick={(event) => event.target === ref.current && onClose()}
    >
      <div className="menu-drawer__panel">
        <div className="menu-drawer__header">
          <h2 id="menu-drawer-title">Menú</h2>
          <button type="button" className="menu-drawer__close" aria-label="Cerrar menú" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
