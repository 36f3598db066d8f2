import path from 'node:path';
import { createAppConfig } from 'tooling/webpack.mjs';

export default createAppConfig({
  packageDir: import.meta.dirname,
  federationName: 'shell',
  title: 'Aravali Care Hospital, Faridabad',
  description:
    'Aravali Care Hospital, Faridabad: 24 X 7 emergency care, specialist doctors, lab tests and home care. Book an appointment online.',
  port: 3000,
  portVariable: 'SHELL_PORT',
  favicon: path.join(import.meta.dirname, 'public', 'favicon.svg'),
});
