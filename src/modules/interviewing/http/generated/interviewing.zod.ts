/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import * as zod from 'zod';

export const getDashboardStatsResponseTotalSessionsMin = 0;

export const getDashboardStatsResponseAverageScoreRegExp = new RegExp('^\\d+\\.\\d$');


export const GetDashboardStatsResponse = zod.object({
  "totalSessions": zod.int().min(getDashboardStatsResponseTotalSessionsMin),
  "averageScore": zod.string().regex(getDashboardStatsResponseAverageScoreRegExp).describe('Average session score out of 10 with one decimal (a half away from zero), \'0.0\' when none.'),
  "lastPairing": zod.object({
  "resumeId": zod.uuid(),
  "jobId": zod.uuid()
}).optional().describe('The resume and job description of the person\'s most recent interview. Absent when they\nhave not interviewed yet, or when either document of that interview has since been\ndeleted (an older interview\'s pairing is not offered instead).\n')
})


export const listSessionHistoryQueryPageDefault = 1;

export const listSessionHistoryQueryLimitDefault = 10;
export const listSessionHistoryQueryLimitMax = 50;

export const listSessionHistoryQueryDateRangeDefault = `all`;
export const listSessionHistoryQuerySearchMax = 200;



export const ListSessionHistoryQueryParams = zod.object({
  "page": zod.coerce.number().int().min(1).default(listSessionHistoryQueryPageDefault).describe('Page number, from 1.'),
  "limit": zod.coerce.number().int().min(1).max(listSessionHistoryQueryLimitMax).default(listSessionHistoryQueryLimitDefault).describe('Page size.'),
  "dateRange": zod.enum(['all', '7d', '30d', '90d']).default(listSessionHistoryQueryDateRangeDefault).describe('Only sessions created within this range.'),
  "type": zod.enum(['Behavioral', 'Technical', 'Coding']).optional().describe('Only sessions of this interview type.'),
  "search": zod.coerce.string().max(listSessionHistoryQuerySearchMax).optional().describe('Case-insensitive substring of the session title.')
})

export const listSessionHistoryResponseSessionsItemScoreMin = 0;
export const listSessionHistoryResponseSessionsItemScoreMax = 10;


export const listSessionHistoryResponseTotalPagesMin = 0;

export const listSessionHistoryResponseTotalSessionsMin = 0;



export const ListSessionHistoryResponse = zod.object({
  "sessions": zod.array(zod.object({
  "id": zod.uuid(),
  "title": zod.string(),
  "created_at": zod.iso.datetime({"offset":true}),
  "score": zod.number().min(listSessionHistoryResponseSessionsItemScoreMin).max(listSessionHistoryResponseSessionsItemScoreMax).nullable(),
  "interview_type": zod.enum(['Behavioral', 'Technical', 'Coding'])
})),
  "currentPage": zod.int().min(1),
  "totalPages": zod.int().min(listSessionHistoryResponseTotalPagesMin),
  "totalSessions": zod.int().min(listSessionHistoryResponseTotalSessionsMin)
})


export const startInterviewBodyDurationMin = 10;
export const startInterviewBodyDurationMax = 45;
export const startInterviewBodyDurationMultipleOf = 5;

export const startInterviewBodyNumQuestionsMin = 2;
export const startInterviewBodyNumQuestionsMax = 10;



export const StartInterviewBody = zod.object({
  "resumeId": zod.uuid(),
  "jobId": zod.uuid(),
  "interviewType": zod.enum(['Behavioral', 'Technical', 'Coding']),
  "persona": zod.enum(['Friendly & Encouraging', 'Strict & Professional']),
  "duration": zod.int().min(startInterviewBodyDurationMin).max(startInterviewBodyDurationMax).multipleOf(startInterviewBodyDurationMultipleOf).describe('Minutes.'),
  "numQuestions": zod.int().min(startInterviewBodyNumQuestionsMin).max(startInterviewBodyNumQuestionsMax).describe('Number of main questions.'),
  "format": zod.enum(['both', 'voice', 'text']).describe('Interview mode: Voice & Text (`both`), Voice Only (`voice`), Text Only (`text`).')
})

