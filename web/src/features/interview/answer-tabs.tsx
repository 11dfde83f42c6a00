import { Code, Keyboard, Mic } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useCallback } from 'react';
import type { SessionQuestion } from '../../api/generated/model';
import type { InterviewSessionState } from '../../lib/interview-navigation';
import { useAnswerDraft } from './answer-draft';
import { CodeAnswer } from './code-answer';
import { languageNamedIn } from './question-language';
import { TextAnswer } from './text-answer';
import { VoiceAnswer } from './voice-answer';

export type AnswerTab = 'text' | 'voice' | 'code';

const tabLabels: Record<AnswerTab, { label: string; icon: typeof Keyboard }> = {
  text: { label: 'Type', icon: Keyboard },
  voice: { label: 'Speak', icon: Mic },
  code: { label: 'Code', icon: Code },
};

/** The ways to answer: the session's mode, a text box when speaking cannot work, code for Coding. */
export function answerTabs(session: InterviewSessionState, typingFallback = false): AnswerTab[] {
  const tabs: AnswerTab[] =
    session.interviewMode === 'text'
      ? ['text']
      : session.interviewMode === 'voice' && !typingFallback
        ? ['voice']
        : ['text', 'voice'];
  return session.interviewType === 'Coding' ? ['code', ...tabs] : tabs;
}

type AnswerTabsProps = {
  session: InterviewSessionState;
  question: SessionQuestion;
  tabs: AnswerTab[];
  tab: AnswerTab;
  onTabChange: (tab: AnswerTab) => void;
  submitting: boolean;
  /** Resolves true when the answer was accepted. */
  onSubmit: (answer: string) => Promise<boolean>;
  /** The next question after a recorded answer the server transcribed. */
  onNextQuestion: (question: SessionQuestion) => void;
  listenSignal: number;
  onVoiceUnusable: () => void;
};

/**
 * The answer area. What is being written lives here rather than in each tab, and in session
 * storage, so switching tabs or reloading keeps it until the answer is accepted.
 */
export function AnswerTabs({
  session,
  question,
  tabs,
  tab,
  onTabChange,
  submitting,
  onSubmit,
  onNextQuestion,
  listenSignal,
  onVoiceUnusable,
}: AnswerTabsProps) {
  const { draft, update, discard, lastLanguage } = useAnswerDraft(session.sessionId, question.questionId);
  // the person's own pick for this question, else the language the question names, else their last pick
  const language = draft.language ?? languageNamedIn(question.text) ?? lastLanguage ?? 'Python';

  const submit = useCallback(
    async (answer: string) => {
      const accepted = await onSubmit(answer);
      if (accepted) discard();
      return accepted;
    },
    [discard, onSubmit],
  );
  const onTranscript = useCallback(async (text: string) => void (await submit(text)), [submit]);
  const onRecorded = useCallback(
    (next: SessionQuestion) => {
      discard();
      onNextQuestion(next);
    },
    [discard, onNextQuestion],
  );
  const closed = submitting || !question.questionId;

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onTabChange(value as AnswerTab)}
      className="flex flex-col gap-4"
    >
      {tabs.length > 1 && (
        <Tabs.List
          aria-label="Answer with"
          className="inline-flex self-start rounded-control border border-border bg-surface-muted p-1"
        >
          {tabs.map((value) => {
            const { label, icon: Icon } = tabLabels[value];
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                className="focus-ring inline-flex cursor-pointer items-center gap-2 rounded-control px-4 py-1.5 text-sm font-medium text-muted transition-colors hover:text-foreground data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-soft"
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
      )}
      {tabs.includes('text') && (
        <Tabs.Content value="text" className="focus-ring rounded-control">
          <TextAnswer
            key={question.questionId ?? 'done'}
            text={draft.text}
            onTextChange={(text) => update({ text })}
            disabled={closed}
            submitting={submitting}
            onSubmit={submit}
          />
        </Tabs.Content>
      )}
      {tabs.includes('voice') && (
        <Tabs.Content value="voice" className="focus-ring rounded-control">
          <VoiceAnswer
            sessionId={session.sessionId}
            questionId={question.questionId}
            format={session.interviewMode}
            onTranscript={onTranscript}
            onNextQuestion={onRecorded}
            disabled={submitting}
            startSignal={listenSignal}
            onUnusable={onVoiceUnusable}
          />
        </Tabs.Content>
      )}
      {tabs.includes('code') && (
        <Tabs.Content value="code" className="focus-ring rounded-control">
          <CodeAnswer
            code={draft.code}
            language={language}
            onCodeChange={(code) => update({ code })}
            onLanguageChange={(picked) => update({ language: picked })}
            disabled={closed}
            submitting={submitting}
            onSubmit={submit}
          />
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
