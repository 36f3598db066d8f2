import { serveBuild } from 'site-server';

serveBuild({
  packageDir: import.meta.dirname,
  name: 'shell',
  portVariable: 'SHELL_PORT',
  defaultPort: 3000,
  preloadRemotePages: true,
});
