// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import i18n from './index';
import { useTranslation } from './use-translation';

let renders = 0;
function Greeting() {
  const { t } = useTranslation();
  renders += 1;
  return <p>{t('app.name')}</p>;
}

describe('useTranslation', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('translates, and draws again when the language changes', async () => {
    render(<Greeting />);
    expect(screen.getByText('Nyumba')).toBeTruthy();
    const before = renders;
    // Swahili's texts are not loaded here, so the translator falls back to English: the text stays,
    // but the component was drawn again for the change.
    await act(() => i18n.changeLanguage('sw'));
    expect(renders).toBe(before + 1);
    expect(screen.getByText('Nyumba')).toBeTruthy();
  });

  it('hands every component the same t, so memoised children are not redrawn for nothing', () => {
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useTranslation().t);
      return null;
    }
    render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    expect(seen[0]).toBe(seen[1]);
  });
});
