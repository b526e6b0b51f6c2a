/**
 * Loaded with `node --import` by scripts/test-clock-shift.ts: moves this process's wall clock by
 * CLOCK_SHIFT_DAYS days. `Date.now()` and `new Date()` move; PGlite (WebAssembly) reads its `now()`
 * from the same clock, so the database moves with the process. Dates built from a value stay as given.
 */
const shift = Number(process.env.CLOCK_SHIFT_DAYS ?? 0) * 86_400_000;
if (shift) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...args);
    }
    static now() {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate;
}
