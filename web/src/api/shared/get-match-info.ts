import useSWR from 'swr';
import { reader } from '../client';
import { endpoints } from '../contract';

// The older layout's side panel: `GET fixtures/info`, the last result and the next match.
export const matchInfoKey = endpoints.matchInfo.path;
export const fetchMatchInfo = reader(endpoints.matchInfo.response);

export const useMatchInfo = () => useSWR(matchInfoKey, fetchMatchInfo);
