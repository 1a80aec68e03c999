// Draws the gate's QR off the page's main thread: qrcode's encoding and its search for the mask a
// scanner reads best took the longest task of /credencial opened cold, right when its data came.
import QRCode from 'qrcode';
import { QR_OPTIONS } from './qr-options';

export interface QrRequest {
  id: number;
  text: string;
}
export interface QrAnswer {
  id: number;
  /** The SVG markup, or null when qrcode could not encode the text. */
  markup: string | null;
}

addEventListener('message', ({ data }: MessageEvent<QrRequest>) => {
  QRCode.toString(data.text, QR_OPTIONS).then(
    (markup) => postMessage({ id: data.id, markup } satisfies QrAnswer),
    () => postMessage({ id: data.id, markup: null } satisfies QrAnswer),
  );
});
