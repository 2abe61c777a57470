import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../emulators/seed/demo-users';
import { BASE_URL, launchBrowser } from './browser';
import { uniqueCardNumber, uniqueEmail } from './funnel-steps';
import { atStripe, recordedSubscription, seedSubscriber } from './manage-subscription-helpers';
import { currentStepId } from './questionnaire-walker';
import { findUserByNewsletterEmail } from './user-records';
import { createRegistration, verificationLinkSentTo } from './wellhub-helpers';

// A visitor without a mouse: Tab, Shift+Tab, Enter, Space, the arrow keys and typing only, from
// the first step to a paid subscription, through managing a plan, the partner flow and the
// public cancellation form. Each new step's heading takes the focus, every control reached shows
// its focus; progress screens expose their role.
const TIMEOUT = 30_000;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const focusedMatches = (page: Page, selector: string) =>
  page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);

/**
 * Whether the focused control shows where the focus is: an outline or a ring on it, or on the
 * label of a native radio or checkbox (:focus-within).
 */
const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.matches(':focus-visible')) return false;
    const ringed = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== 'rgba(0, 0, 0, 0)';
      return outline || style.boxShadow !== 'none';
    };
    return ringed(focused) || ringed(focused.closest('label'));
  });

/**
 * Presses Tab, or Shift+Tab when `selector` lies before the focus, until the focus is on it (a
 * keyboard user's only way to get there; nothing when it is there already); the focus must be
 * visible there.
 */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  const key = await page.evaluate((sel) => {
    const target = document.querySelector(sel);
    const focused = document.activeElement;
    if (!target || !focused || focused === document.body) return 'Tab';
    const before = focused.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING;
    return before ? 'Shift+Tab' : 'Tab';
  }, selector);
  for (let press = 0; press <= limit; press += 1) {
    if (await focusedMatches(page, selector)) {
      // The ring may fade in (Chakra's fields transition their outline).
      await expect
        .poll(() => focusIsVisible(page), {
          timeout: 2_000,
          message: `the focus on ${selector} is visible`,
        })
        .toBe(true);
      return;
    }
    await page.keyboard.press(key);
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`${key} never reached ${selector}; focus is on ${focused}`);
}

/** A new step or screen: its heading has the focus, so a screen reader announces it. */
async function expectHeadingFocused(page: Page, container: string): Promise<void> {
  await page.locator(container).first().waitFor({ timeout: TIMEOUT });
  await expect.poll(() => focusedMatches(page, `${container} h1`), { timeout: 5_000 }).toBe(true);
}

/** Moves through a radio group with the arrow keys (from the focused radio) until `value` is chosen. */
async function arrowTo(page: Page, name: string, value: string, limit = 6): Promise<void> {
  const chosen = `input[name="${name}"][value="${value}"]:checked`;
  for (let press = 0; press <= limit; press += 1) {
    if (await focusedMatches(page, chosen)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`the arrow keys never chose ${value} in ${name}`);
}

async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.type(text);
}

const CONTINUE = '[data-testid="continue"]';

async function answerByKeyboard(page: Page, stepId: string, email: string): Promise<void> {
  const step = `[data-step-id="${stepId}"]`;
  const measurement = {
    height: ['height-cm', '178'],
    weight: ['weight', '92'],
    perfect_weight: ['perfect_weight', '80'],
  } as const;
  if (stepId === 'gender') {
    await tabTo(page, '[data-option="f"]');
    await page.keyboard.press('Enter');
  } else if (stepId in measurement) {
    const [name, value] = measurement[stepId as keyof typeof measurement];
    await typeInto(page, `input[name="${name}"]`, value);
    await tabTo(page, CONTINUE);
    await page.keyboard.press('Enter');
  } else if (stepId === 'age') {
    await typeInto(page, 'input[name="age"]', '34');
    await page.keyboard.press('Enter');
  } else if (stepId === 'email') {
    await typeInto(page, 'input[name="email"]', email);
    await page.keyboard.press('Enter');
  } else if (stepId === 'progress') {
    const question = '[data-testid="analysing-question"]';
    await page.locator(question).waitFor({ timeout: TIMEOUT });
    await tabTo(page, `${question} [data-option]`);
    await page.keyboard.press('Enter');
  } else if ((await page.locator(`${step} [aria-pressed]`).count()) > 0) {
    await tabTo(page, `${step} [data-option]`);
    await page.keyboard.press('Space');
    await tabTo(page, CONTINUE);
    await page.keyboard.press('Enter');
  } else if ((await page.locator(`${step} [data-option]`).count()) > 0) {
    await tabTo(page, `${step} [data-option]`);
    await page.keyboard.press('Enter');
  } else if (stepId !== 'loading') {
    await tabTo(page, CONTINUE);
    await page.keyboard.press('Enter');
  }
}

