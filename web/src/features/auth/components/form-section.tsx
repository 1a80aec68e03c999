import type { ComponentProps, ReactNode } from 'react';
import { Col, Row, Typography } from 'antd';
import { TextField } from '../../../components/form/text-field';

/** A titled group of the sign-up form: two columns from 768 px, one on phones. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 8 }}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: '8px 0 12px' }}>
        {title}
      </Typography.Title>
      <Row gutter={16}>{children}</Row>
    </section>
  );
}

/** One cell of a FormSection; `full` spans both columns. */
export function Cell({ children, full }: { children: ReactNode; full?: boolean }) {
  return (
    <Col xs={24} md={full ? 24 : 12}>
      {children}
    </Col>
  );
}

export type TextFieldSpec = ComponentProps<typeof TextField>;

/** Text fields one to a cell, in order: most of the sign-up form is these, so each section is a table. */
export function TextCells({ fields }: { fields: TextFieldSpec[] }) {
  return (
    <>
      {fields.map((field) => (
        <Cell key={field.name}>
          <TextField {...field} />
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
