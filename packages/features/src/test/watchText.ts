/**
 * Watches the document from now on and tells whether `text` ever showed, however briefly: a
 * flash (an empty state between two pages) that a later assertion would no longer see.
 */
export function watchForText(text: string): { seen: () => boolean; stop: () => void } {
  let seen = document.body.textContent?.includes(text) ?? false;
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes(text)) seen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    seen: () => seen,
    stop: () => observer.disconnect(),
  };
}
