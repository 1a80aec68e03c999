// Runs only in the build, which pre-renders pages (react-router.config.ts: `ssr: false`). Each page
// is written once everything in it has rendered: streamed as its shell was ready, a part that
// waited (a lazily loaded component) came as a hidden block with an inline script to move it into
// place, which the CSP (`script-src 'self'`) refuses — the member saw the spinner until the app ran.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter, type EntryContext } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      },
      onShellError: reject,
      onError: reject,
    });
  });
}
