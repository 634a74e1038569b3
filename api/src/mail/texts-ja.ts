import { lines, type MailTexts, type RequestResult, type RequestType } from './mail-texts.ts';

const request = (type: RequestType) => (type === 'EDIT' ? '編集リクエスト' : '削除リクエスト');
const outcome: Record<RequestResult, string> = {
  approved: '承認され、反映されました',
  rejected: '却下されました',
  reset: '明確な多数に届かなかったため、投票がやり直しになりました（これまでの票は消去されました）',
  conflict: '却下されました（提出後に、同じ箇所でゲームの情報が変更されていたため）',
};
const headline: Record<RequestResult, string> = {
  approved: '承認されました',
  rejected: '却下されました',
  reset: '再投票になりました',
  conflict: '却下されました',
};

export const ja: MailTexts = {
  passwordReset: ({ link, minutes }) => ({
    subject: 'Cartridge Vault のパスワード再設定',
    text: lines(
      'このメールアドレスを使用している Cartridge Vault アカウントのパスワード再設定が申請されました。',
      '',
      `次のリンクから新しいパスワードを設定してください（リンクは1回限り、${minutes}分間有効です）：`,
      link,
      '',
      'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
    ),
  }),
  emailVerification: ({ link, hours }) => ({
    subject: 'Cartridge Vault のメールアドレスを確認してください',
    text: lines(
      'Cartridge Vault へようこそ！投票・コメント・リクエストの提出を行うには、このアドレスがあなたのものであることを確認してください：',
      link,
      '',
      `リンクは1回限り、${hours}時間有効です。設定画面から新しいリンクを依頼できます。`,
      'お心当たりがない場合は、このメールを無視してください。',
    ),
  }),
  signUpAttempt: ({ link }) => ({
    subject: 'あなたのアドレスで Cartridge Vault への登録が試みられました',
    text: lines(
      'どなたか（おそらくあなた）が、すでにアカウントのあるこのアドレスで Cartridge Vault のアカウントを作成しようとしました。新しいアカウントは作成されていません。',
      '',
      `アカウントを使うには、こちらからログインしてください（パスワードを忘れた場合はそこで再設定できます）：${link}`,
      '',
      'お心当たりがない場合は、このメールを無視してください。アカウントは変更されていません。',
    ),
  }),
  passwordChanged: () => ({
    subject: 'Cartridge Vault のパスワードが変更されました',
    text: lines(
      'Cartridge Vault アカウントのパスワードが変更され、ほかのセッションはすべてログアウトされました。',
      '',
      'お心当たりがない場合は、すぐにパスワードを再設定し、お問い合わせください。',
    ),
  }),
  passwordWasReset: () => ({
    subject: 'Cartridge Vault のパスワードが再設定されました',
    text: lines(
      'メールで送られたリンクから Cartridge Vault アカウントのパスワードが再設定され、すべてのセッションがログアウトされました。',
      '',
      'お心当たりがない場合は、すぐにもう一度パスワードを再設定し、お問い合わせください。',
    ),
  }),
  emailChanged: ({ newEmail }) => ({
    subject: 'Cartridge Vault のメールアドレスが変更されました',
    text: lines(
      `Cartridge Vault アカウントのメールアドレスが ${newEmail} に変更されました。`,
      '',
      'お心当たりがない場合は、すぐにお問い合わせください。',
    ),
  }),
  securityQuestionChanged: () => ({
    subject: 'Cartridge Vault の秘密の質問が変更されました',
    text: lines(
      'Cartridge Vault アカウントの秘密の質問が変更されました。この質問は、忘れたパスワードを再設定するときに尋ねられます。',
      '',
      'お心当たりがない場合は、すぐにパスワードと秘密の質問を変更し、お問い合わせください。',
    ),
  }),
  collectionGameRequest: ({ gameTitle, type, link }) => ({
    subject: `コレクション内のゲーム「${gameTitle}」に${request(type)}が届きました`,
    text: lines(
      `あなたのコレクションにある「${gameTitle}」に${request(type)}が提出されました。`,
      '',
      `内容を確認して投票してください：${link}`,
    ),
  }),
  requestResult: ({ gameTitle, type, link, result, byModerator }) => ({
    subject: `「${gameTitle}」への${request(type)}が${headline[result]}`,
    text: lines(
      `${byModerator ? 'モデレーターの判断により、' : ''}「${gameTitle}」へのあなたの${request(type)}は${outcome[result]}。`,
      '',
      link,
    ),
  }),
  collectionGameRemoved: ({ gameTitle, link }) => ({
    subject: `「${gameTitle}」がカタログから削除されました`,
    text: lines(
      `コミュニティの承認により、「${gameTitle}」（またはその一部のバージョン）がカタログから削除されました。`,
      '削除されたバージョンのコピーは、あなたのコレクションから外れました。',
      '',
      `リクエスト：${link}`,
    ),
  }),
  wantedForTrade: ({ friendName, gameTitle, link }) => ({
    subject: `${friendName}さんが「${gameTitle}」を交換に出しています`,
    text: lines(
      `フレンドの${friendName}さんが「${gameTitle}」を交換可能にしました。あなたのほしいものリストにあるタイトルです。`,
      '',
      `プロフィール：${link}`,
    ),
  }),
};
