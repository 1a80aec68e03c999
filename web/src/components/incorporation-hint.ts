// SPEC §6: a member pays only for associated accounts that have a paid-up date. An account without
// one ('Debe pagar incorporación') joins by paying its incorporation itself; the screens that show
// such an account (dues, /my-account, dashboard) say so in the same words.
export const incorporationHint = (name: string) =>
  `${name} paga su incorporación desde su propia cuenta: al ingresar al portal con su RUT, se le pide pagarla. Después podrás pagar sus cuotas junto con las tuyas.`;
