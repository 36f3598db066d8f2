import { serveBuild } from 'site-server';

serveBuild({ packageDir: import.meta.dirname, name: 'mfe-desk', portVariable: 'DESK_PORT', defaultPort: 3004 });
