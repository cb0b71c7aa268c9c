// Enquiries, the words every screen may show: the unread badge, "Send a message", who sees the
// phone number. The conversation screens' own words are in conversation.ts, loaded with them.
export const messages = {
  nav: 'Messages',
  unread_one: '{{count}} unread message',
  unread_other: '{{count}} unread messages',
  contact: {
    send: 'Send a message',
    short: 'Message',
    open: 'Open the conversation',
    afterReply: 'The lister shows their phone number after replying to your message.',
  },
  settings: {
    title: 'Messages',
    mails: 'E-mail me when a message waits unread for 10 minutes',
    saved: 'Saved',
  },
  phone: {
    legend: 'Who sees your phone number',
    afterReply: 'People I reply to (recommended: you talk on Nyumba first)',
    public: 'Everyone who opens the listing',
  },
  menu: {
    report: 'Report this conversation',
  },
} as const;
