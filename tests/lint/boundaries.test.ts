import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the layer rules in eslint.config.js fire: lint virtual files placed in each layer.
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => m.message);
}

describe('layer boundaries', () => {
  it('shared/ may not import Node built-ins, Electron, server/ or renderer/', async () => {
    expect(
      await layerErrors('shared/bad.ts', "import fs from 'node:fs';\nexport default fs;\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors('shared/bad.ts', "import path from 'path';\nexport default path;\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors('shared/bad.ts', "import { app } from 'electron';\nexport default app;\n"),
    ).toHaveLength(1);
    expect(await layerErrors('shared/bad.ts', "export { createApp } from '../server/app';\n")).toHaveLength(
      1,
    );
    expect(await layerErrors('shared/bad.ts', "export * from '../renderer/src/main';\n")).toHaveLength(1);
    expect(await layerErrors('shared/bad.ts', 'export const w = window.location;\n')).toHaveLength(1);
  });

  it('renderer/ may not import server/ or Node built-ins', async () => {
    expect(
      await layerErrors('renderer/src/bad.ts', "export { createApp } from '../../server/app';\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors('renderer/src/bad.ts', "import os from 'node:os';\nexport default os;\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        'renderer/src/bad.ts',
        "import { ipcRenderer } from 'electron';\nexport default ipcRenderer;\n",
      ),
    ).toHaveLength(1);
  });

  it('server/ may not import renderer/ or electron/', async () => {
    expect(await layerErrors('server/bad.ts', "export * from '../renderer/src/main';\n")).toHaveLength(1);
    expect(await layerErrors('server/bad.ts', "export * from '../electron/main/index';\n")).toHaveLength(1);
  });

  it('allowed imports pass', async () => {
    expect(
      await layerErrors('renderer/src/ok.ts', "export { MESSAGES } from '../../shared/messages';\n"),
    ).toEqual([]);
    expect(await layerErrors('server/ok.ts', "import fs from 'node:fs';\nexport default fs;\n")).toEqual([]);
    expect(
      await layerErrors('shared/ok.ts', "import { z } from 'zod';\nexport const s = z.string();\n"),
    ).toEqual([]);
  });
});
