import type { QrAnswer, QrRequest } from './qr-markup.worker';
import { QR_OPTIONS } from './qr-options';

/** The markup drawn on the page's own thread: where no worker can be had (or it failed to start). */
const inThread = (text: string) =>
  import('qrcode').then(({ default: QRCode }) => QRCode.toString(text, QR_OPTIONS));

interface Waiting {
  text: string;
  resolve(markup: string): void;
  reject(error: unknown): void;
}
const waiting = new Map<number, Waiting>();
let lastId = 0;
/** The worker, once started; null when there is none to be had. */
let worker: Worker | null | undefined;

function settleInThread({ text, resolve, reject }: Waiting) {
  inThread(text).then(resolve, reject);
}

/**
 * Starts the worker that draws the gate's QR, once: called by the screen's loader, so its script
 * downloads while the screen's reads are on their way. Where workers are missing (tests, an old
 * browser) or this one fails to start (offline before it was ever downloaded), the QR is drawn on
 * the page's thread, as before.
 */
export function startQrWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./qr-markup.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', ({ data }: MessageEvent<QrAnswer>) => {
    const asked = waiting.get(data.id);
    waiting.delete(data.id);
    if (!asked) return;
    if (data.markup === null) asked.reject(new Error('El código QR no se pudo dibujar.'));
    else asked.resolve(data.markup);
  });
  worker?.addEventListener('error', () => {
    worker?.terminate();
    worker = null;
    for (const asked of waiting.values()) settleInThread(asked);
    waiting.clear();
  });
  return worker;
}

/** The QR of `text` as SVG markup, drawn off the main thread where a worker can be had. */
export function qrMarkup(text: string): Promise<string> {
  const drawer = startQrWorker();
  if (!drawer) return inThread(text);
  return new Promise((resolve, reject) => {
    const id = ++lastId;
    waiting.set(id, { text, resolve, reject });
    drawer.postMessage({ id, text } satisfies QrRequest);
  });
}
