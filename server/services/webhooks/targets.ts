import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be delivered. A receiver's address is chosen by whoever administers an API
 * client, so without a check it could make this server call its own network (server-side request
 * forgery). Only public unicast addresses are allowed, unless private targets are (tests, the demo).
 * The check runs on the addresses the connection will use, after DNS, so a name that resolves to a
 * private address, or changes to one after the subscription was made, is refused too.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class TargetRefused extends Error {
  constructor(host: string) {
    super(`${host} is not a public address; webhooks are delivered to public receivers only`);
    this.name = 'TargetRefused';
  }
}

/** The host of a URL as an address when it is one (IPv6 without brackets), else null. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

/** A `lookup` for the connection that fails when any address the name resolves to is not public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address)))
      return callback(new TargetRefused(hostname), '', 0);
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};
