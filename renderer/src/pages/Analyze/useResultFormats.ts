import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import {
  convertAnalysis,
  type AnalysisRequest,
  type ReviewResult,
  type ResultFormat,
} from '../../api/analyze';
import { jsonContent } from './download';

// The result format choice (spec section 4): json reuses the stored result; html and markdown
// re-request a non-premium conversion of the reviewed essay, once per result.

export interface ResultFormats {
  format: ResultFormat;
  setFormat: (format: ResultFormat) => void;
  /** The text of the chosen format, or null while it is being converted (or failed). */
  content: string | null;
  converting: boolean;
  error: string | null;
}

type Converted = Partial<Record<Exclude<ResultFormat, 'json'>, string>>;

export function useResultFormats(
  result: ReviewResult | null,
  request: AnalysisRequest | null,
): ResultFormats {
  const [format, setFormatState] = useState<ResultFormat>('json');
  const [converted, setConverted] = useState<Converted>({});
  const [converting, setConverting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // A new result starts again from its own JSON.
  useEffect(() => {
    controller.current?.abort();
    setFormatState('json');
    setConverted({});
    setConverting(false);
    setError(null);
  }, [result]);
  useEffect(() => () => controller.current?.abort(), []);

  const setFormat = useCallback(
    (next: ResultFormat) => {
      setFormatState(next);
      setError(null);
      controller.current?.abort();
      setConverting(false);
      if (next === 'json' || !result || !request || converted[next] !== undefined) return;
      const mine = new AbortController();
      controller.current = mine;
      setConverting(true);
      convertAnalysis({ ...request, use_premium_feedback: false }, next, mine.signal)
        .then((answer) => {
          const text = answer?.[next === 'html' ? 'html' : 'markdown'];
          if (typeof text !== 'string') throw new Error('conversion answer without content');
          if (!mine.signal.aborted) setConverted((c) => ({ ...c, [next]: text }));
        })
        .catch(() => {
          if (!mine.signal.aborted) setError(MESSAGES.convertFailed);
        })
        .finally(() => {
          if (!mine.signal.aborted) setConverting(false);
        });
    },
    [result, request, converted],
  );

  const json = useMemo(() => (result ? jsonContent(result) : null), [result]);
  const content = format === 'json' ? json : (converted[format] ?? null);
  return { format, setFormat, content, converting, error };
}
