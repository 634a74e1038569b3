// Real games for Microsoft's systems: Xbox, Xbox 360, Xbox One, Xbox Series X|S.
import type { SeedGame } from './types.ts';

export const microsoftGames: SeedGame[] = [
  // Xbox
  {
    title: 'Halo: Combat Evolved',
    console: 'xbox',
    developers: ['Bungie'],
    publishers: ['Microsoft Game Studios'],
    versions: [
      { title: 'Halo: Combat Evolved', region: 'NTSC_U', revision: '1.0', releaseDate: '2001-11-15' },
      { title: 'Halo: Combat Evolved', region: 'PAL', revision: '1.0', releaseDate: '2002-03-14' },
      { title: 'ヘイロー', region: 'NTSC_J', revision: '1.0', releaseDate: '2002-04-25' },
    ],
  },
  {
    title: 'Project Gotham Racing',
    console: 'xbox',
    developers: ['Bizarre Creations'],
    publishers: ['Microsoft Game Studios'],
    versions: [
      { title: 'Project Gotham Racing', region: 'NTSC_U', revision: '1.0', releaseDate: '2001-11-15' },
      { title: 'Project Gotham Racing', region: 'PAL', revision: '1.0', releaseDate: '2002-03-14' },
    ],
  },
  {
    title: 'Dead or Alive 3',
    console: 'xbox',
    developers: ['Team Ninja'],
    publishers: ['Tecmo', 'Microsoft Game Studios'],
    versions: [
      { title: 'Dead or Alive 3', region: 'NTSC_U', revision: '1.0', releaseDate: '2001-11-15', publishers: ['Tecmo'] },
      {
        title: 'デッド オア アライブ 3',
        region: 'NTSC_J',
        revision: '1.0',
        releaseDate: '2002-02-22',
        publishers: ['Tecmo'],
      },
      {
        title: 'Dead or Alive 3',
        region: 'PAL',
        revision: '1.0',
        releaseDate: '2002-03-14',
        publishers: ['Microsoft Game Studios'],
      },
    ],
  },
  {
    title: 'Jet Set Radio Future',
    console: 'xbox',
    developers: ['Smilebit'],
    publishers: ['Sega'],
    versions: [
      { title: 'ジェットセットラジオフューチャー', region: 'NTSC_J', revision: '1.0', releaseDate: '2002-02-22' },
      { title: 'Jet Set Radio Future', region: 'NTSC_U', revision: '1.0', releaseDate: '2002-02-25' },
      { title: 'Jet Set Radio Future', region: 'PAL', revision: '1.0', releaseDate: '2002-03-14' },
    ],
  },
  {
    title: "Tom Clancy's Splinter Cell",
    console: 'xbox',
    developers: ['Ubisoft Montreal'],
    publishers: ['Ubisoft'],
    versions: [
      { title: "Tom Clancy's Splinter Cell", region: 'NTSC_U', revision: '1.0', releaseDate: '2002-11-18' },
      { title: "Tom Clancy's Splinter Cell", region: 'PAL', revision: '1.0', releaseDate: '2002-11-29' },
    ],
  },
  {
    title: 'Panzer Dragoon Orta',
    console: 'xbox',
    developers: ['Smilebit'],
    publishers: ['Sega'],
    versions: [
      { title: 'パンツァードラグーン オルタ', region: 'NTSC_J', revision: '1.0', releaseDate: '2002-12-19' },
      { title: 'Panzer Dragoon Orta', region: 'NTSC_U', revision: '1.0', releaseDate: '2003-01-14' },
      { title: 'Panzer Dragoon Orta', region: 'PAL', revision: '1.0', releaseDate: '2003-02-07' },
    ],
  },
  {
    title: 'Star Wars: Knights of the Old Republic',
    console: 'xbox',
    developers: ['BioWare'],
    publishers: ['LucasArts'],
    versions: [
      { title: 'Star Wars: Knights of the Old Republic', region: 'NTSC_U', revision: '1.0', releaseDate: '2003-07-15' },
      { title: 'Star Wars: Knights of the Old Republic', region: 'PAL', revision: '1.0', releaseDate: '2003-09-12' },
    ],
  },
  {
    title: 'Ninja Gaiden',
    console: 'xbox',
    developers: ['Team Ninja'],
    publishers: ['Tecmo', 'Microsoft Game Studios'],
    versions: [
      { title: 'Ninja Gaiden', region: 'NTSC_U', revision: '1.0', releaseDate: '2004-03-02', publishers: ['Tecmo'] },
      { title: 'NINJA GAIDEN', region: 'NTSC_J', revision: '1.0', releaseDate: '2004-03-11', publishers: ['Tecmo'] },
      {
        title: 'Ninja Gaiden',
        region: 'PAL',
        revision: '1.0',
        releaseDate: '2004-05-07',
        publishers: ['Microsoft Game Studios'],
      },
    ],
  },
  {
    title: 'Fable',
    console: 'xbox',
    developers: ['Big Blue Box Studios', 'Lionhead Studios'],
    publishers: ['Microsoft Game Studios'],
    versions: [
      { title: 'Fable', region: 'NTSC_U', revision: '1.0', releaseDate: '2004-09-14' },
      { title: 'Fable', region: 'PAL', revision: '1.0', releaseDate: '2004-10-08' },
    ],
  },
  {
    title: 'Halo 2',
    console: 'xbox',
    developers: ['Bungie'],
    publishers: ['Microsoft Game Studios'],
    versions: [
      { title: 'Halo 2', region: 'NTSC_U', revision: '1.0', releaseDate: '2004-11-09' },
      { title: 'Halo 2', region: 'PAL', revision: '1.0', releaseDate: '2004-11-11' },
      { title: 'ヘイロー2', region: 'NTSC_J', revision: '1.0', releaseDate: '2004-11-11' },
    ],
  },

  // Xbox 360
  {
    title: 'Dead Rising',
    console: 'x360',
    developers: ['Capcom'],
    publishers: ['Capcom'],
    versions: [
      { title: 'Dead Rising', region: 'NTSC_U', revision: '1.0', releaseDate: '2006-08-08' },
      { title: 'Dead Rising', region: 'PAL', revision: '1.0', releaseDate: '2006-09-08' },
      { title: 'デッドライジング', region: 'NTSC_J', revision: '1.0', releaseDate: '2006-09-28' },
    ],
  },
  {
    title: 'Gears of War',
    console: 'x360',
    developers: ['Epic Games'],
    publishers: ['Microsoft Game Studios'],
    versions: [
      { title: 'Gears of War', region: 'NTSC_U', revision: '1.0', releaseDate: '2006-11-07' },
      { title: 'Gears of War', region: 'PAL', revision: '1.0', releaseDate: '2006-11-17' },
      { title: 'ギアーズ オブ ウォー', region: 'NTSC_J', revision: '1.0', releaseDate: '2007-01-18' },
    ],
  },
  {
    title: 'Blue Dragon',
    console: 'x360',
    developers: ['Mistwalker', 'Artoon'],
    publishers: ['Microsoft Game Studios'],
    versions: [
      { title: 'ブルードラゴン', region: 'NTSC_J', revision: '1.0', releaseDate: '2006-12-07' },
      { title: 'Blue Dragon', region: 'PAL', revision: '1.0', releaseDate: '2007-08-24' },
      { title: 'Blue Dragon', region: 'NTSC_U', revision: '1.0', releaseDate: '2007-08-28' },
    ],
  },
  {
    title: 'Halo 3',
    console: 'x360',
    developers: ['Bungie'],
    publishers: ['Microsoft Game Studios'],
    versions: [
      { title: 'Halo 3', region: 'NTSC_U', revision: '1.0', releaseDate: '2007-09-25' },
      { title: 'Halo 3', region: 'PAL', revision: '1.0', releaseDate: '2007-09-26' },
      { title: 'Halo 3', region: 'NTSC_J', revision: '1.0', releaseDate: '2007-09-27' },
    ],
  },
  {
    title: 'Mass Effect',
    console: 'x360',
    developers: ['BioWare'],
    publishers: ['Microsoft Game Studios'],
    versions: [
      { title: 'Mass Effect', region: 'NTSC_U', revision: '1.0', releaseDate: '2007-11-20' },
      { title: 'Mass Effect', region: 'PAL', revision: '1.0', releaseDate: '2007-11-23' },
      { title: 'マスエフェクト', region: 'NTSC_J', revision: '1.0', releaseDate: '2008-05-22' },
    ],
  },
  {
    title: 'Lost Odyssey',
    console: 'x360',
    developers: ['Mistwalker', 'feelplus'],
    publishers: ['Microsoft Game Studios'],
    versions: [
      { title: 'ロストオデッセイ', region: 'NTSC_J', revision: '1.0', releaseDate: '2007-12-06' },
      { title: 'Lost Odyssey', region: 'NTSC_U', revision: '1.0', releaseDate: '2008-02-12' },
      { title: 'Lost Odyssey', region: 'PAL', revision: '1.0', releaseDate: '2008-02-29' },
    ],
  },
  {
    title: 'Fable II',
    console: 'x360',
    developers: ['Lionhead Studios'],
    publishers: ['Microsoft Game Studios'],
    versions: [
      { title: 'Fable II', region: 'NTSC_U', revision: '1.0', releaseDate: '2008-10-21' },
      { title: 'Fable II', region: 'PAL', revision: '1.0', releaseDate: '2008-10-24' },
      { title: 'Fable II', region: 'NTSC_J', revision: '1.0', releaseDate: '2008-12-25' },
    ],
  },
  {
    title: 'Banjo-Kazooie: Nuts & Bolts',
    console: 'x360',
    developers: ['Rare'],
    publishers: ['Microsoft Game Studios'],
    versions: [
      { title: 'Banjo-Kazooie: Nuts & Bolts', region: 'NTSC_U', revision: '1.0', releaseDate: '2008-11-11' },
      {
        title: 'バンジョーとカズーイの大冒険 ガレージ大作戦',
        region: 'NTSC_J',
        revision: '1.0',
        releaseDate: '2008-11-13',
      },
      { title: 'Banjo-Kazooie: Nuts & Bolts', region: 'PAL', revision: '1.0', releaseDate: '2008-11-14' },
    ],
  },
  {
    title: 'Halo: Reach',
    console: 'x360',
    developers: ['Bungie'],
    publishers: ['Microsoft Game Studios'],
    versions: [
      { title: 'Halo: Reach', region: 'NTSC_U', revision: '1.0', releaseDate: '2010-09-14' },
      { title: 'Halo: Reach', region: 'PAL', revision: '1.0', releaseDate: '2010-09-14' },
      { title: 'Halo: Reach', region: 'NTSC_J', revision: '1.0', releaseDate: '2010-09-16' },
    ],
  },
  {
    title: 'The Elder Scrolls V: Skyrim',
    console: 'x360',
    developers: ['Bethesda Game Studios'],
    publishers: ['Bethesda Softworks'],
    versions: [
      { title: 'The Elder Scrolls V: Skyrim', region: 'NTSC_U', revision: '1.0', releaseDate: '2011-11-11' },
      { title: 'The Elder Scrolls V: Skyrim', region: 'PAL', revision: '1.0', releaseDate: '2011-11-11' },
      { title: 'The Elder Scrolls V: Skyrim', region: 'NTSC_J', revision: '1.0', releaseDate: '2011-12-08' },
    ],
  },
  {
    title: 'Forza Horizon',
    console: 'x360',
    developers: ['Playground Games'],
    publishers: ['Microsoft Studios'],
    versions: [
      { title: 'Forza Horizon', region: 'NTSC_U', revision: '1.0', releaseDate: '2012-10-23' },
      { title: 'Forza Horizon', region: 'PAL', revision: '1.0', releaseDate: '2012-10-26' },
    ],
  },

  // Xbox One
  {
    title: 'Titanfall',
    console: 'xone',
    developers: ['Respawn Entertainment'],
    publishers: ['Electronic Arts'],
    versions: [
      { title: 'Titanfall', region: 'NTSC_U', revision: '1.0', releaseDate: '2014-03-11' },
      { title: 'Titanfall', region: 'PAL', revision: '1.0', releaseDate: '2014-03-13' },
    ],
  },
  {
    title: 'Sunset Overdrive',
    console: 'xone',
    developers: ['Insomniac Games'],
    publishers: ['Microsoft Studios'],
    versions: [
      { title: 'Sunset Overdrive', region: 'NTSC_U', revision: '1.0', releaseDate: '2014-10-28' },
      { title: 'Sunset Overdrive', region: 'PAL', revision: '1.0', releaseDate: '2014-10-28' },
    ],
  },
  {
    title: 'Halo 5: Guardians',
    console: 'xone',
    developers: ['343 Industries'],
    publishers: ['Microsoft Studios'],
    versions: [
      { title: 'Halo 5: Guardians', region: 'NTSC_U', revision: '1.0', releaseDate: '2015-10-27' },
      { title: 'Halo 5: Guardians', region: 'PAL', revision: '1.0', releaseDate: '2015-10-27' },
      { title: 'Halo 5: Guardians', region: 'NTSC_J', revision: '1.0', releaseDate: '2015-10-29' },
    ],
  },
  {
    title: 'Quantum Break',
    console: 'xone',
    developers: ['Remedy Entertainment'],
    publishers: ['Microsoft Studios'],
    versions: [
      { title: 'Quantum Break', region: 'NTSC_U', revision: '1.0', releaseDate: '2016-04-05' },
      { title: 'Quantum Break', region: 'PAL', revision: '1.0', releaseDate: '2016-04-05' },
    ],
  },
  {
    title: 'Sea of Thieves',
    console: 'xone',
    developers: ['Rare'],
    publishers: ['Microsoft Studios'],
    versions: [
      { title: 'Sea of Thieves', region: 'NTSC_U', revision: '1.0', releaseDate: '2018-03-20' },
      { title: 'Sea of Thieves', region: 'PAL', revision: '1.0', releaseDate: '2018-03-20' },
    ],
  },
  {
    title: 'Forza Horizon 4',
    console: 'xone',
    developers: ['Playground Games'],
    publishers: ['Microsoft Studios'],
    versions: [
      { title: 'Forza Horizon 4', region: 'NTSC_U', revision: '1.0', releaseDate: '2018-10-02' },
      { title: 'Forza Horizon 4', region: 'PAL', revision: '1.0', releaseDate: '2018-10-02' },
      { title: 'Forza Horizon 4', region: 'NTSC_J', revision: '1.0', releaseDate: '2018-10-02' },
    ],
  },
  {
    title: 'Gears 5',
    console: 'xone',
    developers: ['The Coalition'],
    publishers: ['Xbox Game Studios'],
    versions: [
      { title: 'Gears 5', region: 'NTSC_U', revision: '1.0', releaseDate: '2019-09-10' },
      { title: 'Gears 5', region: 'PAL', revision: '1.0', releaseDate: '2019-09-10' },
    ],
  },

  // Xbox Series X|S
  {
    title: 'Forza Horizon 5',
    console: 'xsx',
    developers: ['Playground Games'],
    publishers: ['Xbox Game Studios'],
    versions: [
      { title: 'Forza Horizon 5', region: 'NTSC_U', revision: '1.0', releaseDate: '2021-11-09' },
      { title: 'Forza Horizon 5', region: 'PAL', revision: '1.0', releaseDate: '2021-11-09' },
      { title: 'Forza Horizon 5', region: 'NTSC_J', revision: '1.0', releaseDate: '2021-11-09' },
    ],
  },
  {
    title: 'Halo Infinite',
    console: 'xsx',
    developers: ['343 Industries'],
    publishers: ['Xbox Game Studios'],
    versions: [
      { title: 'Halo Infinite', region: 'NTSC_U', revision: '1.0', releaseDate: '2021-12-08' },
      { title: 'Halo Infinite', region: 'PAL', revision: '1.0', releaseDate: '2021-12-08' },
      { title: 'Halo Infinite', region: 'NTSC_J', revision: '1.0', releaseDate: '2021-12-08' },
    ],
  },
  {
    title: 'Starfield',
    console: 'xsx',
    developers: ['Bethesda Game Studios'],
    publishers: ['Bethesda Softworks'],
    versions: [
      { title: 'Starfield', region: 'NTSC_U', revision: '1.0', releaseDate: '2023-09-06' },
      { title: 'Starfield', region: 'PAL', revision: '1.0', releaseDate: '2023-09-06' },
      { title: 'Starfield', region: 'NTSC_J', revision: '1.0', releaseDate: '2023-09-06' },
    ],
  },
  {
    title: 'Forza Motorsport',
    console: 'xsx',
    developers: ['Turn 10 Studios'],
    publishers: ['Xbox Game Studios'],
    versions: [
      { title: 'Forza Motorsport', region: 'NTSC_U', revision: '1.0', releaseDate: '2023-10-10' },
      { title: 'Forza Motorsport', region: 'PAL', revision: '1.0', releaseDate: '2023-10-10' },
    ],
  },
  {
    title: 'Indiana Jones and the Great Circle',
    console: 'xsx',
    developers: ['MachineGames'],
    publishers: ['Bethesda Softworks'],
    versions: [
      { title: 'Indiana Jones and the Great Circle', region: 'NTSC_U', revision: '1.0', releaseDate: '2024-12-09' },
      { title: 'Indiana Jones and the Great Circle', region: 'PAL', revision: '1.0', releaseDate: '2024-12-09' },
    ],
  },
];
