import { describe, expect, it } from 'vitest';
import { devOnlyChecks } from './dev-only.rules.js';

describe('devOnlyChecks (spec 02 §6: the debug panel is development-only)', () => {
  it.each<[string, { path: string; text: string }[], string, string[] | undefined]>([
    ['a production build', [{ path: 'assets/start.js', text: 'render(App)' }], 'ok', undefined],
    [
      'the debug panel shipped',
      [
        { path: 'assets/start.js', text: 'render(App)' },
        { path: 'assets/mount-debug-panel.js', text: '{"data-dev-only":"debug-panel"}' },
      ],
      'fail',
      ['assets/mount-debug-panel.js'],
    ],
  ])('%s → %s', (_name, texts, outcome, details) => {
    const check = devOnlyChecks(texts);
    expect(check.outcome).toBe(outcome);
    expect(check.details).toEqual(details);
  });
});
