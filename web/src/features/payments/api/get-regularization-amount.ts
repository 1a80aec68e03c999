import useSWR from 'swr';
import { reader } from '../../../api/client';
import { endpoints } from '../../../api/contract';

/** `GET socios/account/payments/regularization/pending-amount`: what regularising would cost. */
export const regularizationAmountKey = endpoints.regularizationAmount.path;
const fetchRegularizationAmount = reader(endpoints.regularizationAmount.response);

export const useRegularizationAmount = () => useSWR(regularizationAmountKey, fetchRegularizationAmount);
