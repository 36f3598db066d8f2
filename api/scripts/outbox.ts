/** `npm run outbox -w api -- <command>`: see src/mail/cli.ts, or run it with --help. */
import { main } from '../src/mail/cli';

process.exitCode = await main(process.argv.slice(2));
