import {
  Button,
  Card,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useId, useState } from 'react';
import type { ScorePoint } from '../../../../shared/schemas/usage';

// Overall score across the student's analyses over time, so progress across drafts is visible at a
// glance. The SVG has a title and a description for screen readers, and the same data is one click away
// as a table.

// The drawing is as wide as it is shown (measured), so its labels keep their size on a phone
// instead of shrinking with a fixed 640-wide drawing (5 px at 360 px); WIDTH is the first guess.
const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 24, bottom: 30, left: 36 };
/** Room each date label needs along the axis ("Dec 12" at 12 px, with a gap). */
const LABEL_ROOM = 64;

const useStyles = makeStyles({
  card: { display: 'grid', rowGap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  svg: { width: '100%', height: 'auto', maxHeight: '260px', display: 'block' },
  grid: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1 },
  axisText: { fill: tokens.colorNeutralForeground2, fontSize: '12px' },
  line: { fill: 'none', stroke: tokens.colorBrandForeground1, strokeWidth: 2.5 },
  dot: { fill: tokens.colorBrandForeground1, stroke: tokens.colorNeutralBackground1, strokeWidth: 2 },
  muted: { color: tokens.colorNeutralForeground2 },
});

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const longDate = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** A sentence describing the trend, used as the chart's description. */
export function trendDescription(points: ScorePoint[]): string {
  if (!points.length) return 'No analyses yet.';
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const best = Math.max(...points.map((p) => p.overall_score));
  if (points.length === 1) return `One analysis so far, scoring ${last.overall_score} out of 100.`;
  const change = last.overall_score - first.overall_score;
  const pointsWord = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;
  const direction =
    change > 0 ? `up ${pointsWord(change)}` : change < 0 ? `down ${pointsWord(-change)}` : 'unchanged';
  return `${points.length} analyses from ${longDate.format(new Date(first.created_at))} to ${longDate.format(new Date(last.created_at))}: the overall score went from ${first.overall_score} to ${last.overall_score} (${direction}); best ${best}.`;
}

export function ScoreChart({ points }: { points: ScorePoint[] }) {
  const styles = useStyles();
  const titleId = useId();
  const descId = useId();
  const headingId = useId();
  const [showTable, setShowTable] = useState(false);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const [width, setWidth] = useState(WIDTH);
  useEffect(() => {
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [svg]);
  const innerW = width - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (i * innerW) / (points.length - 1));
  const y = (score: number) => PAD.top + innerH - (Math.max(0, Math.min(100, score)) / 100) * innerH;
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.overall_score).toFixed(1)}`)
    .join(' ');
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(2, Math.floor(innerW / LABEL_ROOM))));

  // Several reviews on one day: the day is written under the first of them only, not repeated.
  const labelled = points.map((_, i) => i % labelEvery === 0 || i === points.length - 1);
  const day = (i: number) => dateFormat.format(new Date(points[i]!.created_at));
  const sameDayAsLabelBefore = (i: number) => {
    for (let j = i - 1; j >= 0; j--) if (labelled[j]) return day(j) === day(i);
    return false;
  };
  return (
    <Card className={styles.card} role="region" aria-labelledby={headingId}>
      <div className={styles.header}>
        <Text as="h2" id={headingId} size={600} weight="semibold">
          Score Over Time
        </Text>
        {points.length > 0 && (
          <Button appearance="subtle" aria-expanded={showTable} onClick={() => setShowTable((v) => !v)}>
            {showTable ? 'Show chart' : 'Show as table'}
          </Button>
        )}
      </div>
      {points.length === 0 ? (
        <Text className={styles.muted}>Your overall scores will appear here after your first review.</Text>
      ) : showTable ? (
        <Table size="small" aria-label="Overall score by analysis" data-testid="score-table">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Date</TableHeaderCell>
              <TableHeaderCell>Essay</TableHeaderCell>
              <TableHeaderCell>Overall score</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {points.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{longDate.format(new Date(p.created_at))}</TableCell>
                <TableCell>{p.essay_title}</TableCell>
                <TableCell>{p.overall_score}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <svg
          ref={setSvg}
          className={styles.svg}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          data-testid="score-chart"
        >
          <title id={titleId}>Overall score over time</title>
          <desc id={descId}>{trendDescription(points)}</desc>
          {[0, 25, 50, 75, 100].map((tick) => (
            <g key={tick}>
              <line className={styles.grid} x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
              <text className={styles.axisText} x={PAD.left - 8} y={y(tick) + 4} textAnchor="end">
                {tick}
              </text>
            </g>
          ))}
          {points.map((p, i) =>
            (i % labelEvery === 0 || i === points.length - 1) && !sameDayAsLabelBefore(i) ? (
              <text
                key={`label-${p.id}`}
                className={styles.axisText}
                x={x(i)}
                y={HEIGHT - 8}
                textAnchor="middle"
              >
                {dateFormat.format(new Date(p.created_at))}
              </text>
            ) : null,
          )}
          <path className={styles.line} d={path} />
          {points.map((p, i) => (
            <circle key={p.id} className={styles.dot} cx={x(i)} cy={y(p.overall_score)} r={4}>
              <title>{`${p.essay_title}: ${p.overall_score}`}</title>
            </circle>
          ))}
        </svg>
      )}
    </Card>
  );
}