// ---------------------------------------------------------------------------------------------
// Public forms (no login): form → review → receipt, by keyboard only. The cancellation form
// (/cancel) uses it below; the withdrawal form (/withdraw) is meant to reuse it as it is, with
// its own selectors and actions.

/** One thing a visitor does on a public form, in the order a keyboard user meets the fields. */
type FormAction =
  /** Tab (or Shift+Tab) to the field and type. */
  | { fill: string; text: string }
  /** Tab into the radio group (it lands on the chosen radio) and choose with the arrow keys. */
  | { choose: { name: string; value: string } }
  /** Send the form as it is: the first invalid field must take the focus. */
  | { submitInvalid: true };

type PublicFormWalk = {
  path: string;
  /** Selectors of the form's step, the review's and the receipt's, each holding its h1. */
  steps: { form: string; review: string; receipt: string };
  actions: FormAction[];
  /** The form's button to the review, the review's button that sends, and its way back to edit. */
  buttons: { toReview: string; send: string; edit: string };
};

/**
 * Opens the form, does the actions, goes to the review and sends it; each step's heading takes
 * the focus, and every control reached shows its focus.
 */
async function walkPublicFormByKeyboard(page: Page, walk: PublicFormWalk): Promise<void> {
  await page.goto(`${BASE_URL}${walk.path}`);
  await expectHeadingFocused(page, walk.steps.form);
  for (const action of walk.actions) {
    if ('fill' in action) {
      await typeInto(page, action.fill, action.text);
    } else if ('choose' in action) {
      const { name, value } = action.choose;
      await tabTo(page, `input[name="${name}"]`);
      await arrowTo(page, name, value);
    } else {
      await tabTo(page, walk.buttons.toReview);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => focusedMatches(page, `${walk.steps.form} [aria-invalid="true"]`))
        .toBe(true);
    }
  }
  await tabTo(page, walk.buttons.toReview);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, walk.steps.review);
  // Past the button that sends, to "edit", and back to it (Shift+Tab); Space sends.
  await tabTo(page, walk.buttons.edit);
  await tabTo(page, walk.buttons.send);
  await page.keyboard.press('Space');
  await expectHeadingFocused(page, walk.steps.receipt);
}
// ---------------------------------------------------------------------------------------------

