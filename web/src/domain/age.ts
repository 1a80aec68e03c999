// Age in whole years, as the fee rules need it (spec §3: minus one if the birthday has not come yet).
// Dates are compared as (month, day) numbers, never through Date, so time zones cannot move a birthday.

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

function parts(isoDate: string): [number, number, number] {
  const match = DATE_PATTERN.exec(isoDate);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: '${isoDate}'`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Someone born on 29 February has their birthday on 1 March in common years: on 28 February the
 * (month, day) of today is still before (2, 29). The SPA and the mock share this function, so both agree.
 */
export function ageOn(birthDate: string, today: string): number {
  const [birthYear, birthMonth, birthDay] = parts(birthDate);
  const [year, month, day] = parts(today);
  const hadBirthday = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}
