import { LoadError } from '../../../components/load-error';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { formatNumber } from '../../../domain/money';
import { useMembersTotal } from '../api/get-members-total';
import { useCountUp } from '../use-count-up';

/** How many members are al día, counted up; a placeholder of the same size holds its place. */
export function MembersCounter() {
  const { data, error, mutate } = useMembersTotal();
  const shown = useCountUp(data?.total);
  const failed = Boolean(error) && !data;
  // SPEC §7 names no field for the member total: an answer without a count shows none.
  const nothing = failed || (data !== undefined && data.total === undefined);
  return (
    <div className="dash-card dash-counter">
      <h2 className="dash-card__title">Socios al día</h2>
      <div className="dash-counter__value">
        {shown !== undefined && data?.total !== undefined ? (
          <>
            {/* The screen reader's copy first: the counting number changes width as it runs. */}
            <span className="sr-only">{formatNumber(data.total)}</span>
            <span aria-hidden="true">{formatNumber(shown)}</span>
          </>
        ) : nothing ? (
          <span className="dash-counter__missing" aria-hidden="true">
            —
          </span>
        ) : (
          <span aria-busy="true">
            <LightSkeleton rows={1} className="dash-counter__placeholder" />
            <span className="sr-only">Cargando</span>
          </span>
        )}
      </div>
      {failed ? (
        <LoadError error={error} onRetry={() => mutate()} />
      ) : (
        <p className="dash-card__note">¡Gracias por ser parte del club!</p>
      )}
    </div>
  );
}
