Feature: An interview session follows the setup and its rules
  A session asks exactly the number of main questions chosen at setup, may ask a follow-up when
  an answer is thin, and ends with 'complete' and a scored report. Settings outside the ranges
  are refused, the Free plan allows 3 sessions (an interview ended before any answer was
  recorded does not use one), and submitting an answer twice stores it once.

  Background:
    Given a verified user with a resume and a job description

  Scenario: The counter runs through every main question, then the session completes
    When they start a "Behavioral" interview with 3 questions
    Then the response has status 201
    And the current question is main question 1
    When they answer every question in detail
    Then they were asked 3 main questions
    And the last question is "complete"
    And the report shows the session completed with a score out of 10

  Scenario: A thin answer gets a follow-up, a detailed one moves on
    When they start a "Technical" interview with 2 questions
    And they answer "Yes."
    Then the next question is a "follow-up"
    When they answer in detail
    Then the next question is a "main"
    And the current question is main question 2

  Scenario: Submitting the same answer twice stores it once
    When they start a "Behavioral" interview with 2 questions
    And they answer in detail
    And they submit the same question again with "Another answer"
    Then the response has status 200
    And both submissions got the same next question
    And the report holds 1 answer

  Scenario: Ending the session early completes it and refuses later answers
    When they start a "Behavioral" interview with 4 questions
    And they answer in detail
    And they end the session
    Then the response has status 200
    And the response field "status" is "completed"
    When they answer in detail
    Then the response has status 409
    And the response is an error envelope with code "CONFLICT"

  Scenario: An answer sent as the countdown reaches zero still counts
    When they start an interview lasting 10 minutes with 3 questions
    And 10 minutes pass
    And they answer in detail
    Then the response has status 200
    And the report holds 1 answer

  Scenario: A session left open after its time is up ends by itself
    When they start an interview lasting 10 minutes with 3 questions
    And they answer in detail
    And 12 minutes pass
    Then their history shows the session with a score
    And the report shows the session ended 10 minutes after it started
    When they answer in detail
    Then the response has status 409
    And the response is an error envelope with code "CONFLICT"

  Scenario: An answer arriving long after the time is up ends the session
    When they start an interview lasting 10 minutes with 3 questions
    And they answer in detail
    And 12 minutes pass
    And they answer in detail
    Then the response has status 409
    And the response field "message" is "The time for this interview session is up."
    And the report shows the session completed with a score out of 10
    And the report holds 1 answer

  Scenario Outline: Settings outside the ranges are refused
    When they start an interview lasting <minutes> minutes with <questions> questions
    Then the response has status <status>

    Examples:
      | minutes | questions | status |
      | 10      | 2         | 201    |
      | 45      | 10        | 201    |
      | 5       | 5         | 400    |
      | 50      | 5         | 400    |
      | 25      | 5         | 201    |
      | 27      | 5         | 400    |
      | 30      | 1         | 400    |
      | 30      | 11        | 400    |

  Scenario: The Free plan includes 3 interview sessions
    Given their trial has ended
    And they started 3 interviews
    When they start a "Behavioral" interview with 2 questions
    Then the response has status 402
    And the response is an error envelope with code "UPGRADE_REQUIRED"
    And the response field "message" is "The Free plan includes 3 interview sessions. Upgrade to Pro for unlimited practice."

  Scenario: An interview ended before any answer does not use one of the Free sessions
    Given their trial has ended
    And they started 2 interviews
    When they start a "Behavioral" interview with 2 questions
    And they end the session
    And they start a "Behavioral" interview with 2 questions
    Then the response has status 201
    When they start a "Behavioral" interview with 2 questions
    Then the response has status 402
    And the response is an error envelope with code "UPGRADE_REQUIRED"
