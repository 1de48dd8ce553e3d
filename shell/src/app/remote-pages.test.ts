import { remotePageAt } from './remote-pages';

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
