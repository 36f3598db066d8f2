import { createAppConfig } from 'tooling/webpack.mjs';
import { exposes } from './federation.config.mjs';

export default createAppConfig({
  packageDir: import.meta.dirname,
  federationName: 'mfe_content',
  title: 'mfe-content (standalone) | Aravali Care Hospital',
  port: 3001,
  portVariable: 'CONTENT_PORT',
  exposes,
});
