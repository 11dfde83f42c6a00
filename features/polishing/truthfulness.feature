Feature: Polish suggestions never invent facts
  A suggestion may rewrite the professional summary and the descriptions of work experience only.
  Employers, titles, dates, locations, degrees and schools are the resume's own. A suggestion never
  adds a number, percentage, amount of money, employer, tool or skill the resume does not contain,
  whoever wrote it, and every suggestion carries its reasoning and the original it replaces.

  Scenario: Suggestions rewrite descriptions and keep every fact of the resume
    Given a user on the Pro trial with a verified e-mail who uploaded a resume and a job description
    When they polish the resume against the job description
    Then the polish stream ends with "done"
    And there is 1 summary suggestion and 1 suggestion for each work experience
    And every experience suggestion keeps the title, employer, location and dates of its role
    And no suggestion states a number, an amount or a name the resume does not contain
    And every suggestion carries its reasoning and the original it replaces

  Scenario: A fact the AI invents never reaches the person
    Given the AI provider writes suggestions that claim "two million dollars" in savings
    And a user on the Pro trial with a verified e-mail who uploaded a resume and a job description
    When they polish the resume against the job description
    Then the polish stream ends with "done"
    And no suggestion mentions "two million dollars"
    And the summary suggestion says why it was changed without repeating what was left out
