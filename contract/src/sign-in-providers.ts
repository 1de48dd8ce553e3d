import { Type } from '@sinclair/typebox';
import { DeviceHeader, SessionSchema } from './auth';
import { bilingual } from './bilingual';
import { endpoint, endpointTable } from './endpoint';
import { ProofOfWorkField } from './fair-play';
import { memberFields, REQUIRED_FIELDS_MESSAGE } from './member';
import { Envelope, StringEnum } from './schema-kit';

/** The providers fans may sign in with (ADR-294); only those the API is configured for are offered. */
export const SIGN_IN_PROVIDERS = ['google', 'apple'] as const;
export type SignInProviderId = (typeof SIGN_IN_PROVIDERS)[number];

export const SignInProviderSchema = Type.Object({
  id: StringEnum(SIGN_IN_PROVIDERS),
  name: Type.String({ description: 'What its button says: "Google", "Apple"' }),
  development: Type.Boolean({
    description: 'The development stand-in (never in production): its button says so',
  }),
});
export type SignInProvider = typeof SignInProviderSchema.static;

/** The handoff's and the ticket's one-time codes: 43 base64url characters (32 random bytes). */
const OneTimeCode = Type.String({
  pattern: '^[A-Za-z0-9_-]{43}$',
  'x-message': bilingual(
    'Masuk lewat penyedia ini tidak valid atau sudah kedaluwarsa; coba lagi',
    'This sign-in is invalid or has expired; please try again',
  ),
});

/** What the site learns after the provider sent the fan back. */
export const ProviderOutcomeSchema = Type.Union([
  Type.Object({ kind: Type.Literal('session'), session: SessionSchema }),
  Type.Object({
    kind: Type.Literal('finish-profile'),
    ticket: OneTimeCode,
    email: Type.String({ description: 'The email the provider says is verified: the new account is for it' }),
    fullName: Type.String({ description: 'The name the provider gave, if any ("" otherwise)' }),
  }),
  Type.Object({
    kind: Type.Literal('prove-account'),
    ticket: OneTimeCode,
    email: Type.String({
      description:
        "An account already has this email: the provider is linked to it, and the fan signed in, only with the account's password (ADR-294)",
    }),
  }),
]);
export type ProviderOutcome = typeof ProviderOutcomeSchema.static;

export const ProviderRegistrationBody = Type.Object(
  {
    ticket: OneTimeCode,
    fullName: memberFields.fullName,
    birthDate: memberFields.birthDate,
    phone: memberFields.phone,
    altcha: ProofOfWorkField,
  },
  { additionalProperties: false, 'x-required-message': REQUIRED_FIELDS_MESSAGE },
);
export type ProviderRegistration = typeof ProviderRegistrationBody.static;

export const ProviderLinkBody = Type.Object(
  {
    ticket: OneTimeCode,
    password: Type.String({
      minLength: 1,
      maxLength: 128,
      'x-message': bilingual('Password harus diisi', 'Password is required'),
    }),
    altcha: Type.Optional(ProofOfWorkField),
  },
  {
    additionalProperties: false,
    'x-required-message': bilingual('Password harus diisi', 'Password is required'),
  },
);
export type ProviderLink = typeof ProviderLinkBody.static;

const tag = 'auth';
const ProviderParams = Type.Object({ provider: StringEnum(SIGN_IN_PROVIDERS) });
/** The page of the site the fan returns to: a path on the site, never another site. */
const ReturnTo = Type.String({
  pattern: '^/(?![/\\\\])[^\\s]*$',
  maxLength: 512,
  'x-message': bilingual('Halaman tujuan tidak valid', 'Invalid page to return to'),
});
const REDIRECT = {
  contentType: 'text/html',
  description: 'A redirect (302): the whole page goes on, to the provider or back to the site',
};
const CallbackFields = {
  code: Type.Optional(Type.String({ maxLength: 2048 })),
  state: Type.Optional(Type.String({ maxLength: 128 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
  iss: Type.Optional(Type.String({ maxLength: 512 })),
};

export const signInProviderEndpoints = endpointTable(
  endpoint('GET', '/auth/providers', {
    operationId: 'listSignInProviders',
    tag,
    summary: 'The providers fans may sign in with here (none when none is configured)',
    response: Envelope(Type.Array(SignInProviderSchema)),
  }),
  endpoint('GET', '/auth/providers/:provider/start', {
    operationId: 'startProviderSignIn',
    tag,
    summary:
      'Sends the whole page to the provider (authorization code with PKCE, state and nonce); it comes back to the callback',
    params: ProviderParams,
    querystring: Type.Object({ returnTo: Type.Optional(ReturnTo) }, { additionalProperties: false }),
    answer: REDIRECT,
    errors: [404, 429],
  }),
  endpoint('GET', '/auth/providers/:provider/callback', {
    operationId: 'providerSignInCallback',
    tag,
    summary:
      "The provider's answer: checked, then the page goes back to the site with a one-time handoff code (or the refusal's code)",
    params: ProviderParams,
    querystring: Type.Object(CallbackFields),
    answer: REDIRECT,
    errors: [404, 429],
  }),
  endpoint('POST', '/auth/providers/:provider/callback', {
    operationId: 'providerSignInFormPost',
    tag,
    summary: "The provider's answer as a posted form (Apple's form_post), handled as the GET callback",
    params: ProviderParams,
    body: Type.Object({ ...CallbackFields, user: Type.Optional(Type.String({ maxLength: 2048 })) }),
    answer: REDIRECT,
    errors: [404, 429],
  }),
  endpoint('POST', '/auth/providers/handoff', {
    operationId: 'takeProviderHandoff',
    tag,
    summary:
      "What the provider's sign-in came to, once, within two minutes: a session, a profile to finish, or an account to prove",
    body: Type.Object({ handoff: OneTimeCode }, { additionalProperties: false }),
    response: Envelope(ProviderOutcomeSchema),
    errors: [429],
  }),
  endpoint('POST', '/auth/providers/link', {
    operationId: 'linkProviderWithPassword',
    tag,
    summary:
      "An account with the provider's email is proven with its password (after failed attempts, with a solved proof of work too): the provider is linked to it, and the fan signed in",
    body: ProviderLinkBody,
    response: Envelope(SessionSchema),
    errors: [401, 403, 409, 429],
  }),
  endpoint('POST', '/auth/providers/register', {
    operationId: 'registerWithProvider',
    tag,
    summary:
      "A new fan from a provider finishes the profile (with a solved proof of work): the account is created with the provider's verified email and no password, and signed in",
    body: ProviderRegistrationBody,
    headers: DeviceHeader,
    response: Envelope(SessionSchema),
    successStatus: 201,
    errors: [409, 429],
  }),
);
