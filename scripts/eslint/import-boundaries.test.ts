import { describe, it, expect } from 'vitest';
import { violation } from './import-boundaries.js';

describe('import boundaries (ARCHITECTURE §1)', () => {
  it.each([
    ['web/src/features/auth/pages/login-page.tsx', 'mock-server/src/app', true],
    ['web/src/test/mock-api.ts', 'mock-server/src/app', false],
    ['mock-server/src/routes/fees.ts', 'web/src/domain/fees', false],
    ['mock-server/src/routes/fees.ts', 'web/src/api/contract', false],
    ['mock-server/src/routes/fees.ts', 'web/src/api/client', true],
    ['mock-server/src/routes/fees.ts', 'web/src/features/payments/api/x', true],
    ['web/src/features/payments/pages/dues-page.tsx', 'web/src/features/dashboard/greeting', true],
    ['web/src/features/payments/pages/dues-page.tsx', 'web/src/features/payments/api/x', false],
    ['web/src/features/payments/pages/dues-page.tsx', 'web/src/components/page-title', false],
    ['web/src/app/router.tsx', 'web/src/features/payments/pages/dues-page', false],
    [
      'web/src/features/dashboard/components/fee-status.tsx',
      'web/src/features/payments-shared/open-payment-actions',
      false,
    ],
    [
      'web/src/features/payments-shared/open-payment-actions.tsx',
      'web/src/features/payments-shared/provider-post',
      false,
    ],
    ['web/src/features/payments-shared/open-payment-actions.tsx', 'web/src/app/paths', false],
    ['web/src/features/payments-shared/open-payment-actions.tsx', 'web/src/components/button-link', false],
    [
      'web/src/features/payments-shared/auto-payment-summary.tsx',
      'web/src/api/shared/get-auto-payment',
      false,
    ],
    ['web/src/features/payments-shared/auto-payment-summary.tsx', 'dayjs', false],
    [
      'web/src/features/payments-shared/open-payment-actions.tsx',
      'web/src/features/payments/pay-button',
      true,
    ],
    ['web/src/features/payments-shared/open-payment-actions.tsx', 'web/src/app/router', true],
    ['web/src/features/payments-shared/open-payment-actions.tsx', 'web/src/layout/logo', true],
    ['web/src/components/light/light-result.tsx', 'web/src/features/payments-shared/provider-post', true],
    ['web/src/layout/main-menu.tsx', 'web/src/features/payments-shared/auto-payment-summary', true],
    ['web/src/app/router.tsx', 'web/src/features/payments-shared/webpay-handoff', true],
    ['mock-server/src/domain/oneclick.ts', 'mock-server/src/routes/deps', true],
    ['mock-server/src/domain/oneclick.ts', 'mock-server/src/deps', false],
    ['mock-server/src/domain/oneclick.ts', 'mock-server/src/http/errors', false],
    ['mock-server/src/domain/oneclick.ts', 'mock-server/src/http/require-auth', true],
    ['mock-server/src/domain/oneclick.ts', 'mock-server/src/pages/frame', true],
    ['mock-server/src/domain/oneclick.ts', 'express', true],
    ['mock-server/src/domain/oneclick.ts', 'node:crypto', false],
    ['mock-server/src/pages/voucher-page.ts', 'mock-server/src/domain/members', false],
    ['mock-server/src/pages/voucher-page.ts', 'mock-server/src/routes/vouchers', true],
    ['mock-server/src/routes/vouchers.ts', 'mock-server/src/pages/voucher-page', false],
    ['mock-server/src/http/faults.ts', 'mock-server/src/pages/messages', false],
  ])('when %s imports %s, violation is %s', (from, target, expected) => {
    expect(violation(from, target) !== null).toBe(expected);
  });
});
