// Server-sent events parser (the WHATWG event-stream format) for streamed chat completions.
// Yields each event's data (multi-line data joined with \n); comments and other fields are skipped.

export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      // Keep a trailing \r: it may be the first half of a \r\n split across chunks.
      let lineEnd: RegExpExecArray | null;
      const lineBreak = /\r\n|\n|\r(?!$)/g;
      let consumed = 0;
      while ((lineEnd = lineBreak.exec(buffer))) {
        const line = buffer.slice(consumed, lineEnd.index);
        consumed = lineEnd.index + lineEnd[0].length;
        if (line === '') {
          if (data.length) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
      }
      buffer = buffer.slice(consumed);
      if (done) break;
    }
    // A stream that ends without the final blank line still delivers its last event.
    const last = buffer.replace(/\r$/, '');
    if (last.startsWith('data:')) data.push(last.slice(last.startsWith('data: ') ? 6 : 5));
    if (data.length) yield data.join('\n');
  } finally {
    reader.releaseLock();
  }
}
