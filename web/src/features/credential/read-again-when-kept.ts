// The credential's reads on a first visit go out before the service worker takes the page (it
// registers after the page loads), so it kept no copy of them: read them again once it is in
// control, through it, and the credential opens offline after that one visit.
import { useEffect } from 'react';

export function useReadAgainWhenKept(readAgain: () => void): void {
  useEffect(() => {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!worker) return;
    worker.addEventListener('controllerchange', readAgain);
    return () => worker.removeEventListener('controllerchange', readAgain);
  }, [readAgain]);
}
