import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { heightAnswerFromCm, weightAnswer } from '../../../shared/domain/measurements';
import { renderStep } from '../../../app/testing/app-harness';

afterEach(cleanup);

const field = (name: string) => {
  const element = document.querySelector(`input[name="${name}"]`);
  if (!(element instanceof HTMLInputElement)) throw new Error(`no input ${name}`);
  return element;
};
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const alertText = () => screen.getByRole('alert').textContent;
const continueDisabled = () => screen.getByTestId('continue').hasAttribute('disabled');
const chooseUnit = (unit: string) => {
  const button = document.querySelector(`[data-unit="${unit}"]`);
  if (!(button instanceof HTMLElement)) throw new Error(`no unit ${unit}`);
  fireEvent.click(button);
};

describe('weight step', () => {
  it('shows the kg error only after the field is left or holds 3 digits', () => {
    renderStep('weight');
    type('weight', '25');
    expect(alertText()).toBe('');
    expect(continueDisabled()).toBe(true);
    fireEvent.blur(field('weight'));
    expect(alertText()).toBe('Please enter a weight between 30 and 250 kg.');
    type('weight', '30');
    expect(alertText()).toBe('');
    expect(continueDisabled()).toBe(false);
  });

  it('shows the error at 3 digits without a blur', () => {
    renderStep('weight');
    type('weight', '251');
    expect(alertText()).toBe('Please enter a weight between 30 and 250 kg.');
  });

  it('uses the lb limits, clears on toggle, and records both units', () => {
    const { store, location } = renderStep('weight');
    type('weight', '80');
    chooseUnit('lb');
    expect(field('weight').value).toBe('');
    type('weight', '553');
    expect(alertText()).toBe('Please enter a weight between 66 and 552 lb.');
    type('weight', '65x');
    expect(field('weight').value).toBe('65');
    type('weight', '176');
    expect(alertText()).toBe('');
    fireEvent.click(screen.getByTestId('continue'));
    expect(store.onboarding.selections.weight).toEqual(weightAnswer(176, 'lb'));
    expect(location()).toBe('/onboarding/perfect_weight');
  });
});

describe('goal weight step', () => {
  const answers = {
    gender: 'f',
    height: heightAnswerFromCm(170),
    weight: weightAnswer(80, 'kg'),
  };

  it('shows the underweight card and blocks continue under BMI 18.5', () => {
    renderStep('perfect_weight', { selections: answers });
    type('perfect_weight', '50');
    expect(screen.getByTestId('underweight-info')).toBeTruthy();
    expect(continueDisabled()).toBe(true);
  });

  it('shows the goal card for the percentage to lose', () => {
    renderStep('perfect_weight', { selections: answers });
    type('perfect_weight', '78');
    expect(screen.getByTestId('goal-info').getAttribute('data-card')).toBe('oneToFive');
    type('perfect_weight', '70');
    expect(screen.getByTestId('goal-info').getAttribute('data-card')).toBe('elevenToFifteen');
    expect(screen.getByText(/Losing 13% of your weight/)).toBeTruthy();
    expect(continueDisabled()).toBe(false);
  });

  it('shows no card for a goal at or above the current weight', () => {
    renderStep('perfect_weight', { selections: answers });
    type('perfect_weight', '85');
    expect(screen.queryByTestId('goal-info')).toBeNull();
    expect(screen.queryByTestId('underweight-info')).toBeNull();
  });
});
