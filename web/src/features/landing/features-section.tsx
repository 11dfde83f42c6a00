import { type LucideIcon, MessagesSquare, Sparkles, TrendingUp } from 'lucide-react';
import { landingSections } from '../../lib/paths';

type Feature = { icon: LucideIcon; title: string; description: string };

const features: Feature[] = [
  {
    icon: Sparkles,
    title: 'Polish Your Resume with AI',
    description:
      'Tailor your resume to the job you want. The AI suggests sharper wording for your summary and each role, you accept or reject every change, and it never invents employers, numbers or skills.',
  },
  {
    icon: MessagesSquare,
    title: 'Realistic Interview Practice',
    description:
      'Behavioral, technical or coding interviews by voice or text. The AI interviewer adapts its persona and asks follow-up questions based on your resume, the role and what you just said.',
  },
  {
    icon: TrendingUp,
    title: 'Dynamic, Actionable Feedback',
    description:
      'Every answer is scored on depth, clarity and relevance with notes on what was missing, and each session ends with an Improvement Roadmap of what to practise next.',
  },
];

export function FeaturesSection() {
  return (
    <section
      id={landingSections.features}
      aria-labelledby="features-title"
      className="scroll-mt-20 border-y border-border bg-surface py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto flex max-w-2xl flex-col gap-3 text-center">
          <p className="text-sm font-semibold text-primary">Features</p>
          <h2 id="features-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Everything you need to walk in prepared
          </h2>
          <p className="text-muted">From the first draft of your resume to the last follow-up question.</p>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {features.map(({ icon: Icon, title, description }) => (
            <li
              key={title}
              className="group flex flex-col gap-4 rounded-card border border-border bg-background p-7 transition-shadow hover:shadow-card"
            >
              <span className="flex size-11 items-center justify-center rounded-control bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg font-semibold tracking-tight">{title}</h3>
              <p className="text-sm leading-relaxed text-muted">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
