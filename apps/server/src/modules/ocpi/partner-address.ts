import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses an operator's URL may not lead us to unless private addresses are allowed (issue 42 §3):
 * a holder of token A names the URL we fetch, so without this it could make us probe our own network.
 */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // unspecified, "this network"
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // shared address space (carrier NAT), private in effect
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // RFC 1918
  ['192.168.0.0', 16], // RFC 1918
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address (v4, v6, v4-mapped v6) is loopback, private, link-local or unspecified. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class ForbiddenAddressError extends Error {}

/** The host of a URL without IPv6 brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Resolves the URL's host and refuses it when any of its addresses is forbidden. */
export async function assertPublicHost(url: URL): Promise<void> {
  const host = bareHost(url);
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  const bad = addresses.find(isForbiddenAddress);
  if (addresses.length === 0 || bad)
    throw new ForbiddenAddressError(`${host} resolves to ${bad ?? 'nothing'}`);
}

/**
 * A `lookup` for the socket that checks every address the name resolves to at connect time too, so a
 * name that resolves differently the second time (DNS rebinding) still cannot reach a forbidden one.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { all: true, family: options.family as number | undefined })
    .then((addresses) => {
      const bad = addresses.find((a) => isForbiddenAddress(a.address));
      if (addresses.length === 0 || bad) {
        callback(new ForbiddenAddressError(`${hostname} resolves to ${bad?.address ?? 'nothing'}`), '', 4);
        return;
      }
      const first = addresses[0] as { address: string; family: number };
      if (options.all) (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      else callback(null, first.address, first.family);
    })
    .catch((error: NodeJS.ErrnoException) => callback(error, '', 4));
};
