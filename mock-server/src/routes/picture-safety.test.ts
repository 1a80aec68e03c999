// Uploads are judged by their bytes and size, never by the name or type the client claims, and are
// stored under names the server makes up: nothing the client sends reaches a path on disk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import sharp from 'sharp';
import os from 'node:os';
import path from 'node:path';
import { makeApp, PERSONAS } from '../test/harness';
import { bearer } from '../test/mail';
import { NOT_AN_IMAGE, NO_FILE } from '../domain/pictures';
import { jpegWithGps, realPng } from '../test/images';

const UPLOAD = '/api/socios/profile/upload-picture';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let PNG: Buffer;
const STORED = /^\/api\/uploads\/[0-9a-f]{32}\.(png|jpg)$/;

let root: string; // a sandbox: uploads go to root/uploads, so escapes would land in root
let uploadsDir: string;

beforeAll(async () => {
  PNG = await realPng();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-safety-'));
  uploadsDir = path.join(root, 'uploads');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function setup() {
  const t = makeApp(undefined, { uploadsDir });
  const token = await t.tokenFor(PERSONAS.camila);
  /** The photo upload as Camila; the caller attaches the parts. */
  const upload = () => t.api().post(UPLOAD).set(bearer(token));
  return { ...t, token, upload };
}

/** Every file under root, relative to it. */
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());

describe('photo uploads', () => {
  it.each([
    '../../etc/passwd.png',
    'x/../../a.png',
    '..\\..\\windows\\win.ini.png',
    '/etc/cron.d/evil.png',
    '%2e%2e%2f%2e%2e%2fescape.png',
    '.htaccess',
    'a\u0000.png.php',
    `${'a'.repeat(500)}.png`,
  ])('when the file is named %j, nothing of the name reaches the disk', async (filename) => {
    const t = await setup();
    const res = await t.upload().attach('profile_picture', PNG, { filename });
    // A name the multipart parser cannot read (the NUL) means no usable file: 422, nothing stored.
    expect([200, 422]).toContain(res.status);
    if (res.status === 200) {
      expect(res.body.url).toMatch(STORED);
      expect(filesUnder(root)).toContain(path.join('uploads', path.basename(res.body.url)));
    }
    for (const f of filesUnder(root)) expect(f).toMatch(/^uploads[/\\][0-9a-f]{32}\.(png|jpg)$/);
  });

  it.each([
    [
      'HTML claiming to be a PNG',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'image/png',
      'a.png',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'image/svg+xml',
      'a.svg',
    ],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif', 'a.gif'],
    ['a PDF named .jpg', Buffer.from('%PDF-1.4\n'), 'image/jpeg', 'a.jpg'],
    ['only the PNG signature', PNG_MAGIC, 'image/png', 'a.png'],
    [
      'the PNG signature followed by HTML',
      Buffer.concat([PNG_MAGIC, Buffer.from('<html><script>alert(1)</script></html>')]),
      'image/png',
      'a.png',
    ],
    [
      'the JPEG signature followed by garbage',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
      'image/jpeg',
      'a.jpg',
    ],
  ])('when it is %s, answers 422 and stores nothing', async (_what, bytes, contentType, filename) => {
    const t = await setup();
    const before = fs.existsSync(uploadsDir) ? filesUnder(uploadsDir).length : 0;
    const res = await t.upload().attach('profile_picture', bytes, { filename, contentType });
    expect(res.status).toBe(422);
    expect(res.body.errors.profile_picture).toEqual([NOT_AN_IMAGE]);
    expect(fs.existsSync(uploadsDir) ? filesUnder(uploadsDir).length : 0).toBe(before);
  });

  it('when the content is a PNG whatever the name and type claimed, it is stored re-encoded (nothing after the image kept) and served as image/png, nosniff', async () => {
    const t = await setup();
    const polyglot = Buffer.concat([PNG, Buffer.from('<script>alert(1)</script>')]);
    const res = await t
      .upload()
      .attach('profile_picture', polyglot, { filename: 'page.html', contentType: 'text/html' });
    expect(res.body.url).toMatch(/\.png$/);
    const served = await t.api().get(res.body.url).buffer(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((served.body as Buffer).toString('latin1')).not.toContain('<script>');
  });

  it("when a phone's JPEG carries EXIF (camera, GPS position), the stored photo has no metadata", async () => {
    const t = await setup();
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await t.upload().attach('profile_picture', original, 'yo.jpg');
    expect(res.body.url).toMatch(/\.jpg$/);
    const stored = fs.readFileSync(path.join(uploadsDir, path.basename(res.body.url)));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('TelefonoX');
  });

  it('when the demo is reset, the photos uploaded since are removed', async () => {
    const t = await setup();
    const res = await t.upload().attach('profile_picture', PNG, 'a.png');
    const file = path.join(uploadsDir, path.basename(res.body.url));
    expect(fs.existsSync(file)).toBe(true);
    t.store.reset();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('when two files, extra text fields or hostile field names come along, answers 422 and stores nothing', async () => {
    const t = await setup();
    const before = fs.existsSync(uploadsDir) ? filesUnder(uploadsDir).length : 0;
    const two = await t
      .upload()
      .attach('profile_picture', PNG, 'a.png')
      .attach('profile_picture', PNG, 'b.png');
    expect(two.status).toBe(422);
    expect(two.body.errors.profile_picture).toEqual([NO_FILE]);
    for (const field of ['filename', '__proto__[polluted]', 'constructor[prototype][polluted]']) {
      const res = await t.upload().field(field, '../../evil.png').attach('profile_picture', PNG, 'a.png');
      expect([400, 422], field).toContain(res.status);
      expect(res.body.errors, field).toEqual(expect.any(Object));
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(fs.existsSync(uploadsDir) ? filesUnder(uploadsDir).length : 0).toBe(before);
  });

  it.each([
    '/api/uploads/..%2fsecret.txt',
    '/api/uploads/..%2f..%2fetc%2fpasswd',
    '/api/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/api/uploads/..%5c..%5cwin.ini',
    '/api/uploads/.htaccess',
    '/api/uploads/%00',
  ])('when %s is asked for, nothing outside the uploaded photos is served', async (url) => {
    const t = await setup();
    fs.mkdirSync(uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
    const res = await t.api().get(url);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toContain('secret');
    expect(res.body.message).toEqual(expect.any(String));
  });
});
