export { Header } from './Header';
export { takeServedHeader } from './servedHeader';
