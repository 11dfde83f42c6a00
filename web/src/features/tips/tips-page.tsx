import { Clock, Eye, type LucideIcon, MessageCircleMore, Search, Send, Target } from 'lucide-react';
import { usePageTitle } from '../../lib/page-title';

type Tip = { icon: LucideIcon; title: string; text: string };

const tips: Tip[] = [
  {
    icon: Target,
    title: 'Answer with the STAR method',
    text: 'Structure behavioral answers as Situation, Task, Action and Result. Spend most of the time on what you did and finish with a measurable outcome.',
  },
  {
    icon: Search,
    title: 'Research the company',
    text: 'Read the job description line by line, the company’s recent news and its products. Connect your examples to the problems this team is hiring to solve.',
  },
  {
    icon: MessageCircleMore,
    title: 'Prepare your own questions',
    text: 'Bring two or three thoughtful questions about the team, how success is measured and the challenges ahead. It shows genuine interest and helps you judge the role.',
  },
  {
    icon: Eye,
    title: 'Mind your non-verbal cues',
    text: 'Keep steady eye contact (look at the camera on video calls), sit upright, and slow down. A calm pace and a short pause before answering read as confidence.',
  },
  {
    icon: Send,
    title: 'Follow up within 24 hours',
    text: 'Send a short thank-you note within a day. Mention something specific you discussed and restate in one sentence why you are a strong fit.',
  },
  {
    icon: Clock,
    title: 'Nail “Tell me about yourself”',
    text: 'Aim for about 90 seconds: who you are now, the experience that led here, and why this role is the logical next step. Rehearse it until it sounds natural, not memorised.',
  },
];

/** /tips: six static interview tips. */
export function TipsPage() {
  usePageTitle('Interview Tips');
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto flex max-w-2xl flex-col gap-3 text-center">
        <p className="text-sm font-semibold text-primary">Resources</p>
        <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">Interview Tips</h1>
        <p className="text-lg text-muted">Six habits that make the biggest difference on the day.</p>
      </div>
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tips.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex flex-col gap-4 rounded-card border border-border bg-surface p-7 shadow-soft"
          >
            <span className="flex size-11 items-center justify-center rounded-control bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
            <p className="text-sm leading-relaxed text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
