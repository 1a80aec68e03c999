import type { TipoPago } from '../../../api/contract';
import { hrefs } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import {
  autoPaymentConfigKey,
  fetchAutoPaymentConfig,
  useAutoPaymentConfig,
} from '../api/get-auto-payment-config';
import { fetchSavedCard, savedCardKey, useSavedCard } from '../../../api/shared/get-saved-card';

/**
 * After a dues payment went through, the moment to offer what saves the next one: keeping the card
 * and turning the automatic payment on. Said only when it is not already on with a card, and only
 * once both are known (an offer that then vanishes would be worse than none).
 */
export function AutoPaymentOffer({ tipoPago }: { tipoPago: TipoPago }) {
  const config = useAutoPaymentConfig().data;
  const { card, unknown } = useSavedCard();
  const monthly = tipoPago === 'cuotas' || tipoPago === 'incorporacion';
  if (!monthly || !config || unknown) return null;
  if (config.enable === 1 && card !== null) return null;
  return (
    <section className="pay-auto-offer" aria-labelledby="pay-auto-offer-title">
      <h2 id="pay-auto-offer-title" className="pay-auto-offer__title">
        ¿La próxima vez, sin volver a pagar?
      </h2>
      <p>
        {card === null ? 'Guarda tu tarjeta y activa' : 'Activa con tu tarjeta guardada'} el Pago Albomático:
        tus cuotas se cobran solas a comienzos de cada mes, y puedes desactivarlo cuando quieras.
      </p>
      <ButtonLink to={hrefs.autoPayments()}>
        {card === null ? 'Guardar tarjeta y activar' : 'Activar el pago automático'}
      </ButtonLink>
    </section>
  );
}

/**
 * The offer's two reads, into the cache while the result page waits for its first look: read when
 * the offer mounts, with the result, their requests and renders came before the result's first
 * paint, and the offer appeared a moment after the result. A failed read is
 * left to the offer's own hooks, which ask again.
 */
export function useAutoPaymentOfferReadsAhead() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const ahead = (key: string, read: (key: string) => Promise<unknown>) =>
      read(key).then(
        (data) => mutate(key, data, { revalidate: false }),
        () => undefined,
      );
    void ahead(autoPaymentConfigKey, fetchAutoPaymentConfig);
    void ahead(savedCardKey, fetchSavedCard);
  }, [mutate]);
}
