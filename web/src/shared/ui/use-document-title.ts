import { useEffect } from 'react';

/** Names the tab "<title> | Fastwell" while the screen is shown, then gives the old name back. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = window.document.title;
    window.document.title = `${title} | Fastwell`;
    return () => {
      window.document.title = previous;
    };
  }, [title]);
}
