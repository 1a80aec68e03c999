import useSWR from 'swr';
import type { RegularizationAmount } from '../../../api/contract';

/** `GET socios/account/payments/regularization/pending-amount`: what regularising would cost. */
export const regularizationAmountKey = 'socios/account/payments/regularization/pending-amount';

export const useRegularizationAmount = () => useSWR<RegularizationAmount>(regularizationAmountKey);
