// Proper names a student writes in lower case, with their capitals: read by the grammar rule
// (lint/rules/proper-nouns.ts) and by the spelling layer, which leaves these words to it.
// Names a student writes in lower case by mistake ("in italy", "my english class", "islamic art"):
// days, months, languages, nationalities, countries, US states and cities, and religions. Words
// that are also common nouns or idioms in lower case (china, turkey, polish, danish, afghan, dutch,
// catholic) are left out.
const LOWER_CASE_NAMES = [
  'monday tuesday wednesday thursday friday saturday sunday',
  'january february april june july august september october november december',
  'english spanish french german chinese japanese korean vietnamese italian russian portuguese arabic hindi',
  'american african asian european canadian mexican british christian muslim jewish hispanic latino latina',
  'brazilian argentinian colombian peruvian chilean cuban haitian jamaican irish scottish welsh swedish',
  'norwegian finnish greek ukrainian egyptian nigerian kenyan ghanaian ethiopian moroccan indian pakistani',
  'bangladeshi iranian iraqi israeli syrian lebanese thai cambodian filipino indonesian malaysian taiwanese',
  'australian arab persian',
  'america canada mexico brazil argentina colombia peru cuba haiti jamaica england britain scotland',
  'ireland france germany spain italy portugal greece russia ukraine poland sweden norway denmark finland',
  'egypt nigeria kenya ghana ethiopia morocco india pakistan bangladesh iran iraq israel syria lebanon',
  'afghanistan japan korea vietnam thailand cambodia philippines indonesia malaysia singapore taiwan',
  'australia europe asia africa',
  // US states and large cities students move between ("we moved to texas"); "georgia", "virginia"
  // and "washington" are names as well, and capitalised either way; "maine" is left out (a slip
  // of "main").
  'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho',
  'illinois indiana iowa kansas kentucky louisiana maryland massachusetts michigan minnesota',
  'mississippi missouri montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah',
  'vermont virginia washington wisconsin wyoming',
  'chicago houston boston seattle atlanta miami dallas denver detroit philadelphia',
  'islam islamic buddhist buddhism hindu hinduism christianity judaism sikh',
  'bible quran koran torah christmas easter thanksgiving halloween ramadan hanukkah congress',
  'facebook instagram netflix spotify',
].join(' ');

// Names whose capitals are not only the first letter.
const SPELLED: ReadonlyArray<[string, string]> = [
  ['youtube', 'YouTube'],
  ['powerpoint', 'PowerPoint'],
  ['linkedin', 'LinkedIn'],
  ['tiktok', 'TikTok'],
  ['javascript', 'JavaScript'],
  ['github', 'GitHub'],
  ['paypal', 'PayPal'],
  ['wordpress', 'WordPress'],
  ['whatsapp', 'WhatsApp'],
  ['iphone', 'iPhone'],
  ['ipad', 'iPad'],
];

/** Lower-case name -> its capitalised spelling. */
export const PROPER: ReadonlyMap<string, string> = new Map([
  ...LOWER_CASE_NAMES.split(' ').map((w): [string, string] => [w, w[0]!.toUpperCase() + w.slice(1)]),
  ...SPELLED,
]);
