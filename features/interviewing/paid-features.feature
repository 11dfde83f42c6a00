Feature: Paid-plan features after the trial
  New accounts get a Pro trial. Once it ends unpaid, features the Free plan does not include
  answer that the trial has expired; transcribing a recorded answer on our servers is one of them
  (the browser's own speech recognition stays free).

  Background:
    Given a verified user with a resume and a job description

  Scenario: After an unpaid trial, transcribing a recorded answer needs a paid plan
    When they start a "Behavioral" interview with 2 questions
    And their trial has ended
    And they answer the current question with a recording
    Then the response has status 403
    And the response is an error envelope with code "TRIAL_EXPIRED"
    And the response field "message" is "Your trial has expired."

  Scenario: During the trial the recording goes to transcription
    When they start a "Behavioral" interview with 2 questions
    And they answer the current question with a recording
    Then the response has status 503
    And the response is an error envelope with code "PROVIDER_UNAVAILABLE"
