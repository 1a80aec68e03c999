import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useForm } from 'react-final-form';
import { useHydrated } from './use-hydrated';

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
    if (wasHydrating.current && control.current) atCommit.current = { value: read(control.current) };
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
