// What a member does on a one-field form, for component tests.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types `value` into the field labelled `label` (nothing when empty) and presses the button named `button`. */
export async function typeAndPress(label: string, value: string, button: string) {
  const user = userEvent.setup();
  if (value) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: button }));
}
