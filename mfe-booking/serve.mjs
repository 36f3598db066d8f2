import { serveBuild } from 'tooling/serve.mjs';

serveBuild({ packageDir: import.meta.dirname, name: 'mfe-booking', portVariable: 'BOOKING_PORT', defaultPort: 3003 });
