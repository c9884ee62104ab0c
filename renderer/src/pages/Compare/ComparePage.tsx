import {
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
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
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { DraftComparison, FindingRef } from '../../../../shared/drafts/compare';
import { downloadComparison, fetchComparison, type ComparisonFormat } from '../../api/analyses';
import { Heading } from '../../components/analysis/Heading';
import { ButtonLink } from '../../components/layout/ButtonLink';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { saveBlob } from '../Analyze/download';
import { TextDiff } from '../../components/drafts/TextDiff';

// Two drafts of one essay compared (issue 35): why the score moved in one sentence, the score by
// section, the findings fixed, new and still there, the length against the limit and the text.

const useStyles = makeStyles({
  page: {
    width: '100%',
    maxWidth: '1100px',
    marginInline: 'auto',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalL,
  },
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  scroll: { overflowX: 'auto' },
  findings: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'grid',
    rowGap: tokens.spacingVerticalXS,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function Findings({ title, items, testId }: { title: string; items: FindingRef[]; testId: string }) {
  const styles = useStyles();
  return (
    <section data-testid={testId}>
      <Heading level={3} size={400}>
        {title} ({items.length})
      </Heading>
      {items.length > 0 && (
        <ul className={styles.findings}>
          {items.map((f, i) => (
            <li key={i}>
              <Text>
                {f.text ? <strong>“{f.text}”</strong> : null} {f.message}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ComparePage() {
  const styles = useStyles();
  usePageTitle('Compare drafts');
  const { before = '', after = '' } = useParams();
  const [c, setC] = useState<DraftComparison | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchComparison(before, after)
      .then((r) => live && setC(r))
      .catch(
        (e: unknown) =>
          live && setError(e instanceof Error ? e.message : 'The drafts could not be compared.'),
      );
    return () => {
      live = false;
    };
  }, [before, after]);

  const download = async (format: ComparisonFormat, ext: string) => {
    try {
      const file = await downloadComparison(before, after, format);
      saveBlob(file.blob, file.filename ?? `drafts-compared.${ext}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The comparison could not be downloaded.');
    }
  };

  return (
    <div className={styles.page}>
      <Heading level={1} size={800} weight="bold">
        Compare drafts
      </Heading>
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {!c && !error && <Spinner label="Comparing your drafts" />}
      {c && (
        <>
          <Card className={styles.card}>
            <Text size={500} weight="semibold" data-testid="compare-explanation">
              {c.explanation}
            </Text>
            <Text className={styles.muted}>
              Draft of {day(c.before.created_at)}: {c.before.overall_score}. Draft of{' '}
              {day(c.after.created_at)}: {c.after.overall_score}.
              {c.length &&
                ` Length: ${c.length.before} → ${c.length.after} ${c.length.unit}${c.length.limit ? ` (limit ${c.length.limit})` : ''}.`}
            </Text>
            <div className={styles.actions}>
              <Button icon={<ArrowDownloadRegular />} onClick={() => void download('pdf', 'pdf')}>
                Download PDF
              </Button>
              <Button icon={<ArrowDownloadRegular />} onClick={() => void download('docx', 'docx')}>
                Download Word
              </Button>
              <Button icon={<ArrowDownloadRegular />} onClick={() => void download('markdown', 'md')}>
                Download Markdown
              </Button>
              <ButtonLink to="/dashboard">Back to dashboard</ButtonLink>
            </div>
          </Card>
          <Card className={styles.card}>
            <Heading level={2} size={600}>
              Score by section
            </Heading>
            <div className={styles.scroll}>
              <Table aria-label="Score by section">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>Section</TableHeaderCell>
                    <TableHeaderCell>Before</TableHeaderCell>
                    <TableHeaderCell>After</TableHeaderCell>
                    <TableHeaderCell>Change</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {c.sections.map((s) => (
                    <TableRow key={s.section}>
                      <TableCell>{s.label}</TableCell>
                      <TableCell>{s.before}</TableCell>
                      <TableCell>{s.after}</TableCell>
                      <TableCell>{signed(s.delta)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </Card>
          <Card className={styles.card}>
            <Heading level={2} size={600}>
              What the review found
            </Heading>
            <Findings title="Fixed" items={c.findings.fixed} testId="findings-fixed" />
            <Findings title="New" items={c.findings.new} testId="findings-new" />
            <Findings title="Still there" items={c.findings.remaining} testId="findings-remaining" />
          </Card>
          <Card className={styles.card}>
            <Heading level={2} size={600}>
              What changed in the text
            </Heading>
            {c.diff ? (
              <TextDiff diff={c.diff} />
            ) : (
              <Text>The text of one of these drafts was not kept, so only the review can be compared.</Text>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
