// A pre-rendered form the app cannot hydrate (its query differs from the one it was drawn with:
// the login's ?status=true adds an alert) is drawn afresh, and the fresh fields are empty: what the
// member typed into the painted ones would be lost. The boot script keeps it meanwhile
// (web/src/boot/paint-first.ts, `typed`), and each light field hands its own to the form
// (use-kept-before-ready.ts), as after a hydration.
import { earlyPress } from '../../boot/handover';

/** The value typed into the painted field of that name before the app drew the page, once. */
export function takeTypedBeforeRender(name: string): string | undefined {
  const typed = earlyPress()?.typed;
  const value = typed?.[name];
  if (typed) delete typed[name];
  return value;
}
