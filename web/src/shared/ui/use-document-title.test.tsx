import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './use-document-title';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

afterEach(cleanup);

describe('useDocumentTitle', () => {
  it('names the tab while shown, follows a new title and restores the old name after', () => {
    window.document.title = 'Fastwell';
    const { rerender, unmount } = render(<Titled title="Terms" />);
    expect(window.document.title).toBe('Terms | Fastwell');
    rerender(<Titled title="AGB" />);
    expect(window.document.title).toBe('AGB | Fastwell');
    unmount();
    expect(window.document.title).toBe('Fastwell');
  });
});
