import type { Response } from 'express';

// Server-Sent Events over a plain HTTP/1.1 response. Every event is written (and so flushed) at once:
// no compression runs on the API, and X-Accel-Buffering / no-transform ask proxies not to buffer or
// rewrite. A comment line every `heartbeatMs` keeps idle connections (and proxies) from timing out.

export interface EventStream {
  send(event: object): void;
  end(): void;
}

export function openEventStream(res: Response, heartbeatMs: number): EventStream {
  res.status(200);
  res.set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  const write = (chunk: string) => {
    if (!res.writableEnded && !res.destroyed) res.write(chunk);
  };
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
  res.on('close', () => clearInterval(heartbeat));
  return {
    // JSON escapes newlines, so each event is exactly one data: line.
    send: (event) => write(`data: ${JSON.stringify(event)}\n\n`),
    end() {
      clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
    },
  };
}

/** An AbortController that fires when the client goes away before the response is finished. */
export function abortOnDisconnect(res: Response): AbortController {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new DOMException('The client disconnected', 'AbortError'));
  });
  return controller;
}
