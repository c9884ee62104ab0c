import { afterEach, describe, expect, it } from 'vitest';
import { findElectronBinary } from '../e2e/electron/electronBinary';

// The desktop end-to-end tests run wherever an Electron binary is found and are skipped, with the reason,
// where none is (these machines cannot download it).

const saved = process.env.ELECTRON_BINARY;
afterEach(() => {
  if (saved === undefined) delete process.env.ELECTRON_BINARY;
  else process.env.ELECTRON_BINARY = saved;
});

describe('finding the Electron binary for npm run test:electron', () => {
  it('uses ELECTRON_BINARY when it exists', () => {
    process.env.ELECTRON_BINARY = process.execPath;
    expect(findElectronBinary()).toEqual({ path: process.execPath });
  });

  it('says why when ELECTRON_BINARY points nowhere', () => {
    process.env.ELECTRON_BINARY = '/nonexistent/electron';
    expect(findElectronBinary()).toEqual({ reason: 'ELECTRON_BINARY=/nonexistent/electron does not exist' });
  });

  it('otherwise asks the electron package, and gives a path or a reason that says what to do', () => {
    delete process.env.ELECTRON_BINARY;
    const found = findElectronBinary();
    if (found.path) expect(found.path).toMatch(/electron/i);
    else expect(found.reason).toMatch(/electron/i);
  });
});
