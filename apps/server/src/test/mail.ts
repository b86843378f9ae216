// The e-mails the portal wrote (.eml files, or what a test SMTP server received), read back as a
// person would see them: headers decoded, the text and HTML parts of multipart/alternative apart.

/** Quoted-printable undone (nodemailer's encoding of UTF-8 text). */
const qp = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const split = (raw: string) => {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) =>
    // A long value may be folded right after the colon (nodemailer does so for a long address).
    (head.match(new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'mi'))?.[1] ?? '')
      .replace(/\r?\n[ \t]/g, ' ')
      .trim()
      .replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_, word: string) => qp(word.replace(/_/g, ' ')));
  return { header, body };
};

const decodeBody = (body: string, encoding: string) =>
  /base64/i.test(encoding) ? Buffer.from(body, 'base64').toString('utf8') : qp(body);

/** A raw message's headers, its text part and (in a multipart/alternative) its HTML part. */
export function decodeMail(raw: string) {
  const { header, body } = split(raw);
  const type = header('Content-Type');
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary && /^multipart\//i.test(type)) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = split(chunk.replace(/^\r?\n/, ''));
      const partType = /^[^;]+/.exec(part.header('Content-Type'))?.[0]?.toLowerCase() ?? '';
      parts[partType] = decodeBody(
        part.body.replace(/\r?\n$/, ''),
        part.header('Content-Transfer-Encoding'),
      );
    }
  } else {
    parts['text/plain'] = decodeBody(body, header('Content-Transfer-Encoding'));
  }
  return {
    to: header('To'),
    subject: header('Subject'),
    type,
    autoSubmitted: header('Auto-Submitted'),
    listUnsubscribe: header('List-Unsubscribe'),
    listUnsubscribePost: header('List-Unsubscribe-Post'),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}
