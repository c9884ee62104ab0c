// Watches a JSON object arrive in fragments and reports, as soon as they are complete, each top-level
// value and each element of a top-level array. That is what lets the first improvement reach the
// student while the model is still writing the rest. One pass over the text, constant work per
// character; text before the first '{' (a stray ```json fence, a preamble) is skipped.

export interface JsonWatcherEvents {
  /** A top-level key's value has started (for progress text). */
  onKey?: (key: string) => void;
  /** A top-level value is complete: `raw` is its JSON text. */
  onValue?: (key: string, raw: string) => void;
  /** Element `index` of the top-level array under `key` is complete. */
  onElement?: (key: string, index: number, raw: string) => void;
}

export class JsonWatcher {
  private buffer = '';
  private pos = 0;
  private started = false;
  private finished = false;
  private readonly stack: string[] = [];
  private inString = false;
  private escaped = false;
  private stringStart = -1;
  private expectKey = false;
  private key = '';
  private awaitingValue = false;
  private valueStart = -1;
  private elementStart = -1;
  private elementIndex = 0;

  constructor(private readonly events: JsonWatcherEvents) {}

  push(fragment: string): void {
    this.buffer += fragment;
    // Index the fragment, not the growing buffer (indexing a concatenated string flattens it).
    for (let k = 0; k < fragment.length && !this.finished; k++, this.pos++) this.step(fragment[k]!, this.pos);
  }

  private step(c: string, i: number): void {
    if (!this.started) {
      if (c === '{') {
        this.started = true;
        this.stack.push('{');
        this.expectKey = true;
      }
      return;
    }
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (c === '\\') this.escaped = true;
      else if (c === '"') {
        this.inString = false;
        this.endString(i);
      }
      return;
    }
    const depth = this.stack.length;
    switch (c) {
      case '"':
        this.inString = true;
        this.stringStart = i;
        this.beginValue(i);
        return;
      case ':':
        if (depth === 1) this.awaitingValue = true;
        return;
      case ',':
        if (depth === 1) {
          this.expectKey = true;
          this.awaitingValue = false;
        }
        return;
      case '{':
      case '[':
        this.beginValue(i);
        this.stack.push(c);
        return;
      case '}':
      case ']':
        this.stack.pop();
        this.endContainer(i);
        return;
      default:
        // Numbers, true/false/null: not interesting at the levels we report, and they do not nest.
        if (depth === 1 && this.awaitingValue && !/\s/.test(c)) this.awaitingValue = false;
    }
  }

  /** A string, object or array starts at `i`: note it if it is a top-level value or array element. */
  private beginValue(i: number): void {
    const depth = this.stack.length;
    if (depth === 1 && this.awaitingValue) {
      this.awaitingValue = false;
      this.valueStart = i;
      this.elementIndex = 0;
      this.events.onKey?.(this.key);
    } else if (depth === 2 && this.stack[1] === '[' && this.elementStart < 0) {
      this.elementStart = i;
    }
  }

  private endString(i: number): void {
    const depth = this.stack.length;
    if (depth === 1 && this.expectKey) {
      this.key = parseOr(this.buffer.slice(this.stringStart, i + 1), '');
      this.expectKey = false;
    } else if (depth === 1 && this.valueStart === this.stringStart) {
      this.completeValue(i);
    } else if (depth === 2 && this.elementStart === this.stringStart) {
      this.completeElement(i);
    }
  }

  private endContainer(i: number): void {
    const depth = this.stack.length;
    if (depth === 0) this.finished = true;
    else if (depth === 1 && this.valueStart >= 0) this.completeValue(i);
    else if (depth === 2 && this.stack[1] === '[' && this.elementStart >= 0) this.completeElement(i);
  }

  private completeValue(i: number): void {
    this.events.onValue?.(this.key, this.buffer.slice(this.valueStart, i + 1));
    this.valueStart = -1;
  }

  private completeElement(i: number): void {
    this.events.onElement?.(this.key, this.elementIndex++, this.buffer.slice(this.elementStart, i + 1));
    this.elementStart = -1;
  }
}

function parseOr<T>(raw: string, fallback: T): T {
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}
