import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep } from '../../../app/testing/app-harness';

afterEach(cleanup);

const input = (name: string) => {
  const element = document.querySelector(`input[name="${name}"]`);
  if (!(element instanceof HTMLInputElement)) throw new Error(`no input ${name}`);
  return element;
};
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const alertText = () => screen.getByRole('alert').textContent;
const continueDisabled = () => screen.getByTestId('continue').hasAttribute('disabled');
const unit = (id: string) => {
  const element = document.querySelector(`[data-unit="${id}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no unit ${id}`);
  return element;
};

describe('height step in cm', () => {
  it('shows the error once 3 digits are out of range, and blocks continue', () => {
    renderStep('height');
    type('height-cm', '26');
    expect(alertText()).toBe('');
    type('height-cm', '260');
    expect(alertText()).toBe('Please enter a height between 100 and 250 cm.');
    expect(continueDisabled()).toBe(true);
    type('height-cm', '99');
    fireEvent.blur(input('height-cm'));
    expect(alertText()).toContain('between 100 and 250');
  });

  it('keeps digits only, at most 3, and records {original, inCm}', () => {
    const { store, location } = renderStep('height');
    type('height-cm', '1a7c05');
    expect(input('height-cm').value).toBe('170');
    expect(alertText()).toBe('');
    expect(continueDisabled()).toBe(false);
    fireEvent.click(screen.getByTestId('continue'));
    expect(store.onboarding.selections.height).toEqual({
      original: { value: 170, unit: 'cm' },
      inCm: { value: 170 },
    });
    expect(location()).toBe('/onboarding/weight');
  });
});

describe('height step in ft/in', () => {
  it('clears the inputs when the unit changes', () => {
    renderStep('height');
    type('height-cm', '170');
    fireEvent.click(unit('ft/in'));
    expect(unit('ft/in').getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('input[name="height-cm"]')).toBeNull();
    expect(input('height-ft').value).toBe('');
    fireEvent.click(unit('cm'));
    expect(input('height-cm').value).toBe('');
  });

  it('moves the focus from feet to inches for 3 to 8 feet', () => {
    renderStep('height');
    fireEvent.click(unit('ft/in'));
    input('height-ft').focus();
    type('height-ft', '2');
    expect(document.activeElement).toBe(input('height-ft'));
    type('height-ft', '5');
    expect(document.activeElement).toBe(input('height-in'));
  });

  it('accepts 3 ft 3 in to 8 ft 2 in and shows height.error.ft outside', () => {
    const { store } = renderStep('height');
    fireEvent.click(unit('ft/in'));
    type('height-ft', '8');
    type('height-in', '11');
    expect(alertText()).toBe('Please enter a height between 3 ft 3 in and 8 ft 2 in.');
    expect(continueDisabled()).toBe(true);
    type('height-ft', '5');
    type('height-in', '7');
    expect(alertText()).toBe('');
    fireEvent.click(screen.getByTestId('continue'));
    expect(store.onboarding.selections.height).toMatchObject({
      original: { value: { feet: 5, inches: 7 }, unit: 'ft/in' },
    });
  });
});

describe('health-data-consent experiment', () => {
  it('blocks continue until the box is ticked and warns about a value entered unticked', () => {
    renderStep('height', { flags: { 'health-data-consent': true } });
    expect(screen.getByTestId('health-consent')).toBeTruthy();
    type('height-cm', '170');
    expect(alertText()).toBe('Please tick the box to let us use your health data for your plan.');
    expect(continueDisabled()).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /health data/ }));
    expect(alertText()).toBe('');
    expect(continueDisabled()).toBe(false);
  });

  it('has no consent box when the experiment is off', () => {
    renderStep('height');
    expect(screen.queryByTestId('health-consent')).toBeNull();
  });
});
