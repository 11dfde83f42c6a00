import { clsx } from 'clsx';
import { Clock, LogOut, Volume2 } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSubmitAnswer } from '../../api/generated/interviewing/interviewing';
import type { SessionQuestion } from '../../api/generated/model';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Logo } from '../../components/ui/logo';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { errorMessage, isApiError } from '../../lib/api-error';
import { endInterviewQuietly, endMayBePending } from '../../lib/end-interview';
import type { InterviewSessionState, SummaryArrival } from '../../lib/interview-navigation';
import { usePageTitle } from '../../lib/page-title';
import { paths, sessionSummary } from '../../lib/paths';
import { type AnswerTab, AnswerTabs, answerTabs } from './answer-tabs';
import {
  formatClock,
  MISSING_REDIRECT_MS,
  readInterviewSessionState,
  SESSION_MISSING,
  SUBMIT_FAILED,
} from './session-state';
import { speakQuestion } from './speech';
import { useCountdown } from './use-countdown';
import { TYPE_INSTEAD, useVoiceAvailable } from './voice-availability';

function Frame({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="sticky top-0 z-10 border-b border-border bg-surface/95 backdrop-blur">
        <div className="mx-auto flex min-h-16 max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-2 sm:px-6">
          <Logo />
          {header ?? <ThemeToggle />}
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}

/** No navigation state: say so, then return to /dashboard after 3 seconds (spec: interview session). */
function MissingSession() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.dashboard, { replace: true }), MISSING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Frame>
      <h1 className="sr-only">Interview Session</h1>
      <Alert tone="danger" title={SESSION_MISSING}>
        Taking you back to your dashboard...
      </Alert>
    </Frame>
  );
}

