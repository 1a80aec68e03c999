import { useEffect } from 'react';
import type { SessionUser } from '../../../api/contract';
import { useFeeInfo } from '../../../api/shared/get-fee-info';
import { LoadError } from '../../../components/load-error';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { formatLongDate } from '../../../domain/dates';
import { formatNumber } from '../../../domain/money';
import { isUpToDate, localDay, qrText, standingBadge, validityText } from '../credential-text';
import { useOnline } from '../online';
import { lastSeen, rememberSeen } from '../seen-at';
import { CredentialQr } from './credential-qr';

type GateUser = Pick<SessionUser, 'numero_socio' | 'rut'>;

/**
 * What the stadium gate needs: the QR, whether the member is al día and until when. Offline, the
 * fee standing comes from the service worker's copy (web/sw/service-worker.js) and the screen says
 * when it was last read.
 */
export function CredentialGate({ user }: { user: GateUser }) {
  const online = useOnline();
  const { data, error, mutate } = useFeeInfo();
  // A read while online came from the network (the worker only answers from its copy offline).
  useEffect(() => {
    if (data && online) rememberSeen(user.rut, localDay(new Date()));
  }, [data, online, user.rut]);
  const seen = online ? null : lastSeen(user.rut);
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
          </>
        ) : error ? (
          <LoadError
            error={error}
            onRetry={() => mutate()}
            // The screen's one failure state has the retry; a steward still reads here what is unknown.
            placeholder={
              <p className="credential-gate__validity" role="status">
                {online
                  ? 'No pudimos comprobar tus cuotas.'
                  : 'Sin conexión: no pudimos comprobar tus cuotas.'}
              </p>
            }
          />
        ) : (
          <LightSkeleton rows={2} />
        )}
        {!online && (
          // A steward must know this standing was read earlier, and when.
          <p className="credential-gate__seen" role="status">
            Sin conexión{seen ? ` · actualizada el ${formatLongDate(seen)}` : ''}
          </p>
        )}
      </div>
    </section>
  );
}
