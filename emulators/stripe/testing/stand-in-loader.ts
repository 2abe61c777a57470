/**
 * Evaluates the served stand-in Stripe.js in the current (jsdom) window as a classic script would
 * run: `document.currentScript` points at a script element whose src is the emulator's URL.
 */
export async function loadStandInScript(emulatorUrl: string): Promise<void> {
  const src = `${emulatorUrl}/v3/stripe.js`;
  const response = await fetch(src);
  if (!response.ok || !response.headers.get('content-type')?.startsWith('application/javascript')) {
    throw new Error(`stand-in script not served: ${response.status}`);
  }
  const code = await response.text();
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    new Function(code)();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
}

/** Types into an input of the card form the way a user does (value + input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.blur();
}

export function cardInputs(container: ParentNode): {
  number: HTMLInputElement;
  expiry: HTMLInputElement;
  cvc: HTMLInputElement;
} {
  const find = (autocomplete: string) => {
    const input = container.querySelector<HTMLInputElement>(
      `input[autocomplete="${autocomplete}"]`,
    );
    if (!input) throw new Error(`no input with autocomplete=${autocomplete}`);
    return input;
  };
  return { number: find('cc-number'), expiry: find('cc-exp'), cvc: find('cc-csc') };
}

export function fillCard(
  container: ParentNode,
  number: string,
  expiry = '12 / 34',
  cvc = '123',
): void {
  const inputs = cardInputs(container);
  typeInto(inputs.number, number);
  typeInto(inputs.expiry, expiry);
  typeInto(inputs.cvc, cvc);
}
