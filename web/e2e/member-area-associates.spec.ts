import { test, expect, outbox, PERSONAS, openSignedIn } from './fixtures';

test.describe('member area: associated accounts', () => {
  test('when Juan Carlos invites Roberto and the invitation is accepted, Roberto is listed', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, PERSONAS.juanCarlos, '/my-account?menu=associate-accounts');
    await expect(page.getByText(/Aún no tienes cuentas asociadas/)).toBeVisible();

    await page.getByLabel('RUT').fill('11111111-1');
    await page.getByRole('button', { name: 'Enviar invitación' }).click();
    // The reason is said once, on the field.
    await expect(page.getByLabel('RUT')).toHaveAccessibleDescription(
      'El RUT ingresado no corresponde a un socio registrado.',
    );

    await page.getByLabel('RUT').fill('8765432-K');
    await page.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(page.getByText('Invitación enviada')).toBeVisible();
    await expect(page.getByText('Se ha enviado un correo con la invitación.')).toBeVisible();

    const [mail] = await outbox(request);
    const accept = mail?.links.find((l) => l.label === 'Aceptar invitación');
    expect(accept).toBeTruthy();
    // The link opens a confirmation page (mail scanners open links); its button accepts.
    await page.goto(accept!.href);
    await page.getByRole('button', { name: 'Aceptar invitación' }).click();
    await expect(page).toHaveURL(/invitation_accepted=true/);
    await expect(page.getByText('Invitación aceptada exitosamente.')).toBeVisible();
    const list = page.getByRole('region', { name: 'Cuentas asociadas' });
    await expect(list.getByText('Roberto Díaz Fuentes', { exact: true })).toBeVisible();
    await expect(list.getByText('RUT 8.765.432-K')).toBeVisible();
  });

  test('when María José confirms removing an associate, it leaves the list', async ({ page }) => {
    await openSignedIn(page, PERSONAS.mariaJose, '/my-account?menu=associate-accounts');
    const list = page.getByRole('region', { name: 'Cuentas asociadas' });
    const tomas = list.getByRole('listitem').filter({ hasText: 'Tomás Muñoz Pérez' });
    await tomas.getByRole('button', { name: 'Eliminar asociado' }).click();
    await expect(page.getByText('Confirmar eliminacion')).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(tomas).toBeVisible();
    // Cancelled on the server too: he is still there after a reload. (Reopening the confirmation
    // right after cancelling it raced the dialog's closing on a loaded machine.)
    await page.reload();
    await expect(tomas).toBeVisible();

    await tomas.getByRole('button', { name: 'Eliminar asociado' }).click();
    // Enter on the button: the confirmation zooms in, and a click mid-animation can miss it.
    await page.getByRole('button', { name: 'Eliminar', exact: true }).press('Enter');
    await expect(list.getByText('Tomás Muñoz Pérez')).toHaveCount(0);
    await expect(list.getByText('Sofía Muñoz Pérez', { exact: true })).toBeVisible();
    // Said in a toast just below the member's header (a desktop's width), not down where the public
    // card's crest would be. Polled: the toast slides in from above.
    const said = page.locator('.l-toast').getByRole('status');
    await expect(said).toBeVisible();
    const header = (await page.locator('.app-header').boundingBox())!;
    const headerBottom = header.y + header.height;
    await expect.poll(async () => (await said.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
    expect((await said.boundingBox())!.y).toBeLessThan(headerBottom + 40);
    await page.goto('/dashboard');
    await expect(page.getByText('1 cuenta asociada')).toBeVisible();
  });
});
