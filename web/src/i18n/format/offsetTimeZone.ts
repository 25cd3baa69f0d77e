/** The IANA zone of a whole-hour UTC offset; `Etc/GMT` zones name the offset inverted. */
export function offsetTimeZone(utcOffset: number): string {
  return utcOffset === 0 ? 'UTC' : `Etc/GMT${utcOffset > 0 ? '-' : '+'}${Math.abs(utcOffset)}`;
}
