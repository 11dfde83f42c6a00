import { describe, expect, it } from 'vitest';
import { markedText, plainTextOf } from './layout-text.ts';

describe('plainTextOf', () => {
  it('drops heading and bold markers, shows bullets with a glyph and cells apart', () => {
    const layout = '# Ada Lovelace\n\n# **EXPERIENCE**\n**Engineer**\tJan 2020 – Present\n- Built the engine';
    expect(plainTextOf(layout)).toBe(
      'Ada Lovelace\n\nEXPERIENCE\nEngineer   Jan 2020 – Present\n• Built the engine',
    );
  });

  it('leaves a plain line as written, including a hyphen inside it', () => {
    expect(plainTextOf('Full-stack work - 2019')).toBe('Full-stack work - 2019');
  });
});

describe('markedText', () => {
  it('wraps bold stretches, leaving spaces outside and collapsing whitespace', () => {
    expect(
      markedText([
        { text: 'Built  the ', bold: false },
        { text: 'Kafka', bold: true },
        { text: ' ', bold: true },
        { text: 'pipeline ', bold: true },
        { text: 'alone', bold: false },
      ]),
    ).toBe('Built the **Kafka pipeline** alone');
    expect(markedText([{ text: '  ', bold: true }])).toBe('');
  });
});
