import type { FeedbackType } from '../domain/ticket.ts';

export interface FeedbackEntry {
  id: string;
  userId: string;
  feedbackType: FeedbackType;
  message: string;
  createdAt: Date;
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
}

/** Feedback and contact-form messages kept for staff. */
export interface SupportInbox {
  saveFeedback(entry: FeedbackEntry): Promise<void>;
  saveContactMessage(message: ContactMessage): Promise<void>;
}
