import { serveBuild } from 'tooling/serve.mjs';

serveBuild({ packageDir: import.meta.dirname, name: 'mfe-services', portVariable: 'SERVICES_PORT', defaultPort: 3002 });
