import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrOptions } from './swr-options';

/**
 * The project's SWR options (retries, the reads a route module started) around what reads: the
 * member's shell, and the one public form that reads (the sign-up's communes). Not at the root: the
 * login reads nothing, and its first load need not carry SWR.
 */
export function Reads({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrOptions}>{children}</SWRConfig>;
}
