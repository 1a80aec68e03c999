import { useAssociatedAccounts } from '../../../api/shared/get-associated-accounts';
import { hrefs } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { InlineRetry } from '../../../components/inline-retry';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { associatesText } from '../fee-status-text';
import { associateTodo } from '../../../components/incorporation-hint';
import dayjs from 'dayjs';

/** How many accounts the member looks after, what each still has to do, and the way to manage them. */
export function AssociatesSummary() {
  const { accounts, error, mutate } = useAssociatedAccounts();
  let body;
  if (accounts) {
    const month = dayjs().format('YYYY-MM');
    body = (
      <>
        <p className="dash-associates__count">{associatesText(accounts.length)}</p>
        {accounts.length > 0 && (
          <ul className="dash-associates__list">
            {accounts.map((a) => {
              const todo = associateTodo(a, month);
              return (
                <li key={a.id}>
                  <strong>{a.nombre_completo}</strong>:{' '}
                  {todo.status.charAt(0).toLowerCase() + todo.status.slice(1)}
                  {todo.hint && <span className="dash-associates__hint">{todo.hint}</span>}
                </li>
              );
            })}
          </ul>
        )}
      </>
    );
  } else if (error)
    body = (
      <p>
        No pudimos cargar tus cuentas asociadas.{' '}
        <InlineRetry className="dash-inline-retry" onRetry={() => mutate()} />
      </p>
    );
  else
    body = (
      <div className="dash-associates__count" aria-busy="true">
        <LightSkeleton rows={1} className="dash-associates__placeholder" />
      </div>
    );
  return (
    <div className="dash-card dash-associates">
      <h2 className="dash-card__title">Cuentas asociadas</h2>
      {body}
      <ButtonLink to={hrefs.associates()}>Administrar</ButtonLink>
    </div>
  );
}
