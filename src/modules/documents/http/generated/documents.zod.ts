/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import * as zod from 'zod';

export const ListDocumentsResponse = zod.object({
  "resumes": zod.array(zod.object({
  "id": zod.uuid(),
  "file_name": zod.string(),
  "file_type": zod.enum(['pdf', 'docx', 'txt']).describe('The detected file type.'),
  "s3_url": zod.string().optional().describe('A short-lived signed download URL when available; use `getDocumentDownloadUrl` otherwise.'),
  "uploaded_at": zod.iso.datetime({"offset":true}),
  "is_default": zod.boolean()
})),
  "jobDescriptions": zod.array(zod.object({
  "id": zod.uuid(),
  "file_name": zod.string(),
  "file_type": zod.enum(['pdf', 'docx', 'txt']).describe('The detected file type.'),
  "s3_url": zod.string().optional().describe('A short-lived signed download URL when available; use `getDocumentDownloadUrl` otherwise.'),
  "uploaded_at": zod.iso.datetime({"offset":true})
}))
})


export const UploadResumeBody = zod.object({
  "resume": zod.instanceof(Blob).or(zod.string())
})

export const UploadResumeResponse = zod.object({
  "dbId": zod.uuid().describe('The new document\'s id.'),
  "name": zod.string().describe('The document\'s file name.'),
  "url": zod.string().describe('A short-lived signed download URL.'),
  "type": zod.enum(['resume', 'job']).describe('`resume` or `job` (job description).')
})


export const UploadJobDescriptionBody = zod.object({
  "job": zod.instanceof(Blob).or(zod.string())
})

export const UploadJobDescriptionResponse = zod.object({
  "dbId": zod.uuid().describe('The new document\'s id.'),
  "name": zod.string().describe('The document\'s file name.'),
  "url": zod.string().describe('A short-lived signed download URL.'),
  "type": zod.enum(['resume', 'job']).describe('`resume` or `job` (job description).')
})


export const SetDefaultResumeParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const SetDefaultResumeResponse = zod.object({
  "id": zod.uuid(),
  "file_name": zod.string(),
  "file_type": zod.enum(['pdf', 'docx', 'txt']).describe('The detected file type.'),
  "s3_url": zod.string().optional().describe('A short-lived signed download URL when available; use `getDocumentDownloadUrl` otherwise.'),
  "uploaded_at": zod.iso.datetime({"offset":true}),
  "is_default": zod.boolean()
})


export const GetResumeReadingParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const getResumeReadingResponseStructureWorkExperienceItemHeadingMax = 2000;



export const GetResumeReadingResponse = zod.object({
  "structure": zod.object({
  "contactInfo": zod.object({
  "name": zod.string().nullable(),
  "email": zod.string().nullable(),
  "phone": zod.string().nullable(),
  "linkedin": zod.string().nullable(),
  "website": zod.string().nullable(),
  "location": zod.string().nullable()
}),
  "summary": zod.string(),
  "skills": zod.object({
  "categorized": zod.record(zod.string(), zod.array(zod.string())).describe('Skill category (e.g. \'Programming Languages\') to the skills in it.'),
  "softSkills": zod.array(zod.string())
}),
  "workExperience": zod.array(zod.object({
  "standardizedJobTitle": zod.string(),
  "company": zod.string(),
  "location": zod.string().nullable(),
  "startDate": zod.string().nullable().describe('As written in the resume (e.g. \'Jan 2020\').'),
  "endDate": zod.string().nullable().describe('As written in the resume (e.g. \'Present\').'),
  "description": zod.string(),
  "heading": zod.string().max(getResumeReadingResponseStructureWorkExperienceItemHeadingMax).nullish().describe('The role\'s heading lines exactly as the resume writes them (title, employer, place and dates, one per line, in the resume\'s order), when the reader kept them. A role kept as written (`ExperienceSuggestion.keptAsWritten`) is saved with these lines, never with a heading rebuilt from the fields.')
})),
  "education": zod.array(zod.object({
  "degree": zod.string(),
  "major": zod.string().nullable(),
  "university": zod.string(),
  "graduationDate": zod.string().nullish()
})),
  "certifications": zod.array(zod.string())
}),
  "corrected": zod.boolean().describe('True when the structure is the person\'s corrected one.'),
  "doubts": zod.array(zod.object({
  "field": zod.string().describe('The field read with low confidence, as a path into the structure:\n\'contactInfo.name\', \'summary\', \'workExperience.2.company\',\n\'workExperience.2.standardizedJobTitle\', \'workExperience.2.startDate\',\n\'workExperience.2.endDate\', \'workExperience.2.description\', \'education.0.university\',\n\'education.0.degree\'.\n'),
  "message": zod.string().describe('What is doubtful about it, in the words shown to the person.')
})).describe('The fields read with low confidence; every other field was read with high confidence.')
})


