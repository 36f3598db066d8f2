export { Accordion } from './Accordion/Accordion';
