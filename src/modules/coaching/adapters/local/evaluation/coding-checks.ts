import type { CriterionName } from '../../../domain/evaluation.ts';
import type { AnswerFeatures } from '../answer-features.ts';
import { listing } from '../text-tools.ts';
import type { Check } from './checks.ts';
import { askCoverage, identifierKeys } from './ask.ts';
import { keyed, termsIn } from './concepts.ts';
import type { QuestionProfile } from './question-profile.ts';

/**
 * A coding answer judged on the task: is there code, does it define something that takes the
 * input and returns a result, does it use the approach the task needs (a stack for brackets, a
 * sort for intervals …), does it say its complexity and handle the edge cases the task implies.
 * 'Solves the task' is only said when all of those checks support it.
 */
export function codingChecks(f: AnswerFeatures, q: QuestionProfile) {
  const c = f.codeAnalysis;
  const code = keyed(c.text);
  const task = q.task;
  const core = task ? termsIn(f.concepts, task.core) : [];
  const techniques = task ? termsIn(f.concepts, task.techniques) : [];
  const own = [...q.own].filter((k) => f.concepts.set.has(k));
  const ownInCode = [...q.own].filter((k) => code.set.has(k));
  const hasCode = f.code.present;
  const works = c.loops + c.branches > 0 || c.isQuery;
  const approach = task ? core.length > 0 : works && ownInCode.length + own.length >= 2;
  // the task's own nouns and operations ('indices', 'target', 'overlap', 'balanced') in the prose
  // or the code's identifiers: code for another task in the same area ('is_palindrome' for a
  // first-unique-character task) names at most the setting ('a string')
  const ask = q.ask ? askCoverage(q.ask, new Set([...f.concepts.set, ...identifierKeys(c.text)])) : undefined;
  const otherTask =
    ask !== undefined &&
    hasCode &&
    !c.stub &&
    q.ask!.core.length >= 2 &&
    ask.core.length === 0 &&
    ask.points < 1;
  const solved =
    hasCode && !c.stub && c.definesFunction && c.readsInput && c.returns && works && approach && !otherTask;
  const onTask = task ? core.length + techniques.length + own.length : own.length;
  // a stub is an unfinished attempt at this task, not an answer to another one
  const offTopic = c.stub
    ? false
    : otherTask
      ? true
      : hasCode
        ? (task ? core.length === 0 && techniques.length <= 1 : true) &&
          own.length <= 1 &&
          ownInCode.length === 0
        : onTask <= 1 || (task !== undefined && techniques.length === 0 && own.length <= 2);
  const edgeTerms = task ? termsIn(f.concepts, task.edgeCases) : [];
  const edge = f.edgeCases ?? edgeTerms[0];
  const caps: { limit: number; reason: string }[] = [];
  if (!hasCode) caps.push({ limit: 3, reason: 'no code' });
  else if (c.stub) caps.push({ limit: 2.5, reason: 'a stub, not a solution' });
  else if (!solved) caps.push({ limit: 3.5, reason: 'the code does not do what the task asks' });

  const checks: Record<CriterionName, Check[]> = {
    'Technical Depth': [
      hasCode
        ? c.stub
          ? {
              weight: 3,
              pass: 0.2,
              lacked: 'the code is a placeholder (TODO, pass or a fixed return); write the logic',
            }
          : {
              weight: 3,
              pass: c.definesFunction ? 1 : 0.6,
              did: `wrote the solution as code (${f.code.lines} lines)`,
            }
        : { weight: 3, pass: 0, lacked: 'no code: write the solution, even roughly, before describing it' },
      task
        ? core.length > 0
          ? {
              weight: 2,
              pass: 1,
              did: `used ${task.label} (${listing(core.slice(0, 2).map((k) => `"${k}"`))})`,
            }
          : { weight: 2, pass: 0, lacked: `this task needs ${task.label}` }
        : works
          ? { weight: 2, pass: 1, did: 'the code does real work (loops and branches over the input)' }
          : { weight: 2, pass: 0, lacked: 'the code does no work on the input' },
      f.complexity
        ? { weight: 1.5, pass: 1, did: `stated the complexity (${f.complexity})` }
        : { weight: 1.5, pass: 0, lacked: 'no time or space complexity' },
      edge
        ? { weight: 1.5, pass: 1, did: `considered edge cases (${edge})` }
        : { weight: 1.5, pass: 0, lacked: 'no edge cases (empty input, duplicates, boundaries)' },
      f.testing
        ? { weight: 0.5, pass: 1, did: 'said how you would test it' }
        : { weight: 0.5, pass: 0, lacked: 'no tests or worked example to check the code' },
    ],
    'Clarity & Structure': [
      f.proseWords >= 15
        ? { weight: 1.5, pass: 1, did: 'explained the approach in words' }
        : {
            weight: 1.5,
            pass: f.proseWords >= 6 ? 0.5 : 0,
            lacked: 'explain the approach in a sentence or two before the code',
          },
      hasCode && c.definesFunction && c.returns
        ? { weight: 1, pass: 1, did: 'a function with a clear input and result' }
        : {
            weight: 1,
            pass: hasCode ? 0.4 : 0,
            lacked: 'wrap it in a function that takes the input and returns the result',
          },
      f.hedges.length > 0
        ? {
            weight: 1,
            pass: 1 - Math.min(1, f.hedges.length / 2),
            lacked: `hedging ("${f.hedges[0]!.toLowerCase()}"): check it and say so`,
          }
        : { weight: 1, pass: 1 },
    ],
    'Relevance & Examples': [
      offTopic
        ? { weight: 3, pass: 0, lacked: 'it does not answer the question asked; solve the task that was set' }
        : solved
          ? {
              weight: 3,
              pass: 1,
              did: 'the code plausibly does the task (reads the input, uses the right approach, returns a result)',
            }
          : {
              weight: 3,
              pass: hasCode ? 0.3 : 0.15,
              lacked: 'the code does not yet do the task asked; make it read the input and return the answer',
            },
      c.guards.length > 0 || (edge && solved)
        ? { weight: 1, pass: 1, did: `handles the inputs the task allows (${c.guards[0] ?? edge})` }
        : {
            weight: 1,
            pass: 0,
            lacked: 'no handling of the inputs the task allows (empty, duplicates, limits)',
          },
    ],
  };
  return { checks, offTopic, caps, solved, edgeCase: edge };
}
