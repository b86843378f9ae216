import { MEETING_LIST_OVERVIEW_MAX } from '../validation/limits';

const ELLIPSIS = '…';
const BOLD_MARK = '**';

/**
 * The overview as the meetings list carries it (the server cuts it, the list shows three lines
 * of it): whole (trimmed) when it fits in `MEETING_LIST_OVERVIEW_MAX` characters, else cut at the last
 * space before the limit and ended with '…'. A `**` left open by the cut is dropped, so the list
 * never shows a stray pair of asterisks (docs/product.md bolds **text**).
 */
export function meetingListOverview(overview: string, max = MEETING_LIST_OVERVIEW_MAX): string {
  // Only the start is trimmed before measuring: a caller may hand over the first `max + 1`
  // characters of a longer overview (the server does), whose last one may be a space.
  const whole = overview.trimStart();
  if (whole.length <= max) return whole.trimEnd();
  const room = whole.slice(0, max - ELLIPSIS.length);
  // A word the limit splits goes whole, unless it is the only one.
  const endsAtWord = /\s/.test(whole.charAt(room.length));
  const space = endsAtWord ? -1 : room.search(/\s\S*$/);
  let cut = (space > 0 ? room.slice(0, space) : room).trimEnd();
  if (cut.split(BOLD_MARK).length % 2 === 0) {
    const open = cut.lastIndexOf(BOLD_MARK);
    cut = (cut.slice(0, open) + cut.slice(open + BOLD_MARK.length)).trimEnd();
  }
  return `${cut}${ELLIPSIS}`;
}
