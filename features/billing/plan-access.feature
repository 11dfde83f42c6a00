Feature: The subscription decides the plan a person can use
  Plans follow the payment provider's subscription, read again from Stripe for every event it
  sends. While it is trialing, active or past due (Stripe still retrying a failed payment) the plan
  is in use; canceled, unpaid, incomplete and paused give the Free plan, and a subscription whose
  first payment never went through counts as nothing bought. A subscription set to cancel at the
  end of its period keeps the plan until that moment. The Free plan allows one resume.

  Background:
    Given billing runs on Stripe
    And a signed-up user whose trial has ended
    And they uploaded the resume "first.txt"

  Scenario Outline: A <status> subscription gives <plan>
    Given Stripe holds a Pro subscription of theirs in status "<status>"
    When Stripe sends the webhook event "customer.subscription.updated" about it
    Then their plan is "<plan>" with status "<status>"
    And uploading a second resume answers <answer>

    Examples:
      | status     | plan | answer |
      | trialing   | Pro  | 200    |
      | active     | Pro  | 200    |
      | past_due   | Pro  | 200    |
      | canceled   | Free | 402    |
      | unpaid     | Free | 402    |
      | incomplete | Free | 402    |
      | paused     | Free | 402    |

  Scenario: A subscription whose first payment never went through is no subscription at all
    Given Stripe holds a Pro subscription of theirs in status "incomplete_expired"
    When Stripe sends the webhook event "customer.subscription.updated" about it
    Then they have no subscription
    And uploading a second resume answers 402

  Scenario: Cancelling at the period end keeps the plan until the period is over
    Given Stripe holds a Premium subscription of theirs in status "active"
    And they cancel it at the period end in Stripe's portal
    When Stripe sends the webhook event "customer.subscription.updated" about it
    Then their plan is "Premium" with status "active"
    And it cancels at the period end
    When the period ends
    Then their plan is "Free" with status "canceled"
    And uploading a second resume answers 402

  Scenario: Events arriving out of order leave the subscription as Stripe holds it now
    Given Stripe holds a Pro subscription of theirs in status "active"
    And Stripe has since canceled it
    When Stripe sends the webhook event "customer.subscription.deleted" about it
    And Stripe sends an older "customer.subscription.created" event about it
    Then their plan is "Free" with status "canceled"

  Scenario: A replayed event changes nothing and a forged one is refused
    Given Stripe holds a Pro subscription of theirs in status "active"
    When Stripe sends the webhook event "checkout.session.completed" about it
    And Stripe sends the same event again
    Then the response has status 200
    And Stripe was asked for the subscription once
    When someone sends an event about it signed with another secret
    Then the response has status 400
    And the response is an error envelope with code "VALIDATION_FAILED"
