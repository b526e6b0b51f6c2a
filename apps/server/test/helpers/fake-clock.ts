import type { Clock } from '../../src/platform/clock';

/** A clock the test moves by hand; starts at the real now. */
export function fakeClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}
