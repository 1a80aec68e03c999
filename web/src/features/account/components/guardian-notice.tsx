import { useState } from 'react';
import { failureMessage } from '../../../api/client';
import { LightAlert } from '../../../components/light/light-alert';
import { LightConfirm } from '../../../components/light/light-confirm';
import { useGuardian } from '../api/get-guardian';
import { leaveGuardian } from '../api/leave-guardian';
import { LightButton } from '../../../components/light/light-button';

const LEAVE_FAILED = 'No pudimos quitar tu cuenta de su cargo. Inténtalo nuevamente.';
export const LEFT = 'Tu cuenta ya no está asociada. Desde ahora solo tú pagas tus cuotas.';

/**
 * The invited side of a guardianship: who has this account in their care, and the way out of it
 * (after a confirmation). Nothing shows for a member in nobody's care, or when the read failed.
 */
export function GuardianNotice() {
  const { guardian, mutate } = useGuardian();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const leave = async () => {
    const result = await leaveGuardian();
    setOutcome(
      result.ok
        ? { ok: true, text: result.data?.data ?? LEFT }
        : { ok: false, text: failureMessage(result, LEAVE_FAILED) },
    );
    if (result.ok) await mutate();
  };
  if (outcome?.ok) return <LightAlert type="success" role="status" title={outcome.text} />;
  if (!guardian) return null;
  const name = guardian.nombre_completo;
  return (
    <section className="account-card account-guardian" aria-labelledby="account-guardian-title">
      <h2 id="account-guardian-title">Tu cuenta está a cargo de {name}</h2>
      <p className="account-card__intro">
        {name} puede pagar tus cuotas desde su cuenta. Si ya no quieres estar a su cargo, puedes dejarlo;
        desde ese momento pagarás tus cuotas tú.
      </p>
      {outcome && (
        <p role="alert" className="account-error">
          {outcome.text}
        </p>
      )}
      <LightButton danger onClick={() => setAsking(true)}>
        Dejar de estar a cargo
      </LightButton>
      <LightConfirm
        open={asking}
        title="¿Dejar de estar a cargo?"
        okText="Sí, dejar de estar a cargo"
        cancelText="Cancelar"
        danger
        onOk={() => {
          setAsking(false);
          void leave();
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{`${name} ya no podrá pagar tus cuotas.`}</p>
      </LightConfirm>
    </section>
  );
}
