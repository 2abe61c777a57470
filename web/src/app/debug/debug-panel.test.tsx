import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStore } from '../testing/app-harness';
import { RELEASE } from '../../shared/domain/release';
import { DebugPanel } from './debug-panel';

afterEach(cleanup);

function renderPanel() {
  const store = createTestStore({ selections: { gender: 'f' } });
  runInAction(() => {
    store.session.user = { uid: 'uid-42', isAnonymous: true, email: null, displayName: null };
    store.flags.values = { ...store.flags.values, 'color-scheme': 'blue' };
  });
  render(<DebugPanel store={store} release={RELEASE} />);
  return store;
}

const toggle = () => screen.getByRole('button', { name: 'Debug' });
const field = (term: string) => document.querySelector(`[data-debug="${term}"]`)?.textContent;
const pressShortcut = () =>
  fireEvent.keyDown(window, { key: 'D', code: 'KeyD', altKey: true, shiftKey: true });

describe('the debug panel (spec 02 §6, development only)', () => {
  it('shows the release, the user id, the app state and the flags, live', () => {
    const store = renderPanel();
    fireEvent.click(toggle());
    expect(field('release')).toBe('0.84.0');
    expect(field('user id')).toBe('uid-42 (anonymous)');
    expect(field('language')).toBe('en');
    expect(JSON.parse(screen.getByTestId('debug-selections').textContent ?? '')).toMatchObject({
      gender: 'f',
    });
    expect(JSON.parse(screen.getByTestId('debug-flags').textContent ?? '')).toMatchObject({
      'color-scheme': 'blue',
    });
    act(() => {
      runInAction(() => {
        store.session.user = null;
      });
    });
    expect(field('user id')).toBe('signed out');
  });

  it('works from the keyboard: its button or Alt+Shift+D opens it, Escape closes it', () => {
    renderPanel();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Debug panel' })).toBeNull();

    act(() => pressShortcut());
    const heading = screen.getByRole('heading', { name: 'Debug panel' });
    expect(document.activeElement).toBe(heading);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Debug panel' }).id).toBe(
      toggle().getAttribute('aria-controls'),
    );

    fireEvent.keyDown(heading, { key: 'Escape' });
    expect(screen.queryByRole('heading', { name: 'Debug panel' })).toBeNull();
    expect(document.activeElement).toBe(toggle());

    act(() => pressShortcut());
    act(() => pressShortcut());
    expect(screen.queryByRole('heading', { name: 'Debug panel' })).toBeNull();
  });

  it('carries the development-only marker the deploy check looks for', () => {
    renderPanel();
    expect(toggle().closest('[data-dev-only="debug-panel"]')).not.toBeNull();
  });
});
