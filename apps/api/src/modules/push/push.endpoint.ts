import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch } from 'undici';

/** The addresses a host name stands for (the system's resolver by default; tests answer without DNS). */
export type Resolve = (hostname: string) => Promise<string[]>;

const systemResolve: Resolve = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true })).map((a) => a.address);

/** An endpoint that is no push service's: refused at subscribe time, dropped at send time. */
export class PushEndpointRefused extends Error {
  constructor(reason: string) {
    super(`push endpoint refused: ${reason}`);
    this.name = 'PushEndpointRefused';
  }
}

export type PushRequest = { headers: Record<string, string>; body: Buffer; signal: AbortSignal };

/**
 * Where notifications may go (decision 0060): push services are public host names on https port 443. `vet`
 * checks an endpoint as it is subscribed; `post` sends to it, connecting only to an address vetted at that
 * moment, and rejects with PushEndpointRefused when there is none.
 */
export type PushEndpointGuard = {
  vet(endpoint: string): Promise<void>;
  post(endpoint: string, request: PushRequest): Promise<number>;
};

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether a push service may have this address: unicast on the public Internet. Loopback, private, CGNAT,
 * link-local, multicast, broadcast, documentation and reserved ranges are not, nor IPv4 hidden in IPv6
 * (mapped, 6to4, Teredo, NAT64).
 */
function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  if (ip.range() !== 'unicast') return false;
  return ip.kind() === 'ipv4' || (ip as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/**
 * The endpoint's host name when its form is a push service's: https, the default port, no credentials, a name
 * of at least two labels that is no `localhost`. IP literals are refused whatever their range: the URL parser
 * turns 0x7f000001, 2130706433 or 0177.0.0.1 into dotted IPv4, and no push service is reached by address.
 */
function endpointHost(endpoint: string): string {
  const url = URL.parse(endpoint);
  if (!url) throw new PushEndpointRefused('not a URL');
  if (url.protocol !== 'https:') throw new PushEndpointRefused(`scheme ${url.protocol}`);
  if (url.port !== '') throw new PushEndpointRefused(`port ${url.port}`);
  if (url.username || url.password) throw new PushEndpointRefused('credentials');
  const host = url.hostname.replace(/\.+$/, '');
  if (host.startsWith('[') || net.isIP(host) !== 0) throw new PushEndpointRefused(`address ${host}`);
  if (!host.includes('.') || host.endsWith('.localhost')) throw new PushEndpointRefused(`host ${host}`);
  return host;
}

async function publicAddresses(resolve: Resolve, host: string): Promise<string[]> {
  const addresses = await resolve(host);
  const refused = addresses.find((a) => !isPublicAddress(a));
  if (refused !== undefined) throw new PushEndpointRefused(`${host} resolves to ${refused}`);
  return addresses;
}

/**
 * The connection's own name lookup: the socket connects to the addresses vetted here, so no second lookup
 * (a DNS answer changed in between) can send it elsewhere.
 */
function vettedLookup(resolve: Resolve): net.LookupFunction {
  return (hostname, options, callback) => {
    publicAddresses(resolve, hostname).then(
      (addresses) => {
        const wanted = addresses
          .map((address) => ({ address, family: net.isIP(address) }))
          .filter((a) => !options.family || a.family === options.family);
        if (wanted.length === 0) {
          callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
        } else if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}

/** The guard every server runs with; tests give their own resolver. */
export function pushEndpointGuard(resolve: Resolve = systemResolve): PushEndpointGuard {
  const dispatcher = new Agent({ connect: { lookup: vettedLookup(resolve) } });
  return {
    async vet(endpoint) {
      const host = endpointHost(endpoint);
      try {
        await publicAddresses(resolve, host);
      } catch (err) {
        // A name that does not resolve now (DNS down, this machine offline) is taken: sending checks it again.
        if (err instanceof PushEndpointRefused) throw err;
      }
    },
    async post(endpoint, request) {
      endpointHost(endpoint);
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          ...request,
          dispatcher,
          // A redirect could lead to an address the lookup never sees (an IP literal): push services do not.
          redirect: 'manual',
        });
        await res.body?.cancel();
        return res.status;
      } catch (err) {
        throw err instanceof TypeError && err.cause instanceof PushEndpointRefused ? err.cause : err;
      }
    },
  };
}
