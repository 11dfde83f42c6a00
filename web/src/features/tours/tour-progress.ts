import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { completeAllTours, completeTour } from '../../api/generated/identity/identity';
import { type ProfileResponse, TourKey } from '../../api/generated/model';
import { getProfileQueryKey } from '../../lib/profile';

/**
 * Marks tours complete. The cached profile changes at once so a finished tour never comes back on
 * this visit; the server's answer then replaces the list. Spec: tour failures are only logged.
 */
export function useTourProgress() {
  const queryClient = useQueryClient();

  const setCompleted = useCallback(
    (change: (completed: TourKey[]) => TourKey[]) => {
      queryClient.setQueryData<ProfileResponse>(getProfileQueryKey(), (profile) =>
        profile
          ? { ...profile, user: { ...profile.user, completedTours: change(profile.user.completedTours) } }
          : profile,
      );
    },
    [queryClient],
  );

  const complete = useCallback(
    (key: TourKey) => {
      setCompleted((completed) => (completed.includes(key) ? completed : [...completed, key]));
      completeTour({ tour_key: key }, { quiet: true })
        .then((answer) => setCompleted(() => answer.completedTours))
        .catch((cause: unknown) => console.warn(`Could not mark the ${key} tour complete.`, cause));
    },
    [setCompleted],
  );

  const completeAll = useCallback(() => {
    setCompleted(() => Object.values(TourKey));
    completeAllTours({ quiet: true })
      .then((answer) => setCompleted(() => answer.completedTours))
      .catch((cause: unknown) => console.warn('Could not mark the tours complete.', cause));
  }, [setCompleted]);

  return { complete, completeAll };
}
