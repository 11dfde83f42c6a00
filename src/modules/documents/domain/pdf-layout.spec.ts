import { describe, expect, it } from 'vitest';
import { layoutOfPdf, type TextRun, weightOfFont } from './pdf-layout.ts';

const REGULAR = 'ABCDEF+Roboto-Regular';
const BOLD = 'ABCDEF+Roboto-Bold';

/** A run whose width is half an em per character, the average of a proportional face. */
function run(text: string, x: number, y: number, options: Partial<TextRun> = {}): TextRun {
  const size = options.size ?? 10;
  return { text, x, y, width: text.length * size * 0.5, size, font: REGULAR, ...options };
}

/** One run per line, lines 12 points apart from `top` down, all starting at `x`. */
function column(lines: string[], x: number, top: number, options: Partial<TextRun> = {}): TextRun[] {
  return lines.map((text, i) => run(text, x, top - i * 12, options));
}

const page = (...runs: (TextRun | TextRun[])[]) => runs.flat();

describe('lines and type', () => {
  it('groups runs on one baseline into a line, left to right, with a space at a word gap', () => {
    const layout = layoutOfPdf([
      [run('world', 40 + 6 * 5, 700.4), run('Hello', 40, 700), run('Next line here', 40, 688)],
    ]);
    expect(layout).toBe('Hello world\nNext line here');
  });

  it('marks lines clearly larger than the most common size as headings', () => {
    const layout = layoutOfPdf([
      page(
        run('Ada Lovelace', 40, 760, { size: 18 }),
        run('Summary', 40, 730, { size: 10.5 }),
        column(['Body text one', 'Body text two', 'Body text three'], 40, 715),
      ),
    ]);
    expect(layout.split('\n')[0]).toBe('# Ada Lovelace');
    // half a point larger is not a heading
    expect(layout).toContain('\nSummary\n');
  });

  it('wraps bold runs in ** and keeps spaces outside the markers', () => {
    const layout = layoutOfPdf([
      [
        run('Built ', 40, 700),
        run('Kafka', 70, 700, { font: BOLD }),
        run(' pipelines', 95, 700),
        run('Experience', 40, 680, { font: 'Arial-BoldMT' }),
      ],
    ]);
    expect(layout).toBe('Built **Kafka** pipelines\n**Experience**');
  });

  it('reads the weight from the face name, and a medium face is bold only beside a lighter body', () => {
    expect(weightOfFont('ABCDEF+Lato-Semibold')).toBe(600);
    expect(weightOfFont('Calibri,Bold')).toBe(700);
    expect(weightOfFont('Montserrat-ExtraBold')).toBe(800);
    expect(weightOfFont('Inter-300')).toBe(300);
    expect(weightOfFont('TimesNewRomanPSMT')).toBe(400);
    const medium = 'XYZABC+Roboto-Medium';
    const beside = layoutOfPdf([
      page(run('Engineer', 40, 720, { font: medium }), column(['a body line'], 40, 700)),
    ]);
    expect(beside).toContain('**Engineer**');
    const bodyIsMedium = layoutOfPdf([
      page(run('Engineer', 40, 720, { font: medium }), column(['a body line'], 40, 700, { font: medium })),
    ]);
    expect(bodyIsMedium).not.toContain('**');
  });

  it('counts text drawn twice at the same place once, as bold', () => {
    const layout = layoutOfPdf([
      [run('Skills', 40, 700), run('Skills', 40.3, 700), run('Go and Rust', 40, 688)],
    ]);
    expect(layout).toBe('**Skills**\nGo and Rust');
  });

  it('separates text far apart on one baseline with a tab, bold kept per cell', () => {
    const layout = layoutOfPdf([
      [run('Senior Engineer', 40, 700, { font: BOLD }), run('Jan 2020 – Present', 480, 700)],
    ]);
    expect(layout).toBe('**Senior Engineer**\tJan 2020 – Present');
  });
});

