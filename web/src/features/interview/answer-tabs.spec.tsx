import { EditorView } from '@codemirror/view';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSubmitAnswerMockHandler } from '../../api/generated/interviewing/interviewing.msw';
import type { SessionQuestion, SubmitAnswerRequest } from '../../api/generated/model';
import { setToken } from '../../lib/auth-token';
import type { InterviewSessionState } from '../../lib/interview-navigation';
import { paths } from '../../lib/paths';
import { makePublicConfig } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { stubPages } from '../../test/stub-pages';
import { draftKey } from './answer-draft';
import { TYPE_INSTEAD } from './voice-availability';
import { stubTextRangeLayout } from '../../test/code-editor-layout';

const SESSION = '33333333-3333-4333-8333-333333333333';

const question = (id: string, text: string): SessionQuestion => ({
  questionId: id,
  text,
  audioUrl: null,
  questionType: 'main',
});

function coding(text = 'Reverse a linked list.', overrides: Partial<InterviewSessionState> = {}) {
  return {
    sessionId: SESSION,
    initialQuestion: question('q-1', text),
    interviewType: 'Coding',
    duration: 30,
    numQuestions: 3,
    interviewMode: 'text',
    ...overrides,
  } satisfies InterviewSessionState;
}

async function open(state: InterviewSessionState) {
  setToken(makeToken());
  const view = renderApp({ pathname: paths.interview, state }, stubPages(paths.sessionSummary));
  await screen.findByRole('heading', { level: 1, name: state.initialQuestion.text });
  return view;
}

const languagePicker = () => screen.getByRole('combobox', { name: 'Language' });
const codeBox = () => screen.findByRole('textbox', { name: 'Code answer' });
const tab = (name: string) => screen.getByRole('tab', { name });

