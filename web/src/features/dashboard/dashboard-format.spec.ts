import { describe, expect, it } from 'vitest';
import { firstRoadmapStep } from './dashboard-format';

describe('the next step a roadmap gives', () => {
  it("is the first action's bold title, after any opening line", () => {
    expect(
      firstRoadmapStep(
        'Based on 2 evaluated answers for Staff Engineer, work on these in order:\n\n' +
          '1. **Give fuller answers** (Q1 and Q2). Aim for one to two minutes.\n' +
          '2. **Quantify your impact** (Q2). Add one number per answer.',
      ),
    ).toBe('Give fuller answers');
    expect(firstRoadmapStep('1. **Raise the bar**: your answers covered the essentials.')).toBe(
      'Raise the bar',
    );
    expect(firstRoadmapStep('## Next steps\n\n- __Quantify__ your impact.')).toBe('Quantify');
  });

  it("is the first action's first sentence, marks taken off, when it has no bold title", () => {
    expect(firstRoadmapStep('1) Practise the `STAR` format. Say each part out loud.')).toBe(
      'Practise the STAR format',
    );
    expect(firstRoadmapStep('* Read [the guide](https://example.com/star) before the next one')).toBe(
      'Read the guide before the next one',
    );
  });

  it('is none when the roadmap lists nothing', () => {
    expect(firstRoadmapStep('')).toBeNull();
    expect(firstRoadmapStep(undefined)).toBeNull();
    expect(
      firstRoadmapStep(
        'No answer could be evaluated yet. Use **Try Again** on each answer in the breakdown to evaluate it, then reload this report.',
      ),
    ).toBeNull();
  });
});
