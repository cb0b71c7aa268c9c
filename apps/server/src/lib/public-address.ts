import { BlockList, isIP } from 'node:net';

// Addresses a link given by a user must never make the server connect to: this machine, its
// networks, the cloud's metadata service, and the IPv6 forms that carry an IPv4 address inside
// them (IPv4-compatible, IPv4-mapped, NAT64, 6to4, Teredo), which reach those same places
// through a gateway. A user's link is their input, and a server that fetches any address it
// is given is a way into the network behind it.

const privateV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  privateV4.addSubnet(net, prefix, 'ipv4');

// IPv6: only global unicast (2000::/3) is public; within it, the ranges that are tunnels to
// IPv4 or not routed at all are refused too. Everything outside 2000::/3 (loopback, ::,
// IPv4-compatible ::/96, mapped ::ffff:0:0/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48,
// discard 100::/64, unique local fc00::/7, site-local fec0::/10, link-local fe80::/10,
// multicast ff00::/8) is not global unicast, so it is refused by the first rule.
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const specialV6 = new BlockList();
for (const [net, prefix] of [
  // IETF protocol assignments, Teredo (2001::/32) among them.
  ['2001::', 23],
  ['2001:db8::', 32],
  // 6to4: 2002:AABB:CCDD:: reaches the IPv4 address AA.BB.CC.DD.
  ['2002::', 16],
  ['3fff::', 20],
] as const)
  specialV6.addSubnet(net, prefix, 'ipv6');

/** Whether the server may connect to this IP address on a user's behalf. Anything not an IP is not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !privateV4.check(address, 'ipv4');
  if (family === 6) {
    const zone = address.indexOf('%');
    const plain = zone === -1 ? address : address.slice(0, zone);
    return globalV6.check(plain, 'ipv6') && !specialV6.check(plain, 'ipv6');
  }
  return false;
}
