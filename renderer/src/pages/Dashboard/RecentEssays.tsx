import {
  Badge,
  Button,
  Card,
  makeStyles,
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

const useStyles = makeStyles({
  card: { display: 'grid', rowGap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  scroll: { overflowX: 'auto' },
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
                    <TableCell className={styles.title}>{record.essay_title}</TableCell>
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
                      <Button
                        size="small"
                        icon={<DocumentSearchRegular />}
                        onClick={() => onView(record)}
                        aria-label={`View Feedback for ${record.essay_title}`}
                      >
                        View Feedback
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
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
