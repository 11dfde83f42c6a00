import { ArrowLeft, Briefcase, Code, Cpu, Keyboard, MessagesSquare, Mic, Smile, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useStartInterview } from '../../api/generated/interviewing/interviewing';
import type { InterviewFormat, InterviewType, Persona } from '../../api/generated/model';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-error';
import {
  type InterviewSessionState,
  type InterviewSetupState,
  MISSING_SETUP_STATE,
  readInterviewSetupState,
} from '../../lib/interview-navigation';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { useProfile } from '../../lib/profile';
import {
  DURATION,
  type InterviewSettings,
  loadSettings,
  QUESTIONS,
  saveSettings,
} from './interview-settings';
import { type Option, OptionGroup } from './option-group';

/** Spec: dashboard messages. */
export const START_FAILED = 'Failed to start the interview session. Please try again.';

const typeOptions: readonly Option<InterviewType>[] = [
  {
    value: 'Behavioral',
    label: 'Behavioral',
    description: 'Teamwork, conflict and ownership stories.',
    icon: Users,
  },
  {
    value: 'Technical',
    label: 'Technical',
    description: 'Concepts, design and trade-offs for the role.',
    icon: Cpu,
  },
  { value: 'Coding', label: 'Coding', description: 'Solve problems in a code editor.', icon: Code },
];

const personaOptions: readonly Option<Persona>[] = [
  {
    value: 'Friendly & Encouraging',
    label: 'Friendly & Encouraging',
    description: 'A warm interviewer who helps you find your footing.',
    icon: Smile,
  },
  {
    value: 'Strict & Professional',
    label: 'Strict & Professional',
    description: 'A demanding interviewer, like a real final round.',
    icon: Briefcase,
  },
];

const modeOptions: readonly Option<InterviewFormat>[] = [
  {
    value: 'both',
    label: 'Voice & Text',
    description: 'Hear each question and answer either way.',
    icon: MessagesSquare,
  },
  {
    value: 'voice',
    label: 'Voice Only',
    description: 'Questions spoken aloud, answers by microphone.',
    icon: Mic,
  },
  {
    value: 'text',
    label: 'Text Only',
    description: 'Read the questions and type your answers.',
    icon: Keyboard,
  },
];

type SliderProps = {
  label: string;
  value: number;
  unit: (value: number) => string;
  range: { min: number; max: number; step: number };
  onChange: (value: number) => void;
};

function Slider({ label, value, unit, range, onChange }: SliderProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border bg-surface-muted/40 p-4">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-primary tabular-nums">
          {unit(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={unit(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="focus-ring h-2 w-full cursor-pointer accent-primary"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-muted">
        <span>{unit(range.min)}</span>
        <span>{unit(range.max)}</span>
      </div>
    </div>
  );
}

const minutes = (value: number) => `${value} minutes`;
const questions = (value: number) => `${value} questions`;

function SetupForm({ userId, pair }: { userId: string; pair: InterviewSetupState }) {
  const navigate = useNavigate();
  const [settings, setSettings] = useState<InterviewSettings>(() => loadSettings(userId));
  const [error, setError] = useState<string | null>(null);
  const start = useStartInterview();

  const update = (patch: Partial<InterviewSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      saveSettings(userId, next);
      return next;
    });
  };

  const begin = async () => {
    setError(null);
    try {
      const answer = await start.mutateAsync({
        data: {
          resumeId: pair.resumeId,
          jobId: pair.jobId,
          interviewType: settings.interviewType,
          persona: settings.persona,
          duration: settings.duration,
          numQuestions: settings.numQuestions,
          format: settings.interviewMode,
        },
      });
      const state: InterviewSessionState = {
        sessionId: answer.sessionId,
        initialQuestion: answer.nextQuestion,
        interviewType: settings.interviewType,
        duration: settings.duration,
        numQuestions: settings.numQuestions,
        interviewMode: settings.interviewMode,
      };
      navigate(paths.interview, { state });
    } catch (cause) {
      setError(errorMessage(cause, START_FAILED));
    }
  };

  return (
    <Card className="flex flex-col gap-8 p-6 sm:p-8">
      <OptionGroup
        step={1}
        legend="Interview Type"
        name="interview-type"
        options={typeOptions}
        value={settings.interviewType}
        onChange={(interviewType) => update({ interviewType })}
      />
      <OptionGroup
        step={2}
        legend="Interviewer Persona"
        name="persona"
        options={personaOptions}
        value={settings.persona}
        onChange={(persona) => update({ persona })}
        columns={2}
      />
      <OptionGroup
        step={3}
        legend="Answer Mode"
        name="interview-mode"
        options={modeOptions}
        value={settings.interviewMode}
        onChange={(interviewMode) => update({ interviewMode })}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 flex items-center gap-2.5 text-base font-semibold text-foreground">
          <span
            aria-hidden="true"
            className="inline-flex size-7 items-center justify-center rounded-pill bg-primary/12 text-sm font-semibold text-primary"
          >
            4
          </span>
          Length
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <Slider
            label="Duration"
            value={settings.duration}
            unit={minutes}
            range={DURATION}
            onChange={(duration) => update({ duration })}
          />
          <Slider
            label="Number of questions"
            value={settings.numQuestions}
            unit={questions}
            range={QUESTIONS}
            onChange={(numQuestions) => update({ numQuestions })}
          />
        </div>
      </fieldset>
      {error && <Alert tone="danger">{error}</Alert>}
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
        <Button
          variant="secondary"
          size="lg"
          onClick={() => navigate(paths.dashboard)}
          disabled={start.isPending}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Button>
        <Button size="lg" onClick={() => void begin()} loading={start.isPending} loadingText="Starting...">
          Start My Interview
        </Button>
      </div>
    </Card>
  );
}

function SetupSkeleton() {
  return (
    <Card aria-busy="true" className="flex flex-col gap-8 p-6 sm:p-8">
      <span role="status" className="sr-only">
        Loading your interview settings
      </span>
      {['type', 'persona', 'mode'].map((slot) => (
        <div key={slot} className="flex flex-col gap-3">
          <Skeleton className="h-6 w-48" />
          <div className="grid gap-3 sm:grid-cols-3">
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        </div>
      ))}
    </Card>
  );
}

/** /interview-setup 'Setup Your Interview': type, persona, mode and length, then the session starts. */
export function InterviewSetupPage() {
  usePageTitle('Interview Setup');
  const location = useLocation();
  const { profile } = useProfile();
  const pair = readInterviewSetupState(location.state);

  if (!pair) return <Navigate to={paths.dashboard} replace state={{ error: MISSING_SETUP_STATE }} />;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <PageHeader
        title="Setup Your Interview"
        description="Choose how you want to practise. Your choices are remembered for next time."
      />
      {profile ? <SetupForm key={profile.user.id} userId={profile.user.id} pair={pair} /> : <SetupSkeleton />}
    </div>
  );
}
