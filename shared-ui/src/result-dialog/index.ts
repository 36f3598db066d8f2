export { ResultDialog } from './ResultDialog/ResultDialog';
