import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { setUnauthorizedHandler } from './api/client';
import { paths } from './app/paths';
import './app/global.css';
// In the entry (not the login chunk) so the pre-rendered login is styled at first paint.
import './components/light/light.css';

const router = createAppRouter();
// A 401 means the token expired or was revoked: the session is already cleared; back to login.
setUnauthorizedHandler(() => void router.navigate(paths.root, { replace: true }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