export const CorrectResumeReadingParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const correctResumeReadingBodyStructureContactInfoNameMax = 500;

export const correctResumeReadingBodyStructureContactInfoEmailMax = 500;

export const correctResumeReadingBodyStructureContactInfoPhoneMax = 500;

export const correctResumeReadingBodyStructureContactInfoLinkedinMax = 500;

export const correctResumeReadingBodyStructureContactInfoWebsiteMax = 500;

export const correctResumeReadingBodyStructureContactInfoLocationMax = 500;

export const correctResumeReadingBodyStructureSummaryMax = 10000;

export const correctResumeReadingBodyStructureSkillsCategorizedItemMax = 200;

export const correctResumeReadingBodyStructureSkillsCategorizedMaxOne = 200;

export const correctResumeReadingBodyStructureSkillsSoftSkillsItemMax = 200;

export const correctResumeReadingBodyStructureSkillsSoftSkillsMax = 200;

export const correctResumeReadingBodyStructureWorkExperienceItemStandardizedJobTitleMax = 200;

export const correctResumeReadingBodyStructureWorkExperienceItemCompanyMax = 200;

export const correctResumeReadingBodyStructureWorkExperienceItemLocationMax = 200;

export const correctResumeReadingBodyStructureWorkExperienceItemStartDateMax = 50;

export const correctResumeReadingBodyStructureWorkExperienceItemEndDateMax = 50;

export const correctResumeReadingBodyStructureWorkExperienceItemDescriptionMax = 10000;

export const correctResumeReadingBodyStructureWorkExperienceItemHeadingMax = 2000;

export const correctResumeReadingBodyStructureWorkExperienceMax = 50;

export const correctResumeReadingBodyStructureEducationItemDegreeMax = 500;

export const correctResumeReadingBodyStructureEducationItemMajorMax = 500;

export const correctResumeReadingBodyStructureEducationItemUniversityMax = 500;

export const correctResumeReadingBodyStructureEducationItemGraduationDateMax = 50;

export const correctResumeReadingBodyStructureEducationMax = 20;

export const correctResumeReadingBodyStructureCertificationsItemMax = 500;

export const correctResumeReadingBodyStructureCertificationsMax = 100;



