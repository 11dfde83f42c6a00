import type { PolishEvent, StructuredJobDescription } from '../../coaching/index.ts';

/** The contract's StructuredJobDescription: the engine's own extras (alternatives) stay inside. */
function presentJob(job: StructuredJobDescription) {
  return {
    title: job.title,
    seniority: job.seniority,
    requiredSkills: job.requiredSkills,
    preferredSkills: job.preferredSkills,
    responsibilities: job.responsibilities,
  };
}

/** The `data:` payload of one stream event, named exactly as the contract's PolishStreamEvent. */
export function presentPolishEventData(event: PolishEvent): unknown {
  if (event.event === 'parsing_complete') {
    return {
      structuredResume: event.data.structuredResume,
      structuredJd: presentJob(event.data.structuredJd),
    };
  }
  return event.data;
}

export function presentSavedResume(saved: { id: string; name: string; url: string }) {
  return { dbId: saved.id, name: saved.name, url: saved.url, type: 'resume' as const };
}
