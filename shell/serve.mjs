import { serveBuild } from 'tooling/serve.mjs';

serveBuild({
  packageDir: import.meta.dirname,
  name: 'shell',
  portVariable: 'SHELL_PORT',
  defaultPort: 3000,
  preloadRemotePages: true,
});