/** Types at the cursor as CodeMirror's own input handling would (jsdom cannot drive its keyboard). */
async function typeCode(text: string) {
  const view = EditorView.findFromDOM(await codeBox());
  if (!view) throw new Error('no code editor');
  act(() => {
    view.focus();
    view.dispatch(view.state.replaceSelection(text), { userEvent: 'input.type' });
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('Coding answers', () => {
  beforeAll(stubTextRangeLayout);

  it('keeps the code and the chosen language across Code -> Type -> Code', async () => {
    const user = userEvent.setup();
    await open(coding());
    await typeCode('let head = null');
    await user.selectOptions(languagePicker(), 'Rust');
    await user.click(tab('Type'));
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'I would walk the list once.');
    await user.click(tab('Code'));
    expect(await codeBox()).toHaveTextContent('let head = null');
    expect(languagePicker()).toHaveValue('Rust');
    await user.click(tab('Type'));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('I would walk the list once.');
  });

  it('keeps the draft through a reload and forgets it once the answer is accepted', async () => {
    const sent: SubmitAnswerRequest[] = [];
    server.use(
      getSubmitAnswerMockHandler(async ({ request }) => {
        sent.push((await request.json()) as SubmitAnswerRequest);
        return { nextQuestion: question('q-2', 'Now detect a cycle.') };
      }),
    );
    const user = userEvent.setup();
    const first = await open(coding());
    await typeCode('fn main() {}');
    await user.selectOptions(languagePicker(), 'Rust');
    first.unmount();

    await open(coding());
    expect(await codeBox()).toHaveTextContent('fn main() {}');
    expect(languagePicker()).toHaveValue('Rust');
    await user.click(screen.getByRole('button', { name: 'Submit Code' }));
    await screen.findByRole('heading', { name: 'Now detect a cycle.' });
    expect(sent[0]?.answerText).toBe('```rust\nfn main() {}\n```');
    expect(sessionStorage.getItem(draftKey(SESSION, 'q-1'))).toBeNull();
    await waitFor(async () => expect(await codeBox()).not.toHaveTextContent('fn main'));
  });

  it.each([
    ['Write a function in Go that merges two sorted slices.', 'Go'],
    ['Using JavaScript, debounce a search box.', 'JavaScript'],
    ['Go ahead and reverse a linked list.', 'Python'],
  ])('starts in the language the question names: %s', async (text, language) => {
    await open(coding(text));
    expect(languagePicker()).toHaveValue(language);
  });

  it("lets the person's own choice win over the language the question names", async () => {
    const user = userEvent.setup();
    await open(coding('Implement an LRU cache in Java.'));
    expect(languagePicker()).toHaveValue('Java');
    await user.selectOptions(languagePicker(), 'C++');
    await user.click(tab('Type'));
    await user.click(tab('Code'));
    expect(languagePicker()).toHaveValue('C++');
  });

  it('counts the characters of code written, and leaves room for the language tag in the limit', async () => {
    sessionStorage.setItem(
      draftKey(SESSION, 'q-1'),
      JSON.stringify({ text: '', code: 'x'.repeat(4982), language: 'JavaScript' }),
    );
    await open(coding());
    await codeBox();
    expect(screen.getByText('4982 / 4982')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Code' })).toBeEnabled();
    const view = EditorView.findFromDOM(await codeBox());
    act(() => view?.dispatch({ selection: { anchor: view.state.doc.length } }));
    await typeCode('y');
    expect(await screen.findByText('4983 / 4982')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Code answers are limited to 4982 characters.');
    expect(screen.getByRole('button', { name: 'Submit Code' })).toBeDisabled();
  });

  it('counts nothing in an empty editor', async () => {
    await open(coding());
    await codeBox();
    expect(screen.getByText('0 / 4982')).toBeInTheDocument();
  });
});

describe('Voice Only without a way to speak', () => {
  it('offers a text box at once when there is no microphone', async () => {
    const sent: SubmitAnswerRequest[] = [];
    server.use(
      getSubmitAnswerMockHandler(async ({ request }) => {
        sent.push((await request.json()) as SubmitAnswerRequest);
        return { nextQuestion: question('q-2', 'Why this company?') };
      }),
    );
    const user = userEvent.setup();
    await open(coding('Tell me about yourself.', { interviewType: 'Behavioral', interviewMode: 'voice' }));
    expect(await screen.findByText(TYPE_INSTEAD)).toBeInTheDocument();
    expect(tab('Type')).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'I build web apps.');
    await user.click(screen.getByRole('button', { name: /Submit Answer/ }));
    await screen.findByRole('heading', { name: 'Why this company?' });
    expect(sent).toEqual([
      { sessionId: SESSION, questionId: 'q-1', answerText: 'I build web apps.', format: 'voice' },
    ]);
  });

  it('offers a text box when neither the browser nor the server can transcribe speech', async () => {
    const getUserMedia = vi.fn();
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    server.use(
      http.get('/api/config', () => HttpResponse.json(makePublicConfig({ speechToTextEnabled: false }))),
    );
    await open(coding('Tell me about yourself.', { interviewType: 'Behavioral', interviewMode: 'voice' }));
    expect(await screen.findByText(TYPE_INSTEAD)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('offers a text box when the microphone turns out to be refused', async () => {
    server.use(
      http.get('/api/config', () => HttpResponse.json(makePublicConfig({ speechToTextEnabled: true }))),
    );
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    const user = userEvent.setup();
    await open(coding('Tell me about yourself.', { interviewType: 'Behavioral', interviewMode: 'voice' }));
    expect(screen.queryByRole('tab', { name: 'Type' })).not.toBeInTheDocument();
    expect(screen.queryByText(TYPE_INSTEAD)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start answering by voice' }));
    expect(
      await screen.findByText('Could not access the microphone. Please check permissions.'),
    ).toBeInTheDocument();
    expect(screen.getByText(TYPE_INSTEAD)).toBeInTheDocument();
    await user.click(tab('Type'));
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
  });

  it('keeps to the microphone when it can work', async () => {
    server.use(
      http.get('/api/config', () => HttpResponse.json(makePublicConfig({ speechToTextEnabled: true }))),
    );
    const enumerateDevices = vi.fn(async () => [{ kind: 'audioinput' }]);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(), enumerateDevices },
    });
    await open(coding('Tell me about yourself.', { interviewType: 'Behavioral', interviewMode: 'voice' }));
    await waitFor(() => expect(enumerateDevices).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Start answering by voice' })).toBeInTheDocument();
    expect(screen.queryByText(TYPE_INSTEAD)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
    expect(within(document.body).queryByRole('tablist')).not.toBeInTheDocument();
  });
});
