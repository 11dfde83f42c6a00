/** The spec's texts for feedback and support tickets (error catalogue: contact and feedback, tickets). */
export const supportMessages = {
  messageRequired: 'Please enter a message.',
  feedbackFailed: 'Failed to send feedback. Please try again.',
  feedbackSent: 'Thank you!',
  ticketsFailed: 'Failed to load support tickets.',
  conversationFailed: 'Failed to load conversation.',
  replyFailed: 'Failed to post reply.',
  ticketNotFound: 'Ticket not found.',
  // not in the spec's catalogue: opening a ticket has no text of its own there
  ticketCreateFailed: 'Failed to open the ticket. Please try again.',
  ticketCreated: 'Your ticket is open. Our support team will reply here.',
} as const;
