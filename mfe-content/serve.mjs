import { serveBuild } from 'tooling/serve.mjs';

serveBuild({ packageDir: import.meta.dirname, name: 'mfe-content', portVariable: 'CONTENT_PORT', defaultPort: 3001 });
