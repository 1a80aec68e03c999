import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { CardEnrolledBanner } from './card-enrolled-banner';
import { RequireSession } from './require-session';

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
