import { describe, it, expect } from 'vitest';
import { makeApp } from '../test/harness';
import type { MatchInfo } from '../../../web/src/api/contract';
import type { SeasonMatch } from '../domain/matches';

describe('GET /api/communes/:id', () => {
  it('when the region exists, lists its communes alphabetically, without a login', async () => {
    const { api } = makeApp();
    const res = await api().get('/api/communes/13');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(52);
    expect(res.body.data[0]).toEqual({ id: 13502, nombre: 'Alhué' });
    expect(res.body.data).toContainEqual({ id: 13120, nombre: 'Ñuñoa' });
    const names = res.body.data.map((c: { nombre: string }) => c.nombre);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'es')));
  });

  it('when the region does not exist, answers 404 JSON', async () => {
    const { api } = makeApp();
    const res = await api().get('/api/communes/17');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Región no encontrada.' });
  });

  it('when the id is not a number, answers 422', async () => {
    const { api } = makeApp();
    const res = await api().get('/api/communes/abc');
    expect(res.status).toBe(422);
    expect(res.body.errors.id).toEqual(['Debe seleccionar una región']);
  });
});

describe('GET /api/fixtures', () => {
  it('lists the season around the mock clock: played matches carry goals, upcoming ones do not', async () => {
    const { api } = makeApp();
    const { data } = (await api().get('/api/fixtures')).body as { data: SeasonMatch[] };
    expect(data.length).toBeGreaterThan(20);
    const played = data.filter((m) => m.jugado);
    const upcoming = data.filter((m) => !m.jugado);
    expect(played.length).toBeGreaterThan(10);
    expect(upcoming.length).toBeGreaterThan(3);
    for (const m of played) {
      expect(m.fecha < '2026-11-21T12:00').toBe(true);
      expect(m.local).toHaveProperty('goals');
      expect(m.visita).toHaveProperty('goals');
    }
    for (const m of upcoming) expect(m.local).not.toHaveProperty('goals');
    // Chile is on summer time (UTC-3) in November.
    expect(data[0]!.fecha).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[34]:00$/);
    expect(data.filter((m) => m.estadio === 'Estadio Monumental').length).toBeGreaterThan(5);
  });

  it('when filtered by torneo, jugado and dates, answers only the matching matches', async () => {
    const { api } = makeApp();
    const get = async (q: Record<string, string>) =>
      ((await api().get('/api/fixtures').query(q)).body as { data: SeasonMatch[] }).data;
    const copa = await get({ torneo: 'copa chile' });
    expect(copa.length).toBeGreaterThan(0);
    expect(copa.every((m) => m.torneo === 'Copa Chile')).toBe(true);
    const next = await get({ jugado: 'false' });
    expect(next.every((m) => !m.jugado)).toBe(true);
    const november = await get({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(november.length).toBeGreaterThan(0);
    expect(november.every((m) => m.fecha.startsWith('2026-11'))).toBe(true);
  });

  it.each([
    [{ jugado: 'si' }, 'jugado'],
    [{ desde: '21/11/2026' }, 'desde'],
    [{ equipo: 'x' }, 'equipo'],
  ])('when the query is %j, answers 422 errors.%s', async (query, field) => {
    const { api } = makeApp();
    const res = await api().get('/api/fixtures').query(query);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toHaveLength(1);
  });
});

describe('GET /api/fixtures/info', () => {
  it('answers the last result and the next match relative to the clock', async () => {
    const { api } = makeApp();
    const info = (await api().get('/api/fixtures/info')).body as MatchInfo;
    expect(info.previo).toMatchObject({
      local: { goals: expect.any(Number) },
      visita: { goals: expect.any(Number) },
    });
    expect(info.previo!.fecha?.slice(0, 10)).toBe('2026-11-14');
    expect(info.proximo!.fecha.slice(0, 10)).toBe('2026-11-22');
    expect(info.proximo!.estadio).toBeTruthy();
    expect(info.proximo!.local).not.toHaveProperty('goals');
  });

  it('when the clock moves a month, the panel moves with it', async () => {
    const { api, clock } = makeApp();
    clock.set('2027-03-10T12:00:00-03:00');
    const info = (await api().get('/api/fixtures/info')).body as MatchInfo;
    expect(info.proximo!.fecha.slice(0, 10)).toBe('2027-03-11');
  });
});
