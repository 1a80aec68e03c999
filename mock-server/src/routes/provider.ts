import { Router } from 'express';
import type { Deps } from './deps';

// Filled in by a later issue.
export function providerRoutes(_deps: Deps): Router {
  return Router();
}
