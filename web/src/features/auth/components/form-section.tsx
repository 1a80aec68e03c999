import type { ComponentProps, ReactNode } from 'react';
import { LightField } from '../../../components/light/light-field';

/** A titled group of the sign-up form: two columns from 768 px, one on phones (light.css). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="l-section">
      <h2 className="l-section-title">{title}</h2>
      <div className="l-grid">{children}</div>
    </section>
  );
}

/** One cell of a FormSection; `full` spans both columns. */
export function Cell({ children, full }: { children: ReactNode; full?: boolean }) {
  return <div className={full ? 'full' : undefined}>{children}</div>;
}

export type TextFieldSpec = ComponentProps<typeof LightField>;

/** Text fields one to a cell, in order: most of the sign-up form is these, so each section is a table. */
export function TextCells({ fields }: { fields: TextFieldSpec[] }) {
  return (
    <>
      {fields.map((field) => (
        <Cell key={field.name}>
          <LightField {...field} />
        </Cell>
      ))}
    </>
  );
}

/** A section that is only text fields. */
export function TextSection({ title, fields }: { title: string; fields: TextFieldSpec[] }) {
  return (
    <FormSection title={title}>
      <TextCells fields={fields} />
    </FormSection>
  );
}
