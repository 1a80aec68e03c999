import { useState, useSyncExternalStore } from 'react';

// A field's message appears when the member leaves the field, and leaving it for the form's button
// happens as the button is pressed: drawn then, the message pushed the button down, the press ended
// off it and was lost (the sign-up's e-mail, then 'Registrarme'). So what the messages show stays
// as it was while a pointer presses: from its pointerdown to the click it makes (a tap's click comes
// after its pointerup), or its cancel.

let pressing = false;
const listeners = new Set<() => void>();
let lateRelease: number | undefined;

function setPressing(next: boolean) {
  window.clearTimeout(lateRelease);
  if (pressing === next) return;
  pressing = next;
  listeners.forEach((listener) => listener());
}

/** After the click's own handlers (a submit marks every field) have run on the layout it was aimed at. */
const release = () => setTimeout(() => setPressing(false));

// From the moment the app's code runs, not from the first field's effects: a press on a pre-rendered
// page whose app is hydrating makes React hydrate at once, and the effects would run after the
// press's pointerdown had gone by (the press made the e-mail's message push the button, 2 runs in 5
// on a slow phone).
if (typeof document !== 'undefined') listen();

function listen() {
  document.addEventListener('pointerdown', () => setPressing(true), true);
  for (const end of ['click', 'pointercancel']) document.addEventListener(end, release, true);
  // A press that makes no click (lifted off any control): a tap's click follows its pointerup within
  // a few milliseconds.
  document.addEventListener(
    'pointerup',
    () => {
      window.clearTimeout(lateRelease);
      lateRelease = window.setTimeout(() => setPressing(false), 500);
    },
    true,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** `value` as it was when the current press began, while a pointer presses; else `value`. */
export function useSteadyWhilePressed<T>(value: T): T {
  const held = useSyncExternalStore(
    subscribe,
    () => pressing,
    () => false,
  );
  const [shown, setShown] = useState(value);
  if (!held && shown !== value) setShown(value);
  return held ? shown : value;
}
