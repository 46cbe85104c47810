import { describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN,
  DEFAULT_OPENING_HOURS,
  frenchMoment,
  isOpenAt,
  nextOpening,
  openIntervals,
  openingHoursErrors,
  openingHoursLines,
  parseOpeningHours,
  type OpeningHours,
} from './hours.js';

// 2025-06-02 is a Monday; Lomé time equals UTC.
const at = (day: string, time: string) => new Date(`2025-06-${day}T${time}:00Z`);
const H = DEFAULT_OPENING_HOURS;

describe('openingHoursLines', () => {
  it('renders the footer hours in French, Monday first, equal days grouped', () => {
    expect(openingHoursLines(H)).toEqual([
      'Lun - Ven : 11h30 - 14h30 / 19h00 - 22h30',
      'Sam : 12h00 - 15h00 / 19h00 - 23h00',
      'Dim : 12h00 - 15h00',
    ]);
    expect(openingHoursLines(H, 'long')[0]).toBe('Lundi - Vendredi : 11h30 - 14h30 / 19h00 - 22h30');
  });

  it('says Fermé for a closed day', () => {
    const hours = parseOpeningHours('lun-sam 12:00-15:00') as OpeningHours;
    expect(openingHoursLines(hours)).toEqual(['Lun - Sam : 12h00 - 15h00', 'Dim : Fermé']);
  });
});

describe('isOpenAt', () => {
  it.each([
    ['Monday before lunch', at('02', '11:29'), false],
    ['Monday at lunch opening', at('02', '11:30'), true],
    ['Friday at lunch closing', at('06', '14:30'), false],
    ['Tuesday between services', at('03', '17:00'), false],
    ['Friday last dinner minute', at('06', '22:29'), true],
    ['Friday after dinner', at('06', '22:30'), false],
    ['Saturday late dinner', at('07', '22:45'), true],
    ['Saturday at 23:00', at('07', '23:00'), false],
    ['Sunday evening: closed', at('08', '20:00'), false],
  ])('%s -> %s', (_label, date, open) => {
    expect(isOpenAt(H, date)).toBe(open);
  });

  it('reads Lomé time whatever the offset the date was written with', () => {
    // 13:00 in Paris summer time is 11:00 in Lomé: not yet open.
    expect(isOpenAt(H, new Date('2025-06-02T13:00:00+02:00'))).toBe(false);
    expect(isOpenAt(H, new Date('2025-06-02T14:00:00+02:00'))).toBe(true);
  });

  it('24/7 is open at Lomé midnight and periods that touch across midnight are one', () => {
    expect(isOpenAt(ALWAYS_OPEN, at('02', '00:00'))).toBe(true);
    expect(openIntervals(ALWAYS_OPEN, at('02', '10:00'), at('04', '10:00'))).toHaveLength(1);
  });

  it('a closure keeps the restaurant closed all its days, whatever the week says', () => {
    const closed = {
      ...H,
      closures: [{ from: '2025-06-03', to: '2025-06-04', reason: 'Fermé pour travaux' }],
    };
    expect(isOpenAt(closed, at('03', '12:00'))).toBe(false);
    expect(isOpenAt(closed, at('04', '20:00'))).toBe(false);
    expect(isOpenAt(closed, at('05', '12:00'))).toBe(true);
    expect(nextOpening(closed, at('02', '23:00'))).toEqual(at('05', '11:30'));
  });
});

describe('nextOpening', () => {
  it.each([
    ['Monday 10:00 -> Monday lunch', at('02', '10:00'), at('02', '11:30')],
    ['Monday during lunch -> Monday dinner', at('02', '12:00'), at('02', '19:00')],
    ['Friday 22:40 -> Saturday noon', at('06', '22:40'), at('07', '12:00')],
    ['Sunday 16:00 -> Monday 11:30', at('08', '16:00'), at('09', '11:30')],
  ])('%s', (_l, now, next) => {
    expect(nextOpening(H, now)).toEqual(next);
  });
});

describe('frenchMoment', () => {
  it.each([
    [at('02', '19:00'), "aujourd'hui à 19h00"],
    [at('03', '11:30'), 'demain à 11h30'],
    [at('06', '11:30'), 'vendredi à 11h30'],
    [at('12', '11:30'), 'le 12 juin à 11h30'],
  ])('%s -> %s', (date, text) => {
    expect(frenchMoment(date, at('02', '10:00'))).toBe(text);
  });
});

describe('parseOpeningHours (OPENING_HOURS)', () => {
  it('reads the footer hours written day by day', () => {
    const text =
      'lun 11:30-14:30,19:00-22:30; mar 11:30-14:30,19:00-22:30; mer 11:30-14:30,19:00-22:30; ' +
      'jeu 11:30-14:30,19:00-22:30; ven 11:30-14:30,19:00-22:30; sam 12:00-15:00,19:00-23:00; dim 12:00-15:00';
    expect(parseOpeningHours(text)).toEqual(H);
    expect(
      parseOpeningHours('lun-ven 11:30-14:30,19:00-22:30; sam 12:00-15:00,19:00-23:00; dim 12:00-15:00'),
    ).toEqual(H);
  });

  it('24/7 opens every day all day; a day left out or fermé is closed', () => {
    expect(parseOpeningHours('24/7')).toEqual(ALWAYS_OPEN);
    const hours = parseOpeningHours('lun-ven 08:00-24:00; sam fermé') as OpeningHours;
    expect(hours.weekly[6]).toEqual([]);
    expect(hours.weekly[0]).toEqual([]);
    expect(hours.weekly[5]).toEqual([{ open: '08:00', close: '24:00' }]);
  });

  it.each([
    ['lundi 11:30-14:30', 'Horaires invalides'],
    ['lun 11h30-14h30', 'Heure invalide'],
    ['lun 14:30-11:30', 'Un service doit se terminer après son ouverture'],
    ['lun 19:00-02:00', 'Un service doit se terminer après son ouverture'],
    ['lun 11:30-15:00,14:00-16:00', 'Deux services du même jour se chevauchent'],
  ])('%s is refused in French', (text, start) => {
    const parsed = parseOpeningHours(text);
    expect('error' in parsed && parsed.error).toMatch(new RegExp(`^${start}`));
  });
});

describe('openingHoursErrors', () => {
  it('names each bad period and closure', () => {
    const hours: OpeningHours = {
      weekly: [[], [{ open: '12:00', close: '11:00' }], [], [], [], [], []],
      closures: [{ from: '2025-04-28', to: '2025-04-27', reason: ' ' }],
    };
    expect(openingHoursErrors(hours).map((e) => e.path)).toEqual(['weekly.1.0', 'closures.0', 'closures.0']);
  });
});
