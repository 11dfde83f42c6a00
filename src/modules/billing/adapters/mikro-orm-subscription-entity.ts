import { EntitySchema } from '@mikro-orm/core';

export interface SubscriptionRow {
  id: string;
  userId: string;
  planName: 'Free' | 'Pro' | 'Premium';
  status: string;
  billingInterval: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  provider: string;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const SubscriptionEntity = new EntitySchema<SubscriptionRow>({
  name: 'Subscription',
  tableName: 'subscriptions',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid', unique: true },
    planName: { type: 'string', columnType: 'text' },
    status: { type: 'string', columnType: 'text' },
    billingInterval: { type: 'string', columnType: 'text', nullable: true },
    currentPeriodEnd: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    cancelAtPeriodEnd: { type: 'boolean' },
    provider: { type: 'string', columnType: 'text' },
    providerCustomerId: { type: 'string', columnType: 'text', nullable: true },
    providerSubscriptionId: { type: 'string', columnType: 'text', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    updatedAt: { type: 'datetime', columnType: 'timestamptz' },
  },
});
