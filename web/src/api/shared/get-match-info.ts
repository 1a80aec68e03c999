import useSWR from 'swr';
import type { MatchInfo } from '../contract';

// The older layout's side panel: `GET fixtures/info`, the last result and the next match.
export const matchInfoKey = 'fixtures/info';

export const useMatchInfo = () => useSWR<MatchInfo>(matchInfoKey);
