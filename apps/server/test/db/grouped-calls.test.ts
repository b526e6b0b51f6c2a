// db/grouped-calls.ts: calls arriving while one runs go together as the next; a lone call goes at once.
import { describe, expect, it } from 'vitest';
import { groupedCalls } from '../../src/db/grouped-calls';

/** A write whose calls are recorded and which finishes when the test says so. */
function heldWrite() {
  const calls: number[][] = [];
  const release: (() => void)[] = [];
  const write = (items: readonly number[]) => {
    calls.push([...items]);
    return new Promise<number[]>((resolve) => release.push(() => resolve(items.map((n) => n * 10))));
  };
  return { calls, release, write };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('groupedCalls', () => {
  it('writes a lone item at once and those arriving meanwhile together next', async () => {
    const w = heldWrite();
    const put = groupedCalls(w.write);
    const first = put(1);
    expect(w.calls).toEqual([[1]]);
    const later = [put(2), put(3), put(4)];
    await settled();
    expect(w.calls).toEqual([[1]]);
    w.release[0]?.();
    expect(await first).toBe(10);
    await settled();
    expect(w.calls).toEqual([[1], [2, 3, 4]]);
    w.release[1]?.();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it('splits a long queue by the maximum', async () => {
    const w = heldWrite();
    const put = groupedCalls(w.write, 2);
    const all = [put(1), put(2), put(3), put(4)];
    for (let i = 0; i < 3; i++) {
      w.release[i]?.();
      await settled();
    }
    expect(w.calls).toEqual([[1], [2, 3], [4]]);
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40]);
  });

  it('fails only the callers of the write that failed, and goes on with the next', async () => {
    let n = 0;
    const put = groupedCalls(async (items: readonly string[]) => {
      n++;
      await settled();
      if (n === 2) throw new Error('lost connection');
      return items.map((s) => s.toUpperCase());
    });
    const first = put('a');
    const failing = [put('b'), put('c')];
    const results = await Promise.allSettled([first, ...failing]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(await put('d')).toBe('D');
  });
});
