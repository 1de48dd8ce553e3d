import type {
  Member,
  ProviderLink,
  ProviderOutcome,
  ProviderRegistration,
  Session,
  SignInProviderId,
} from '@fanhub/contract';
import type { FastifyInstance } from 'fastify';
import * as openid from 'openid-client';
import { AppError, errors } from '../../http/app-error';
import type { RegistrationOrigin } from '../auth/service';
import { NO_PASSWORD } from '../auth/passwords';
import { messages as accountMessages } from '../auth/messages';
import { normalizePhone } from '../member/phone';
import {
  findCredentialsByEmail,
  findCredentialsById,
  findMemberById,
  insertMember,
} from '../member/repository';
import { messages } from './messages';
import { PROVIDER_NAMES, providerClients } from './provider-clients';
import { callbackUrl } from './provider-ids';
import { linkedMember, linkIdentity, signInTrips, type ProviderIdentity } from './sign-in-trips';

/** A refusal the fan's page is sent back to the site with (its code), or answers as JSON. */
const invalid = () => new AppError(400, 'PROVIDER_SIGN_IN_INVALID', messages.invalid);

/** What the provider's answer carried: the GET callback's query, or Apple's posted form. */
export type CallbackAnswer = Record<string, string | undefined>;

/**
 * Sign in with a provider (ADR-294): the trip there and back with openid-client, then what it comes to.
 * `sessionFor` and `signIn` are the password sign-in's (a token carries the member's token version).
 */
