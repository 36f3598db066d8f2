import { serveBuild } from 'site-server';

serveBuild({ packageDir: import.meta.dirname, name: 'mfe-services', portVariable: 'SERVICES_PORT', defaultPort: 3002 });
