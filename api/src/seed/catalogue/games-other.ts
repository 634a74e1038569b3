// Real games for Atari, NEC, SNK, Bandai and other manufacturers' systems.
// Several early cartridge releases are only documented to the month or year; those use the 1st.
import type { SeedGame } from './types.ts';

export const otherGames: SeedGame[] = [
  // Atari 2600
  {
    title: 'Combat',
    console: 'a2600',
    developers: ['Atari'],
    publishers: ['Atari'],
    versions: [{ title: 'Combat', region: 'NTSC_U', revision: '1.0', releaseDate: '1977-09-11' }],
  },
  {
    title: 'Space Invaders',
    console: 'a2600',
    developers: ['Atari'],
    publishers: ['Atari'],
    versions: [{ title: 'Space Invaders', region: 'NTSC_U', revision: '1.0', releaseDate: '1980-03-10' }],
  },
  {
    title: 'Pac-Man',
    console: 'a2600',
    developers: ['Atari'],
    publishers: ['Atari'],
    versions: [{ title: 'Pac-Man', region: 'NTSC_U', revision: '1.0', releaseDate: '1982-03-16' }],
  },
  {
    title: 'Pitfall!',
    console: 'a2600',
    developers: ['Activision'],
    publishers: ['Activision'],
    versions: [{ title: 'Pitfall!', region: 'NTSC_U', revision: '1.0', releaseDate: '1982-04-20' }],
  },
  {
    title: "Yars' Revenge",
    console: 'a2600',
    developers: ['Atari'],
    publishers: ['Atari'],
    versions: [{ title: "Yars' Revenge", region: 'NTSC_U', revision: '1.0', releaseDate: '1982-05-01' }],
  },
  {
    title: 'E.T. the Extra-Terrestrial',
    console: 'a2600',
    developers: ['Atari'],
    publishers: ['Atari'],
    versions: [{ title: 'E.T. the Extra-Terrestrial', region: 'NTSC_U', revision: '1.0', releaseDate: '1982-12-01' }],
  },

  // Atari 5200
  {
    title: 'Super Breakout',
    console: 'a5200',
    developers: ['Atari'],
    publishers: ['Atari'],
    versions: [{ title: 'Super Breakout', region: 'NTSC_U', revision: '1.0', releaseDate: '1982-11-01' }],
  },
  {
    title: 'Star Raiders',
    console: 'a5200',
    developers: ['Atari'],
    publishers: ['Atari'],
    versions: [{ title: 'Star Raiders', region: 'NTSC_U', revision: '1.0', releaseDate: '1982-11-01' }],
  },
  {
    title: 'Missile Command',
    console: 'a5200',
    developers: ['Atari'],
    publishers: ['Atari'],
    versions: [{ title: 'Missile Command', region: 'NTSC_U', revision: '1.0', releaseDate: '1982-11-01' }],
  },

  // Atari 7800
  {
    title: 'Pole Position II',
    console: 'a7800',
    developers: ['General Computer Corporation'],
    publishers: ['Atari Corporation'],
    versions: [{ title: 'Pole Position II', region: 'NTSC_U', revision: '1.0', releaseDate: '1986-05-01' }],
  },
  {
    title: 'Joust',
    console: 'a7800',
    developers: ['General Computer Corporation'],
    publishers: ['Atari Corporation'],
    versions: [{ title: 'Joust', region: 'NTSC_U', revision: '1.0', releaseDate: '1986-05-01' }],
  },
  {
    title: 'Food Fight',
    console: 'a7800',
    developers: ['General Computer Corporation'],
    publishers: ['Atari Corporation'],
    versions: [{ title: 'Food Fight', region: 'NTSC_U', revision: '1.0', releaseDate: '1986-05-01' }],
  },

  // Atari Lynx
  {
    title: 'California Games',
    console: 'lynx',
    developers: ['Epyx'],
    publishers: ['Atari Corporation'],
    versions: [{ title: 'California Games', region: 'NTSC_U', revision: '1.0', releaseDate: '1989-09-01' }],
  },
  {
    title: 'Blue Lightning',
    console: 'lynx',
    developers: ['Epyx'],
    publishers: ['Atari Corporation'],
    versions: [{ title: 'Blue Lightning', region: 'NTSC_U', revision: '1.0', releaseDate: '1989-09-01' }],
  },
  {
    title: 'Gates of Zendocon',
    console: 'lynx',
    developers: ['Epyx'],
    publishers: ['Atari Corporation'],
    versions: [{ title: 'Gates of Zendocon', region: 'NTSC_U', revision: '1.0', releaseDate: '1989-09-01' }],
  },

  // Atari Jaguar
  {
    title: 'Cybermorph',
    console: 'jaguar',
    developers: ['Attention to Detail'],
    publishers: ['Atari Corporation'],
    versions: [{ title: 'Cybermorph', region: 'NTSC_U', revision: '1.0', releaseDate: '1993-11-23' }],
  },
  {
    title: 'Tempest 2000',
    console: 'jaguar',
    developers: ['Llamasoft'],
    publishers: ['Atari Corporation'],
    versions: [{ title: 'Tempest 2000', region: 'NTSC_U', revision: '1.0', releaseDate: '1994-04-13' }],
  },
  {
    title: 'Alien vs Predator',
    console: 'jaguar',
    developers: ['Rebellion Developments'],
    publishers: ['Atari Corporation'],
    versions: [{ title: 'Alien vs Predator', region: 'NTSC_U', revision: '1.0', releaseDate: '1994-10-20' }],
  },
  {
    title: 'Doom',
    console: 'jaguar',
    developers: ['id Software'],
    publishers: ['Atari Corporation'],
    versions: [{ title: 'Doom', region: 'NTSC_U', revision: '1.0', releaseDate: '1994-11-28' }],
  },

  // PC Engine / TurboGrafx-16
  {
    title: 'R-Type',
    console: 'pce',
    developers: ['Irem', 'Hudson Soft'],
    publishers: ['Hudson Soft', 'NEC'],
    versions: [
      { title: 'R-TYPE I', region: 'NTSC_J', revision: '1.0', releaseDate: '1988-03-25', publishers: ['Hudson Soft'] },
      { title: 'R-Type', region: 'NTSC_U', revision: '1.0', releaseDate: '1989-11-01', publishers: ['NEC'] },
    ],
  },
  {
    title: 'Keith Courage in Alpha Zones',
    console: 'pce',
    developers: ['Hudson Soft'],
    publishers: ['Hudson Soft', 'NEC'],
    versions: [
      {
        title: '魔神英雄伝ワタル',
        region: 'NTSC_J',
        revision: '1.0',
        releaseDate: '1988-08-30',
        publishers: ['Hudson Soft'],
      },
      {
        title: 'Keith Courage in Alpha Zones',
        region: 'NTSC_U',
        revision: '1.0',
        releaseDate: '1989-08-29',
        publishers: ['NEC'],
      },
    ],
  },
  {
    title: 'Military Madness',
    console: 'pce',
    developers: ['Hudson Soft'],
    publishers: ['Hudson Soft'],
    versions: [{ title: 'ネクタリス', region: 'NTSC_J', revision: '1.0', releaseDate: '1989-02-09' }],
  },
  {
    title: 'Blazing Lazers',
    console: 'pce',
    developers: ['Compile', 'Hudson Soft'],
    publishers: ['Hudson Soft', 'NEC'],
    versions: [
      {
        title: 'ガンヘッド',
        region: 'NTSC_J',
        revision: '1.0',
        releaseDate: '1989-07-07',
        publishers: ['Hudson Soft'],
      },
      { title: 'Blazing Lazers', region: 'NTSC_U', revision: '1.0', releaseDate: '1989-08-29', publishers: ['NEC'] },
    ],
  },
  {
    title: "Bonk's Adventure",
    console: 'pce',
    developers: ['Red Company', 'Atlus'],
    publishers: ['Hudson Soft', 'NEC'],
    versions: [
      { title: 'PC原人', region: 'NTSC_J', revision: '1.0', releaseDate: '1989-12-15', publishers: ['Hudson Soft'] },
      { title: "Bonk's Adventure", region: 'NTSC_U', revision: '1.0', releaseDate: '1990-04-01', publishers: ['NEC'] },
    ],
  },
  {
    title: 'Splatterhouse',
    console: 'pce',
    developers: ['Namco'],
    publishers: ['Namco'],
    versions: [{ title: 'スプラッターハウス', region: 'NTSC_J', revision: '1.0', releaseDate: '1990-04-03' }],
  },
  {
    title: "Devil's Crush",
    console: 'pce',
    developers: ['Compile'],
    publishers: ['Naxat Soft'],
    versions: [{ title: 'デビルクラッシュ', region: 'NTSC_J', revision: '1.0', releaseDate: '1990-07-20' }],
  },
  {
    title: "Bomberman '93",
    console: 'pce',
    developers: ['Hudson Soft'],
    publishers: ['Hudson Soft'],
    versions: [{ title: "ボンバーマン'93", region: 'NTSC_J', revision: '1.0', releaseDate: '1992-12-11' }],
  },

  // PC Engine CD-ROM² / TurboGrafx-CD
  {
    title: 'Ys Book I & II',
    console: 'pcecd',
    developers: ['Hudson Soft', 'Nihon Falcom'],
    publishers: ['Hudson Soft'],
    versions: [{ title: 'イースI・II', region: 'NTSC_J', revision: '1.0', releaseDate: '1989-12-21' }],
  },
  {
    title: 'Gate of Thunder',
    console: 'pcecd',
    developers: ['Red Company'],
    publishers: ['Hudson Soft'],
    versions: [{ title: 'ゲート オブ サンダー', region: 'NTSC_J', revision: '1.0', releaseDate: '1992-02-21' }],
  },
  {
    title: 'Tengai Makyō II: Manjimaru',
    console: 'pcecd',
    developers: ['Red Company'],
    publishers: ['Hudson Soft'],
    versions: [{ title: '天外魔境II 卍MARU', region: 'NTSC_J', revision: '1.0', releaseDate: '1992-03-26' }],
  },
  {
    title: 'Snatcher',
    console: 'pcecd',
    developers: ['Konami'],
    publishers: ['Konami'],
    versions: [{ title: 'スナッチャー', region: 'NTSC_J', revision: '1.0', releaseDate: '1992-10-23' }],
  },
  {
    title: 'Castlevania: Rondo of Blood',
    console: 'pcecd',
    developers: ['Konami'],
    publishers: ['Konami'],
    versions: [{ title: '悪魔城ドラキュラX 血の輪廻', region: 'NTSC_J', revision: '1.0', releaseDate: '1993-10-29' }],
  },

  // Neo Geo AES
  {
    title: 'Magician Lord',
    console: 'neogeo',
    developers: ['Alpha Denshi'],
    publishers: ['SNK'],
    versions: [{ title: 'マジシャンロード', region: 'NTSC_J', revision: '1.0', releaseDate: '1990-07-01' }],
  },
  {
    title: 'Fatal Fury: King of Fighters',
    console: 'neogeo',
    developers: ['SNK'],
    publishers: ['SNK'],
    versions: [{ title: '餓狼伝説 宿命の闘い', region: 'NTSC_J', revision: '1.0', releaseDate: '1991-12-20' }],
  },
  {
    title: 'Art of Fighting',
    console: 'neogeo',
    developers: ['SNK'],
    publishers: ['SNK'],
    versions: [{ title: '龍虎の拳', region: 'NTSC_J', revision: '1.0', releaseDate: '1992-12-11' }],
  },
  {
    title: 'Samurai Shodown',
    console: 'neogeo',
    developers: ['SNK'],
    publishers: ['SNK'],
    versions: [{ title: 'サムライスピリッツ', region: 'NTSC_J', revision: '1.0', releaseDate: '1993-08-11' }],
  },
  {
    title: 'Metal Slug',
    console: 'neogeo',
    developers: ['Nazca Corporation'],
    publishers: ['SNK'],
    versions: [{ title: 'メタルスラッグ', region: 'NTSC_J', revision: '1.0', releaseDate: '1996-05-24' }],
  },
  {
    title: "The King of Fighters '98",
    console: 'neogeo',
    developers: ['SNK'],
    publishers: ['SNK'],
    versions: [
      { title: "ザ・キング・オブ・ファイターズ'98", region: 'NTSC_J', revision: '1.0', releaseDate: '1998-09-23' },
    ],
  },
  {
    title: 'Garou: Mark of the Wolves',
    console: 'neogeo',
    developers: ['SNK'],
    publishers: ['SNK'],
    versions: [{ title: '餓狼 MARK OF THE WOLVES', region: 'NTSC_J', revision: '1.0', releaseDate: '2000-02-25' }],
  },

  // Neo Geo CD
  {
    title: "The King of Fighters '94",
    console: 'neogeocd',
    developers: ['SNK'],
    publishers: ['SNK'],
    versions: [
      { title: "ザ・キング・オブ・ファイターズ'94", region: 'NTSC_J', revision: '1.0', releaseDate: '1994-11-02' },
    ],
  },
  {
    title: 'Crossed Swords II',
    console: 'neogeocd',
    developers: ['ADK'],
    publishers: ['SNK'],
    versions: [{ title: 'クロスソードII', region: 'NTSC_J', revision: '1.0', releaseDate: '1995-05-02' }],
  },
  {
    title: "The King of Fighters '95",
    console: 'neogeocd',
    developers: ['SNK'],
    publishers: ['SNK'],
    versions: [
      { title: "ザ・キング・オブ・ファイターズ'95", region: 'NTSC_J', revision: '1.0', releaseDate: '1995-09-29' },
    ],
  },

  // Neo Geo Pocket Color
  {
    title: 'Metal Slug: 1st Mission',
    console: 'ngpc',
    developers: ['SNK'],
    publishers: ['SNK'],
    versions: [{ title: 'メタルスラッグ 1st Mission', region: 'NTSC_J', revision: '1.0', releaseDate: '1999-05-27' }],
  },
  {
    title: "SNK vs. Capcom: Card Fighters' Clash",
    console: 'ngpc',
    developers: ['SNK'],
    publishers: ['SNK'],
    versions: [
      { title: 'SNK VS. CAPCOM カードファイターズ', region: 'NTSC_J', revision: '1.0', releaseDate: '1999-10-21' },
    ],
  },
  {
    title: 'SNK vs. Capcom: The Match of the Millennium',
    console: 'ngpc',
    developers: ['SNK'],
    publishers: ['SNK'],
    versions: [
      {
        title: 'SNK VS. CAPCOM 頂上決戦 最強ファイターズ',
        region: 'NTSC_J',
        revision: '1.0',
        releaseDate: '1999-12-21',
      },
    ],
  },
  {
    title: 'Sonic the Hedgehog Pocket Adventure',
    console: 'ngpc',
    developers: ['SNK'],
    publishers: ['SNK'],
    versions: [
      { title: 'Sonic the Hedgehog Pocket Adventure', region: 'NTSC_U', revision: '1.0', releaseDate: '1999-12-01' },
      {
        title: 'ソニック・ザ・ヘッジホッグ ポケットアドベンチャー',
        region: 'NTSC_J',
        revision: '1.0',
        releaseDate: '1999-12-21',
      },
    ],
  },

  // WonderSwan
  {
    title: 'Gunpey',
    console: 'ws',
    developers: ['Bandai'],
    publishers: ['Bandai'],
    versions: [{ title: 'グンペイ', region: 'NTSC_J', revision: '1.0', releaseDate: '1999-03-04' }],
  },
  {
    title: 'Digimon Adventure: Anode Tamer',
    console: 'ws',
    developers: ['Bandai'],
    publishers: ['Bandai'],
    versions: [
      {
        title: 'デジモンアドベンチャー アノードテイマー',
        region: 'NTSC_J',
        revision: '1.0',
        releaseDate: '1999-03-04',
      },
    ],
  },
  {
    title: 'Klonoa: Moonlight Museum',
    console: 'ws',
    developers: ['Namco'],
    publishers: ['Namco'],
    versions: [
      { title: '風のクロノア ムーンライトミュージアム', region: 'NTSC_J', revision: '1.0', releaseDate: '1999-07-01' },
    ],
  },

  // WonderSwan Color
  {
    title: 'Final Fantasy',
    console: 'wsc',
    developers: ['Square'],
    publishers: ['Square'],
    versions: [{ title: 'ファイナルファンタジー', region: 'NTSC_J', revision: '1.0', releaseDate: '2000-12-09' }],
  },
  {
    title: 'Final Fantasy II',
    console: 'wsc',
    developers: ['Square'],
    publishers: ['Square'],
    versions: [{ title: 'ファイナルファンタジーII', region: 'NTSC_J', revision: '1.0', releaseDate: '2001-05-03' }],
  },
  {
    title: 'Romancing SaGa',
    console: 'wsc',
    developers: ['Square'],
    publishers: ['Square'],
    versions: [{ title: 'ロマンシング サ・ガ', region: 'NTSC_J', revision: '1.0', releaseDate: '2001-12-20' }],
  },

  // Magnavox Odyssey²
  {
    title: 'K.C. Munchkin!',
    console: 'odyssey2',
    developers: ['Magnavox'],
    publishers: ['Magnavox'],
    versions: [{ title: 'K.C. Munchkin!', region: 'NTSC_U', revision: '1.0', releaseDate: '1981-01-01' }],
  },
  {
    title: 'Quest for the Rings',
    console: 'odyssey2',
    developers: ['Magnavox'],
    publishers: ['Magnavox'],
    versions: [{ title: 'Quest for the Rings', region: 'NTSC_U', revision: '1.0', releaseDate: '1981-01-01' }],
  },
  {
    title: 'UFO!',
    console: 'odyssey2',
    developers: ['Magnavox'],
    publishers: ['Magnavox'],
    versions: [{ title: 'UFO!', region: 'NTSC_U', revision: '1.0', releaseDate: '1981-01-01' }],
  },

  // Intellivision
  {
    title: 'Las Vegas Poker & Blackjack',
    console: 'intv',
    developers: ['APh Technological Consulting'],
    publishers: ['Mattel Electronics'],
    versions: [{ title: 'Las Vegas Poker & Blackjack', region: 'NTSC_U', revision: '1.0', releaseDate: '1979-12-01' }],
  },
  {
    title: 'Astrosmash',
    console: 'intv',
    developers: ['Mattel Electronics'],
    publishers: ['Mattel Electronics'],
    versions: [{ title: 'Astrosmash', region: 'NTSC_U', revision: '1.0', releaseDate: '1981-01-01' }],
  },
  {
    title: 'Utopia',
    console: 'intv',
    developers: ['Mattel Electronics'],
    publishers: ['Mattel Electronics'],
    versions: [{ title: 'Utopia', region: 'NTSC_U', revision: '1.0', releaseDate: '1981-01-01' }],
  },
  {
    title: 'BurgerTime',
    console: 'intv',
    developers: ['Mattel Electronics'],
    publishers: ['Mattel Electronics'],
    versions: [{ title: 'BurgerTime', region: 'NTSC_U', revision: '1.0', releaseDate: '1983-01-01' }],
  },

  // ColecoVision
  {
    title: 'Donkey Kong',
    console: 'coleco',
    developers: ['Coleco'],
    publishers: ['Coleco'],
    versions: [{ title: 'Donkey Kong', region: 'NTSC_U', revision: '1.0', releaseDate: '1982-08-01' }],
  },
  {
    title: 'Venture',
    console: 'coleco',
    developers: ['Coleco'],
    publishers: ['Coleco'],
    versions: [{ title: 'Venture', region: 'NTSC_U', revision: '1.0', releaseDate: '1982-08-01' }],
  },
  {
    title: 'Cosmic Avenger',
    console: 'coleco',
    developers: ['Coleco'],
    publishers: ['Coleco'],
    versions: [{ title: 'Cosmic Avenger', region: 'NTSC_U', revision: '1.0', releaseDate: '1982-08-01' }],
  },

  // Vectrex
  {
    title: 'Mine Storm',
    console: 'vectrex',
    developers: ['General Consumer Electronics'],
    publishers: ['General Consumer Electronics'],
    versions: [{ title: 'Mine Storm', region: 'NTSC_U', revision: '1.0', releaseDate: '1982-11-01' }],
  },
  {
    title: 'Scramble',
    console: 'vectrex',
    developers: ['General Consumer Electronics'],
    publishers: ['General Consumer Electronics'],
    versions: [{ title: 'Scramble', region: 'NTSC_U', revision: '1.0', releaseDate: '1982-11-01' }],
  },
  {
    title: 'Berzerk',
    console: 'vectrex',
    developers: ['General Consumer Electronics'],
    publishers: ['General Consumer Electronics'],
    versions: [{ title: 'Berzerk', region: 'NTSC_U', revision: '1.0', releaseDate: '1982-11-01' }],
  },

  // CD-i
  {
    title: 'Link: The Faces of Evil',
    console: 'cdi',
    developers: ['Animation Magic'],
    publishers: ['Philips Interactive Media'],
    versions: [
      { title: 'Link: The Faces of Evil', region: 'NTSC_U', revision: '1.0', releaseDate: '1993-10-10' },
      { title: 'Link: The Faces of Evil', region: 'PAL', revision: '1.0', releaseDate: '1993-10-10' },
    ],
  },
  {
    title: 'Zelda: The Wand of Gamelon',
    console: 'cdi',
    developers: ['Animation Magic'],
    publishers: ['Philips Interactive Media'],
    versions: [
      { title: 'Zelda: The Wand of Gamelon', region: 'NTSC_U', revision: '1.0', releaseDate: '1993-10-10' },
      { title: 'Zelda: The Wand of Gamelon', region: 'PAL', revision: '1.0', releaseDate: '1993-10-10' },
    ],
  },
  {
    title: "Zelda's Adventure",
    console: 'cdi',
    developers: ['Viridis'],
    publishers: ['Philips Interactive Media'],
    versions: [
      { title: "Zelda's Adventure", region: 'NTSC_U', revision: '1.0', releaseDate: '1994-06-05' },
      { title: "Zelda's Adventure", region: 'PAL', revision: '1.0', releaseDate: '1994-06-05' },
    ],
  },

  // 3DO Interactive Multiplayer
  {
    title: "Crash 'n Burn",
    console: '3do',
    developers: ['Crystal Dynamics'],
    publishers: ['Crystal Dynamics'],
    versions: [{ title: "Crash 'n Burn", region: 'NTSC_U', revision: '1.0', releaseDate: '1993-10-04' }],
  },
  {
    title: 'The Need for Speed',
    console: '3do',
    developers: ['EA Canada'],
    publishers: ['Electronic Arts'],
    versions: [{ title: 'The Need for Speed', region: 'NTSC_U', revision: '1.0', releaseDate: '1994-08-31' }],
  },
  {
    title: 'Gex',
    console: '3do',
    developers: ['Crystal Dynamics'],
    publishers: ['Crystal Dynamics'],
    versions: [{ title: 'Gex', region: 'NTSC_U', revision: '1.0', releaseDate: '1995-04-01' }],
  },

  // N-Gage
  {
    title: "Tony Hawk's Pro Skater",
    console: 'ngage',
    developers: ['Ideaworks3D'],
    publishers: ['Activision'],
    versions: [
      { title: "Tony Hawk's Pro Skater", region: 'NTSC_U', revision: '1.0', releaseDate: '2003-10-07' },
      { title: "Tony Hawk's Pro Skater", region: 'PAL', revision: '1.0', releaseDate: '2003-10-07' },
    ],
  },
  {
    title: 'Tomb Raider',
    console: 'ngage',
    developers: ['Ideaworks3D'],
    publishers: ['Eidos Interactive'],
    versions: [
      { title: 'Tomb Raider', region: 'NTSC_U', revision: '1.0', releaseDate: '2003-10-07' },
      { title: 'Tomb Raider', region: 'PAL', revision: '1.0', releaseDate: '2003-10-07' },
    ],
  },
  {
    title: 'Super Monkey Ball',
    console: 'ngage',
    developers: ['Amusement Vision'],
    publishers: ['Sega'],
    versions: [
      { title: 'Super Monkey Ball', region: 'NTSC_U', revision: '1.0', releaseDate: '2003-10-07' },
      { title: 'Super Monkey Ball', region: 'PAL', revision: '1.0', releaseDate: '2003-10-07' },
    ],
  },
];
