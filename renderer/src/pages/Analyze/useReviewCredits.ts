import { useEffect, useState } from 'react';
import type { UsageStats } from '../../../../shared/schemas/usage';
import { fetchUsageStats } from '../../api/usage';

// This month's credits, read when the screen opens and again after every review, so Review My Essay is
// not offered for a review the server can only refuse. Unknown (not loaded, offline, or the call failed)
// blocks nothing: the server still has the last word.

export interface ReviewCredits {
  basic: boolean;
  premium: boolean;
}

export function useReviewCredits(refreshKey: unknown): ReviewCredits | null {
  const [credits, setCredits] = useState<ReviewCredits | null>(null);
  useEffect(() => {
    let live = true;
    fetchUsageStats()
      .then((s: UsageStats) => {
        if (live) setCredits({ basic: s.can_use_basic, premium: s.can_use_premium });
      })
      .catch(() => {
        if (live) setCredits(null);
      });
    return () => {
      live = false;
    };
  }, [refreshKey]);
  return credits;
}
