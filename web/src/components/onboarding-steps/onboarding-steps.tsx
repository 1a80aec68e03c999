import './onboarding-steps.css';

export type OnboardingStep = 'foto' | 'intereses' | 'pago';

const STEPS: { key: OnboardingStep; title: string }[] = [
  { key: 'foto', title: 'Foto' },
  { key: 'intereses', title: 'Intereses' },
  { key: 'pago', title: 'Pago' },
];

/**
 * Where a new member is in the incorporation flow (SPEC §4: photo, interests, payment). An ordered
 * list with `aria-current="step"`, so a screen reader says "paso 2 de 3, Intereses" too.
 */
export function OnboardingSteps({ current }: { current: OnboardingStep }) {
  const at = STEPS.findIndex((s) => s.key === current);
  return (
    <nav aria-label="Pasos de tu incorporación">
      <ol className="onboarding-steps">
        {STEPS.map((step, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'todo';
          return (
            <li
              key={step.key}
              className={`onboarding-steps__item onboarding-steps__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="onboarding-steps__dot" aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span>
                <span className="sr-only">{`Paso ${i + 1} de ${STEPS.length}: `}</span>
                {step.title}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
