import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  getAdminGetSettingsQueryKey,
  useAdminGetSettings,
  useAdminUpdateSettings,
} from '../../api/generated/admin/admin';
import type { AdminSettings, AdminSettingsUpdate, FreePlanLimits } from '../../api/generated/model';
import { LoadError } from '../../components/admin/load-error';
import { AnnouncementBanner } from '../../components/announcements/announcement-banner';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { Textarea } from '../../components/ui/textarea';
import { errorMessage, isApiError } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { AdminOnly } from './admin-only';
import { When } from './admin-ui';

export const SETTINGS_FAILED = 'The settings could not be loaded.';
export const SETTINGS_SAVED = 'Settings saved. They apply to new requests at once.';
export const BANNER_MAX = 500;

type LimitKey = keyof FreePlanLimits;

const limitFields: { key: LimitKey; label: string; max: number }[] = [
  { key: 'interviewSessions', label: 'Interview sessions', max: 1000 },
  { key: 'resumes', label: 'Resumes', max: 100 },
  { key: 'jobDescriptions', label: 'Job descriptions', max: 100 },
  { key: 'resumePolishes', label: 'Resume polishes', max: 100 },
];

/** The form keeps numbers as typed text, so a half-typed value is never rewritten under the cursor. */
type Draft = {
  supportEmail: string;
  trialDays: string;
  requireEmailVerification: boolean;
  maintenanceBanner: string;
  limits: Record<LimitKey, string>;
};

type Errors = Partial<Record<'supportEmail' | 'trialDays' | LimitKey, string>>;

function draftOf(settings: AdminSettings): Draft {
  return {
    supportEmail: settings.supportEmail,
    trialDays: String(settings.trialDays),
    requireEmailVerification: settings.requireEmailVerification,
    maintenanceBanner: settings.maintenanceBanner ?? '',
    limits: {
      interviewSessions: String(settings.freePlanLimits.interviewSessions),
      resumes: String(settings.freePlanLimits.resumes),
      jobDescriptions: String(settings.freePlanLimits.jobDescriptions),
      resumePolishes: String(settings.freePlanLimits.resumePolishes),
    },
  };
}

function wholeNumber(text: string, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= max ? value : null;
}

/** Checks the draft; answers the update to send, or what is wrong with it. */
function validate(draft: Draft): { update: AdminSettingsUpdate | null; errors: Errors } {
  const errors: Errors = {};
  const email = draft.supportEmail.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.supportEmail = 'Please enter a valid e-mail address.';
  const trialDays = wholeNumber(draft.trialDays, 365);
  if (trialDays === null) errors.trialDays = 'A whole number from 0 to 365.';
  const limits: Partial<FreePlanLimits> = {};
  for (const field of limitFields) {
    const value = wholeNumber(draft.limits[field.key], field.max);
    if (value === null) errors[field.key] = `A whole number from 0 to ${field.max}.`;
    else limits[field.key] = value;
  }
  if (Object.keys(errors).length > 0 || trialDays === null) return { update: null, errors };
  const banner = draft.maintenanceBanner.trim();
  return {
    update: {
      supportEmail: email,
      trialDays,
      requireEmailVerification: draft.requireEmailVerification,
      maintenanceBanner: banner === '' ? null : banner,
      freePlanLimits: limits as FreePlanLimits,
    },
    errors,
  };
}

