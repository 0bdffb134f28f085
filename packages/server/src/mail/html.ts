/** Text made safe inside a mail's HTML, as element content or a quoted attribute value. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
