import { useEffect, useId, useRef, type ReactNode } from 'react';
import './light.css';
import './light-blocks.css';

interface LightConfirmProps {
  open: boolean;
  title: string;
  children: ReactNode;
  okText: string;
  cancelText: string;
  /** The answer removes or gives something up: its button is drawn red (antd's danger). */
  danger?: boolean;
  onOk: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question over the screen (antd's Modal, light): the browser's modal <dialog>, which keeps
 * the focus inside, makes the page behind it inert and turns Escape into 'Cancelar'.
 */
export function LightConfirm({ open, ...props }: LightConfirmProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  title,
  children,
  okText,
  cancelText,
  danger,
  onOk,
  onCancel,
}: Omit<LightConfirmProps, 'open'>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const el = dialog.current;
    // Where the focus goes back to once it closes: the button that opened it.
    const opener = document.activeElement as HTMLElement | null;
    // Without modal dialogs (old Safari, the unit tests' DOM) it is shown in place.
    if (el && typeof el.showModal === 'function') el.showModal();
    else el?.setAttribute('open', '');
    // On 'Cancelar': a stray Enter must not confirm a charge.
    cancel.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="l-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: closed through the screen's state, like the buttons, so the two never disagree.
        event.preventDefault();
        onCancel();
      }}
      // A click on the dimmed page around it (the dialog's backdrop; its content is the inner box);
      // the keyboard's way out is Escape.
      onClick={(event) => event.target === event.currentTarget && onCancel()}
    >
      <div className="l-dialog__box">
        <button type="button" className="l-dialog__close" aria-label="Cerrar" onClick={onCancel}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="m5 5 14 14M19 5 5 19" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </button>
        <div className="l-dialog__title" id={titleId}>
          {title}
        </div>
        <div className="l-dialog__body">{children}</div>
        <div className="l-dialog__footer">
          <button ref={cancel} type="button" className="l-button" onClick={onCancel}>
            {cancelText}
          </button>
          <button
            type="button"
            className={danger ? 'l-button primary danger' : 'l-button primary'}
            onClick={onOk}
          >
            {okText}
          </button>
        </div>
      </div>
    </dialog>
  );
}
