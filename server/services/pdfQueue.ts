// A counting semaphore with a bounded wait queue: the PDF exporter's back-pressure. Callers beyond
// `maxQueue` waiters are refused at once; a waiter that is not served within its timeout gives up.

export class SemaphoreFullError extends Error {}
export class SemaphoreTimeoutError extends Error {}

interface Waiter {
  grant: () => void;
  timer: NodeJS.Timeout;
}

export class Semaphore {
  private active = 0;
  private readonly waiters: Waiter[] = [];

  constructor(
    private readonly capacity: number,
    private readonly maxQueue: number,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiters.length;
  }

  /** Resolves with a release function once a slot is free. */
  acquire(timeoutMs: number): Promise<() => void> {
    if (this.active < this.capacity) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiters.length >= this.maxQueue) return Promise.reject(new SemaphoreFullError());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          this.active++;
          resolve(this.releaser());
        },
        timer: setTimeout(() => {
          const index = this.waiters.indexOf(waiter);
          if (index !== -1) this.waiters.splice(index, 1);
          reject(new SemaphoreTimeoutError());
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      this.waiters.shift()?.grant();
    };
  }
}
