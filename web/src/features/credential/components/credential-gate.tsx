import { useCallback, useEffect } from 'react';
import { buttonClasses } from '../../../components/light/button-classes';
import type { SessionUser } from '../../../api/contract';
import { feeInfoKey, useFeeInfo } from '../../../api/shared/get-fee-info';
import { refreshUser } from '../../../api/shared/get-user';
import { copySavedAt } from '../saved-copy';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { formatLongDate } from '../../../domain/dates';
import { formatNumber } from '../../../domain/money';
import { isUpToDate, localDay, qrText, standingBadge, validityText } from '../credential-text';
import { useOnline } from '../../../components/use-online';
import { useReadAgainWhenKept } from '../read-again-when-kept';
import { lastSeen, rememberSeen } from '../seen-at';
import { CredentialQr } from './credential-qr';

type GateUser = Pick<SessionUser, 'numero_socio' | 'rut'>;

/**
 * What the stadium gate needs: the QR, whether the member is al día and until when. Without an
 * answer of the API — offline, or a connection that is up but not working — the fee standing comes
 * from the service worker's copy (web/sw/service-worker.js), and the screen says when it was kept.
 * A failed read never covers the credential with an error box: the QR and the card are on the
 * device, and a steward reads here, in place, what is unknown.
 */
export function CredentialGate({ user }: { user: GateUser }) {
  const online = useOnline();
  const { data, error, mutate } = useFeeInfo();
  // A kept copy is marked by the worker; only an answer without the mark is fresh.
  const savedAt = data ? copySavedAt(feeInfoKey) : null;
  useEffect(() => {
    if (data && online && !savedAt) rememberSeen(user.rut, localDay(new Date()));
  }, [data, online, savedAt, user.rut]);
  const readAgain = useCallback(() => {
    void mutate();
    void refreshUser(); // the profile's copy, and with it the photo's
  }, [mutate]);
  useReadAgainWhenKept(readAgain);
  const fromDevice = savedAt !== null || !online;
  const seen = savedAt ? localDay(new Date(savedAt)) : online ? null : lastSeen(user.rut);
  const number = user.numero_socio === null ? '' : ` Nº ${formatNumber(user.numero_socio)}`;
  return (
    <section className="credential-gate" aria-labelledby="credential-gate-title">
      <h2 id="credential-gate-title" className="credential-gate__title">
        Para ingresar al estadio
      </h2>
      <CredentialQr
        text={qrText(user.numero_socio, user.rut)}
        label={`Código QR de tu credencial de socio${number}`}
      />
      <div className="credential-gate__status">
        {data ? (
          <>
            <p className={`credential-badge ${isUpToDate(data) ? 'is-ok' : 'is-due'}`}>
              {standingBadge(data)}
            </p>
            <p className="credential-gate__validity">{validityText(data)}</p>
            {fromDevice && (
              // A steward must know this standing was read earlier, and when.
              <p className="credential-gate__seen" role="status">
                Sin conexión{seen ? ` · actualizada el ${formatLongDate(seen)}` : ''}
              </p>
            )}
          </>
        ) : error ? (
          <>
            <p className="credential-gate__validity" role="status">
              {online ? 'No pudimos comprobar tus cuotas.' : 'Sin conexión: no pudimos comprobar tus cuotas.'}
            </p>
            {online && (
              <button type="button" className={buttonClasses({})} onClick={() => void mutate()}>
                Volver a comprobar
              </button>
            )}
          </>
        ) : (
          <LightSkeleton rows={2} />
        )}
      </div>
    </section>
  );
}
