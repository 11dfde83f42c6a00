import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  LanguageDescription,
  syntaxHighlighting,
} from '@codemirror/language';
import { languages } from '@codemirror/language-data';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import type { CodeLanguage } from '../../lib/code-answer';
import { EDITOR_HEIGHT } from './code-languages';

export type CodeEditorProps = {
  value: string;
  onChange: (value: string) => void;
  language: CodeLanguage;
  fontSize: number;
  label: string;
};

/** Enter keeps the current line's indentation. Tab is left to the browser so focus can leave the editor. */
const newlineKeeping = keymap.of([
  {
    key: 'Enter',
    run: (view) => {
      const { state } = view;
      const line = state.doc.lineAt(state.selection.main.head);
      const indent = /^\s*/.exec(line.text)?.[0] ?? '';
      view.dispatch(state.replaceSelection(`\n${indent}`), { scrollIntoView: true, userEvent: 'input' });
      return true;
    },
  },
]);

function sizing(fontSize: number): Extension {
  return EditorView.theme({
    '&': {
      height: EDITOR_HEIGHT,
      fontSize: `${fontSize}px`,
      backgroundColor: 'var(--color-surface)',
      color: 'var(--color-foreground)',
    },
    '.cm-scroller': {
      overflow: 'auto',
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    '.cm-content': { caretColor: 'var(--color-foreground)' },
    '.cm-gutters': {
      backgroundColor: 'var(--color-surface-muted)',
      color: 'var(--color-muted)',
      borderRight: '1px solid var(--color-border)',
    },
    '.cm-activeLine, .cm-activeLineGutter': {
      backgroundColor: 'color-mix(in oklab, var(--color-primary) 8%, transparent)',
    },
    '&.cm-focused': { outline: 'none' },
    '.cm-cursor': { borderLeftColor: 'var(--color-foreground)' },
    '&.cm-focused .cm-selectionBackground, .cm-selectionBackground': {
      backgroundColor: 'color-mix(in oklab, var(--color-primary) 25%, transparent)',
    },
  });
}

async function languageSupport(name: CodeLanguage): Promise<Extension> {
  if (name === 'Plain Text') return [];
  const description = LanguageDescription.matchLanguageName(languages, name, true);
  return description ? await description.load() : [];
}

/** CodeMirror 6, loaded only for Coding interviews (this module is its own lazily loaded chunk). */
export default function CodeEditor({ value, onChange, language, fontSize, label }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const themeSlot = useRef(new Compartment());
  const changed = useRef(onChange);
  changed.current = onChange;
  const initial = useRef({ value, fontSize });

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial.current.value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          newlineKeeping,
          EditorState.tabSize.of(4),
          placeholder('Write your solution here...'),
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' }),
          languageSlot.current.of([]),
          themeSlot.current.of(sizing(initial.current.fontSize)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [label]);

  useEffect(() => {
    let current = true;
    void languageSupport(language).then((support) => {
      if (current) view.current?.dispatch({ effects: languageSlot.current.reconfigure(support) });
    });
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({ effects: themeSlot.current.reconfigure(sizing(fontSize)) });
  }, [fontSize]);

  // Outside changes (the editor is cleared after a submitted answer).
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return (
    <div
      ref={host}
      data-testid="code-editor"
      className="overflow-hidden rounded-control border border-border-strong focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring"
    />
  );
}
