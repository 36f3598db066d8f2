import { createAppConfig } from 'tooling/webpack.mjs';
import { exposes } from './federation.config.mjs';

export default createAppConfig({
  packageDir: import.meta.dirname,
  federationName: 'mfe_desk',
  title: 'mfe-desk (standalone) | Aravali Care Hospital',
  port: 3004,
  portVariable: 'DESK_PORT',
  exposes,
});