/** A 400's field issues, by the setting they belong to, for the messages under the fields. */
function serverFieldErrors(error: unknown): Errors {
  if (!isApiError(error) || !Array.isArray(error.details)) return {};
  const errors: Errors = {};
  for (const detail of error.details as { path?: unknown[]; message?: string }[]) {
    const key = detail.path?.at(-1);
    if (typeof key === 'string' && typeof detail.message === 'string')
      errors[key as keyof Errors] = detail.message;
  }
  return errors;
}

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const queryClient = useQueryClient();
  const save = useAdminUpdateSettings({ request: { quiet: true } });
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const banner = draft.maintenanceBanner.trim();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setResult(null);
    const checked = validate(draft);
    setErrors(checked.errors);
    if (!checked.update) {
      setResult({ tone: 'danger', text: 'Please correct the fields marked below.' });
      return;
    }
    try {
      const saved = await save.mutateAsync({ data: checked.update });
      queryClient.setQueryData(getAdminGetSettingsQueryKey(), saved);
      setDraft(draftOf(saved));
      setResult({ tone: 'success', text: SETTINGS_SAVED });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setResult({ tone: 'danger', text: errorMessage(error, 'The settings could not be saved.') });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <Card className="flex flex-col gap-5 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">Accounts</h2>
        <Field
          label="Trial days"
          hint="Days of Pro a new account gets. A change applies to accounts created afterwards; 0 turns trials off."
          error={errors.trialDays}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={365}
              className="max-w-32"
              value={draft.trialDays}
              onChange={(event) => setDraft({ ...draft, trialDays: event.target.value })}
            />
          )}
        </Field>
        <div className="flex flex-col gap-1">
          <Checkbox
            label="Require e-mail verification"
            checked={draft.requireEmailVerification}
            onChange={(event) => setDraft({ ...draft, requireEmailVerification: event.target.checked })}
          />
          <p className="pl-6 text-xs text-muted">
            When on, people must verify their e-mail before using the AI features.
          </p>
        </div>
        <Field
          label="Support e-mail"
          hint="Where contact-form messages and new-ticket notices go."
          error={errors.supportEmail}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              maxLength={254}
              value={draft.supportEmail}
              onChange={(event) => setDraft({ ...draft, supportEmail: event.target.value })}
            />
          )}
        </Field>
      </Card>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">Maintenance banner</h2>
        <Field
          label="Banner text"
          hint={`Shown to everyone as a warning at the top of every page; leave empty for none. ${draft.maintenanceBanner.length} / ${BANNER_MAX}`}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={BANNER_MAX}
              value={draft.maintenanceBanner}
              onChange={(event) => setDraft({ ...draft, maintenanceBanner: event.target.value })}
            />
          )}
        </Field>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">Preview</h3>
          {banner ? (
            <div
              className="overflow-hidden rounded-card border border-border"
              data-testid="maintenance-preview"
            >
              <AnnouncementBanner announcement={{ type: 'Warning', message: banner }} />
            </div>
          ) : (
            <p className="text-sm text-muted" data-testid="maintenance-preview">
              No banner is shown.
            </p>
          )}
        </div>
      </Card>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold">Free plan limits</h2>
          <p className="text-sm text-muted">What an account on the Free plan may use.</p>
        </div>
        <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
          {limitFields.map((field) => (
            <Field key={field.key} label={field.label} error={errors[field.key]}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={field.max}
                  value={draft.limits[field.key]}
                  onChange={(event) =>
                    setDraft({ ...draft, limits: { ...draft.limits, [field.key]: event.target.value } })
                  }
                />
              )}
            </Field>
          ))}
        </div>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          disabled={save.isPending}
          onClick={() => {
            setDraft(draftOf(settings));
            setErrors({});
            setResult(null);
          }}
        >
          Discard changes
        </Button>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save settings
        </Button>
      </div>
    </form>
  );
}

function Settings() {
  const settings = useAdminGetSettings({ query: { retry: false }, request: { quiet: true } });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Admin Settings"
        description={
          settings.data?.updated_at ? (
            <>
              Last saved by {settings.data.updated_by ?? 'an admin'},{' '}
              <When iso={settings.data.updated_at} exact />.
            </>
          ) : settings.data ? (
            'Never saved here: the values come from the environment and the built-in defaults.'
          ) : (
            'Settings that apply to the whole product.'
          )
        }
      />
      {settings.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            Loading settings
          </span>
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} retrying={settings.isFetching}>
          {errorMessage(settings.error, SETTINGS_FAILED)}
        </LoadError>
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </div>
  );
}

/** /admin/settings (admin only): trial, verification, support e-mail, maintenance banner, Free limits. */
export function AdminSettingsPage() {
  usePageTitle('Admin Settings');
  return (
    <AdminOnly title="Admin Settings">
      <Settings />
    </AdminOnly>
  );
}
