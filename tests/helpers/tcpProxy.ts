import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

// A loopback TCP proxy in front of the database, so a test can take the database away from one app (every
// open connection dropped, new ones refused, as when PostgreSQL restarts) and give it back, while the
// database itself, and every other test file using it, carries on.

export interface TcpProxy {
  /** The upstream URL with host and port replaced by the proxy's. */
  url: string;
  /** Drops every connection and refuses new ones until restore(). */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(upstreamUrl: string): Promise<TcpProxy> {
  const upstream = new URL(upstreamUrl);
  const sockets = new Set<Socket>();
  let down = false;
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (down) {
      client.destroy();
      return;
    }
    const db = connect(Number(upstream.port || 5432), upstream.hostname);
    track(db);
    client.pipe(db).pipe(client);
    client.on('close', () => db.destroy());
    db.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(upstreamUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      down = false;
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
