import { useEffect, useRef } from 'react';

/** The server's refusals, one per line (SPEC §8), focused so keyboard and screen-reader users land on it. */
export function ServerErrorsAlert({ title, lines }: { title: string; lines: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [lines]);
  if (lines.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className="l-alert error" role="alert" style={{ outline: 'none' }}>
      <div>
        <strong>{title}</strong>
        <ul className="l-alert__description" style={{ margin: '4px 0 0', paddingLeft: 18 }}>
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
