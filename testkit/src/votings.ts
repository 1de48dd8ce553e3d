import { dataOf, type CallApi } from './calls';
import type { SignedInStaff } from './staff';

/** A voting's rules as the studio sets them (contract `VotingRules`); what is left out is the default. */
export interface VotingRulesInput {
  opensAt?: string | null;
  dailyCoinCap?: number | null;
  votingCoinCap?: number | null;
  oneProject?: boolean;
  voidedCoins?: 'returned' | 'forfeited';
  coinWeight?: number | null;
  heartWeight?: number | null;
}

export interface PublishedVoting {
  votingId: string;
  projectIds: string[];
}

const NO_RULES = {
  opensAt: null,
  dailyCoinCap: null,
  votingCoinCap: null,
  oneProject: false,
  voidedCoins: 'returned',
  coinWeight: 1,
  heartWeight: null,
};

/**
 * A live voting with `rules` and `projects` projects, made through the studio's real calls: `editor` drafts and
 * submits it, `publisher` (a second editor) publishes it. `image`: a URL the API serves (a studio upload's).
 */
export async function publishedVoting(
  call: CallApi,
  {
    editor,
    publisher,
    image,
    rules = {},
    projects = 2,
    endsInDays = 7,
  }: {
    editor: SignedInStaff;
    publisher: SignedInStaff;
    image: string;
    rules?: VotingRulesInput;
    projects?: number;
    endsInDays?: number;
  },
): Promise<PublishedVoting> {
  const as = (staff: SignedInStaff, path: string, body: object) =>
    dataOf<{ _id: string }>(call, { method: 'POST', path, headers: staff.auth, body });
  const category = await as(editor, '/v1/studio/voting-categories', { name: 'Fair play' });
  const voting = await as(editor, '/v1/studio/votings', {
    categoryId: category._id,
    title: 'Lagu Terbaik / Best Song',
    image,
    description: 'Pilih lagu terbaik. / Pick the best song.',
    durationTime: new Date(Date.now() + endsInDays * 86_400_000).toISOString(),
    rules: { ...NO_RULES, ...rules },
  });
  const projectIds: string[] = [];
  for (let index = 0; index < projects; index++) {
    const project = await as(editor, `/v1/studio/votings/${voting._id}/projects`, {
      title: `Lagu ${index + 1} / Song ${index + 1}`,
      image,
      description: 'Sebuah lagu. / A song.',
      targetVotes: 1000,
    });
    projectIds.push(project._id);
  }
  await as(editor, `/v1/studio/votings/${voting._id}/publication`, { action: 'submit' });
  await as(publisher, `/v1/studio/votings/${voting._id}/publication`, { action: 'publish' });
  return { votingId: voting._id, projectIds };
}
