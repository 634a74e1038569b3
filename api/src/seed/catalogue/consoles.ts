// Real home consoles and handhelds. releaseDate is the first release anywhere in the world
// (the 1st of the month where only the month is known).
import type { SeedConsole } from './types.ts';

export const seedConsoles: SeedConsole[] = [
  // Nintendo
  { key: 'nes', name: 'Nintendo Entertainment System', manufacturer: 'Nintendo', releaseDate: '1983-07-15' },
  { key: 'fds', name: 'Famicom Disk System', manufacturer: 'Nintendo', releaseDate: '1986-02-21' },
  { key: 'snes', name: 'Super Nintendo Entertainment System', manufacturer: 'Nintendo', releaseDate: '1990-11-21' },
  { key: 'n64', name: 'Nintendo 64', manufacturer: 'Nintendo', releaseDate: '1996-06-23' },
  { key: 'gc', name: 'Nintendo GameCube', manufacturer: 'Nintendo', releaseDate: '2001-09-14' },
  { key: 'wii', name: 'Wii', manufacturer: 'Nintendo', releaseDate: '2006-11-19' },
  { key: 'wiiu', name: 'Wii U', manufacturer: 'Nintendo', releaseDate: '2012-11-18' },
  { key: 'switch', name: 'Nintendo Switch', manufacturer: 'Nintendo', releaseDate: '2017-03-03' },
  { key: 'switch2', name: 'Nintendo Switch 2', manufacturer: 'Nintendo', releaseDate: '2025-06-05' },
  { key: 'gb', name: 'Game Boy', manufacturer: 'Nintendo', releaseDate: '1989-04-21' },
  { key: 'gbc', name: 'Game Boy Color', manufacturer: 'Nintendo', releaseDate: '1998-10-21' },
  { key: 'gba', name: 'Game Boy Advance', manufacturer: 'Nintendo', releaseDate: '2001-03-21' },
  { key: 'nds', name: 'Nintendo DS', manufacturer: 'Nintendo', releaseDate: '2004-11-21' },
  { key: '3ds', name: 'Nintendo 3DS', manufacturer: 'Nintendo', releaseDate: '2011-02-26' },
  { key: 'vb', name: 'Virtual Boy', manufacturer: 'Nintendo', releaseDate: '1995-07-21' },
  // Sega
  { key: 'sg1000', name: 'SG-1000', manufacturer: 'Sega', releaseDate: '1983-07-15' },
  { key: 'sms', name: 'Master System', manufacturer: 'Sega', releaseDate: '1985-10-20' },
  { key: 'md', name: 'Mega Drive / Genesis', manufacturer: 'Sega', releaseDate: '1988-10-29' },
  { key: 'segacd', name: 'Mega-CD / Sega CD', manufacturer: 'Sega', releaseDate: '1991-12-12' },
  { key: '32x', name: '32X', manufacturer: 'Sega', releaseDate: '1994-11-21' },
  { key: 'saturn', name: 'Sega Saturn', manufacturer: 'Sega', releaseDate: '1994-11-22' },
  { key: 'dc', name: 'Dreamcast', manufacturer: 'Sega', releaseDate: '1998-11-27' },
  { key: 'gg', name: 'Game Gear', manufacturer: 'Sega', releaseDate: '1990-10-06' },
  // Sony
  { key: 'ps1', name: 'PlayStation', manufacturer: 'Sony', releaseDate: '1994-12-03' },
  { key: 'ps2', name: 'PlayStation 2', manufacturer: 'Sony', releaseDate: '2000-03-04' },
  { key: 'ps3', name: 'PlayStation 3', manufacturer: 'Sony', releaseDate: '2006-11-11' },
  { key: 'ps4', name: 'PlayStation 4', manufacturer: 'Sony', releaseDate: '2013-11-15' },
  { key: 'ps5', name: 'PlayStation 5', manufacturer: 'Sony', releaseDate: '2020-11-12' },
  { key: 'psp', name: 'PlayStation Portable', manufacturer: 'Sony', releaseDate: '2004-12-12' },
  { key: 'vita', name: 'PlayStation Vita', manufacturer: 'Sony', releaseDate: '2011-12-17' },
  // Microsoft
  { key: 'xbox', name: 'Xbox', manufacturer: 'Microsoft', releaseDate: '2001-11-15' },
  { key: 'x360', name: 'Xbox 360', manufacturer: 'Microsoft', releaseDate: '2005-11-22' },
  { key: 'xone', name: 'Xbox One', manufacturer: 'Microsoft', releaseDate: '2013-11-22' },
  { key: 'xsx', name: 'Xbox Series X|S', manufacturer: 'Microsoft', releaseDate: '2020-11-10' },
  // Atari
  { key: 'a2600', name: 'Atari 2600', manufacturer: 'Atari', releaseDate: '1977-09-11' },
  { key: 'a5200', name: 'Atari 5200', manufacturer: 'Atari', releaseDate: '1982-11-01' },
  { key: 'a7800', name: 'Atari 7800', manufacturer: 'Atari Corporation', releaseDate: '1986-05-01' },
  { key: 'lynx', name: 'Atari Lynx', manufacturer: 'Atari Corporation', releaseDate: '1989-09-01' },
  { key: 'jaguar', name: 'Atari Jaguar', manufacturer: 'Atari Corporation', releaseDate: '1993-11-23' },
  // NEC
  { key: 'pce', name: 'PC Engine / TurboGrafx-16', manufacturer: 'NEC', releaseDate: '1987-10-30' },
  { key: 'pcecd', name: 'PC Engine CD-ROM² / TurboGrafx-CD', manufacturer: 'NEC', releaseDate: '1988-12-04' },
  // SNK
  { key: 'neogeo', name: 'Neo Geo AES', manufacturer: 'SNK', releaseDate: '1990-07-01' },
  { key: 'neogeocd', name: 'Neo Geo CD', manufacturer: 'SNK', releaseDate: '1994-09-09' },
  { key: 'ngpc', name: 'Neo Geo Pocket Color', manufacturer: 'SNK', releaseDate: '1999-03-16' },
  // Bandai
  { key: 'ws', name: 'WonderSwan', manufacturer: 'Bandai', releaseDate: '1999-03-04' },
  { key: 'wsc', name: 'WonderSwan Color', manufacturer: 'Bandai', releaseDate: '2000-12-09' },
  // Others
  { key: 'odyssey2', name: 'Magnavox Odyssey²', manufacturer: 'Magnavox', releaseDate: '1978-12-01' },
  { key: 'intv', name: 'Intellivision', manufacturer: 'Mattel', releaseDate: '1979-12-01' },
  { key: 'coleco', name: 'ColecoVision', manufacturer: 'Coleco', releaseDate: '1982-08-01' },
  { key: 'vectrex', name: 'Vectrex', manufacturer: 'General Consumer Electronics', releaseDate: '1982-11-01' },
  { key: 'cdi', name: 'CD-i', manufacturer: 'Philips', releaseDate: '1991-12-03' },
  { key: '3do', name: '3DO Interactive Multiplayer', manufacturer: 'Panasonic', releaseDate: '1993-10-04' },
  { key: 'ngage', name: 'N-Gage', manufacturer: 'Nokia', releaseDate: '2003-10-07' },
];
