import { describe, expect, it } from 'vitest';
import { shellRequests } from './shell-requests';

describe('shellRequests: what index.html fetches besides its entry script', () => {
  it('names preloaded chunks and stylesheets', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-A.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-B.js">' +
      '<link rel="stylesheet" href="/assets/index-C.css"><link rel="icon" href="/favicon.svg">' +
      '</head>';
    expect(shellRequests(html)).toEqual(['/assets/rolldown-runtime-B.js', '/assets/index-C.css']);
  });

  it('is empty for a shell with only its entry script and icon', () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg"><script type="module" src="/assets/index-A.js"></script></head>';
    expect(shellRequests(html)).toEqual([]);
  });
});
