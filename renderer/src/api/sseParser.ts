// A Server-Sent Events parser for fetch() bodies (EventSource cannot POST or send a JSON body).
// Follows the WHATWG event-stream rules the app needs: lines end with LF, CRLF or CR (a CR at the
// end of one chunk may pair with an LF at the start of the next), lines starting with ':' are
// comments (heartbeats), `data:` lines accumulate and a blank line dispatches the event.
// Other fields (event, id, retry) are ignored: the analysis stream only uses `data`.

export class SseParser {
  private buffer = '';
  private data: string[] = [];

  /** Feeds decoded text; returns the data of every event completed by it, in order. */
  push(chunk: string): string[] {
    this.buffer += chunk;
    const events: string[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const ch = this.buffer[i];
      if (ch !== '\n' && ch !== '\r') continue;
      // A trailing CR may be the first half of a CRLF split across chunks: wait for more input.
      if (ch === '\r' && i === this.buffer.length - 1) break;
      this.line(this.buffer.slice(start, i), events);
      if (ch === '\r' && this.buffer[i + 1] === '\n') i++;
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  /**
   * The stream has ended. Per the standard an event without its closing blank line is dropped;
   * returns that unfinished data (if any) so the caller may still try it.
   */
  end(): string | null {
    if (this.buffer) this.line(this.buffer.replace(/\r$/, ''), []);
    this.buffer = '';
    const rest = this.data.length ? this.data.join('\n') : null;
    this.data = [];
    return rest;
  }

  private line(line: string, events: string[]): void {
    if (line === '') {
      if (this.data.length) events.push(this.data.join('\n'));
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return; // comment / heartbeat
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return;
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    this.data.push(value);
  }
}
