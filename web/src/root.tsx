// The document every page is drawn in, and what sits above every screen (framework mode's root
// route): the club's stylesheets, the ended-session redirect, the hand-over of what was pressed
// before the app ran.
import { StrictMode, useEffect, type ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration, useNavigate } from 'react-router';
// antd's tokens for the club's theme, as the CSS variables every stylesheet reads (first).
import 'virtual:design-tokens.css';
import './app/global.css';
import './components/light/light.css';
import { RootRoute } from './app/root-route';
import { RouteError } from './app/route-error';
import { setUnauthorizedHandler } from './api/client';
import { paths, sessionEndedLogin } from './app/paths';
import { replayEarlyPress } from './boot/handover';
import { hydrationCommitted } from './components/light/use-hydrated';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="description"
          content="Portal Socios: paga tus cuotas, administra tu cuenta y tu credencial de socio."
        />
        <meta name="theme-color" content="#141414" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable on a phone's home screen; the service worker (/sw.js) opens the credential offline. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <title>Portal Socios</title>
        <Meta />
        <Links />
      </head>
      <body>
        <div id="root">{children}</div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** A 401 means the token expired or was revoked: the login says so, and brings the member back. */
function EndedSessionRedirect() {
  const navigate = useNavigate();
  setUnauthorizedHandler(() => {
    const { pathname, search } = window.location;
    // Several reads can fail at once: the first one already brought the member to the login.
    if (pathname === paths.login) return;
    const back = pathname === paths.root ? paths.dashboard : pathname + search;
    void navigate(sessionEndedLogin(back), { replace: true });
  });
  return null;
}

/**
 * Once the app's first commit has run its effects, the hydration is over (what mounts from then on
 * is a plain client render: components/light/use-hydrated.ts), and a hydrated form holds what was
 * typed into it (use-kept-before-ready.ts) and takes a press the boot script held meanwhile. Last
 * in the tree, so its effect runs after every form's: the boot script holds the page's keys and
 * presses until then.
 */
function TakeOver() {
  useEffect(() => {
    hydrationCommitted();
    replayEarlyPress();
  }, []);
  return null;
}

export default function Root() {
  return (
    <StrictMode>
      <EndedSessionRedirect />
      <RootRoute />
      <TakeOver />
    </StrictMode>
  );
}

export const ErrorBoundary = RouteError;

/** The SPA fallback page, for the paths not pre-rendered: nothing until the screen's code is there. */
export function HydrateFallback() {
  return null;
}
