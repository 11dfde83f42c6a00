/** Notification texts (spec: notifications screens; messages quoted exactly). */
export const notificationsMessages = {
  emptyDropdown: 'No notifications yet.',
  viewAll: 'View all notifications',
  markAllRead: 'Mark all as read',
  loadMore: 'Load More',
  emptyPage: 'You have no notifications.',
  /** Not in the spec: the list could not be loaded (the failure itself is only logged). */
  loadFailed: 'Could not load your notifications.',
  loadMoreFailed: 'Could not load more notifications.',
  markAllFailed: 'Could not mark your notifications as read. Please try again.',
  tryAgain: 'Try Again',
  loading: 'Loading notifications',
} as const;
