import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './light-blocks.css';

interface LightPopoverProps {
  /** The button's accessible name (its face is a short sign such as 'i'). */
  label: string;
  face: ReactNode;
  title: string;
  children: ReactNode;
}

/**
 * A small round button that shows an explanation under it (antd's Popover on click, light). A
 * disclosure: the button says whether it is open and which panel it controls, a click or Enter/Space
 * toggles it (so it works on phones, where there is no hover), Escape and a click elsewhere close it.
 * The panel follows the button in the page, so a screen reader reads it next; it is moved sideways
 * to stay inside a phone's screen.
 */
export function LightPopover({ label, face, title, children }: LightPopoverProps) {
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLSpanElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    if (!open || !panel.current) return setShift(0);
    const box = panel.current.getBoundingClientRect();
    const room = document.documentElement.clientWidth - 8;
    if (box.right > room) setShift(Math.max(room - box.right, 8 - box.left));
    else if (box.left < 8) setShift(8 - box.left);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <span className="l-popover" ref={root}>
      <button
        ref={button}
        type="button"
        className="l-popover__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {face}
      </button>
      {open && <span className="l-popover__arrow" aria-hidden="true" />}
      <span
        ref={panel}
        id={id}
        role="region"
        aria-label={title}
        className="l-popover__panel"
        hidden={!open}
        style={shift ? { marginLeft: shift } : undefined}
      >
        <span className="l-popover__title">{title}</span>
        <span className="l-popover__content">{children}</span>
      </span>
    </span>
  );
}
