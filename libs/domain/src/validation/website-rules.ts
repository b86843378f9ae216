/**
 * People type 'www.loja.com.br' as often as 'https://loja.com.br'; both are a website.
 * The host must have a dot so that 'abc' alone is refused.
 */
export function isValidWebsite(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return false;
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname)
    );
  } catch {
    return false;
  }
}

/** Only http(s): `javascript:` or `data:` URLs must never be stored to become links later. */
export const isHttpUrl = (value: string): boolean =>
  /^https?:\/\//i.test(value.trim()) && isValidWebsite(value);

/** 'loja.com.br' is a website too; stored with its scheme so a link made of it is http(s). */
export const websiteWithScheme = (value: string): string =>
  /^https?:\/\//i.test(value) ? value : `https://${value}`;
