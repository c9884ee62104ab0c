import { readdirSync, readFileSync } from 'node:fs';

// Chromium processes started by this test process (its descendants on Linux), so other engineers'
// browsers on the same machine do not disturb the count.

function parentOf(pid: string): { ppid: string; comm: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    return { ppid: fields[1]!, comm };
  } catch {
    return null;
  }
}

export function chromiumDescendants(root = String(process.pid)): number[] {
  const children = new Map<string, { pid: string; comm: string }[]>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const info = parentOf(pid);
    if (!info) continue;
    const list = children.get(info.ppid) ?? [];
    list.push({ pid, comm: info.comm });
    children.set(info.ppid, list);
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (/chrom/i.test(child.comm)) found.push(Number(child.pid));
      queue.push(child.pid);
    }
  }
  return found;
}

/** Polls until `check` holds (processes take a moment to exit after their browser closes). */
export async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}
