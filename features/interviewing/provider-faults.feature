Feature: A failing AI provider loses no answer
  Answers are stored before they are evaluated, and the interview never waits on the provider's
  evaluation. When the AI provider fails, answers slowly or answers with malformed output during
  an interview, the interview goes on, every answer is kept, the report shows 'Evaluation Failed'
  for the answers it could not evaluate, and 'Try Again' evaluates them once the provider is back.

  Background:
    Given the AI provider is an OpenAI-compatible service
    And a verified user with a resume and a job description

  Scenario Outline: The provider <fault> during the interview
    When they start a "Behavioral" interview with 2 questions
    And the AI provider starts <fault>
    And they answer every question in detail
    Then they were asked 2 main questions
    And the last question is "complete"
    And the report keeps every answer they gave
    And every answer in the report shows "Evaluation Failed"
    When the AI provider recovers
    And they press "Try Again" on every failed answer
    Then every answer in the report has a score out of 10
    And the report shows the session completed with a score out of 10

    Examples:
      | fault                           |
      | failing                         |
      | answering slowly                |
      | answering with malformed output |

  Scenario: Only the answers evaluated while the provider was down need 'Try Again'
    When they start a "Behavioral" interview with 3 questions
    And they answer in detail
    And the evaluations have finished
    And the AI provider starts failing
    And they answer in detail
    And the evaluations have finished
    And the AI provider recovers
    And they answer in detail
    Then the report keeps every answer they gave
    And answer 2 in the report shows "Evaluation Failed"
    And answers 1 and 3 in the report have a score out of 10

  Scenario: A provider failing when the interview starts leaves no session behind
    Given the AI provider starts failing
    When they start a "Behavioral" interview with 2 questions
    Then the response has status 503
    And the response is an error envelope with code "PROVIDER_UNAVAILABLE"
    And their history holds no sessions
