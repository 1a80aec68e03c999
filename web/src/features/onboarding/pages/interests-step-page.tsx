import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../api/client';
import { paths } from '../../../app/paths';
import { showToast } from '../../../components/light/toast';
import { LoadError } from '../../../components/load-error';
import { useSession } from '../../../session/session';
import { fetchInterests, interestsKey, useInterests } from '../api/get-interests';
import { earlyReadsMeta, readsLoader, type Read } from '../../../app/preload-reads';
import { setInterests } from '../api/set-interests';
import { InterestChips } from '../components/interest-chips';
import { OnboardingCard, SkipOrSave } from '../components/onboarding-card';
import { ScreenFrame } from '../../../components/screen-frame';

const TITLE = 'Tus intereses';
const NOT_SAVED = 'No pudimos guardar tus intereses. Inténtalo nuevamente u omite este paso.';
/** Said when the API saves them but sends no text of its own (the spec names none). */
const SAVED = 'Intereses guardados.';

/** Pills where the interests will be: the light kit's loading bars, as chips. */
function ChipsSkeleton() {
  return (
    <div className="interest-chips__list l-skeleton" aria-hidden="true">
      {[120, 150, 100, 130, 90, 160, 110, 140].map((w, i) => (
        <span key={i} className="l-skeleton__bar" style={{ width: w, height: 40, borderRadius: 999 }} />
      ))}
    </div>
  );
}

function Intro() {
  return (
    <p className="l-paragraph">
      Cuéntanos qué te interesa del club y te avisaremos de novedades, eventos y beneficios sobre esos temas.
    </p>
  );
}

export default function InterestsStepPage() {
  const navigate = useNavigate();
  const { informations } = useSession();
  const { interests, error, isLoading, mutate } = useInterests();
  const [chosen, setChosen] = useState<string[]>(() => informations?.intereses ?? []);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    const result = await setInterests({ interests: chosen });
    if (result.ok && result.data?.status !== false) {
      // Said on the next screen: the step moves on at once.
      showToast(result.data?.data || SAVED, { success: true, member: true });
      navigate(paths.validationIncorporation);
      return;
    }
    showToast(failureMessage(result, NOT_SAVED), { member: true });
    setBusy(false);
  };

  let body;
  let loading = false;
  if (error && !interests) body = <LoadError error={error} onRetry={() => mutate()} />;
  else if (isLoading || !interests) {
    loading = true;
    body = <ChipsSkeleton />;
  } else if (interests.length === 0)
    body = <p className="l-paragraph">Por ahora no hay intereses para elegir. Puedes continuar.</p>;
  else body = <InterestChips interests={interests} value={chosen} onChange={setChosen} disabled={busy} />;

  return (
    <OnboardingCard
      step="intereses"
      title={TITLE}
      // The buttons come with the interests, below them: shown while loading, they would be pushed
      // down when the chips arrive (a layout shift).
      actions={
        !loading && (
          <SkipOrSave
            skipTo={paths.validationIncorporation}
            onSave={save}
            canSave={chosen.length > 0}
            busy={busy}
          >
            Guardar Intereses
          </SkipOrSave>
        )
      }
    >
      <Intro />
      {body}
    </OnboardingCard>
  );
}

/** The list to choose from, started as the step's code downloads. */
const READS: Read[] = [[interestsKey, fetchInterests]];

export const clientLoader = readsLoader(...READS);

export const meta = () => earlyReadsMeta(...READS);

/**
 * What a new member opening it cold sees first: the step with the chips' placeholder. The page itself
 * starts from the interests the session holds, which the pre-rendered page has not.
 */
export function HydrateFallback() {
  return (
    <ScreenFrame>
      <OnboardingCard step="intereses" title={TITLE} actions={null}>
        <Intro />
        <ChipsSkeleton />
      </OnboardingCard>
    </ScreenFrame>
  );
}
