// @ts-check
/**
 * CSS rules of the house: colours only from the design tokens (custom properties defined in
 * shared-ui's tokens.css), media queries only at the breakpoints shared-ui defines, CSS Modules'
 * camelCase class names and `:global`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const breakpointsFile = require.resolve('shared-ui/breakpoints.json');
/** @type {Record<string, number>} */
const breakpoints = JSON.parse(fs.readFileSync(breakpointsFile, 'utf8'));
const widths = Object.values(breakpoints).flatMap((px) => [`${px}px`]);
/** `max-width` queries sit just below a breakpoint so they never overlap its `min-width` twin. */
const maxWidths = Object.values(breakpoints).map((px) => `${px - 0.02}px`);

const COLOUR_FUNCTIONS = ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'];

/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard'],
  ignoreFiles: ['**/dist/**', '**/node_modules/**', '**/coverage/**'],
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': COLOUR_FUNCTIONS,
    'media-feature-name-value-allowed-list': {
      'min-width': widths,
      'max-width': maxWidths,
      width: [...widths.map((w) => w), ...maxWidths],
    },
    'media-feature-range-notation': 'prefix',
    'selector-class-pattern': ['^[a-z][a-zA-Z0-9]*$', { message: 'Class names are camelCase (CSS Modules)' }],
    'selector-pseudo-class-no-unknown': [true, { ignorePseudoClasses: ['global', 'local'] }],
    'property-no-unknown': [true, { ignoreProperties: ['composes'] }],
    'import-notation': 'string',
    'keyframes-name-pattern': ['^[a-z][a-zA-Z0-9]*$', { message: 'Keyframe names are camelCase (CSS Modules)' }],
    'value-keyword-case': ['lower', { ignoreProperties: ['/font-family$/'] }],
    // Modules keep a component's rules together by element; reordering them by specificity would not.
    'no-descending-specificity': null,
  },
  overrides: [
    {
      // The one place colours are written down.
      files: ['**/tokens/tokens.css'],
      rules: {
        'color-no-hex': null,
        'function-disallowed-list': null,
        // Tokens are grouped by kind, with a comment heading each group.
        'custom-property-empty-line-before': null,
        'comment-empty-line-before': null,
        // Global helpers every package may use in markup, such as `visually-hidden`.
        'selector-class-pattern': null,
      },
    },
  ],
};
