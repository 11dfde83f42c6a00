import { AppError, NotFoundError, ValidationError } from '../../../shared/kernel/app-error.ts';

export class SessionNotFoundError extends NotFoundError {
  constructor() {
    super('Interview session');
  }
}

export class AnswerNotFoundError extends NotFoundError {
  constructor() {
    super('Answer');
  }
}

export class QuestionNotFoundError extends NotFoundError {
  constructor() {
    super('Question');
  }
}

export class SessionFinishedError extends AppError {
  constructor() {
    super('CONFLICT', 'This interview session has already finished.');
  }
}

export class SessionTimedOutError extends AppError {
  constructor() {
    super('CONFLICT', 'The time for this interview session is up.');
  }
}

export class NotCurrentQuestionError extends AppError {
  constructor() {
    super('CONFLICT', 'This question is not the one the interview is waiting on.');
  }
}

export class BlankAnswerError extends ValidationError {
  constructor() {
    const message = 'Please provide an answer before submitting.';
    super(message, [{ path: ['answerText'], message, code: 'blank' }]);
  }
}
