Feature: E-mail follows the notification preferences
  New accounts have all three switches on. They decide which e-mails are sent:
  wants_session_complete_notify the 'Your report is ready' mail after a mock interview,
  wants_product_updates the mail about new features, wants_progress_reports the weekly progress
  summary. Each of those mails carries a one-click unsubscribe link that switches off exactly its
  own kind of mail. A reply from support is always sent and cannot be switched off. The bell's
  notifications are not affected by any switch.

  Scenario: A new account has every switch on
    Given a signed-up user
    When a client calls GET "/api/user/notification-preferences"
    Then the response has status 200
    And all three preferences are on

  Scenario: Finishing an interview notifies once and mails the report with an unsubscribe link
    Given a verified user with a resume and a job description
    When they start a "Behavioral" interview with 2 questions
    And they answer every question in detail
    Then their bell shows "Your report is ready" once, linking to the session's summary
    And they receive 1 "Your report is ready" mail with a one-click unsubscribe link

  Scenario Outline: A switched-off preference stops its mail, not the bell
    Given a signed-up user
    And they switched off "<preference>"
    When they are notified of a "<type>" titled "<title>"
    Then their bell shows "<title>"
    And they receive no "<title>" mail

    Examples:
      | preference                    | type                 | title                |
      | wants_session_complete_notify | report_ready         | Your report is ready |
      | wants_product_updates         | feature_announcement | New feature          |

  Scenario: The unsubscribe link switches off exactly that kind of mail
    Given a signed-up user
    And they were notified of a "feature_announcement" titled "New feature"
    When the mail client posts the one-click unsubscribe of that mail
    Then the response has status 200
    And the response field "preference" is "wants_product_updates"
    And "wants_product_updates" is off and the other preferences stay on

  Scenario: A reply from support is mailed even with every switch off, without an unsubscribe link
    Given a signed-up user
    And they switched off every preference
    When they are notified of a "support_ticket_reply" titled "Support replied to your ticket"
    Then they receive 1 "Support replied to your ticket" mail without an unsubscribe link

  Scenario: An unsubscribe link that is not valid
    When someone posts the unsubscribe token "not-a-valid-token"
    Then the response has status 404
    And the response field "message" is "This unsubscribe link is not valid."
