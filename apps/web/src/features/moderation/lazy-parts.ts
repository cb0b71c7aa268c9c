// The moderation parts drawn only on demand (moderators' panels, the report form): lazy
// here once, so no screen's first load carries them and no caller repeats the wrapper.
import { lazy } from 'react';

export const ItemModerationPanel = lazy(() =>
  import('./item-moderation-panel').then((module) => ({ default: module.ItemModerationPanel })),
);
export const AgentBadgePanel = lazy(() =>
  import('./agent-badge-panel').then((module) => ({ default: module.AgentBadgePanel })),
);
export const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));
export const CopyClaimForm = lazy(() =>
  import('./copy-claim-form').then((module) => ({ default: module.CopyClaimForm })),
);
export const AgencyEarbPanel = lazy(() =>
  import('./agency-earb-panel').then((module) => ({ default: module.AgencyEarbPanel })),
);
