import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  getAdminListAnnouncementsQueryKey,
  useAdminCreateAnnouncement,
  useAdminUpdateAnnouncement,
} from '../../api/generated/admin/admin';
import { type AdminAnnouncement, type AnnouncementInput, AnnouncementType } from '../../api/generated/model';
import { Drawer } from '../../components/admin/drawer';
import { AnnouncementBanner } from '../../components/announcements/announcement-banner';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api-error';
import { fromLocalInput, toLocalInput } from './admin-format';

export const MESSAGE_MAX = 1000;
export const PREVIEW_PLACEHOLDER = 'Your message appears here.';
export const MESSAGE_REQUIRED = 'Please write the message.';
export const WINDOW_ORDER = 'The end must be after the start.';

const types = Object.values(AnnouncementType);

type Draft = {
  type: AnnouncementType;
  message: string;
  is_active: boolean;
  is_feature: boolean;
  startsAt: string;
  endsAt: string;
};

function draftOf(announcement: AdminAnnouncement | null): Draft {
  return {
    type: announcement?.type ?? 'Informational',
    message: announcement?.message ?? '',
    is_active: announcement?.is_active ?? true,
    is_feature: announcement?.is_feature ?? false,
    startsAt: toLocalInput(announcement?.starts_at ?? null),
    endsAt: toLocalInput(announcement?.ends_at ?? null),
  };
}

/** Who sees the banner, in words, from its switch and window. */
export function visibility(
  active: boolean,
  startsAt: string | null,
  endsAt: string | null,
  now = Date.now(),
): { label: string; tone: 'success' | 'warning' | 'neutral' } {
  if (!active) return { label: 'Inactive: nobody sees it', tone: 'neutral' };
  if (endsAt && Date.parse(endsAt) <= now) return { label: 'Ended', tone: 'neutral' };
  if (startsAt && Date.parse(startsAt) > now) return { label: 'Scheduled', tone: 'warning' };
  return { label: 'Showing now', tone: 'success' };
}

type EditorProps = {
  /** null: a new announcement. */
  announcement: AdminAnnouncement | null;
  open: boolean;
  onClose: () => void;
  onSaved: (saved: AdminAnnouncement, created: boolean) => void;
};

/** Create or edit an announcement, with the banner previewed exactly as people will see it. */
export function AnnouncementEditor({ announcement, open, onClose, onSaved }: EditorProps) {
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={announcement ? 'Edit announcement' : 'New announcement'}
      description="Shown as a banner at the top of every signed-in page."
    >
      {open && (
        <EditorForm
          key={announcement?.id ?? 'new'}
          announcement={announcement}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Drawer>
  );
}

function EditorForm({
  announcement,
  onClose,
  onSaved,
}: {
  announcement: AdminAnnouncement | null;
  onClose: () => void;
  onSaved: (saved: AdminAnnouncement, created: boolean) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(announcement));
  const [errors, setErrors] = useState<{ message?: string; window?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const create = useAdminCreateAnnouncement({ request: { quiet: true } });
  const update = useAdminUpdateAnnouncement({ request: { quiet: true } });
  const pending = create.isPending || update.isPending;
  const activeId = useId();
  const previewId = useId();

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const startsAt = fromLocalInput(draft.startsAt);
  const endsAt = fromLocalInput(draft.endsAt);
  const shown = visibility(draft.is_active, startsAt, endsAt);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found: typeof errors = {};
    if (draft.message.trim() === '') found.message = MESSAGE_REQUIRED;
    if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) found.window = WINDOW_ORDER;
    setErrors(found);
    if (found.message || found.window) return;
    setFailure(null);
    const input: AnnouncementInput = {
      type: draft.type,
      message: draft.message.trim(),
      is_active: draft.is_active,
      is_feature: draft.is_feature,
      starts_at: startsAt,
      ends_at: endsAt,
    };
    try {
      const saved = announcement
        ? await update.mutateAsync({ id: announcement.id, data: input })
        : await create.mutateAsync({ data: input });
      await queryClient.invalidateQueries({ queryKey: getAdminListAnnouncementsQueryKey() });
      onSaved(saved, announcement === null);
    } catch (error) {
      setFailure(errorMessage(error, 'The announcement could not be saved.'));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <section aria-labelledby={previewId} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={previewId} className="text-sm font-semibold">
            Preview
          </h3>
          <span className="text-xs text-muted" data-testid="announcement-visibility">
            {shown.label}
          </span>
        </div>
        <div className="overflow-hidden rounded-card border border-border" data-testid="announcement-preview">
          <AnnouncementBanner
            announcement={{ type: draft.type, message: draft.message.trim() || PREVIEW_PLACEHOLDER }}
          />
        </div>
      </section>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <Field label="Type">
        {(control) => (
          <Select
            {...control}
            value={draft.type}
            onChange={(event) => set('type', event.target.value as AnnouncementType)}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Message"
        error={errors.message}
        hint={`${draft.message.length} / ${MESSAGE_MAX} characters`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={MESSAGE_MAX}
            value={draft.message}
            onChange={(event) => set('message', event.target.value)}
          />
        )}
      </Field>
      <div className="flex items-start justify-between gap-4 rounded-control border border-border p-3">
        <div className="flex flex-col gap-0.5">
          <label htmlFor={activeId} className="text-sm font-medium">
            Active
          </label>
          <p className="text-xs text-muted">Only active announcements are shown, within their window.</p>
        </div>
        <button
          id={activeId}
          type="button"
          role="switch"
          aria-checked={draft.is_active}
          onClick={() => set('is_active', !draft.is_active)}
          className={`focus-ring relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-pill transition-colors ${
            draft.is_active ? 'bg-primary' : 'bg-border-strong'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-pill bg-surface shadow-soft transition-transform ${
              draft.is_active ? 'translate-x-5' : 'translate-x-0.5'
            }`}
          />
        </button>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">Window (optional, your local time)</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="Starts" hint="Empty: from now on.">
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={draft.startsAt}
                onChange={(event) => set('startsAt', event.target.value)}
              />
            )}
          </Field>
          <Field label="Ends" hint="Empty: until switched off." error={errors.window}>
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={draft.endsAt}
                onChange={(event) => set('endsAt', event.target.value)}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <div className="flex flex-col gap-1 rounded-control border border-border p-3">
        <Checkbox
          label="Announce as a new feature"
          checked={draft.is_feature}
          onChange={(event) => set('is_feature', event.target.checked)}
          aria-describedby={`${activeId}-feature-hint`}
        />
        <p id={`${activeId}-feature-hint`} className="pl-6 text-xs text-muted">
          Everyone also gets a notification, once, when it is active (and an e-mail if they want product
          updates).
          {announcement?.is_feature && ' This one has already been announced; nobody is notified again.'}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} loadingText="Saving...">
          {announcement ? 'Save changes' : 'Create announcement'}
        </Button>
      </div>
    </form>
  );
}
