import type { Language, SearchState } from '@nyumba/domain';
import { useTexts } from '../../i18n/use-translation';

/**
 * The words of a provider's own filters, in both languages: here, with the search screen's
 * chunk, not in the shared texts every first visit carries.
 */
const en = { label: 'When they work', openNow: 'Open now', emergency: 'Emergency call-outs' };
const sw: typeof en = { label: 'Wanapofanya kazi', openNow: 'Wako kazini sasa', emergency: 'Huja kwa dharura' };
export const providerFilterTexts = (language: Language) => (language === 'sw' ? sw : en);

/** "Open now" and "Emergency call-outs": two ways to compare providers the anchors offer. */
export function ProviderFilter({ state, onChange }: { state: SearchState; onChange: (next: SearchState) => void }) {
  const words = useTexts(providerFilterTexts);
  const box = (key: 'openNow' | 'emergency') => (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-stone-800">
      <input
        type="checkbox"
        className="size-5 rounded border-stone-400 accent-brand-700"
        checked={state[key] === true}
        onChange={(event) => onChange({ ...state, [key]: event.target.checked ? true : null })}
      />
      {words[key]}
    </label>
  );
  return (
    <fieldset className="col-span-full flex flex-wrap gap-x-6">
      <legend className="sr-only">{words.label}</legend>
      {box('openNow')}
      {box('emergency')}
    </fieldset>
  );
}
