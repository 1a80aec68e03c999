// Requests Node's HTTP parser refuses before Express sees them (a request line or headers over
// 16 kB, broken HTTP) would get a bare status line; this answers them in the contract's shape too.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const REASONS: Record<number, [string, string]> = {
  431: [
    'Request Header Fields Too Large',
    'La dirección o las cabeceras de la solicitud son demasiado grandes.',
  ],
  400: ['Bad Request', 'La solicitud HTTP está mal formada.'],
};

export function answerClientErrorsAsJson(server: Server): Server {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const [reason, message] = REASONS[status]!;
    const errors = status === 400 ? { body: [message] } : undefined;
    const body = JSON.stringify({ message, ...(errors ? { errors } : {}) });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
