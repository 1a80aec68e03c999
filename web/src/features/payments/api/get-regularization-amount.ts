import useSWR from 'swr';
import { reader } from '../../../api/client';
import { regularizationAmount } from '../../../api/contract';

/** `GET socios/account/payments/regularization/pending-amount`: what regularising would cost. */
export const regularizationAmountKey = 'socios/account/payments/regularization/pending-amount';
const fetchRegularizationAmount = reader(regularizationAmount);

export const useRegularizationAmount = () => useSWR(regularizationAmountKey, fetchRegularizationAmount);
