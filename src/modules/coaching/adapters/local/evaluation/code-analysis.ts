/**
 * Code in an answer: fenced ```lang blocks, indented blocks and lines that read as code, and what
 * that code does (a function with parameters, loops, branches, a return, guards for edge cases,
 * whether it reads its input at all, whether it is a stub). Lines are clipped before matching and
 * every pattern is anchored or a fixed list, so this stays linear on any input.
 */
export interface CodeAnalysis {
  lines: number;
  text: string;
  /** A function, method or query is defined. */
  definesFunction: boolean;
  parameters: string[];
  /** The body reads at least one parameter (a function that ignores its input solves nothing). */
  readsInput: boolean;
  loops: number;
  branches: number;
  returns: boolean;
  /** TODO, pass, a constant return with no work: a placeholder, not a solution. */
  stub: boolean;
  /** Guard clauses in the code: 'if not intervals', '== null', '.isEmpty()'. */
  guards: string[];
  isQuery: boolean;
}

const MAX_LINE = 300;
const KEYWORD_START =
  /^(?:def|class|function|func|fn|return|for|if|elif|else|while|import|from \w{1,40} import|const|let|var|public|private|protected|static|async|await|try|except|catch|finally|switch|case|select|from|where|join|left join|inner join|group by|order by|having|with|insert|update|delete|limit|union|package|struct|interface|#include|raise|throw|yield|print|console\.)\b/i;
const ASSIGNMENT = /^[\w.[\]'"]{1,60}\s{0,3}(?:[+\-*/%|&]|\?\?)?=[^=]/;
const CLOSING = /^[}\])]/;
const ENDS_LIKE_CODE = /[{};]$|[)\]]\s{0,2}:$|^\S{1,60}\($/;

function isCodeLine(raw: string): boolean {
  const line = raw.slice(0, MAX_LINE).trim();
  if (!line) return false;
  if (
    KEYWORD_START.test(line) &&
    !/^(?:for|if|with|from|where|select|case|then|else|while|try|update|return|print|delete|limit|join|const|let) [a-z'’]{1,20},? [a-z'’]{1,20},? [a-z'’]{1,20} [a-z'’]{1,20}\b/i.test(
      line,
    )
  )
    return true;
  if (CLOSING.test(line) || ASSIGNMENT.test(line)) return true;
  // prose ends with a full stop; a line ending in a brace, a semicolon or '):' is code
  return ENDS_LIKE_CODE.test(line) && !/[.!?]$/.test(line);
}

/** Splits an answer into code and prose; fenced blocks are code whatever their content. */
export function splitCode(answer: string): { code: string; prose: string } {
  const code: string[] = [];
  const prose: string[] = [];
  let fenced = false;
  for (const raw of answer.split('\n')) {
    const line = raw.length > 2000 ? raw.slice(0, 2000) : raw;
    if (line.trimStart().startsWith('```')) {
      fenced = !fenced;
      continue;
    }
    if (fenced) {
      if (line.trim()) code.push(line);
      continue;
    }
    const indented = /^(?: {4}|\t)\S/.test(line) && !/^\s{0,8}[-*•]\s/.test(line);
    if (indented || isCodeLine(line)) code.push(line);
    else prose.push(line);
  }
  // one stray line that looks like code inside prose is not code
  if (code.length === 1 && !/[{};=]/.test(code[0]!)) return { code: '', prose: answer };
  return { code: code.join('\n'), prose: prose.join('\n') };
}

const SIGNATURE =
  /(?:\bdef\s{1,4}\w{1,60}|\bfunction\s{0,4}\w{0,60}|\bfunc\s{1,4}\w{1,60}|\bfn\s{1,4}\w{1,60}|\b(?:public|private|protected|static)\s[^(\n;=]{1,80}|\b\w{1,60}\s{0,2}=\s{0,2}(?:async\s{1,2})?)\s{0,2}\(([^()\n]{0,200})\)/g;
const ARROW = /\(([^()\n]{0,200})\)\s{0,2}(?::\s{0,2}[^=\n]{1,60})?=>/g;
const LOOP =
  /\b(?:for|while|foreach|do)\b|\.(?:forEach|map|reduce|filter|some|every|find)\(|\bgroup by\b|\bover\s{0,2}\(/gi;
const BRANCH = /\b(?:if|elif|else|switch|case when|case)\b|\?[^?:\n]{1,80}:/gi;
const RETURN = /\b(?:return|yield|print|console\.log|println|select)\b/i;
const STUB =
  /\b(?:TODO|FIXME|pass\b|NotImplemented|not implemented|unimplemented|\.\.\.)|return\s{1,3}(?:None|null|undefined|nil|0|-1|false|False|\[\]|\[\s{0,2}\d{1,3}\s{0,2},\s{0,2}\d{1,3}\s{0,2}\]);?\s*$/im;
const GUARD =
  /\bif\s{0,2}\(?\s{0,2}(?:not\s{1,3}\w{1,40}|!\s{0,2}\w{1,40}|\w{1,40}\s{0,2}(?:===?|is)\s{0,2}(?:null|None|undefined|0)|len\(\w{1,40}\)\s{0,2}(?:==|<=?)\s{0,2}[01]|\w{1,40}\.(?:length|size\(\)|isEmpty\(\))|\w{1,40}\s{0,2}(?:<=|<)\s{0,2}0)|\bcoalesce\b|\bleft join\b|\?\?|\braise\b|\bthrow\b/gi;

function paramNames(list: string): string[] {
  return list
    .split(',')
    .map((p) =>
      p
        .replace(/[:=].*$/s, '')
        .replace(/[^\w\s]/g, ' ')
        .trim()
        .split(/\s+/)
        .at(-1),
    )
    .filter((p): p is string => Boolean(p) && p !== 'self' && p !== 'this' && /^[A-Za-z_]\w{0,40}$/.test(p!));
}

export function analyseCode(code: string, prose: string): CodeAnalysis {
  const lines = code ? code.split('\n').filter((l) => l.trim()).length : 0;
  const text = code.slice(0, 20_000);
  const parameters: string[] = [];
  let definesFunction = false;
  for (const m of [...text.matchAll(SIGNATURE), ...text.matchAll(ARROW)]) {
    definesFunction = true;
    parameters.push(...paramNames(m[1] ?? ''));
  }
  const isQuery = /\bselect\b[\s\S]{0,2000}?\bfrom\b/i.test(text.slice(0, 4000));
  if (isQuery) definesFunction = true;
  const body = text.split('\n').slice(1).join('\n');
  const readsInput =
    isQuery ||
    parameters.some((p) => new RegExp(`\\b${p}\\b`).test(body)) ||
    (!definesFunction && lines >= 3);
  const loops = [...text.matchAll(LOOP)].length;
  const branches = [...text.matchAll(BRANCH)].length;
  const stubMarker = STUB.test(text) || /\bTODO\b/.test(prose);
  const stub = lines > 0 && lines <= 6 && (stubMarker || (loops === 0 && !readsInput));
  return {
    lines,
    text,
    definesFunction,
    parameters: [...new Set(parameters)],
    readsInput,
    loops,
    branches,
    returns: RETURN.test(text),
    stub,
    guards: [...text.matchAll(GUARD)].map((m) => m[0].trim()).slice(0, 5),
    isQuery,
  };
}
