import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular, ArrowUndoRegular, DeleteRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { Draft, DraftSummary } from '../../../../shared/ipc';
import { deleteDraft, getDraft, listDrafts } from '../../platform';

// The comparison dialog loads when a draft is first compared, so the Review screen's first paint
// carries no dialog code (issue 34's budget).
const DraftCompareDialog = lazy(() =>
  import('./DraftCompareDialog').then((m) => ({ default: m.DraftCompareDialog })),
);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  current: { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  firstLine: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  time: { color: tokens.colorNeutralForeground3 },
});

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const DRAFTS_EMPTY = 'No saved drafts yet. Your essay is saved on this device as you type.';
export const DRAFTS_LOAD_FAILED = 'Could not load your saved drafts.';
export const DRAFT_RESTORE_FAILED = 'This draft could not be restored.';

interface DraftsPanelProps {
  onRestore: (draft: Draft) => void;
  /** Change it (e.g. to the last saved time) to reload the list. */
  refreshKey?: unknown;
  /** The draft being edited, highlighted in the list. */
  currentDraftId?: string;
  headingLevel?: 2 | 3;
  /** The essay being edited: given, each other saved draft can be compared with it. */
  currentText?: string;
}

/** Offline drafts with their time and first line; restore or delete each. */
export function DraftsPanel({
  onRestore,
  refreshKey,
  currentDraftId,
  headingLevel = 2,
  currentText,
}: DraftsPanelProps) {
  const styles = useStyles();
  const [drafts, setDrafts] = useState<DraftSummary[] | null>(null);
  const [compared, setCompared] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setDrafts(await listDrafts());
      setError(null);
    } catch {
      setError(DRAFTS_LOAD_FAILED);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload, refreshKey]);

  const restore = async (id: string) => {
    const draft = await getDraft(id).catch(() => null);
    if (draft) onRestore(draft);
    else {
      setError(DRAFT_RESTORE_FAILED);
      void reload();
    }
  };

  const compare = async (id: string) => {
    const draft = await getDraft(id).catch(() => null);
    if (draft) setCompared(draft);
    else setError(DRAFT_RESTORE_FAILED);
  };

  const remove = async (id: string) => {
    await deleteDraft(id).catch(() => false);
    await reload();
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.root} aria-labelledby="saved-drafts-heading">
      <Text as={Heading} id="saved-drafts-heading" size={400} weight="semibold">
        Saved drafts
      </Text>
      {error && <Text role="alert">{error}</Text>}
      {drafts?.length === 0 && <Text>{DRAFTS_EMPTY}</Text>}
      {drafts && drafts.length > 0 && (
        <ul className={styles.list}>
          {drafts.map((d) => (
            <li key={d.id} className={mergeClasses(styles.item, d.id === currentDraftId && styles.current)}>
              <div className={styles.text}>
                <Text className={styles.firstLine}>{d.firstLine}</Text>
                <Text size={200} className={styles.time}>
                  <time dateTime={d.updatedAt}>{timeFormat.format(new Date(d.updatedAt))}</time>
                </Text>
              </div>
              <Button
                icon={<ArrowUndoRegular />}
                onClick={() => void restore(d.id)}
                aria-label={`Restore draft: ${d.firstLine}`}
              >
                Restore
              </Button>
              {currentText !== undefined && d.id !== currentDraftId && (
                <Button
                  icon={<ArrowSwapRegular />}
                  onClick={() => void compare(d.id)}
                  aria-label={`Compare with your essay: ${d.firstLine}`}
                >
                  Compare
                </Button>
              )}
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                onClick={() => void remove(d.id)}
                aria-label={`Delete draft: ${d.firstLine}`}
              />
            </li>
          ))}
        </ul>
      )}
      {currentText !== undefined && compared && (
        <Suspense fallback={null}>
          <DraftCompareDialog draft={compared} currentText={currentText} onClose={() => setCompared(null)} />
        </Suspense>
      )}
    </section>
  );
}
