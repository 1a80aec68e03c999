import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { movePath, parsePathMoves, pathsOfOpenapi, templateOf, unmovePath } from './api-paths';
import { endpointPaths } from './endpoints';

describe('VITE_API_PATHS: where the club API serves the paths the spec does not show', () => {
  const moves = parsePathMoves(
    '{"socios/profile/info-cuotas":"socios/mis-cuotas","socios/name/{rut}":"socios/nombre/{rut}/completo"}',
    endpointPaths(),
  );

  it('moves a call, keeping its parameters and query, and leaves every other path as it is', () => {
    expect(movePath(moves, 'socios/profile/info-cuotas', endpointPaths())).toBe('socios/mis-cuotas');
    expect(movePath(moves, 'socios/name/15678234-3', endpointPaths())).toBe(
      'socios/nombre/15678234-3/completo',
    );
    expect(movePath(moves, 'socios/profile', endpointPaths())).toBe('socios/profile');
    expect(movePath(moves, 'cuotas/valores?numero_cuotas=3', endpointPaths())).toBe(
      'cuotas/valores?numero_cuotas=3',
    );
  });

  it('finds the way back, for the fake API that serves the moved paths', () => {
    expect(unmovePath(moves, 'socios/nombre/9-9/completo')).toBe('socios/name/9-9');
    expect(unmovePath(moves, 'socios/mis-cuotas')).toBe('socios/profile/info-cuotas');
    expect(unmovePath(moves, 'socios/profile')).toBeUndefined();
  });

  it('takes a fixed path before a template it also fits', () => {
    expect(templateOf('vouchers/page.js', endpointPaths())).toBe('vouchers/page.js');
    expect(templateOf('vouchers/12', endpointPaths())).toBe('vouchers/{id}');
  });

  it('is empty when unset, and stops the build naming what is wrong', () => {
    expect(parsePathMoves(undefined, endpointPaths())).toEqual({});
    expect(parsePathMoves('  ', endpointPaths())).toEqual({});
    expect(() => parsePathMoves('{"socios/mis-cuotas":"x"}', endpointPaths())).toThrow(
      /"socios\/mis-cuotas" is no path of the portal's/,
    );
    expect(() => parsePathMoves('{"socios/name/{rut}":"socios/nombre"}', endpointPaths())).toThrow(
      /must keep the placeholders of "socios\/name\/\{rut\}" \(\{rut\}\)/,
    );
    expect(() => parsePathMoves('{"socios/profile":"socios/{id}"}', endpointPaths())).toThrow(/placeholders/);
    expect(() => parsePathMoves('{"socios/profile":"https://evil.example/x"}', endpointPaths())).toThrow(
      /relative to the API base/,
    );
    expect(() => parsePathMoves('["socios/profile"]', endpointPaths())).toThrow(/JSON object/);
    expect(() => parsePathMoves('{socios', endpointPaths())).toThrow(/not JSON/);
  });

  it('when a move resolves outside the API base, encoded dots and backslashes included, it is refused', () => {
    for (const to of [
      '%2e%2e/leak/{rut}',
      '%2E%2E/leak/{rut}',
      '%2E./leak/{rut}',
      '.%2e/leak/{rut}',
      'socios/%2e%2e/%2e%2e/leak/{rut}',
      '..\\leak\\{rut}',
      'socios\\{rut}',
      '%252e%252e/leak/{rut}',
      'socios/%2e/{rut}',
      'socios/..%2fleak/{rut}',
      'socios/%zz/{rut}',
      '//evil.example/{rut}',
    ])
      expect(() => parsePathMoves(JSON.stringify({ 'socios/name/{rut}': to }), endpointPaths()), to).toThrow(
        /"socios\/name\/\{rut\}" must move to a path relative to the API base and under it/,
      );
    // a dot inside a name is no dot segment
    expect(parsePathMoves('{"socios/name/{rut}":"v1.2/socios.x/{rut}"}', endpointPaths())).toEqual({
      'socios/name/{rut}': 'v1.2/socios.x/{rut}',
    });
  });

  it('when the build is given a %2e%2e move, the check vite.config.ts runs stops it naming the key', () => {
    // what web/vite.config.ts does: the portal's paths from openapi.yaml, then the setting
    const yaml = fs.readFileSync(path.resolve(__dirname, '../../../../mock-server/openapi.yaml'), 'utf8');
    expect(() =>
      parsePathMoves('{"socios/profile/info-cuotas":"%2e%2e/leak/x"}', pathsOfOpenapi(yaml)),
    ).toThrow(/VITE_API_PATHS: "socios\/profile\/info-cuotas" must move to a path relative to the API base/);
  });

  it('the build knows the same paths from openapi.yaml as the endpoint table', () => {
    const yaml = fs.readFileSync(path.resolve(__dirname, '../../../../mock-server/openapi.yaml'), 'utf8');
    expect(pathsOfOpenapi(yaml).sort()).toEqual([...endpointPaths()].sort());
  });
});
