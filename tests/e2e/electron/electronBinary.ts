import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

// Where the Electron executable is, or why there is none. The `electron` npm package downloads its
// binary in a postinstall step; on machines without network access (or with install scripts disabled)
// the package is present but the binary is not, and these tests are skipped with that reason.

export type ElectronBinary = { path: string; reason?: undefined } | { path?: undefined; reason: string };

export function findElectronBinary(): ElectronBinary {
  const override = process.env.ELECTRON_BINARY;
  if (override) {
    return existsSync(override)
      ? { path: override }
      : { reason: `ELECTRON_BINARY=${override} does not exist` };
  }
  try {
    const binary = createRequire(import.meta.url)('electron') as unknown;
    if (typeof binary !== 'string')
      return { reason: "require('electron') did not return a path to the binary" };
    if (!existsSync(binary))
      return { reason: `the electron package points at ${binary}, which does not exist` };
    return { path: binary };
  } catch (error) {
    return {
      reason:
        `no Electron binary is installed (${(error as Error).message.split('\n')[0]}). ` +
        'Run `node node_modules/electron/install.js` on a machine that can download Electron, or set ELECTRON_BINARY',
    };
  }
}

export const electronBinary = findElectronBinary();
