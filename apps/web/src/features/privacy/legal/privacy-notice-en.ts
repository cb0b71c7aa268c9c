import { EXPORT_LINK_DAYS, LEDGER_KEEP_YEARS } from '@nyumba/domain';
import { LAW_ACCESS_DAYS, LAW_ERASURE_DAYS, type LegalText } from './legal-text';

// The privacy notice (/privacy) in English, under Kenya's Data Protection Act 2019 and its 2021
// regulations. A change of substance is a new PRIVACY_VERSION (packages/domain accounts/privacy.ts),
// shown once to each signed-in person; the Swahili (privacy-notice-sw.ts) says the same.
export const privacyNotice: LegalText = {
  title: 'Privacy notice',
  intro:
    'This notice says what Nyumba holds about you, why, for how long, who else sees it, and how you use your rights over it. We wrote it to be read, not signed: if anything is unclear, ask us.',
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are',
      blocks: [
        'Nyumba is a marketplace for homes in Kenya: rentals, homes for sale, short stays (bnbs) and the services around them. For the personal data described here, Nyumba is the data controller under the Data Protection Act 2019.',
        'You can reach our data protection officer through Settings → Contact Us, by phone or e-mail. Write "Data protection" at the start of your message so it reaches them directly.',
      ],
    },
    {
      id: 'what-we-hold',
      heading: '2. What we hold and why',
      blocks: [
        'We hold only what the marketplace needs to work and to stay safe:',
        {
          list: [
            'Your account: username, e-mail address, password (stored as a hash we cannot read back), language, and your photo if you add one. To run your account.',
            'Your phone numbers and their history: which you proved with a code and when. So people can reach you, and so nobody can pass off your number as theirs.',
            'Your listings and their photos, including where the home is. Property details about you count as sensitive personal data under the Act, so we show a listing’s exact place only as its lister chose.',
            'Your messages, viewings, stays and tenancies: so the people you deal with can reach you, and so a moderator can settle a dispute.',
            'Payments, payouts and receipts, with the M-Pesa references Safaricom sends us. The law makes us keep these.',
            'Reviews you write and receive, reports you make, listings and searches you save, and your alerts.',
            'Sign-in records (time, device and network address): to protect your account from someone else.',
            'Your consents: what you agreed to receive, when, and to which wording.',
            'Documents you upload for a check (an agent’s certificate, a licence, an ownership paper): encrypted, seen only by moderators, and deleted 30 days after the decision.',
          ],
        },
      ],
    },
    {
      id: 'lawful-bases',
      heading: '3. Our lawful bases',
      blocks: [
        'Section 30 of the Act allows us to process your data only on a lawful basis. Ours are:',
        {
          list: [
            'Contract: to give you the service you signed up for (your account, listings, messages, bookings, payments).',
            'Legal obligation: receipts and money records for the Kenya Revenue Authority, and answering lawful orders of a court or the police.',
            'Legitimate interests: keeping scams, fake listings and stolen numbers off Nyumba, and keeping the service running. We weigh these against your rights, and you may object.',
            'Consent: marketing by SMS, e-mail or WhatsApp, alerts and deal notices by SMS. Each is off until you turn it on, and you can withdraw it at any time, as easily as you gave it.',
          ],
        },
        'Codes, receipts and messages about your own bookings, payments and tenancies are part of the service, not marketing: they need no consent.',
      ],
    },
    {
      id: 'sharing',
      heading: '4. Who else sees it',
      blocks: [
        'We never sell your data. We share it only as the service needs:',
        {
          list: [
            'The people you deal with see what a deal needs: your name, your messages, and your phone number once you reply or as your listing shows it.',
            'Safaricom (M-Pesa) for payments; Africa’s Talking for SMS; our e-mail provider for mail; Google, only if you choose to sign in with it.',
            'Our hosting providers, who store data for us under contract and may not use it for anything else.',
            'Authorities, only when the law requires it, such as a court order; we keep a record of each request.',
          ],
        },
        'Where a provider keeps data outside Kenya, we use only providers that protect it to the standard the Act and the Commissioner require.',
      ],
    },
    {
      id: 'how-long',
      heading: '5. How long we keep it',
      blocks: [
        {
          list: [
            'Your account, listings, photos, messages and saved items: while your account is open. When you delete it they are removed within minutes.',
            `Payments, payouts, receipts and tax records: ${LEDGER_KEEP_YEARS} years, as tax law requires, without your name once your account is deleted.`,
            'Open disputes and fraud reports: until they are closed, then without your name.',
            'Reviews you wrote: they stay, shown as “Former member”.',
            // docs/privacy.md's retention table, whose jobs delete each of these.
            'Sessions: 30 days after you last use them. Failed sign-ins: 30 days. Devices you signed in from: a year after we last see them. The log of SMS we sent you: 90 days. Each is then deleted automatically.',
            `A copy of your data you asked for: its link works for ${EXPORT_LINK_DAYS} days, then the file is deleted.`,
          ],
        },
      ],
    },
    {
      id: 'rights',
      heading: '6. Your rights and how to use them',
      blocks: [
        'Section 26 of the Act gives you these rights. Most of them work by yourself, at once, in Settings → Privacy:',
        {
          list: [
            `To know what we hold, and to have a copy: "Download my data" builds a ZIP of everything, usually within minutes, and always within the law's ${LAW_ACCESS_DAYS} days. Its link works for ${EXPORT_LINK_DAYS} days, for you only.`,
            'To correct it: every detail you gave can be changed in your profile and listings; ask us for what you cannot change yourself, such as a proven number’s history.',
            `To have it deleted: "Delete my account" shows you first what would go and what the law makes us keep, then deletes it within minutes, and within the law’s ${LAW_ERASURE_DAYS} days at worst. A deal still open (money held, a tenancy, an upcoming stay) must be finished first.`,
            'To withdraw consent and to object to marketing: turn off any switch under "What we may send you", reply STOP to a marketing SMS, or use the link in a marketing e-mail. It stops at once.',
            'To object to other processing, or to a decision made only by a machine: write to us and a person will review it.',
          ],
        },
        'Using these rights is free. We may ask you to sign in or prove who you are first, so nobody else gets your data.',
      ],
    },
    {
      id: 'safety',
      heading: '7. How we keep it safe',
      blocks: [
        'Connections are encrypted, passwords are hashed, and uploaded documents are encrypted at rest. Only staff who need it may see personal data, and moderators’ readings of documents are logged. If a breach puts you at risk, we tell the Commissioner within 72 hours and tell you without delay, with what to do.',
        'Nyumba is for adults: you must be 18 or older to have an account.',
      ],
    },
    {
      id: 'complaints',
      heading: '8. Complaints',
      blocks: [
        'If you are unhappy with how we handle your data, tell us first through Settings → Contact Us: we answer within the times the law sets.',
        'You may also complain to the Office of the Data Protection Commissioner (ODPC), Kenya’s regulator, at any time: through the complaint form on odpc.go.ke or at their offices in Nairobi. You do not need to complain to us first.',
      ],
    },
    {
      id: 'changes',
      heading: '9. Changes to this notice',
      blocks: [
        'When we change this notice in a way that matters, it gets a new version and date (at the top of this page), and we show it to you once when you next sign in. Consents you gave to an older wording are asked for again.',
      ],
    },
  ],
};
