import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import './jitless';
import * as z from 'zod/mini';
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

const SRC = path.resolve(__dirname, '../..');
/** The SPA's modules that take zod's values (schemas), not only its types. */
const schemaModules = () =>
  (fs.readdirSync(SRC, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|^test\//.test(f))
    .map((f) => ({ file: f, code: fs.readFileSync(path.join(SRC, f), 'utf8') }))
    .filter(({ code }) => /^import (?!type )[^;]* from 'zod(\/mini)?';/m.test(code));

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

  it('is set up in every module that makes schemas, before zod: whichever runs first, none compiles', () => {
    const modules = schemaModules();
    expect(modules.length).toBeGreaterThan(10);
    const late = modules.filter(({ code }) => {
      const setup = code.search(/^import '(\.|\.\.\/contract)\/jitless';$/m);
      return setup < 0 || setup > code.search(/^import (?!type )[^;]* from 'zod(\/mini)?';$/m);
    });
    expect(late.map((m) => m.file)).toEqual([]);
  });

  it("builds the contract's schemas module by module, each in a task of its own (a phone's first tap gets through)", () => {
    const contract = schemaModules().filter(({ file }) => /^api\/contract\/[^/]+\.ts$/.test(file));
    const own = (code: string) => {
      const lastImport = [...code.matchAll(/^import [^;]*;$/gm)].at(-1)!;
      return /^\s*(\/\/.*\n\s*)*await yieldToMain\(\);/.test(
        code.slice(lastImport.index + lastImport[0].length),
      );
    };
    const built = contract.filter(({ code }) => /^export const \w+ = z\./m.test(code));
    expect(built.length).toBeGreaterThan(5);
    expect(built.filter(({ code }) => !own(code)).map((m) => m.file)).toEqual([]);
  });
});
