import {
  formatCardNumber,
  formatExpiry,
  type CardInput,
  type CardValidation,
} from './card-validation.js';

type Field = keyof CardInput;

interface FieldSpec {
  field: Field;
  label: string;
  autocomplete: string;
  placeholder: string;
  maxLength: number;
  format: (raw: string) => string;
}

const FIELDS: FieldSpec[] = [
  {
    field: 'number',
    label: 'Card number',
    autocomplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    maxLength: 23,
    format: formatCardNumber,
  },
  {
    field: 'expiry',
    label: 'Expiration date',
    autocomplete: 'cc-exp',
    placeholder: 'MM / YY',
    maxLength: 7,
    format: formatExpiry,
  },
  {
    field: 'cvc',
    label: 'Security code',
    autocomplete: 'cc-csc',
    placeholder: 'CVC',
    maxLength: 4,
    format: (raw) => raw.replace(/\D/g, '').slice(0, 4),
  },
];

const INPUT_STYLE =
  'box-sizing:border-box;width:100%;min-height:48px;padding:10px 12px;font:inherit;font-size:16px;color:#1a1a1a;' +
  'background:#fff;border:1px solid #6b7280;border-radius:6px;';
const LABEL_STYLE = 'display:block;margin:0 0 4px;font-size:14px;font-weight:500;color:#1f2937;';
const ERROR_STYLE = 'margin:4px 0 0;min-height:1em;font-size:14px;color:#b3261e;';

export interface CardForm {
  values(): CardInput;
  showErrors(validation: CardValidation, fields?: Field[]): void;
  clear(): void;
  focus(): void;
  blur(): void;
  remove(): void;
}

export interface CardFormCallbacks {
  onInput(): void;
  onFocus(): void;
  onBlur(field: Field): void;
}

/** Renders an accessible card form (no iframe) into the mount node. */
export function renderCardForm(
  container: HTMLElement,
  idPrefix: string,
  callbacks: CardFormCallbacks,
): CardForm {
  const document = container.ownerDocument;
  const root = document.createElement('div');
  root.setAttribute('data-testid', 'stripe-stand-in-payment-element');
  root.setAttribute(
    'style',
    'font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:grid;gap:12px;grid-template-columns:1fr 1fr;',
  );
  const inputs = new Map<Field, HTMLInputElement>();
  const alerts = new Map<Field, HTMLElement>();

  for (const spec of FIELDS) {
    const wrapper = document.createElement('div');
    wrapper.setAttribute('style', spec.field === 'number' ? 'grid-column:1 / -1;' : '');
    const id = `${idPrefix}-${spec.field}`;
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = spec.label;
    label.setAttribute('style', LABEL_STYLE);
    const input = document.createElement('input');
    Object.assign(input, {
      id,
      type: 'text',
      name: spec.autocomplete,
      autocomplete: spec.autocomplete,
      placeholder: spec.placeholder,
      maxLength: spec.maxLength,
    });
    input.setAttribute('inputmode', 'numeric');
    input.setAttribute('spellcheck', 'false');
    input.setAttribute('aria-describedby', `${id}-error`);
    input.setAttribute('aria-invalid', 'false');
    input.setAttribute('style', INPUT_STYLE);
    const alert = document.createElement('p');
    alert.id = `${id}-error`;
    alert.setAttribute('role', 'alert');
    alert.setAttribute('style', ERROR_STYLE);
    input.addEventListener('input', () => {
      input.value = spec.format(input.value);
      callbacks.onInput();
    });
    input.addEventListener('focus', () => callbacks.onFocus());
    input.addEventListener('blur', () => callbacks.onBlur(spec.field));
    wrapper.append(label, input, alert);
    root.append(wrapper);
    inputs.set(spec.field, input);
    alerts.set(spec.field, alert);
  }
  container.append(root);

  const value = (field: Field) => inputs.get(field)?.value ?? '';
  return {
    values: () => ({ number: value('number'), expiry: value('expiry'), cvc: value('cvc') }),
    showErrors(validation, fields = ['number', 'expiry', 'cvc']) {
      for (const field of fields) {
        const error = validation.errors[field];
        const alert = alerts.get(field);
        if (alert) alert.textContent = error?.message ?? '';
        inputs.get(field)?.setAttribute('aria-invalid', error ? 'true' : 'false');
        inputs.get(field)?.style.setProperty('border-color', error ? '#b3261e' : '#6b7280');
      }
    },
    clear() {
      inputs.forEach((input) => (input.value = ''));
      alerts.forEach((alert) => (alert.textContent = ''));
    },
    focus: () => inputs.get('number')?.focus(),
    blur: () => inputs.forEach((input) => input.blur()),
    remove: () => root.remove(),
  };
}
