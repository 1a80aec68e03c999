// Build-time only (scripts/build-web.ts): the login screen rendered to HTML, so /login paints at
// once while the JavaScript is still downloading; main.tsx then hydrates it (same markup), so the
// painted heading stays the page's largest paint. Controls are inert until hydrated (useHydrated).
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PublicLayout } from './layout/public-layout';
import LoginPage from './features/auth/pages/login-page';
import { paths } from './app/paths';

export function renderLogin(): string {
  const html = renderToString(
    <MemoryRouter initialEntries={[paths.login]}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path={paths.login} element={<LoginPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return html
    .replace(/<input /g, '<input readonly ')
    .replace(/<button type="submit" /g, '<button type="submit" disabled ');
}
