import { serveBuild } from 'shared-ui/build/serve.mjs';

serveBuild({ packageDir: import.meta.dirname, name: 'mfe-content', portVariable: 'CONTENT_PORT', defaultPort: 3001 });
