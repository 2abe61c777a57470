import { Fragment, type ReactNode } from 'react';

const TAG = /<([a-z]+)>([^<]*)<\/\1>/g;

/**
 * A translation with simple tags (`agree to our <terms>Terms</terms>`), each tag's text given to
 * its render function: what react-i18next's <Trans> does for the plain first screen, without
 * its 5 KB (gzip) before the first question can answer a tap. Tags are not nested; an unknown
 * tag keeps its text. The text is React text, never HTML.
 */
export function TaggedText({
  text,
  tags,
}: {
  text: string;
  tags: Record<string, (children: string) => ReactNode>;
}) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(text.slice(last, match.index));
    const render = tags[name];
    parts.push(render ? <Fragment key={match.index}>{render(inner)}</Fragment> : inner);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
