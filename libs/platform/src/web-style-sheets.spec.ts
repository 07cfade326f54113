import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The web app's style sheets are written flat: a rule holds declarations, and only at-rules (@media…) hold rules.
// CSS nesting is valid syntax, so a rule left unclosed is no build error: every rule after it silently
// becomes a descendant of it and stops applying. This finds such a rule by its line.

const SRC = join(import.meta.dirname, '..', '..', '..', 'web', 'src');

function styleSheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleSheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** The first rule opened inside another rule (not inside an at-rule), or an unbalanced end, as 'line N: …'. */
function nestingProblem(css: string): string | null {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const open: Array<{ atRule: boolean; line: number }> = [];
  let line = 1;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    if (ch === '{') {
      const prelude = text.slice(start, i).trim();
      const parent = open[open.length - 1];
      if (parent && !parent.atRule) return `line ${line}: « ${prelude} » opened inside the rule of line ${parent.line}, left unclosed`;
      open.push({ atRule: prelude.startsWith('@'), line });
      start = i + 1;
    } else if (ch === '}') {
      if (!open.pop()) return `line ${line}: a '}' closes nothing`;
      start = i + 1;
    } else if (ch === ';') {
      start = i + 1;
    }
  }
  return open.length ? `line ${open[open.length - 1].line}: a rule left unclosed at the end` : null;
}

describe('the web app\'s style sheets', () => {
  it('find a rule left unclosed, and a stray closing brace', () => {
    expect(nestingProblem('.a {\n  color: red;\n\n.b {\n  color: blue;\n}\n')).toBe("line 4: « .b » opened inside the rule of line 1, left unclosed");
    expect(nestingProblem('.a { color: red; }\n}\n')).toBe("line 2: a '}' closes nothing");
    expect(nestingProblem('@media (max-width: 720px) {\n  .a { color: red; }\n}\n/* { */\n.b { color: blue; }\n')).toBeNull();
  });

  it('every one of them closes each rule before the next', () => {
    const sheets = styleSheets(SRC);
    expect(sheets.length).toBeGreaterThan(5);
    const problems = sheets.map((path) => [relative(SRC, path), nestingProblem(readFileSync(path, 'utf8'))]).filter(([, problem]) => problem);
    expect(problems).toEqual([]);
  });
});
