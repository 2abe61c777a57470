import type { ButtonStyle } from './types.js';

const COLOURS: Record<NonNullable<ButtonStyle['color']>, { background: string; text: string }> = {
  gold: { background: '#ffc439', text: '#111111' },
  blue: { background: '#0070ba', text: '#ffffff' },
  silver: { background: '#eeeeee', text: '#111111' },
  white: { background: '#ffffff', text: '#111111' },
  black: { background: '#000000', text: '#ffffff' },
};

/** One accessible native button named "PayPal", at least 44 px high, styled like PayPal's. */
export function createButtonElement(style: ButtonStyle = {}): HTMLButtonElement {
  const colour = COLOURS[style.color ?? 'gold'] ?? COLOURS.gold;
  const height = Math.max(44, Math.min(55, style.height ?? 45));
  const radius =
    style.borderRadius ?? (style.shape === 'pill' ? height / 2 : style.shape === 'sharp' ? 0 : 4);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'paypal-button paypal-button-number-0';
  button.textContent = 'PayPal';
  button.dataset.fundingSource = 'paypal';
  Object.assign(button.style, {
    display: 'block',
    width: '100%',
    minHeight: '44px',
    height: `${height}px`,
    border: style.color === 'white' ? '1px solid #555555' : '0',
    borderRadius: `${radius}px`,
    background: colour.background,
    color: colour.text,
    font: 'italic 700 18px/1 Helvetica, Arial, sans-serif',
    cursor: 'pointer',
  });
  return button;
}

export function setDisabled(button: HTMLButtonElement, disabled: boolean): void {
  if (disabled) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
  button.style.opacity = disabled ? '0.6' : '';
}
