// Every schema a form of the site validates with: the one module a browser loads (with yup) the
// first time a form is used, through formRules.ts. The API imports the same schemas from the index.
export * from './schemas';
export * from './accounts';
export * from './staff';
