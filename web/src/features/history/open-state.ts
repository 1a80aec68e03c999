// What a payment that is neither paid nor ended is, in the words both histories and the dashboard
// use: only a payment the bank approved is "en confirmación"; one left at Webpay's card form is not.

/**
 * The detail of an open payment (estado 1): `enConfirmacion` as the API flags its purchase, undefined
 * when it does not say (a real API without the flag, or the purchases not read yet).
 */
export function openDetail(enConfirmacion: boolean | undefined): string {
  if (enConfirmacion === true) return 'en confirmación';
  if (enConfirmacion === false) return 'sin terminar en Webpay';
  return 'en proceso';
}

/** The same, at the start of a tag or a cell. */
export const openState = (enConfirmacion: boolean | undefined) => {
  const detail = openDetail(enConfirmacion);
  return detail.charAt(0).toUpperCase() + detail.slice(1);
};
