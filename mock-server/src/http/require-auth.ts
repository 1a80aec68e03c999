import type { RequestHandler, Response } from 'express';
import type { Store } from '../store/store';
import type { Clock } from '../clock';
import type { MemberRecord } from '../store/types';
import { sessionMember } from '../domain/sessions';
import { unauthenticated } from './errors';

/** Accepts `Authorization: Bearer <token>` (any case); `?token=` only where a new tab must open a page. */
export function requireAuth(store: Store, clock: Clock, { allowQueryToken = false } = {}): RequestHandler {
  return (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^bearer\s+([0-9a-f]{64})$/i.exec(header.trim());
    const queryToken = allowQueryToken && typeof req.query.token === 'string' ? req.query.token : null;
    const token = match?.[1] ?? queryToken;
    const memberId = token ? sessionMember(store.state, token, clock.nowMs()) : null;
    const member = memberId === null ? undefined : store.memberById(memberId);
    if (!member) return next(unauthenticated());
    res.locals.member = member;
    next();
  };
}

/** The member that require-auth put on the response. */
export const currentMember = (res: Response): MemberRecord => res.locals.member as MemberRecord;
