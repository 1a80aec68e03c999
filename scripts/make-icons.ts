// Draws the home-screen icons of the web manifest (web/public/manifest.webmanifest): the
// club crest of layout/logo.tsx (a white shield with a white band on black), centred in the inner 80%
// so launchers that mask icons (circles, squircles) never cut it. Run once; the PNGs are committed.
// Usage: tsx scripts/make-icons.ts
import fs from 'node:fs';
import sharp from 'sharp';

const SHIELD = 'M24 2 44 9v14c0 12-8.5 19.5-20 23C12.5 42.5 4 35 4 23V9z';
const INNER = 'M24 6.5 40 12v11c0 9.6-6.6 15.8-16 18.9C14.6 38.8 8 32.6 8 23V12z';

const crest = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#141414"/>
  <defs><clipPath id="inner"><path d="${INNER}"/></clipPath></defs>
  <g transform="translate(11.2 10.4) scale(0.8)">
    <path d="${SHIELD}" fill="#ffffff"/>
    <path d="${INNER}" fill="#141414"/>
    <path d="M2 30 46 12v10L2 40z" fill="#ffffff" clip-path="url(#inner)"/>
  </g>
</svg>`;

fs.mkdirSync('web/public/icons', { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(crest), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`web/public/icons/icon-${size}.png`);
}
