/**
 * The API as `server.ts` starts it, but killed with SIGKILL at the crash point named by CRASH_AT
 * (`prescription-written`, `booking-committed`, `reschedule-moved` or `leave-cancelling-<n>`): the crash tests run it in a child process.
 * Prints `{"port": n}` once listening.
 */
import { buildApp } from '../../src/app';
import type { CrashPoints } from '../../src/features/appointments/service';
import { loadConfig } from '../../src/config';

async function killNow(): Promise<void> {
  process.kill(process.pid, 'SIGKILL');
  await new Promise(() => {});
}

const crashAt = process.env['CRASH_AT'];
const crashPoints: CrashPoints = {};
/** `leave-cancelling-<n>`: killed inside the n-th booking's cancellation by leave, before its commit. */
const leaveCrash = /^leave-cancelling-(\d+)$/.exec(crashAt ?? '');
const leaveCrashPoint = async (cancelledSoFar: number) => {
  if (cancelledSoFar === Number(leaveCrash?.[1])) await killNow();
};
if (leaveCrash) {
  // The bookings' own crash points stay unset.
} else if (crashAt === 'prescription-written') crashPoints.prescriptionWritten = killNow;
else if (crashAt === 'booking-committed') crashPoints.bookingCommitted = killNow;
else if (crashAt === 'reschedule-moved') crashPoints.rescheduleMoved = killNow;
else {
  throw new Error(
    `CRASH_AT must be prescription-written, booking-committed or reschedule-moved, got ${String(crashAt)}`,
  );
}

const app = buildApp(loadConfig(), { crashPoints, ...(leaveCrash ? { leaveCrashPoint } : {}) });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('not listening on a port');
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
