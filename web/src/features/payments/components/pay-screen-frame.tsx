import type { ComponentType, ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { CardEnrolledBanner } from './card-enrolled-banner';
import { RequireSession } from './require-session';
import { PageSkeleton } from './page-skeleton';
import { ScreenFrame } from '../../../components/screen-frame';

/**
 * Every payment screen: its title, then — with a session (SPEC §6: these screens check it themselves)
 * — what the provider's return has to say (card enrolled, payment annulled) above the screen.
 */
export function PayScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <RequireSession>
        <CardEnrolledBanner />
        {children}
      </RequireSession>
    </>
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

/**
 * A payment screen's frame (its route module's `HydrateFallback`): what a member opening it cold
 * sees first, its title and the form's placeholder.
 */
export function payScreenFallback(title: string) {
  return function PayScreenFallback() {
    return (
      <ScreenFrame>
        <PageTitle>{title}</PageTitle>
        <PageSkeleton />
      </ScreenFrame>
    );
  };
}
