import { useEffect, useState } from 'react';

/**
 * False on the server-rendered (pre-rendered) markup and on the first client render, true right
 * after: controls stay inert until React handles them, so a tap before the JavaScript arrives
 * can never submit the login natively (with the password in the URL).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
