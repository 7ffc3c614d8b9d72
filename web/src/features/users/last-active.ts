const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec: Last Active shows Today, Yesterday or N days ago, in whole days; never signed in shows Never. */
export function lastActiveLabel(lastActive: string | null | undefined, now: Date = new Date()): string {
  if (!lastActive) return 'Never';
  const at = Date.parse(lastActive);
  if (Number.isNaN(at)) return 'Never';
  const days = Math.max(0, Math.floor((now.getTime() - at) / DAY_MS));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return `${days} days ago`;
}

/** A person's name for lists: first and last name, else the username. */
export function displayName(user: { username: string; firstName: string | null; lastName: string | null }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.username;
}

/** A short relative time for activity lists: just now, 5 min ago, 3 h ago, or the date. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const seconds = Math.max(0, Math.round((now.getTime() - at) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < DAY_MS / 1000) return `${Math.floor(seconds / 3600)} h ago`;
  return new Date(at).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}
