import { describe, expect, it } from 'vitest';
import { decodeEntities, layoutOfDocxHtml } from './docx-layout.ts';

describe('layoutOfDocxHtml', () => {
  it('writes headings, bold runs, list items and an empty line at empty paragraphs', () => {
    const html =
      '<h1>Ada Lovelace</h1><p>London &amp; remote</p><p></p><h2>Experience</h2>' +
      '<p><strong>Senior Engineer</strong>, Acme</p><ul><li>Built the <b>engine</b></li><li>Led a team</li></ul>' +
      '<ol><li>First<ul><li>Nested</li></ul></li></ol>';
    expect(layoutOfDocxHtml(html)).toBe(
      [
        '# Ada Lovelace',
        'London & remote',
        '',
        '# Experience',
        '**Senior Engineer**, Acme',
        '- Built the **engine**',
        '- Led a team',
        '- First',
        '- Nested',
      ].join('\n'),
    );
  });

  it('takes a paragraph opening with a bullet glyph for a bullet, but not a hyphenated word', () => {
    const html =
      '<p>• Shipped it</p><p>\uf0b7 Wrote docs</p><p>- Tested it</p><p>-5% churn</p><p>Full-stack</p>';
    expect(layoutOfDocxHtml(html)).toBe('- Shipped it\n- Wrote docs\n- Tested it\n-5% churn\nFull-stack');
  });

  it('writes a table row as cells apart by tabs, the paragraphs of a cell apart too', () => {
    const html =
      '<table><tr><td><p><strong>Engineer</strong></p><p>Acme</p></td><td><p>2020 – 2023</p></td></tr>' +
      '<tr><th>Go</th><td></td><td>Rust</td></tr></table><p>After<br />the break</p>';
    expect(layoutOfDocxHtml(html)).toBe('**Engineer**\tAcme\t2020 – 2023\nGo\tRust\nAfter\nthe break');
  });

  it('reads a table that lays out the page (a sidebar beside the main column) one cell after another', () => {
    const html =
      '<table><tr><td><p>ada@example.com</p><h2>SKILLS</h2><p>Go</p><p>SQL</p></td>' +
      '<td><h2>EXPERIENCE</h2><p><strong>Engineer</strong></p><ul><li>Built the engine</li></ul></td></tr></table>';
    expect(layoutOfDocxHtml(html)).toBe(
      'ada@example.com\n\n# SKILLS\nGo\nSQL\n\n# EXPERIENCE\n**Engineer**\n- Built the engine',
    );
  });

  it('reads a row with a sentence in a cell one cell after another: dates in a left cell beside a role', () => {
    const html =
      '<table><tr><td><p>10/2020 – 07/2022</p></td><td><p><strong>Teacher</strong></p><p>Underwood Academy</p>' +
      '<p>Planned lessons for four classes and kept every family informed.</p></td></tr>' +
      '<tr><td><p>Spanish</p></td><td><p>Fluent, spoken and written</p></td></tr></table>';
    expect(layoutOfDocxHtml(html)).toBe(
      '10/2020 – 07/2022\n\n**Teacher**\nUnderwood Academy\nPlanned lessons for four classes and kept every family informed.\n\nSpanish\tFluent, spoken and written',
    );
  });
  it('reads links and images for their text only, and decodes character references', () => {
    const html = '<p><a href="https://x.test">Portfolio</a><img src="" /> &#x2013; &#8217;s &lt;b&gt;</p>';
    expect(layoutOfDocxHtml(html)).toBe('Portfolio – ’s <b>');
    expect(decodeEntities('&bogus; &#0; &quot;')).toBe('&bogus; &#0; "');
  });
});
