import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from './zod';
import { endpoints, judge } from '.';

/** Every `Function(…)` / `new Function(…)` made while a test runs: what a strict CSP refuses and reports. */
let made: string[] = [];
const realFunction = globalThis.Function;
beforeEach(() => {
  made = [];
  globalThis.Function = new Proxy(realFunction, {
    construct: (target, args) => (made.push(String(args.at(-1))), Reflect.construct(target, args)),
    apply: (target, self, args) => (made.push(String(args.at(-1))), Reflect.apply(target, self, args)),
  });
});
afterEach(() => {
  globalThis.Function = realFunction;
});

describe("the SPA's zod", () => {
  it('parses an object without compiling code (no eval for a strict CSP to refuse)', () => {
    const member = z.object({ rut: z.string(), nombre: z.string(), cuotas: z.array(z.number()) });
    expect(member.parse({ rut: '12345678-5', nombre: 'María', cuotas: [1, 2] })).toMatchObject({
      nombre: 'María',
    });
    expect(made).toEqual([]);
  });

  it('judges every answer and request of the contract without compiling code', () => {
    for (const e of Object.values(endpoints)) {
      if (typeof e.response === 'object') judge(e.response, { data: {} });
      if ('request' in e && e.request) e.request.safeParse({});
    }
    expect(made).toEqual([]);
  });
});
