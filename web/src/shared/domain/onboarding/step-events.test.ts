import { describe, expect, it } from 'vitest';
import { EVENT_NAME_MAX_LENGTH, funnelEventName, stepEventName } from './step-events';

describe('step events', () => {
  it.each([
    ['commit', 'gender', 'web_commit_1_gender'],
    ['commit', 'email', 'web_commit_33_email'],
    ['goto', 'tracked_hours', 'web_goto_2_tracked_hours'],
    ['goback', 'age_range', 'web_goback_3_age_range'],
    ['skip', 'bad_habits', 'web_skip_20_bad_habits'],
    ['skip', 'bmi', 'web_skip_28_bmi'],
    ['goto', 'bmi_info', 'web_goto_28_bmi_info'],
    ['commit', 'receive_email', 'web_commit_34_receive_email'],
    ['commit', 'existing_email_login', 'web_commit_34_existing_email_login'],
    ['goback', 'reinforcement_before_after', 'web_goback_21_reinforcement_before_after'],
    ['commit', 'plan_is_ready', 'web_commit_35_plan_is_ready'],
  ] as const)('%s %s → %s', (action, stepId, name) => {
    expect(stepEventName(action, stepId)).toBe(name);
  });

  it('cuts names to 40 characters', () => {
    const name = funnelEventName('commit', 21, 'reinforcement_before_after_and_more');
    expect(name).toBe('web_commit_21_reinforcement_before_after');
    expect(name).toHaveLength(EVENT_NAME_MAX_LENGTH);
  });

  it('has no event for an unknown step', () => {
    expect(stepEventName('goto', 'nope')).toBeUndefined();
  });
});
