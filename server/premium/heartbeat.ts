// Progress text for the llm_enhancement stage: a model answer can take half a minute, and a bar
// that says nothing for that long looks stuck.

/** Forwards progress text and, when nothing has been said for a while, says the model is still at it. */
export class Heartbeat {
  private last: number;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly sink: (detail: string) => void,
    quietMs: number,
    private readonly started: number,
  ) {
    this.last = Date.now();
    this.timer = setInterval(
      () => {
        if (Date.now() - this.last < quietMs) return;
        const seconds = Math.round((Date.now() - this.started) / 1000);
        this.emit(`The language model is still working on your review (${seconds} s so far)…`);
      },
      Math.max(250, Math.floor(quietMs / 2)),
    );
    this.timer.unref();
  }

  emit = (detail: string): void => {
    this.last = Date.now();
    this.sink(detail);
  };

  stop(): void {
    clearInterval(this.timer);
  }
}
