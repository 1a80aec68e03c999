import type { QRCodeToStringOptions } from 'qrcode';

/** How the gate's QR is drawn: SVG (crisp at any size), a quiet zone of two modules, ECC level M. */
export const QR_OPTIONS: QRCodeToStringOptions = { type: 'svg', margin: 2, errorCorrectionLevel: 'M' };
