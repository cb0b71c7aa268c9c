// The moderation feature's public face. The notice and the Report button show on listings
// and posts; the moderators' panels and the report form load only when first drawn.
export { ModerationNotice } from './moderation-notice';
export { ReportButton } from './report-button';
export { AgencyEarbPanel, AgentBadgePanel, ItemModerationPanel, ReportDialog } from './lazy-parts';
