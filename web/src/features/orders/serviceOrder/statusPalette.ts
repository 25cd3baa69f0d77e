/** A status's colour (spec part 2 §9's status colours: default, active, good, danger). */
export function statusPalette(slug: string): string {
  switch (slug) {
    case 'sos_new':
      return 'blue';
    case 'sos_in_progress':
      return 'orange';
    case 'sos_completed':
      return 'green';
    case 'sos_failed':
      return 'red';
    default:
      return 'gray';
  }
}
