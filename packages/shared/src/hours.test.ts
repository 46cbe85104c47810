import { describe, expect, it } from 'vitest';
import { isOpenAt, openingHoursLines, slotsOn } from './hours.js';

// 2025-06-02 is a Monday; Lomé time equals UTC.
const at = (day: string, time: string) => new Date(`2025-06-${day}T${time}:00Z`);

describe('openingHoursLines', () => {
  it('renders the footer hours in French', () => {
    expect(openingHoursLines()).toEqual([
      'Lun - Ven : 11h30 - 14h30 / 19h00 - 22h30',
      'Sam : 12h00 - 15h00 / 19h00 - 23h00',
      'Dim : 12h00 - 15h00',
    ]);
  });

  it('has a long form with full day names', () => {
    expect(openingHoursLines('long')[0]).toBe('Lundi - Vendredi : 11h30 - 14h30 / 19h00 - 22h30');
    expect(openingHoursLines('long')[2]).toBe('Dimanche : 12h00 - 15h00');
  });
});

describe('isOpenAt', () => {
  it.each([
    ['Monday before lunch', at('02', '11:29'), false],
    ['Monday at lunch opening', at('02', '11:30'), true],
    ['Wednesday during lunch', at('04', '13:00'), true],
    ['Friday at lunch closing', at('06', '14:30'), false],
    ['Tuesday between services', at('03', '17:00'), false],
    ['Thursday dinner', at('05', '19:00'), true],
    ['Friday last dinner minute', at('06', '22:29'), true],
    ['Friday after dinner', at('06', '22:30'), false],
    ['Saturday before lunch', at('07', '11:45'), false],
    ['Saturday lunch', at('07', '12:00'), true],
    ['Saturday late dinner', at('07', '22:45'), true],
    ['Saturday at midnight', at('07', '23:00'), false],
    ['Sunday lunch', at('08', '14:59'), true],
    ['Sunday evening: closed', at('08', '20:00'), false],
  ])('%s -> %s', (_label, date, open) => {
    expect(isOpenAt(date)).toBe(open);
  });

  it('reads Lomé time whatever the offset the date was written with', () => {
    // 13:00 in Paris summer time is 11:00 in Lomé: not yet open.
    expect(isOpenAt(new Date('2025-06-02T13:00:00+02:00'))).toBe(false);
    expect(isOpenAt(new Date('2025-06-02T14:00:00+02:00'))).toBe(true);
  });
});

describe('slotsOn', () => {
  it('gives Sunday a single lunch service', () => {
    expect(slotsOn(at('08', '10:00'))).toEqual([{ open: '12:00', close: '15:00' }]);
  });
});
