// Nouns for a person in the roles an essay names them by: family, school, work.
export const PERSON_NOUN =
  /^(?:teacher|mother|father|mom|mum|dad|brother|sister|friend|student|coach|boy|girl|man|woman|person|child|kid|parent|grandmother|grandfather|grandma|grandpa|aunt|uncle|cousin|neighbor|neighbour|doctor|nurse|boss|classmate|partner|son|daughter|wife|husband|baby|owner|player|principal|counselor|counsellor|tutor|mentor|manager|worker|customer|patient|guy|lady)$/;
