import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useId, useRef, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import type { UsageStats } from '../../../../shared/schemas/usage';
import { ApiError } from '../../api/client';
import { requestCredits } from '../../api/credits';
import { creditAvailability } from './usageRules';

// The free credit top-up (spec sections 4 and 9): idle, requesting, then a success or error message.
// After a grant the stats are refreshed twice, after 1 s and again 0.5 s later.

export const REFRESH_AFTER_GRANT_MS = [1000, 1500];

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

type Outcome = { intent: 'success' | 'error'; text: string } | null;

export interface CreditRequestBoxProps {
  stats: UsageStats;
  onRefresh(): void;
  /** Called when a request is made, so the parent keeps this box (and its message) on screen. */
  onRequested?(): void;
  /** The clock, injectable for tests. */
  now?: () => Date;
}

export function CreditRequestBox({
  stats,
  onRefresh,
  onRequested,
  now = () => new Date(),
}: CreditRequestBoxProps) {
  const styles = useStyles();
  const titleId = useId();
  const [requesting, setRequesting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Top-ups counted when the last grant was asked for: until the stats show it, they predate the grant.
  const [countAtGrant, setCountAtGrant] = useState<number | null>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const availability = creditAvailability(stats, now());
  // Beside 'Granted 5 Basic credits.' the hint for before the grant ('0 of 3 used', 'once your credits run
  // out') would be stale: nothing until the refreshed stats arrive, then only the count.
  const granted = outcome?.intent === 'success' && countAtGrant !== null;
  const note = granted
    ? stats.credit_request_count > countAtGrant
      ? availability.used
      : null
    : availability.note;

  const onRequest = async () => {
    setRequesting(true);
    setOutcome(null);
    onRequested?.();
    try {
      const answer = await requestCredits();
      if (answer.granted) {
        setOutcome({ intent: 'success', text: answer.message || 'Credits granted.' });
        setCountAtGrant(stats.credit_request_count);
        timers.current.push(...REFRESH_AFTER_GRANT_MS.map((ms) => window.setTimeout(onRefresh, ms)));
      } else {
        setOutcome({ intent: 'error', text: answer.message || MESSAGES.creditsNotGranted });
      }
    } catch (err) {
      setOutcome({
        intent: 'error',
        text: (err instanceof ApiError && err.message) || MESSAGES.creditsFailed,
      });
    } finally {
      setRequesting(false);
    }
  };

  return (
    <section className={styles.root} aria-labelledby={titleId} data-testid="credit-box">
      <Text as="h3" id={titleId} weight="semibold" size={400}>
        Need more credits?
      </Text>
      <Text className={styles.muted}>
        Request free extra credits up to 3 times a month, at least 3 hours apart, once your Basic or Premium
        credits run out.
      </Text>
      <div className={styles.row}>
        <Button
          appearance="primary"
          disabled={!availability.enabled || requesting}
          onClick={() => void onRequest()}
          icon={requesting ? <Spinner size="tiny" /> : undefined}
        >
          {requesting ? 'Requesting...' : 'Request Free Credits'}
        </Button>
        {note && (
          <Text size={200} className={styles.muted} data-testid="credit-note">
            {note}
          </Text>
        )}
      </div>
      <div aria-live="polite">
        {outcome && (
          <MessageBar intent={outcome.intent} layout="multiline" data-testid="credit-outcome">
            <MessageBarBody>{outcome.text}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </section>
  );
}
