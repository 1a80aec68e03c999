import type { FieldMetaState } from 'react-final-form';

/**
 * The one message a form field shows, (light/light-field-item.tsx):
 * the field's own check once the member has left it (or submitted), else what the server said about
 * it on the last submit, until the member edits the form again. Server errors reach a field when the
 * form's onSubmit returns them by field name (`serverFieldErrors`).
 */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  const error = meta.touched ? (meta.error as string | undefined) : undefined;
  const submitError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined;
  return error ?? submitError;
}

/** The server's validation errors as final-form submit errors: each field's first message. */
export function serverFieldErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors ?? {}).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])),
  );
}
