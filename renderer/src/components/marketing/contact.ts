// Where people reach the team. One place, so every page shows the same addresses.
export const CONTACT = {
  sales: 'sales@essaycoach.app',
  support: 'support@essaycoach.app',
  press: 'press@essaycoach.app',
  privacy: 'privacy@essaycoach.app',
} as const;
