// The fake API on a real loopback port, for tests that need more than one client address: a
// request can leave from any 127.x.y.z (Linux routes the whole 127/8 to lo), so "the member at home"
// and "a stranger" are told apart by their source, as a real server would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { createApp } from '../app';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface CallOptions {
  from?: string; // the client's source address (default 127.0.0.1)
  token?: string;
  body?: object;
}

export async function listenOnLoopback(app: ReturnType<typeof createApp>) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agents = new Map<string, http.Agent>();
  // One keep-alive agent per source, so a burst reuses sockets instead of exhausting ports.
  const agentFor = (from: string) => {
    let agent = agents.get(from);
    if (!agent)
      agents.set(from, (agent = new http.Agent({ keepAlive: true, maxSockets: 32, localAddress: from })));
    return agent;
  };
  const call = (method: 'GET' | 'POST', path: string, options: CallOptions = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent: agentFor(options.from ?? '127.0.0.1'),
          headers: {
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            let body: Record<string, unknown>;
            try {
              body = JSON.parse(text) as Record<string, unknown>;
            } catch {
              body = { text };
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return {
    call,
    login: (rut: string, password: string, from?: string) =>
      call('POST', '/api/socios/login', { from, body: { rut, password } }),
    async close() {
      for (const agent of agents.values()) agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
