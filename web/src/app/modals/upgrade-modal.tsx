import { Crown } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { uiStore, useUiState } from '../../lib/ui-store';
import { NoticeModal } from './notice-modal';

export const UPGRADE_MODAL_DEFAULT = 'Please upgrade to a Pro plan to access this feature.';

/** Opened by plan gating answers (402 UPGRADE_REQUIRED, 403 TRIAL_EXPIRED) anywhere in the app. */
export function UpgradeModal() {
  const { open, message } = useUiState((state) => state.upgradeModal);
  const navigate = useNavigate();
  const close = () => uiStore.closeUpgradeModal();

  const upgrade = () => {
    close();
    navigate(paths.pricing);
  };

  return (
    <NoticeModal
      open={open}
      onClose={close}
      icon={<Crown aria-hidden="true" className="size-5" />}
      tone="primary"
      title="Upgrade to Pro"
      message={message ?? UPGRADE_MODAL_DEFAULT}
    >
      <Button variant="secondary" onClick={close}>
        Maybe Later
      </Button>
      <Button onClick={upgrade}>Upgrade Now</Button>
    </NoticeModal>
  );
}
