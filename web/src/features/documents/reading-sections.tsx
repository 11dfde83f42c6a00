import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import {
  blankRole,
  blankSchool,
  CONTACT_FIELDS,
  type ContactKey,
  type DoubtIndex,
  fieldPath,
  OTHER_SKILLS,
  type ReadingDraft,
  type RoleDraft,
  type RoleField,
  type SchoolDraft,
  type SchoolField,
} from './reading-draft';
import { ReadingInput, ReadingTextarea } from './reading-field';

/** Changes the draft from its latest state. */
export type DraftChange = (change: (draft: ReadingDraft) => ReadingDraft) => void;

type SectionsProps = { draft: ReadingDraft; onChange: DraftChange; doubts: DoubtIndex };

const CONTACT_INPUT: Record<ContactKey, { type?: 'email' | 'tel' | 'url'; autoComplete: string }> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  location: { autoComplete: 'address-level2' },
  linkedin: { type: 'url', autoComplete: 'url' },
  website: { type: 'url', autoComplete: 'url' },
};

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          {description && <p className="text-sm text-muted">{description}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** A role or school: a titled group with its fields and a way to remove it. */
function Entry({
  title,
  removeLabel,
  onRemove,
  children,
}: {
  title: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <li>
      <fieldset
        aria-labelledby={headingId}
        className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-surface-muted/40 p-4"
      >
        <div className="flex items-center justify-between gap-2">
          <h3 id={headingId} className="font-semibold">
            {title}
          </h3>
          <Button
            variant="ghost"
            size="sm"
            aria-label={removeLabel}
            onClick={onRemove}
            className="hover:bg-danger/10 hover:text-danger"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      </fieldset>
    </li>
  );
}

/** Focuses the returned ref's element once, when the entry was just added. */
function useFocusOnAdd<T extends HTMLElement>(added: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (added) ref.current?.focus();
  }, [added]);
  return ref;
}

function ContactSection({ draft, onChange, doubts }: SectionsProps) {
  return (
    <Section title="Contact">
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map(({ key, label }) => (
          <ReadingInput
            key={key}
            label={label}
            {...CONTACT_INPUT[key]}
            value={draft.contact[key]}
            doubt={doubts.at(fieldPath.contact(key))}
            onChange={(value) => onChange((d) => ({ ...d, contact: { ...d.contact, [key]: value } }))}
          />
        ))}
      </div>
    </Section>
  );
}

function RoleEntry({
  role,
  number,
  added,
  doubts,
  onField,
  onRemove,
}: {
  role: RoleDraft;
  number: number;
  added: boolean;
  doubts: DoubtIndex;
  onField: (field: RoleField, value: string) => void;
  onRemove: () => void;
}) {
  const titleRef = useFocusOnAdd<HTMLInputElement>(added);
  const input = (field: RoleField, label: string, placeholder?: string) => (
    <ReadingInput
      label={label}
      placeholder={placeholder}
      value={role[field]}
      doubt={doubts.at(fieldPath.role(role.readAt, field))}
      onChange={(value) => onField(field, value)}
      inputRef={field === 'standardizedJobTitle' ? titleRef : undefined}
    />
  );
  return (
    <Entry title={`Role ${number}`} removeLabel={`Remove role ${number}`} onRemove={onRemove}>
      {input('standardizedJobTitle', 'Job title')}
      {input('company', 'Employer')}
      {input('location', 'Location')}
      <div className="grid grid-cols-2 gap-4">
        {input('startDate', 'Start', 'Jan 2020')}
        {input('endDate', 'End', 'Present')}
      </div>
      <ReadingTextarea
        label="Description"
        hint="One bullet per line."
        className="sm:col-span-2"
        rows={6}
        value={role.description}
        doubt={doubts.at(fieldPath.role(role.readAt, 'description'))}
        onChange={(value) => onField('description', value)}
      />
    </Entry>
  );
}

/** Adds an entry, remembers it to focus it, and returns focus to the add button after a removal. */
function useEntries<T extends { key: string }>(
  entries: (draft: ReadingDraft) => T[],
  withEntries: (draft: ReadingDraft, entries: T[]) => ReadingDraft,
  onChange: DraftChange,
) {
  const addRef = useRef<HTMLButtonElement>(null);
  const addedKey = useRef<string | null>(null);
  return {
    addRef,
    isAdded: (entry: T) => entry.key === addedKey.current,
    add: (blank: T) => {
      addedKey.current = blank.key;
      onChange((d) => withEntries(d, [...entries(d), blank]));
    },
    update: (key: string, change: (entry: T) => T) =>
      onChange((d) =>
        withEntries(
          d,
          entries(d).map((entry) => (entry.key === key ? change(entry) : entry)),
        ),
      ),
    remove: (key: string) => {
      onChange((d) =>
        withEntries(
          d,
          entries(d).filter((entry) => entry.key !== key),
        ),
      );
      addRef.current?.focus();
    },
  };
}

