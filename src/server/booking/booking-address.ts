import { createHmac, createSecretKey, hkdfSync } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * An IPv6 subscriber is given a whole /64 network at least, and picks addresses in it at will; counted one by one,
 * its addresses would be as many fresh budgets. The first four groups name the network.
 */
const IPV6_NETWORK_GROUPS = 4;
const IPV6_GROUPS = 8;

/** The groups of an IPv6 address as written, an IPv4 tail taking the place of the last two. */
function groupsOf(part: string): string[] {
  if (part === '') return [];
  return part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
}

/** What one booker's addresses have in common: an IPv4 address itself, or the /64 network of an IPv6 address. */
export function networkOf(address: string): string {
  const bare = address.split('%')[0];
  if (isIP(bare) !== 6) return address;
  const [head, tail] = bare.toLowerCase().split('::');
  const front = groupsOf(head);
  const groups = tail === undefined ? front : [...front, ...Array<string>(IPV6_GROUPS - front.length - groupsOf(tail).length).fill('0'), ...groupsOf(tail)];
  return `${groups
    .slice(0, IPV6_NETWORK_GROUPS)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The keyed hash an order keeps of the address it was made from. */
export type AddressHasher = (address: string) => string;

/**
 * Orders are kept for years, and counting needs no more than equality, so they keep a keyed hash of the network
 * instead of the address. The key is derived from the server's secret: a hash of the whole IPv4 space is cheap to
 * compute, so a plain one would give the addresses back to anyone with a copy of the table.
 */
export function addressHasher(secret: Uint8Array): AddressHasher {
  // A key object is imported once; a raw key was imported again on every hash, which cost more than the hash.
  const key = createSecretKey(Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), 'storefront booking address', 32)));
  return (address) => createHmac('sha256', key).update(networkOf(address)).digest('base64url');
}
