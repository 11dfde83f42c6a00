import { ErrorModal } from './error-modal';
import { UpgradeModal } from './upgrade-modal';

/** The app-wide modals driven by lib/ui-store, mounted once under the router. */
export function AppModals() {
  return (
    <>
      <UpgradeModal />
      <ErrorModal />
    </>
  );
}
