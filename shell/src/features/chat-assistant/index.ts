export { ChatAssistant } from './ChatAssistant';
