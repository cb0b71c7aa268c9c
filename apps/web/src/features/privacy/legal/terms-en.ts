import type { LegalText } from './legal-text';

// The terms of use (/terms) in English. A change of substance is a new TERMS_VERSION
// (packages/domain accounts/privacy.ts), which each person accepts; terms-sw.ts says the same.
export const terms: LegalText = {
  title: 'Terms of use',
  intro:
    'These terms are the agreement between you and Nyumba when you use the marketplace: to look for a home, to list one, to pay, or to offer a service. By signing up you accept them. Please read them: they are short on purpose.',
  sections: [
    {
      id: 'who-may-use',
      heading: '1. Who may use Nyumba',
      blocks: [
        {
          list: [
            'You must be 18 or older to have an account, to list and to pay.',
            'One person, one account, with your own true details. Keep your password and your phone to yourself: what is done from your account is taken as done by you.',
            'Nyumba is a marketplace. The tenancy, the sale, the stay or the job is between you and the other person; Nyumba runs the listings, the messages and, when you pay on Nyumba, holds the money until the deal is done.',
          ],
        },
      ],
    },
    {
      id: 'listing-rules',
      heading: '2. Listing rules',
      blocks: [
        'A listing must be true and yours to offer:',
        {
          list: [
            'List only a home or a service you own, manage, or are allowed by its owner in writing to offer. A caretaker lists with the landlord’s consent, which the landlord confirms from their own proven phone number.',
            'Photos are of the home itself, as it is now. Do not copy another lister’s photos or words.',
            'The price is the full price: rent, service charge, deposit and any fee a tenant or guest must pay. No viewing fees.',
            'The phone number on a listing must be one you proved with a code, and answers to your name.',
            '“Agent” is shown only for a lister registered with the Estate Agents Registration Board with this year’s practising certificate, checked by our moderators. Others list as landlord, caretaker or private lister.',
            'A short stay (bnb) shows its Tourism Regulatory Authority licence number when the law requires one.',
            'Mark a home taken as soon as it is: a listing that is no longer available is hidden.',
          ],
        },
      ],
    },
    {
      id: 'prohibited',
      heading: '3. What is not allowed',
      blocks: [
        {
          list: [
            'Asking for money outside Nyumba before the person has seen the home, or asking for viewing fees.',
            'Listings of homes that do not exist, are already let, or are not yours to offer; fake reviews; copying another person’s listing.',
            'Using another person’s phone number, name or photos.',
            'Hateful, threatening, sexual or discriminating words or pictures, including refusing people for their tribe, religion, sex or disability.',
            'Spam, links to scams, and collecting other members’ details for anything but the deal at hand.',
            'Anything unlawful in Kenya, or trying to get around our checks and limits.',
          ],
        },
        'Moderators may hide a listing, a post, a review or a message that breaks these rules, hold a conversation, and suspend an account. We tell you why, and you may ask us to look again.',
      ],
    },
    {
      id: 'payments',
      heading: '4. Payments held by Nyumba',
      blocks: [
        'When you pay on Nyumba, by M-Pesa from your booking or tenancy, the money is held by Nyumba, not sent straight to the other person:',
        {
          list: [
            'A stay is paid to the host a day after the guest checks in, unless the guest reports a problem first; then a moderator decides.',
            'Before you pay, you see the full price (nights or months, fees and levies) and the cancellation terms, and you confirm them.',
            'Cancelling refunds by the terms you were shown when you booked. A host or lister who cancels after payment refunds everything.',
            'Refunds and payouts are sent by M-Pesa to the proven number on the account.',
            'Never pay a deposit or rent to anyone outside Nyumba’s booking or tenancy: we cannot protect money that never reached us.',
          ],
        },
        'Receipts carry Nyumba’s KRA PIN, and VAT on Nyumba’s fee when we are registered for it.',
      ],
    },
    {
      id: 'deposits',
      heading: '5. Tenancy deposits',
      blocks: [
        {
          list: [
            'When you rent through Nyumba, the first month and the deposit are paid into Nyumba’s hold. The first month goes to the lister once the tenant confirms they have the keys.',
            'The deposit stays held for the whole tenancy, and comes back to the tenant at move-out, less deductions the lister shows with reasons against the move-in inventory.',
            'The tenant may accept or dispute the deductions. A dispute goes to a moderator, who decides how the deposit is split and records why. A lister who says nothing in time returns the whole deposit.',
            'The tenancy agreement both sign on Nyumba governs the rest: rent, notice, and who pays for water, power and rubbish.',
          ],
        },
      ],
    },
    {
      id: 'content',
      heading: '6. What you post',
      blocks: [
        'You keep what you write and the photos you upload. You allow Nyumba to show them on the marketplace and in its links while they are up. Reviews must be about a real deal on Nyumba, and honest. A review you wrote stays after your account is deleted, shown as “Former member”.',
      ],
    },
    {
      id: 'liability',
      heading: '7. Our part and its limits',
      blocks: [
        'We check phone numbers, agents’ registrations and reported listings, and we hold money paid on Nyumba; we do not inspect every home. Look at a home and meet its owner or their agent before you commit. Nothing in these terms takes away your rights under the Consumer Protection Act 2012 or any other Kenyan law.',
      ],
    },
    {
      id: 'ending',
      heading: '8. Ending your account',
      blocks: [
        'You may delete your account at any time in Settings → Privacy, once your open deals are finished. We may close an account that breaks these terms seriously or again and again, after telling you why. What happens to your data then is in the privacy notice.',
      ],
    },
    {
      id: 'law',
      heading: '9. Law, disputes and changes',
      blocks: [
        'These terms are governed by the laws of Kenya. Tell us first about any complaint, through Settings → Contact Us; if we cannot settle it, the courts of Kenya decide.',
        'When we change these terms in a way that matters, they get a new version and date (at the top of this page), and we ask you to accept them the next time you sign in.',
      ],
    },
  ],
};
