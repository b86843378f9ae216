/**
 * docs/product.md "Meeting text display": `**text**` is bold and `(hh:mm - hh:mm)` time ranges are
 * highlighted. The UI renders these segments as elements, never as HTML, so meeting text that
 * holds markup shows it as text.
 */
export const MEETING_TEXT_SEGMENT_KINDS = ['text', 'bold', 'timeRange'] as const;
export type MeetingTextSegmentKind = (typeof MEETING_TEXT_SEGMENT_KINDS)[number];

export type MeetingTextSegment = {
  readonly kind: MeetingTextSegmentKind;
  /** For `bold` without the asterisks; for `timeRange` the range as written, parentheses kept. */
  readonly text: string;
};

// h:mm or hh:mm on both sides, minutes 00-59, spaces optional around the dash. Hours are not
// capped at 23 because recordings refer to positions in long meetings as well as clock times.
// Dashes: the hyphen people type and the en/em dashes that word processors turn it into.
const TIME_RANGE = /\(\s*\d{1,2}:[0-5]\d\s*[-–—]\s*\d{1,2}:[0-5]\d\s*\)/g;
const BOLD_MARK = '**';

export function meetingTextSegments(text: string): MeetingTextSegment[] {
  const segments: MeetingTextSegment[] = [];
  const push = (segment: MeetingTextSegment) => {
    if (segment.text === '') return;
    const last = segments[segments.length - 1];
    if (segment.kind === 'text' && last?.kind === 'text') {
      segments[segments.length - 1] = { kind: 'text', text: last.text + segment.text };
    } else {
      segments.push(segment);
    }
  };

  let plain = '';
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf(BOLD_MARK, index);
    if (open === -1) break;
    const close = text.indexOf(BOLD_MARK, open + BOLD_MARK.length);
    if (close === -1) break;
    const inner = text.slice(open + BOLD_MARK.length, close);
    if (inner.trim() === '') {
      // '** **' or '****' is not emphasis: keep this mark literal and let the next one open.
      plain += text.slice(index, open + BOLD_MARK.length);
      index = open + BOLD_MARK.length;
      continue;
    }
    plain += text.slice(index, open);
    pushPlain(plain, push);
    plain = '';
    push({ kind: 'bold', text: inner });
    index = close + BOLD_MARK.length;
  }
  // Whatever is left, including an unmatched '**', stays as written.
  pushPlain(plain + text.slice(index), push);
  return segments;
}

function pushPlain(text: string, push: (segment: MeetingTextSegment) => void) {
  let last = 0;
  for (const match of text.matchAll(TIME_RANGE)) {
    push({ kind: 'text', text: text.slice(last, match.index) });
    push({ kind: 'timeRange', text: match[0] });
    last = match.index + match[0].length;
  }
  push({ kind: 'text', text: text.slice(last) });
}
