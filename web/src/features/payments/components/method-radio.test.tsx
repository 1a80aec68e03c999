import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MetodoPago } from '../../../api/contract';
import { MethodRadio } from './method-radio';
import { designTokens } from '../../../../../scripts/design-tokens';

/** jsdom computes no custom properties: the club's antd tokens are written in, as a browser reads them. */
const tokens = designTokens();
const withTokens = (css: string) =>
  css.replace(/var\((--ant-[\w-]+)\)/g, (_, name: string) => tokens.get(name)!);

/**
 * The kit's styles as a browser without `:has()` applies them: it drops every rule whose selector
 * has one (Safari before 15.4, below the README's floor: both methods once looked alike there).
 */
const withoutHas = withTokens(
  fs
    .readFileSync(path.resolve('web/src/components/light/light-blocks.css'), 'utf8')
    .replace(/[^{}]*:has\([^{]*\{[^}]*\}/g, ''),
);

function Toggle({ disabled }: { disabled?: boolean }) {
  const [method, setMethod] = useState<MetodoPago>('webpay');
  return <MethodRadio value={method} onChange={setMethod} disabled={disabled} />;
}

/** The button's face: the span after its radio. */
const fill = (name: string) =>
  getComputedStyle(screen.getByRole('radio', { name }).nextElementSibling!).backgroundColor;
/** A token's colour as getComputedStyle gives it. */
function colourOf(token: string): string {
  const probe = document.body.appendChild(document.createElement('i'));
  probe.style.backgroundColor = tokens.get(token)!;
  const colour = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return colour;
}

describe('MethodRadio in a browser without :has()', () => {
  let style: HTMLStyleElement;
  beforeEach(() => {
    style = document.head.appendChild(document.createElement('style'));
    style.textContent = withoutHas;
  });
  afterEach(() => style.remove());

  it('fills the chosen method, and the fill moves when the other is chosen', async () => {
    expect(withoutHas).not.toContain(':has(');
    const user = userEvent.setup();
    render(<Toggle />);
    expect(screen.getByRole('radio', { name: 'Webpay' })).toBeChecked();
    expect(fill('Webpay')).toBe(colourOf('--ant-color-primary'));
    expect(fill('OneClick')).toBe(colourOf('--ant-color-bg-container'));

    await user.click(screen.getByText('OneClick'));
    expect(screen.getByRole('radio', { name: 'OneClick' })).toBeChecked();
    expect(fill('OneClick')).toBe(colourOf('--ant-color-primary'));
    expect(fill('Webpay')).toBe(colourOf('--ant-color-bg-container'));
  });

  it('greys both out while disabled, the chosen one a shade darker', () => {
    render(<Toggle disabled />);
    expect(screen.getByRole('radio', { name: 'Webpay' })).toBeDisabled();
    expect(fill('Webpay')).toBe(colourOf('--ant-color-fill'));
    expect(fill('OneClick')).toBe(colourOf('--ant-color-bg-container-disabled'));
    expect(colourOf('--ant-color-fill')).not.toBe(colourOf('--ant-color-bg-container-disabled'));
  });
});
