import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readFlash } from './flash';

/** Shows a message handed over in navigation state once, then forgets it so a reload does not repeat it. */
export function useFlash(show: (message: string) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const message = readFlash(location.state);
  useEffect(() => {
    if (!message) return;
    show(message);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [message, show, navigate, location.pathname, location.search]);
}
