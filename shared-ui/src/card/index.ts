export { Card } from './Card/Card';
export { ClampedText } from './ClampedText/ClampedText';
