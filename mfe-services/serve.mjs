import { serveBuild } from 'shared-ui/build/serve.mjs';

serveBuild({ packageDir: import.meta.dirname, name: 'mfe-services', portVariable: 'SERVICES_PORT', defaultPort: 3002 });
