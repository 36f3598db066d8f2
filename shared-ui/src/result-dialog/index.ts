export { ResultDialog } from './ResultDialog/ResultDialog';
export type { ResultDialogProps } from './ResultDialog/ResultDialog';