export const CorrectResumeReadingBody = zod.object({
  "structure": zod.object({
  "contactInfo": zod.object({
  "name": zod.string().max(correctResumeReadingBodyStructureContactInfoNameMax).nullable(),
  "email": zod.string().max(correctResumeReadingBodyStructureContactInfoEmailMax).nullable(),
  "phone": zod.string().max(correctResumeReadingBodyStructureContactInfoPhoneMax).nullable(),
  "linkedin": zod.string().max(correctResumeReadingBodyStructureContactInfoLinkedinMax).nullable(),
  "website": zod.string().max(correctResumeReadingBodyStructureContactInfoWebsiteMax).nullable(),
  "location": zod.string().max(correctResumeReadingBodyStructureContactInfoLocationMax).nullable()
}),
  "summary": zod.string().max(correctResumeReadingBodyStructureSummaryMax),
  "skills": zod.object({
  "categorized": zod.record(zod.string(), zod.array(zod.string().max(correctResumeReadingBodyStructureSkillsCategorizedItemMax)).max(correctResumeReadingBodyStructureSkillsCategorizedMaxOne)).describe('Skill category to the skills in it.'),
  "softSkills": zod.array(zod.string().max(correctResumeReadingBodyStructureSkillsSoftSkillsItemMax)).max(correctResumeReadingBodyStructureSkillsSoftSkillsMax)
}),
  "workExperience": zod.array(zod.object({
  "standardizedJobTitle": zod.string().max(correctResumeReadingBodyStructureWorkExperienceItemStandardizedJobTitleMax),
  "company": zod.string().max(correctResumeReadingBodyStructureWorkExperienceItemCompanyMax),
  "location": zod.string().max(correctResumeReadingBodyStructureWorkExperienceItemLocationMax).nullish(),
  "startDate": zod.string().max(correctResumeReadingBodyStructureWorkExperienceItemStartDateMax).nullish(),
  "endDate": zod.string().max(correctResumeReadingBodyStructureWorkExperienceItemEndDateMax).nullish(),
  "description": zod.string().max(correctResumeReadingBodyStructureWorkExperienceItemDescriptionMax),
  "heading": zod.string().max(correctResumeReadingBodyStructureWorkExperienceItemHeadingMax).nullish().describe('The role\'s heading lines as the resume writes them, as a reading answered them (`WorkExperience.heading`); a client may send a role back as it was read.')
})).max(correctResumeReadingBodyStructureWorkExperienceMax),
  "education": zod.array(zod.object({
  "degree": zod.string().max(correctResumeReadingBodyStructureEducationItemDegreeMax),
  "major": zod.string().max(correctResumeReadingBodyStructureEducationItemMajorMax).nullable(),
  "university": zod.string().max(correctResumeReadingBodyStructureEducationItemUniversityMax),
  "graduationDate": zod.string().max(correctResumeReadingBodyStructureEducationItemGraduationDateMax).nullish()
})).max(correctResumeReadingBodyStructureEducationMax),
  "certifications": zod.array(zod.string().max(correctResumeReadingBodyStructureCertificationsItemMax)).max(correctResumeReadingBodyStructureCertificationsMax)
}).describe('A structured resume as a person corrects it; the bounds of each part are those of a real resume, with room.')
})

export const correctResumeReadingResponseStructureWorkExperienceItemHeadingMax = 2000;



export const CorrectResumeReadingResponse = zod.object({
  "structure": zod.object({
  "contactInfo": zod.object({
  "name": zod.string().nullable(),
  "email": zod.string().nullable(),
  "phone": zod.string().nullable(),
  "linkedin": zod.string().nullable(),
  "website": zod.string().nullable(),
  "location": zod.string().nullable()
}),
  "summary": zod.string(),
  "skills": zod.object({
  "categorized": zod.record(zod.string(), zod.array(zod.string())).describe('Skill category (e.g. \'Programming Languages\') to the skills in it.'),
  "softSkills": zod.array(zod.string())
}),
  "workExperience": zod.array(zod.object({
  "standardizedJobTitle": zod.string(),
  "company": zod.string(),
  "location": zod.string().nullable(),
  "startDate": zod.string().nullable().describe('As written in the resume (e.g. \'Jan 2020\').'),
  "endDate": zod.string().nullable().describe('As written in the resume (e.g. \'Present\').'),
  "description": zod.string(),
  "heading": zod.string().max(correctResumeReadingResponseStructureWorkExperienceItemHeadingMax).nullish().describe('The role\'s heading lines exactly as the resume writes them (title, employer, place and dates, one per line, in the resume\'s order), when the reader kept them. A role kept as written (`ExperienceSuggestion.keptAsWritten`) is saved with these lines, never with a heading rebuilt from the fields.')
})),
  "education": zod.array(zod.object({
  "degree": zod.string(),
  "major": zod.string().nullable(),
  "university": zod.string(),
  "graduationDate": zod.string().nullish()
})),
  "certifications": zod.array(zod.string())
}),
  "corrected": zod.boolean().describe('True when the structure is the person\'s corrected one.'),
  "doubts": zod.array(zod.object({
  "field": zod.string().describe('The field read with low confidence, as a path into the structure:\n\'contactInfo.name\', \'summary\', \'workExperience.2.company\',\n\'workExperience.2.standardizedJobTitle\', \'workExperience.2.startDate\',\n\'workExperience.2.endDate\', \'workExperience.2.description\', \'education.0.university\',\n\'education.0.degree\'.\n'),
  "message": zod.string().describe('What is doubtful about it, in the words shown to the person.')
})).describe('The fields read with low confidence; every other field was read with high confidence.')
})


