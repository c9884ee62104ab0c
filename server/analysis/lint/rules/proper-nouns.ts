// Names a student writes in lower case by mistake ("in italy", "my english class", "islamic art"):
// days, months, languages, nationalities, countries and religions. Words that are also common
// nouns or idioms in lower case (china, turkey, polish, danish, afghan, dutch, catholic) are left out.
const WORDS = [
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
  'islam islamic buddhist buddhism hindu hinduism christianity judaism sikh',
].join(' ');

/** Lower-case name -> its capitalised spelling. */
export const PROPER: ReadonlyMap<string, string> = new Map(
  WORDS.split(' ').map((w) => [w, w[0]!.toUpperCase() + w.slice(1)]),
);
