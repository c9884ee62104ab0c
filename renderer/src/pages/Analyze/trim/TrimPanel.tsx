import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import { landing, removesContent, type TrimCut, type TrimPlan } from '../../../../../shared/analysis/trim';
import { Heading } from '../../../components/analysis/Heading';
import { CutItem } from './CutItem';
import { useTrim } from './useTrim';

// "Fit the word limit" (issue 35): the review's ranked cuts, each shown in place with the words it
// saves; a running count of where the essay lands with the cuts applied; Apply one, "Apply until it
// fits" in rank order, and Undo each or all. Applying a cut edits the essay in the editor.

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  counter: { fontVariantNumeric: 'tabular-nums' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', minWidth: 0 },
  group: { display: 'grid', rowGap: tokens.spacingVerticalXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

export interface TrimPanelProps {
  plan: TrimPlan;
  /** The text the review was made of: the cuts' offsets point into it. */
  reviewedText: string;
  /** The essay as it is in the editor now. */
  text: string;
  onTextChange(text: string): void;
}

export function TrimPanel({ plan, reviewedText, text, onTextChange }: TrimPanelProps) {
  const styles = useStyles();
  const titleId = useId();
  const trim = useTrim(plan, reviewedText, text, onTextChange);
  const unit = plan.unit;
  const limit = plan.limit;
  if (!plan.cuts.length && (limit === null || plan.used <= limit)) return null;
  const over = limit !== null ? trim.landsAt - limit : 0;
  const wording = plan.cuts.filter((c) => !removesContent(c.kind));
  const content = plan.cuts.filter((c) => removesContent(c.kind));
  const item = (cut: TrimCut) => (
    <CutItem
      key={cut.rank}
      cut={cut}
      text={reviewedText}
      unit={unit}
      applied={trim.applied.has(cut.rank)}
      blocked={trim.blocked.has(cut.rank)}
      disabled={trim.stale}
      onToggle={() => trim.toggle(cut)}
    />
  );
  const status =
    limit === null
      ? `With the cuts you applied: ${trim.landsAt} ${unit}.`
      : over > 0
        ? `With the cuts you applied: ${trim.landsAt} of ${limit} ${unit}, ${over} over the limit.`
        : `With the cuts you applied: ${trim.landsAt} of ${limit} ${unit}, within the limit.`;
  return (
    <Card className={styles.card} role="region" aria-labelledby={titleId} data-testid="trim-panel">
      <Heading level={2} size={500} id={titleId}>
        Fit the word limit
      </Heading>
      <Text className={styles.muted}>
        Cuts that keep your meaning, safest first. Quoted dialogue, names, numbers and places you mention only
        once, what you learned, and your last sentence are never cut.
      </Text>
      <Text weight="semibold" className={styles.counter} aria-live="polite" data-testid="trim-counter">
        {status}
      </Text>
      {trim.stale && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            You changed the essay yourself, so these cuts may no longer fit it. Review it again for new cuts.
          </MessageBarBody>
        </MessageBar>
      )}
      {plan.fits_after === null && limit !== null && plan.used > limit && (
        <Text className={styles.muted}>
          These cuts alone save {plan.used - plan.used_after_all} of the {plan.used - limit} {unit} to cut;
          the rest is yours to choose, such as a scene told twice or an example that says less than the
          others.
        </Text>
      )}
      {plan.fits_after !== null && limit !== null && content.length > 0 && landing(plan, wording) > limit && (
        <Text className={styles.muted} data-testid="trim-read-first">
          The wording cuts alone leave the essay {landing(plan, wording) - limit} {unit} over. To fit, read
          the cuts that remove a sentence and apply the ones you can spare.
        </Text>
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabled={trim.stale || !wording.length || (limit !== null && trim.landsAt <= limit)}
          onClick={trim.applyUntilFits}
        >
          Apply until it fits
        </Button>
        <Button disabled={trim.stale || trim.applied.size === 0} onClick={trim.undoAll}>
          Undo all
        </Button>
      </div>
      {wording.length > 0 && (
        <section aria-labelledby={`${titleId}-wording`} className={styles.group}>
          <Heading level={3} size={400} id={`${titleId}-wording`}>
            Wording cuts
          </Heading>
          <Text className={styles.muted}>
            They say the same in fewer words. &ldquo;Apply until it fits&rdquo; applies these in order.
          </Text>
          <ol className={styles.list} aria-label="Wording cuts">
            {wording.map(item)}
          </ol>
        </section>
      )}
      {content.length > 0 && (
        <section
          aria-labelledby={`${titleId}-content`}
          className={styles.group}
          data-testid="trim-content-cuts"
        >
          <Heading level={3} size={400} id={`${titleId}-content`}>
            Cuts that remove a sentence or an aside
          </Heading>
          <Text className={styles.muted}>
            These change what you say: read each one first, and apply only the ones you can spare.
          </Text>
          <ol className={styles.list} aria-label="Cuts that remove a sentence or an aside">
            {content.map(item)}
          </ol>
        </section>
      )}
    </Card>
  );
}