describe('keyboard only', () => {
  it('questionnaire and payment modal: every step by keyboard, focus on each heading, to a paid plan', async () => {
    const browser = await launchBrowser();
    close = () => browser.close();
    const page = await browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const email = uniqueEmail('keyboard');
    await page.goto(`${BASE_URL}/`);

    const seen: string[] = [];
    while (new URL(page.url()).pathname !== '/payment') {
      const stepId = await currentStepId(page);
      if (seen.at(-1) !== stepId) {
        seen.push(stepId);
        if (stepId === 'loading' || stepId === 'progress') {
          expect(await page.getByRole('progressbar').count(), stepId).toBeGreaterThan(0);
        } else {
          await expect
            .poll(() => focusedMatches(page, `[data-step-id="${stepId}"] h1`), { timeout: 5_000 })
            .toBe(true);
        }
      }
      await answerByKeyboard(page, stepId, email);
      await page
        .waitForFunction(
          (previous) =>
            window.location.pathname === '/payment' ||
            document.querySelector('[data-step-id]')?.getAttribute('data-step-id') !== previous,
          stepId,
          { timeout: TIMEOUT },
        )
        .catch(async () => {
          const focus = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
          throw new Error(
            `keyboard answer did not leave ${stepId} (after ${seen.join(', ')}); focus: ${focus}`,
          );
        });
    }
    expect(seen.length).toBeGreaterThan(30);

    await page.locator('[data-package-id]').first().waitFor({ timeout: TIMEOUT });
    await tabTo(page, '[data-testid="confirm"]', 200);
    await page.keyboard.press('Enter');
    const modal = '[data-testid="payment-modal"]';
    await page.locator(`${modal} input[autocomplete="cc-number"]`).waitFor({ timeout: TIMEOUT });
    await typeInto(page, `${modal} input[autocomplete="cc-number"]`, uniqueCardNumber());
    await typeInto(page, `${modal} input[autocomplete="cc-exp"]`, '1234');
    await typeInto(page, `${modal} input[autocomplete="cc-csc"]`, '123');
    await tabTo(page, '[data-testid="pay"]');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/payment', { timeout: TIMEOUT });
    // The app leaves /payment on Stripe's return, before the subscription's webhooks may have
    // been handled: the record turns active once they are (read at once, this raced them).
    await expect
      .poll(async () => (await findUserByNewsletterEmail(email))?.[1].subscription?.status, {
        timeout: TIMEOUT,
      })
      .toBe('active');
  });

  it('reduced motion: steps change without transitions', async () => {
    const browser = await launchBrowser();
    close = () => browser.close();
    const page = await browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${BASE_URL}/onboarding/gender`);
    const step = page.locator('[data-step-id="gender"]');
    await step.waitFor({ timeout: TIMEOUT });
    const durations = await step.evaluate((node) => {
      const all = [node, ...Array.from(node.querySelectorAll('*'))];
      return all.flatMap((element) => {
        const style = getComputedStyle(element);
        return [style.transitionDuration, style.animationDuration]
          .flatMap((value) => value.split(','))
          .map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 1 : 1000));
      });
    });
    expect(Math.max(...durations)).toBeLessThanOrEqual(1);
  });

  it('managing a plan: cancel in §4.13 order to the special offer, rather pause, pick a length with the arrow keys, back out', async () => {
    const { email, uid } = await seedSubscriber('activeOneMonth');
    const browser = await launchBrowser();
    close = () => browser.close();
    const page = await browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${BASE_URL}/manage_subscription`);
    const login = '[data-step-id="login"]';
    await page.locator(`${login} input[name="email"]`).waitFor({ timeout: TIMEOUT });
    await typeInto(page, `${login} input[name="email"]`, email);
    await typeInto(page, `${login} input[name="password"]`, DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    await expectHeadingFocused(page, '[data-step-id="subscription_status"]');
    await tabTo(page, '[data-option="cancelSubscription"]');
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, '[data-step-id="cancellation_reason"]');
    await tabTo(page, '[data-option="undecided"]');
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, '[data-step-id="cancellation_reason_undecided"]');
    await tabTo(page, '[data-option="cancelAnyway"]');
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, '[data-step-id="special_offer"]');
    await tabTo(page, '[data-option="pauseInstead"]');
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, '[data-step-id="pause_offer"]');
    await tabTo(page, '[data-option="pause"]');
    await page.keyboard.press('Space');
    await expectHeadingFocused(page, '[data-step-id="pause_subscription"]');
    await tabTo(page, 'input[name="pause-duration"]:checked');
    await arrowTo(page, 'pause-duration', 'threeMonths');
    await page.keyboard.press('ArrowUp');
    expect(await focusedMatches(page, 'input[value="twoMonths"]:checked')).toBe(true);
    await tabTo(page, '[data-option="goBack"]');
    await page.keyboard.press('Enter');

    // Back to the pause offer the picker was opened from; nothing paused, nothing canceled.
    await expectHeadingFocused(page, '[data-step-id="pause_offer"]');
    const { id } = await recordedSubscription(uid);
    expect(await atStripe(id)).toMatchObject({
      pause_collection: null,
      cancel_at_period_end: false,
    });
  });

  it('the partner flow: e-mail, check your inbox, then (from the mail) register and download', async () => {
    const email = uniqueEmail('keyboard-wellhub');
    const registration = await createRegistration(email);
    const browser = await launchBrowser();
    close = () => browser.close();
    const page = await browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${BASE_URL}/wellhub?wellhubRegistrationId=${registration.id}`);
    await page.locator('[data-testid="wellhub-email-hint"]').waitFor({ timeout: TIMEOUT });
    await typeInto(page, 'input[name="email"]', email);
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, '[data-screen="wellhub_check_inbox"]');
    await tabTo(page, '[data-testid="resend"]');

    // The mail is outside the page: its link opens the sign-up, as from a webmail.
    await page.goto(await verificationLinkSentTo(email));
    await expectHeadingFocused(page, '[data-screen="wellhub_register"]');
    await typeInto(page, 'input[name="firstName"]', 'Wanda');
    await typeInto(page, 'input[name="password"]', 'secret123');
    await page.keyboard.press('Enter');
    await page.locator('[data-screen="download"][aria-busy="false"]').waitFor({ timeout: TIMEOUT });
    await expectHeadingFocused(page, '[data-screen="download"]');
    expect(new URL(page.url()).pathname).toBe('/wellhub/download');
  });

  it('the public cancellation form: errors, form, review and receipt', async () => {
    const browser = await launchBrowser();
    close = () => browser.close();
    const page = await browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const email = uniqueEmail('keyboard-cancel');
    await walkPublicFormByKeyboard(page, {
      path: '/cancel',
      steps: {
        form: '[data-step-id="form"]',
        review: '[data-step-id="review"]',
        receipt: '[data-step-id="done"]',
      },
      actions: [
        { submitInvalid: true },
        { fill: 'input[name="name"]', text: 'Erika Mustermann' },
        { fill: 'input[name="email"]', text: email },
        { choose: { name: 'kind', value: 'extraordinary' } },
        { fill: 'textarea[name="reason"]', text: 'Moving abroad' },
      ],
      buttons: {
        toReview: '[data-testid="continue"]',
        send: '[data-testid="cancel-now"]',
        edit: '[data-testid="edit"]',
      },
    });
    const receipt = await page.locator('[data-testid="cancel-receipt"]').innerText();
    expect(receipt).toContain(email.toLowerCase());
    expect(receipt).toContain('Moving abroad');
  });

  it('the public withdrawal form: errors, form, review with "Confirm withdrawal" and receipt', async () => {
    const browser = await launchBrowser();
    close = () => browser.close();
    const page = await browser.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const email = uniqueEmail('keyboard-withdraw');
    await walkPublicFormByKeyboard(page, {
      path: '/withdraw',
      steps: {
        form: '[data-step-id="form"]',
        review: '[data-step-id="review"]',
        receipt: '[data-step-id="done"]',
      },
      actions: [
        { submitInvalid: true },
        { fill: 'input[name="name"]', text: 'Erika Mustermann' },
        { fill: 'input[name="email"]', text: email },
        { fill: 'input[name="reference"]', text: 'sub_keyboard' },
      ],
      buttons: {
        toReview: '[data-testid="withdraw-continue"]',
        send: '[data-testid="withdraw-confirm"]',
        edit: '[data-testid="withdraw-edit"]',
      },
    });
    const receipt = await page.locator('[data-testid="withdraw-receipt"]').innerText();
    expect(receipt).toContain(email.toLowerCase());
    expect(receipt).toContain('sub_keyboard');
  });
});
