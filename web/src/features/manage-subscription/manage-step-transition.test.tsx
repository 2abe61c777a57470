// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MANAGE_SLIDE_MS } from './manage-step-frame';
import { renderManage, resetManageTest } from './testing/manage-subscription-harness';

afterEach(resetManageTest);

const stepShown = async (id: string): Promise<HTMLElement> => {
  await waitFor(() => expect(document.querySelector(`[data-step-id="${id}"]`)).not.toBeNull());
  const entering = document.querySelector<HTMLElement>(`[data-transition="${id}"]`);
  if (!entering) throw new Error(`step ${id} has no transition`);
  return entering;
};

/** The keyframes of an animation, from the page's style sheets: each key with its transform. */
function keyframesOf(name: string): Record<string, string> {
  const rule = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .find((candidate) => candidate instanceof CSSKeyframesRule && candidate.name === name);
  if (!(rule instanceof CSSKeyframesRule)) throw new Error(`no @keyframes ${name}`);
  return Object.fromEntries(
    [...rule.cssRules].map((frame) => {
      const keyframe = frame as CSSKeyframeRule;
      return [keyframe.keyText, keyframe.style.getPropertyValue('transform')];
    }),
  );
}

/** How an element enters: its animation's keyframes, length and whether it runs. */
function entrance(element: HTMLElement) {
  const [name = '', duration] = getComputedStyle(element).animation.split(' ');
  return { duration, keyframes: keyframesOf(name) };
}

describe('manage step changes (spec 02 §2.6: slide transitions)', () => {
  it('each new step slides in from the side', async () => {
    renderManage();
    const status = await stepShown('subscription_status');
    const slide = {
      duration: `${MANAGE_SLIDE_MS}ms`,
      keyframes: { '0%': 'translateX(32px)', '100%': 'none' },
    };
    expect(entrance(status)).toEqual(slide);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const reasons = await stepShown('cancellation_reason');
    // A new element: the slide runs again for the new step.
    expect(reasons).not.toBe(status);
    expect(entrance(reasons)).toEqual(slide);

    fireEvent.click(screen.getByText("It's too expensive"));
    expect(entrance(await stepShown('cancellation_reason_expensive'))).toEqual(slide);
  });
});
