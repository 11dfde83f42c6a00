import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readDocumentsNotice } from '../../lib/documents-notice';

/** Keeps the carried notice for this visit and drops it from history, so a reload does not repeat it. */
export function useArrivalNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => readDocumentsNotice(location.state));

  useEffect(() => {
    if (location.state !== null && location.state !== undefined) {
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);

  return [notice, () => setNotice({ error: null, success: null })] as const;
}
