/** A booking's reference as patients quote it on the phone: a prefix and the id, six digits or more. */
export function bookingReference(prefix: 'APT' | 'LAB', id: number): string {
  return `${prefix}-${String(id).padStart(6, '0')}`;
}
