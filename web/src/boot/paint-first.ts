// The boot script of the pages the build pre-renders (scripts/build-web.ts serves it as a file of its
// own: the CSP allows no inline code). Such a page needs no JavaScript to paint, so its scripts
// should not compete with the HTML and CSS for a phone's bandwidth: this script requests the entry
// module and its preloads, named on its own <script> element (`data-entry`, `data-preloads`), once
// the first paint is on screen. On screen means reported as the first contentful paint, not only
// drawn: started one frame after the drawing, the requests sometimes went out before the paint was
// presented, and Lighthouse then counted the scripts' download into the largest paint (LCP 1.0 s in
// one run, 2.0 s in the next). Where the browser reports no paints, one frame after the first one.
// Runs as a classic script in any browser the site supports: ES2017, no imports, nothing global.
(function paintFirst() {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) return;
  const entry = script.dataset.entry ?? '';
  const preloads = (script.dataset.preloads ?? '').split(' ').filter(Boolean);
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    preloads.forEach((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  };
  const Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(go, 0);
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(go, 0));
})();
