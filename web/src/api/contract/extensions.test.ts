// The two tiers of the contract: the fields SPEC §3/§7 names are required, every other field is an
// extension listed for the club's API team in docs/api-extensions.md — the table must not drift.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { contractExtensions } from './extensions';
import { judge } from './tolerant';
import { endpoints } from './endpoints';

const DOC = fs.readFileSync(path.resolve(__dirname, '../../../../docs/api-extensions.md'), 'utf8');
const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
/** Each table row as its (call, field) pairs. */
const documented = DOC.split('\n')
  .filter((line) => /^\| `/.test(line))
  .flatMap((line) => {
    const [calls = '', fields = ''] = line.split('|').slice(1, 3);
    return ticked(calls).flatMap((call) => ticked(fields).map((field) => `${call} ${field}`));
  });

describe('docs/api-extensions.md, for the club API team', () => {
  const extensions = contractExtensions().map((e) => `${e.call} ${e.field}`);

  it('lists every extension of the contract', () => {
    expect(extensions.filter((e) => !documented.includes(e))).toEqual([]);
  });

  it('lists nothing that is not an extension (a spec field is required, not optional)', () => {
    expect(documented.filter((d) => !extensions.includes(d))).toEqual([]);
  });
});

describe('an answer with the spec fields only', () => {
  it('when cuotas/valores sends total_old and total_current alone, it conforms', () => {
    expect(judge(endpoints.duesValues.response, { total_old: 1500, total_current: 4000 }).kind).toBe(
      'conforms',
    );
  });

  it('when a spec field is missing (total_current), it is breaking', () => {
    expect(judge(endpoints.duesValues.response, { total_old: 1500 }).kind).toBe('breaking');
  });
});

describe('null where the spec text may be blank', () => {
  const team = (thumbnail: unknown) => ({ name: 'Huachipato', thumbnail });
  const info = (thumbnail: unknown) => ({
    previo: null,
    proximo: { local: team(thumbnail), visita: team('x.png'), estadio: 'Monumental', fecha: '2026-11-22' },
  });

  it("when a team has no logo and the thumbnail comes null, it reads '' (the panel draws a shield)", () => {
    expect(judge(endpoints.matchInfo.response, info(null))).toMatchObject({
      kind: 'tolerated',
      value: { proximo: { local: { thumbnail: '' } } },
    });
  });

  it('when the thumbnail is missing altogether, it is breaking: a spec field is required', () => {
    expect(judge(endpoints.matchInfo.response, info(undefined)).kind).toBe('breaking');
  });

  it("when a payment without months comes with periodo null, it reads ''", () => {
    const item = {
      id: 1,
      fecha: '2026-11-01',
      tipo: 'Pago de cuotas',
      medio: null,
      valor: 2000,
      periodo: null,
      url_voucher: '',
      pago_relacionado: { id: 1, estado: 2 },
    };
    expect(judge(endpoints.paymentsHistory.response, { history: [item], history_extra: [] })).toMatchObject({
      kind: 'tolerated',
      value: { history: [{ periodo: '', medio: '' }] },
    });
  });

  it('when a null stands where blank text means nothing (a team name), it stays breaking', () => {
    const nameless = {
      ...info('x.png'),
      proximo: { ...info('x.png').proximo, local: { name: null, thumbnail: '' } },
    };
    expect(judge(endpoints.matchInfo.response, nameless).kind).toBe('breaking');
  });
});
