import { randomUUID } from 'node:crypto';
import { InMemorySessionRepository } from '../../../../test/support/interviewing-fakes.ts';
import { describeSessionRepositoryContract } from './session-repository.contract.ts';

describeSessionRepositoryContract('the in-memory fake', async () => {
  const store = new InMemorySessionRepository();
  return {
    sessions: store,
    queries: store,
    newUser: async () => randomUUID(),
    newDocument: async () => randomUUID(),
    run: (work) => work(),
  };
});
