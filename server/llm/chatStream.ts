// Reading a chat-completions answer: the SSE stream of deltas, or the plain JSON completion a
// server that ignores `stream` sends instead.
import { LlmError, type TokenUsage } from './provider';
import { sseData } from './sse';
import { oneLine } from './attemptFailure';

export interface StreamedChat {
  content: string;
  model: string;
  finishReason: string | null;
  usage: TokenUsage | null;
  firstTokenMs: number | null;
}

interface ChatChunk {
  model?: string;
  choices?: Array<{
    delta?: { content?: string | null };
    message?: { content?: string | null };
    finish_reason?: string | null;
  }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string } | string;
}

/** Reads an SSE chat stream (or a plain JSON completion from a server that ignores `stream`). */
export async function readChatStream(
  res: Response,
  touch: () => void,
  onDelta?: (fragment: string) => void,
): Promise<StreamedChat> {
  const started = Date.now();
  const out: StreamedChat = { content: '', model: '', finishReason: null, usage: null, firstTokenMs: null };
  const take = (chunk: ChatChunk) => {
    if (chunk.error) {
      const message =
        typeof chunk.error === 'string' ? chunk.error : (chunk.error.message ?? 'unknown error');
      throw new LlmError('server_error', `The model provider reported an error: ${oneLine(message)}`);
    }
    if (chunk.model) out.model = chunk.model;
    const choice = chunk.choices?.[0];
    const fragment = choice?.delta?.content ?? choice?.message?.content ?? '';
    if (fragment) {
      out.firstTokenMs ??= Date.now() - started;
      out.content += fragment;
      onDelta?.(fragment);
    }
    if (choice?.finish_reason) out.finishReason = choice.finish_reason;
    if (chunk.usage && typeof chunk.usage.prompt_tokens === 'number') {
      out.usage = {
        tokensIn: chunk.usage.prompt_tokens,
        tokensOut: chunk.usage.completion_tokens ?? 0,
        estimated: false,
      };
    }
  };

  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream')) {
    take(parseChunk(await res.text()));
    if (!out.content) throw new LlmError('bad_response', 'The model provider sent no answer');
    return out;
  }
  if (!res.body) throw new LlmError('bad_response', 'The model provider sent an empty stream');
  let done = false;
  for await (const data of sseData(res.body)) {
    touch();
    if (data.trim() === '[DONE]') {
      done = true;
      break;
    }
    take(parseChunk(data));
  }
  // A stream cut before [DONE] and without a finish reason lost part of the answer: retry it.
  if (!done && !out.finishReason) throw new LlmError('network', 'The model stream ended early');
  return out;
}

function parseChunk(data: string): ChatChunk {
  try {
    return JSON.parse(data) as ChatChunk;
  } catch {
    throw new LlmError('bad_response', 'The model provider sent an unreadable stream chunk');
  }
}

/** About four characters per token for English: used only when the provider reports no usage. */
export function estimateUsage(promptChars: number, answerChars: number): TokenUsage {
  return { tokensIn: Math.ceil(promptChars / 4), tokensOut: Math.ceil(answerChars / 4), estimated: true };
}
