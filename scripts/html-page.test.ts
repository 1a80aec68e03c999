import { describe, expect, it } from 'vitest';
import { HtmlPage } from './html-page';

// A page as it could also be written: attributes in another order, other quotes.
const VITE = `<!doctype html>
<html lang="es">
  <head>
    <title>Portal Socios</title>
    <script crossorigin type='module' src=/assets/index-a.js></script>
    <link href="/assets/framework-b.js" rel="modulepreload" crossorigin>
    <link rel="stylesheet" crossorigin href="/assets/web-c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a page the build edits', () => {
  it('finds elements by their attributes however they are written', () => {
    const page = new HtmlPage(VITE);
    const [entry] = page.find('script', { type: 'module' });
    expect(HtmlPage.attribute(entry!, 'src')).toBe('/assets/index-a.js');
    expect(page.find('link', { rel: 'modulepreload' }).map((l) => HtmlPage.attribute(l, 'href'))).toEqual([
      '/assets/framework-b.js',
    ]);
  });

  it('changes only what it is asked to, keeping the rest as written', () => {
    const page = new HtmlPage(VITE);
    page.remove(page.find('link', { rel: 'modulepreload' })[0]!);
    page.replace(page.find('script')[0]!, '<script defer src="/boot.js"></script>');
    page.appendToHead(['<meta name="a">', '', '<meta name="b">']);
    expect(HtmlPage.text(page.find('title')[0]!)).toBe('Portal Socios');
    expect(page.toString()).toBe(`<!doctype html>
<html lang="es">
  <head>
    <title>Portal Socios</title>
    <script defer src="/boot.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/web-c.css">
    <meta name="a">
    <meta name="b">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`);
  });

  it('adds an element right before another with no blank space: React hydrates <head> element by element', () => {
    const page = new HtmlPage(
      '<html><head><meta name="a"><link rel="modulepreload" href="/b.js"></head></html>',
    );
    page.insertBefore(page.find('link')[0]!, '<link rel="preload" as="script" href="/boot.js">');
    expect(page.toString()).toBe(
      '<html><head><meta name="a"><link rel="preload" as="script" href="/boot.js"><link rel="modulepreload" href="/b.js"></head></html>',
    );
  });
});
