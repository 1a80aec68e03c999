import { describe, expect, it } from 'vitest';
import type { FieldMetaState } from 'react-final-form';
import { fieldError, serverFieldErrors } from './field-error';

const meta = (state: Partial<FieldMetaState<unknown>>) => state as FieldMetaState<unknown>;

describe('fieldError: the one message a field shows, in both kits', () => {
  it('when the field was never left, its own check stays quiet', () => {
    expect(fieldError(meta({ touched: false, error: 'Ingresa tu RUT' }))).toBeUndefined();
  });

  it('when the field was left, its own check shows', () => {
    expect(fieldError(meta({ touched: true, error: 'Ingresa tu RUT' }))).toBe('Ingresa tu RUT');
  });

  it('when the server refused the field on the last submit, its message shows until the form is edited', () => {
    const refused = { touched: true, submitError: 'El RUT ya está registrado.' };
    expect(fieldError(meta({ ...refused, dirtySinceLastSubmit: false }))).toBe('El RUT ya está registrado.');
    expect(fieldError(meta({ ...refused, dirtySinceLastSubmit: true }))).toBeUndefined();
  });

  it('when both speak, the field’s own check wins (it is about the value now on screen)', () => {
    expect(
      fieldError(meta({ touched: true, error: 'RUT inválido', submitError: 'El RUT ya está registrado.' })),
    ).toBe('RUT inválido');
  });
});

describe('serverFieldErrors', () => {
  it('takes each field’s first message, and nothing for a field without one or no errors', () => {
    expect(serverFieldErrors({ rut: ['El RUT ya está registrado.', 'otro'], email: [] })).toEqual({
      rut: 'El RUT ya está registrado.',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
