import { CircleExclamationPoint } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { uiStore, useUiState } from '../../lib/ui-store';
import { NoticeModal } from './notice-modal';

export const ERROR_MODAL_DEFAULT = 'An unexpected error occurred. Please try again.';

/** Opened for server failures (5xx) and unverified e-mail on AI actions. */
export function ErrorModal() {
  const { open, message } = useUiState((state) => state.errorModal);
  const close = () => uiStore.closeErrorModal();

  return (
    <NoticeModal
      open={open}
      onClose={close}
      icon={<CircleExclamationPoint aria-hidden="true" className="size-5" />}
      tone="danger"
      title="Something Went Wrong"
      message={message ?? ERROR_MODAL_DEFAULT}
    >
      <Button variant="secondary" onClick={close}>
        Close
      </Button>
    </NoticeModal>
  );
}
