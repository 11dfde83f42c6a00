Feature: Start Interview offers the pairing last used
  The dashboard's Start Interview preselects the last pairing the person used: their most recent
  interview's resume and job, if both still exist; else their most recent saved application; else
  the default resume and the newest job. It shows which resume and job are selected next to the
  Start button, and the person can change them. The server names the last pairing; the dashboard
  chooses among the three.

  Background:
    Given a signed-up user with a verified e-mail
    And they uploaded the resume "general.txt"
    And they uploaded the resume "backend.txt"
    And they uploaded the job description "globex.txt"
    And they uploaded the job description "initech.txt"

  Scenario: Nothing is offered before the first interview
    Then the dashboard offers no last pairing

  Scenario: The most recent interview's resume and job are offered again
    When they interview with "general.txt" for "initech.txt"
    And they interview with "backend.txt" for "globex.txt"
    Then the dashboard offers "backend.txt" for "globex.txt"

  Scenario: A deleted document of the most recent interview leaves no last pairing
    When they interview with "general.txt" for "initech.txt"
    And they interview with "backend.txt" for "globex.txt"
    And they delete the job description "globex.txt"
    Then the dashboard offers no last pairing
