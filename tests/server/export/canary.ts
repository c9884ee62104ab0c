import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An HTTP server on loopback that records every request it receives (it should receive none). */
export async function startCanary(): Promise<{ port: number; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.setHeader('Content-Type', 'text/html');
    res.end('<p>CANARY-CONTENT</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
