/** What this remote offers the shell and other remotes; widgets match shared-ui's widget registry. */
export const exposes = {
  './routes': './src/app/routes.ts',
  './ContactForm': './src/features/contact/ContactFormWidget.tsx',
};
