// What the automatic payment will do and did, for its own screen and the dashboard: the setting, the
// saved card, the member's dues, the price of the next charge and the last one, each from the API's
// own read (the keys are the ones the payment screens and the history use, so SWR shares them).
import useSWR from 'swr';
import { reader, readUrl } from '../client';
import { endpoints } from '../contract';
import { useFeeInfo } from './get-fee-info';
import { autoChargeKey, duesValuesKey, fetchDuesValues } from './get-dues-values';
import { fetchSavedCard, savedCardKey } from './get-saved-card';
import { fetchPaymentsHistory, paymentsHistoryKey } from './get-payments-history';
import { intoCache, preloadRead, startReads, type Read } from '../../app/preload-reads';

const { autoPaymentConfig } = endpoints;
const fetchConfig = reader(autoPaymentConfig.response);

/** The setting's read, which the pre-rendered pages that start it name (earlyReadsMeta). */
export const AUTO_PAYMENT_SETTING: Read = [autoPaymentConfig.path, fetchConfig];

/** The <meta> that names the next charge's price for a pre-rendered page's boot script. */
export const EARLY_CHARGE_META = 'portal-early-charge';

/**
 * A route module's `meta` besides earlyReadsMeta (which names the setting): the setting's URL and the
 * next charge's price asked for one due. The boot script (web/src/boot/paint-first.ts) asks for the
 * price of the setting's `cuotas` as soon as its answer says `enable: 1` (SPEC §7's fields), as
 * startAutoPaymentReads does: asked only once the app had run, it was the dashboard's last content
 * opened cold. The request helper takes that answer when it asks the same URL (boot/handover.ts).
 */
export const earlyChargeMeta = () => ({
  name: EARLY_CHARGE_META,
  content: `${readUrl(autoPaymentConfig.path)} ${readUrl(duesValuesKey(1)!)}`,
});

/** The history's name for the automatic charge ('medio'), as SPEC §3's history item carries it. */
const AUTOMATIC = 'Pago automático';

/**
 * For a route module's `clientLoader` (the dashboard, the automatic payment's screen): starts the
 * setting's read and, as soon as it is here, the read it names, the next charge's price. Started only
 * once the state's block mounted and had its setting, the price was the screen's last content, cold.
 * Both go into SWR's cache as they come, so a block that mounts after them draws them at once; the
 * promise settles when both are there (or failed: the block's hooks ask again).
 */
export function startAutoPaymentReads(): Promise<unknown> | undefined {
  const [setting] = startReads(AUTO_PAYMENT_SETTING);
  if (!setting) return undefined;
  // The price is started in the turn the setting arrives, before the setting reaches SWR's cache: a
  // block drawn with the setting first asked for the price itself, and this read asked the API again.
  const quote = setting.then((answer) => {
    const key = autoChargeKey(answer as Parameters<typeof autoChargeKey>[0]);
    return key && intoCache(key, preloadRead(key, fetchDuesValues));
  });
  return Promise.all([intoCache(AUTO_PAYMENT_SETTING[0], setting), quote.catch(() => undefined)]);
}

export function useAutoPayment() {
  const config = useSWR(autoPaymentConfig.path, fetchConfig);
  const card = useSWR(savedCardKey, fetchSavedCard);
  const fee = useFeeInfo();
  const quoteKey = autoChargeKey(config.data);
  const quoted = quoteKey !== null;
  const quote = useSWR(quoteKey, fetchDuesValues);
  const history = useSWR(paymentsHistoryKey, fetchPaymentsHistory);
  const last = history.data?.history.find((h) => h.medio === AUTOMATIC) ?? null;
  // Every part in (or failed): the state is drawn once, whole, so no line moves as the parts arrive.
  const settled = (r: { data?: unknown; error?: unknown }) => r.data !== undefined || r.error !== undefined;
  const complete =
    settled(config) && settled(fee) && settled(card) && settled(history) && (!quoted || settled(quote));
  return {
    complete,
    config: config.data,
    card: card.data ? card.data.data : undefined,
    fee: fee.data,
    // `total` is an extension; SPEC §7 names only its two parts.
    nextTotal: quote.data ? (quote.data.total ?? quote.data.total_old + quote.data.total_current) : null,
    last: history.data ? last : undefined,
    error: Boolean((config.error && !config.data) || (fee.error && !fee.data)),
    retry: () => Promise.all([config.mutate(), fee.mutate(), card.mutate(), history.mutate()]),
  };
}