function ExperienceSection({ draft, onChange, doubts }: SectionsProps) {
  const roles = useEntries<RoleDraft>(
    (d) => d.roles,
    (d, list) => ({ ...d, roles: list }),
    onChange,
  );
  return (
    <Section title="Experience">
      {draft.roles.length === 0 && <p className="text-sm text-muted">We did not read any roles.</p>}
      {draft.roles.length > 0 && (
        <ul className="flex flex-col gap-4">
          {draft.roles.map((role, index) => (
            <RoleEntry
              key={role.key}
              role={role}
              number={index + 1}
              added={roles.isAdded(role)}
              doubts={doubts}
              onField={(field, value) => roles.update(role.key, (r) => ({ ...r, [field]: value }))}
              onRemove={() => roles.remove(role.key)}
            />
          ))}
        </ul>
      )}
      <Button
        ref={roles.addRef}
        variant="secondary"
        className="self-start"
        onClick={() => roles.add(blankRole())}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a role
      </Button>
    </Section>
  );
}

function SchoolEntry({
  school,
  number,
  added,
  doubts,
  onField,
  onRemove,
}: {
  school: SchoolDraft;
  number: number;
  added: boolean;
  doubts: DoubtIndex;
  onField: (field: SchoolField, value: string) => void;
  onRemove: () => void;
}) {
  const degreeRef = useFocusOnAdd<HTMLInputElement>(added);
  const input = (field: SchoolField, label: string) => (
    <ReadingInput
      label={label}
      value={school[field]}
      doubt={doubts.at(fieldPath.school(school.readAt, field))}
      onChange={(value) => onField(field, value)}
      inputRef={field === 'degree' ? degreeRef : undefined}
    />
  );
  return (
    <Entry title={`School ${number}`} removeLabel={`Remove school ${number}`} onRemove={onRemove}>
      {input('degree', 'Degree')}
      {input('major', 'Field of study')}
      {input('university', 'School')}
      {input('graduationDate', 'Graduation date')}
    </Entry>
  );
}

function EducationSection({ draft, onChange, doubts }: SectionsProps) {
  const schools = useEntries<SchoolDraft>(
    (d) => d.schools,
    (d, list) => ({ ...d, schools: list }),
    onChange,
  );
  return (
    <Section title="Education">
      {draft.schools.length === 0 && <p className="text-sm text-muted">We did not read any education.</p>}
      {draft.schools.length > 0 && (
        <ul className="flex flex-col gap-4">
          {draft.schools.map((school, index) => (
            <SchoolEntry
              key={school.key}
              school={school}
              number={index + 1}
              added={schools.isAdded(school)}
              doubts={doubts}
              onField={(field, value) => schools.update(school.key, (s) => ({ ...s, [field]: value }))}
              onRemove={() => schools.remove(school.key)}
            />
          ))}
        </ul>
      )}
      <Button
        ref={schools.addRef}
        variant="secondary"
        className="self-start"
        onClick={() => schools.add(blankSchool())}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a school
      </Button>
    </Section>
  );
}

function SkillsSection({ draft, onChange, doubts }: SectionsProps) {
  return (
    <Section title="Skills" description="Separate skills with commas.">
      <div className="grid gap-4 sm:grid-cols-2">
        {draft.skillGroups.map((group) => (
          <ReadingInput
            key={group.category}
            label={group.category === OTHER_SKILLS ? 'Other skills' : group.category}
            value={group.skills}
            doubt={doubts.at(fieldPath.skillGroup(group.category))}
            onChange={(value) =>
              onChange((d) => ({
                ...d,
                skillGroups: d.skillGroups.map((g) =>
                  g.category === group.category ? { ...g, skills: value } : g,
                ),
              }))
            }
          />
        ))}
        <ReadingInput
          label="Soft skills"
          value={draft.softSkills}
          doubt={doubts.at(fieldPath.softSkills)}
          onChange={(value) => onChange((d) => ({ ...d, softSkills: value }))}
        />
      </div>
    </Section>
  );
}

/** The reading's sections as editable fields, each read with low confidence highlighted. */
export function ReadingSections(props: SectionsProps) {
  const { draft, onChange, doubts } = props;
  return (
    <>
      <ContactSection {...props} />
      <Section title="Summary">
        <ReadingTextarea
          label="Summary"
          hideLabel
          rows={5}
          value={draft.summary}
          doubt={doubts.at(fieldPath.summary)}
          onChange={(value) => onChange((d) => ({ ...d, summary: value }))}
        />
      </Section>
      <ExperienceSection {...props} />
      <EducationSection {...props} />
      <SkillsSection {...props} />
      <Section title="Certifications">
        <ReadingTextarea
          label="Certifications"
          hideLabel
          hint="One per line."
          rows={4}
          limited={false}
          value={draft.certifications}
          doubt={doubts.at(fieldPath.certifications)}
          onChange={(value) => onChange((d) => ({ ...d, certifications: value }))}
        />
      </Section>
    </>
  );
}