export function providerSignIn(
  app: FastifyInstance,
  {
    sessionFor,
    signIn,
  }: {
    sessionFor: (member: Member, tokenVersion: number) => Session;
    /** The password sign-in (failures counted, suspension refused). */
    signIn: (email: string, password: string) => Promise<Session>;
  },
) {
  const { db, config } = app;
  const { proofOfWork, signInGuard } = app.fairPlay;
  const clients = providerClients(config.signInProviders);
  const trips = signInTrips(db);

  const clientOf = (provider: SignInProviderId) => {
    const client = clients.get(provider);
    if (!client) throw errors.notFound({ id: 'Penyedia masuk', en: 'Sign-in provider' });
    return client;
  };
  const configurationOf = async (provider: SignInProviderId) =>
    clientOf(provider)
      .configuration()
      .catch((error: unknown) => {
        app.log.warn({ err: error, provider }, 'sign-in provider discovery failed');
        throw new AppError(503, 'PROVIDER_SIGN_IN_INVALID', messages.providerUnavailable);
      });

  async function sessionOfMember(memberId: string): Promise<Session> {
    const credentials = (await findCredentialsById(db, memberId))!;
    if (credentials.suspended) throw new AppError(403, 'ACCOUNT_SUSPENDED', accountMessages.accountSuspended);
    return sessionFor((await findMemberById(db, memberId))!, credentials.tokenVersion);
  }

  return {
    listed: () =>
      config.signInProviders.map(({ id, development }) => ({
        id,
        name: PROVIDER_NAMES[id],
        development,
      })),

    /** Where the whole page goes: the provider's authorization address for a new trip. */
    async start(provider: SignInProviderId, returnTo: string): Promise<string> {
      const client = clientOf(provider);
      const configuration = await configurationOf(provider);
      const codeVerifier = openid.randomPKCECodeVerifier();
      const state = openid.randomState();
      const nonce = openid.randomNonce();
      await trips.start({ state, provider, nonce, codeVerifier, returnTo });
      return openid
        .buildAuthorizationUrl(configuration, {
          redirect_uri: callbackUrl(config.publicApiUrl, provider),
          scope: client.scope,
          code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
          ...(client.settings.formPost ? { response_mode: 'form_post' } : {}),
        })
        .toString();
    },

    /**
     * The provider's answer: the trip `state` names, taken once; the code exchanged and the ID token checked by
     * openid-client (signature, issuer, audience, expiry, nonce, PKCE). Answers where the page goes on: the
     * site's page with a handoff code, or with the refusal's code.
     */
    async callBack(
      provider: SignInProviderId,
      answer: CallbackAnswer,
      method: 'GET' | 'POST',
    ): Promise<string> {
      clientOf(provider); // a provider not configured: 404, as for its start
      const trip = answer.state ? await trips.callBack(provider, answer.state) : undefined;
      const back = (returnTo: string, outcome: { handoff: string } | { error: string }) => {
        const page = new URL(returnTo, config.publicSiteUrl);
        page.hash =
          'handoff' in outcome ? `providerSignIn=${outcome.handoff}` : `providerSignInError=${outcome.error}`;
        return page.toString();
      };
      if (!trip) return back('/', { error: 'PROVIDER_SIGN_IN_INVALID' });
      try {
        const configuration = await configurationOf(provider);
        const here = new URL(callbackUrl(config.publicApiUrl, provider));
        const fields = new URLSearchParams(
          Object.entries(answer).filter((field): field is [string, string] => field[1] !== undefined),
        );
        const current =
          method === 'GET'
            ? new URL(`${here.toString()}?${fields.toString()}`)
            : new Request(here, {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: fields,
              });
        const tokens = await openid.authorizationCodeGrant(configuration, current, {
          pkceCodeVerifier: trip.codeVerifier,
          expectedState: answer.state,
          expectedNonce: trip.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims()!;
        // Apple sends its booleans as strings.
        const verified = claims.email_verified === true || claims.email_verified === 'true';
        if (typeof claims.email !== 'string' || !verified)
          return back(trip.returnTo, { error: 'PROVIDER_EMAIL_UNVERIFIED' });
        const identity: ProviderIdentity = {
          subject: claims.sub,
          email: claims.email,
          name: typeof claims.name === 'string' ? claims.name : '',
        };
        return back(trip.returnTo, { handoff: await trips.arrived(answer.state!, identity) });
      } catch (error) {
        app.log.info({ err: error, provider }, 'sign-in provider answer refused');
        return back(trip.returnTo, { error: 'PROVIDER_SIGN_IN_INVALID' });
      }
    },

    /** What the trip came to, once: a session, a profile to finish, or an account to prove first. */
    async handOff(handoff: string): Promise<ProviderOutcome> {
      const trip = await trips.handOff(handoff);
      if (!trip) throw invalid();
      const memberId = await linkedMember(db, trip.provider, trip.identity.subject);
      if (memberId) return { kind: 'session', session: await sessionOfMember(memberId) };
      // Never signed into an account by a matching email alone: the fan proves the account first (ADR-294).
      if (await findCredentialsByEmail(db, trip.identity.email))
        return {
          kind: 'prove-account',
          ticket: await trips.ticketFor(trip.state),
          email: trip.identity.email,
        };
      return {
        kind: 'finish-profile',
        ticket: await trips.ticketFor(trip.state),
        email: trip.identity.email,
        fullName: trip.identity.name,
      };
    },

    /**
     * The account with the provider's email, proven by its password as the password sign-in proves it (failures
     * counted, a suspended account refused): the provider is linked to it and the fan signed in. A wrong password
     * leaves the ticket for another try, within its half hour.
     */
    async link(input: ProviderLink): Promise<Session> {
      const holder = await trips.ticketHolder(input.ticket);
      if (!holder) throw invalid();
      const { email } = holder.identity;
      if (await signInGuard.needsChallenge(email)) await proofOfWork.spend(input.altcha);
      const session = await signIn(email, input.password);
      await db
        .transaction(async (tx) => {
          if (!(await trips.useTicket(tx, input.ticket))) throw invalid();
          await linkIdentity(tx, session._id, holder.provider, holder.identity);
        })
        .catch((error: { code?: string }) => {
          if (error.code === '23505')
            throw errors.conflict('PROVIDER_SIGN_IN_INVALID', messages.otherIdentityLinked);
          throw error;
        });
      return session;
    },

    /** A new fan's account from the provider's verified email, linked to the provider, with no password. */
    async register(input: ProviderRegistration, origin: RegistrationOrigin): Promise<Session> {
      const phone = normalizePhone(input.phone);
      if (!phone) throw errors.badRequest('INVALID_PHONE', accountMessages.invalidPhone, 'phone');
      const memberId = await db
        .transaction(async (tx) => {
          const trip = await trips.useTicket(tx, input.ticket);
          if (!trip) throw invalid();
          const id = await insertMember(
            tx,
            {
              fullName: input.fullName,
              birthDate: input.birthDate,
              email: trip.identity.email,
              phone,
              passwordHash: NO_PASSWORD,
            },
            { ...origin, emailVerifiedByProvider: true },
          );
          await linkIdentity(tx, id, trip.provider, trip.identity);
          return id;
        })
        .catch((error: { code?: string }) => {
          // The email was registered meanwhile: the unique index decides, and nothing was written.
          if (error.code === '23505')
            throw errors.conflict('EMAIL_TAKEN', accountMessages.emailTaken, 'email');
          throw error;
        });
      return sessionOfMember(memberId);
    },
  };
}
