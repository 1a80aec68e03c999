// Test helpers for photo uploads (imported by tests only, never by screens).
//
// jsdom's Blob has no stream(), and Node's fetch (undici) reads a multipart file part through it, so
// a jsdom File in a FormData goes out as the text "undefined" with the wrong length and the request
// hangs. Browsers are fine; this gives jsdom's Blob the stream() the Blob standard describes.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    return new ReadableStream<Uint8Array>({
      start: async (controller) => {
        controller.enqueue(new Uint8Array(await this.arrayBuffer()));
        controller.close();
      },
    }) as ReturnType<Blob['stream']>;
  };
}

/** A real 1×1 PNG: the fake API checks a photo's first bytes, not its name. */
export const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export const pngFile = (name = 'yo.png') => new File([PNG_1X1], name, { type: 'image/png' });
