// Words from students' home languages that college essays use once, on purpose: what they call
// their family, the food at the table, the clothes and days that matter ("Despacio, mija"; "masa
// and roasted chiles"; "my lola's lumpia"). A word the essay repeats is already read as deliberate
// (spell/names.ts); these are the ones a writer uses once, where a checker would otherwise offer
// "midge" for "mija". Hand-written by the team (romanised, without accents: accented words are
// never judged); common English loans ("tortilla", "kimchi", "sari") are in the dictionary already.
const HERITAGE_WORDS = `
abuela abuelo abuelita abuelito abuelos mija mijo mijita mijito tia tio tita tito titas titos
lola lolo lolas lolos manang manong ate kuya ninang ninong nanay tatay inay itay anak apo
nana nani nanu dadi dada dadu nanaji naniji dadiji chacha chachi bua mausi masi mami papi
amma appa ammi abbu abba ammu thatha paati paatti ajji ajja
nonna nonno nonni yiayia papou pappou babcia dziadek babushka dedushka
bubbe bubbie bubby zayde zaide zeyde saba savta
halmoni halmeoni harabeoji umma eomma omma oppa unnie unni noona hyung
nainai yeye laolao waipo waigong gonggong popo amah ahma ahgong
obaachan ojiichan baachan jiichan
teta jiddo sitto jaddah
oma opa
nan nanna
tamales tamal masa chiles chile pozole posole menudo birria barbacoa horchata atole champurrado
empanadas empanada picadillo yuca pollo croquetas croqueta cafecito pastelito
pupusas pupusa arepas arepa sofrito adobo tostones mofongo pasteles pastelitos pernil arroz
lumpia pancit sinigang lechon ube ensaymada calamansi kalamansi bibingka halo-halo
banh nuoc goi cuon xeo canh
bulgogi japchae banchan jjigae tteok tteokbokki kimbap gimbap galbi samgyeopsal soju
jiaozi baozi mantou zongzi congee jook tangyuan wonton wontons
onigiri bento mochi dango
roti chapati chapatis paratha parathas dal daal dosa dosas idli sambar biryani samosas pakoras
rasam rajma chole kheer ladoo laddoo jalebi
injera jollof fufu egusi suya kelewele
kibbeh tabbouleh maqluba mansaf knafeh kunafa
challah latkes rugelach babka kugel pierogi pierogies pelmeni varenyky
quinceanera folklorico ofrenda ofrendas calavera calaveras cempasuchil papel picado dulce conchas posadas
rebozo huipil
mehndi rangoli puja pooja aarti garba dandiya diya diyas
hanbok qipao cheongsam salwar kameez lehenga dupatta kurta
`;

const HERITAGE = new Set(HERITAGE_WORDS.split(/\s+/).filter(Boolean));

/** True for a home-language word an essay may use once on purpose ("mija", "chiles"). */
export function isHeritageWord(lower: string): boolean {
  return HERITAGE.has(lower) || HERITAGE.has(lower.replace(/['’]s$/, ''));
}
