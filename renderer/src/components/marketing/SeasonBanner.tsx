import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { PlanLimit } from './PlanLimit';
import { usePlans } from './usePlans';

/** Shown only while the server's application-season switch is on: the raised free limits. */
export function SeasonBanner() {
  const { plans, season } = usePlans();
  if (!plans || !season) return null;
  return (
    <MessageBar intent="success" layout="multiline" data-testid="season-banner">
      <MessageBarBody>
        <MessageBarTitle>Application season</MessageBarTitle>
        The Free plan now includes <PlanLimit plan={plans.free} kind="basic" /> Basic and{' '}
        <PlanLimit plan={plans.free} kind="premium" /> Premium reviews a month while deadlines are near.
      </MessageBarBody>
    </MessageBar>
  );
}
