import { readFile } from 'node:fs/promises';
import type { SettingsUpdate } from '../../../shared/ipc';
import { DesktopSettingsFileSchema, SettingsUpdateSchema } from '../../../shared/ipcSchemas';
import { writeFileAtomic } from './atomicWrite';

export interface StoredSettings {
  apiBaseUrl: string;
  apiBaseUrlSource: 'build' | 'file';
}

/**
 * userData/settings.json overrides the build-time defaults. A missing, unreadable or invalid file
 * falls back to the defaults so a bad edit can never keep the app from starting.
 */
export class SettingsStore {
  constructor(
    private readonly file: string,
    private readonly buildTimeApiBaseUrl: string,
  ) {}

  async load(): Promise<StoredSettings> {
    const stored = await this.readFile();
    return stored.apiBaseUrl
      ? { apiBaseUrl: stored.apiBaseUrl, apiBaseUrlSource: 'file' }
      : { apiBaseUrl: this.buildTimeApiBaseUrl, apiBaseUrlSource: 'build' };
  }

  async save(update: SettingsUpdate): Promise<StoredSettings> {
    const valid = SettingsUpdateSchema.parse(update);
    const next = { ...(await this.readFile()), ...valid };
    await writeFileAtomic(this.file, `${JSON.stringify(next, null, 2)}\n`);
    return this.load();
  }

  private async readFile(): Promise<{ apiBaseUrl?: string }> {
    try {
      const parsed = DesktopSettingsFileSchema.safeParse(JSON.parse(await readFile(this.file, 'utf8')));
      return parsed.success ? parsed.data : {};
    } catch {
      return {};
    }
  }
}
