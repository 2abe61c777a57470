/** An RGBA image as a canvas gives it (getImageData): 4 bytes a pixel, rows top to bottom. */
export type Pixels = { width: number; height: number; data: ArrayLike<number> };

export type PixelDiff = {
  width: number;
  height: number;
  /** Pixels of the union of both sizes that differ, or that only one image covers. */
  differing: number;
  /** RGBA of the diff image: differing pixels red over a faded copy of `b`. */
  image: Uint8ClampedArray;
};

/**
 * Compares two images pixel by pixel over the union of their sizes: a pixel differs when a
 * channel differs by more than `tolerance`, or when only one image covers it. Runs in the page
 * that decoded the PNGs (its source is sent there), so it uses nothing from this module's scope.
 */
export function comparePixels(a: Pixels, b: Pixels, tolerance: number): PixelDiff {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const image = new Uint8ClampedArray(width * height * 4);
  let differing = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inA = x < a.width && y < a.height;
      const inB = x < b.width && y < b.height;
      const at = (y * width + x) * 4;
      const atA = (y * a.width + x) * 4;
      const atB = (y * b.width + x) * 4;
      let differs = !inA || !inB;
      for (let channel = 0; channel < 4 && !differs; channel += 1) {
        const delta = Math.abs((a.data[atA + channel] ?? 0) - (b.data[atB + channel] ?? 0));
        differs = delta > tolerance;
      }
      if (differs) {
        differing += 1;
        image[at] = 255;
        image[at + 1] = 0;
        image[at + 2] = 0;
      } else {
        for (let channel = 0; channel < 3; channel += 1)
          image[at + channel] = 255 - (255 - (b.data[atB + channel] ?? 255)) * 0.25;
      }
      image[at + 3] = 255;
    }
  }
  return { width, height, differing, image };
}

export type Size = { width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's size from its header (the IHDR chunk, which comes first). */
export function pngSize(png: Uint8Array): Size {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const isPng = png.length >= 24 && PNG_SIGNATURE.every((byte, index) => png[index] === byte);
  if (!isPng || String.fromCharCode(...png.subarray(12, 16)) !== 'IHDR')
    throw new Error('not a PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** One step of one language, compared: what each label has and how many pixels differ. */
export type StepComparison = {
  lang: string;
  step: string;
  a?: Size;
  b?: Size;
  /** Absent when a label lacks the step. */
  differing?: number;
};

export type Verdict = 'same' | 'within threshold' | 'changed' | 'size changed' | 'missing';

/** Share of the pixels (of the union of both sizes) that differ, in percent. */
export function differingPercent(comparison: StepComparison): number {
  const { a, b, differing } = comparison;
  if (a === undefined || b === undefined || differing === undefined) return 100;
  const total = Math.max(a.width, b.width) * Math.max(a.height, b.height);
  return total === 0 ? 0 : (differing / total) * 100;
}

/**
 * A step passes when both labels have it at the same size and at most `thresholdPercent` of its
 * pixels differ. A size change fails whatever the count: a page grown or shrunk is a visual change.
 */
export function verdictOf(comparison: StepComparison, thresholdPercent: number): Verdict {
  const { a, b, differing } = comparison;
  if (a === undefined || b === undefined || differing === undefined) return 'missing';
  if (a.width !== b.width || a.height !== b.height) return 'size changed';
  if (differing === 0) return 'same';
  return differingPercent(comparison) > thresholdPercent ? 'changed' : 'within threshold';
}

export const fails = (verdict: Verdict): boolean =>
  verdict === 'changed' || verdict === 'size changed' || verdict === 'missing';

const sizeText = (size: Size | undefined): string =>
  size === undefined ? 'none' : `${size.width}×${size.height}`;

function sizeChange({ a, b }: StepComparison): string {
  if (a === undefined || b === undefined) return `${sizeText(a)} → ${sizeText(b)}`;
  if (a.width === b.width && a.height === b.height) return `same (${sizeText(a)})`;
  return `${sizeText(a)} → ${sizeText(b)}`;
}

function differingText(comparison: StepComparison): string {
  if (comparison.differing === undefined) {
    if (comparison.a === undefined && comparison.b === undefined) return 'in neither label';
    return comparison.a === undefined ? 'only in the second label' : 'only in the first label';
  }
  const percent = differingPercent(comparison);
  return `${comparison.differing} (${percent === 0 ? '0' : percent.toFixed(3)} %)`;
}

/** A Markdown table of the comparisons, a row each, with the verdict. */
export function comparisonTable(
  comparisons: readonly StepComparison[],
  thresholdPercent: number,
): string {
  const rows = comparisons.map((comparison) => [
    comparison.step,
    comparison.lang,
    differingText(comparison),
    sizeChange(comparison),
    verdictOf(comparison, thresholdPercent),
  ]);
  return [
    '| step | language | differing pixels | size | verdict |',
    '|---|---|---|---|---|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}
