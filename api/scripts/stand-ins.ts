/**
 * Starts the MSG91 and WhatsApp stand-ins (src/stand-ins/providers.ts) for dev mode:
 *   npm run stand-ins -w api    # on port 4090; prints the settings that point an API at them
 *   npm run dev -w api          # the same with `--api`: also runs the API (tsx watch) with those settings
 * So in `npm run dev` every SMS and WhatsApp message goes through the providers' documented HTTP
 * requests, and receipts come back to the API's webhooks (the WhatsApp ones signed as Meta signs
 * them); `npm start` has no keys and writes the messages as files in the data folder's outbox.
 * Every message the stand-ins accept is printed here. STAND_INS_PORT moves them; the API is
 * reached on API_URL (default http://localhost:<API_PORT or 4000>).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { devStandIns, devStandInSettings } from '../src/stand-ins/providers';

const withApi = process.argv.includes('--api');
const port = Number(process.env['STAND_INS_PORT'] ?? 4090);
const api = (process.env['API_URL'] ?? `http://localhost:${process.env['API_PORT'] ?? 4000}`).replace(/\/+$/, '');
const standIns = devStandIns(api);
await standIns.start(port);
const settings = devStandInSettings(standIns);

let shown = 0;
const printer = setInterval(() => {
  for (const message of standIns.accepted.slice(shown)) {
    console.info(
      `[stand-ins] ${message.channel} to ${message.to}: ${message.template} (${message.language}) ${JSON.stringify(message.variables)}`,
    );
  }
  shown = standIns.accepted.length;
}, 500);

if (withApi) {
  console.info(`[stand-ins] MSG91 and WhatsApp stand-ins on ${standIns.url}; the API sends through them.`);
  // The stand-ins' settings replace any keys in the shell: in dev a real key would reach real patients.
  const tsx = fileURLToPath(import.meta.resolve('tsx/cli'));
  const child = spawn(process.execPath, [tsx, 'watch', 'src/server.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, ...settings },
    stdio: 'inherit',
  });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  child.once('exit', (code, signal) => {
    clearInterval(printer);
    void standIns.close().then(() => process.exit(code ?? (signal ? 1 : 0)));
  });
} else {
  console.info(`Stand-ins on ${standIns.url}. Start the API with:`);
  console.info(
    Object.entries(settings)
      .map(([name, value]) => `${name}='${value}'`)
      .join(' \\\n'),
  );
}
