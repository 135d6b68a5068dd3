import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EgressError, egressRequest, isBlockedAddress, openEgressSocket } from './index';

describe('egress guard', () => {
  it('blocks loopback, private, link-local, metadata, mapped and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.100.100.200',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:8.8.8.8',
      '::127.0.0.1',
      'fd00:ec2::254',
      'fe80::1',
      '64:ff9b::a00:1',
      '2002:7f00:1::',
      'not-an-address',
    ])
      expect(isBlockedAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '64:ff9b::808:808', '2002:808:808::'])
      expect(isBlockedAddress(address), address).toBe(false);
  });

  describe('at connect time', () => {
    let server: net.Server;
    let port = 0;
    const open = new Set<net.Socket>();
    beforeAll(async () => {
      server = net.createServer((socket) => {
        open.add(socket);
        socket.on('error', () => socket.destroy());
        socket.end('HTTP/1.1 200 OK\r\nconnection: close\r\ncontent-length: 2\r\n\r\nok');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    });
    afterAll(async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    // `localhost` and the decimal form of 127.0.0.1 are names: only the resolved answer tells.
    it.each(['127.0.0.1', 'localhost', '2130706433', '[::ffff:127.0.0.1]'])('refuses %s', async (host) => {
      await expect(egressRequest(`http://${host}:${port}/`, {}, { allowPrivate: false })).rejects.toMatchObject({
        reason: 'blocked',
      });
      const socketHost = host.replace(/^\[|\]$/g, '');
      await expect(openEgressSocket({ host: socketHost, port, allowPrivate: false, timeoutMs: 2000 })).rejects.toThrow(
        EgressError,
      );
    });

    it('connects when private hosts are allowed', async () => {
      const res = await egressRequest(`http://127.0.0.1:${port}/`, {}, { allowPrivate: true });
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe('ok');
      const socket = await openEgressSocket({ host: 'localhost', port, allowPrivate: true, timeoutMs: 2000 });
      socket.destroy();
    });

    it('reports a closed port exactly like any other failure', async () => {
      const closed = net.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const closedPort = (closed.address() as net.AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const error = await egressRequest(`http://127.0.0.1:${closedPort}/`, {}, { allowPrivate: true }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(EgressError);
      expect(error).toMatchObject({ reason: 'unreachable', message: 'destination unreachable' });
    });
  });
});
