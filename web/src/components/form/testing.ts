// Test helpers for the form adapters (imported by tests only, never by screens).
import { expect } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Picks an option of a SelectField the keyboard way: focus, type to filter, Enter on the active match.
 * The Enter goes through fireEvent because rc-select reads `which`, which user-event leaves at 0.
 */
export async function chooseOption(label: string, typed: string, option: string) {
  const user = userEvent.setup();
  const box = screen.getByLabelText(label);
  await user.click(box);
  await user.type(box, typed);
  await waitFor(() => expect(screen.getByRole('option', { name: option })).toBeInTheDocument());
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 13, which: 13 });
}
