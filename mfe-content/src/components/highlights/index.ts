export { CareHighlights } from './CareHighlights';
