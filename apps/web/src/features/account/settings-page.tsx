import './account-texts';
import { useState, type ReactNode } from 'react';
import { useTranslation, useTexts } from '../../i18n/use-translation';
import { DataSaverRow, LanguageRow, MenuIcon, MessageMailsRow, rowClass } from './settings-rows';
import { Link } from 'react-router';
import {
  BellRing,
  CalendarCheck,
  ChevronDown,
  ChevronRight,
  Headset,
  Hammer,
  KeyRound,
  LockKeyhole,
  LayoutList,
  Newspaper,
  ShieldCheck,
  Smartphone,
  UserRoundCog,
  type LucideIcon,
} from 'lucide-react';
import { routePatterns } from '@nyumba/domain';
import { paths } from '../../paths';
import { selectCurrentUser, useSessionStore } from '../auth';
import { CaretakerRequestsPanel } from './caretaker-requests-panel';
import { ContactPanel } from './contact-panel';
import { localNumber } from '../../lib/phone-display';
import { PhonePanel, phoneRowLine } from './phone-panel';
import { phoneSettingsTexts } from './phone-settings-texts';
import { UserAvatar } from '../../components/user-avatar';
import { Screen, ScreenTitle } from '../../components/screen';

// With the settings page's code, not among the texts every first visit loads (its budget).
const tenanciesWords = (language: 'en' | 'sw') => (language === 'sw' ? 'Upangaji wangu' : 'My tenancies');
const jobsWords = (language: 'en' | 'sw') => (language === 'sw' ? 'Kazi na mafundi' : 'Jobs and fundis');
// Likewise the privacy centre's row and the links to the notice and the terms (issue 58); the
// centre's own texts ride with its screens (features/privacy/privacy-texts.ts).
const privacyWords = (language: 'en' | 'sw') =>
  language === 'sw'
    ? {
        row: 'Faragha',
        hint: 'Data yako, idhini zako, kufuta akaunti',
        notice: 'Taarifa ya faragha',
        terms: 'Masharti ya matumizi',
      }
    : {
        row: 'Privacy',
        hint: 'Your data, your consents, deleting your account',
        notice: 'Privacy notice',
        terms: 'Terms of use',
      };

function MenuLink({ to, icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={rowClass}>
        <MenuIcon icon={icon} />
        <span className="flex-1">{children}</span>
        <ChevronRight aria-hidden="true" className="size-5 text-stone-500" />
      </Link>
    </li>
  );
}

/** The account menu (spec: My Listings, My Blog Posts, Profile Settings, Contact Us). */
export function SettingsPage() {
  const { t } = useTranslation();
  const tenanciesWord = useTexts(tenanciesWords);
  const jobsWord = useTexts(jobsWords);
  const user = useSessionStore(selectCurrentUser);
  const [contactOpen, setContactOpen] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const phoneWords = useTexts(phoneSettingsTexts);
  const privacy = useTexts(privacyWords);

  return (
    <Screen title={t('account.settings.title')} className="page-container max-w-xl">
      <ScreenTitle>{t('account.settings.title')}</ScreenTitle>
      {user ? (
        <div className="mt-4 flex items-center gap-3">
          <UserAvatar
            src={user.avatar || user.photoURL}
            name={user.username}
            className="size-12"
            initialClassName="text-xl"
          />
          <div className="min-w-0">
            <p className="truncate font-semibold text-stone-900">{user.username}</p>
            <p className="truncate text-sm text-stone-600">
              {user.email || (user.phone ? localNumber(user.phone) : '')}
            </p>
          </div>
        </div>
      ) : null}
      {/* Asks only a signed-in account; draws nothing until a caretaker names its number. */}
      {user ? <CaretakerRequestsPanel /> : null}

      <nav aria-label={t('account.settings.menuLabel')} className="mt-6">
        <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
          <MenuLink to={paths.myListings} icon={LayoutList}>
            {t('account.settings.myListings')}
          </MenuLink>
          <MenuLink to={paths.myPosts} icon={Newspaper}>
            {t('account.settings.myPosts')}
          </MenuLink>
          <MenuLink to={paths.alerts} icon={BellRing}>
            {t('account.settings.alerts')}
          </MenuLink>
          <MenuLink to={paths.bookings} icon={CalendarCheck}>
            {t('nav.bookings')}
          </MenuLink>
          <MenuLink to={paths.tenancies} icon={KeyRound}>
            {tenanciesWord}
          </MenuLink>
          <MenuLink to={routePatterns.jobs} icon={Hammer}>
            {jobsWord}
          </MenuLink>
          <MenuLink to={paths.profile} icon={UserRoundCog}>
            {t('account.settings.profileSettings')}
          </MenuLink>
          {user ? (
            <MenuLink to={routePatterns.privacyCentre} icon={LockKeyhole}>
              {privacy.row}
              <span className="block text-sm font-normal text-stone-600">{privacy.hint}</span>
            </MenuLink>
          ) : null}
          {user?.moderator ? (
            <MenuLink to={paths.moderation} icon={ShieldCheck}>
              {t('account.settings.moderation')}
            </MenuLink>
          ) : null}
          <li>
            <button
              type="button"
              className={rowClass}
              aria-expanded={contactOpen}
              aria-controls={contactOpen ? 'contact-us-panel' : undefined}
              onClick={() => setContactOpen((open) => !open)}
            >
              <MenuIcon icon={Headset} />
              <span className="flex-1">{t('account.settings.contactUs')}</span>
              <ChevronDown
                aria-hidden="true"
                className={`size-5 text-stone-500 transition-transform ${contactOpen ? 'rotate-180' : ''}`}
              />
            </button>
            {contactOpen ? <ContactPanel id="contact-us-panel" /> : null}
          </li>
          {user ? (
            <li>
              <button
                type="button"
                className={rowClass}
                aria-expanded={phoneOpen}
                aria-controls={phoneOpen ? 'phone-panel' : undefined}
                onClick={() => setPhoneOpen((open) => !open)}
              >
                <MenuIcon icon={Smartphone} />
                <span className="flex-1">
                  {phoneWords.row}
                  <span className="block text-sm font-normal text-stone-600">{phoneRowLine(user)}</span>
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 text-stone-500 transition-transform ${phoneOpen ? 'rotate-180' : ''}`}
                />
              </button>
              {phoneOpen ? <PhonePanel id="phone-panel" user={user} /> : null}
            </li>
          ) : null}
          <LanguageRow />
          <DataSaverRow />
          {/* An account with no e-mail hears of messages by SMS (the phone row) instead. */}
          {user?.email ? <MessageMailsRow /> : null}
        </ul>
      </nav>
      <p className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
        <Link to={routePatterns.privacyNotice} className="font-medium text-brand-700 underline underline-offset-2">
          {privacy.notice}
        </Link>
        <Link to={routePatterns.terms} className="font-medium text-brand-700 underline underline-offset-2">
          {privacy.terms}
        </Link>
      </p>
    </Screen>
  );
}
