export { Card } from './Card/Card';
export type { CardProps } from './Card/Card';
export { ClampedText } from './ClampedText/ClampedText';
export type { ClampedTextProps } from './ClampedText/ClampedText';
