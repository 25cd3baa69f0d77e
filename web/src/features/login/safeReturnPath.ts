/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export function safeReturnPath(from: string | null): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/login')) return '/dashboard';
  return from;
}
