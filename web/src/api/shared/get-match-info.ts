import useSWR from 'swr';
import { reader } from '../client';
import { matchInfo } from '../contract';

// The older layout's side panel: `GET fixtures/info`, the last result and the next match.
export const matchInfoKey = 'fixtures/info';
export const fetchMatchInfo = reader(matchInfo);

export const useMatchInfo = () => useSWR(matchInfoKey, fetchMatchInfo);
