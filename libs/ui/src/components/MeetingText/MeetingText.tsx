import { meetingTextSegments } from '@portal/domain';
import * as styles from './MeetingText.css';

export const meetingTextElements = ['p', 'span', 'div'] as const;
export type MeetingTextElement = (typeof meetingTextElements)[number];

export type MeetingTextProps = {
  text: string;
  /** The wrapping element; `span` to use it inside other text. */
  as?: MeetingTextElement;
  /** Keep the text's own line breaks (default); off inside rich text, where HTML decides. */
  preserveLines?: boolean;
  className?: string;
};

/** Meeting text with **bold** and highlighted (hh:mm - hh:mm) ranges, built as React elements. */
export function MeetingText({
  text,
  as: Element = 'span',
  preserveLines = true,
  className,
}: MeetingTextProps) {
  return (
    <Element
      className={[styles.root, preserveLines ? styles.preserveLines : '', className ?? ''].join(
        ' ',
      )}
    >
      <MeetingTextSegments text={text} />
    </Element>
  );
}

/** The segments alone, without a wrapper (used by RichText on each text node). */
export function MeetingTextSegments({ text }: { text: string }) {
  return (
    <>
      {meetingTextSegments(text).map((segment, index) =>
        segment.kind === 'bold' ? (
          <strong key={index} className={styles.bold}>
            {segment.text}
          </strong>
        ) : segment.kind === 'timeRange' ? (
          <mark key={index} className={styles.timeRange}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
