import { serveBuild } from 'site-server';

// Its layout and its own pages show the hospital's facts: rendered again when the admin changes them.
serveBuild({
  packageDir: import.meta.dirname,
  name: 'shell',
  portVariable: 'SHELL_PORT',
  defaultPort: 3000,
  preloadRemotePages: true,
  freshPages: true,
});
