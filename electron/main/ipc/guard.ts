import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { z } from 'zod';
import type { IpcChannel } from '../../../shared/ipc';
import { isAppUrl } from '../security';

/** Thrown (and so rejected in the renderer) for untrusted senders and invalid arguments. */
export class IpcRejectedError extends Error {
  constructor(
    readonly channel: string,
    reason: string,
  ) {
    super(`${channel}: ${reason}`);
    this.name = 'IpcRejectedError';
  }
}

/**
 * Only the top frame of a page served from app://essay-coach may call us. senderFrame is null when
 * the frame has navigated away or been destroyed since sending; that is refused too.
 */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>): boolean {
  const frame = event.senderFrame;
  return !!frame && frame.parent === null && isAppUrl(frame.url);
}

export type TrustedHandler<S extends z.ZodType, R> = (
  input: z.output<S>,
  event: IpcMainInvokeEvent,
) => Promise<R> | R;

/** ipcMain.handle with the two checks every channel needs: who is asking, and is the payload valid. */
export function handleTrusted<S extends z.ZodType, R>(
  ipcMain: Pick<IpcMain, 'handle'>,
  channel: IpcChannel,
  schema: S,
  handler: TrustedHandler<S, R>,
): void {
  ipcMain.handle(channel, async (event, ...args: unknown[]) => {
    if (!isTrustedSender(event)) throw new IpcRejectedError(channel, 'untrusted sender');
    if (args.length > 1) throw new IpcRejectedError(channel, 'invalid arguments');
    const parsed = schema.safeParse(args[0]);
    if (!parsed.success) throw new IpcRejectedError(channel, 'invalid arguments');
    return handler(parsed.data, event);
  });
}
