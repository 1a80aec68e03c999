// The kit's button classes, apart from LightButton so that a link drawn as a button (ButtonLink) and
// the route error, which must draw with only what the entry holds, spell them without its stylesheets.

/** How a button looks, whether it is a <button> or a link drawn as one. */
export interface ButtonLook {
  /** antd's `type`: 'primary' is the step's main action. */
  type?: 'primary' | 'default';
  size?: 'small' | 'middle' | 'large';
  /** As wide as its container (antd's `block`). */
  block?: boolean;
  /** A destructive action (antd's `danger`). */
  danger?: boolean;
}

/** The classes for a look, then any more (a place on the page, a state): the one place that spells them. */
export function buttonClasses(
  { type, size, block, danger }: ButtonLook,
  ...more: (string | false | undefined)[]
) {
  return [
    'l-button',
    type === 'primary' && 'primary',
    size !== 'middle' && size,
    block && 'block',
    danger && 'danger',
  ]
    .concat(more)
    .filter(Boolean)
    .join(' ');
}