export const ResetResumeReadingParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const resetResumeReadingResponseStructureWorkExperienceItemHeadingMax = 2000;



export const ResetResumeReadingResponse = zod.object({
  "structure": zod.object({
  "contactInfo": zod.object({
  "name": zod.string().nullable(),
  "email": zod.string().nullable(),
  "phone": zod.string().nullable(),
  "linkedin": zod.string().nullable(),
  "website": zod.string().nullable(),
  "location": zod.string().nullable()
}),
  "summary": zod.string(),
  "skills": zod.object({
  "categorized": zod.record(zod.string(), zod.array(zod.string())).describe('Skill category (e.g. \'Programming Languages\') to the skills in it.'),
  "softSkills": zod.array(zod.string())
}),
  "workExperience": zod.array(zod.object({
  "standardizedJobTitle": zod.string(),
  "company": zod.string(),
  "location": zod.string().nullable(),
  "startDate": zod.string().nullable().describe('As written in the resume (e.g. \'Jan 2020\').'),
  "endDate": zod.string().nullable().describe('As written in the resume (e.g. \'Present\').'),
  "description": zod.string(),
  "heading": zod.string().max(resetResumeReadingResponseStructureWorkExperienceItemHeadingMax).nullish().describe('The role\'s heading lines exactly as the resume writes them (title, employer, place and dates, one per line, in the resume\'s order), when the reader kept them. A role kept as written (`ExperienceSuggestion.keptAsWritten`) is saved with these lines, never with a heading rebuilt from the fields.')
})),
  "education": zod.array(zod.object({
  "degree": zod.string(),
  "major": zod.string().nullable(),
  "university": zod.string(),
  "graduationDate": zod.string().nullish()
})),
  "certifications": zod.array(zod.string())
}),
  "corrected": zod.boolean().describe('True when the structure is the person\'s corrected one.'),
  "doubts": zod.array(zod.object({
  "field": zod.string().describe('The field read with low confidence, as a path into the structure:\n\'contactInfo.name\', \'summary\', \'workExperience.2.company\',\n\'workExperience.2.standardizedJobTitle\', \'workExperience.2.startDate\',\n\'workExperience.2.endDate\', \'workExperience.2.description\', \'education.0.university\',\n\'education.0.degree\'.\n'),
  "message": zod.string().describe('What is doubtful about it, in the words shown to the person.')
})).describe('The fields read with low confidence; every other field was read with high confidence.')
})


export const RenameDocumentParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const renameDocumentBodyNameMax = 200;



export const RenameDocumentBody = zod.object({
  "name": zod.string().max(renameDocumentBodyNameMax).describe('The new name; blank after trimming leaves the name unchanged.'),
  "type": zod.enum(['resume', 'job']).describe('`resume` or `job` (job description).')
})

export const RenameDocumentResponse = zod.object({
  "id": zod.uuid(),
  "file_name": zod.string(),
  "type": zod.enum(['resume', 'job']).describe('`resume` or `job` (job description).')
})


export const DeleteDocumentParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const DeleteDocumentBody = zod.object({
  "type": zod.enum(['resume', 'job']).describe('`resume` or `job` (job description).')
})

