import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small loopback HTTP load balancer: request n goes to upstream n mod k, with no stickiness, as students
// would be spread over stateless instances. Each response says which upstream served it (X-Served-By).

export interface AlternatingProxy {
  url: string;
  setUpstreams(urls: string[]): void;
  close(): Promise<void>;
}

export async function startAlternatingProxy(): Promise<AlternatingProxy> {
  let upstreams: URL[] = [];
  let next = 0;
  const server: Server = createServer((req, res) => {
    const index = next++ % upstreams.length;
    const target = upstreams[index]!;
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent: false,
      },
      (upstream) => {
        res.writeHead(upstream.statusCode ?? 502, { ...upstream.headers, 'x-served-by': String(index) });
        upstream.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setUpstreams: (urls) => (upstreams = urls.map((u) => new URL(u))),
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
