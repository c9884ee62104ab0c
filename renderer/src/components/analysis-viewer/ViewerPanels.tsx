import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  makeStyles,
  Text,
  tokens,
  type AccordionToggleEventHandler,
} from '@fluentui/react-components';
import { useMemo, useState, type ReactNode } from 'react';
import { factorLabel, locationLabel, overallScoreColor, priorityLevel } from '../analysis/displayRules';
import { AiDetectionBody } from '../analysis/AiDetectionPanel';
import { FactorBars } from '../analysis/FactorBars';
import { ScoreText } from '../analysis/ScoreText';
import { readFeedback } from './feedbackData';

// The viewer's collapsible panels (spec section 2): only one open at a time, Overall Score first.

export const PANELS = [
  'overall',
  'sections',
  'ai_detection',
  'quick_wins',
  'strengths',
  'improvements',
  'summary',
] as const;
export type PanelId = (typeof PANELS)[number];

const useStyles = makeStyles({
  panel: { display: 'grid', rowGap: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalM },
  scoreLine: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  bigScore: { fontSize: '40px', lineHeight: '1', fontWeight: tokens.fontWeightBold },
  muted: { color: tokens.colorNeutralForeground2 },
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'grid',
    rowGap: tokens.spacingVerticalS,
  },
  plainList: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    rowGap: tokens.spacingVerticalS,
  },
  row: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  item: { display: 'grid', rowGap: tokens.spacingVerticalXXS },
  itemHead: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const PRIORITY_COLORS = { high: 'danger', medium: 'warning', other: 'informative' } as const;

function Empty({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <Text className={styles.muted}>{children}</Text>;
}

/** Reads the stored feedback here, inside the viewer's error boundary, so a malformed record cannot break the page. */
export function ViewerPanels({ data }: { data: Record<string, unknown> }) {
  const styles = useStyles();
  const feedback = useMemo(() => readFeedback(data), [data]);
  const [open, setOpen] = useState<PanelId[]>(['overall']);
  const onToggle: AccordionToggleEventHandler<PanelId> = (_e, data) => setOpen(data.openItems.slice(-1));
  const score = feedback.overallScore === null ? null : Math.round(feedback.overallScore);

  return (
    <Accordion openItems={open} onToggle={onToggle} collapsible data-testid="viewer-panels">
      <AccordionItem value="overall">
        <AccordionHeader as="h3">Overall Score</AccordionHeader>
        <AccordionPanel className={styles.panel}>
          {score !== null && (
            <div className={styles.scoreLine}>
              <ScoreText
                color={overallScoreColor(score)}
                className={styles.bigScore}
                data-testid="viewer-score"
              >
                {score}
              </ScoreText>
              <Text size={500} className={styles.muted}>
                / 100
              </Text>
              {feedback.tier && <Badge appearance="tint">{feedback.tier}</Badge>}
            </div>
          )}
          {feedback.explanation && <Text>{feedback.explanation}</Text>}
          <FactorBars factors={feedback.factors} />
          {feedback.rationale.length > 0 && (
            <ul className={styles.list}>
              {feedback.rationale.map((r, i) => (
                <li key={i}>{r}</li>
              ))}
            </ul>
          )}
        </AccordionPanel>
      </AccordionItem>

      <AccordionItem value="sections">
        <AccordionHeader as="h3">Section Scores</AccordionHeader>
        <AccordionPanel className={styles.panel}>
          {feedback.sections.length === 0 ? (
            <Empty>No section scores.</Empty>
          ) : (
            <ul className={styles.plainList}>
              {feedback.sections.map((s) => (
                <li key={s.name} className={styles.item}>
                  <div className={styles.row}>
                    <Text weight="semibold">{factorLabel(s.name)}</Text>
                    <ScoreText color={overallScoreColor(s.score)} weight="semibold">
                      {s.score}
                    </ScoreText>
                  </div>
                  {s.summary && <Text className={styles.muted}>{s.summary}</Text>}
                </li>
              ))}
            </ul>
          )}
        </AccordionPanel>
      </AccordionItem>

      {feedback.aiDetection !== undefined && (
        <AccordionItem value="ai_detection">
          <AccordionHeader as="h3">AI detection</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <AiDetectionBody section={feedback.aiDetection} />
          </AccordionPanel>
        </AccordionItem>
      )}

      <AccordionItem value="quick_wins">
        <AccordionHeader as="h3">Quick Wins</AccordionHeader>
        <AccordionPanel className={styles.panel}>
          {feedback.quickWins.length === 0 ? (
            <Empty>No quick wins for this essay.</Empty>
          ) : (
            <ul className={styles.list}>
              {feedback.quickWins.map((w, i) => {
                const where = locationLabel(w.location);
                return (
                  <li key={i}>
                    {w.description}
                    {where && <Text className={styles.muted}> ({where})</Text>}
                  </li>
                );
              })}
            </ul>
          )}
        </AccordionPanel>
      </AccordionItem>

      <AccordionItem value="strengths">
        <AccordionHeader as="h3">Strengths</AccordionHeader>
        <AccordionPanel className={styles.panel}>
          {feedback.strengths.length === 0 ? (
            <Empty>No strengths recorded.</Empty>
          ) : (
            <ul className={styles.plainList}>
              {feedback.strengths.map((s, i) => (
                <li key={i} className={styles.item}>
                  {s.section && <Text weight="semibold">{factorLabel(s.section)}</Text>}
                  <Text>{s.description}</Text>
                </li>
              ))}
            </ul>
          )}
        </AccordionPanel>
      </AccordionItem>

      <AccordionItem value="improvements">
        <AccordionHeader as="h3">Areas for Improvement</AccordionHeader>
        <AccordionPanel className={styles.panel}>
          {feedback.improvements.length === 0 ? (
            <Empty>No improvements suggested.</Empty>
          ) : (
            <ul className={styles.plainList}>
              {feedback.improvements.map((imp, i) => {
                const level = priorityLevel(imp.priority);
                return (
                  <li key={i} className={styles.item}>
                    <div className={styles.itemHead}>
                      <Badge appearance="tint" color={PRIORITY_COLORS[level]}>
                        {imp.priority ? imp.priority.toUpperCase() : 'NOTE'}
                      </Badge>
                      {imp.section && <Text weight="semibold">{factorLabel(imp.section)}</Text>}
                    </div>
                    <Text>{imp.issue}</Text>
                    {imp.suggestion && <Text className={styles.muted}>Suggestion: {imp.suggestion}</Text>}
                  </li>
                );
              })}
            </ul>
          )}
        </AccordionPanel>
      </AccordionItem>

      <AccordionItem value="summary">
        <AccordionHeader as="h3">Summary</AccordionHeader>
        <AccordionPanel className={styles.panel}>
          {feedback.summary ? <Text>{feedback.summary}</Text> : <Empty>No summary.</Empty>}
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
