import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { SectionScore } from '../../../../shared/analysis/feedback';
import { MESSAGES } from '../../../../shared/messages';
import { burstinessPercent, humanNessColor, perplexityPercent, shownAiFindings } from './displayRules';
import { MeterBar } from './MeterBar';
import { ResultSection } from './ResultSection';
import { RiskBadge } from './RiskBadge';

// The AI detection panel (spec sections 3 and 5): perplexity (bar = value/200, capped), burstiness
// (bar = value × 100), human-ness (coloured by band) and the risk label, the high/medium alerts,
// and the premium layer's findings only (metadata.source 'llm_enhancement').

const useStyles = makeStyles({
  metrics: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalM },
  metric: { display: 'grid', rowGap: tokens.spacingVerticalXXS },
  metricHead: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  findings: { display: 'grid', rowGap: tokens.spacingVerticalS },
});

interface MetricLike {
  value?: number | null;
  interpretation?: string;
  explanation?: string;
  risk_level?: string;
}

function asMetric(v: unknown): MetricLike | null {
  return typeof v === 'object' && v !== null ? (v as MetricLike) : null;
}

const HUMAN_NESS_BAR = { green: 'green', lightGreen: 'lightGreen', orange: 'orange', red: 'red' } as const;

function MetricRow(props: {
  name: string;
  metric: MetricLike;
  percent: number | null;
  color: Parameters<typeof MeterBar>[0]['color'];
  shown: string;
}) {
  const styles = useStyles();
  const { name, metric, percent, color, shown } = props;
  return (
    <li className={styles.metric}>
      <div className={styles.metricHead}>
        <Text weight="semibold">{name}</Text>
        <Text>{shown}</Text>
      </div>
      {percent !== null && <MeterBar percent={percent} color={color} label={name} valueText={shown} />}
      {metric.interpretation && <Text>{metric.interpretation}</Text>}
      {metric.explanation && (
        <Text size={200} className={styles.muted}>
          {metric.explanation}
        </Text>
      )}
    </li>
  );
}

export function AiDetectionPanel({ section }: { section: SectionScore | null | undefined }) {
  const styles = useStyles();
  if (!section) return null;
  const metrics = (section.details?.user_metrics ?? {}) as Record<string, unknown>;
  const perplexity = asMetric(metrics.perplexity);
  const burstiness = asMetric(metrics.burstiness);
  const humanNess = asMetric(metrics.human_ness);
  const risk = humanNess?.risk_level;
  const findings = shownAiFindings(section.details?.findings);
  const hn = typeof humanNess?.value === 'number' ? humanNess.value : null;
  const [highTitle, ...highRest] = MESSAGES.highAiRisk.split(' - ');
  const [mediumTitle, ...mediumRest] = MESSAGES.mediumAiRisk.split(' - ');

  return (
    <ResultSection title="AI detection check" aside={<RiskBadge level={risk} />}>
      {risk === 'high' && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{highTitle}</MessageBarTitle> - {highRest.join(' - ')}
          </MessageBarBody>
        </MessageBar>
      )}
      {risk === 'medium' && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{mediumTitle}</MessageBarTitle> - {mediumRest.join(' - ')}
          </MessageBarBody>
        </MessageBar>
      )}
      <ul className={styles.metrics}>
        {humanNess && (
          <MetricRow
            name="Human-ness"
            metric={humanNess}
            percent={hn}
            color={hn === null ? 'brand' : HUMAN_NESS_BAR[humanNessColor(hn)]}
            shown={hn === null ? 'Not enough text' : `${Math.round(hn)}/100`}
          />
        )}
        {perplexity && typeof perplexity.value === 'number' && (
          <MetricRow
            name="Perplexity"
            metric={perplexity}
            percent={perplexityPercent(perplexity.value)}
            color="blue"
            shown={String(Math.round(perplexity.value * 10) / 10)}
          />
        )}
        {burstiness && typeof burstiness.value === 'number' && (
          <MetricRow
            name="Burstiness"
            metric={burstiness}
            percent={burstinessPercent(burstiness.value)}
            color="blue"
            shown={`${Math.round(burstinessPercent(burstiness.value))}%`}
          />
        )}
      </ul>
      {section.summary && <Text className={styles.muted}>{section.summary}</Text>}
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
    </ResultSection>
  );
}
