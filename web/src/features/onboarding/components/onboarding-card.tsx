import type { ReactNode } from 'react';
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
