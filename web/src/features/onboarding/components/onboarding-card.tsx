import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/button-link';
import { PREFETCH_NEXT_SCREEN } from '../../../app/next-screen';
import { LightButton } from '../../../components/light/light-button';
import { LightCard } from '../../../components/light/light-card';
import { PageTitle } from '../../../components/page-title';
import './onboarding.css';
import { OnboardingSteps, type OnboardingStep } from '../../../components/onboarding-steps/onboarding-steps';

interface OnboardingCardProps {
  step: OnboardingStep;
  title: string;
  children: ReactNode;
  /** The step's buttons, side by side on desktop and stacked (main action first) on phones. */
  actions: ReactNode;
}

/** The frame of each onboarding step: where the member is, the step's title, content and buttons. */
export function OnboardingCard({ step, title, children, actions }: OnboardingCardProps) {
  return (
    <div style={{ maxWidth: 760, margin: '0 auto' }}>
      <OnboardingSteps current={step} />
      <LightCard>
        <PageTitle>{title}</PageTitle>
        {children}
        {actions && <div className="onboarding-actions">{actions}</div>}
      </LightCard>
    </div>
  );
}

/**
 * An optional step's two ways on: 'Omitir Paso' to the next step, and the step's own save (held while
 * it cannot save; the skip is held while `busy`).
 */
export function SkipOrSave({
  skipTo,
  onSave,
  canSave,
  busy,
  saving = busy,
  children,
}: {
  skipTo: string;
  onSave: () => void;
  canSave: boolean;
  busy: boolean;
  /** The save's spinner, when it ends before `busy` does. */
  saving?: boolean;
  /** The save's label. */
  children: ReactNode;
}) {
  return (
    <>
      <ButtonLink to={skipTo} size="large" disabled={busy} prefetch={PREFETCH_NEXT_SCREEN}>
        Omitir Paso
      </ButtonLink>
      <LightButton type="primary" size="large" onClick={onSave} disabled={!canSave} busy={saving}>
        {children}
      </LightButton>
    </>
  );
}
