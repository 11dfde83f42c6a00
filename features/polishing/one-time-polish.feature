Feature: The one-time AI Resume Polish of the Free plan
  The Free plan includes 1 AI resume polish, one time, flagged by used_polish_feature; Pro and the
  Pro trial polish as often as they like. A polish is claimed when its stream opens, so polishes
  opened together cannot each take it; it counts once its stream is done, and is given back when
  it fails. The person keeps the polished resume it produced. The server enforces this, always.

  Scenario: A Free user polishes a resume once
    Given a Free user with a verified e-mail who uploaded a resume and a job description
    When they polish the resume against the job description
    Then the polish stream ends with "done"
    And their profile shows used_polish_feature as true

  Scenario: A second polish on the Free plan asks for an upgrade
    Given a Free user with a verified e-mail who uploaded a resume and a job description
    And they have used their one-time AI Resume Polish
    When they polish the resume against the job description
    Then the response has status 402
    And the response is an error envelope with code "UPGRADE_REQUIRED"
    And the response field "message" is "You have already used your one-time AI Resume Polish. Upgrade to Pro for unlimited use."

  Scenario: A polish that fails does not use up the one-time polish
    Given the AI provider is unavailable
    And a Free user with a verified e-mail who uploaded a resume and a job description
    When they polish the resume against the job description
    Then the polish stream ends with "error"
    And their profile shows used_polish_feature as false

  Scenario: Polishes opened at the same moment on the Free plan give one polish, not one each
    Given a Free user with a verified e-mail who uploaded a resume and a job description
    When they open 10 polishes of the resume against the job description at the same moment
    Then exactly 1 of the polishes ends with "done"
    And the other 9 answer 402 "You have already used your one-time AI Resume Polish. Upgrade to Pro for unlimited use."

  Scenario: A polish that fails gives the Free plan's polish back
    Given the AI provider is unavailable
    And a Free user with a verified e-mail who uploaded a resume and a job description
    When they polish the resume against the job description
    Then the polish stream ends with "error"
    Given the AI provider is available again
    When they polish the resume against the job description
    Then the polish stream ends with "done"

  Scenario: The Pro trial polishes more than once
    Given a user on the Pro trial with a verified e-mail who uploaded a resume and a job description
    And they have used their one-time AI Resume Polish
    When they polish the resume against the job description
    Then the polish stream ends with "done"

  Scenario: A Free user keeps the resume their one polish produced
    Given a Free user with a verified e-mail who uploaded a resume and a job description
    And they have used their one-time AI Resume Polish
    When they save the polished resume as "Maya Chen Resume - Polished.pdf"
    Then the response has status 201
    And "Maya Chen Resume - Polished.pdf" is listed among their resumes next to the uploaded one
    When they save the polished resume as "Another - Polished.pdf"
    Then the response has status 402
    And the response field "message" is "The Free plan allows 1 resume (or job description). Upgrade to Pro for unlimited uploads."
