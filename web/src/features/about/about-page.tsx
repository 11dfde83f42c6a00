import { HeartHandshake, ListChecks, LockKeyhole } from 'lucide-react';
import { usePageTitle } from '../../lib/page-title';

const principles = [
  {
    icon: ListChecks,
    title: 'Feedback you can act on',
    text: 'A score alone does not help. Every evaluation says what an answer lacked and what to practise next.',
  },
  {
    icon: HeartHandshake,
    title: 'Your story, your facts',
    text: 'Resume polish sharpens the words you already have. It never invents employers, numbers or skills.',
  },
  {
    icon: LockKeyhole,
    title: 'Your data stays yours',
    text: 'Your documents and answers are used to coach you, nothing else, and you can delete them at any time.',
  },
];

/** /about: the mission. */
export function AboutPage() {
  usePageTitle('About Us');
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="text-sm font-semibold text-primary">About us</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
        Great interview preparation should not depend on who you know
      </h1>
      <div className="mt-8 flex flex-col gap-5 text-lg leading-relaxed text-muted">
        <p>
          Interviewing is a skill, and like any skill it improves with practice and honest feedback. Yet most
          job seekers walk into interviews having rehearsed alone, because a mock interviewer who knows the
          role is expensive or simply not available.
        </p>
        <p>
          Our mission is to give every job seeker that practice partner. Interview Coach reads your resume and
          the job you want, interviews you the way a real hiring team would, and turns every session into
          clear next steps, so you walk into the real conversation prepared and confident.
        </p>
      </div>
      <h2 className="mt-16 text-2xl font-semibold tracking-tight">What we believe</h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-3">
        {principles.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex flex-col gap-3 rounded-card border border-border bg-surface p-6 shadow-soft"
          >
            <Icon aria-hidden="true" className="size-5 text-primary" />
            <h3 className="font-semibold">{title}</h3>
            <p className="text-sm leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
