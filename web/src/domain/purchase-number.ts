// One purchase, one number a member can quote: the same words wherever it appears (final page,
// receipt, both histories, the dashboard, the e-mails and the fake provider's page).
export const PURCHASE_NUMBER = 'Nº de compra';
