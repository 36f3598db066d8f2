// Serves the single-bundle build with the shell's own production server, so both builds get the
// same headers, compression and run-time configuration.
import { serveBuild } from 'site-server';

serveBuild({
  packageDir: import.meta.dirname,
  name: 'single bundle',
  portVariable: 'SINGLE_BUNDLE_PORT',
  defaultPort: 3104,
});
