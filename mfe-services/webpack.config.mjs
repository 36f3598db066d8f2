import { createAppConfig } from 'tooling/webpack.mjs';
import { exposes } from './federation.config.mjs';

export default createAppConfig({
  packageDir: import.meta.dirname,
  federationName: 'mfe_services',
  title: 'mfe-services (standalone) | Aravali Care Hospital',
  port: 3002,
  portVariable: 'SERVICES_PORT',
  exposes,
});
