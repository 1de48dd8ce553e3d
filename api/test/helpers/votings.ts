import {
  publishedVoting,
  type PublishedVoting,
  type SignedInStaff,
  type VotingRulesInput,
} from '@fanhub/testkit';
import { inProcess } from './in-process';
import { signedInStaff, studioImage } from './staff';
import type { TestApp } from './test-app';

export interface LiveVoting extends PublishedVoting {
  /** The editor who drafted it. */
  editor: SignedInStaff;
  /** The second editor who published it (and so may approve its changes). */
  publisher: SignedInStaff;
}

/** A live voting with `rules` and `projects` projects, drafted by one editor and published by another. */
export async function liveVoting(
  testApp: TestApp,
  rules: VotingRulesInput = {},
  { projects = 2, endsInDays = 7 } = {},
): Promise<LiveVoting> {
  const [editor, publisher] = [
    await signedInStaff(testApp, 'editor'),
    await signedInStaff(testApp, 'editor'),
  ];
  const image = await studioImage(testApp, editor);
  const voting = await publishedVoting(inProcess(testApp.app), {
    editor,
    publisher,
    image,
    rules,
    projects,
    endsInDays,
  });
  return { ...voting, editor, publisher };
}
