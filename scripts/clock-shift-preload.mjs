/**
 * Loaded with `node --import` by scripts/test-clock-shift.ts: moves this process's wall clock by
 * CLOCK_SHIFT_DAYS days. `Date.now()` and `new Date()` move; PGlite (WebAssembly) reads its `now()`
 * from the same clock, so the database moves with the process. Dates built from a value stay as given,
 * and dates Node makes itself (a file's times) stay `instanceof Date`: the global is a proxy of the
 * real constructor, not a subclass.
 */
const shift = Number(process.env.CLOCK_SHIFT_DAYS ?? 0) * 86_400_000;
if (shift) {
  const RealDate = Date;
  const realNow = RealDate.now;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [realNow() + shift] : args, newTarget),
    apply: () => new RealDate(realNow() + shift).toString(),
    get: (target, key, receiver) =>
      key === 'now' ? () => realNow() + shift : Reflect.get(target, key, receiver),
  });
}
