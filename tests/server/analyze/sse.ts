// Reads a Server-Sent Events response the way a browser's parser would: blocks end with a blank line,
// `data:` lines carry JSON, lines starting with ':' are comments (heartbeats).

export type SseItem = { data: Record<string, unknown> } | { comment: string };

export async function* readSse(res: Response): AsyncGenerator<SseItem> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) yield { comment: line.slice(1).trim() };
          else if (line.startsWith('data: '))
            yield { data: JSON.parse(line.slice(6)) as Record<string, unknown> };
        }
      }
    }
  } finally {
    reader.releaseLock();
  }
}

/** Every data event of a stream that runs to its end. */
export async function streamEvents(res: Response): Promise<Array<Record<string, unknown>>> {
  const events: Array<Record<string, unknown>> = [];
  for await (const item of readSse(res)) if ('data' in item) events.push(item.data);
  return events;
}
