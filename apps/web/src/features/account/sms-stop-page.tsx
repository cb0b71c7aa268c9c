import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { smsStop } from '@nyumba/domain';
import { translateServerMessage } from '../../i18n';
import { currentLanguage } from '../../i18n/use-translation';
import { call } from '../../lib/api-client';
import { LinkAnswerScreen } from '../../components/link-answer-screen';
import { paths } from '../../paths';
import { takeLinkToken } from '../../lib/link-token';
import { phoneSettingsTexts } from './phone-settings-texts';

/**
 * /sms-stop#token=…, the link at the end of every SMS notice: one tap stops them, with no
 * sign-in (the token is the proof). It posts once the page is open (the token rides in the
 * fragment, so an SMS app's link preview neither sees it nor stops anything).
 */
export function SmsStopPage() {
  const words = phoneSettingsTexts(currentLanguage());
  const [token] = useState(takeLinkToken);
  const stop = useMutation({ mutationFn: () => call(smsStop, { params: { token } }) });
  const started = useRef(false);
  const { mutate } = stop;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  return (
    <LinkAnswerScreen
      answer={stop}
      done={(data) => translateServerMessage(data.message)}
      words={{
        title: words.notices,
        working: words.stopping,
        invalid: words.stopInvalid,
        failed: words.stopFailed,
        retry: words.retry,
        manage: words.manage,
      }}
      manageTo={paths.settings}
    />
  );
}
