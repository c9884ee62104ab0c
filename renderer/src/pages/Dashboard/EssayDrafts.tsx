import { Button, Card, Field, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EssayDrafts as Essay } from '../../../../shared/schemas/drafts';
import { fetchEssays, setDraftOf } from '../../api/analyses';
import { tableScoreColor } from '../../components/analysis/displayRules';
import { ScoreText } from '../../components/analysis/ScoreText';
import { Heading } from '../../components/analysis/Heading';

// Each essay with its drafts (issue 35): reviews of one essay are grouped by title or similar text;
// a draft grouped wrongly can be made an essay of its own, and a review on its own can be made a new
// draft of another essay. Two drafts or more can be compared.

const useStyles = makeStyles({
  card: { display: 'grid', rowGap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalM },
  essay: {
    display: 'grid',
    rowGap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  title: { overflowWrap: 'anywhere' },
  drafts: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  draft: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground2 },
});

const ESSAYS_SHOWN = 6;
const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

export function EssayDrafts() {
  const styles = useStyles();
  const titleId = useId();
  const navigate = useNavigate();
  const [essays, setEssays] = useState<Essay[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setEssays((await fetchEssays()).essays);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Your essays could not be loaded.');
    }
  }, []);
  useEffect(() => void load(), [load]);

  const regroup = async (id: string, draftOf: string | null) => {
    try {
      setEssays((await setDraftOf(id, draftOf)).essays);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'That change could not be saved.');
    }
  };

  // The latest few: older reviews stay in Recent Essays below.
  const all = (essays ?? []).slice(0, ESSAYS_SHOWN);
  return (
    <Card className={styles.card} role="region" aria-labelledby={titleId} data-testid="essay-drafts">
      <div className={styles.header}>
        <Heading level={2} size={600} id={titleId}>
          Your drafts
        </Heading>
        {essays === null && !error && <Spinner size="tiny" aria-label="Loading drafts" />}
      </div>
      {error && <Text role="alert">{error}</Text>}
      {essays !== null && all.length === 0 && (
        <Text className={styles.muted}>
          When you review a new version of an essay, its drafts appear here so you can compare them.
        </Text>
      )}
      <ul className={styles.list}>
        {all.map((essay) => {
          const n = essay.drafts.length;
          return (
            <li key={essay.essay_id} className={styles.essay} data-testid="essay-with-drafts">
              <Heading level={3} size={400} className={styles.title}>
                {essay.title}
              </Heading>
              <ol className={styles.drafts} aria-label={`Drafts of ${essay.title}`}>
                {essay.drafts.map((d, i) => (
                  <li key={d.id} className={styles.draft}>
                    <Text>
                      Draft {i + 1}, {dateFormat.format(new Date(d.created_at))}:
                    </Text>
                    <ScoreText color={tableScoreColor(d.overall_score)} weight="semibold">
                      {d.overall_score}
                    </ScoreText>
                    {/* Grouped here by its title, not by the student: say what the undo does. */}
                    {i > 0 && d.draft_source !== 'student' && (
                      <Button
                        size="small"
                        appearance="subtle"
                        aria-label={`Move draft ${i + 1} to its own essay`}
                        title="This review was grouped here by its title. If it is a different essay, move it out."
                        onClick={() => void regroup(d.id, null)}
                      >
                        Move to its own essay
                      </Button>
                    )}
                  </li>
                ))}
              </ol>
              {n > 1 ? (
                <div>
                  <Button
                    icon={<ArrowSwapRegular />}
                    onClick={() => navigate(`/compare/${essay.drafts[n - 2]!.id}/${essay.drafts[n - 1]!.id}`)}
                  >
                    Compare drafts {n - 1} and {n}
                  </Button>
                </div>
              ) : (
                all.length > 1 && (
                  <Field label="This review is a new draft of" size="small">
                    <Select
                      value=""
                      onChange={(_, data) => data.value && void regroup(essay.drafts[0]!.id, data.value)}
                    >
                      <option value="">(its own essay)</option>
                      {all
                        .filter((other) => other.essay_id !== essay.essay_id)
                        .map((other) => (
                          <option key={other.essay_id} value={other.drafts[0]!.id}>
                            {other.title}
                          </option>
                        ))}
                    </Select>
                  </Field>
                )
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
