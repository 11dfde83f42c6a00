import { matchPath } from 'react-router';
import type { TourKey } from '../../api/generated/model';
import { paths } from '../../lib/paths';

/** One stop of a tour: the element marked `data-tour="<target>"`, and what to say about it. */
export type TourStep = { target: string; title: string; body: string };

/** Tours walked with the step engine (the save-application tour is only a flag the dashboard sets). */
export type WalkedTourKey = Exclude<TourKey, 'save_application_tour'>;

export type TourDefinition = {
  key: WalkedTourKey;
  /** Read by assistive technology as the tooltip's name, e.g. 'Dashboard tour'. */
  label: string;
  /** Whether the tour belongs on this page; leaving the page ends a tour without completing it. */
  matches: (pathname: string) => boolean;
  steps: TourStep[];
};

export function tourSelector(target: string): string {
  return `[data-tour="${target}"]`;
}

export function isSessionSummary(pathname: string): boolean {
  return matchPath(paths.sessionSummary, pathname) !== null;
}

function isPath(path: string) {
  return (pathname: string) => pathname.replace(/\/+$/, '') === path;
}

export const tours: Record<WalkedTourKey, TourDefinition> = {
  initial_onboarding_tour: {
    key: 'initial_onboarding_tour',
    label: 'Dashboard tour',
    matches: isPath(paths.dashboard),
    steps: [
      {
        target: 'start-session',
        title: 'Start a new session',
        body: 'Pick the resume you will interview with and the job you are aiming for. Upload either one right here, then press Start Interview to set up your mock interview.',
      },
      {
        target: 'quick-analysis',
        title: 'See how well you match',
        body: 'Once a resume and a job are chosen, Quick Analysis scores the match and shows which of the required skills your resume backs up, and which it misses.',
      },
      {
        target: 'performance-overview',
        title: 'Track your progress',
        body: 'How many practice sessions you have done and your average score across them. Watch the average climb as you practise.',
      },
      {
        target: 'recent-sessions',
        title: 'Revisit recent sessions',
        body: 'Your latest interviews with their scores. Open one to read its Performance Report again.',
      },
      {
        target: 'saved-applications',
        title: 'Keep applications for later',
        body: 'Save for Later keeps a resume and job pair here, so you can practise for that application again with one click.',
      },
    ],
  },
  post_interview_tour: {
    key: 'post_interview_tour',
    label: 'Performance Report tour',
    matches: isSessionSummary,
    steps: [
      {
        target: 'overall-score',
        title: 'Your overall score',
        body: 'Your average across every answer, out of 10. 8 and above is strong; 6 to 8 is solid with room to grow.',
      },
      {
        target: 'skill-scores',
        title: 'Skill by skill',
        body: 'How you did on each skill the interview tested, so you know which ones to sharpen first.',
      },
      {
        target: 'improvement-roadmap',
        title: 'Your improvement roadmap',
        body: 'Concrete next steps drawn from your answers. Work through them before your next practice session.',
      },
      {
        target: 'breakdown',
        title: 'Every answer, evaluated',
        body: 'Open a question to see your answer, its rating on each criterion and specific feedback, with any follow-up questions alongside.',
      },
      {
        target: 'export-pdf',
        title: 'Take the report with you',
        body: 'Export the whole report as a PDF to review offline or share with a mentor.',
      },
    ],
  },
  polish_resume_tour: {
    key: 'polish_resume_tour',
    label: 'Resume polish tour',
    matches: isPath(paths.documents),
    steps: [
      {
        target: 'my-resumes',
        title: 'Your resumes',
        body: 'Upload the resume you want to improve, or use one you already have here. A resume you select is the one the polish starts with.',
      },
      {
        target: 'my-job-descriptions',
        title: 'The job you are aiming for',
        body: 'Add the job description you are applying for. The polish rewrites your resume towards the skills and wording it asks for.',
      },
      {
        target: 'polish-resume',
        title: 'Polish a resume for a job',
        body: 'Choose one of your resumes and the job you are applying for to get suggested rewrites tailored to the role. Suggestions only use what your resume already says, and you decide which to keep before saving it as a new resume.',
      },
    ],
  },
};
