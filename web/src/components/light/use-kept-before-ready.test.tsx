import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prerenderedRoots } from '../../test/prerendered-roots';
import { FormHarness, formValues } from '../form/form-harness';
import { LightField } from './light-field';
import { LightDateField, LightRadioField, LightSelectField } from './light-choice-fields';

const formatted = (v: string) => v.toUpperCase();

const Fields = () => (
  <FormHarness initial={{ pais: 'Chile' }}>
    <LightField name="rut" label="RUT" format={formatted} />
    <LightField name="pais" label="País" />
    <LightField name="nombres" label="Nombres" />
    <LightDateField name="fecha" label="Fecha" />
    <LightSelectField<number>
      name="region"
      label="Región"
      placeholder="Selecciona"
      options={[
        { value: 7, label: 'Maule' },
        { value: 13, label: 'Metropolitana' },
      ]}
    />
    <LightRadioField
      name="genero"
      label="Género"
      options={[
        { value: 'm', label: 'Masculino' },
        { value: 'f', label: 'Femenino' },
      ]}
    />
  </FormHarness>
);

/**
 * A key that lands once the hydration has committed and before its effects have run: the browser
 * puts it in the field (the boot script keeps it from the app until then), after the fields' own
 * layout effects.
 */
function KeyAfterCommit({ label, value }: { label: string; value: string }) {
  useLayoutEffect(() => {
    control<HTMLInputElement>(label).value = value;
  }, [label, value]);
  return null;
}

const roots = prerenderedRoots();
/** The pre-rendered markup, as the build writes it: live before the app's code has run. */
const prerendered = () => roots.prerender(<Fields />);
/** Hydrates the pre-rendered `root` as the app does. */
const hydrate = (root: HTMLElement) => roots.hydrate(root, <Fields />);

const control = <E extends HTMLElement>(label: string) => screen.getByLabelText<E>(label);

describe('a light form hydrated after the member used its pre-rendered markup', () => {
  it('is live at once, and holds what was typed and picked there once the app runs', async () => {
    const root = prerendered();
    for (const label of ['RUT', 'Nombres', 'Fecha', 'Región']) {
      expect(control(label)).not.toHaveAttribute('readonly');
      expect(control(label)).toBeEnabled();
    }
    // What the browser does with the member's keys and taps while no script of the app runs.
    control<HTMLInputElement>('RUT').value = '15678234k';
    control<HTMLInputElement>('Fecha').value = '1990-04-02';
    control<HTMLSelectElement>('Región').value = '13';
    control<HTMLInputElement>('Femenino').checked = true;

    await hydrate(root);

    expect(formValues()).toEqual({
      pais: 'Chile',
      rut: '15678234K',
      fecha: '1990-04-02',
      region: 13,
      genero: 'f',
    });
    expect(control('RUT')).toHaveValue('15678234K');
    // And the app takes the next keys from there.
    await userEvent.type(control('Nombres'), 'Juan');
    expect(formValues()).toMatchObject({ rut: '15678234K', nombres: 'Juan', region: 13 });
  });

  it('holds a key typed as the hydration commits, before the form has its fields', async () => {
    const root = prerendered();
    control<HTMLInputElement>('Nombres').value = 'Jua';
    await roots.hydrate(
      root,
      <>
        <Fields />
        <KeyAfterCommit label="Nombres" value="Juan" />
      </>,
    );
    expect(formValues()).toMatchObject({ nombres: 'Juan' });
    expect(control('Nombres')).toHaveValue('Juan');
  });

  it('hands nothing over when nothing was typed: the form keeps its own values', async () => {
    const root = prerendered();
    await hydrate(root);
    expect(formValues()).toEqual({ pais: 'Chile' });
    expect(control('País')).toHaveValue('Chile');
  });
});
