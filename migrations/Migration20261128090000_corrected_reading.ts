import { Migration } from '@mikro-orm/migrations';

/**
 * A resume's reading as the person corrected it in 'Review what we read': the structured resume
 * (contact, summary, roles, education, skills, certifications) that match analysis, interviews
 * and polish use instead of reading the resume again. Null until the person corrects it.
 */
export class Migration20261128090000CorrectedReading extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table documents add column corrected_reading jsonb null;');
  }
}
