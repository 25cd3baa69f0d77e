import { describe, expect, it } from 'vitest';
import { lineSegments } from './lineSegments';

const at = (ys: (number | null)[]) => ys.map((y, x) => ({ x, y }));

describe('lineSegments', () => {
  it('bridges gaps up to the allowed number of missing buckets', () => {
    expect(lineSegments(at([1, null, null, 4, null, null, 7]), 2)).toEqual([
      [
        { x: 0, y: 1 },
        { x: 3, y: 4 },
        { x: 6, y: 7 },
      ],
    ]);
  });

  it('breaks the line at a longer gap and keeps single points', () => {
    expect(lineSegments(at([null, 1, 2, null, null, 5]), 1)).toEqual([
      [
        { x: 1, y: 1 },
        { x: 2, y: 2 },
      ],
      [{ x: 5, y: 5 }],
    ]);
  });

  it('gives nothing for a series without values', () => {
    expect(lineSegments(at([null, null]), 3)).toEqual([]);
  });
});
