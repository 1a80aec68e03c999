// Component tests run in jsdom, whose FormData and File Node's fetch cannot send (jsdom's File has
// no stream()), so an upload would hang. This re-packs jsdom's multipart bodies into Node's own
// FormData before the real fetch goes to the real fake API: the request is still the SPA's.
import { afterAll, beforeAll } from 'vitest';

const readBytes = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

export function bridgeMultipartUploads() {
  const realFetch = globalThis.fetch;
  beforeAll(async () => {
    const { Blob: NodeBlob } = await import('node:buffer');
    // Node's FormData class is not a global under jsdom; an empty multipart answer hands it over.
    const probe = new Response('--x--\r\n', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    const NodeFormData = (await probe.formData()).constructor as typeof FormData;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.body instanceof FormData) {
        const form = new NodeFormData();
        for (const [key, value] of init.body.entries()) {
          if (typeof value === 'string') form.append(key, value);
          else
            form.append(
              key,
              new NodeBlob([await readBytes(value)], { type: value.type }) as Blob,
              value.name,
            );
        }
        return realFetch(input, { ...init, body: form });
      }
      return realFetch(input, init);
    }) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
}
