import { LightSkeleton } from '../../../components/light/light-skeleton';
import { DashboardGrid } from './dashboard-grid';
import './dashboard-skeleton.css';
import '../../../components/credential-card.css';

/**
 * The dashboard before anything is known (its route's HydrateFallback, pre-rendered at build time
 * into dashboard.html, web/src/app/prerendered.ts): the same grid, with a bar for the greeting, a blank card of the
 * credential's size and the status, associates and counter blocks in their loading state (their
 * reads have no answer when rendered). The app's first render replaces it.
 */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true">
      <p className="page-title" aria-hidden="true">
        <LightSkeleton rows={1} className="dash-title-placeholder" />
      </p>
      <DashboardGrid
        card={<div className="credential-card credential-card--placeholder" aria-hidden="true" />}
      />
    </div>
  );
}
