import { HttpResponse, http } from 'msw';
import type {
  ExperienceSuggestion,
  StructuredJobDescription,
  StructuredResume,
} from '../../api/generated/model';

/** One server-sent event as the server writes it. */
export function sse(event: string, data: unknown, id?: number | string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

type Chunk = string | { wait: Promise<unknown> } | { fail: true };

/**
 * An event-stream answer written chunk by chunk: a string is sent, `{ wait }` holds the stream
 * until the promise settles, `{ fail: true }` breaks the connection the way a lost network does.
 * Without a fail or a 'done' the stream just closes, as a restarting server's does.
 */
export function streamAnswer(chunks: Chunk[]): HttpResponse<ReadableStream> {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) {
        if (typeof chunk === 'string') controller.enqueue(encoder.encode(chunk));
        else if ('wait' in chunk) await chunk.wait;
        else {
          // erroring drops whatever is still queued: let the reader take it first
          await new Promise((resolve) => setTimeout(resolve, 20));
          controller.error(new TypeError('network connection lost'));
          return;
        }
      }
      controller.close();
    },
  });
  return new HttpResponse(body, {
    // chunked, as a real server sends a stream (and msw then never ends an aborted one by closing it)
    headers: {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'transfer-encoding': 'chunked',
    },
  });
}

export type StreamRequest = { url: URL; token: string | null; lastEventId: string | null };

/**
 * Answers GET /api/resume/polish-stream with `answer(n, request)` for the n-th connection (from 0),
 * recording what each connection sent.
 */
export function serveStream(answer: (connection: number, request: StreamRequest) => Response) {
  const requests: StreamRequest[] = [];
  const handler = http.get('/api/resume/polish-stream', ({ request }) => {
    const seen: StreamRequest = {
      url: new URL(request.url),
      token: request.headers.get('x-auth-token'),
      lastEventId: request.headers.get('last-event-id'),
    };
    requests.push(seen);
    return answer(requests.length - 1, seen);
  });
  return { handler, requests };
}

/** A step that never comes: the connection stays open and silent. */
export const SILENCE = { wait: new Promise<never>(() => undefined) };

/** A deferred step: the test decides when the stream goes on. */
export function gate() {
  let open = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

export const RESUME: StructuredResume = {
  contactInfo: {
    name: 'Jordan Rivers',
    email: 'jordan.rivers@example.com',
    phone: '555-0100',
    linkedin: 'linkedin.com/in/jordanrivers',
    website: null,
    location: 'Berlin',
  },
  summary: 'Backend engineer with seven years of building web services.',
  skills: {
    categorized: { 'Programming Languages': ['Python', 'SQL'], Cloud: ['AWS', 'Docker'] },
    softSkills: ['Mentoring', 'Communication'],
  },
  workExperience: [
    {
      standardizedJobTitle: 'Senior Backend Engineer',
      company: 'Northwind Labs',
      location: 'Berlin',
      startDate: 'Jan 2020',
      endDate: 'Present',
      description: '- Built Python APIs on PostgreSQL\n- Moved services to AWS',
    },
    {
      standardizedJobTitle: 'Backend Engineer',
      company: 'Contoso',
      location: 'Hamburg',
      startDate: 'Jun 2017',
      endDate: 'Dec 2019',
      description: '- Designed PostgreSQL schemas for billing data',
    },
  ],
  education: [
    { degree: 'B.S.', major: 'Computer Science', university: 'State University', graduationDate: '2017' },
  ],
  certifications: ['AWS Certified Developer'],
};

export const JOB: StructuredJobDescription = {
  title: 'Senior Backend Engineer',
  seniority: 'Senior',
  requiredSkills: ['Python', 'PostgreSQL', 'Kubernetes'],
  preferredSkills: ['GraphQL'],
  responsibilities: ['Design APIs'],
};

export const SUMMARY = {
  original: RESUME.summary,
  suggested: 'Senior backend engineer with seven years of building Python web services on PostgreSQL.',
  reasoning: 'Leads with the Python and PostgreSQL the job asks for.',
};

export function experienceSuggestion(index: number, suggested: string): ExperienceSuggestion {
  const experience = RESUME.workExperience[index];
  return {
    index,
    original: experience?.description ?? '',
    suggested,
    reasoning: 'Names the tools the job lists.',
    jobTitle: experience?.standardizedJobTitle ?? '',
    company: experience?.company ?? '',
    location: experience?.location ?? null,
    duration: `${experience?.startDate} - ${experience?.endDate}`,
  };
}

export const FIRST_SUGGESTED = '- Built Python REST APIs on PostgreSQL\n- Moved 40 services to AWS';

/** A whole successful polish: the second experience fails. */
export function fullStream(): string[] {
  return [
    ': polish stream open\nretry: 1000\n\n',
    sse('status_update', { message: 'Reading your resume...', processingIndex: null }, 1),
    sse('parsing_complete', { structuredResume: RESUME, structuredJd: JOB }, 2),
    sse('summary_suggestion', SUMMARY, 3),
    sse('status_update', { message: 'Polishing experience 1 of 2...', processingIndex: 0 }, 4),
    sse('work_experience_suggestion', experienceSuggestion(0, FIRST_SUGGESTED), 5),
    sse('status_update', { message: 'Polishing experience 2 of 2...', processingIndex: 1 }, 6),
    sse('work_experience_error', { index: 1, message: 'Could not polish this section.' }, 7),
    sse('scores_complete', { scores: { originalMatchScore: 62, improvedMatchScore: 80 } }, 8),
    sse('done', {}, 9),
  ];
}
