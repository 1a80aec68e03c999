import type { ComponentType, ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { CardEnrolledBanner } from './card-enrolled-banner';
import { RequireSession } from './require-session';
import { OwnFrame } from '../../../components/screen-frame';

/**
 * Every payment screen (its own frame when pre-rendered: OwnFrame): its title, then — with a session
 * (SPEC §6: these screens check it themselves) — what the provider's return has to say (card
 * enrolled, payment annulled) above the screen.
 */
export function PayScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <OwnFrame>
      <PageTitle>{title}</PageTitle>
      <RequireSession>
        <CardEnrolledBanner />
        {children}
      </RequireSession>
    </OwnFrame>
  );
}

/** A payment screen's page (the router's default export): `Screen` in the frame, under `title`. */
export function payScreenPage(title: string, Screen: ComponentType) {
  return function PayScreenPage() {
    return (
      <PayScreenFrame title={title}>
        <Screen />
      </PayScreenFrame>
    );
  };
}
