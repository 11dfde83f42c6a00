import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useGetDashboardStats } from '../../api/generated/interviewing/interviewing';
import type { TourKey } from '../../api/generated/model';
import { paths } from '../../lib/paths';
import { useProfile } from '../../lib/profile';
import { uiStore, useUiState } from '../../lib/ui-store';
import { isSessionSummary, tours, type WalkedTourKey } from './tour-definitions';
import { useTourProgress } from './tour-progress';
import { TourWalk } from './tour-walk';
import { WelcomeDialog } from './welcome-dialog';

function isWalked(key: TourKey | null): key is WalkedTourKey {
  return key !== null && key in tours;
}

function firstName(name: string | undefined): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}

/**
 * The shell's guided tours. On /dashboard a welcome dialog offers the initial tour until it is done;
 * a Performance Report starts the post-interview tour once the person has a session; /documents
 * starts the polish tour. Finishing or skipping a tour marks it complete.
 */
export function GuidedTours() {
  const { profile } = useProfile();
  const { pathname } = useLocation();
  const activeTourKey = useUiState((state) => state.activeTourKey);
  const { complete, completeAll } = useTourProgress();
  const [welcomeDismissed, setWelcomeDismissed] = useState(false);
  // 'Start Quick Tour' starts the tour once the welcome dialog has let go of the page.
  const startWhenClosed = useRef(false);

  const completed = profile?.user.completedTours ?? null;
  const pending = (key: TourKey) => completed !== null && !completed.includes(key);
  const idle = activeTourKey === null;
  const onDashboard = tours.initial_onboarding_tour.matches(pathname);

  // Spec: the post-interview tour waits until the session count is above 0.
  const wantsPostInterview = idle && isSessionSummary(pathname) && pending('post_interview_tour');
  // Always asked afresh: a count cached before the interview would still say 0.
  const stats = useGetDashboardStats({ query: { enabled: wantsPostInterview, staleTime: 0, retry: false } });
  const hasSessions = (stats.data?.totalSessions ?? 0) > 0;

  let autoTour: WalkedTourKey | null = null;
  if (wantsPostInterview && hasSessions) autoTour = 'post_interview_tour';
  else if (idle && pathname.replace(/\/+$/, '') === paths.documents && pending('polish_resume_tour')) {
    autoTour = 'polish_resume_tour';
  }

  useEffect(() => {
    if (autoTour) uiStore.startTour(autoTour);
  }, [autoTour]);

  // Leaving a tour's page ends it without marking it complete.
  const active = isWalked(activeTourKey) ? tours[activeTourKey] : null;
  const offPage = active !== null && !active.matches(pathname);
  useEffect(() => {
    if (offPage) uiStore.endTour();
  }, [offPage]);

  // Tours belong to signed-in pages only.
  useEffect(() => () => uiStore.endTour(), []);

  const end = (key: WalkedTourKey) => {
    uiStore.endTour();
    complete(key);
  };

  const welcomeOpen = onDashboard && idle && !welcomeDismissed && pending('initial_onboarding_tour');

  return (
    <>
      <WelcomeDialog
        open={welcomeOpen}
        name={firstName(profile?.user.name)}
        onStart={() => {
          startWhenClosed.current = true;
          setWelcomeDismissed(true);
        }}
        onExplore={() => {
          setWelcomeDismissed(true);
          completeAll();
        }}
        onDismiss={() => setWelcomeDismissed(true)}
        onClosed={() => {
          if (!startWhenClosed.current) return;
          startWhenClosed.current = false;
          uiStore.startTour('initial_onboarding_tour');
        }}
      />
      {active && !offPage && (
        <TourWalk
          key={active.key}
          tour={active}
          onFinish={() => end(active.key)}
          onSkip={() => end(active.key)}
        />
      )}
    </>
  );
}
