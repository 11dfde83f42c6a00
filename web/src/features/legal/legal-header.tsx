import { LEGAL_LAST_UPDATED } from './legal-last-updated';

export function LegalHeader({ title, summary }: { title: string; summary: string }) {
  return (
    <header className="flex flex-col gap-3 border-b border-border pb-8">
      <h1 className="text-4xl font-semibold tracking-tight text-foreground">{title}</h1>
      <p className="text-sm text-muted">Last updated {LEGAL_LAST_UPDATED}</p>
      <p className="text-lg text-muted">{summary}</p>
    </header>
  );
}
