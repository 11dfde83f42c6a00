import { delay, HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';
import {
  apiError,
  BASE_URL,
  completion,
} from '../../src/modules/coaching/adapters/openai/openai-test-support.ts';

/**
 * An OpenAI-compatible chat-completions service for tests, answering each structured call by its
 * schema name with valid output built from what it was asked. Its health can be switched to
 * inject the faults a real provider shows: errors, slowness and malformed output.
 */
export type ProviderHealth = 'healthy' | 'failing' | 'slow' | 'malformed';

export const FAKE_OPENAI_URL = BASE_URL;

/** Settings that point the coaching engine at the fake with a short timeout and no retries. */
export const FAKE_OPENAI_ENV = {
  AI_PROVIDER: 'openai',
  OPENAI_API_KEY: 'sk-test',
  OPENAI_BASE_URL: FAKE_OPENAI_URL,
  OPENAI_TIMEOUT_MS: '1000',
  OPENAI_MAX_RETRIES: '0',
} as const;

export interface FakeOpenAi {
  health: ProviderHealth;
  /** How many calls arrived, by schema name. */
  calls: Map<string, number>;
}

type Input = Record<string, unknown> & {
  question?: string;
  answer?: string;
  questionCount?: number;
  type?: string;
  job?: { title?: string; requiredSkills?: string[] };
  answers?: { answerId: string }[];
  jobSkills?: string[];
};

const CRITERIA = ['Technical Depth', 'Clarity & Structure', 'Relevance & Examples'];

function words(text: unknown): string[] {
  return typeof text === 'string' ? (text.match(/[A-Za-z][A-Za-z+#.]{2,}/g) ?? []) : [];
}

/** Valid output for each schema the coaching adapters ask for. */
export function healthyOutput(name: string, input: Input): unknown {
  switch (name) {
    case 'structured_resume':
      return {
        contactInfo: { name: null, email: null, phone: null, linkedin: null, website: null, location: null },
        summary: 'Backend engineer.',
        skills: { categorized: [{ category: 'Languages', skills: ['Python'] }], softSkills: [] },
        workExperience: [],
        education: [],
        certifications: [],
      };
    case 'structured_job':
      return {
        title: 'Backend Engineer',
        seniority: 'Senior',
        requiredSkills: ['Python', 'PostgreSQL'],
        preferredSkills: [],
        responsibilities: ['Build APIs'],
      };
    case 'match_analysis':
      return {
        matchedSkills: [{ skill: 'Python', evidence: 'Built Python services', required: true }],
        missingSkills: [],
        experienceFit: 80,
        analysis: 'A close match on the required skills.',
      };
    case 'interview_plan': {
      const count = input.questionCount ?? 5;
      const skills = input.job?.requiredSkills ?? ['Python'];
      return {
        questions: Array.from({ length: count }, (_, i) => ({
          text: `Question ${i + 1}: tell me about a time you used ${skills[i % skills.length]} in production.`,
          focus: 'experience',
          skills: [skills[i % skills.length] ?? 'Python'],
        })),
      };
    }
    case 'follow_up_decision':
      return { followUp: false, reason: null, question: null };
    case 'answer_evaluation': {
      const detail = Math.min(10, 3 + words(input.answer).length / 15);
      return {
        criteria: CRITERIA.map((criterion) => ({
          criterion,
          rating: detail >= 7 ? 'Good' : 'Needs Improvement',
          feedback: `On "${String(input.question).slice(0, 40)}": name the result you measured.`,
        })),
        score: Math.round(detail * 10) / 10,
        feedback: 'Say what you did, then what changed because of it.',
      };
    }
    case 'session_report':
      return {
        skillScores: (input.jobSkills ?? ['Python']).map((skill) => ({ skill, score: 7 })),
        improvementRoadmap: '1. Quantify the outcome of each example.',
      };
    case 'resume_suggestion':
      return { suggested: 'Built Python services.', reasoning: 'Leads with the action.' };
    default:
      throw new Error(`the fake provider has no answer for ${name}`);
  }
}

/** Installs the fake on an msw server; its health starts 'healthy'. */
export function fakeOpenAi(server: SetupServer, slowMs = 1_500): FakeOpenAi {
  const fake: FakeOpenAi = { health: 'healthy', calls: new Map() };
  server.use(
    http.post(`${FAKE_OPENAI_URL}/chat/completions`, async ({ request }) => {
      const body = (await request.json()) as {
        messages: { role: string; content: string }[];
        response_format: { json_schema: { name: string } };
      };
      const name = body.response_format.json_schema.name;
      fake.calls.set(name, (fake.calls.get(name) ?? 0) + 1);
      const input = JSON.parse(body.messages.find((m) => m.role === 'user')?.content ?? '{}') as Input;
      switch (fake.health) {
        case 'failing':
          return apiError(500, 'The server had an error');
        case 'slow':
          await delay(slowMs);
          break;
        case 'malformed':
          return HttpResponse.json(completion('Sure! Here is my evaluation: {"score": seven'));
        case 'healthy':
          break;
      }
      return HttpResponse.json(completion(JSON.stringify(healthyOutput(name, input))));
    }),
  );
  return fake;
}
