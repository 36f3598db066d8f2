/** Prescription uploads: images, pdf, doc, docx; the API checks the content, not the name. */
export const PRESCRIPTION_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const;

/** For an `<input type="file" accept>`. */
export const PRESCRIPTION_ACCEPT = Object.entries(PRESCRIPTION_TYPES)
  .flatMap(([mime, extensions]) => [mime, ...extensions])
  .join(',');
