import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import sharp from 'sharp';
import os from 'node:os';
import path from 'node:path';
import { makeApp, PERSONAS } from '../test/harness';
import { bearer } from '../test/mail';
import { MAX_PICTURE_BYTES, NOT_AN_IMAGE, NO_FILE, TOO_LARGE } from '../domain/pictures';
import { realJpeg, realPng } from '../test/images';

let PNG: Buffer;
let JPEG: Buffer;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
  [PNG, JPEG] = await Promise.all([realPng(), realJpeg()]);
});
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

async function setup() {
  const h = makeApp(undefined, { uploadsDir });
  return { ...h, token: await h.tokenFor(PERSONAS.camila) };
}

describe('POST /api/socios/profile/upload-picture', () => {
  it('when the file is a PNG (whatever its name), stores it, serves it back and sets the photo', async () => {
    const { api, token, store } = await setup();
    const res = await api()
      .post('/api/socios/profile/upload-picture')
      .set(bearer(token))
      .attach('profile_picture', PNG, { filename: 'foto.gif', contentType: 'image/gif' });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    expect(store.memberByRut(PERSONAS.camila)!.imagen).toBe(res.body.url);
    const served = await api().get(res.body.url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // the member's browser may keep it and revalidate; a shared cache may not
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect((await sharp(served.body as Buffer).metadata()).format).toBe('png');
  });

  it('when a JPEG replaces an earlier upload, the old file is removed', async () => {
    const { api, token } = await setup();
    const first = await api()
      .post('/api/socios/profile/upload-picture')
      .set(bearer(token))
      .attach('profile_picture', PNG, 'a.png');
    const second = await api()
      .post('/api/socios/profile/upload-picture')
      .set(bearer(token))
      .attach('profile_picture', JPEG, 'b.jpg');
    expect(second.body.url).toMatch(/\.jpg$/);
    expect(fs.existsSync(path.join(uploadsDir, path.basename(first.body.url)))).toBe(false);
    expect((await api().get(first.body.url)).status).toBe(404);
  });

  it.each([
    ['a text file named .png', () => Buffer.from('hola, no soy una imagen'), 'profile_picture', NOT_AN_IMAGE],
    [
      'a file over 2 MB',
      () => Buffer.concat([PNG, Buffer.alloc(MAX_PICTURE_BYTES)]),
      'profile_picture',
      TOO_LARGE,
    ],
    ['an empty file', () => Buffer.alloc(0), 'profile_picture', NO_FILE],
    ['a file under another field name', () => PNG, 'foto', NO_FILE],
  ])('when it is %s, answers 422 errors.profile_picture', async (_what, bytes, field, message) => {
    const { api, token, store } = await setup();
    const res = await api()
      .post('/api/socios/profile/upload-picture')
      .set(bearer(token))
      .attach(field, bytes(), 'foto.png');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ profile_picture: [message] });
    expect(store.memberByRut(PERSONAS.camila)!.imagen).toBe('?');
  });

  it('when no file is sent at all, answers 422 Debes elegir una imagen.', async () => {
    const { api, token } = await setup();
    const res = await api().post('/api/socios/profile/upload-picture').set(bearer(token)).send({});
    expect(res.status).toBe(422);
    expect(res.body.errors.profile_picture).toEqual([NO_FILE]);
  });

  it('when there is no token, answers 401', async () => {
    const { api } = await setup();
    const res = await api()
      .post('/api/socios/profile/upload-picture')
      .attach('profile_picture', PNG, 'a.png');
    expect(res.status).toBe(401);
  });
});
