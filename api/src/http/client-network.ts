/**
 * Who a limit counts: one IPv4 address is one client, but an IPv6 client is given a whole /64 (its
 * ISP hands it 2^64 addresses), so every limit keyed by address uses these keys, never `request.ip`.
 * A network (an IPv4 /24, an IPv6 /64) is what one party can easily hold many addresses of: caps on
 * what one party may keep (future bookings) count per network.
 */
import ipaddr from 'ipaddr.js';

function parsed(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(ip)) return null;
  const address = ipaddr.parse(ip);
  // An IPv4 client seen through an IPv6 socket (::ffff:203.0.113.7) is that IPv4 client.
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (address as ipaddr.IPv6).toIPv4Address();
  }
  return address;
}

function prefix(address: ipaddr.IPv4 | ipaddr.IPv6, bits: number): string {
  const cidr = `${address.toString()}/${bits}`;
  const network =
    address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(cidr) : ipaddr.IPv6.networkAddressFromCIDR(cidr);
  return `${network.toString()}/${bits}`;
}

/** One client: an IPv4 address, or an IPv6 /64. Anything unparsable is keyed as it came. */
export function clientKey(ip: string): string {
  const address = parsed(ip);
  if (!address) return ip;
  return address.kind() === 'ipv4' ? address.toString() : prefix(address, 64);
}

/** One network: an IPv4 /24, or an IPv6 /64. */
export function networkKey(ip: string): string {
  const address = parsed(ip);
  if (!address) return ip;
  return prefix(address, address.kind() === 'ipv4' ? 24 : 64);
}
