import {
  Button,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  MessageBarActions,
  Text,
  tokens,
} from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import type { AnalysisRecord } from '../../../../shared/schemas/usage';
import { useAuth } from '../../auth/AuthContext';
import { usePageTitle } from '../../components/layout/usePageTitle';
import { down } from '../../theme';
import { AccountSettings } from './AccountSettings';
import { EssayDrafts } from './EssayDrafts';
import { ProgressCard } from './ProgressCard';
import { RecentEssays } from './RecentEssays';
import { ScoreChart } from './ScoreChart';
import { useDashboardData } from './useDashboardData';
import { WelcomeHeader } from './WelcomeHeader';

// The analysis viewer (a dialog with every result format) loads when a student first opens a review.
const AnalysisViewerDialog = lazy(() =>
  import('../../components/analysis-viewer/AnalysisViewerDialog').then((m) => ({
    default: m.AnalysisViewerDialog,
  })),
);

/** How long the viewer keeps its record after closing (the dialog's exit animation). */
export const VIEWER_CLEAR_DELAY_MS = 300;

const useStyles = makeStyles({
  root: {
    maxWidth: '1200px',
    width: '100%',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    boxSizing: 'border-box',
    display: 'grid',
    rowGap: tokens.spacingVerticalXL,
  },
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
    alignItems: 'start',
  },
  center: { display: 'grid', justifyItems: 'center', padding: tokens.spacingVerticalXXXL },
  // While the dashboard loads, boxes of the size its cards have for a new student (measured at 360,
  // 412, 800 and 1280 px), so Account Settings below does not jump down when they arrive.
  skeleton: {
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralStencil1,
  },
  progressBox: { height: '204px', [down.sm]: { height: '272px' } },
  chartBox: { height: '136px', [down.sm]: { height: '156px' } },
  draftsBox: { height: '108px', [down.sm]: { height: '128px' } },
  historyBox: { height: '176px' },
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

export function DashboardPage() {
  const styles = useStyles();
  usePageTitle('Dashboard');
  const { user, logout } = useAuth();
  const data = useDashboardData();
  const [viewerOpen, setViewerOpen] = useState(false);
  const [viewed, setViewed] = useState<AnalysisRecord | null>(null);
  const clearTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(clearTimer.current), []);

  const openViewer = (record: AnalysisRecord) => {
    window.clearTimeout(clearTimer.current);
    setViewed(record);
    setViewerOpen(true);
  };
  const closeViewer = () => {
    setViewerOpen(false);
    clearTimer.current = window.setTimeout(() => setViewed(null), VIEWER_CLEAR_DELAY_MS);
  };

  if (!user) return null; // the route guard only renders this page for a signed-in user

  let body;
  if (data.status === 'loading') {
    const box = (size: string) => mergeClasses(styles.skeleton, size);
    body = (
      <>
        <span role="status" className={styles.srOnly}>
          Loading your dashboard...
        </span>
        <div className={styles.columns} aria-hidden="true">
          <div className={box(styles.progressBox)} />
          <div className={box(styles.chartBox)} />
        </div>
        <div className={box(styles.draftsBox)} aria-hidden="true" />
        <div className={box(styles.historyBox)} aria-hidden="true" />
      </>
    );
  } else if (data.status === 'error') {
    body = (
      <MessageBar intent="error" data-testid="dashboard-error">
        <MessageBarBody>{data.error ?? MESSAGES.dashboardFailed}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void data.refresh()}>Try again</Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else if (data.status === 'empty' || !data.stats) {
    body = (
      <Text className={styles.center} data-testid="dashboard-empty">
        {MESSAGES.noUsageData}
      </Text>
    );
  } else {
    body = (
      <>
        {data.error && (
          <MessageBar intent="error">
            <MessageBarBody>{data.error}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.columns}>
          <ProgressCard stats={data.stats} onRefresh={() => void data.refresh()} />
          <ScoreChart points={data.trend} />
        </div>
        <EssayDrafts />
        <RecentEssays
          history={data.history}
          page={data.page}
          loading={data.refreshing}
          onPageChange={data.setPage}
          onView={openViewer}
        />
      </>
    );
  }

  return (
    <div className={styles.root}>
      <WelcomeHeader
        user={{ ...user, plan_type: data.stats?.plan_type ?? user.plan_type }}
        onLogout={() => void logout()}
      />
      {body}
      <AccountSettings onDeleted={() => void logout()} />
      {(viewerOpen || viewed) && (
        <Suspense fallback={null}>
          <AnalysisViewerDialog
            open={viewerOpen}
            record={viewed}
            onClose={closeViewer}
            onExported={() => void data.refresh()}
          />
        </Suspense>
      )}
    </div>
  );
}
