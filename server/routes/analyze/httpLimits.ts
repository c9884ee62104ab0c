import { ESSAY_MAX_CHARS, PROMPT_MAX_CHARS } from '../../../shared/schemas/analyze';

/**
 * Node's HTTP parser refuses request heads over 16 KB, but GET /analyze/stream carries the essay in its
 * query string. Percent-encoding turns one UTF-16 code unit into at most 9 bytes (%XX%XX%XX), so a
 * maximal essay and prompt fit in 9 × (50,000 + 1,000) bytes plus the usual 16 KB of headers (≈ 475 KB).
 * Used as the http server's maxHeaderSize (server/index.ts, tests/helpers/testApp.ts); still bounded.
 */
export const STREAM_MAX_HEADER_BYTES = 9 * (ESSAY_MAX_CHARS + PROMPT_MAX_CHARS) + 16 * 1024;
