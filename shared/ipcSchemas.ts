import { z } from 'zod';
import { DRAFT_ESSAY_MAX_CHARS, DRAFT_PROMPT_MAX_CHARS, PDF_HTML_MAX_CHARS, sanitizeFileName } from './ipc';

// zod schemas of every payload the desktop main process accepts over IPC (and of the files it reads
// back). Kept apart from shared/ipc.ts so the sandboxed preload, which only needs channel names and
// types, does not bundle zod.

export const DraftIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Invalid draft id');

/** What the student has typed on the Analyze screen; saved as they type. */
export const DraftInputSchema = z.object({
  id: DraftIdSchema,
  essay: z.string().max(DRAFT_ESSAY_MAX_CHARS),
  prompt: z.string().max(DRAFT_PROMPT_MAX_CHARS),
  /** null while the field is empty. */
  wordLimit: z.number().int().min(1).max(5000).nullable(),
  unit: z.enum(['words', 'characters']),
});

/** A stored draft: the input plus when it was saved. */
export const DraftSchema = DraftInputSchema.extend({ updatedAt: z.iso.datetime() });

export const PdfSaveRequestSchema = z.object({
  html: z.string().min(1).max(PDF_HTML_MAX_CHARS),
  filename: z
    .string()
    .max(120)
    .default('essay-analysis')
    .transform((name) => sanitizeFileName(name) || 'essay-analysis'),
});

export const FileReadRequestSchema = z.object({
  /** Absolute path from webUtils.getPathForFile; main re-checks extension, type and size. */
  path: z.string().min(1).max(4096),
});

export const ApiBaseUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Enter an http:// or https:// address' })
  .max(2048)
  .transform((url) => url.replace(/\/+$/, ''));

/** The settings file in userData; every field optional so an old or partial file still loads. */
export const DesktopSettingsFileSchema = z.object({ apiBaseUrl: ApiBaseUrlSchema.optional() });

export const SettingsUpdateSchema = z.object({ apiBaseUrl: ApiBaseUrlSchema });

export const ExternalLinkSchema = z.object({ url: z.string().max(2048) });

/** Channels that take no payload. */
export const NoPayloadSchema = z.undefined();
