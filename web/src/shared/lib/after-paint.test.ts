import { describe, expect, it } from 'vitest';
import { runInTasks } from './after-paint';

describe('runInTasks', () => {
  it('runs the first job at once and each next one in a later task, in order', async () => {
    const ran: string[] = [];
    const done = runInTasks(
      () => ran.push('flags'),
      () => ran.push('features'),
      () => ran.push('auth'),
    );
    expect(ran).toEqual(['flags']);
    // A task queued now runs between the second and the third job: they are separate tasks.
    setTimeout(() => ran.push('other task'), 0);
    await Promise.resolve();
    expect(ran).toEqual(['flags']);
    await done;
    expect(ran).toEqual(['flags', 'features', 'other task', 'auth']);
  });
});
