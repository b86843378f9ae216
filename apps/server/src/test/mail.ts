// The e-mails the file mailer wrote (.eml), read back as a person would see them.

/** A raw .eml's headers and quoted-printable text, decoded (nodemailer's encoding of UTF-8). */
const qp = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
export function decodeMail(raw: string) {
  const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) =>
    (head.match(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi'))?.[1] ?? '')
      .replace(/\r?\n[ \t]/g, ' ')
      .replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_, word: string) => qp(word.replace(/_/g, ' ')));
  return { to: header('To'), subject: header('Subject'), text: qp(body.join('\n\n')) };
}
