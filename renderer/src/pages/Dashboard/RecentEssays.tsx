import {
  Badge,
  Button,
  Card,
  makeStyles,
  mergeClasses,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, DocumentSearchRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import type { AnalysisRecord, HistoryPage } from '../../../../shared/schemas/usage';
import { tableScoreColor } from '../../components/analysis/displayRules';
import { ScoreText } from '../../components/analysis/ScoreText';
import { ButtonLink } from '../../components/layout/ButtonLink';
import { down, up } from '../../theme';

const useStyles = makeStyles({
  card: { display: 'grid', rowGap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // A table on wide screens, a list of cards on a phone (a six-column table cannot fit 360px).
  scroll: { overflowX: 'auto', [down.md]: { display: 'none' } },
  cards: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    rowGap: tokens.spacingVerticalS,
    [up.md]: { display: 'none' },
  },
  cardItem: {
    display: 'grid',
    rowGap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  cardMeta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  wrap: { overflowWrap: 'anywhere' },
  title: { fontWeight: tokens.fontWeightSemibold },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
  empty: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export interface RecentEssaysProps {
  history: HistoryPage | null;
  page: number;
  loading: boolean;
  onPageChange(page: number): void;
  onView(record: AnalysisRecord): void;
}

function ViewButton({ record, onView }: { record: AnalysisRecord; onView(record: AnalysisRecord): void }) {
  return (
    <Button
      size="small"
      icon={<DocumentSearchRegular />}
      onClick={() => onView(record)}
      aria-label={`View Feedback for ${record.essay_title}`}
    >
      View Feedback
    </Button>
  );
}

/** The user's analyses, newest first, 10 per page, each with View Feedback. */
export function RecentEssays({ history, page, loading, onPageChange, onView }: RecentEssaysProps) {
  const styles = useStyles();
  const titleId = useId();
  const records = history?.records ?? [];
  const total = history?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (history?.page_size || 10)));

  return (
    <Card className={styles.card} role="region" aria-labelledby={titleId}>
      <div className={styles.header}>
        <Text as="h2" id={titleId} size={600} weight="semibold">
          Recent Essays
        </Text>
        {loading && <Spinner size="tiny" aria-label="Loading essays" />}
      </div>
      {records.length === 0 && page === 1 ? (
        <div className={styles.empty}>
          <Text className={styles.muted}>You have not reviewed an essay yet.</Text>
          <ButtonLink to="/analyze" appearance="primary">
            Review an essay
          </ButtonLink>
        </div>
      ) : (
        <>
          <div className={styles.scroll}>
            <Table aria-labelledby={titleId} data-testid="history-table">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Essay</TableHeaderCell>
                  <TableHeaderCell>Date</TableHeaderCell>
                  <TableHeaderCell>Type</TableHeaderCell>
                  <TableHeaderCell>Score</TableHeaderCell>
                  <TableHeaderCell>Exports</TableHeaderCell>
                  <TableHeaderCell>
                    <span>Actions</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {records.map((record) => (
                  <TableRow key={record.id} data-testid="history-row">
                    <TableCell className={mergeClasses(styles.title, styles.wrap)}>
                      {record.essay_title}
                    </TableCell>
                    <TableCell>{dateFormat.format(new Date(record.created_at))}</TableCell>
                    <TableCell>
                      <Badge appearance="outline" color={record.is_premium ? 'brand' : 'informative'}>
                        {record.is_premium ? 'Premium' : 'Basic'}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      <ScoreText color={tableScoreColor(record.overall_score)} weight="semibold">
                        {record.overall_score}
                      </ScoreText>
                    </TableCell>
                    <TableCell>{record.export_count}</TableCell>
                    <TableCell>
                      <ViewButton record={record} onView={onView} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ul className={styles.cards} aria-label="Recent essays">
            {records.map((record) => (
              <li key={record.id} className={styles.cardItem} data-testid="history-card">
                <Text className={mergeClasses(styles.title, styles.wrap)}>{record.essay_title}</Text>
                <div className={styles.cardMeta}>
                  <Text size={200} className={styles.muted}>
                    {dateFormat.format(new Date(record.created_at))}
                  </Text>
                  <Badge appearance="outline" color={record.is_premium ? 'brand' : 'informative'}>
                    {record.is_premium ? 'Premium' : 'Basic'}
                  </Badge>
                  <Text size={200}>
                    Score{' '}
                    <ScoreText color={tableScoreColor(record.overall_score)} weight="semibold">
                      {record.overall_score}
                    </ScoreText>
                  </Text>
                  <Text size={200} className={styles.muted}>
                    {record.export_count} {record.export_count === 1 ? 'download' : 'downloads'}
                  </Text>
                </div>
                <ViewButton record={record} onView={onView} />
              </li>
            ))}
          </ul>
          <nav className={styles.pager} aria-label="Recent essays pages">
            <Button
              icon={<ChevronLeftRegular />}
              disabled={page <= 1 || loading}
              onClick={() => onPageChange(page - 1)}
            >
              Previous
            </Button>
            <Text aria-live="polite" data-testid="history-page">
              Page {page} of {pages}
            </Text>
            <Button
              icon={<ChevronRightRegular />}
              iconPosition="after"
              disabled={!history?.has_more || loading}
              onClick={() => onPageChange(page + 1)}
            >
              Next
            </Button>
          </nav>
        </>
      )}
    </Card>
  );
}