function InterviewSession({ session }: { session: InterviewSessionState }) {
  const navigate = useNavigate();
  const summary = sessionSummary(session.sessionId);
  // Voice Only: when speaking cannot work here, a text box is offered so the person can still answer.
  const voiceOnly = session.interviewMode === 'voice';
  const voiceAvailable = useVoiceAvailable(voiceOnly);
  const [voiceFailed, setVoiceFailed] = useState(false);
  const typingFallback = voiceOnly && (voiceFailed || voiceAvailable === false);
  const tabs = answerTabs(session, typingFallback);
  const [tab, setTab] = useState<AnswerTab>(tabs[0] ?? 'text');
  // known before any try: open on the text box rather than on a microphone that cannot work
  useEffect(() => {
    if (voiceAvailable === false) setTab((current) => (current === 'voice' ? 'text' : current));
  }, [voiceAvailable]);
  const onVoiceUnusable = useCallback(() => setVoiceFailed(true), []);
  const [question, setQuestion] = useState<SessionQuestion>(session.initialQuestion);
  const [current, setCurrent] = useState(session.questionNumber ?? 1);
  // when the session started (kept across reloads); a start later than now counts as now
  const startedAt = useRef(Math.min(session.startedAt ?? Date.now(), Date.now()));

  // The page's navigation state follows the session, so a reload resumes it where it was.
  const remember = useCallback(
    (shown: SessionQuestion, questionNumber: number) =>
      navigate(paths.interview, {
        replace: true,
        state: { ...session, startedAt: startedAt.current, initialQuestion: shown, questionNumber },
      }),
    [navigate, session],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: recorded once, when the session opens.
  useEffect(() => {
    if (!session.startedAt) remember(session.initialQuestion, current);
  }, []);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [listenSignal, setListenSignal] = useState(0);
  const [replays, setReplays] = useState(0);
  const { mutateAsync: sendAnswer, isPending: submitting } = useSubmitAnswer();
  const [ending, setEnding] = useState(false);
  const ended = useRef(false);

  // Ending always leads to the report: when the server could not confirm the end, the report tries
  // once more, and the server's time-up finishes the session in any case.
  const finish = useCallback(async () => {
    if (ended.current) return;
    ended.current = true;
    setEnding(true);
    try {
      await endInterviewQuietly(session.sessionId);
      navigate(summary, { replace: true });
    } catch (cause) {
      // signed out: the sign-in page has already taken over
      if (isApiError(cause) && cause.status === 401) return;
      const state: SummaryArrival | undefined = endMayBePending(cause) ? { endPending: true } : undefined;
      navigate(summary, { replace: true, state });
    }
  }, [navigate, session.sessionId, summary]);

  const remaining = useCountdown(startedAt.current + session.duration * 60_000, () => void finish());

  const advance = useCallback(
    (next: SessionQuestion) => {
      setSubmitError(null);
      if (next.questionType === 'complete') {
        ended.current = true;
        navigate(summary, { replace: true });
        return;
      }
      const number = next.questionType === 'main' ? current + 1 : current;
      setQuestion(next);
      setCurrent(number);
      remember(next, number);
    },
    [current, navigate, remember, summary],
  );

  // A session that is already complete goes straight to its report.
  useEffect(() => {
    if (session.initialQuestion.questionType === 'complete') navigate(summary, { replace: true });
  }, [navigate, session.initialQuestion.questionType, summary]);

  const submitText = useCallback(
    async (answerText: string): Promise<boolean> => {
      if (!question.questionId) return false;
      setSubmitError(null);
      try {
        const answer = await sendAnswer({
          data: {
            sessionId: session.sessionId,
            questionId: question.questionId,
            answerText,
            format: session.interviewMode,
          },
        });
        advance(answer.nextQuestion);
        return true;
      } catch (cause) {
        setSubmitError(errorMessage(cause, SUBMIT_FAILED));
        return false;
      }
    },
    [advance, question.questionId, sendAnswer, session.interviewMode, session.sessionId],
  );

  // Speak the question unless the mode is text; when it has been heard on the voice tab, open the microphone.
  const tabRef = useRef(tab);
  tabRef.current = tab;
  const spoken = session.interviewMode !== 'text';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `replays` asks to play the question again.
  useEffect(() => {
    if (!spoken || question.questionType === 'complete') return;
    return speakQuestion(question.text, question.audioUrl, () => {
      if (tabRef.current === 'voice') setListenSignal((count) => count + 1);
    });
  }, [question, spoken, replays]);

  const lowTime = remaining <= 60;

  const header = (
    <div className="flex flex-wrap items-center gap-2 sm:gap-3">
      <Badge tone="primary" className="tabular-nums">
        <span aria-live="polite">
          Question {current} / {session.numQuestions}
        </span>
      </Badge>
      <div
        role="timer"
        aria-label={`Time remaining ${formatClock(remaining)}`}
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-control px-2 py-1 font-mono text-sm font-semibold tabular-nums',
          lowTime ? 'bg-danger/12 text-danger' : 'text-foreground',
        )}
      >
        <Clock aria-hidden="true" className="size-4" />
        <span>{formatClock(remaining)}</span>
      </div>
      <ThemeToggle />
      <Button variant="destructive" size="sm" onClick={() => setConfirming(true)} disabled={ending}>
        <LogOut aria-hidden="true" className="size-4" />
        End Session
      </Button>
    </div>
  );

  return (
    <Frame header={header}>
      <section aria-labelledby="question-heading" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-medium text-muted">
            {question.questionType === 'follow-up'
              ? 'Follow-up question'
              : `${session.interviewType} interview`}
          </p>
          {spoken && (
            <Button variant="ghost" size="sm" onClick={() => setReplays((count) => count + 1)}>
              <Volume2 aria-hidden="true" className="size-4" />
              Play question
            </Button>
          )}
        </div>
        <Card className="p-6 sm:p-8">
          <h1
            id="question-heading"
            className="text-xl leading-relaxed font-semibold tracking-tight sm:text-2xl"
          >
            {question.text}
          </h1>
        </Card>
      </section>

      {submitError && <Alert tone="danger">{submitError}</Alert>}

      <section aria-label="Your answer" className="flex flex-col gap-4">
        {typingFallback && <Alert tone="info">{TYPE_INSTEAD}</Alert>}
        <Card className="p-4 sm:p-6">
          <AnswerTabs
            session={session}
            question={question}
            tabs={tabs}
            tab={tab}
            onTabChange={setTab}
            submitting={submitting}
            onSubmit={submitText}
            onNextQuestion={advance}
            listenSignal={listenSignal}
            onVoiceUnusable={onVoiceUnusable}
          />
        </Card>
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="End this session?"
        description="Your answers so far are scored and you go to your performance report."
        confirmLabel="End Session"
        destructive
        loading={ending}
        onConfirm={() => void finish()}
      />
    </Frame>
  );
}

/** /interview: the live session, outside the shell (spec: interview session). */
export function InterviewSessionPage() {
  usePageTitle('Interview Session');
  const location = useLocation();
  const session = readInterviewSessionState(location.state);
  if (!session) return <MissingSession />;
  return <InterviewSession key={session.sessionId} session={session} />;
}
