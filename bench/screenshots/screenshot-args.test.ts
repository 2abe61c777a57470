import { describe, expect, it } from 'vitest';
import { parseScreenshotArgs } from './screenshot-args';

describe('npm run screenshots arguments', () => {
  it('captures en and de under the commit label by default', () => {
    expect(parseScreenshotArgs([])).toEqual({
      capture: { label: undefined, langs: ['en', 'de'], running: false },
    });
  });

  it('captures the languages and label given, on a running stack if asked', () => {
    expect(
      parseScreenshotArgs(['--label=before', '--langs=de,en,es,fr,it,pt', '--running']),
    ).toEqual({
      capture: { label: 'before', langs: ['de', 'en', 'es', 'fr', 'it', 'pt'], running: true },
    });
  });

  it('compares two labels with the default tolerance and threshold, capturing nothing', () => {
    expect(parseScreenshotArgs(['--compare=before,after'])).toEqual({
      compare: {
        labels: ['before', 'after'],
        langs: undefined,
        tolerance: 8,
        thresholdPercent: 0.1,
      },
    });
  });

  it('captures, then compares, when a label is given with --compare', () => {
    const command = parseScreenshotArgs([
      '--label=again',
      '--compare=before,again',
      '--langs=de',
      '--tolerance=0',
      '--threshold=0.5',
    ]);
    expect(command.capture).toEqual({ label: 'again', langs: ['de'], running: false });
    expect(command.compare).toEqual({
      labels: ['before', 'again'],
      langs: ['de'],
      tolerance: 0,
      thresholdPercent: 0.5,
    });
  });

  it.each([
    [['--langs=en,nl'], /unknown language/],
    [['--label=../x'], /label/],
    [['--label=compare-x'], /label/],
    [['--compare=before'], /two different labels/],
    [['--compare=a,a'], /two different labels/],
    [['--compare=a,b', '--tolerance=300'], /0 to 255/],
    [['--compare=a,b', '--threshold=-1'], /0 to 100/],
    [['--compare=a,b', '--running'], /--running/],
    [['--threshold=1'], /go with --compare/],
    [['--label'], /needs =value/],
    [['--running=yes'], /no value/],
    [['--lang=en'], /unknown argument/],
    [['before'], /unknown argument/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseScreenshotArgs(argv)).toThrow(message);
  });
});
