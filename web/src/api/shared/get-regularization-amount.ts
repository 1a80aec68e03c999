import useSWR from 'swr';
import { reader } from '../client';
import { endpoints } from '../contract';

/** `GET socios/account/payments/regularization/pending-amount`: what regularising would cost. */
export const regularizationAmountKey = endpoints.regularizationAmount.path;
const fetchRegularizationAmount = reader(endpoints.regularizationAmount.response);

/** `enabled` false reads nothing (a member who cannot regularise has no use for the amount). */
export const useRegularizationAmount = (enabled = true) =>
  useSWR(enabled ? regularizationAmountKey : null, fetchRegularizationAmount);
