import { serveBuild } from 'shared-ui/build/serve.mjs';

serveBuild({ packageDir: import.meta.dirname, name: 'shell', portVariable: 'SHELL_PORT', defaultPort: 3000 });