export const StartInterviewResponse = zod.object({
  "sessionId": zod.uuid(),
  "nextQuestion": zod.object({
  "questionId": zod.uuid().nullable().describe('Null when `questionType` is `complete`.'),
  "text": zod.string(),
  "audioUrl": zod.string().nullable().describe('Spoken question when a text-to-speech provider is configured (a signed URL), else null and the browser speaks the text.'),
  "questionType": zod.enum(['main', 'follow-up', 'complete']).describe('`complete` means the session is finished; go to the report.')
})
})


export const submitAnswerBodyAnswerTextMax = 5000;



export const SubmitAnswerBody = zod.object({
  "sessionId": zod.uuid(),
  "questionId": zod.uuid(),
  "answerText": zod.string().min(1).max(submitAnswerBodyAnswerTextMax),
  "format": zod.enum(['both', 'voice', 'text']).describe('Interview mode: Voice & Text (`both`), Voice Only (`voice`), Text Only (`text`).')
})

export const SubmitAnswerResponse = zod.object({
  "nextQuestion": zod.object({
  "questionId": zod.uuid().nullable().describe('Null when `questionType` is `complete`.'),
  "text": zod.string(),
  "audioUrl": zod.string().nullable().describe('Spoken question when a text-to-speech provider is configured (a signed URL), else null and the browser speaks the text.'),
  "questionType": zod.enum(['main', 'follow-up', 'complete']).describe('`complete` means the session is finished; go to the report.')
})
})


export const SubmitAudioAnswerBody = zod.object({
  "sessionId": zod.uuid(),
  "questionId": zod.uuid(),
  "format": zod.enum(['both', 'voice', 'text']).optional().describe('Interview mode: Voice & Text (`both`), Voice Only (`voice`), Text Only (`text`).'),
  "audio": zod.instanceof(Blob)
})

export const SubmitAudioAnswerResponse = zod.object({
  "nextQuestion": zod.object({
  "questionId": zod.uuid().nullable().describe('Null when `questionType` is `complete`.'),
  "text": zod.string(),
  "audioUrl": zod.string().nullable().describe('Spoken question when a text-to-speech provider is configured (a signed URL), else null and the browser speaks the text.'),
  "questionType": zod.enum(['main', 'follow-up', 'complete']).describe('`complete` means the session is finished; go to the report.')
}),
  "transcript": zod.string().describe('What the speech-to-text provider heard; stored as the answer.')
})


export const ReevaluateAnswerParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const reevaluateAnswerResponseEvaluationScoreMin = 0;
export const reevaluateAnswerResponseEvaluationScoreMax = 10;

export const reevaluateAnswerResponseThreadScoreMin = 0;
export const reevaluateAnswerResponseThreadScoreMax = 10;



export const ReevaluateAnswerResponse = zod.object({
  "answer_id": zod.uuid(),
  "evaluation": zod.object({
  "status": zod.enum(['ok', 'pending', 'error']).describe('`pending` while the evaluation runs, `error` when it failed (show \'Evaluation Failed\' and offer re-evaluation).'),
  "score": zod.number().min(reevaluateAnswerResponseEvaluationScoreMin).max(reevaluateAnswerResponseEvaluationScoreMax).nullable().describe('Score out of 10; null unless `status` is `ok`.'),
  "evaluation_criteria": zod.array(zod.object({
  "criterion": zod.enum(['Technical Depth', 'Clarity & Structure', 'Relevance & Examples']),
  "rating": zod.enum(['Excellent', 'Good', 'Needs Improvement', 'Error']),
  "feedback": zod.string().describe('What the answer did and what it lacked.')
})),
  "feedback": zod.string().optional().describe('Overall feedback, or why the evaluation failed.')
}).describe('The evaluation of one answer. In the report it is delivered JSON-encoded in `evaluation_result`.'),
  "thread_score": zod.number().min(reevaluateAnswerResponseThreadScoreMin).max(reevaluateAnswerResponseThreadScoreMax).nullable().describe('The recomputed score of the main question\'s thread.')
})


