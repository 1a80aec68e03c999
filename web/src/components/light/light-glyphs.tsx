// antd's InfoCircleFilled, WarningFilled, CheckCircleFilled and CloseCircleFilled glyphs, drawn
// inline (no icon library on light screens).
export const STATUS_GLYPHS = {
  info: 'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm1 16.5h-2V10h2v7.5ZM12 8.25a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Z',
  warning:
    'M12.87 2.5a1 1 0 0 0-1.74 0L.64 20.5A1 1 0 0 0 1.5 22h21a1 1 0 0 0 .86-1.5L12.87 2.5ZM13 18.5h-2v-2h2v2Zm0-4h-2V9h2v5.5Z',
  success:
    'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm-1.4 15.6-4.3-4.3 1.4-1.4 2.9 2.9 6.3-6.3 1.4 1.4-7.7 7.7Z',
  error:
    'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm4.2 13.8-1.4 1.4-2.8-2.8-2.8 2.8-1.4-1.4 2.8-2.8-2.8-2.8 1.4-1.4 2.8 2.8 2.8-2.8 1.4 1.4-2.8 2.8 2.8 2.8Z',
};

export type LightStatus = keyof typeof STATUS_GLYPHS;

/** A status glyph, hidden from screen readers (the text beside it says the same). */
export function StatusIcon({ status, className }: { status: LightStatus; className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d={STATUS_GLYPHS[status]} />
    </svg>
  );
}