describe('bullets', () => {
  it('knows a bullet by its glyph, in the run or standing apart, and drops the glyph', () => {
    const layout = layoutOfPdf([
      [
        run('• Built the engine', 40, 700),
        run('▪', 40, 688),
        run('Shipped the app', 60, 688),
        run('- Led a team', 40, 676),
        run('\uf0b7 Wrote the docs', 40, 664),
        run('-5% churn was the result', 40, 652),
      ],
    ]);
    expect(layout).toBe(
      '- Built the engine\n- Shipped the app\n- Led a team\n- Wrote the docs\n-5% churn was the result',
    );
  });

  it('knows a bullet by hanging indentation when its marker is drawn, not written', () => {
    const layout = layoutOfPdf([
      column(['Engineer at Acme'], 40, 700).concat(column(['Built it', 'Ran it'], 53, 688)),
    ]);
    expect(layout).toBe('Engineer at Acme\n- Built it\n- Ran it');
  });

  it('does not take a centered line for an indented bullet', () => {
    const wide = 'A full width line of ordinary text in the document body here';
    const layout = layoutOfPdf([[run(wide, 40, 700), run('centered', 40 + (wide.length * 5 - 40) / 2, 688)]]);
    expect(layout).toBe(`${wide}\ncentered`);
  });
});

describe('wrapped lines', () => {
  // 60 characters at 5 points each: lines reach x = 340
  const full = 'Designed and built the billing service that handles payments';

  it('joins a paragraph wrapped by the layout engine, not a line the writer ended early', () => {
    const layout = layoutOfPdf([
      column([full, 'for the whole company.', 'A new short line.', 'And another.'], 40, 700),
    ]);
    expect(layout).toBe(`${full} for the whole company.\nA new short line.\nAnd another.`);
  });

  it('joins a bullet continuation that starts under the bullet text', () => {
    const layout = layoutOfPdf([
      [
        run(`• ${full}`, 40, 700),
        run('across three regions', 50, 688),
        run('• Second bullet', 40, 676),
        run('Not a continuation', 40, 664),
      ],
    ]);
    expect(layout).toBe(`- ${full} across three regions\n- Second bullet\nNot a continuation`);
  });

  it('joins a line under a bullet text that goes on with a capital, short of the margin', () => {
    // the bullet's line ends 40 points short of the margin, but 'Next.js,' would not have fitted
    const layout = layoutOfPdf([
      [
        run(`• ${full}`, 40, 700),
        run('• Rebuilt the checkout of a grocery chain in React and', 40, 688),
        run('Next.js, raising conversion.', 50, 676),
        run('• Third bullet', 40, 664),
      ],
    ]);
    expect(layout).toBe(
      `- ${full}\n- Rebuilt the checkout of a grocery chain in React and Next.js, raising conversion.\n- Third bullet`,
    );
  });

  it('does not take a web address in lower case for the rest of a wrapped line', () => {
    const layout = layoutOfPdf([
      column(['ada@example.com', 'Denver, CO', 'github.com/ada', 'linkedin.com/in/ada'], 40, 700),
    ]);
    expect(layout).toBe('ada@example.com\nDenver, CO\ngithub.com/ada\nlinkedin.com/in/ada');
  });

  it('joins running text wrapped short of its ragged margin before a figure', () => {
    // lines of running text end up to an em and a half short of the margin (x = 340); the third
    // ends 12 points short, and '24' (set at half an em a figure) would not have fitted after it
    const lines = [
      run('Evaluated and treated patients across the orthopaedic and', 40, 700, { width: 300 }),
      run('vestibular caseloads of the clinic, keeping documentation', 40, 688, { width: 295 }),
      run('of every visit complete and signed off within the', 40, 676, { width: 288 }),
      run('24 hours after it and a high completion rate.', 40, 664, { width: 45 * 4 }),
    ];
    const layout = layoutOfPdf([lines]);
    expect(layout.split('\n')).toHaveLength(1);
    expect(layout).toContain('within the 24 hours');
  });

  it('keeps the hyphen of a word already joined by hyphens when it breaks at one of them', () => {
    const layout = layoutOfPdf([
      column(['Built a model that replaced a fifteen-year-', 'old system and cut the error.'], 40, 700),
    ]);
    expect(layout).toBe('Built a model that replaced a fifteen-year-old system and cut the error.');
    const digits = layoutOfPdf([
      column(['Built a model that replaced a tired 15-year-', 'old system and cut the error.'], 40, 700),
    ]);
    expect(digits).toBe('Built a model that replaced a tired 15-year-old system and cut the error.');
  });

  it('joins a word hyphenated at the break, and keeps the hyphen before a capital', () => {
    const lower = layoutOfPdf([
      column(
        ['Designed and built the billing service for payments. Devel-', 'oping it took a year.'],
        40,
        700,
      ),
    ]);
    expect(lower).toBe('Designed and built the billing service for payments. Developing it took a year.');
    const upper = layoutOfPdf([
      column(
        ['Designed and built the billing service for payments. Self-', 'Managed all releases.'],
        40,
        700,
      ),
    ]);
    expect(upper).toBe('Designed and built the billing service for payments. Self-Managed all releases.');
    const compound = layoutOfPdf([
      column(
        ['Designed and built the billing service with the whole cross-', 'functional team.'],
        40,
        700,
      ).concat(column(['Led cross-functional reviews'], 40, 600)),
    ]);
    expect(compound.split('\n')[0]).toBe(
      'Designed and built the billing service with the whole cross-functional team.',
    );
  });

  it('does not join lines of another weight, size or cells', () => {
    const layout = layoutOfPdf([
      [
        run('Senior Engineer at a company with a long name and more', 40, 700, { font: BOLD }),
        run('acme', 40, 688),
        run(full, 40, 676),
        run('2020', 400, 676),
        run('tail words', 40, 664),
      ],
    ]);
    expect(layout.split('\n')).toHaveLength(4);
  });

  it('puts an empty line where the vertical gap is larger than the line spacing', () => {
    const layout = layoutOfPdf([page(column(['One', 'Two'], 40, 700), column(['Three', 'Four'], 40, 660))]);
    expect(layout).toBe('One\nTwo\n\nThree\nFour');
  });
});

