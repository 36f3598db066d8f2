/** `npm run privacy -w api -- <command>`: see src/features/privacy/cli.ts, or run it with --help. */
import { main } from '../src/features/privacy/cli';

process.exitCode = await main(process.argv.slice(2));
