export { default } from 'tooling/stylelint.config.mjs';
