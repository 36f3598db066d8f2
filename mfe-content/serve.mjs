import { serveBuild } from 'site-server';

// Home counts the doctors and three pages show packages' prices: rendered again when the desk changes them.
serveBuild({
  packageDir: import.meta.dirname,
  name: 'mfe-content',
  portVariable: 'CONTENT_PORT',
  defaultPort: 3001,
  freshPages: true,
});
