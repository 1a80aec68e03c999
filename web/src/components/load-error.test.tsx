import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LoadError,
  LOAD_ERROR_TEXT,
  NOT_AVAILABLE_TEXT,
  ScreenFailures,
  UNREADABLE_TEXT,
} from './load-error';
import { ApiError } from '../api/client';

/** A retry whose read settles only when the test says so. */
function pendingRetry() {
  let settle!: () => void;
  let calls = 0;
  const onRetry = () => {
    calls += 1;
    return new Promise<void>((resolve) => (settle = resolve));
  };
  return { onRetry, settle: () => settle(), calls: () => calls };
}

describe('retrying a failed read', () => {
  it('when Reintentar is pressed, the button is busy until the read settles and a second press sends nothing', async () => {
    const retry = pendingRetry();
    render(<LoadError onRetry={retry.onRetry} />);
    expect(screen.getByText(LOAD_ERROR_TEXT)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Reintentar' });
    const user = userEvent.setup();
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toHaveFocus();
    await user.click(button);
    expect(retry.calls()).toBe(1);
    retry.settle();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('when several reads of one screen fail, the screen shows one message and one Reintentar that asks again for all', async () => {
    const first = pendingRetry();
    const second = pendingRetry();
    render(
      <ScreenFailures>
        <LoadError onRetry={first.onRetry} placeholder={<p>bloque uno</p>} />
        <LoadError onRetry={second.onRetry} placeholder={<p>bloque dos</p>} />
      </ScreenFailures>,
    );
    expect(await screen.findByText(LOAD_ERROR_TEXT)).toBeInTheDocument();
    expect(screen.getAllByText('Algo salió mal')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Reintentar' })).toHaveLength(1);
    // Each block keeps its place with its placeholder.
    expect(screen.getByText('bloque uno')).toBeInTheDocument();
    expect(screen.getByText('bloque dos')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect([first.calls(), second.calls()]).toEqual([1, 1]);
  });
});

describe('what a failed read blames', () => {
  it('when the answer came but could not be read (a field missing), the connection is not blamed', () => {
    const unreadable = new ApiError({
      ok: false,
      status: 200,
      data: undefined,
      validations: null,
      unreadable: true,
    });
    render(<LoadError error={unreadable} onRetry={() => {}} />);
    expect(screen.getByText(UNREADABLE_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/Revisa tu conexión/)).not.toBeInTheDocument();
  });

  it('when no answer came (status 0), it asks to check the connection', () => {
    const offline = new ApiError({ ok: false, status: 0, data: undefined, validations: null });
    render(<LoadError error={offline} onRetry={() => {}} />);
    expect(screen.getByText(LOAD_ERROR_TEXT)).toBeInTheDocument();
  });

  it('when the API says it has no such call (404, 405, 501), it is not available, not the connection', () => {
    for (const status of [404, 405, 501]) {
      const missing = new ApiError({ ok: false, status, data: undefined, validations: null });
      const { unmount } = render(<LoadError error={missing} onRetry={() => {}} />);
      expect(screen.getByText(NOT_AVAILABLE_TEXT)).toBeInTheDocument();
      expect(screen.queryByText(/Revisa tu conexión/)).not.toBeInTheDocument();
      unmount();
    }
  });
});
