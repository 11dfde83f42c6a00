import { useCallback, useState } from 'react';
import { type CodeLanguage, isCodeLanguage } from '../../lib/code-answer';

/** What the person has written for one question but not yet sent. */
export type AnswerDraft = {
  text: string;
  code: string;
  /** The language the person picked for this question; null until they pick one. */
  language: CodeLanguage | null;
};

const EMPTY: AnswerDraft = { text: '', code: '', language: null };

export const draftKey = (sessionId: string, questionId: string) =>
  `interview-draft:${sessionId}:${questionId}`;
export const languageKey = (sessionId: string) => `interview-language:${sessionId}`;

// Session storage: a draft outlives a reload of the tab but not the tab, and never reaches the server.
function readStored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // storage full or blocked: the draft still lives on the page
  }
}

function readDraft(key: string | null): AnswerDraft {
  if (!key) return EMPTY;
  try {
    const raw = JSON.parse(readStored(key) ?? 'null') as Partial<AnswerDraft> | null;
    if (!raw || typeof raw !== 'object') return EMPTY;
    return {
      text: typeof raw.text === 'string' ? raw.text : '',
      code: typeof raw.code === 'string' ? raw.code : '',
      language: isCodeLanguage(raw.language) ? raw.language : null,
    };
  } catch {
    return EMPTY;
  }
}

/**
 * The answer being written for the question on screen, kept per session and question so it
 * survives switching answer tabs and reloading the page; `discard` forgets it once it is accepted.
 * `lastLanguage` is the language last picked in this session, for questions that name none.
 */
export function useAnswerDraft(sessionId: string, questionId: string | null) {
  const key = questionId ? draftKey(sessionId, questionId) : null;
  const [held, setHeld] = useState(() => ({ key, draft: readDraft(key) }));
  const [lastLanguage, setLastLanguage] = useState(() => {
    const stored = readStored(languageKey(sessionId));
    return isCodeLanguage(stored) ? stored : null;
  });
  const draft = held.key === key ? held.draft : readDraft(key);
  if (held.key !== key) setHeld({ key, draft });

  const update = useCallback(
    (change: Partial<AnswerDraft>) => {
      setHeld((current) => {
        const next = { key, draft: { ...(current.key === key ? current.draft : readDraft(key)), ...change } };
        if (key) store(key, JSON.stringify(next.draft));
        return next;
      });
      if (change.language) {
        setLastLanguage(change.language);
        store(languageKey(sessionId), change.language);
      }
    },
    [key, sessionId],
  );

  // Bound to the question it was made for: called after an accepted answer, when the page may
  // already show the next question, it forgets only the answered one.
  const discard = useCallback(() => {
    if (key) store(key, null);
    setHeld((current) => (current.key === key ? { key, draft: EMPTY } : current));
  }, [key]);

  return { draft, update, discard, lastLanguage };
}
