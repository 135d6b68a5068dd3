// platform/egress: the one way the server reaches a destination a merchant (or a shop's visitor) supplied:
// SMTP hosts, web push endpoints, outgoing webhooks, image URLs, provider endpoints stored per account.
//
//   assertPublicDestination(target, { field, kind, allowPrivate })   before storing or trying it: 422
//       naming `field` when the URL is not http(s) or the name resolves to a blocked address.
//   egressRequest(url, init, { allowPrivate })   one HTTP(S) request; { status, header(), body }.
//   openEgressSocket({ host, port, allowPrivate, timeoutMs })   a TCP socket (SMTP).
//   EgressError   the only error those two throw: reason 'blocked' | 'unreachable', no other detail, so a
//       refused, reset or timed-out connection all read the same (no port scanning through our answers).
//   afterUniformDelay(startedAt, ms)   pads an interactive failure to a fixed time for the same reason.
//   isBlockedAddress(ip)   the address rule itself.
//
// Blocked: loopback, private (RFC 1918, fc00::/7), link-local and cloud metadata, carrier-grade NAT,
// unspecified, multicast, reserved and documentation ranges, IPv4-mapped/compatible IPv6, and NAT64/6to4
// addresses that carry a blocked IPv4. Names are resolved when the connection opens (a custom `lookup`),
// so an answer that changes after the form was checked is still refused.
//
// `allowPrivate` is `config.egressAllowPrivate` (EGRESS_ALLOW_PRIVATE; off unless set, for development and
// tests against local fakes). The operator's own endpoints set by environment (SMTP_URL, EMAIL_RELAY_URL,
// provider base URLs) are not merchant-supplied and do not go through this guard.
export { isBlockedAddress } from './blocked-addresses';
export { EgressError, type TEgressFailure } from './guarded-lookup';
export { assertPublicDestination, afterUniformDelay } from './destination-check';
export { egressRequest, type TEgressRequest, type TEgressResponse } from './egress-request';
export { openEgressSocket, type TEgressSocketOptions } from './egress-socket';
