/** The palette's fuzzy screen match and ranking (./match.ts), against the console's real menu in English and Spanish. */
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { screens } from '../layout/screens';
import { fold, matchText, rank } from './match';

type Key = keyof typeof en.menu.items;
const menu = screens.filter((s) => !s.hidden);
const textsOf = (s: (typeof menu)[number]) => [en.menu.items[s.key as Key], es.menu.items[s.key as Key], s.path];
const ranked = (q: string) => rank(q, menu, textsOf);
const first = (q: string) => ranked(q).strong[0]?.key;

describe('matchText', () => {
  it('ignores case and accents', () => {
    expect(fold('Órdenes Dispositivos')).toBe('ordenes dispositivos');
    expect(matchText('DISPOSITÍVOS', 'Dispositivos')?.strong).toBe(true);
  });

  it('ranks a prefix over a word start over a middle, and any of them over letters in order', () => {
    const prefix = matchText('dev', 'Devices');
    const wordStart = matchText('dev', 'Sales devices');
    const middle = matchText('vice', 'Devices');
    const loose = matchText('dvcs', 'Devices');
    expect(prefix?.strong && wordStart?.strong).toBe(true);
    expect(middle?.strong).toBe(false);
    expect(loose?.strong).toBe(false);
    expect(prefix?.score).toBeGreaterThan(wordStart?.score ?? Infinity);
    expect(middle?.score).toBeGreaterThan(loose?.score ?? Infinity);
  });

  it('finds each word of a query at a word start, in any order', () => {
    expect(matchText('req serv', 'Service requests')?.strong).toBe(true);
    expect(matchText('files dev', 'Device files')?.strong).toBe(true);
  });

  it('scores letters at word starts and in runs higher, and refuses letters not all there', () => {
    expect(matchText('sr', 'Service requests')?.score).toBeGreaterThan(matchText('sr', 'Users')?.score ?? Number.POSITIVE_INFINITY);
    expect(matchText('xq', 'Devices')).toBeNull();
    expect(matchText('devicesz', 'Devices')).toBeNull();
  });
});

describe('rank (the menu)', () => {
  it('finds the devices list by its Spanish label, whatever the language shown', () => {
    expect(first('dispositivos')).toBe('devices');
    expect(first('disp')).toBe('devices');
  });

  it('finds a screen by its English label, first the shortest of equal matches', () => {
    expect(first('devices')).toBe('devices');
    expect(first('partners')).toBe('partner');
    expect(first('chat')).toBe('chat');
  });

  it('finds a screen by its path', () => {
    expect(first('admin/chat')).toBe('chat');
    expect(first('dashboard/requests')).toBe('requests');
  });

  it('puts loose matches (letters in order, a middle of a word) apart, after the strong ones', () => {
    const { strong, weak } = ranked('dvcs');
    expect(strong).toEqual([]);
    expect(weak.map((s) => s.key)).toContain('devices');
    // A middle fragment of a word (of a shop's name, say) ranks no screen among the strong matches.
    expect(ranked('ightl').strong).toEqual([]);
  });

  it('keeps every screen for an empty query and none for nonsense', () => {
    expect(ranked('').strong).toHaveLength(menu.length);
    expect(ranked('zzzqqq')).toEqual({ strong: [], weak: [] });
  });
});
