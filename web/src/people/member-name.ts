/**
 * A member's name as MemberLink shows it, for where it cannot be a link (a heading, a dialog):
 * the display name, the username when none is set (or it is empty).
 */
export function memberName(member: { username: string; displayName?: string | null }): string {
  return member.displayName || member.username;
}
