export { QrCode } from './QrCode/QrCode';
export type { QrCodeProps } from './QrCode/QrCode';
