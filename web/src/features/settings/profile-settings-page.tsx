import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { getGetProfileQueryKey, useUpdateProfile } from '../../api/generated/identity/identity';
import type { Experience, Gender, Industry, UserProfile } from '../../api/generated/model';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, TextField } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import { errorMessage } from '../../lib/api-error';
import { focusFirstInvalid } from '../../lib/form-focus';
import { usePageTitle } from '../../lib/page-title';
import { useProfile } from '../../lib/profile';
import { experienceOptions, genderOptions, industryOptions, joinName, splitName } from './profile-options';
import { SettingsFormSkeleton, SettingsSection } from './settings-section';
import { settingsMessages } from './settings-messages';

function OptionalSelect<T extends string>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: T | '';
  options: readonly T[];
  onChange: (value: T | '') => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <Select
          {...control}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value as T | '')}
        >
          <option value="">Select…</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

function ProfileForm({ user }: { user: UserProfile }) {
  const initialName = splitName(user.name);
  const [firstName, setFirstName] = useState(initialName.firstName);
  const [lastName, setLastName] = useState(initialName.lastName);
  const [jobTitle, setJobTitle] = useState(user.job_title ?? '');
  const [industry, setIndustry] = useState<Industry | ''>(user.industry ?? '');
  const [experience, setExperience] = useState<Experience | ''>(user.experience ?? '');
  const [gender, setGender] = useState<Gender | ''>(user.gender ?? '');
  const [firstNameError, setFirstNameError] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const update = useUpdateProfile();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const invalid = firstName.trim() === '' ? settingsMessages.firstNameRequired : null;
    flushSync(() => setFirstNameError(invalid));
    if (invalid) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const saved = await update.mutateAsync({
        data: {
          name: joinName(firstName, lastName),
          job_title: jobTitle.trim() === '' ? null : jobTitle.trim(),
          industry: industry === '' ? null : industry,
          experience: experience === '' ? null : experience,
          gender: gender === '' ? null : gender,
        },
      });
      queryClient.setQueryData(getGetProfileQueryKey(), saved);
      setResult({ tone: 'success', text: settingsMessages.profileSaved });
    } catch (cause) {
      console.error('Profile update failed', cause);
      setResult({ tone: 'danger', text: errorMessage(cause, settingsMessages.profileFailed) });
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          error={firstNameError}
          name="firstName"
          autoComplete="given-name"
          required
          value={firstName}
          onValueChange={(value) => {
            setFirstName(value);
            setFirstNameError(null);
          }}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onValueChange={setLastName}
        />
      </div>
      <TextField
        label="Email"
        hint="Your email address cannot be changed here."
        type="email"
        name="email"
        value={user.email}
        readOnly
      />
      <TextField
        label="Job Title"
        name="jobTitle"
        autoComplete="organization-title"
        value={jobTitle}
        onValueChange={setJobTitle}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <OptionalSelect
          label="Industry"
          name="industry"
          value={industry}
          options={industryOptions}
          onChange={setIndustry}
        />
        <OptionalSelect
          label="Experience"
          name="experience"
          value={experience}
          options={experienceOptions}
          onChange={setExperience}
        />
        <OptionalSelect
          label="Gender"
          name="gender"
          value={gender}
          options={genderOptions}
          onChange={setGender}
        />
      </div>
      <Button type="submit" loading={update.isPending} loadingText="Saving..." className="self-start">
        Save Changes
      </Button>
    </form>
  );
}

/** /settings: Personal Information (PUT /api/user/profile). */
export function ProfileSettingsPage() {
  usePageTitle('Profile Settings');
  const { profile } = useProfile();
  return (
    <SettingsSection
      title="Personal Information"
      description="Your name, job title, industry and experience."
    >
      {profile ? <ProfileForm key={profile.user.id} user={profile.user} /> : <SettingsFormSkeleton />}
    </SettingsSection>
  );
}
