import { useAssociatedAccounts } from '../../../api/shared/get-associated-accounts';
import { hrefs } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { InlineRetry } from '../../../components/inline-retry';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { associatesText } from '../fee-status-text';
import { associateTodo } from '../../../components/incorporation-hint';
import dayjs from 'dayjs';

/** How many accounts the member looks after, with the way to manage them. */
export function AssociatesSummary() {
  const { accounts, error, mutate } = useAssociatedAccounts();
  let body;
  if (accounts) {
    body = <p className="dash-associates__count">{associatesText(accounts.length)}</p>;
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

/**
 * What each associated account still has to do, and how. Below the dashboard's fixed blocks: its
 * length is known only once the accounts arrive, and growing there moves nothing on screen.
 */
export function AssociatesTodo() {
  const { accounts } = useAssociatedAccounts();
  const month = dayjs().format('YYYY-MM');
  const todos = (accounts ?? [])
    .map((a) => ({ account: a, todo: associateTodo(a, month) }))
    .filter((t) => t.todo.hint !== null);
  if (todos.length === 0) return null;
  return (
    <section className="dash-card dash-associates-todo" aria-labelledby="dash-associates-todo-title">
      <h2 id="dash-associates-todo-title" className="dash-card__title">
        Tus cuentas asociadas
      </h2>
      <ul className="dash-associates__list">
        {todos.map(({ account, todo }) => (
          <li key={account.id}>
            <strong>{account.nombre_completo}</strong>:{' '}
            {todo.status.charAt(0).toLowerCase() + todo.status.slice(1)}
            <span className="dash-associates__hint">{todo.hint}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
