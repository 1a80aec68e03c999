import { useEffect, useRef, type RefObject } from 'react';
import { useForm } from 'react-final-form';
import { useHydrated } from './use-hydrated';
import { takeTypedBeforeRender } from './typed-before-render';

/**
 * Hands the form what the member typed or picked in a pre-rendered control before the app was
 * ready (docs/decisions/pre-rendering.md: the markup is live from its first paint). Hydrating,
 * React leaves a control's value as it finds it, but the form's state does not know it, and the
 * field's next render would put the form's value back. So once react-final-form has registered the
 * field (in its effect, before this one: the field is this component's child), the control is read
 * (`read`: the value the form would hold, or undefined for none) and the value written into the
 * form. Until every form has done so, the boot script keeps the page's keys from the app
 * (web/src/boot/paint-first.ts, root.tsx's TakeOver), so the control holds all that was typed. In a
 * plain client render there is nothing to hand over.
 */
export function useKeptBeforeReady<E extends Element>(
  name: string,
  control: RefObject<E | null>,
  read: (element: E) => unknown,
): void {
  const form = useForm();
  // The first render's `hydrating` is all that matters: the effect runs once.
  const wasHydrating = useRef(!useHydrated());
  useEffect(() => {
    // A painted page drawn afresh (not hydrated) has empty fields: what was typed into the painted
    // ones, as the boot script kept it.
    const typed = takeTypedBeforeRender(name);
    const found = wasHydrating.current && control.current ? read(control.current) : undefined;
    const value = found === undefined || found === '' ? (typed ?? found) : found;
    const field = form.getFieldState(name);
    if (value === undefined || !field || field.value !== field.initial) return;
    if (value !== (field.value ?? '')) form.change(name, value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the app takes the page over
  }, []);
}
