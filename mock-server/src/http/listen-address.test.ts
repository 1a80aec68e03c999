import { describe, expect, it } from 'vitest';
import type os from 'node:os';
import { isLoopback, lanAddress, listenHost } from './listen-address';

describe('where the fake API listens', () => {
  it('only on this computer unless asked: --host or MOCK_HOST opens it to the LAN', () => {
    expect(listenHost({}, ['--serve-web'])).toBe('127.0.0.1');
    expect(listenHost({}, ['--serve-web', '--host'])).toBe('0.0.0.0');
    expect(listenHost({ MOCK_HOST: '192.168.1.20' }, [])).toBe('192.168.1.20');
  });

  it('with --host ADDR, on ADDR only (never every interface)', () => {
    expect(listenHost({}, ['--host', '127.0.0.2'])).toBe('127.0.0.2');
    expect(listenHost({}, ['--serve-web', '--host', '192.168.1.20'])).toBe('192.168.1.20');
    expect(listenHost({}, ['--host', '--serve-web'])).toBe('0.0.0.0');
  });

  it.each([
    ['127.0.0.1', true],
    ['127.0.0.2', true],
    ['localhost', true],
    ['::1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
  ])('%s is loopback: %s (beyond it, the console asks for the staff key)', (host, loopback) => {
    expect(isLoopback(host)).toBe(loopback);
  });

  it('prints the first external IPv4 address for 0.0.0.0, or the host it was given', () => {
    const interfaces = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      eth0: [
        { address: 'fe80::1', family: 'IPv6', internal: false },
        { address: '192.168.1.20', family: 'IPv4', internal: false },
      ],
    } as unknown as ReturnType<typeof os.networkInterfaces>;
    expect(lanAddress('0.0.0.0', interfaces)).toBe('192.168.1.20');
    expect(lanAddress('10.0.0.5', interfaces)).toBe('10.0.0.5');
    expect(lanAddress('0.0.0.0', { lo: interfaces.lo })).toBeNull();
  });
});
