import { serveBuild } from 'site-server';

serveBuild({ packageDir: import.meta.dirname, name: 'mfe-content', portVariable: 'CONTENT_PORT', defaultPort: 3001 });
