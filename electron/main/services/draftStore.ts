import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { summarizeDraft, type Draft, type DraftInput, type DraftSummary } from '../../../shared/ipc';
import { DraftIdSchema, DraftSchema } from '../../../shared/ipcSchemas';
import { isTempFile, writeFileAtomic } from './atomicWrite';

/** Keeps the list (and the work of reading it) bounded however many drafts accumulate. */
const MAX_LISTED = 100;

/**
 * Offline drafts: one JSON file per draft in userData/drafts/<id>.json, written atomically. A file
 * that does not parse or validate (a foreign edit, a disk error) is skipped, never fatal.
 */
export class DraftStore {
  constructor(
    private readonly dir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private fileOf(id: string): string {
    // The id is validated by the schema (letters, digits, dashes), so it cannot contain a path.
    return path.join(this.dir, `${DraftIdSchema.parse(id)}.json`);
  }

  async save(input: DraftInput): Promise<DraftSummary> {
    const draft: Draft = DraftSchema.parse({ ...input, updatedAt: this.now().toISOString() });
    await writeFileAtomic(this.fileOf(draft.id), JSON.stringify(draft));
    return summarizeDraft(draft);
  }

  async get(id: string): Promise<Draft | null> {
    return this.readDraft(this.fileOf(id));
  }

  async delete(id: string): Promise<boolean> {
    const file = this.fileOf(id);
    const existed = await stat(file).then(
      () => true,
      () => false,
    );
    await rm(file, { force: true });
    return existed;
  }

  /** Newest first. */
  async list(): Promise<DraftSummary[]> {
    const names = await this.fileNames();
    const drafts = await Promise.all(
      names
        .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
        .map((n) => this.readDraft(path.join(this.dir, n))),
    );
    return drafts
      .filter((d): d is Draft => d !== null)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .slice(0, MAX_LISTED)
      .map(summarizeDraft);
  }

  /** Temporary files left by a crash between write and rename; their drafts' previous versions are intact. */
  async removeLeftovers(): Promise<number> {
    const leftovers = (await this.fileNames()).filter(isTempFile);
    await Promise.all(leftovers.map((n) => rm(path.join(this.dir, n), { force: true })));
    return leftovers.length;
  }

  private async fileNames(): Promise<string[]> {
    try {
      return await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  private async readDraft(file: string): Promise<Draft | null> {
    try {
      const parsed = DraftSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      // The id inside must match the file name, or restoring and deleting would disagree.
      return parsed.success && path.basename(file) === `${parsed.data.id}.json` ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
