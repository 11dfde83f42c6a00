import { CircleCheck, Mic, Sparkles } from 'lucide-react';

const criteria = [
  { name: 'Clarity & Structure', rating: 'Excellent', tone: 'text-success bg-success/10' },
  { name: 'Relevance & Examples', rating: 'Good', tone: 'text-primary bg-primary/10' },
  { name: 'Technical Depth', rating: 'Needs Improvement', tone: 'text-warning bg-warning/12' },
];

/** Illustration of a live session with feedback; one image to assistive technology. */
export function HeroPreview() {
  return (
    <div
      role="img"
      aria-label="Preview of a mock interview: an AI question, the candidate's answer and per-criterion feedback"
      className="relative mx-auto w-full max-w-md"
    >
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-[conic-gradient(from_180deg_at_50%_50%,color-mix(in_oklch,var(--primary)_30%,transparent),transparent_40%,color-mix(in_oklch,var(--success)_22%,transparent),transparent_80%)] opacity-70 blur-2xl" />
      <div className="rounded-card border border-border bg-surface p-5 shadow-pop">
        <div className="flex items-center justify-between text-xs text-muted">
          <span className="font-medium text-foreground">Behavioral interview</span>
          <span>Question 3 of 5 · 18:42</span>
        </div>
        <div className="mt-4 flex gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Sparkles className="size-4" />
          </span>
          <p className="rounded-card rounded-tl-sm bg-surface-muted px-3.5 py-2.5 text-sm">
            Tell me about a time you had to deliver difficult feedback to a teammate.
          </p>
        </div>
        <div className="mt-3 flex justify-end gap-3">
          <p className="max-w-[85%] rounded-card rounded-tr-sm bg-primary/10 px-3.5 py-2.5 text-sm">
            On my last project a reviewer kept missing deadlines. I booked a private call, shared the impact
            on the release and we agreed on smaller review batches…
          </p>
        </div>
        <div className="mt-4 flex items-center gap-2 text-xs text-muted">
          <Mic className="size-3.5 text-primary" />
          Voice answer transcribed
        </div>
        <div className="mt-4 rounded-card border border-border p-4">
          <div className="flex items-baseline justify-between">
            <span className="text-sm font-medium">Answer score</span>
            <span className="text-2xl font-semibold tracking-tight text-success">
              8.4<span className="text-sm font-normal text-muted"> / 10</span>
            </span>
          </div>
          <ul className="mt-3 flex flex-col gap-2">
            {criteria.map((criterion) => (
              <li key={criterion.name} className="flex items-center justify-between gap-2 text-xs">
                <span className="text-muted">{criterion.name}</span>
                <span className={`rounded-pill px-2 py-0.5 font-medium ${criterion.tone}`}>
                  {criterion.rating}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="absolute -bottom-5 -left-4 hidden items-center gap-2 rounded-card border border-border bg-surface px-3.5 py-2.5 text-xs shadow-card sm:flex">
        <CircleCheck className="size-4 text-success" />
        <span>
          Resume match <strong className="font-semibold">82%</strong>
        </span>
      </div>
    </div>
  );
}
