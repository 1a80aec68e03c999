import type { RequestHandler, Response } from 'express';
import type { Deps } from '../deps';
import type { MemberRecord } from '../store/types';
import { sessionMember } from '../domain/sessions';
import { unauthenticated } from './errors';

/** Accepts `Authorization: Bearer <token>` (any case) only: a token never travels in a URL. */
export function requireAuth(deps: Pick<Deps, 'store' | 'clock'>): RequestHandler {
  const { store, clock } = deps;
  return (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const token = /^bearer\s+([0-9a-f]{64})$/i.exec(header.trim())?.[1] ?? null;
    const memberId = token ? sessionMember(deps, token, clock.nowMs()) : null;
    const member = memberId === null ? undefined : store.memberById(memberId);
    if (!member || !token) return next(unauthenticated());
    res.locals.member = member;
    res.locals.token = token;
    next();
  };
}

/** The member that require-auth put on the response. */
export const currentMember = (res: Response): MemberRecord => res.locals.member as MemberRecord;
/** The session token of this request (after require-auth). */
export const currentToken = (res: Response): string => res.locals.token as string;
