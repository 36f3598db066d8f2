/**
 * `npm run staff -w api -- <command>`: see src/features/staff/cli.ts, or run it with --help; the
 * HMIS's keys (`hmis-key …`) are src/features/hmis/cli.ts.
 */
import { main as hmisKeys } from '../src/features/hmis/cli';
import { main } from '../src/features/staff/cli';

const argv = process.argv.slice(2);
process.exitCode = await (argv[0] === 'hmis-key' ? hmisKeys(argv) : main(argv));
