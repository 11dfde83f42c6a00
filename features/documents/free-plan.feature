Feature: Plan limits and e-mail verification gate what a person can do
  The Free plan allows 1 resume and 1 job description; the Pro trial lifts the limit. AI actions
  such as match analysis need a verified e-mail. The server enforces both, always.

  Scenario: On the Free plan a second resume asks for an upgrade
    Given a signed-up user whose trial has ended
    And they uploaded the resume "first.txt"
    When they upload the resume "second.txt"
    Then the response has status 402
    And the response is an error envelope with code "UPGRADE_REQUIRED"
    And the response field "message" is "The Free plan allows 1 resume (or job description). Upgrade to Pro for unlimited uploads."

  Scenario: On the Free plan a second job description asks for an upgrade too
    Given a signed-up user whose trial has ended
    And they uploaded the job description "job-one.txt"
    When they upload the job description "job-two.txt"
    Then the response has status 402
    And the response field "message" is "The Free plan allows 1 resume (or job description). Upgrade to Pro for unlimited uploads."

  Scenario: The Pro trial takes more than one resume
    Given a signed-up user
    And they uploaded the resume "first.txt"
    When they upload the resume "second.txt"
    Then the response has status 200

  Scenario: Match analysis needs a verified e-mail
    Given a signed-up user
    And they uploaded the resume "resume.txt"
    And they uploaded the job description "job.txt"
    When they ask for the match analysis of "resume.txt" and "job.txt"
    Then the response has status 403
    And the response is an error envelope with code "EMAIL_NOT_VERIFIED"
    And the response field "message" is "Please verify your email to access this."

  Scenario: With a verified e-mail the match analysis names evidence
    Given a signed-up user with a verified e-mail
    And they uploaded the resume "resume.txt"
    And they uploaded the job description "job.txt"
    When they ask for the match analysis of "resume.txt" and "job.txt"
    Then the response has status 200
    And the analysis shows "Python" as a matched skill with its resume line