export const EndInterviewParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const EndInterviewResponse = zod.object({
  "sessionId": zod.uuid(),
  "status": zod.enum(['in_progress', 'completed'])
})


export const GetSessionSummaryParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const getSessionSummaryResponseSessionScoreMin = 0;
export const getSessionSummaryResponseSessionScoreMax = 10;

export const getSessionSummaryResponseSkillScoresItemScoreMin = 0;
export const getSessionSummaryResponseSkillScoresItemScoreMax = 10;

export const getSessionSummaryResponseBreakdownItemThreadScoreMin = 0;
export const getSessionSummaryResponseBreakdownItemThreadScoreMax = 10;

export const getSessionSummaryResponseBreakdownItemDeliveryWordsPerMinuteMin = 0;




export const GetSessionSummaryResponse = zod.object({
  "session": zod.object({
  "id": zod.uuid(),
  "title": zod.string(),
  "score": zod.number().min(getSessionSummaryResponseSessionScoreMin).max(getSessionSummaryResponseSessionScoreMax).nullable().describe('Out of 10 with one decimal (the mean of the threads\' unrounded means, rounded once, a half away from zero); null until the session is scored, and for good when it ended without answers.'),
  "resume_id": zod.uuid().nullable().describe('Null when the resume was deleted since.'),
  "job_id": zod.uuid().nullable().describe('Null when the job description was deleted since.'),
  "interview_type": zod.enum(['Behavioral', 'Technical', 'Coding']),
  "status": zod.enum(['in_progress', 'completed']),
  "created_at": zod.iso.datetime({"offset":true}),
  "ended_at": zod.iso.datetime({"offset":true}).nullable()
}),
  "endedWithoutAnswers": zod.boolean().describe('True when the session ended before any answer was recorded; then there is nothing to score (score null, no skill scores, empty roadmap and breakdown), no report-ready notification was sent, and the session does not count toward the Free plan\'s sessions.'),
  "skillScores": zod.array(zod.object({
  "skill": zod.string().describe('e.g. \'Technical Skills\', \'Communication\'.'),
  "score": zod.number().min(getSessionSummaryResponseSkillScoresItemScoreMin).max(getSessionSummaryResponseSkillScoresItemScoreMax)
})),
  "improvementRoadmap": zod.string().describe('Markdown; ordered actions, each tied to the answers that showed the gap.'),
  "breakdown": zod.array(zod.object({
  "answer_id": zod.uuid(),
  "question_text": zod.string(),
  "answer_text": zod.string(),
  "thread_score": zod.number().min(getSessionSummaryResponseBreakdownItemThreadScoreMin).max(getSessionSummaryResponseBreakdownItemThreadScoreMax).nullable().describe('Score of the main answer with its follow-ups, out of 10 with one decimal (the mean of their scores, rounded once, a half away from zero); it differs from the main answer\'s own score when a follow-up was answered.'),
  "evaluation_result": zod.string().describe('JSON-encoded `EvaluationResult`.'),
  "follow_ups": zod.array(zod.object({
  "question_text": zod.string(),
  "answer_text": zod.string(),
  "answer_id": zod.uuid(),
  "evaluation_result": zod.string().describe('JSON-encoded `EvaluationResult`.')
})),
  "delivery": zod.object({
  "wordsPerMinute": zod.number().min(getSessionSummaryResponseBreakdownItemDeliveryWordsPerMinuteMin),
  "fillerWords": zod.array(zod.object({
  "word": zod.string(),
  "count": zod.int().min(1)
}))
}).optional().describe('Delivery analytics of a spoken answer.')
})).describe('One entry per answered main question, in order.')
})


export const DownloadReportParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const DownloadReportResponse = zod.unknown()

