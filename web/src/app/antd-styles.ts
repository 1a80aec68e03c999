/**
 * antd's styles for the components in use are extracted at build time into one stylesheet
 * (scripts/build-web.ts names it in `<meta name="antd-stylesheet">`). It must be in the page before
 * antd renders its first component: antd then reads from it which styles it need not compute. The
 * screens load it with antd's providers (app/router.tsx); the dashboard prefetches it once idle. In dev there is no such file and antd writes its styles at run time;
 * if the file fails to load the same happens.
 */
export function loadAntdStylesheet(): Promise<void> {
  // Not on the server (pre-rendering), and not on a pre-rendered public screen: its HTML carries
  // the styles it shows and antd's map of them (a second map, the stylesheet's, would hide it).
  if (typeof document === 'undefined' || document.querySelector('style[data-ant-cssinjs-cache-path]'))
    return Promise.resolve();
  const href = document.querySelector<HTMLMetaElement>('meta[name="antd-stylesheet"]')?.content;
  if (!href) return Promise.resolve();
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => link.getAttribute('href') === href,
  );
  if (present?.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    const link = present ?? document.createElement('link');
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    if (!present) {
      link.rel = 'stylesheet';
      // CORS mode, like the dashboard's prefetch of it, so the cached copy is the one used.
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  });
}
