import { createHash } from 'node:crypto';
import { audit, AuditKey, truncateAddress } from '../src/audit/audit';

describe('the audit trail', () => {
  it('cuts IPv4 to /24 and IPv6 to /48', () => {
    expect(truncateAddress('203.0.113.77')).toBe('203.0.113.0/24');
    expect(truncateAddress('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(truncateAddress('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd::/48');
    expect(truncateAddress('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(truncateAddress('not an address')).toBe('unknown');
  });

  it('logs a reference only as a hash keyed with the API key, the same for any spelling case', () => {
    const lines: unknown[] = [];
    const log = { info: (entry: unknown) => lines.push(entry) } as unknown as Parameters<typeof audit>[0];
    const key = new AuditKey('k'.repeat(32));
    audit(log, 'booking.lookup', { reference: 'APT-7K3MQ-9XD4R', ip: '203.0.113.77', outcome: 'not_found' }, key);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('7K3MQ');
    expect(text).not.toContain('203.0.113.77');
    expect(text).toContain(key.referenceHash('apt-7k3mq-9xd4r'));
    expect(text).toContain('"client":"203.0.113.0/24"');
    expect(text).toContain('"event":"booking.lookup"');
  });

  it('hashes a reference with its key: stable for one key, unlike a plain hash anyone could recompute', () => {
    const reference = 'APT-7K3MQ-9XD4R';
    const key = new AuditKey('k'.repeat(32));
    const hash = key.referenceHash(reference);
    expect(new AuditKey('k'.repeat(32)).referenceHash(reference)).toBe(hash);
    expect(new AuditKey('j'.repeat(32)).referenceHash(reference)).not.toBe(hash);
    for (const plain of [reference, `audit:${reference}`]) {
      expect(createHash('sha256').update(plain).digest('hex')).not.toContain(hash);
    }
  });
});
