import { describe, expect, it } from 'vitest';
import { containsJapaneseText } from './japanese-font.ts';

function html(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe('Japanese text that needs the Japanese font', () => {
  it('is found in kana, kanji and full-width text', () => {
    expect(containsJapaneseText(html('<h3 lang="ja">スーパーマリオブラザーズ</h3>'))).toBe(true);
    expect(containsJapaneseText(html('<p>悪魔城ドラキュラ</p>'))).toBe(true);
    expect(containsJapaneseText(html('<p>ＡＢＣ！</p>'))).toBe(true);
    expect(containsJapaneseText(document.createTextNode('ゼルダの伝説'))).toBe(true);
  });

  it('is not found in Latin text, symbols or the language picker', () => {
    expect(containsJapaneseText(html('<h1>Super Mario Bros. → ★ © ·</h1>'))).toBe(false);
    const picker = html(
      '<header><select data-japanese-font="on-focus"><option lang="ja">🇯🇵 日本語 (ja)</option></select></header>',
    );
    expect(containsJapaneseText(picker)).toBe(false);
    expect(containsJapaneseText(picker.querySelector('option')!.firstChild!)).toBe(false);
  });

  it("is found in another select's options (a game card's version picker)", () => {
    expect(containsJapaneseText(html('<select><option>NTSC-J · スーパーマリオUSA</option></select>'))).toBe(true);
  });
});
