import { afterEach, describe, expect, it, vi } from 'vitest';
import QRCode from 'qrcode';
import type { QrAnswer, QrRequest } from './qr-markup.worker';
import { QR_OPTIONS } from './qr-options';

/** A worker as the browser gives one: `answer` says what it posts back for each request, if anything. */
function fakeWorker(answer: (request: QrRequest) => QrAnswer | 'fail to start') {
  const started: string[] = [];
  class FakeWorker extends EventTarget {
    constructor(url: URL) {
      super();
      started.push(url.pathname);
    }
    postMessage(request: QrRequest) {
      const reply = answer(request);
      setTimeout(() =>
        this.dispatchEvent(
          reply === 'fail to start' ? new Event('error') : new MessageEvent('message', { data: reply }),
        ),
      );
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  return started;
}

/** The module afresh: it keeps its worker for the page's life. */
const freshModule = async () => {
  vi.resetModules();
  return import('./qr-markup');
};

afterEach(() => vi.unstubAllGlobals());

describe('qrMarkup', () => {
  it('with a worker to be had, the QR is the worker’s answer, one worker for every QR', async () => {
    const started = fakeWorker(({ id, text }) => ({ id, markup: `<svg data-text="${text}"></svg>` }));
    const { qrMarkup, startQrWorker } = await freshModule();
    startQrWorker();
    await expect(qrMarkup('socio 10234')).resolves.toBe('<svg data-text="socio 10234"></svg>');
    await expect(qrMarkup('socio 20001')).resolves.toBe('<svg data-text="socio 20001"></svg>');
    expect(started).toEqual([expect.stringMatching(/qr-markup\.worker\.ts$/)]);
  });

  it('when the worker cannot start (offline, never downloaded), the QR is drawn on the page’s thread', async () => {
    fakeWorker(() => 'fail to start');
    const { qrMarkup } = await freshModule();
    await expect(qrMarkup('socio 10234')).resolves.toBe(await QRCode.toString('socio 10234', QR_OPTIONS));
  });

  it('where there are no workers, the QR is drawn on the page’s thread', async () => {
    vi.stubGlobal('Worker', undefined);
    const { qrMarkup } = await freshModule();
    await expect(qrMarkup('socio 10234')).resolves.toBe(await QRCode.toString('socio 10234', QR_OPTIONS));
  });

  it('a text the worker cannot encode is a failure, not a blank QR taken for one', async () => {
    fakeWorker(({ id }) => ({ id, markup: null }));
    const { qrMarkup } = await freshModule();
    await expect(qrMarkup('socio 10234')).rejects.toThrow('El código QR no se pudo dibujar.');
  });
});
