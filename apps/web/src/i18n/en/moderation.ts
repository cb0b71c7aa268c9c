// Strings of the moderators' tools.
export const moderation = {
  title: 'Moderation',
  earbToCheck: 'EARB registration {{number}}: check it on the Estate Agents Registration Board register first.',
  earbVerified: 'EARB registration {{number}}: marked as a verified agent.',
  noEarb: 'This lister has entered no EARB number.',
  reason: 'Reason',
  reasonHint: 'Kept with the decision, e.g. "Found on the EARB register, 2026".',
  grant: 'Mark as verified agent',
  revoke: 'Take back the badge',
  saving: 'Saving...',
  failed: 'The decision was not saved',
  history: 'Decisions about this user',
  none: 'No decisions yet.',
  loading: 'Loading...',
  formerModerator: 'a former moderator',
} as const;
