import { describe, expect, it } from 'vitest';
import {
  type ManageChoice,
  type ManageContext,
  type ManageNext,
  nextManageStep,
} from './manage-flow';
import { MANAGE_STEPS, REASON_STEP, SUCCESS_STEPS, isManageStep } from './manage-steps';

const plain: ManageContext = {
  hadSpecialOffer: false,
  userFlagged: false,
  onTrial: false,
  inAppBrowser: false,
  pauseFrom: 'subscription_status',
};
const CANCEL: ManageNext = {
  kind: 'action',
  action: 'cancel',
  then: 'cancel_subscription_success',
};
// Issue 17: the offer is asked of the server (which alone decides it) before it is shown.
const OFFER: ManageNext = {
  kind: 'action',
  action: 'requestSpecialOffer',
  then: 'special_offer',
};

describe('nextManageStep (spec 02 §4.13)', () => {
  it.each<[ManageChoice, ManageNext]>([
    [
      { step: 'subscription_status', option: 'cancelSubscription' },
      { kind: 'step', step: 'cancellation_reason' },
    ],
    [
      { step: 'subscription_status', option: 'pauseSubscription' },
      { kind: 'step', step: 'pause_subscription' },
    ],
    [
      { step: 'subscription_status', option: 'restoreSubscription' },
      { kind: 'action', action: 'restore', then: 'subscription_restoration_success' },
    ],
    [
      { step: 'subscription_status', option: 'unpauseSubscription' },
      { kind: 'action', action: 'unpause', then: 'unpause_subscription_success' },
    ],
    [
      { step: 'subscription_status', option: 'reactivateSubscription' },
      { kind: 'route', route: 'managePayment' },
    ],
    [
      { step: 'subscription_status', option: 'haveQuestion' },
      { kind: 'step', step: 'have_questions' },
    ],
    [
      { step: 'have_questions', option: 'goToFAQ' },
      { kind: 'link', link: 'faq' },
    ],
    [
      { step: 'have_questions', option: 'contactSupport' },
      { kind: 'link', link: 'support' },
    ],
    [
      { step: 'pause_offer', option: 'pause' },
      { kind: 'step', step: 'pause_subscription' },
    ],
    [{ step: 'pause_offer', option: 'noThanks' }, CANCEL],
    [
      { step: 'pause_subscription', option: 'confirm', duration: 'oneMonth' },
      { kind: 'action', action: 'pause', then: 'pause_subscription_success', months: 1 },
    ],
    [
      { step: 'pause_subscription', option: 'confirm', duration: 'twoMonths' },
      { kind: 'action', action: 'pause', then: 'pause_subscription_success', months: 2 },
    ],
    [
      { step: 'pause_subscription', option: 'confirm', duration: 'threeMonths' },
      { kind: 'action', action: 'pause', then: 'pause_subscription_success', months: 3 },
    ],
    [
      { step: 'pause_subscription', option: 'goBack' },
      { kind: 'step', step: 'subscription_status' },
    ],
    [{ step: 'cancellation_reason', reason: 'notSpecified' }, OFFER],
    [{ step: 'contact_us_about_experience', answer: 'yes' }, OFFER],
    [{ step: 'contact_us_about_experience', answer: 'no' }, OFFER],
    [
      { step: 'special_offer', option: 'accept' },
      { kind: 'action', action: 'acceptSpecialOffer', then: 'special_offer_accepted' },
    ],
    [{ step: 'special_offer', option: 'decline' }, CANCEL],
    [
      { step: 'special_offer', option: 'pauseInstead' },
      { kind: 'step', step: 'pause_offer' },
    ],
  ])('%j → %j', (choice, next) => {
    expect(nextManageStep(choice, plain)).toEqual(next);
  });

  it.each(['subscription_status', 'pause_offer'] as const)(
    'go back on the pause picker opened from %s returns there',
    (pauseFrom) => {
      expect(
        nextManageStep({ step: 'pause_subscription', option: 'goBack' }, { ...plain, pauseFrom }),
      ).toEqual({ kind: 'step', step: pauseFrom });
    },
  );

  it('never shows the pause offer before the reasons: cancel leads to them, whatever the context', () => {
    for (const context of [
      plain,
      { ...plain, hadSpecialOffer: true },
      { ...plain, onTrial: true },
      { ...plain, pauseFrom: 'pause_offer' as const },
    ])
      expect(
        nextManageStep({ step: 'subscription_status', option: 'cancelSubscription' }, context),
      ).toEqual({ kind: 'step', step: 'cancellation_reason' });
  });

  it.each(Object.entries(REASON_STEP))(
    'reason %s → its screen, learn more → its article',
    (reason, step) => {
      expect(
        nextManageStep(
          { step: 'cancellation_reason', reason: reason as keyof typeof REASON_STEP },
          plain,
        ),
      ).toEqual({ kind: 'step', step });
      expect(
        nextManageStep({ step: 'reason', reasonStep: step, option: 'learnMore' }, plain),
      ).toEqual({
        kind: 'link',
        link: 'reasonArticle',
        reasonStep: step,
      });
    },
  );

  it.each([
    ['cancellation_reason_expensive', OFFER],
    ['cancellation_reason_undecided', OFFER],
    ['cancellation_reason_goal_achieved', OFFER],
    ['cancellation_reason_found_better_alternative', OFFER],
    ['cancellation_reason_app_complicated', { kind: 'step', step: 'contact_us_about_experience' }],
    ['cancellation_reason_app_not_helping', { kind: 'step', step: 'contact_us_about_experience' }],
  ] as const)('cancel anyway on %s → %j', (reasonStep, next) => {
    expect(nextManageStep({ step: 'reason', reasonStep, option: 'cancelAnyway' }, plain)).toEqual(
      next,
    );
  });

  it.each<[Partial<ManageContext>, ManageNext]>([
    [{}, OFFER],
    [{ hadSpecialOffer: true }, CANCEL],
    [{ userFlagged: true }, CANCEL],
    [{ onTrial: true }, CANCEL],
  ])('cancel anyway with %j → %j', (context, next) => {
    const choice: ManageChoice = {
      step: 'reason',
      reasonStep: 'cancellation_reason_expensive',
      option: 'cancelAnyway',
    };
    expect(nextManageStep(choice, { ...plain, ...context })).toEqual(next);
    expect(
      nextManageStep(
        { step: 'cancellation_reason', reason: 'notSpecified' },
        { ...plain, ...context },
      ),
    ).toEqual(next);
  });

  it.each(SUCCESS_STEPS)(
    'got it on %s returns to status, or closes an in-app browser',
    (successStep) => {
      const choice: ManageChoice = { step: 'success', successStep, option: 'gotIt' };
      expect(nextManageStep(choice, plain)).toEqual({ kind: 'step', step: 'subscription_status' });
      expect(nextManageStep(choice, { ...plain, inAppBrowser: true })).toEqual({
        kind: 'closeInAppBrowser',
      });
    },
  );

  it('knows every step id of spec 02 §2.6', () => {
    expect(MANAGE_STEPS).toHaveLength(19);
    expect(isManageStep('special_offer')).toBe(true);
    expect(isManageStep('payment')).toBe(false);
  });
});
