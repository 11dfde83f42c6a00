/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import * as zod from 'zod';

export const StreamResumePolishQueryParams = zod.object({
  "resumeId": zod.uuid().describe('The resume to polish.'),
  "jobDescriptionId": zod.uuid().describe('The job description to polish against.')
})

export const StreamResumePolishResponse = zod.unknown()


export const polishExperienceBodyExperienceToPolishStandardizedJobTitleMax = 200;

export const polishExperienceBodyExperienceToPolishCompanyMax = 200;

export const polishExperienceBodyExperienceToPolishLocationMax = 200;

export const polishExperienceBodyExperienceToPolishStartDateMax = 50;

export const polishExperienceBodyExperienceToPolishEndDateMax = 50;

export const polishExperienceBodyExperienceToPolishDescriptionMax = 10000;

export const polishExperienceBodyExperienceToPolishHeadingMax = 2000;

export const polishExperienceBodyJobDescriptionContextMax = 20000;

export const polishExperienceBodyExperienceIndexMin = 0;
export const polishExperienceBodyExperienceIndexMax = 100;



export const PolishExperienceBody = zod.object({
  "experienceToPolish": zod.object({
  "standardizedJobTitle": zod.string().max(polishExperienceBodyExperienceToPolishStandardizedJobTitleMax),
  "company": zod.string().max(polishExperienceBodyExperienceToPolishCompanyMax),
  "location": zod.string().max(polishExperienceBodyExperienceToPolishLocationMax).nullish(),
  "startDate": zod.string().max(polishExperienceBodyExperienceToPolishStartDateMax).nullish(),
  "endDate": zod.string().max(polishExperienceBodyExperienceToPolishEndDateMax).nullish(),
  "description": zod.string().max(polishExperienceBodyExperienceToPolishDescriptionMax),
  "heading": zod.string().max(polishExperienceBodyExperienceToPolishHeadingMax).nullish().describe('The role\'s heading lines as the resume writes them, as a reading answered them (`WorkExperience.heading`); a client may send a role back as it was read.')
}),
  "jobDescriptionContext": zod.string().max(polishExperienceBodyJobDescriptionContextMax).describe('The job description text (or its structured summary) to polish against.'),
  "experienceIndex": zod.int().min(polishExperienceBodyExperienceIndexMin).max(polishExperienceBodyExperienceIndexMax)
})

export const polishExperienceResponseIndexMin = 0;



export const PolishExperienceResponse = zod.object({
  "original": zod.string(),
  "suggested": zod.string(),
  "reasoning": zod.string(),
  "index": zod.int().min(polishExperienceResponseIndexMin).describe('Index of the experience in `structuredResume.workExperience`.'),
  "jobTitle": zod.string(),
  "company": zod.string(),
  "location": zod.string().nullable(),
  "duration": zod.string().describe('e.g. \'Jan 2020 - Present\'.'),
  "keptAsWritten": zod.boolean().optional().describe('The role was not read with confidence (the resume\'s reading has doubts about it that the person has not corrected under \'Review what we read\'): it is not rewritten, `suggested` equals `original`, the reasoning says why, and the polished resume keeps it exactly as written (its `heading` lines and its description).')
})


export const savePolishedResumeBodyNewNameMax = 200;

export const savePolishedResumeBodyContentMax = 100000;



export const SavePolishedResumeBody = zod.object({
  "newName": zod.string().min(1).max(savePolishedResumeBodyNewNameMax).describe('File name of the new resume, e.g. \'Jane Doe Resume - Polished.pdf\'.'),
  "content": zod.string().min(1).max(savePolishedResumeBodyContentMax).describe('The polished resume as markdown.')
})

export const SavePolishedResumeResponse = zod.object({
  "dbId": zod.uuid().describe('The new document\'s id.'),
  "name": zod.string().describe('The document\'s file name.'),
  "url": zod.string().describe('A short-lived signed download URL.'),
  "type": zod.enum(['resume', 'job']).describe('`resume` or `job` (job description).')
})


export const exportPolishedResumeBodyFileNameMax = 200;

export const exportPolishedResumeBodyContentMax = 100000;



export const ExportPolishedResumeBody = zod.object({
  "fileName": zod.string().min(1).max(exportPolishedResumeBodyFileNameMax).describe('Name of the download; its extension is replaced by the format\'s.'),
  "content": zod.string().min(1).max(exportPolishedResumeBodyContentMax).describe('The polished resume as markdown.'),
  "format": zod.enum(['pdf', 'docx', 'txt'])
})

export const ExportPolishedResumeResponse = zod.string()

