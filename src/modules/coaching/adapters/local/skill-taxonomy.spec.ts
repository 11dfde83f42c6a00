import { describe, expect, it } from 'vitest';
import { taxonomy } from './skill-taxonomy.ts';

describe('the skill taxonomy', () => {
  it('ships hundreds of skills across the fields the product serves, plus soft skills', () => {
    expect(taxonomy.skills.length).toBeGreaterThan(400);
    const categories = new Set(taxonomy.skills.map((s) => s.category));
    for (const c of [
      'Programming Languages',
      'Data & Analytics',
      'Product Management',
      'Design',
      'Finance & Accounting',
      'Healthcare',
      'Sales & Marketing',
      'Operations & Project Management',
      'Soft Skills',
    ]) {
      expect(categories).toContain(c);
    }
  });

  it('reads aliases as their canonical skill', () => {
    expect(taxonomy.names('Postgres, k8s, GCP and sklearn')).toEqual([
      'PostgreSQL',
      'Kubernetes',
      'Google Cloud',
      'Scikit-learn',
    ]);
  });

  it('takes the longest term at each position', () => {
    expect(taxonomy.names('Ruby on Rails and React Native apps')).toEqual(['Ruby on Rails', 'React Native']);
  });

  it('does not read common English words as skills', () => {
    expect(taxonomy.names('We go to the market, react to change, and rest. The spring is lean.')).toEqual([]);
    expect(taxonomy.names('Built services in Go and React, with a REST API')).toEqual([
      'Go',
      'React',
      'REST APIs',
    ]);
  });

  it('handles plurals, slashes and symbols', () => {
    expect(taxonomy.names('Unit tests, dashboards, React/Redux, C++ and C# with CI/CD')).toEqual([
      'Unit Testing',
      'Dashboards',
      'React',
      'Redux',
      'C++',
      'C#',
      'CI/CD',
    ]);
  });

  it('keeps the words the text used for a skill', () => {
    expect(taxonomy.mentions('Grew the sales pipeline').map((m) => [m.skill.name, m.text])).toEqual([
      ['Pipeline Management', 'sales pipeline'],
    ]);
  });

  it('leaves soft skills out of the facts it checks', () => {
    expect(taxonomy.names('Owned and led the PostgreSQL migration')).toEqual([
      'Ownership',
      'Leadership',
      'PostgreSQL',
    ]);
    expect(taxonomy.hardNames('Owned and led the PostgreSQL migration')).toEqual(['PostgreSQL']);
  });
});
