/** `npm run vitals -w api`: see src/features/vitals/cli.ts, or run it with --help. */
import { main } from '../src/features/vitals/cli';

process.exitCode = await main(process.argv.slice(2));
