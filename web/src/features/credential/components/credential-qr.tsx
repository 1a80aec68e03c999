import { useEffect, useState } from 'react';
import { qrMarkup } from '../qr/qr-markup';

interface CredentialQrProps {
  text: string;
  /** What a screen reader says; it contains "QR". */
  label: string;
}

/**
 * The QR the gate scans, drawn by `qrcode` as SVG (crisp at any size, no canvas), off the main
 * thread (qr-markup.ts). The box keeps its size while the code is being drawn, so nothing below it
 * moves.
 */
export function CredentialQr({ text, label }: CredentialQrProps) {
  const [svg, setSvg] = useState<{ text: string; markup: string } | null>(null);
  useEffect(() => {
    let live = true;
    qrMarkup(text)
      .then((markup) => live && setSvg({ text, markup }))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div
      className="credential-qr"
      role="img"
      aria-label={label}
      // qrcode's own SVG markup (paths from the text, no user HTML); role="img" hides its inside.
      dangerouslySetInnerHTML={svg?.text === text ? { __html: svg.markup } : undefined}
    />
  );
}
