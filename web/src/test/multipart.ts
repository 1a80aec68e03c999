// Component tests run in jsdom, whose FormData and File Node's fetch cannot send (jsdom's File has
// no stream(), and Node 24+ sends jsdom's FormData as text), so an upload would hang or arrive empty.
// This encodes jsdom's FormData bodies as multipart bytes before the real fetch goes to the real fake
// API: the request is still the SPA's.
import { afterAll, beforeAll } from 'vitest';

const readBytes = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/** A multipart/form-data body, encoded by hand: the same bytes on every Node line. */
async function encodeMultipart(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const boundary = `----portal-socios-${Math.random().toString(16).slice(2)}`;
  const text = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [key, value] of form.entries()) {
    const name = key.replace(/"/g, '%22');
    if (typeof value === 'string') {
      parts.push(
        text.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      const file = value.name.replace(/"/g, '%22');
      const type = value.type || 'application/octet-stream';
      parts.push(
        text.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        new Uint8Array(await readBytes(value)),
        text.encode('\r\n'),
      );
    }
  }
  parts.push(text.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    body.set(p, at);
    at += p.length;
  }
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Node's fetch wrapped so that a jsdom FormData body goes out as multipart bytes. Node 20's fetch sent
 * jsdom's FormData as multipart; from Node 24 on it sends it as the text "[object FormData]".
 */
export function withNodeMultipart(realFetch: typeof fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!(init?.body instanceof FormData)) return realFetch(input, init);
    const { body, type } = await encodeMultipart(init.body);
    const headers = new Headers(init.headers);
    headers.set('Content-Type', type);
    return realFetch(input, { ...init, headers, body });
  }) as typeof fetch;
}

/** Kept for the tests that ask for it; web/src/test/setup.ts now bridges every test file. */
export function bridgeMultipartUploads() {
  // Taken when the file's tests start, not when it is imported: files share a worker, and at import
  // the fetch is whatever stub the previous file left (setup.ts puts Node's back before this runs).
  let realFetch: typeof fetch;
  beforeAll(() => {
    realFetch = globalThis.fetch;
    globalThis.fetch = withNodeMultipart(realFetch);
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
}
