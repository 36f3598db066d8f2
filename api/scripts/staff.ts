/** `npm run staff -w api -- <command>`: see src/features/staff/cli.ts, or run it with --help. */
import { main } from '../src/features/staff/cli';

process.exitCode = await main(process.argv.slice(2));
