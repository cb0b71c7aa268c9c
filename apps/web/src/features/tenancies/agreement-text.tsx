import { useId, useState } from 'react';
import { pathOf, tenancyAgreementPdf, type Tenancy } from '@nyumba/domain';
import { FileDown } from 'lucide-react';
import { buttonStyles } from '../../components/button-styles';
import { useLanguage, useTexts } from '../../i18n/use-translation';
import { agreementTexts, type AgreementWords } from './agreement-texts';
import { tenancyTime } from './tenancy-format';

type Agreement = NonNullable<Tenancy['agreement']>;

/** The agreement's two halves: the English, then (after two blank lines) the Kiswahili. */
function halves(text: string): { en: string[]; sw: string[] } {
  const [english = '', kiswahili = ''] = text.split('\n\n\n');
  const lines = (part: string) => part.split('\n').filter((line) => line.trim());
  return { en: lines(english), sw: lines(kiswahili) };
}

/** "3. The rent. KSH 35,000 a month…": the clause's name set apart from what it says. */
function Clause({ line }: { line: string }) {
  const clause = /^(\d+\.\s[^.]+\.)\s(.*)$/.exec(line);
  return clause ? (
    <p>
      <strong className="font-semibold text-stone-900">{clause[1]}</strong> {clause[2]}
    </p>
  ) : (
    <p>{line}</p>
  );
}

/**
 * The agreement as both sign it: one language at a time (the screen's first), each clause a
 * paragraph, in a box that scrolls by itself so the signing stays in reach below it.
 */
export function AgreementText({ agreement }: { agreement: Agreement }) {
  const words = useTexts(agreementTexts);
  const screen = useLanguage();
  const [language, setLanguage] = useState<'en' | 'sw'>(screen);
  const boxId = useId();
  const { en, sw } = halves(agreement.text);
  const [title, ...clauses] = language === 'sw' ? sw : en;
  return (
    <div className="space-y-2">
      <div role="group" aria-label={words.agreementTitle} className="flex gap-2">
        {(['en', 'sw'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={language === option}
            aria-controls={boxId}
            onClick={() => setLanguage(option)}
            className="inline-flex min-h-11 items-center rounded-full border border-stone-300 px-4 text-sm font-semibold text-stone-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {option === 'en' ? words.english : words.kiswahili}
          </button>
        ))}
      </div>
      <div
        id={boxId}
        role="region"
        aria-label={title}
        // Focusable, so a keyboard can scroll it.
        tabIndex={0}
        lang={language}
        className="max-h-[28rem] space-y-3 overflow-y-auto rounded-xl border border-stone-300 bg-stone-50 p-4 text-[15px] leading-relaxed text-stone-800"
      >
        <p className="font-bold text-stone-900">{title}</p>
        {clauses.map((line, index) => (
          <Clause key={index} line={line} />
        ))}
      </div>
      <p className="text-xs break-all text-stone-500">{words.hash(agreement.hash)}</p>
    </div>
  );
}

/** Who has signed (name, masked number, when), and the PDF to keep. */
export function Signatures({ tenancy, agreement }: { tenancy: Tenancy; agreement: Agreement }) {
  const words = useTexts(agreementTexts);
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-stone-900">{words.signaturesTitle}</h4>
      <ul className="space-y-1 text-sm text-stone-800">
        {(['tenant', 'lister'] as const).map((role) => (
          <SignatureLine key={role} role={role} agreement={agreement} tenancy={tenancy} words={words} />
        ))}
      </ul>
      <a
        className={buttonStyles.secondary}
        href={pathOf(tenancyAgreementPdf, { id: tenancy.id })}
        download
        data-agreement-pdf
      >
        <FileDown aria-hidden="true" className="size-5" />
        {words.pdf}
      </a>
    </div>
  );
}

function SignatureLine({
  role,
  agreement,
  tenancy,
  words,
}: {
  role: 'tenant' | 'lister';
  agreement: Agreement;
  tenancy: Tenancy;
  words: AgreementWords;
}) {
  const signature = agreement.signatures.find((one) => one.role === role);
  const name = role === 'tenant' ? tenancy.tenantName : tenancy.listerName;
  return (
    <li className={signature ? 'text-emerald-900' : 'text-stone-600'}>
      {signature
        ? `✓ ${words.signedBy(words.roles[role], signature.name, signature.phone, tenancyTime(signature.signedAt))}`
        : words.notSigned(`${words.roles[role]} (${name})`)}
    </li>
  );
}
