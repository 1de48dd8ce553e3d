import { Type } from '@sinclair/typebox';
import { DateTime, IdParam, PageQuery, StringEnum } from '../../http/schemas';
import { EVENT_CATEGORIES } from './repository';

const EVENT_STATUSES = ['upcoming', 'popular', 'sold-out'] as const;
const SIGN_UP_TYPES = ['free', 'partner', 'paid'] as const;

export const EventQuery = Type.Composite([
  PageQuery(['createdAt', 'date', 'price'], 4),
  Type.Object({
    status: StringEnum(['all', ...EVENT_STATUSES] as const, {
      default: 'all',
      'x-message':
        'Status harus all, upcoming, popular atau sold-out / Status must be all, upcoming, popular or sold-out',
    }),
    category: StringEnum(['all', ...EVENT_CATEGORIES] as const, {
      default: 'all',
      'x-message':
        'Kategori harus all, Concert, Fan Meeting, Watch Party atau Festival / Category must be all, Concert, Fan Meeting, Watch Party or Festival',
    }),
  }),
]);

const Participant = Type.Object({
  userId: Type.String(),
  fullName: Type.String(),
  avatar: Type.Union([Type.String(), Type.Null()]),
});

export const EventSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  image: Type.String(),
  description: Type.String(),
  category: StringEnum(EVENT_CATEGORIES),
  date: Type.String({ format: 'date' }),
  time: Type.String({ description: 'Local start time, e.g. 19:00 WIB' }),
  location: Type.String(),
  price: Type.Integer({ description: 'Coins; 0 is free (Gratis)' }),
  partnerSignUpLink: Type.Union([Type.String(), Type.Null()]),
  signUpType: StringEnum(SIGN_UP_TYPES, {
    description: 'partner when it has a partner link, else paid when price > 0, else free',
  }),
  status: StringEnum(EVENT_STATUSES, { description: 'sold-out once participants reach capacity' }),
  capacity: Type.Union([Type.Integer(), Type.Null()], { description: 'null: no limit' }),
  shares: Type.Integer(),
  participantsCount: Type.Integer(),
  participants: Type.Array(Participant, { description: 'The latest 10 participants' }),
  createdAt: DateTime(),
});

export const SignUpBody = Type.Object(
  {
    eventId: IdParam('eventId').properties.eventId,
    type: StringEnum(SIGN_UP_TYPES, {
      'x-message':
        'Jenis pendaftaran harus free, partner atau paid / Sign-up type must be free, partner or paid',
    }),
  },
  { additionalProperties: false },
);

export const SignUpResultSchema = Type.Object({
  type: StringEnum(SIGN_UP_TYPES),
  balance: Type.Integer({ description: "The fan's coin balance after signing up" }),
  partnerSignUpLink: Type.Union([Type.String(), Type.Null()]),
  event: EventSchema,
});
