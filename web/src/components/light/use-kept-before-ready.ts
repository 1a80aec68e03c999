import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useForm } from 'react-final-form';
import { useHydrated } from './use-hydrated';
import { takeTypedBeforeRender } from './typed-before-render';

/**
 * Hands the form what the member typed or picked in a pre-rendered control before the app was
 * ready (docs/decisions/pre-rendering.md: the markup is live from its first paint). Hydrating,
 * React leaves a control's value as it finds it, but the form's state does not know it, and the
 * field's next render would put the form's value back. So the control is read as hydration commits
 * (`read`: the value the form would hold, or undefined for none) and the value written into the form
 * once react-final-form has registered the field (in its effect, before this one: the field is
 * this component's child). Unless the field changed meanwhile: the member kept typing once the app
 * ran, and the form holds it already. In a plain client render there is nothing to hand over.
 */
export function useKeptBeforeReady<E extends Element>(
  name: string,
  control: RefObject<E | null>,
  read: (element: E) => unknown,
): void {
  const form = useForm();
  const hydrating = !useHydrated();
  const atCommit = useRef<{ value: unknown } | null>(null);
  // The first render's `hydrating` is all that matters: the effects run once.
  const wasHydrating = useRef(hydrating);
  useLayoutEffect(() => {
    // A painted page drawn afresh (not hydrated) has empty fields: what was typed into the painted
    // ones, as the boot script kept it.
    const typed = takeTypedBeforeRender(name);
    const found = wasHydrating.current && control.current ? read(control.current) : undefined;
    const value = found === undefined || found === '' ? (typed ?? found) : found;
    if (value !== undefined) atCommit.current = { value };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as hydration commits
  }, []);
  useEffect(() => {
    const found = atCommit.current;
    atCommit.current = null;
    const field = form.getFieldState(name);
    if (!found || found.value === undefined || !field || field.value !== field.initial) return;
    if (found.value !== (field.value ?? '')) form.change(name, found.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as hydration commits
  }, []);
}
