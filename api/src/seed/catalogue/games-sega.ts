// Real games for Sega's systems: SG-1000, Master System, Mega Drive / Genesis, Mega-CD, 32X, Saturn, Dreamcast, Game Gear.
import type { SeedGame } from './types.ts';

export const segaGames: SeedGame[] = [
  // SG-1000
  {
    title: 'Congo Bongo',
    console: 'sg1000',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [{ title: 'コンゴボンゴ', region: 'NTSC_J', revision: '1.0', releaseDate: '1983-07-15' }],
  },
  {
    title: 'Star Jacker',
    console: 'sg1000',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [{ title: 'スタージャッカー', region: 'NTSC_J', revision: '1.0', releaseDate: '1983-07-15' }],
  },
  {
    title: "Girl's Garden",
    console: 'sg1000',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [{ title: 'ガールズガーデン', region: 'NTSC_J', revision: '1.0', releaseDate: '1985-10-01' }],
  },

  // Master System / Mark III
  {
    title: 'Hang-On',
    console: 'sms',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [
      { title: 'ハングオン', region: 'NTSC_J', revision: '1.0', releaseDate: '1985-10-20' },
      { title: 'Hang-On', region: 'NTSC_U', revision: '1.0', releaseDate: '1986-09-01' },
    ],
  },
  {
    title: 'Fantasy Zone',
    console: 'sms',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [{ title: 'ファンタジーゾーン', region: 'NTSC_J', revision: '1.0', releaseDate: '1986-06-15' }],
  },
  {
    title: 'Alex Kidd in Miracle World',
    console: 'sms',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [
      { title: 'アレックスキッドのミラクルワールド', region: 'NTSC_J', revision: '1.0', releaseDate: '1986-11-01' },
      { title: 'Alex Kidd in Miracle World', region: 'NTSC_U', revision: '1.0', releaseDate: '1986-11-01' },
    ],
  },
  {
    title: 'Wonder Boy in Monster Land',
    console: 'sms',
    developers: ['Westone'],
    publishers: ['Sega', 'Tectoy'],
    versions: [
      {
        title: 'スーパーワンダーボーイ モンスターワールド',
        region: 'NTSC_J',
        revision: '1.0',
        releaseDate: '1987-01-31',
        publishers: ['Sega'],
      },
      {
        title: 'Wonder Boy in Monster Land',
        region: 'NTSC_U',
        revision: '1.0',
        releaseDate: '1988-05-01',
        publishers: ['Sega'],
      },
      {
        title: 'Mônica no Castelo do Dragão',
        region: 'OTHER',
        country: 'Brazil',
        revision: '1.0',
        releaseDate: '1991-01-01',
        publishers: ['Tectoy'],
      },
    ],
  },
  {
    title: 'Phantasy Star',
    console: 'sms',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [
      { title: 'ファンタシースター', region: 'NTSC_J', revision: '1.0', releaseDate: '1987-12-20' },
      { title: 'Phantasy Star', region: 'NTSC_U', revision: '1.0', releaseDate: '1988-11-01' },
    ],
  },
  {
    title: "Wonder Boy III: The Dragon's Trap",
    console: 'sms',
    developers: ['Westone'],
    publishers: ['Sega'],
    versions: [
      { title: "Wonder Boy III: The Dragon's Trap", region: 'NTSC_U', revision: '1.0', releaseDate: '1989-09-01' },
      { title: "Wonder Boy III: The Dragon's Trap", region: 'PAL', revision: '1.0', releaseDate: '1989-09-01' },
    ],
  },
  {
    title: 'Sonic the Hedgehog',
    console: 'sms',
    developers: ['Ancient'],
    publishers: ['Sega'],
    versions: [{ title: 'Sonic the Hedgehog', region: 'PAL', revision: '1.0', releaseDate: '1991-10-25' }],
  },

  // Mega Drive / Genesis
  {
    title: 'Altered Beast',
    console: 'md',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [
      { title: '獣王記', region: 'NTSC_J', revision: '1.0', releaseDate: '1988-11-27' },
      { title: 'Altered Beast', region: 'NTSC_U', revision: '1.0', releaseDate: '1989-08-14' },
      { title: 'Altered Beast', region: 'PAL', revision: '1.0', releaseDate: '1990-11-30' },
    ],
  },
  {
    title: 'Golden Axe',
    console: 'md',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [
      { title: 'Golden Axe', region: 'NTSC_U', revision: '1.0', releaseDate: '1989-12-01' },
      { title: 'ゴールデンアックス', region: 'NTSC_J', revision: '1.0', releaseDate: '1989-12-23' },
    ],
  },
  {
    title: 'Castle of Illusion Starring Mickey Mouse',
    console: 'md',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [
      {
        title: 'Castle of Illusion Starring Mickey Mouse',
        region: 'NTSC_U',
        revision: '1.0',
        releaseDate: '1990-11-01',
      },
      {
        title: 'アイラブミッキーマウス ふしぎのお城大冒険',
        region: 'NTSC_J',
        revision: '1.0',
        releaseDate: '1990-11-21',
      },
      { title: 'Castle of Illusion Starring Mickey Mouse', region: 'PAL', revision: '1.0', releaseDate: '1990-12-01' },
    ],
  },
  {
    title: 'Sonic the Hedgehog',
    console: 'md',
    developers: ['Sonic Team'],
    publishers: ['Sega'],
    versions: [
      { title: 'Sonic the Hedgehog', region: 'NTSC_U', revision: '1.0', releaseDate: '1991-06-23' },
      { title: 'Sonic the Hedgehog', region: 'PAL', revision: '1.0', releaseDate: '1991-06-23' },
      { title: 'ソニック・ザ・ヘッジホッグ', region: 'NTSC_J', revision: '1.0', releaseDate: '1991-07-26' },
    ],
  },
  {
    title: 'Shining Force',
    console: 'md',
    developers: ['Climax Entertainment', 'Sonic! Software Planning'],
    publishers: ['Sega'],
    versions: [
      { title: 'シャイニング・フォース 神々の遺産', region: 'NTSC_J', revision: '1.0', releaseDate: '1992-03-20' },
      { title: 'Shining Force', region: 'NTSC_U', revision: '1.0', releaseDate: '1993-07-01' },
    ],
  },
  {
    title: 'Thunder Force IV',
    console: 'md',
    developers: ['Technosoft'],
    publishers: ['Technosoft', 'Sega'],
    versions: [
      {
        title: 'サンダーフォースIV',
        region: 'NTSC_J',
        revision: '1.0',
        releaseDate: '1992-07-24',
        publishers: ['Technosoft'],
      },
      {
        title: 'Lightening Force: Quest for the Darkstar',
        region: 'NTSC_U',
        revision: '1.0',
        releaseDate: '1992-10-01',
        publishers: ['Sega'],
      },
    ],
  },
  {
    title: 'Landstalker',
    console: 'md',
    developers: ['Climax Entertainment'],
    publishers: ['Sega'],
    versions: [
      { title: 'ランドストーカー 皇帝の財宝', region: 'NTSC_J', revision: '1.0', releaseDate: '1992-10-30' },
      { title: 'Landstalker', region: 'NTSC_U', revision: '1.0', releaseDate: '1993-10-01' },
    ],
  },
  {
    title: 'Sonic the Hedgehog 2',
    console: 'md',
    developers: ['Sega Technical Institute', 'Sonic Team'],
    publishers: ['Sega'],
    versions: [
      { title: 'ソニック・ザ・ヘッジホッグ2', region: 'NTSC_J', revision: '1.0', releaseDate: '1992-11-21' },
      { title: 'Sonic the Hedgehog 2', region: 'NTSC_U', revision: '1.0', releaseDate: '1992-11-24' },
      { title: 'Sonic the Hedgehog 2', region: 'PAL', revision: '1.0', releaseDate: '1992-11-24' },
    ],
  },
  {
    title: 'Streets of Rage 2',
    console: 'md',
    developers: ['Sega', 'Ancient'],
    publishers: ['Sega'],
    versions: [
      { title: 'Streets of Rage 2', region: 'NTSC_U', revision: '1.0', releaseDate: '1992-12-01' },
      { title: 'ベア・ナックルII 死闘への鎮魂歌', region: 'NTSC_J', revision: '1.0', releaseDate: '1993-01-14' },
      { title: 'Streets of Rage 2', region: 'PAL', revision: '1.0', releaseDate: '1993-01-01' },
    ],
  },
  {
    title: 'Ecco the Dolphin',
    console: 'md',
    developers: ['Novotrade'],
    publishers: ['Sega'],
    versions: [
      { title: 'Ecco the Dolphin', region: 'NTSC_U', revision: '1.0', releaseDate: '1992-12-01' },
      { title: 'エコー・ザ・ドルフィン', region: 'NTSC_J', revision: '1.0', releaseDate: '1993-07-30' },
    ],
  },
  {
    title: 'Shinobi III: Return of the Ninja Master',
    console: 'md',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [
      { title: 'ザ・スーパー忍II', region: 'NTSC_J', revision: '1.0', releaseDate: '1993-07-23' },
      {
        title: 'Shinobi III: Return of the Ninja Master',
        region: 'NTSC_U',
        revision: '1.0',
        releaseDate: '1993-08-01',
      },
    ],
  },
  {
    title: 'Rocket Knight Adventures',
    console: 'md',
    developers: ['Konami'],
    publishers: ['Konami'],
    versions: [
      { title: 'Rocket Knight Adventures', region: 'NTSC_U', revision: '1.0', releaseDate: '1993-08-01' },
      { title: 'ロケットナイトアドベンチャーズ', region: 'NTSC_J', revision: '1.0', releaseDate: '1993-08-06' },
    ],
  },
  {
    title: 'Gunstar Heroes',
    console: 'md',
    developers: ['Treasure'],
    publishers: ['Sega'],
    versions: [
      { title: 'Gunstar Heroes', region: 'NTSC_U', revision: '1.0', releaseDate: '1993-09-09' },
      { title: 'ガンスターヒーローズ', region: 'NTSC_J', revision: '1.0', releaseDate: '1993-09-10' },
    ],
  },
  {
    title: 'Mortal Kombat',
    console: 'md',
    developers: ['Probe Software'],
    publishers: ['Arena Entertainment'],
    versions: [
      { title: 'Mortal Kombat', region: 'NTSC_U', revision: '1.0', releaseDate: '1993-09-13' },
      { title: 'Mortal Kombat', region: 'PAL', revision: '1.0', releaseDate: '1993-09-13' },
    ],
  },
  {
    title: "Street Fighter II': Special Champion Edition",
    console: 'md',
    developers: ['Capcom'],
    publishers: ['Capcom'],
    versions: [
      {
        title: "Street Fighter II': Special Champion Edition",
        region: 'NTSC_U',
        revision: '1.0',
        releaseDate: '1993-09-27',
      },
      { title: 'ストリートファイターII ダッシュプラス', region: 'NTSC_J', revision: '1.0', releaseDate: '1993-09-28' },
      {
        title: "Street Fighter II': Special Champion Edition",
        region: 'PAL',
        revision: '1.0',
        releaseDate: '1993-09-28',
      },
    ],
  },
  {
    title: 'Aladdin',
    console: 'md',
    developers: ['Virgin Games'],
    publishers: ['Sega'],
    versions: [
      { title: 'Aladdin', region: 'NTSC_U', revision: '1.0', releaseDate: '1993-11-11' },
      { title: 'Aladdin', region: 'PAL', revision: '1.0', releaseDate: '1993-11-11' },
      { title: 'ディズニー アラジン', region: 'NTSC_J', revision: '1.0', releaseDate: '1993-11-12' },
    ],
  },
  {
    title: 'Phantasy Star IV: The End of the Millennium',
    console: 'md',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [
      { title: 'ファンタシースター 千年紀の終りに', region: 'NTSC_J', revision: '1.0', releaseDate: '1993-12-17' },
      { title: 'Phantasy Star IV', region: 'NTSC_U', revision: '1.0', releaseDate: '1995-02-01' },
    ],
  },
  {
    title: 'Sonic the Hedgehog 3',
    console: 'md',
    developers: ['Sega Technical Institute'],
    publishers: ['Sega'],
    versions: [
      { title: 'Sonic the Hedgehog 3', region: 'NTSC_U', revision: '1.0', releaseDate: '1994-02-02' },
      { title: 'Sonic the Hedgehog 3', region: 'PAL', revision: '1.0', releaseDate: '1994-02-24' },
      { title: 'ソニック・ザ・ヘッジホッグ3', region: 'NTSC_J', revision: '1.0', releaseDate: '1994-05-27' },
    ],
  },
  {
    title: 'Sonic & Knuckles',
    console: 'md',
    developers: ['Sega Technical Institute'],
    publishers: ['Sega'],
    versions: [
      { title: 'Sonic & Knuckles', region: 'NTSC_U', revision: '1.0', releaseDate: '1994-10-18' },
      { title: 'Sonic & Knuckles', region: 'PAL', revision: '1.0', releaseDate: '1994-10-18' },
      { title: 'ソニック&ナックルズ', region: 'NTSC_J', revision: '1.0', releaseDate: '1994-10-18' },
    ],
  },
  {
    title: 'Earthworm Jim',
    console: 'md',
    developers: ['Shiny Entertainment'],
    publishers: ['Playmates Interactive', 'Virgin Interactive'],
    versions: [
      {
        title: 'Earthworm Jim',
        region: 'NTSC_U',
        revision: '1.0',
        releaseDate: '1994-10-01',
        publishers: ['Playmates Interactive'],
      },
      {
        title: 'Earthworm Jim',
        region: 'PAL',
        revision: '1.0',
        releaseDate: '1994-11-01',
        publishers: ['Virgin Interactive'],
      },
    ],
  },
  {
    title: 'Comix Zone',
    console: 'md',
    developers: ['Sega Technical Institute'],
    publishers: ['Sega'],
    versions: [
      { title: 'Comix Zone', region: 'NTSC_U', revision: '1.0', releaseDate: '1995-08-02' },
      { title: 'コミックスゾーン', region: 'NTSC_J', revision: '1.0', releaseDate: '1995-09-01' },
      { title: 'Comix Zone', region: 'PAL', revision: '1.0', releaseDate: '1995-09-01' },
    ],
  },
  {
    title: 'Vectorman',
    console: 'md',
    developers: ['BlueSky Software'],
    publishers: ['Sega'],
    versions: [
      { title: 'Vectorman', region: 'NTSC_U', revision: '1.0', releaseDate: '1995-10-24' },
      { title: 'Vectorman', region: 'PAL', revision: '1.0', releaseDate: '1995-11-30' },
    ],
  },

  // Mega-CD / Sega CD
  {
    title: 'Lunar: The Silver Star',
    console: 'segacd',
    developers: ['Game Arts', 'Studio Alex'],
    publishers: ['Game Arts', 'Working Designs'],
    versions: [
      {
        title: 'ルナ ザ・シルバースター',
        region: 'NTSC_J',
        revision: '1.0',
        releaseDate: '1992-06-26',
        publishers: ['Game Arts'],
      },
      {
        title: 'Lunar: The Silver Star',
        region: 'NTSC_U',
        revision: '1.0',
        releaseDate: '1993-12-01',
        publishers: ['Working Designs'],
      },
    ],
  },
  {
    title: 'Night Trap',
    console: 'segacd',
    developers: ['Digital Pictures'],
    publishers: ['Sega'],
    versions: [{ title: 'Night Trap', region: 'NTSC_U', revision: '1.0', releaseDate: '1992-10-15' }],
  },
  {
    title: 'Sonic CD',
    console: 'segacd',
    developers: ['Sonic Team'],
    publishers: ['Sega'],
    versions: [
      { title: 'ソニック・ザ・ヘッジホッグCD', region: 'NTSC_J', revision: '1.0', releaseDate: '1993-09-23' },
      { title: 'Sonic CD', region: 'PAL', revision: '1.0', releaseDate: '1993-10-01' },
      { title: 'Sonic CD', region: 'NTSC_U', revision: '1.0', releaseDate: '1993-11-19' },
    ],
  },
  {
    title: 'Snatcher',
    console: 'segacd',
    developers: ['Konami'],
    publishers: ['Konami'],
    versions: [
      { title: 'Snatcher', region: 'NTSC_U', revision: '1.0', releaseDate: '1994-12-01' },
      { title: 'Snatcher', region: 'PAL', revision: '1.0', releaseDate: '1995-01-01' },
    ],
  },
  {
    title: 'Lunar: Eternal Blue',
    console: 'segacd',
    developers: ['Game Arts'],
    publishers: ['Game Arts', 'Working Designs'],
    versions: [
      {
        title: 'ルナ エターナルブルー',
        region: 'NTSC_J',
        revision: '1.0',
        releaseDate: '1994-12-22',
        publishers: ['Game Arts'],
      },
      {
        title: 'Lunar: Eternal Blue',
        region: 'NTSC_U',
        revision: '1.0',
        releaseDate: '1995-09-01',
        publishers: ['Working Designs'],
      },
    ],
  },

  // 32X
  {
    title: 'Virtua Racing Deluxe',
    console: '32x',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [
      { title: 'Virtua Racing Deluxe', region: 'NTSC_U', revision: '1.0', releaseDate: '1994-11-21' },
      { title: 'Virtua Racing Deluxe', region: 'PAL', revision: '1.0', releaseDate: '1994-12-01' },
      { title: 'バーチャレーシング デラックス', region: 'NTSC_J', revision: '1.0', releaseDate: '1994-12-16' },
    ],
  },
  {
    title: 'Star Wars Arcade',
    console: '32x',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [
      { title: 'Star Wars Arcade', region: 'NTSC_U', revision: '1.0', releaseDate: '1994-11-21' },
      { title: 'スター・ウォーズ アーケード', region: 'NTSC_J', revision: '1.0', releaseDate: '1994-12-03' },
      { title: 'Star Wars Arcade', region: 'PAL', revision: '1.0', releaseDate: '1994-12-01' },
    ],
  },
  {
    title: 'Doom',
    console: '32x',
    developers: ['id Software', 'Sega'],
    publishers: ['Sega'],
    versions: [
      { title: 'Doom', region: 'NTSC_U', revision: '1.0', releaseDate: '1994-11-21' },
      { title: 'ドゥーム', region: 'NTSC_J', revision: '1.0', releaseDate: '1994-12-03' },
      { title: 'Doom', region: 'PAL', revision: '1.0', releaseDate: '1994-12-01' },
    ],
  },
  {
    title: "Knuckles' Chaotix",
    console: '32x',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [
      { title: "Knuckles' Chaotix", region: 'NTSC_U', revision: '1.0', releaseDate: '1995-04-20' },
      { title: 'カオティクス', region: 'NTSC_J', revision: '1.0', releaseDate: '1995-04-21' },
      { title: "Knuckles' Chaotix", region: 'PAL', revision: '1.0', releaseDate: '1995-05-01' },
    ],
  },
  {
    title: 'Kolibri',
    console: '32x',
    developers: ['Novotrade'],
    publishers: ['Sega'],
    versions: [{ title: 'Kolibri', region: 'NTSC_U', revision: '1.0', releaseDate: '1995-11-01' }],
  },

  // Sega Saturn
  {
    title: 'Virtua Fighter',
    console: 'saturn',
    developers: ['Sega AM2'],
    publishers: ['Sega'],
    versions: [
      { title: 'バーチャファイター', region: 'NTSC_J', revision: '1.0', releaseDate: '1994-11-22' },
      { title: 'Virtua Fighter', region: 'NTSC_U', revision: '1.0', releaseDate: '1995-05-11' },
      { title: 'Virtua Fighter', region: 'PAL', revision: '1.0', releaseDate: '1995-07-08' },
    ],
  },
  {
    title: 'Panzer Dragoon',
    console: 'saturn',
    developers: ['Team Andromeda'],
    publishers: ['Sega'],
    versions: [
      { title: 'パンツァードラグーン', region: 'NTSC_J', revision: '1.0', releaseDate: '1995-03-10' },
      { title: 'Panzer Dragoon', region: 'NTSC_U', revision: '1.0', releaseDate: '1995-05-11' },
      { title: 'Panzer Dragoon', region: 'PAL', revision: '1.0', releaseDate: '1995-06-01' },
    ],
  },
  {
    title: 'Virtua Fighter 2',
    console: 'saturn',
    developers: ['Sega AM2'],
    publishers: ['Sega'],
    versions: [
      { title: 'Virtua Fighter 2', region: 'NTSC_U', revision: '1.0', releaseDate: '1995-11-30' },
      { title: 'バーチャファイター2', region: 'NTSC_J', revision: '1.0', releaseDate: '1995-12-01' },
    ],
  },
  {
    title: 'Sega Rally Championship',
    console: 'saturn',
    developers: ['Sega AM3'],
    publishers: ['Sega'],
    versions: [
      { title: 'セガラリー・チャンピオンシップ', region: 'NTSC_J', revision: '1.0', releaseDate: '1995-12-29' },
      { title: 'Sega Rally Championship', region: 'NTSC_U', revision: '1.0', releaseDate: '1996-01-01' },
    ],
  },
  {
    title: 'Guardian Heroes',
    console: 'saturn',
    developers: ['Treasure'],
    publishers: ['Sega'],
    versions: [
      { title: 'ガーディアンヒーローズ', region: 'NTSC_J', revision: '1.0', releaseDate: '1996-01-26' },
      { title: 'Guardian Heroes', region: 'NTSC_U', revision: '1.0', releaseDate: '1996-03-01' },
    ],
  },
  {
    title: 'Dragon Force',
    console: 'saturn',
    developers: ['J-Force', 'Sega'],
    publishers: ['Sega', 'Working Designs'],
    versions: [
      { title: 'ドラゴンフォース', region: 'NTSC_J', revision: '1.0', releaseDate: '1996-03-29', publishers: ['Sega'] },
      {
        title: 'Dragon Force',
        region: 'NTSC_U',
        revision: '1.0',
        releaseDate: '1996-10-01',
        publishers: ['Working Designs'],
      },
    ],
  },
  {
    title: 'Nights into Dreams...',
    console: 'saturn',
    developers: ['Sonic Team'],
    publishers: ['Sega'],
    versions: [
      { title: 'ナイツ', region: 'NTSC_J', revision: '1.0', releaseDate: '1996-07-05' },
      { title: 'Nights into Dreams...', region: 'NTSC_U', revision: '1.0', releaseDate: '1996-08-01' },
      { title: 'Nights into Dreams...', region: 'PAL', revision: '1.0', releaseDate: '1996-09-01' },
    ],
  },
  {
    title: 'Sakura Wars',
    console: 'saturn',
    developers: ['Sega', 'Red Company'],
    publishers: ['Sega'],
    versions: [{ title: 'サクラ大戦', region: 'NTSC_J', revision: '1.0', releaseDate: '1996-09-27' }],
  },
  {
    title: 'Shining Force III',
    console: 'saturn',
    developers: ['Camelot Software Planning'],
    publishers: ['Sega'],
    versions: [
      { title: 'シャイニング・フォースIII', region: 'NTSC_J', revision: '1.0', releaseDate: '1997-12-11' },
      { title: 'Shining Force III', region: 'NTSC_U', revision: '1.0', releaseDate: '1998-06-30' },
    ],
  },
  {
    title: 'Panzer Dragoon Saga',
    console: 'saturn',
    developers: ['Team Andromeda'],
    publishers: ['Sega'],
    versions: [
      { title: 'アゼル パンツァードラグーンRPG', region: 'NTSC_J', revision: '1.0', releaseDate: '1998-01-29' },
      { title: 'Panzer Dragoon Saga', region: 'NTSC_U', revision: '1.0', releaseDate: '1998-04-30' },
      { title: 'Panzer Dragoon Saga', region: 'PAL', revision: '1.0', releaseDate: '1998-06-05' },
    ],
  },
  {
    title: 'Radiant Silvergun',
    console: 'saturn',
    developers: ['Treasure'],
    publishers: ['ESP'],
    versions: [{ title: 'レイディアント シルバーガン', region: 'NTSC_J', revision: '1.0', releaseDate: '1998-07-23' }],
  },

  // Dreamcast
  {
    title: 'Sonic Adventure',
    console: 'dc',
    developers: ['Sonic Team'],
    publishers: ['Sega'],
    versions: [
      { title: 'ソニックアドベンチャー', region: 'NTSC_J', revision: '1.0', releaseDate: '1998-12-23' },
      { title: 'Sonic Adventure', region: 'NTSC_U', revision: '1.0', releaseDate: '1999-09-09' },
      { title: 'Sonic Adventure', region: 'PAL', revision: '1.0', releaseDate: '1999-10-14' },
    ],
  },
  {
    title: 'Power Stone',
    console: 'dc',
    developers: ['Capcom'],
    publishers: ['Capcom', 'Eidos Interactive'],
    versions: [
      { title: 'パワーストーン', region: 'NTSC_J', revision: '1.0', releaseDate: '1999-02-25', publishers: ['Capcom'] },
      { title: 'Power Stone', region: 'NTSC_U', revision: '1.0', releaseDate: '1999-09-09', publishers: ['Capcom'] },
      {
        title: 'Power Stone',
        region: 'PAL',
        revision: '1.0',
        releaseDate: '1999-10-14',
        publishers: ['Eidos Interactive'],
      },
    ],
  },
  {
    title: 'Soulcalibur',
    console: 'dc',
    developers: ['Namco'],
    publishers: ['Namco'],
    versions: [
      { title: 'ソウルキャリバー', region: 'NTSC_J', revision: '1.0', releaseDate: '1999-08-05' },
      { title: 'Soulcalibur', region: 'NTSC_U', revision: '1.0', releaseDate: '1999-09-09' },
      { title: 'Soulcalibur', region: 'PAL', revision: '1.0', releaseDate: '1999-10-14' },
    ],
  },
  {
    title: 'ChuChu Rocket!',
    console: 'dc',
    developers: ['Sonic Team'],
    publishers: ['Sega'],
    versions: [
      { title: 'チューチューロケット!', region: 'NTSC_J', revision: '1.0', releaseDate: '1999-11-11' },
      { title: 'ChuChu Rocket!', region: 'NTSC_U', revision: '1.0', releaseDate: '2000-03-07' },
      { title: 'ChuChu Rocket!', region: 'PAL', revision: '1.0', releaseDate: '2000-06-09' },
    ],
  },
  {
    title: 'Space Channel 5',
    console: 'dc',
    developers: ['United Game Artists'],
    publishers: ['Sega'],
    versions: [
      { title: 'スペースチャンネル5', region: 'NTSC_J', revision: '1.0', releaseDate: '1999-12-16' },
      { title: 'Space Channel 5', region: 'NTSC_U', revision: '1.0', releaseDate: '2000-06-04' },
    ],
  },
  {
    title: 'Shenmue',
    console: 'dc',
    developers: ['Sega AM2'],
    publishers: ['Sega'],
    versions: [
      { title: 'シェンムー 一章 横須賀', region: 'NTSC_J', revision: '1.0', releaseDate: '1999-12-29' },
      { title: 'Shenmue', region: 'NTSC_U', revision: '1.0', releaseDate: '2000-11-08' },
      { title: 'Shenmue', region: 'PAL', revision: '1.0', releaseDate: '2000-12-01' },
    ],
  },
  {
    title: 'Crazy Taxi',
    console: 'dc',
    developers: ['Hitmaker'],
    publishers: ['Sega'],
    versions: [
      { title: 'クレイジータクシー', region: 'NTSC_J', revision: '1.0', releaseDate: '2000-01-27' },
      { title: 'Crazy Taxi', region: 'NTSC_U', revision: '1.0', releaseDate: '2000-02-01' },
      { title: 'Crazy Taxi', region: 'PAL', revision: '1.0', releaseDate: '2000-03-03' },
    ],
  },
  {
    title: 'Resident Evil – Code: Veronica',
    console: 'dc',
    developers: ['Capcom', 'Nextech'],
    publishers: ['Capcom', 'Eidos Interactive'],
    versions: [
      {
        title: 'バイオハザード コード:ベロニカ',
        region: 'NTSC_J',
        revision: '1.0',
        releaseDate: '2000-02-03',
        publishers: ['Capcom'],
      },
      {
        title: 'Resident Evil – Code: Veronica',
        region: 'NTSC_U',
        revision: '1.0',
        releaseDate: '2000-02-29',
        publishers: ['Capcom'],
      },
      {
        title: 'Resident Evil – Code: Veronica',
        region: 'PAL',
        revision: '1.0',
        releaseDate: '2000-05-26',
        publishers: ['Eidos Interactive'],
      },
    ],
  },
  {
    title: 'Marvel vs. Capcom 2: New Age of Heroes',
    console: 'dc',
    developers: ['Capcom'],
    publishers: ['Capcom', 'Virgin Interactive'],
    versions: [
      {
        title: 'マーヴル VS. カプコン2 ニューエイジ オブ ヒーローズ',
        region: 'NTSC_J',
        revision: '1.0',
        releaseDate: '2000-03-30',
        publishers: ['Capcom'],
      },
      {
        title: 'Marvel vs. Capcom 2: New Age of Heroes',
        region: 'NTSC_U',
        revision: '1.0',
        releaseDate: '2000-06-29',
        publishers: ['Capcom'],
      },
      {
        title: 'Marvel vs. Capcom 2: New Age of Heroes',
        region: 'PAL',
        revision: '1.0',
        releaseDate: '2000-07-01',
        publishers: ['Virgin Interactive'],
      },
    ],
  },
  {
    title: 'Jet Set Radio',
    console: 'dc',
    developers: ['Smilebit'],
    publishers: ['Sega'],
    versions: [
      { title: 'ジェットセットラジオ', region: 'NTSC_J', revision: '1.0', releaseDate: '2000-06-29' },
      { title: 'Jet Grind Radio', region: 'NTSC_U', revision: '1.0', releaseDate: '2000-10-30' },
      { title: 'Jet Set Radio', region: 'PAL', revision: '1.0', releaseDate: '2000-11-24' },
    ],
  },
  {
    title: 'Skies of Arcadia',
    console: 'dc',
    developers: ['Overworks'],
    publishers: ['Sega'],
    versions: [
      { title: 'エターナルアルカディア', region: 'NTSC_J', revision: '1.0', releaseDate: '2000-10-05' },
      { title: 'Skies of Arcadia', region: 'NTSC_U', revision: '1.0', releaseDate: '2000-11-13' },
      { title: 'Skies of Arcadia', region: 'PAL', revision: '1.0', releaseDate: '2001-04-06' },
    ],
  },
  {
    title: 'Phantasy Star Online',
    console: 'dc',
    developers: ['Sonic Team'],
    publishers: ['Sega'],
    versions: [
      { title: 'ファンタシースターオンライン', region: 'NTSC_J', revision: '1.0', releaseDate: '2000-12-21' },
      { title: 'Phantasy Star Online', region: 'NTSC_U', revision: '1.0', releaseDate: '2001-01-29' },
      { title: 'Phantasy Star Online', region: 'PAL', revision: '1.0', releaseDate: '2001-02-23' },
    ],
  },
  {
    title: 'Ikaruga',
    console: 'dc',
    developers: ['Treasure'],
    publishers: ['ESP'],
    versions: [{ title: '斑鳩', region: 'NTSC_J', revision: '1.0', releaseDate: '2002-09-05' }],
  },

  // Game Gear
  {
    title: 'Columns',
    console: 'gg',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [
      { title: 'コラムス', region: 'NTSC_J', revision: '1.0', releaseDate: '1990-10-06' },
      { title: 'Columns', region: 'NTSC_U', revision: '1.0', releaseDate: '1991-04-01' },
    ],
  },
  {
    title: 'The G.G. Shinobi',
    console: 'gg',
    developers: ['Sega'],
    publishers: ['Sega'],
    versions: [
      { title: 'ザ・GG忍', region: 'NTSC_J', revision: '1.0', releaseDate: '1991-04-26' },
      { title: 'The G.G. Shinobi', region: 'NTSC_U', revision: '1.0', releaseDate: '1991-05-01' },
    ],
  },
  {
    title: 'Sonic the Hedgehog',
    console: 'gg',
    developers: ['Ancient'],
    publishers: ['Sega'],
    versions: [
      { title: 'Sonic the Hedgehog', region: 'NTSC_U', revision: '1.0', releaseDate: '1991-12-01' },
      { title: 'Sonic the Hedgehog', region: 'PAL', revision: '1.0', releaseDate: '1991-12-01' },
      { title: 'ソニック・ザ・ヘッジホッグ', region: 'NTSC_J', revision: '1.0', releaseDate: '1991-12-28' },
    ],
  },
  {
    title: 'Sonic the Hedgehog 2',
    console: 'gg',
    developers: ['Aspect'],
    publishers: ['Sega'],
    versions: [
      { title: 'Sonic the Hedgehog 2', region: 'PAL', revision: '1.0', releaseDate: '1992-10-29' },
      { title: 'Sonic the Hedgehog 2', region: 'NTSC_U', revision: '1.0', releaseDate: '1992-11-01' },
      { title: 'ソニック・ザ・ヘッジホッグ2', region: 'NTSC_J', revision: '1.0', releaseDate: '1992-11-21' },
    ],
  },
  {
    title: 'Tails Adventure',
    console: 'gg',
    developers: ['Aspect'],
    publishers: ['Sega'],
    versions: [
      { title: 'Tails Adventure', region: 'NTSC_U', revision: '1.0', releaseDate: '1995-09-01' },
      { title: 'テイルスアドベンチャー', region: 'NTSC_J', revision: '1.0', releaseDate: '1995-09-22' },
    ],
  },
];
