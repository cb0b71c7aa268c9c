import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { smsStop } from '@nyumba/domain';
import { buttonStyles } from '../../components/button-styles';
import { Screen, ScreenTitle } from '../../components/screen';

import { useTexts } from '../../i18n/use-translation';
import { ApiError, call } from '../../lib/api-client';
import { paths } from '../../paths';
import { takeLinkToken } from '../../lib/link-token';
import { phoneSettingsTexts } from './phone-settings-texts';

/**
 * /sms-stop#token=…, the link at the end of every SMS notice: one tap stops them, with no
 * sign-in (the token is the proof). It posts once the page is open (the token rides in the
 * fragment, so an SMS app's link preview neither sees it nor stops anything).
 */
export function SmsStopPage() {
  const words = useTexts(phoneSettingsTexts);
  const [token] = useState(takeLinkToken);
  const stop = useMutation({ mutationFn: () => call(smsStop, { params: { token } }) });
  const started = useRef(false);
  const { mutate } = stop;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  const invalid = stop.error instanceof ApiError && stop.error.status < 500 && stop.error.status !== 429;

  return (
    <Screen title={words.notices} className="page-container max-w-xl">
      <ScreenTitle>{words.notices}</ScreenTitle>
      <div role="status" className="mt-4 text-lg text-stone-800">
        {stop.isSuccess ? stop.data.message : stop.isError ? null : words.stopping}
      </div>
      {stop.isError ? (
        <div role="alert" className="mt-2 flex flex-col items-start gap-3">
          <p className="text-lg text-red-800">{invalid ? words.stopInvalid : words.stopFailed}</p>
          {invalid ? null : (
            <button type="button" className={buttonStyles.secondary} onClick={() => mutate()}>
              {words.retry}
            </button>
          )}
        </div>
      ) : null}
      <Link to={paths.settings} className={`${buttonStyles.secondary} mt-6`}>
        {words.manage}
      </Link>
    </Screen>
  );
}
