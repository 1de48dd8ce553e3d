// The one kit that tests, benchmarks, the fault suite, e2e and the scripts set things up with.
export * from './calls';
export * from './databases';
export * from './debian-packages';
export * from './fans';
export * from './mail-sink';
export * from './midtrans-stand-in';
export * from './payment-notifications';
export * from './processes';
export * from './production-env';
export * from './proof-of-work';
export * from './redis';
export * from './rush-catalogue';
export * from './staff';
export * from './waiting';
export * from './votings';
export * from './prometheus';
