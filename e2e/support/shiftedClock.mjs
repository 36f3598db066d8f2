/**
 * Preloaded into a server the journey starts (`node --import`), to run it on another day: `new
 * Date()` and `Date.now()` read the wall clock moved by E2E_CLOCK_OFFSET_MS. The desk's journey
 * needs an OPD day with its morning still ahead, whatever day and hour the suite runs; timers and
 * every given date are untouched.
 */
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
if (Number.isFinite(offset) && offset !== 0) {
  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
}
