import { Crown } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../components/ui/dialog';
import { paths } from '../../lib/paths';
import { uiStore, useUiState } from '../../lib/ui-store';

export const UPGRADE_MODAL_DEFAULT = 'Please upgrade to a Pro plan to access this feature.';

/** Opened by plan gating answers (402 UPGRADE_REQUIRED, 403 TRIAL_EXPIRED) anywhere in the app. */
export function UpgradeModal() {
  const { open, message } = useUiState((state) => state.upgradeModal);
  const navigate = useNavigate();

  const upgrade = () => {
    uiStore.closeUpgradeModal();
    navigate(paths.pricing);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && uiStore.closeUpgradeModal()}>
      <DialogContent className="max-w-md">
        <span className="flex size-11 items-center justify-center rounded-full bg-primary/12 text-primary">
          <Crown aria-hidden="true" className="size-5" />
        </span>
        <DialogTitle>Upgrade to Pro</DialogTitle>
        <DialogDescription>{message ?? UPGRADE_MODAL_DEFAULT}</DialogDescription>
        <DialogFooter>
          <Button variant="secondary" onClick={() => uiStore.closeUpgradeModal()}>
            Maybe Later
          </Button>
          <Button onClick={upgrade}>Upgrade Now</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
