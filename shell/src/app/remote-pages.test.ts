import { firstScreenModulesAt, HOME_FIRST_SCREEN, remotePageAt } from './remote-pages';

test('each section path belongs to the remote that draws it', () => {
  expect(remotePageAt('/fanspick')).toBe('mfe_fanspick/App');
  expect(remotePageAt('/fanspick/project/abc')).toBe('mfe_fanspick/App');
  expect(remotePageAt('/fanfunding/abc/verify')).toBe('mfe_fanfunding/App');
  expect(remotePageAt('/events/Concert')).toBe('mfe_events/App');
  expect(remotePageAt('/event/abc')).toBe('mfe_events/App');
  expect(remotePageAt('/member-area/koin')).toBe('mfe_member/App');
});

test('pages of the shell itself, and look-alike paths, belong to no remote', () => {
  expect(remotePageAt('/')).toBeUndefined();
  expect(remotePageAt('/auth/login')).toBeUndefined();
  expect(remotePageAt('/fanspickers')).toBeUndefined();
});

test("a page's first screen needs its remote's module; the home page the sections it shows at once", () => {
  expect(firstScreenModulesAt('/fanfunding/abc')).toEqual(['mfe_fanfunding/App']);
  expect(firstScreenModulesAt('/')).toEqual(HOME_FIRST_SCREEN);
  expect(HOME_FIRST_SCREEN).toEqual(['mfe_fanspick/HomeSection']);
  expect(firstScreenModulesAt('/fair-play')).toEqual([]);
});