export const DeleteDocumentResponse = zod.void()


export const GetDocumentDownloadUrlParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const GetDocumentDownloadUrlQueryParams = zod.object({
  "type": zod.enum(['resume', 'job']).describe('Which kind of document the id refers to.')
})

export const GetDocumentDownloadUrlResponse = zod.object({
  "url": zod.string().describe('Signed URL, valid for a few minutes.')
})


export const downloadFilePathKeyMax = 512;



export const DownloadFileParams = zod.object({
  "key": zod.coerce.string().min(1).max(downloadFilePathKeyMax).describe('The server-generated storage key as one URL-encoded path segment.')
})

export const downloadFileQueryExpiresMin = 0;

export const downloadFileQuerySignatureMax = 256;



export const DownloadFileQueryParams = zod.object({
  "expires": zod.coerce.number().int().min(downloadFileQueryExpiresMin).describe('Expiry of the signed URL, in seconds since the Unix epoch.'),
  "signature": zod.coerce.string().min(1).max(downloadFileQuerySignatureMax).describe('HMAC-SHA256 of the key and expiry, base64url.')
})

export const DownloadFileResponse = zod.string()


export const analyzeMatchBodyReanalyzeDefault = false;

export const AnalyzeMatchBody = zod.object({
  "resumeId": zod.uuid(),
  "jobId": zod.uuid(),
  "reanalyze": zod.boolean().default(analyzeMatchBodyReanalyzeDefault).describe('Run the analysis again instead of answering the stored one.')
})

export const analyzeMatchResponseScoreMin = 0;
export const analyzeMatchResponseScoreMax = 100;



export const AnalyzeMatchResponse = zod.object({
  "analysis": zod.string().describe('The analysis text (markdown) shown in \'Quick Analysis\'.'),
  "score": zod.int().min(analyzeMatchResponseScoreMin).max(analyzeMatchResponseScoreMax),
  "matchedSkills": zod.array(zod.object({
  "skill": zod.string(),
  "evidence": zod.string().describe('The resume line that shows the skill.')
})),
  "missingSkills": zod.array(zod.object({
  "skill": zod.string(),
  "evidence": zod.string().optional().describe('The job description line that asks for the skill.')
})),
  "cached": zod.boolean().describe('True when a stored analysis was answered.')
})


export const listApplicationsResponseAvgScoreMin = 0;
export const listApplicationsResponseAvgScoreMax = 10;



export const ListApplicationsResponseItem = zod.object({
  "id": zod.uuid(),
  "application_name": zod.string(),
  "resume_id": zod.uuid(),
  "job_description_id": zod.uuid(),
  "resume_name": zod.string(),
  "job_name": zod.string(),
  "avg_score": zod.number().min(listApplicationsResponseAvgScoreMin).max(listApplicationsResponseAvgScoreMax).nullable().describe('Average score (out of 10) of the sessions run for this pair; null until one exists.'),
  "created_at": zod.iso.datetime({"offset":true})
})
export const ListApplicationsResponse = zod.array(ListApplicationsResponseItem)


export const createApplicationBodyApplicationNameMax = 200;



export const CreateApplicationBody = zod.object({
  "resume_id": zod.uuid(),
  "job_description_id": zod.uuid(),
  "application_name": zod.string().min(1).max(createApplicationBodyApplicationNameMax)
})

export const createApplicationResponseAvgScoreMin = 0;
export const createApplicationResponseAvgScoreMax = 10;



export const CreateApplicationResponse = zod.object({
  "id": zod.uuid(),
  "application_name": zod.string(),
  "resume_id": zod.uuid(),
  "job_description_id": zod.uuid(),
  "resume_name": zod.string(),
  "job_name": zod.string(),
  "avg_score": zod.number().min(createApplicationResponseAvgScoreMin).max(createApplicationResponseAvgScoreMax).nullable().describe('Average score (out of 10) of the sessions run for this pair; null until one exists.'),
  "created_at": zod.iso.datetime({"offset":true})
})