describe('columns', () => {
  const sidebar = [
    'Contact',
    'ada@example.com',
    'Skills',
    'TypeScript',
    'PostgreSQL',
    'Kafka',
    'Languages',
    'English',
  ];
  const main = [
    'Experience',
    'Senior Engineer, Acme',
    'Built the billing service',
    'Led a team of five engineers',
    'Engineer, Initech',
    'Wrote the reports service',
    'Education',
    'BSc Computer Science',
  ];

  it('reads a left sidebar whole before the main column, the name across the top first', () => {
    const layout = layoutOfPdf([
      page(run('Ada Lovelace', 40, 760, { size: 20 }), column(sidebar, 40, 720), column(main, 200, 718)),
    ]);
    expect(layout).toBe(['# Ada Lovelace', '', ...sidebar, '', ...main].join('\n'));
  });

  it('reads a right sidebar after the main column, and two equal columns one after another', () => {
    const right = layoutOfPdf([page(column(main, 40, 720), column(sidebar, 420, 720))]);
    expect(right).toBe([...main, '', ...sidebar].join('\n'));
    const equal = layoutOfPdf([page(column(main, 40, 720), column(sidebar, 310, 720))]);
    expect(equal).toBe([...main, '', ...sidebar].join('\n'));
  });

  it('reads a short sidebar whole beside a main column many times longer', () => {
    const long = Array.from(
      { length: 50 },
      (_, i) => `Achievement ${i + 1} of the role${' well'.repeat(i % 3)}`,
    );
    // the column's margin, far right of the short items, as a long title line sets it
    long.unshift('Senior Engineer at Acme Corporation, London, United Kingdom');
    const side = [
      'Contact',
      'ada@example.com',
      'Skills',
      'System design',
      'Public speaking',
      'Team leadership',
    ];
    const layout = layoutOfPdf([page(column(side, 40, 760), column(long, 200, 760))]);
    expect(layout).toBe([...side, '', ...long].join('\n'));
  });

  it('reads the main column on through the next page before the side column beside it', () => {
    const onward = ['Analyst, Globex', 'Built the quarterly forecasts', 'Ran the planning reviews'];
    const layout = layoutOfPdf([
      page(column(main, 40, 720), column(sidebar, 420, 720)),
      page(column(onward, 40, 720)),
    ]);
    expect(layout).toBe([...main, '', ...onward, '', ...sidebar].join('\n'));
  });

  it('takes no strip of bullet glyphs set apart from their text for a column', () => {
    const items = ['Built the quarterly forecasts', 'Ran the planning reviews', 'Closed the books monthly'];
    const runs = items.flatMap((text, i) => [run('»', 40, 700 - i * 12), run(text, 80, 700 - i * 12)]);
    expect(layoutOfPdf([[run('Experience', 40, 716, { font: BOLD }), ...runs]])).toBe(
      ['**Experience**', ...items.map((t) => `- ${t}`)].join('\n'),
    );
  });

  it('keeps a footer across both columns after them', () => {
    const layout = layoutOfPdf([
      page(
        column(main, 40, 720),
        column(sidebar, 310, 720),
        run('References on request from the candidate and former employers', 40, 560),
      ),
    ]);
    expect(layout.endsWith('\n\nReferences on request from the candidate and former employers')).toBe(true);
  });

  it('does not split dates flush right off their titles into a column', () => {
    const lines: TextRun[] = [];
    const titles = ['Senior Engineer', 'Engineer', 'Intern', 'Teaching Assistant'];
    const dates = ['2021 – Present', '2018 – 2021', '2017', '2015 – 2016'];
    titles.forEach((title, i) => {
      lines.push(
        run(title, 40, 700 - i * 24, { font: BOLD }),
        run(dates[i]!, 500 - dates[i]!.length * 5, 700 - i * 24),
      );
      lines.push(run('Did things', 40, 688 - i * 24));
    });
    const layout = layoutOfPdf([lines]);
    expect(layout.split('\n')[0]).toBe('**Senior Engineer**\t2021 – Present');
    expect(layout).toContain('**Intern**\t2017\nDid things');
  });
  it('reads a short right column of short and long lines beside a main column with dates flush right', () => {
    const lines: TextRun[] = [];
    const roles = [
      ['Executive Chef | Grill & Bar', 'December 2023 – Now'],
      ['Sous Chef | Westfield Group', 'August 2019 – July 2022'],
      ['Line Cook | Rahman Bistro', 'December 2015 – July 2019'],
    ];
    const bullets = [
      'Supported prep lists for a team of nine people.',
      'Kept food costs on schedule with the finance team.',
      'Reduced errors in kitchen inventory every month.',
    ];
    roles.forEach(([title, dates], i) => {
      const y = 700 - i * 48;
      lines.push(run(title!, 40, y, { font: BOLD }), run(dates!, 330 - dates!.length * 5, y));
      for (const [k, bullet] of bullets.entries()) lines.push(run(bullet, 40, y - 12 * (k + 1)));
    });
    // the side column, set more openly, ends before the main one; its lines of every length
    const side = [
      'Education',
      'Pioneer College',
      'Bachelor of Arts in Culinary Arts and Management',
      '2015',
      'Licenses',
      'ServSafe Manager',
    ];
    const layout = layoutOfPdf([page(lines, ...side.map((text, i) => run(text, 360, 700 - i * 24)))]);
    const [main, aside] = layout.split('\n\n');
    expect(aside).toBe(side.join('\n'));
    expect(main!.split('\n')[0]).toBe('**Executive Chef | Grill & Bar**\tDecember 2023 – Now');
    expect(main).not.toContain('Pioneer');
  });

  it('keeps dates set in a gutter left of their titles with the titles, beside a real sidebar', () => {
    // each role: dates in a gutter at x = 200 on the title's baseline, title and lines at x = 300
    const roles = [
      {
        dates: 'Feb 2020 - Present',
        title: 'Senior Manager',
        lines: ['Acme Inc., Provo', 'Ran the reviews', 'Grew the accounts'],
      },
      { dates: 'May 2017 - Jan 2020', title: 'Manager', lines: ['Initech, Draper', 'Onboarded customers'] },
      { dates: 'Aug 2015 - Apr 2017', title: 'Coordinator', lines: ['Globex, Midvale', 'Kept the books'] },
    ];
    const main: TextRun[] = [run('Experience', 200, 700, { font: BOLD })];
    let y = 684;
    for (const role of roles) {
      main.push(run(role.dates, 200, y + 0.9, { size: 9 }), run(role.title, 300, y, { font: BOLD }));
      main.push(...column(role.lines, 300, y - 12));
      y -= 12 * (role.lines.length + 1) + 6;
    }
    const expected = roles.flatMap((r) => [`${r.dates}\t**${r.title}**`, ...r.lines]);
    const alone = layoutOfPdf([main]);
    expect(alone.split('\n').filter((l) => l !== '')).toEqual(['**Experience**', ...expected]);
    const sidebar = column(
      ['Skills', 'Gainsight', 'Salesforce', 'Renewals', 'Onboarding', 'Education'],
      40,
      710,
    );
    const beside = layoutOfPdf([page(sidebar, main)]);
    expect(beside.split('\n').filter((l) => l !== '')).toEqual([
      'Skills',
      'Gainsight',
      'Salesforce',
      'Renewals',
      'Onboarding',
      'Education',
      '**Experience**',
      ...expected,
    ]);
  });
});

