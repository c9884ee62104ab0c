// Why a file's text could not be extracted, each with the sentence the upload screen shows. The
// extractor is also used outside HTTP (desktop app), so statuses are chosen by the upload route.

import { MESSAGES } from '../../shared/messages';

export type ExtractErrorCode =
  | 'empty_file'
  | 'unsupported'
  | 'rtf'
  | 'not_word'
  | 'encrypted'
  | 'corrupt'
  | 'zip_bomb'
  | 'too_complex'
  | 'no_text'
  | 'too_long'
  | 'timeout'
  | 'busy';

export const EXTRACT_MESSAGES: Record<ExtractErrorCode, string> = {
  empty_file: MESSAGES.uploadEmpty,
  unsupported: MESSAGES.uploadUnsupported,
  rtf: 'Rich Text (.rtf) files are not supported. Please save the file as .docx or .txt, or paste the text.',
  not_word: 'This file is not a Word document. Please upload a .txt, .doc, .docx or .pdf file.',
  encrypted: 'This file is password-protected. Please remove the password or paste the text instead.',
  corrupt: 'This file could not be read. It may be damaged; please try another file or paste the text.',
  zip_bomb: 'This document is too large to process once unpacked. Please paste the text instead.',
  too_complex: 'This document is too large or complex to read. Please paste the text instead.',
  no_text: 'No text could be found in this file. If it is a scanned document, please paste the text instead.',
  too_long: 'The text in this file is longer than 50,000 characters, the most one review can take.',
  timeout: 'Reading this file took too long. Please try a smaller file or paste the text.',
  busy: 'The server is busy reading other files. Please try again in a moment.',
};

export class ExtractError extends Error {
  constructor(
    readonly code: ExtractErrorCode,
    message: string = EXTRACT_MESSAGES[code],
  ) {
    super(message);
    this.name = 'ExtractError';
  }
}

export const isExtractError = (err: unknown): err is ExtractError => err instanceof ExtractError;
