import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text';

const link = (to: string) => (children: string) => <a href={to}>{children}</a>;

describe('TaggedText', () => {
  it('renders each tag with its function and keeps the text around them', () => {
    const { container } = render(
      <TaggedText
        text="Agree to our <terms>Terms of Use</terms> and <privacy>Privacy Policy</privacy>."
        tags={{ terms: link('/terms'), privacy: link('/privacy') }}
      />,
    );
    expect(container.innerHTML).toBe(
      'Agree to our <a href="/terms">Terms of Use</a> and <a href="/privacy">Privacy Policy</a>.',
    );
  });

  it('keeps the text of an unknown tag and of text without tags, never as HTML', () => {
    const { container } = render(
      <TaggedText text="<b>bold</b> and <img src=x onerror=alert(1)>" tags={{}} />,
    );
    expect(container.textContent).toBe('bold and <img src=x onerror=alert(1)>');
    expect(container.querySelector('img, b')).toBeNull();
  });
});
