import { useEffect, useRef } from 'react';
import { LightNotice } from '../../../components/light/light-notice';

/** The server's refusals, one per line (SPEC §8), focused so keyboard and screen-reader users land on it. */
export function ServerErrorsAlert({ title, lines }: { title: string; lines: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [lines]);
  if (lines.length === 0) return null;
  return (
    <LightNotice
      type="error"
      focusRef={ref}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      }
    >
      <strong>{title}</strong>
    </LightNotice>
  );
}