describe('cells that wrap', () => {
  it('keeps a date range wrapped in its gutter with its title, joined into one label', () => {
    const roles = [
      {
        dates: ['May 2021 — June', '2022'],
        title: 'Okonkwo & Partners',
        lines: ['Senior Paralegal', 'Filed motions', 'Ran the case calendar'],
      },
      {
        dates: ['April 2019 — April', '2021'],
        title: 'Riverside LLP',
        lines: ['Paralegal', 'Kept calendars', 'Prepared exhibits'],
      },
      {
        dates: ['February 2015 —', 'March 2019'],
        title: 'Summit Law Group',
        lines: ['Legal Assistant', 'Drafted letters', 'Answered phones'],
      },
    ];
    const runs: TextRun[] = [run('Experience', 54, 700, { font: BOLD })];
    let y = 680;
    // lines as long as a page's bullets, so the body's ragged right edge makes no gutter of its own
    const long = (text: string) => `${text} for the firm's trial team across several matters`;
    for (const role of roles) {
      // the gutter's lines are set closer than the body's (9 points on 12.2 against 14.5)
      runs.push(...role.dates.map((d, i) => run(d, 54, y + 0.9 - i * 12.2, { size: 9 })));
      runs.push(run(role.title, 154, y, { font: BOLD }));
      runs.push(...role.lines.map((l, i) => run(long(l), 154, y - 14.5 * (i + 1))));
      y -= 14.5 * (role.lines.length + 1) + 20;
    }
    const lines = layoutOfPdf([runs])
      .split('\n')
      .filter((l) => l !== '');
    expect(lines).toEqual([
      '**Experience**',
      ...roles.flatMap((r) => [`${r.dates.join(' ')}\t**${r.title}**`, ...r.lines.map(long)]),
    ]);
  });

  it('joins the pieces of a heading row wrapped inside its cells, and only where a cell cannot end', () => {
    const layout = layoutOfPdf([
      [
        run('Lead Teacher | Evergreen School |', 54, 700),
        run('December 2024 —', 420, 700),
        run('Remote', 54, 688),
        run('Present', 440, 688),
        run('Taught reading to two classes', 54, 676),
        run('Teacher | Riverside School', 54, 650),
        run('2019 – 2023', 420, 650),
        run('Albany, NY', 54, 638),
      ],
    ]);
    expect(layout.split('\n').filter((l) => l !== '')).toEqual([
      'Lead Teacher | Evergreen School | Remote\tDecember 2024 — Present',
      'Taught reading to two classes',
      'Teacher | Riverside School\t2019 – 2023',
      'Albany, NY',
    ]);
  });

  it('goes on with a line that stops on a joining word, as a narrow column wraps a name', () => {
    const layout = layoutOfPdf([
      column(['Silver Creek Institute of', 'Technology', 'Master of Science', '2019'], 40, 700, {
        font: BOLD,
      }),
    ]);
    expect(layout.split('\n')[0]).toBe('**Silver Creek Institute of Technology**');
  });
});

