import { Router, type Response } from 'express';
import type { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import {
  ANALYZE_MESSAGES,
  AnalyzeRequestSchema,
  ConvertRequestSchema,
  StreamBodySchema,
  StreamTokenQuerySchema,
  type EssayOptions,
  type StreamRequest,
  type StreamTokenResponse,
} from '../../../shared/schemas/analyze';
import { analyzeEssay } from '../../analysis';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../errors';
import { requireIntent } from '../../middleware/origin';
import { requireAuth, signedInUser } from '../../middleware/requireAuth';
import { completeEvent, errorEvent } from '../../presenters/analysis';
import type { EssayInput } from '../../services/analyses';
import {
  createAnalysisRunner,
  type AnalysisRequest,
  type AnalysisRunner,
} from '../../services/analysisRunner';
import { createStreamToken, redeemStreamToken, STREAM_TOKEN_TTL_MS } from '../../services/streamTokens';
import { abortOnDisconnect, openEventStream } from './eventStream';
import { parseEssayRequest } from './input';

/**
 * POST /analyze/stream         text, use_premium_feedback, prompt, word_limit, limit_type (JSON) → SSE
 * POST /analyze/stream/token   the same body → {token, expires_in}, for:
 * GET  /analyze/stream?token=  → SSE (EventSource clients; the token is single-use, this user's only)
 * POST /analyze          seed request {text, config, format, enable_llm_enhancement, metadata} → result
 * POST /analyze/convert  {essay, format, premium, options} → result (fallback and format conversion)
 * See docs/api-analyze.md.
 */
export function analyzeRoutes(deps: AppDeps): Router {
  const runner = createAnalysisRunner({
    ...deps,
    // Without a pool (tests, scripts) the engine runs in-process.
    engine: deps.analysisEngine ?? { analyze: analyzeEssay },
  });
  const heartbeatMs = deps.config.SSE_HEARTBEAT_MS;
  const router = Router();

  const stream = async (res: Response, body: StreamRequest) =>
    streamAnalysis(runner, res, heartbeatMs, {
      input: essayInput(body.text, body),
      premium: body.use_premium_feedback,
    });
  router.post('/analyze/stream', requireAuth, async (req, res) => {
    await stream(res, parseEssayRequest(StreamBodySchema, req.body));
  });
  // EventSource clients: a same-origin POST stores the request under a one-time token, the GET redeems it.
  router.post('/analyze/stream/token', requireAuth, async (req, res) => {
    const body = parseEssayRequest(StreamBodySchema, req.body);
    const token = await createStreamToken(deps.pool, signedInUser(res.locals).id, body, deps.now());
    res.status(201).json({ token, expires_in: STREAM_TOKEN_TTL_MS / 1000 } satisfies StreamTokenResponse);
  });
  router.get('/analyze/stream', requireIntent(deps.config), requireAuth, async (req, res) => {
    const query = StreamTokenQuerySchema.safeParse(req.query);
    if (!query.success) throw new HttpError(400, ANALYZE_MESSAGES.streamTokenInvalid);
    const userId = signedInUser(res.locals).id;
    const stored = await redeemStreamToken(deps.pool, userId, query.data.token, deps.now());
    if (!stored) throw new HttpError(400, ANALYZE_MESSAGES.streamTokenInvalid);
    await stream(res, parseEssayRequest(StreamBodySchema, stored));
  });

  router.post('/analyze', requireAuth, async (req, res) => {
    const body: z.output<typeof AnalyzeRequestSchema> = parseEssayRequest(AnalyzeRequestSchema, req.body);
    const request = { input: essayInput(body.text, body.config), premium: body.enable_llm_enhancement };
    const controller = abortOnDisconnect(res);
    const reserved = await runner.reserve(signedInUser(res.locals), request);
    const result = await reserved.run({ signal: controller.signal }).catch(ignoreDisconnect(controller));
    if (result) res.json(result);
  });

  router.post('/analyze/convert', requireAuth, async (req, res) => {
    const body: z.output<typeof ConvertRequestSchema> = parseEssayRequest(ConvertRequestSchema, req.body);
    const request = { input: essayInput(body.essay, body.options), premium: body.premium };
    const controller = abortOnDisconnect(res);
    const result = await runner
      .convert(signedInUser(res.locals), request, controller.signal)
      .catch(ignoreDisconnect(controller));
    if (result) res.json(result);
  });

  return router;
}

function essayInput(text: string, options: EssayOptions): EssayInput {
  return {
    text,
    title: options.title,
    prompt: options.prompt,
    word_limit: options.word_limit,
    limit_type: options.limit_type,
  };
}

/** After the client has gone there is nobody to answer: swallow the resulting abort. */
const ignoreDisconnect = (controller: AbortController) => (err: unknown) => {
  if (controller.signal.aborted) return undefined;
  throw err;
};

/**
 * Quota and concurrency are checked before the stream opens, so those failures are plain HTTP errors
 * (403/429 {detail}); a failure after that is an error event with the status it would have had.
 */
async function streamAnalysis(
  runner: AnalysisRunner,
  res: Response,
  heartbeatMs: number,
  request: AnalysisRequest,
) {
  const reserved = await runner.reserve(signedInUser(res.locals), request);
  const controller = abortOnDisconnect(res);
  const events = openEventStream(res, heartbeatMs);
  let progress = 0;
  try {
    const result = await reserved.run({
      signal: controller.signal,
      onEvent: (event) => {
        progress = event.progress;
        events.send(event);
      },
    });
    events.send(completeEvent(result));
  } catch (err) {
    if (controller.signal.aborted) {
      res.req.log?.info('analysis cancelled: the client disconnected');
      return;
    }
    const status = err instanceof HttpError ? err.status : 500;
    const detail = err instanceof HttpError ? err.message : MESSAGES.analysisFailed;
    events.send(errorEvent(status, detail, progress));
  } finally {
    events.end();
  }
}
