/**
 * Whose calls count together when they are counted by client address (the API's rate limits, the chat sockets
 * waiting to authenticate): an IPv4 address, or the /64 network of an IPv6 address. A single machine or customer
 * line is given a whole IPv6 /64 and may take any address in it, so counting IPv6 addresses one by one would let
 * one client count as millions.
 */
import { isIPv6 } from 'node:net';

/** The hextets an IPv6 part stands for (an embedded IPv4 address stands for two). */
const hextets = (part: string) => (part === '' ? [] : part.split(':')).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));

export function addressKey(ip: string): string {
  const address = ip.split('%')[0]; // a zone (fe80::1%eth0) names an interface, not a client
  if (!isIPv6(address)) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  const [head, tail] = address.split('::');
  const front = hextets(head);
  const back = tail === undefined ? [] : hextets(tail);
  const all = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
