import { describe, expect, it, vi } from 'vitest';
import { aSessionUser } from '../test/session-user';

/** The session module as a page loaded afresh in the same tab would have it (a reload). */
async function freshPage() {
  vi.resetModules();
  return import('./session');
}

describe('why the session ended', () => {
  it('when the API refused the token, a page loaded afresh in the tab still knows the session expired', async () => {
    const page = await freshPage();
    page.startSession('token', aSessionUser());
    page.closeSession('expired');
    const reloaded = await freshPage();
    expect(reloaded.getSession().token).toBeNull();
    expect(reloaded.sessionEndedBy()).toBe('expired');
  });

  it('when the member logs out, or logs in again, the next page does not say the session expired', async () => {
    const page = await freshPage();
    page.startSession('token', aSessionUser());
    page.closeSession('expired');
    page.closeSession('logout');
    expect((await freshPage()).sessionEndedBy()).toBe('logout');
    const again = await freshPage();
    again.startSession('token-2', aSessionUser());
    expect((await freshPage()).sessionEndedBy()).toBeNull();
  });
});

describe("the user's refresh", () => {
  it('draws nothing again when the API answers the user the session already holds, and saves a changed one', async () => {
    const page = await freshPage();
    page.startSession('token', aSessionUser());
    const drawn = vi.fn();
    const { renderHook, act } = await import('@testing-library/react');
    renderHook(() => {
      drawn();
      return page.useSession();
    });
    const before = drawn.mock.calls.length;
    act(() => page.saveUser(aSessionUser()));
    expect(drawn).toHaveBeenCalledTimes(before);
    act(() => page.saveUser({ ...aSessionUser(), nombre: 'Otra' }));
    expect(drawn).toHaveBeenCalledTimes(before + 1);
    expect(page.getSession().informations?.nombre).toBe('Otra');
  });
});
