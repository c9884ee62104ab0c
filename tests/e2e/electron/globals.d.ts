import type { EssayAppBridge } from '../../../shared/ipc';

declare global {
  interface Window {
    essayApp?: EssayAppBridge;
  }
}
export {};
