import type { ReactNode } from 'react';
import type { StructuredResume } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { ExperienceReview } from './experience-review';
import { polishMessages } from './polish-messages';
import { contactLine, educationLine } from './polish-markdown';
import type { Decision, PolishState } from './polish-state';
import { SuggestionReview } from './suggestion-review';

function ResumeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 border-t border-border pt-5">
      <h3 id={id} className="text-xs font-semibold tracking-wider text-primary uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Skills({ skills }: { skills: StructuredResume['skills'] }) {
  const groups = [...Object.entries(skills.categorized)];
  if (skills.softSkills.length > 0) groups.push(['Soft Skills', skills.softSkills]);
  if (groups.length === 0) return <p className="text-sm text-muted">No skills listed.</p>;
  return (
    <dl className="flex flex-col gap-3 text-sm sm:grid sm:grid-cols-[minmax(8rem,auto)_1fr] sm:gap-x-4 sm:gap-y-2">
      {groups.map(([category, list]) => (
        <div key={category} className="flex flex-col gap-0.5 sm:contents">
          <dt className="font-semibold text-foreground sm:font-medium">{category}</dt>
          <dd className="text-foreground/85">{list.join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}

type ResumeReviewProps = {
  state: PolishState;
  resume: StructuredResume;
  onDecide: (target: 'summary' | number, decision: Decision) => void;
  onRetry: (index: number) => void;
};

/**
 * The parsed resume in the spec's order (contact line, Professional Summary, Skills, Professional
 * Experience, Education, Certifications) with each suggestion where it applies.
 */
export function ResumeReview({ state, resume, onDecide, onRetry }: ResumeReviewProps) {
  const streaming = state.phase === 'streaming';
  const contact = contactLine(resume);
  const summary = state.summary;
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-8">
      <header className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold tracking-tight break-words">
          {resume.contactInfo.name?.trim() || 'Your resume'}
        </h2>
        {contact && <p className="text-sm break-words text-muted">{contact}</p>}
      </header>

      <ResumeSection id="polish-summary" title="Professional Summary">
        {summary ? (
          <SuggestionReview
            subject="Professional Summary"
            original={summary.suggestion.original}
            suggested={summary.suggestion.suggested}
            reasoning={summary.suggestion.reasoning}
            decision={summary.decision}
            onDecide={(decision) => onDecide('summary', decision)}
          />
        ) : (
          <>
            {streaming && <Badge className="w-fit">{polishMessages.toBePolished}</Badge>}
            <p className="text-sm leading-relaxed whitespace-pre-wrap text-foreground/85">
              {resume.summary || 'No summary yet.'}
            </p>
          </>
        )}
      </ResumeSection>

      <ResumeSection id="polish-skills" title="Skills">
        <Skills skills={resume.skills} />
      </ResumeSection>

      <ResumeSection id="polish-experience" title="Professional Experience">
        {resume.workExperience.length === 0 ? (
          <p className="text-sm text-muted">No work experience found in this resume.</p>
        ) : (
          <div className="flex flex-col gap-6">
            {resume.workExperience.map((experience, index) => {
              const review = state.experiences[index];
              if (!review) return null;
              return (
                <ExperienceReview
                  // the resume's order never changes during a polish
                  // biome-ignore lint/suspicious/noArrayIndexKey: experiences are addressed by index
                  key={index}
                  experience={experience}
                  review={review}
                  waiting={streaming}
                  processing={streaming && state.processingIndex === index}
                  onDecide={(decision) => onDecide(index, decision)}
                  onRetry={() => onRetry(index)}
                />
              );
            })}
          </div>
        )}
      </ResumeSection>

      {resume.education.length > 0 && (
        <ResumeSection id="polish-education" title="Education">
          <ul className="flex flex-col gap-1 text-sm text-foreground/85">
            {resume.education.map((item, index) => (
              <li key={`${String(index)}-${item.university}`}>{educationLine(item)}</li>
            ))}
          </ul>
        </ResumeSection>
      )}

      {resume.certifications.length > 0 && (
        <ResumeSection id="polish-certifications" title="Certifications">
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-foreground/85">
            {resume.certifications.map((item, index) => (
              <li key={`${String(index)}-${item}`}>{item}</li>
            ))}
          </ul>
        </ResumeSection>
      )}
    </Card>
  );
}
