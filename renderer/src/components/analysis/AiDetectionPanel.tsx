import {
  Badge,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AI_RISK_WHAT_COUNTS } from '../../../../shared/analysis/ai-texts';
import { MESSAGES } from '../../../../shared/messages';
import { readAiDetection, type AiMeasureView } from './aiDetectionView';
import { AiPassageMap } from './AiPassageMap';
import { humanNessColor, shownAiFindings } from './displayRules';
import { MeterBar } from './MeterBar';
import { ResultSection } from './ResultSection';
import { RiskBadge } from './RiskBadge';

// The AI detection panel, its own panel and never a bar of the score: the calibrated level and what
// it means in tests, the human-ness bar (coloured by band, spec section 5), the passage map, the
// measures under their honest names with how reliable they are, the high/medium alerts, and the
// premium layer's findings only (metadata.source 'llm_enhancement'). Below the length floor it
// says "Not enough text to judge" and shows no number anywhere.

const useStyles = makeStyles({
  body: { display: 'grid', rowGap: tokens.spacingVerticalM },
  metrics: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalM },
  metric: { display: 'grid', rowGap: tokens.spacingVerticalXXS },
  metricHead: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  findings: { display: 'grid', rowGap: tokens.spacingVerticalS },
});

const HUMAN_NESS_BAR = { green: 'green', lightGreen: 'lightGreen', orange: 'orange', red: 'red' } as const;

function MeasureRow({ m, color }: { m: AiMeasureView; color: Parameters<typeof MeterBar>[0]['color'] }) {
  const styles = useStyles();
  return (
    <li className={styles.metric}>
      <div className={styles.metricHead}>
        <Text weight="semibold">{m.name}</Text>
        <Text>{m.shown}</Text>
      </div>
      <MeterBar percent={m.percent} color={color} label={m.name} valueText={m.shown} />
      {m.interpretation && <Text>{m.interpretation}</Text>}
      {m.explanation && (
        <Text size={200} className={styles.muted}>
          {m.explanation}
        </Text>
      )}
    </li>
  );
}

function Alert({ message, intent }: { message: string; intent: 'error' | 'warning' }) {
  const [title, ...rest] = message.split(' - ');
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle> - {rest.join(' - ')}
      </MessageBarBody>
    </MessageBar>
  );
}

/** The panel's content, for the Review Essay screen and the dashboard viewer alike. */
export function AiDetectionBody({ section }: { section: unknown }) {
  const styles = useStyles();
  const view = readAiDetection(section);
  if (!view) return null;
  const details = (section as { details?: { findings?: unknown[] } }).details;
  const findings = shownAiFindings(details?.findings);
  const hn = view.humanNess;
  return (
    <div className={styles.body} data-testid="ai-detection" data-level={view.level}>
      {!view.judged ? (
        <>
          <Text weight="semibold">Not enough text to judge</Text>
          <Text className={styles.muted}>{view.meaning || view.explanation}</Text>
        </>
      ) : (
        <>
          {view.level === 'high' && <Alert message={MESSAGES.highAiRisk} intent="error" />}
          {view.level === 'medium' && <Alert message={MESSAGES.mediumAiRisk} intent="warning" />}
          {/* The spec's alert asks for variation; this says what the level counts, so no student
              reads it as a reason to misspell, simplify words or skip proofreading. */}
          {(view.level === 'high' || view.level === 'medium') && <Text>{AI_RISK_WHAT_COUNTS}</Text>}
          {view.meaning && <Text>{view.meaning}</Text>}
          <ul className={styles.metrics}>
            {hn !== null && (
              <MeasureRow
                m={{
                  name: 'Human-ness',
                  percent: hn,
                  shown: `${Math.round(hn)}/100`,
                  interpretation: view.interpretation,
                  explanation: view.explanation,
                }}
                color={HUMAN_NESS_BAR[humanNessColor(hn)]}
              />
            )}
          </ul>
          <AiPassageMap passages={view.passages} />
          <ul className={styles.metrics} aria-label="Measures">
            {view.measures.map((m) => (
              <MeasureRow key={m.name} m={m} color="blue" />
            ))}
          </ul>
        </>
      )}
      {findings.length > 0 && (
        <div className={styles.findings}>
          {findings.map((f, i) => (
            <MessageBar key={i} intent={f.intent} layout="multiline" data-intent={f.intent}>
              <MessageBarBody>
                {f.message}
                {f.suggestion && <Text block>{f.suggestion}</Text>}
              </MessageBarBody>
            </MessageBar>
          ))}
        </div>
      )}
    </div>
  );
}

export function AiDetectionPanel({ section }: { section: unknown }) {
  if (!section) return null;
  const view = readAiDetection(section);
  return (
    <ResultSection
      title="AI detection"
      aside={
        view?.judged ? (
          <RiskBadge level={view.level} />
        ) : (
          <Badge appearance="tint" color="informative" size="large">
            Not enough text
          </Badge>
        )
      }
    >
      <AiDetectionBody section={section} />
    </ResultSection>
  );
}
