// The contract against the spec's own table: a screen may count only on what SPEC §3/§7 names. Every
// field a schema requires must be in the table, every entity the spec names without fields must be
// read under each reasonable reading (test/open-readings.ts), and every call the spec shows is listed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { endpoints, type Endpoint } from './endpoints';
import { EACH, SPEC_FIELDS, isOpen, onlyFields, type OpenEntity, type Rule } from './spec-fields';
import { judge } from './tolerant';
import { arbitraryOf } from '../../test/schema-arbitrary';
import { OPEN_READINGS } from '../../test/open-readings';

const table = Object.values(endpoints as Record<string, Endpoint>);
const answered = table.filter(
  (e): e is Endpoint & { response: z.ZodMiniType } => typeof e.response !== 'string',
);
const callOf = (e: Endpoint) => `${e.method} ${e.path}`;

type Schema = z.core.$ZodType;
const defOf = (schema: Schema) => (schema as z.core.$ZodTypes)._zod.def;

function unwrap(schema: Schema): Schema {
  const def = defOf(schema);
  if (def.type === 'nullable' || def.type === 'optional' || def.type === 'default')
    return unwrap(def.innerType);
  if (def.type === 'pipe') return unwrap(def.out);
  return schema;
}

/** Where `schema` requires what `rule` does not name, as 'field.path: why'. */
function unnamedRequired(schema: Schema, rule: Rule | OpenEntity, at: string): string[] {
  const s = defOf(unwrap(schema));
  if (rule === true) return [];
  if (isOpen(rule)) {
    const entity = s.type === 'array' ? s.element : schema;
    return z.safeParse(entity, {}).success
      ? []
      : [`${at || '(answer)'}: open in the spec, yet the contract requires fields in it`];
  }
  if (s.type === 'array') return unnamedRequired(s.element, rule, `${at}[]`);
  if (s.type === 'record') return unnamedRequired(s.valueType, rule[EACH] ?? {}, `${at}{}`);
  if (s.type === 'union') return s.options.flatMap((o) => unnamedRequired(o, rule, at));
  if (s.type !== 'object') return [];
  return Object.entries(s.shape).flatMap(([name, field]) => {
    const path = at ? `${at}.${name}` : name;
    const named = rule[name];
    if (named !== undefined) return unnamedRequired(field, named, path);
    return z.safeParse(field, undefined).success ? [] : [`${path}: required, but the spec does not name it`];
  });
}

describe("the spec's fields, one table", () => {
  it('each entry names a call of the contract and the SPEC line it is copied from', () => {
    const calls = new Set(table.map(callOf));
    for (const [call, list] of Object.entries(SPEC_FIELDS)) {
      expect(calls.has(call), call).toBe(true);
      expect(list.spec, call).toMatch(/^SPEC §[2-8] /);
    }
  });

  it('when SPEC §7 shows a call, the table lists what it names of its answer', () => {
    const missing = answered.filter((e) => !e.unshown && !SPEC_FIELDS[callOf(e)]).map(callOf);
    expect(missing).toEqual([]);
  });

  it('no schema requires a field the spec does not name, nor anything inside an entity it names without fields', () => {
    const offenders = answered.flatMap((e) => {
      const list = SPEC_FIELDS[callOf(e)];
      return list ? unnamedRequired(e.response, list.fields, '').map((o) => `${callOf(e)} ${o}`) : [];
    });
    expect(offenders).toEqual([]);
  });

  it("when the API answers only the table's fields, every listed call still reads", () => {
    for (const e of answered) {
      const list = SPEC_FIELDS[callOf(e)];
      if (!list) continue;
      for (const body of fc.sample(arbitraryOf(e.response), { seed: 7, numRuns: 5 }))
        expect(judge(e.response, onlyFields(body, list.fields)).kind, callOf(e)).not.toBe('breaking');
    }
  });

  it('when an open entity comes in another reasonable reading, the call still reads', () => {
    for (const [call, readings] of Object.entries(OPEN_READINGS)) {
      const e = answered.find((x) => callOf(x) === call);
      expect(e, call).toBeDefined();
      for (const body of fc.sample(arbitraryOf(e!.response), { seed: 11, numRuns: 5 }))
        readings.forEach((read, i) =>
          expect(
            judge(e!.response, read(body as Record<string, unknown>)).kind,
            `${call} reading ${i}`,
          ).not.toBe('breaking'),
        );
    }
  });

  it('when the strict fake keeps only the named fields, no extension survives', () => {
    const info = {
      main_payment: { id: 1, rut: '1-9', user: { id: 3, rut: '1-9', nombre: 'Ana' }, deuda: 5 },
      secondary_payments: [],
      id_compra: 1,
    };
    expect(onlyFields(info, SPEC_FIELDS['GET payments/info/{id}']!.fields)).toEqual({
      main_payment: { id: 1, rut: '1-9', user: { rut: '1-9', nombre: 'Ana' } },
      secondary_payments: [],
    });
  });
});
