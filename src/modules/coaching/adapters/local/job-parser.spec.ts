import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../quality/labelled-set.ts';
import { jobLineFor, parseJob } from './job-parser.ts';

describe('job description parsing', () => {
  it('reads title, seniority, required and preferred skills and responsibilities', () => {
    const job = parseJob(fixtureText('jobs', 'senior-backend-engineer'));
    expect(job.title).toBe('Senior Backend Engineer');
    expect(job.seniority).toBe('Senior');
    expect(job.requiredSkills).toEqual(
      expect.arrayContaining([
        'Python',
        'Django',
        'FastAPI',
        'PostgreSQL',
        'AWS',
        'Docker',
        'Kubernetes',
        'Redis',
        'Kafka',
      ]),
    );
    expect(job.preferredSkills).toEqual(['Terraform', 'GraphQL', 'Go']);
    expect(job.responsibilities[0]).toBe(
      'Design, build and operate Python services and REST APIs that handle payment flows',
    );
    expect(job.requiredSkills).not.toContain('Terraform');
  });

  it('reads an explicit title line and infers seniority from the years asked', () => {
    const job = parseJob(fixtureText('jobs', 'icu-registered-nurse'));
    expect(job.title).toBe('Registered Nurse');
    expect(job.seniority).toBe('Mid');
    expect(job.requiredSkills).toEqual(expect.arrayContaining(['BLS', 'ACLS', 'Epic', 'IV Therapy']));
    expect(job.preferredSkills).toEqual(['PALS']);
  });

  it('treats "a plus" lines among the requirements as preferred', () => {
    const job = parseJob('Data Engineer\n\nRequirements\n- SQL and Python\n- Airflow is a plus');
    expect(job.requiredSkills).toEqual(['SQL', 'Python']);
    expect(job.preferredSkills).toEqual(['Airflow']);
    expect(job.seniority).toBeNull();
  });

  it('reads a description without any headings', () => {
    const job = parseJob(
      'Marketing Coordinator\nYou will run email marketing campaigns in HubSpot and report on SEO.',
    );
    expect(job.title).toBe('Marketing Coordinator');
    expect(job.requiredSkills).toEqual(['Email Marketing', 'HubSpot', 'SEO']);
  });

  it('finds the job line that asks for a skill', () => {
    expect(jobLineFor('Kafka', fixtureText('jobs', 'senior-backend-engineer'))).toBe(
      'Build event-driven pipelines with Kafka and keep data consistent across services',
    );
  });
});
