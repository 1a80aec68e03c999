import { test, expect, loginAs, outbox, PASSWORD, PERSONAS } from './fixtures';

test.describe('login', () => {
  test('when María José logs in, the dashboard greets her by first name', async ({ page }) => {
    await loginAs(page, PERSONAS.mariaJose);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenida, María José' })).toBeVisible();
  });

  test('when the password is wrong, the server message is shown', async ({ page }) => {
    await loginAs(page, PERSONAS.mariaJose, 'equivocada');
    await expect(page.getByRole('alert').filter({ hasText: 'RUT o contraseña incorrectos.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('when the fields are empty, each says it is required', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(2);
  });

  test('when the RUT does not match the pattern, it says so', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('RUT').fill('12-3');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Rut no válido')).toBeVisible();
  });

  test('when the member is still onboarding (activo 0), login goes to the photo step', async ({ page }) => {
    await loginAs(page, PERSONAS.camila);
    await expect(page).toHaveURL(/\/validation\/first$/);
  });

  test('when the e-mail is not validated, login is refused with a clear message', async ({ page }) => {
    await loginAs(page, PERSONAS.diego);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Debes validar tu correo electrónico' }),
    ).toBeVisible();
  });

  for (const width of [390, 1280])
    test(`at ${width} px, Diego gets a new validation e-mail from the refused login, and it validates him`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await loginAs(page, PERSONAS.diego);
      await page.getByRole('button', { name: 'Reenviar correo de validación' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'te enviamos un nuevo correo' })).toBeVisible();
      const mail = (await outbox(request)).find((m) => m.to === 'diego.morales@example.cl');
      expect(mail?.subject).toBe('Valida tu correo electrónico');
      await page.goto(mail!.links[0]!.href);
      await expect(page.getByText('Email validado exitosamente.')).toBeVisible();
      await page.getByLabel('RUT').fill(PERSONAS.diego);
      await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page).not.toHaveURL(/\/login/);
    });

  test('when there is no session, /dashboard sends the visitor to /', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Bienvenido a tu Club' })).toBeVisible();
  });

  test('when the status query is true, the login shows the e-mail validated alert', async ({ page }) => {
    await page.goto('/login?status=true');
    await expect(page.getByText('Email validado exitosamente.')).toBeVisible();
  });

  test("when 'Cerrar Sesión' is clicked, the token ends on the server, local storage is emptied and the login shows", async ({
    page,
  }) => {
    await loginAs(page, PERSONAS.mariaJose);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
    // The stored token (base64 three times, SPEC §3), as a thief copying it would have it.
    const token = await page.evaluate(() => {
      const raw = JSON.parse(localStorage.getItem('socios.session')!) as { token: string };
      return atob(atob(atob(raw.token)));
    });
    const profileWithToken = () =>
      page.request.get('/api/socios/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect((await profileWithToken()).status()).toBe(200);
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect((await profileWithToken()).status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('when a path is unknown, it redirects to /', async ({ page }) => {
    await page.goto('/no-existe/para-nada');
    await expect(page).toHaveURL(/\/$/);
  });
});
