import type { Language } from '@nyumba/domain';
import { MessageCircle } from 'lucide-react';
import { useTexts } from '../i18n/use-translation';
import { appOrigin } from '../lib/app-origin';

const en = { label: 'Share on WhatsApp', line: (name: string) => `${name} on Nyumba:` };
const sw: typeof en = { label: 'Shiriki kwenye WhatsApp', line: (name) => `${name} kwenye Nyumba:` };
const shareTexts = (language: Language) => (language === 'sw' ? sw : en);

/**
 * "Share on WhatsApp": WhatsApp's own share address (wa.me with no number, so the person
 * picks the chat or group) with a short line and the page's address, whose preview card the
 * server draws. Never a lister's number: sharing a page is not contacting its lister.
 */
function whatsappShareUrl(text: string, pageUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${pageUrl}`)}`;
}

/** `name`: what the page is (a listing's name, an agency's, a job's trade and area); `path`: its address here. */
export function WhatsappShare({ name, path, className = '' }: { name: string; path: string; className?: string }) {
  const words = useTexts(shareTexts);
  return (
    <a
      href={whatsappShareUrl(words.line(name), new URL(path, appOrigin()).href)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp-share"
      className={`btn-secondary inline-flex items-center justify-center gap-2 px-3 ${className}`}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {words.label}
    </a>
  );
}
