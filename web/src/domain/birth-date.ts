// How far back a birth date may go: one bound for the sign-up form and the fake API, so the form
// refuses under the field what the server would refuse in its box at the bottom.

/** A birth date is of one of the last 120 years (the same year as today included). */
export const BIRTH_YEARS_BACK = 120;

/** The earliest year a birth date may have, on `today` ('YYYY-MM-DD'). */
export const earliestBirthYear = (today: string) => Number(today.slice(0, 4)) - BIRTH_YEARS_BACK + 1;

/**
 * What is wrong with a birth date ('YYYY-MM-DD') on `today`: not a calendar day (e.g. 2026-02-30),
 * after today, or before the earliest year; null when it is fine.
 */
export function birthDateProblem(value: string, today: string): 'invalid' | 'future' | 'too-old' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'invalid';
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return 'invalid';
  if (value > today) return 'future';
  if (Number(value.slice(0, 4)) < earliestBirthYear(today)) return 'too-old';
  return null;
}

/** The message under the field for a date too far back: it names the year to check. */
export const birthYearText = (today: string) =>
  `Revisa el año de tu fecha de nacimiento: debe ser ${earliestBirthYear(today)} o posterior.`;
