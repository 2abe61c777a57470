import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heightAnswerFromCm, weightAnswer } from '../../../shared/domain/measurements';
import { defaultOccasionDate, toIsoDate } from '../../../shared/domain/onboarding/occasion-date';
import { renderStep } from '../../../app/testing/app-harness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const measured = (kg: number) => ({
  gender: 'f',
  height: heightAnswerFromCm(170),
  weight: weightAnswer(kg, 'kg'),
  perfect_weight: weightAnswer(70, 'kg'),
});

describe('bmi view', () => {
  it('places the marker on the 10–40 bar and names the category', () => {
    renderStep('bmi', { selections: measured(80) });
    expect(screen.getByTestId('bmi-value').textContent).toBe('27.7');
    expect(screen.getByTestId('bmi-marker').getAttribute('data-position')).toBe('58.9');
    expect(screen.getByRole('img', { name: 'Your BMI is 27.7: overweight.' })).toBeTruthy();
    for (const label of ['Normal', 'Overweight', 'Obese'])
      expect(screen.getByText(label)).toBeTruthy();
  });

  it('shows the BMI inputs: motivation, lifestyle and type of eater from the answers', () => {
    renderStep('bmi', {
      selections: {
        ...measured(80),
        fasting_motivation: 'imSerious',
        walking_time: 'less_than_20',
        lunch_time: 'skip',
      },
    });
    const profile = screen.getByTestId('bmi-profile');
    expect(profile.textContent).toContain('Your profile');
    const row = (key: string) => profile.querySelector(`[data-profile="${key}"]`)?.textContent;
    expect(row('fastingMotivation')).toBe('MotivationHigh');
    expect(row('lifestyle')).toBe('LifestyleNot very active');
    expect(row('typeOfEater')).toBe('Eating habitsMeal skipper');
  });

  it('clamps the marker at 90 % and may be skipped forward', () => {
    const { location } = renderStep('bmi', { selections: measured(150) });
    expect(screen.getByTestId('bmi-marker').getAttribute('data-position')).toBe('90.0');
    fireEvent.click(screen.getByTestId('skip-forward'));
    expect(location()).toBe('/onboarding/special_occasion');
  });
});

describe('special_occasion_date view', () => {
  it('defaults to today + 3 months and records it', () => {
    const { store, location } = renderStep('special_occasion_date', {
      selections: { gender: 'f', special_occasion: 'wedding' },
    });
    const input = screen.getByLabelText('Date of the occasion');
    expect((input as HTMLInputElement).value).toBe(defaultOccasionDate(new Date()));
    fireEvent.click(screen.getByTestId('continue'));
    expect(store.onboarding.selections.special_occasion_date).toBe(defaultOccasionDate(new Date()));
    expect(location()).toBe('/onboarding/the_one_plan');
  });

  it('refuses a past date with a message', () => {
    renderStep('special_occasion_date', { selections: { gender: 'f', special_occasion: 'other' } });
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    fireEvent.change(screen.getByLabelText('Date of the occasion'), {
      target: { value: toIsoDate(yesterday) },
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Please choose a date that is not in the past.',
    );
    expect(screen.getByTestId('continue').hasAttribute('disabled')).toBe(true);
  });
});

describe('the_one_plan view', () => {
  it('draws the plan chart with 5 points from the weight to the goal', () => {
    renderStep('the_one_plan', { selections: measured(80) });
    const chart = screen.getByTestId('plan-chart');
    expect(chart.querySelectorAll('[data-point]')).toHaveLength(5);
    expect(chart.textContent).toContain('80 kg');
    expect(chart.textContent).toContain('70 kg');
  });
});

describe('progress (analysing) view', () => {
  const wait = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  it('runs 4 bars, pauses on the question at 6 s and moves on when complete, once the 15 s bar is full', async () => {
    vi.useFakeTimers();
    const { location } = renderStep('progress', { selections: measured(80) });
    expect(screen.getAllByRole('progressbar')).toHaveLength(6);
    expect(screen.getByRole('progressbar', { name: 'Creating your plan' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    await wait(5900);
    expect(screen.queryByTestId('analysing-question')).toBeNull();
    await wait(300);
    const question = screen.getByTestId('analysing-question');
    const bar = () => screen.getByTestId('analysing-bar').getAttribute('data-percent');
    const paused = bar();
    expect(paused).toBe('40');
    await wait(5000);
    expect(bar()).toBe(paused);
    expect(location()).toBe('/onboarding/progress');
    fireEvent.click(question.querySelector('[data-option="yes"]') as HTMLElement);
    await wait(6000);
    expect(bar()).toBe('80');
    expect(location()).toBe('/onboarding/progress');
    await wait(3100);
    expect(location()).toBe('/onboarding/email');
  });
});
