import { Router } from 'express';
import type { Deps } from './deps';

// Filled in by a later issue.
export function accountRoutes(_deps: Deps): Router {
  return Router();
}
