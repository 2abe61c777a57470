import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep } from '../../../app/testing/app-harness';

afterEach(cleanup);

const option = (id: string) => {
  const element = document.querySelector(`[data-option="${id}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no option ${id}`);
  return element;
};
const continueButton = () => screen.getByTestId('continue');

describe('single-select step', () => {
  it('records the option and moves to the next step', () => {
    const { store, location } = renderStep('fasting_knowledge', { selections: { gender: 'f' } });
    expect(
      screen.getByRole('heading', { name: 'How much do you know about fasting?' }),
    ).toBeTruthy();
    fireEvent.click(option('a_bit'));
    expect(store.onboarding.selections.fasting_knowledge).toBe('a_bit');
    expect(location()).toBe(`/onboarding/${store.onboarding.nextAfter('fasting_knowledge')}`);
  });

  it('shows the options of the chosen gender', () => {
    renderStep('desired_body_type', { selections: { gender: 'm' } });
    expect(screen.getByRole('radio', { name: 'Ripped' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Curvy' })).toBeNull();
  });

  it('keeps an earlier answer selected and continue enabled', () => {
    renderStep('walking_time', { selections: { gender: 'f', walking_time: '20_to_60' } });
    expect(option('20_to_60').getAttribute('aria-checked')).toBe('true');
    expect(continueButton().hasAttribute('disabled')).toBe(false);
  });

  it('moves the focus to the new step heading', () => {
    renderStep('sleep_quality', { selections: { gender: 'f' } });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});

describe('multi-select step', () => {
  it('toggles options, records them on change and enables continue', () => {
    const { store, location } = renderStep('goals', { selections: { gender: 'f' } });
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(option('lose_weight'));
    fireEvent.click(option('improve_sleep'));
    expect(store.onboarding.selections.goals).toEqual(['lose_weight', 'improve_sleep']);
    expect(option('lose_weight').getAttribute('aria-pressed')).toBe('true');
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(option('lose_weight'));
    fireEvent.click(option('improve_sleep'));
    expect(store.onboarding.selections.goals).toBeUndefined();
    expect(continueButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(option('boost_energy'));
    fireEvent.click(continueButton());
    expect(location()).toBe(`/onboarding/${store.onboarding.nextAfter('goals')}`);
  });

  it('offers skip only on bad_habits, which clears the answer and moves on', () => {
    const { store, location } = renderStep('bad_habits', {
      selections: { gender: 'm', bad_habits: ['smoking'] },
    });
    expect(screen.getByText('Choose all that apply, or skip if none do.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('skip'));
    expect(store.onboarding.selections.bad_habits).toBeUndefined();
    expect(location()).toBe('/onboarding/reinforcement_before_after');
  });

  it('has no skip button on other multi-select steps', () => {
    renderStep('target_zones', { selections: { gender: 'f' } });
    expect(screen.queryByTestId('skip')).toBeNull();
    expect(option('belly')).toBeTruthy();
  });
});
