import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, safeUrl } from './markdown';

describe('safeUrl', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://example.com',
    'mailto:ada@example.com',
    'irc://irc.example.org/chan',
    'ircs://irc.example.org/chan',
    'xmpp:ada@example.com',
    '/relative/path',
    'relative/path:with-colon',
    '#section',
    '?q=a:b',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('blanks %s', (url) => {
    expect(safeUrl(url)).toBe('');
  });
});

describe('Markdown', () => {
  it('renders headings, paragraphs, emphasis, lists and links', () => {
    const { container } = render(
      <Markdown
        source={[
          '## Summary',
          'A **strong** match with *some* gaps and `TypeScript`.',
          '',
          '- Led the **migration**',
          '- Mentored engineers',
          '',
          '1. Learn Kubernetes',
          '2. Read the [guide](https://example.com/guide)',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByText('strong').tagName).toBe('STRONG');
    expect(screen.getByText('some').tagName).toBe('EM');
    expect(screen.getByText('TypeScript').tagName).toBe('CODE');
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => list.tagName)).toEqual(['UL', 'OL']);
    expect(within(lists[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'guide' })).toHaveAttribute('href', 'https://example.com/guide');
    expect(container.querySelector('p')?.textContent).toBe('A strong match with some gaps and TypeScript.');
  });

  it('shows raw HTML as text and blanks unsafe links and images', () => {
    const { container } = render(
      <Markdown
        source={
          '<img src=x onerror="alert(1)"> [click](javascript:alert(1)) ![pixel](data:image/png;base64,AAA) ![logo](/logo.png)'
        }
      />,
    );
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(screen.queryByRole('link', { name: 'click' })).not.toBeInTheDocument();
    expect(screen.getByText(/click/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'pixel' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'logo' })).toHaveAttribute('src', '/logo.png');
  });

  it('leaves underscores inside words alone', () => {
    render(<Markdown source="Use snake_case_names and _this_." />);
    expect(screen.getByText('this').tagName).toBe('EM');
    expect(screen.getByText(/snake_case_names/)).toBeInTheDocument();
  });
});
