// Noto Sans JP's faces (scripts/build/japanese-font.ts) are added to the page the first time it
// shows Japanese text, wherever that text comes from: a title, a comment, the Japanese interface.
// Their unicode-ranges alone would keep the fonts off other pages, but the language picker on
// every page names Japanese in Japanese, and measuring its options would fetch three slices; text
// inside `[data-japanese-font="on-focus"]` is therefore not counted, and the picker asks for the
// faces when it gets focus, before its list opens.

/** Kana, kanji, CJK punctuation and full-width forms: a character of these is Japanese text. */
const JAPANESE = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

let requested = false;

export function loadJapaneseFont(): void {
  if (requested) return;
  requested = true;
  // The stylesheet is not precached: offline, a device that never showed Japanese text has
  // none, and the text keeps the system's font; the next page that shows some asks again.
  import('./japanese-font.css').catch(() => {
    requested = false;
  });
}

function counted(text: Node): boolean {
  return !text.parentElement?.closest('[data-japanese-font="on-focus"]');
}

export function containsJapaneseText(node: Node): boolean {
  if (node.nodeType === Node.TEXT_NODE) return JAPANESE.test((node as Text).data) && counted(node);
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (JAPANESE.test((text as Text).data) && counted(text)) return true;
  }
  return false;
}

/** Loads the faces once `root` shows Japanese text (now or later), then stops watching. */
export function loadJapaneseFontOnDemand(root: Node = document.body): void {
  if (containsJapaneseText(root)) return loadJapaneseFont();
  const observer = new MutationObserver((records) => {
    const found = records.some((record) =>
      record.type === 'characterData'
        ? containsJapaneseText(record.target)
        : [...record.addedNodes].some((node) => containsJapaneseText(node)),
    );
    if (!found && !requested) return;
    observer.disconnect();
    loadJapaneseFont();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
}
