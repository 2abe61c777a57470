import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  type Pixels,
  type StepComparison,
  comparePixels,
  comparisonTable,
  fails,
  pngSize,
  verdictOf,
} from './screenshot-diff';

/** A width×height image of one colour, with `changes` pixels (index → RGBA) set apart. */
function image(
  width: number,
  height: number,
  rgba: number[],
  changes: Record<number, number[]> = {},
): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1)
    data.set(changes[pixel] ?? rgba, pixel * 4);
  return { width, height, data };
}

const GREY = [100, 100, 100, 255];

describe('pixel comparison', () => {
  it('finds no difference between equal images and draws them faded', () => {
    const diff = comparePixels(image(3, 2, GREY), image(3, 2, GREY), 8);
    expect(diff).toMatchObject({ width: 3, height: 2, differing: 0 });
    expect([...diff.image.subarray(0, 4)]).toEqual([216, 216, 216, 255]);
  });

  it('counts pixels whose channels differ by more than the tolerance, drawn red', () => {
    const b = image(3, 2, GREY, { 1: [108, 92, 100, 255], 4: [100, 100, 109, 255] });
    const diff = comparePixels(image(3, 2, GREY), b, 8);
    expect(diff.differing).toBe(1);
    expect([...diff.image.subarray(16, 20)]).toEqual([255, 0, 0, 255]);
    expect(comparePixels(image(3, 2, GREY), b, 0).differing).toBe(2);
  });

  it('counts the pixels only one image covers when the sizes differ', () => {
    const diff = comparePixels(image(2, 2, GREY), image(2, 3, GREY), 8);
    expect(diff).toMatchObject({ width: 2, height: 3, differing: 2 });
  });
});

/** The first 24 bytes of a PNG and its IHDR chunk. */
function pngHeader(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return Buffer.concat([header, deflateSync(Buffer.alloc(1))]);
}

describe('PNG size', () => {
  it('reads the size from the header', () => {
    expect(pngSize(pngHeader(390, 1744))).toEqual({ width: 390, height: 1744 });
    expect(() => pngSize(Buffer.from('GIF89a, not a PNG at all, really'))).toThrow(/not a PNG/);
  });
});

describe('the decision per step', () => {
  const size = { width: 100, height: 100 };
  const step = (comparison: Partial<StepComparison>): StepComparison => ({
    lang: 'de',
    step: 'gender',
    a: size,
    b: size,
    differing: 0,
    ...comparison,
  });

  it('passes equal steps and steps within the threshold', () => {
    expect(verdictOf(step({}), 0.1)).toBe('same');
    expect(verdictOf(step({ differing: 10 }), 0.1)).toBe('within threshold');
    expect(fails(verdictOf(step({ differing: 10 }), 0.1))).toBe(false);
  });

  it('fails above the threshold, on a size change, and when a label lacks the step', () => {
    expect(verdictOf(step({ differing: 11 }), 0.1)).toBe('changed');
    expect(verdictOf(step({ b: { width: 100, height: 101 } }), 0.1)).toBe('size changed');
    expect(verdictOf(step({ b: undefined, differing: undefined }), 0.1)).toBe('missing');
    for (const verdict of ['changed', 'size changed', 'missing'] as const)
      expect(fails(verdict)).toBe(true);
  });

  it('tabulates step, language, differing pixels and size', () => {
    const table = comparisonTable(
      [
        step({ differing: 11 }),
        step({ step: 'goal', a: undefined, differing: undefined }),
        step({ step: 'age', b: { width: 100, height: 120 }, differing: 2000 }),
      ],
      0.1,
    );
    expect(table.split('\n')).toEqual([
      '| step | language | differing pixels | size | verdict |',
      '|---|---|---|---|---|',
      '| gender | de | 11 (0.110 %) | same (100×100) | changed |',
      '| goal | de | only in the second label | none → 100×100 | missing |',
      '| age | de | 2000 (16.667 %) | 100×100 → 100×120 | size changed |',
    ]);
  });
});
