import { useState } from 'react';
import { failureMessage } from '../../../api/client';
import type { AssociatedAccount } from '../../../api/contract';
import { useAssociatedAccounts } from '../../../api/shared/get-associated-accounts';
import { LoadError } from '../../../components/load-error';
import { LightConfirm } from '../../../components/light/light-confirm';
import { LightEmpty } from '../../../components/light/light-empty';
import { LightSkeleton } from '../../../components/light/light-skeleton';
import { showToast } from '../../../components/light/toast';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { associateTodo } from '../../payments-shared/incorporation-hint';
import { FamilyCharge } from '../../payments-shared/family-charge';
import { MAX_CUOTAS } from '../../../domain/fees';
import { hrefs } from '../../../app/paths';
import { formatRut } from '../../../domain/rut';
import { deleteAssociated } from '../api/delete-associated';
import { LightButton } from '../../../components/light/light-button';
import { useDeferredReady } from '../../../components/use-deferred-ready';

const REMOVE_FAILED = 'No pudimos eliminar la cuenta asociada. Inténtalo nuevamente.';

/** Where the account stands and, when it has something to do, how (and the way to pay its dues). */
function AccountTodo({ account }: { account: AssociatedAccount }) {
  const todo = associateTodo(account, dayjs().format('YYYY-MM'));
  const due = todo.hint !== null;
  const count = Math.min(todo.owed, MAX_CUOTAS);
  const chargeId = `account-charge-${account.id}`;
  return (
    <>
      <span className={`account-item__paid${due ? ' account-item__paid--due' : ''}`}>{todo.status}</span>
      {todo.hint && <span className="account-item__hint">{todo.hint}</span>}
      {/* The dues screen opens with this account ticked and its months chosen. */}
      {/* With what that charges: the member's own months go with the account's (FamilyCharge). */}
      {todo.payable && (
        <>
          <Link
            to={hrefs.dues({ cuentas: [account.id], numeroCuotas: count })}
            className="account-item__pay"
            aria-describedby={chargeId}
          >
            Pagar cuotas de {account.nombre_completo}
          </Link>
          {account.al_dia_hasta !== null && (
            <FamilyCharge id={chargeId} accounts={[account]} count={count} className="account-item__hint" />
          )}
        </>
      )}
    </>
  );
}

/** 'Cuentas asociadas': who the member looks after, each removable after a confirmation. */
export function AssociatesList() {
  const { accounts, error, mutate } = useAssociatedAccounts();
  const [removing, setRemoving] = useState<AssociatedAccount | null>(null);
  // The list in a render of its own: opened cold, the screen's form and its accounts drawn in one
  // commit were its longest task.
  const ready = useDeferredReady(Boolean(accounts));
  if (error && !accounts) return <LoadError error={error} onRetry={() => mutate()} />;
  if (!accounts || !ready) return <LightSkeleton rows={4} className="account-skeleton" />;
  if (accounts.length === 0) {
    return (
      <LightEmpty description="Aún no tienes cuentas asociadas. Invita a un familiar con su RUT para pagar sus cuotas desde tu cuenta." />
    );
  }
  const remove = async (account: AssociatedAccount) => {
    const result = await deleteAssociated({ user_id: account.id });
    if (result.ok)
      showToast(result.data?.data || 'Cuenta asociada eliminada.', { success: true, member: true });
    else showToast(failureMessage(result, REMOVE_FAILED), { member: true });
    await mutate();
  };
  return (
    <>
      <ul className="account-list">
        {accounts.map((account) => (
          <li key={account.id} className="account-item">
            <div className="account-item__data">
              <strong className="account-item__name">{account.nombre_completo}</strong>
              <span>RUT {formatRut(account.rut)}</span>
              <AccountTodo account={account} />
            </div>
            <LightButton danger onClick={() => setRemoving(account)}>
              Eliminar asociado
            </LightButton>
          </li>
        ))}
      </ul>
      <LightConfirm
        open={removing !== null}
        title="Confirmar eliminacion"
        okText="Eliminar"
        cancelText="Cancelar"
        danger
        onOk={() => {
          setRemoving(null);
          if (removing) void remove(removing);
        }}
        onCancel={() => setRemoving(null)}
      >
        <p>{`¿Dejar de administrar la cuenta de ${removing?.nombre_completo ?? ''}?`}</p>
      </LightConfirm>
    </>
  );
}
