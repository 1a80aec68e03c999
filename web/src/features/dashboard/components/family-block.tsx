import dayjs from 'dayjs';
import type { AssociatedAccount } from '../../../api/contract';
import { useAccountsValues } from '../../../api/shared/get-accounts-values';
import { useAssociatedAccounts } from '../../../api/shared/get-associated-accounts';
import { hrefs } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { PREFETCH_NEXT_SCREEN } from '../../../app/next-screen';
import { associateTodo } from '../../payments-shared/incorporation-hint';
import { FamilyCharge } from '../../payments-shared/family-charge';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { LoadError } from '../../../components/load-error';
import { duesText } from '../../../domain/dues-text';
import { accountDuesTotal, MAX_CUOTAS } from '../../../domain/fees';
import { formatMoney } from '../../../domain/money';
import { firstName } from '../../../domain/names';
import { formatMonthLong, monthName, monthRange } from '../../../domain/months';
import { associatesText } from '../fee-status-text';

type Todo = ReturnType<typeof associateTodo>;

/** 'septiembre a noviembre de 2026': the months an account owes, after the one it is paid up to. */
function owedMonths(alDiaHasta: string, owed: number): string {
  const months = monthRange(alDiaHasta, owed);
  const first = months[0]!;
  const last = months[months.length - 1]!;
  if (first === last) return formatMonthLong(first);
  // 'septiembre a noviembre de 2026' within a year, both years written across one.
  const from =
    first.slice(0, 4) === last.slice(0, 4) ? monthName(first).toLowerCase() : formatMonthLong(first);
  return `${from} a ${formatMonthLong(last)}`;
}

/**
 * What its owed months cost, as the fee schedule prices them (the same quote the dues screen
 * shows). Its place is kept while it loads, so the line does not grow.
 */
function OwedAmount({ account, owed }: { account: AssociatedAccount; owed: number }) {
  const { data } = useAccountsValues(owed, [account.id], false);
  const dues = data?.accounts[String(account.id)];
  return <>{dues ? formatMoney(accountDuesTotal(dues, account.valor_cuota, owed)) : '…'}</>;
}

function FamilyMember({ account, todo }: { account: AssociatedAccount; todo: Todo }) {
  const owing = todo.payable && account.al_dia_hasta !== null;
  const count = Math.min(todo.owed, MAX_CUOTAS);
  const chargeId = `dash-family-charge-${account.id}`;
  return (
    <li className="dash-family__item">
      <div className="dash-family__who">
        <strong>{account.nombre_completo}</strong>
        {owing ? (
          <>
            <span className="dash-family__due">
              Debe {duesText(todo.owed)} · <OwedAmount account={account} owed={todo.owed} />
            </span>
            <span className="dash-family__detail">{owedMonths(account.al_dia_hasta!, todo.owed)}</span>
          </>
        ) : account.al_dia_hasta === null ? (
          <>
            <span className="dash-family__due">{todo.status}</span>
            <span className="dash-family__detail">
              La paga desde su propia cuenta, al ingresar con su RUT.
            </span>
          </>
        ) : (
          <span>{todo.status}</span>
        )}
      </div>
      {owing && (
        <div className="dash-family__pay">
          <ButtonLink
            to={hrefs.dues({ cuentas: [account.id], numeroCuotas: count })}
            type="primary"
            prefetch={PREFETCH_NEXT_SCREEN}
            describedBy={chargeId}
          >
            Pagar por {firstName(account.nombre_completo)}
          </ButtonLink>
          <FamilyCharge id={chargeId} accounts={[account]} count={count} className="dash-family__charge" />
        </div>
      )}
    </li>
  );
}

function FamilyList({ accounts }: { accounts: AssociatedAccount[] }) {
  const month = dayjs().format('YYYY-MM');
  const members = accounts.map((account) => ({ account, todo: associateTodo(account, month) }));
  const owing = members.filter((m) => m.todo.payable);
  if (accounts.length === 0)
    return (
      <p className="dash-card__note">
        Invita a un familiar con su RUT para pagar sus cuotas desde tu cuenta.
      </p>
    );
  // Everyone who owes at once: the same count for each (SPEC §2), enough for the one who owes most.
  const most = Math.min(Math.max(...owing.map((m) => m.todo.owed)), MAX_CUOTAS);
  return (
    <>
      <ul className="dash-family__list">
        {members.map(({ account, todo }) => (
          <FamilyMember key={account.id} account={account} todo={todo} />
        ))}
      </ul>
      {owing.length > 1 && (
        <div className="dash-family__pay">
          <ButtonLink
            to={hrefs.dues({ cuentas: owing.map((m) => m.account.id), numeroCuotas: most })}
            type="primary"
            prefetch={PREFETCH_NEXT_SCREEN}
            describedBy="dash-family-charge-all"
          >
            Pagar por todos ({duesText(most)})
          </ButtonLink>
          <FamilyCharge
            id="dash-family-charge-all"
            accounts={owing.map((m) => m.account)}
            count={most}
            className="dash-family__charge"
          />
        </div>
      )}
    </>
  );
}

/**
 * The family in one place, near the top: the count and 'Administrar' (SPEC §2), then what each
 * account in the member's care owes (months, amount) or still has to do, with the way to pay for one
 * or for all — the dues screen opens with those accounts ticked and the months chosen, with the
 * member's own dues, and each link says beside it what that charges (FamilyCharge). Its height is the credential column's or less for
 * a family of two, so its answer moves nothing below (web/e2e/dashboard-slow-api.spec.ts).
 */
export function FamilyBlock() {
  const { accounts, error, mutate } = useAssociatedAccounts();
  let body;
  const placeholder = <LightSkeleton rows={3} className="dash-family__placeholder" />;
  if (accounts) body = <FamilyList accounts={accounts} />;
  else if (error) body = <LoadError error={error} onRetry={() => mutate()} placeholder={placeholder} />;
  else body = placeholder;
  return (
    <section
      className="dash-card dash-family"
      aria-labelledby="dash-family-title"
      aria-busy={(!accounts && !error) || undefined}
    >
      {/* The count and 'Administrar' above the list: the list's arrival then moves neither. */}
      <div className="dash-family__head">
        <div>
          {/* Not 'Cuentas asociadas': that names /my-account's list, where 'Administrar' leads. */}
          <h2 id="dash-family-title" className="dash-card__title">
            Tu familia
          </h2>
          <p className="dash-associates__count">{accounts ? associatesText(accounts.length) : '\u00a0'}</p>
        </div>
        <ButtonLink to={hrefs.associates()}>Administrar</ButtonLink>
      </div>
      {body}
    </section>
  );
}