describe('pages', () => {
  it('puts an empty line between pages and drops running headers, footers and page numbers', () => {
    const header = (n: number) => [run('Ada Lovelace – Resume', 40, 800), run(`Page ${n} of 2`, 40, 30)];
    const layout = layoutOfPdf([
      page(header(1), column(['First page text', 'More of it'], 40, 700)),
      page(header(2), column(['Second page text'], 40, 700)),
    ]);
    expect(layout).toBe('Ada Lovelace – Resume\n\nFirst page text\nMore of it\n\nSecond page text');
  });

  it('joins a paragraph going on in lower case at the top of the next page', () => {
    const full = '• Designed and built the billing service that handles payments';
    const layout = layoutOfPdf([
      [run('Engineer at Acme', 40, 712), run(full, 40, 700)],
      [run('across three regions', 50, 760), run('• Led the team', 40, 748)],
    ]);
    expect(layout).toBe(`Engineer at Acme\n- ${full.slice(2)} across three regions\n\n- Led the team`);
  });

  it('keeps a line that only one page has at that place, and answers nothing for no text', () => {
    const layout = layoutOfPdf([[run('Only here', 40, 800), run('Body', 40, 700)], [run('Body', 40, 700)]]);
    expect(layout).toContain('Only here');
    expect(layoutOfPdf([[], [run('  ', 40, 700)]])).toBe('');
  });
});
