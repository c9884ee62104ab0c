// Twenty college-application essays written for this test (narrative with dialogue, research,
// community service, sports, a "why us" essay, work, music, a farm, a mentor), each about 300
// words of careful writing: the grammar and spelling checks mark no error or warning in them.
// They sit close to the learner rules on purpose ("is good practice", "for not being", "made a
// mistake", "All the people in that room were", "but the team had", "Also, people who have") and
// hold short phrases of time written without a comma ("For the first two weeks I made"), a
// conditional inversion ("Had I known …, I would"), a sentence that goes on after a quoted
// exclamation ('"Behind!" is the first word'), and "Instead" with no comma after it.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

const SWIM = `At 5:40 a.m., the pool deck at the Eastside Y smells like chlorine and burnt coffee. For four years, that smell has meant one thing to me: another chance to shave a tenth of a second off my 200 butterfly.

I was not a natural swimmer. In seventh grade, Coach Dana watched me thrash through a length and said, "You swim like you're mad at the water." She wasn't wrong. I was mad at a lot of things that year, but the water was the only thing that pushed back.

So I made a deal with myself. If I showed up every morning, I would stop asking whether I was good enough and start asking what I could fix. Most mornings the answer was small: a late breath, a lazy kick, a hand that entered the water too wide. My teammates laughed at the notebook I kept in a zip-lock bag, but by junior year half of them were keeping one too.

The biggest lesson came from a race I lost. At the regional final, I led for 150 meters and then faded to fifth. Afterward, I sat on the bleachers and tried not to cry in front of the freshmen. Coach Dana sat down next to me and asked, "What did you learn?" I said nothing. She waited. Finally I told her that I had gone out too fast because I was afraid of being caught.

"Then that's the race you needed," she said.

Since then, I have thought about fear differently. It is good information, not a verdict. It tells me where I am still holding back, and that is a useful thing to know about yourself before a race or a chemistry exam.

I don't know if I will swim in college. But I know that I will keep getting up early, keep a notebook, and keep asking what I can fix.`;

const MOSQUITOES = `Last summer I spent eight weeks counting mosquitoes. That sounds like a punishment, but it turned into the most interesting problem I have ever worked on.

The project began with a question from Dr. Amara Okafor, who runs a small vector-biology lab at the state university. She wanted to know whether the storm drains in older neighborhoods produced more mosquito larvae than the newer drains built after 2005. The city had data on where the drains were, but nobody had data on what lived inside them.

My job was to collect samples from forty drains, sort the larvae under a microscope, and enter the counts into a spreadsheet. For the first two weeks I made a mistake almost every day. I mislabeled vials, forgot to record the water temperature, and once dropped an entire tray on the floor. Dr. Okafor never raised her voice. She asked me to write down each error and what caused it, and by the third week the list was getting shorter.

The results surprised both of us. The older drains did not produce more larvae overall; what mattered was how much standing water they held after a rain. Two of the newest drains, installed with a shallow grade, were among the worst sites in the study. When I presented the data at the lab meeting, a graduate student asked whether the pattern could be a coincidence. It was a fair question, so I ran the numbers again with the weather data included. The effect held.

The city has since added the shallow drains to its maintenance list. That is a small change, but it is a real one, and it came from data a high-school student collected in rubber boots.

What I took from the summer is that good research is mostly patience and honesty about mistakes. I want to study epidemiology because I want more summers like that one.`;

const TAX_CLINIC = `Every Thursday, the basement of St. Brendan's turns into a tax office. There are folding tables, a coffee urn, and a sign that says "Free Help Filing Your Return" in English, Spanish, and Haitian Creole. I have volunteered there since I was fifteen.

At first I only greeted people and handed out forms. Most of the clients were older, and many of them were nervous. One man, Mr. Pierre, brought every document he had received in the last three years in a grocery bag, because he was afraid of throwing away the wrong one. We spent an hour sorting it together. When we found a refund he had never claimed, he shook my hand and said, "You gave me back a month's rent."

That afternoon changed how I thought about the work. Taxes are not just numbers; they are rent, groceries, and school shoes. A missing form can cost a family more than a week's pay.

By my second year, I had passed the IRS certification test and could prepare simple returns on my own. I also noticed that the people who needed us most were the ones who never came in. Parents working evening shifts could not make it on Thursdays. So my friend Lucía and I asked the coordinator whether we could open on Sunday afternoons. She said yes, but the church needed someone to unlock the building and stay until six. We did that for two seasons.

Our Sunday hours served 140 families last spring. The number is not huge, but each of those families left with a little more money and a little less fear.

I plan to study economics, and I want to understand why a system that matters so much is so hard to use. Until then, I will keep showing up on Thursdays and Sundays with a stack of forms and a full coffee urn.`;

const WHY_CARLETON = `When I visited Carleton in October, I sat in on an introductory geology class where the professor handed every student a rock and asked us to tell its story. Nobody was allowed to use a textbook. For fifty minutes, twenty strangers argued about a piece of basalt, and I realized that this is the kind of learning I have been looking for.

At my high school, science is taught as a list of facts to memorize. I am good at memorizing, but it has never felt like understanding. At Carleton, the emphasis on hands-on inquiry and close work with faculty means that I would not have to wait until graduate school to do real research. The geology department's field trips to the Black Hills and its senior comps project are exactly the kind of sustained, independent work I want to do.

I am also drawn to the size of the college. In a class of twenty, a quiet student cannot disappear, and I have learned that I do my best thinking when someone expects me to speak. My AP Environmental Science teacher, Ms. Reyes, called on me every day for a semester, and by spring I was the one starting discussions.

Outside the classroom, I hope to join the Carleton Outing Club and to keep playing the cello, perhaps in the orchestra or in a chamber group. I have played since I was eight, and music is where I go when a problem refuses to be solved.

Finally, I was struck by how many students I met who were studying two things that don't usually go together: a chemistry major who writes poetry, a history major who builds robots. That combination of curiosity and seriousness is what I want around me for four years.

Carleton would give me room to ask questions about the rocks under my feet and the people around me, and I would bring a habit of asking them out loud.`;

const JOLLOF = `My grandfather does not believe in recipes. When I asked him how much salt goes into his jollof rice, he looked at me as if I had asked how much air goes into a breath. "Enough," he said.

For most of my childhood, that answer drove me crazy. I like instructions. I like knowing that if I follow the steps, I will get the result. My grandfather cooks the way he talks, with long pauses, sudden changes of direction, and a lot of tasting.

The summer before junior year, he had a small stroke. He recovered quickly, but the doctor told him he should not stand at the stove for hours anymore. So he sat on a stool in the kitchen and I became his hands.

It was not easy. He would say "a little more pepper," and I would add a little more, and he would shake his head and say it was too much. He would tell me the onions were ready when they still looked raw to me. Every evening we argued, and every evening we ate together anyway.

Slowly, I started to understand what he meant. Enough salt is the amount that makes the tomatoes taste more like tomatoes. The onions are ready when the kitchen smells sweet, not when a timer goes off. Cooking with him was less like following a recipe and more like learning a language, one where you listen before you speak.

Last month, I made jollof rice for our family reunion without calling him once. He took one bite, chewed slowly, and said nothing for what felt like a full minute. Then he asked for a second plate.

I still like instructions. But I have learned that some of the most important things cannot be written down, and that the only way to learn them is to stand next to someone who knows, and to pay attention.`;

const DEBATE = `The first time I competed in a debate tournament, I lost all four rounds. In one of them, I forgot my own argument halfway through a sentence and stood at the podium in silence for what my partner later told me was eleven seconds.

I joined the team because my older sister had been a star debater, and I assumed that talent ran in the family. It does not. What runs in my family, it turns out, is stubbornness.

After that tournament, I asked our coach, Mr. Feldman, what I should do differently. He said, "Stop trying to win the argument and start trying to understand it." I had no idea what he meant. But the team had a practice every Tuesday, and I kept going.

Over the next year I learned to read the other side's evidence as carefully as my own. I learned that the strongest argument is often the one your opponent is about to make, and that the best way to answer it is to say it first, and say it fairly. I also learned to pause on purpose, which is different from freezing.

By senior year, my partner and I had qualified for the state championship. We did not win it. We lost in the semifinal round to a team from Lincoln High, and the judge's ballot said our opponents were "slightly more persuasive on the question of cost." I read that ballot three times on the bus home and felt, for the first time, that losing was not the same as failing.

Debate has changed how I listen. When my friends and I disagree about politics, I try to repeat their point back to them before I answer. When my parents and I argue about curfews, I do the same thing, with mixed results.

I want to study philosophy in college, and I expect to lose a few more arguments there. I hope I do.`;

const ROBOT = `Our robot's name was Gerald, and for most of the season Gerald could not turn left.

I was the lead programmer for my school's robotics team, which meant that when Gerald drifted into the wall during practice, everyone looked at me. For three weeks I rewrote the steering code, tested it, and watched it fail in a new way each time. The team was patient, but the competition was getting closer, and I could feel their patience wearing thin.

The breakthrough came from someone who did not write code at all. Priya, a sophomore on the build crew, noticed that one of the wheels wobbled slightly when the robot was fully loaded. The problem was not in the software. It was a bent axle.

I was embarrassed. I had spent weeks assuming that the problem was mine to solve, and that it had to be solved in the part of the robot I understood. After we replaced the axle, Gerald turned left perfectly on the first try. Priya just shrugged and said, "You should come to the build meetings sometime."

So I did. I learned how to use a drill press and how to read a technical drawing, and I started asking the build crew for their opinion before I changed the code. Our team became less like two groups sharing a robot and more like one group solving a problem together.

At the regional competition in March, we finished sixth out of forty teams. It was our best result in five years. More important, every person on the team could explain how the whole robot worked, not just their own piece of it.

I plan to major in mechanical engineering, and I have learned that a good engineer is someone who is willing to look for the answer in places they did not expect. Sometimes the bug is in the code. Sometimes it is a bent axle, and the person who finds it is the one you forgot to ask.`;

const TRANSLATOR = `In my house, there are three languages and one television. My grandmother watches Vietnamese dramas, my father watches English news, and my little brother watches Spanish cartoons because his best friend at school speaks Spanish and he wants to keep up.

I am the translator. I translate the electric bill for my grandmother, the parent-teacher conference for my father, and, more and more often, the Spanish cartoons for everyone else. For years I thought of this as a chore. It meant that I was always a little bit responsible for other people's understanding, even when I did not fully understand things myself.

Something changed when I started tutoring at the elementary school down the street. Many of the kids there are learning English as their second or third language, and they look at the teacher the way my grandmother looks at the electric bill. I knew that look. I also knew how it felt to be the one who is supposed to have all the answers.

One boy, Minh, refused to read aloud for the first two months. He was not shy; he was afraid of making a mistake in front of his classmates. So we made a game of it. Every time he read a sentence, I would read the next one and make a deliberate error, and he would correct me. By December, he was correcting the teacher.

Translating is not just swapping one word for another. It is deciding what someone needs to know and how to say it so that they can hear it. That is a skill I use every day, at home and at school, and I did not realize how valuable it was until I saw it help someone else.

I want to study linguistics and education. I hope to become a teacher who notices the look on a student's face and knows what it means.`;

const BAKERY = `I have worked at Hoang's Bakery every weekend since I was fourteen. The shop opens at six, which means I arrive at five-thirty, which means I have not slept in on a Saturday in three years.

The work is simple but it is not easy. I fold pastry, frost cakes, run the register, and mop the floor at closing. Mrs. Hoang, who has owned the bakery for twenty-two years, expects every task to be done well, whether it is a wedding cake or a mop bucket. "Customers notice everything," she likes to say. "Especially the things you think they won't."

During my first month, I burned a whole tray of croissants because I was texting a friend. Mrs. Hoang did not yell. She handed me the tray, asked me to taste one, and said, "Now you know what careless tastes like." I have not looked at my phone during a shift since.

The bakery taught me how to work with people who are tired, hungry, or in a hurry. It taught me how to apologize to a customer even when the mistake was not mine, and how to make a decision quickly when the line is out the door and the card reader stops working. It also taught me that the quiet parts of a job matter: counting the drawer correctly, labeling the allergens, leaving the kitchen clean for the next person.

Last year Mrs. Hoang started letting me order supplies. It was a small amount of responsibility, but it meant she trusted me with her money. I tracked our flour costs for six months and found that we could save about forty dollars a week by switching suppliers. She made the switch, and she paid me a small bonus, which I spent on a very good pair of running shoes.

I want to study business because I want to understand how a place like Hoang's survives. I also want to run one someday.`;

const PIANO = `The piano in our living room has one key that does not work. It is the F-sharp just above middle C, and it has been broken since before I was born.

My mother bought the piano secondhand when she was pregnant with me, and she could not afford to fix it. By the time she could, I had already learned to play around it. I reach for the F-sharp in the octave above or the one below, or I change the chord slightly so that the missing note does not matter. My piano teacher, Mr. Alvarez, calls it "the hole," and he says that it has made me a more creative musician than I would have been otherwise.

I think he is right. When I play a piece for the first time, I am always listening for the place where the music will need something I do not have. Then I look for another way through. Sometimes the new version is worse. Sometimes it is better than what the composer wrote, at least on our piano.

This habit has followed me outside music. When our school cut its jazz band because there was not enough money for a director, a few of us kept playing together in the band room at lunch. We did not have a drummer, so the bassist and I learned to keep time for each other. We did not have sheet music, so we learned the songs by ear. By the end of the year, we were playing at the spring concert, and the principal asked whether the band could come back the next fall. It did.

I am not a perfect pianist, and I will never be one on a piano with a missing key. But I have learned that a limitation can be an invitation to listen harder.

In college, I hope to study music theory and composition. I would also like, finally, to play a piano where every key works, just to see what I have been missing.`;

const TRACTOR = `My family's farm is forty acres of soybeans and one very old tractor. My father and I have spent more hours under that tractor than inside our house, or at least it feels that way in July.

When I was twelve, he started teaching me how to fix it. He is not a patient teacher. He hands me a wrench and expects me to figure out the rest, and then he watches and says "no" until I get it right. But he is always there, and he never takes the wrench back.

Last spring the hydraulic pump failed in the middle of planting season. A new pump would have cost more than two thousand dollars, and the dealer could not deliver one for three weeks. Three weeks is a long time when the soil is warm and the forecast calls for rain. So my father and I took the old pump apart on the kitchen table and found a cracked seal. We ordered the part online, rebuilt the pump, and finished planting four days later.

That week taught me more than any class I have taken. I learned how a hydraulic system works, but I also learned how my father thinks: calmly, step by step, always asking what the machine is trying to tell him. Neither of us said much. We did not need to.

I also learned how much farming depends on luck, weather, and money that nobody controls. Our neighbors have sold their land one by one over the last ten years, and most of the farms around us are now owned by companies in other states. My father says that is just how things go. I am not so sure.

I want to study agricultural engineering so that small farms like ours have better tools and better options. Some day I would like to design a tractor that a twelve-year-old and her father can fix on a kitchen table.`;

const MENTOR = `Most of the students in my town never leave it, and for a long time I assumed I would not either. Then, in ninth grade, I met Ms. Tran.

She taught ninth-grade English, but the class she really cared about was the one she ran after school for first-generation students who were thinking about college. All the people in that room were like me: curious, a little lost, and not sure anyone expected much from us. Ms. Tran did. She said that asking for help was good practice for the rest of our lives, and she made us do it every week.

Many people say that one teacher can change your life. I used to think that was something adults said at graduations. But the truth is simpler: she made it normal to want more. She apologized to us once for not being able to get funding for a college trip, and then she drove six of us to the state university in her own car.

I made a mistake that year that I still think about. I stopped going to the meetings for a month because my shifts at the grocery store changed and I was embarrassed to explain. When I finally came back, she did not ask where I had been. She just said, "Good, we need you," and handed me another person's essay to read.

So the club became part of my week again, and I started helping the younger students with their applications. Every student I worked with had a story that was worth telling, and most of them did not know it yet. Also, people who have never written about themselves often start with an apology. I learned to ask, "What would you tell a friend?"

I want to become a teacher because of Ms. Tran. My plan is a more careful version of hers: find the students who think nobody is expecting anything, and expect something.`;

const KITCHEN = `"Behind!" is the first word I learned in a restaurant kitchen. You say it when you walk behind someone holding a knife, a pan, or a tray of forty plates. You say it loudly, and you never assume they heard you.

I started washing dishes at Lupita's Taqueria the summer I turned sixteen. None of us in the back spoke the same first language. Rafael, the grill cook, grew up in Oaxaca; Dmitri, who ran the fryer, was from Odessa; and the owner's nephew, Sam, had never lived anywhere but our town. What we shared was a rhythm. Had I known how much I would learn from that rhythm, I would have started years earlier.

Not only did the kitchen teach me speed, it taught me to notice. When the printer started spitting out tickets at seven o'clock on a Friday, I learned to read the room before I read the orders. If Rafael went quiet, he needed plates. If Dmitri started singing, the oil was too hot. Half of the job was listening to people who never said what they needed.

My family are mostly teachers, and they worried that the job would hurt my grades. It did the opposite. The number of hours I could waste shrank, so I stopped wasting them. I did homework on the bus, read on my breaks, and slept, for the first time in my life, like a person who had earned it.

Last August, Rafael's daughter started kindergarten, and he asked me to help him fill out the school forms. So I did. Then Dmitri asked for help with his citizenship application. Neither of them wanted to make a fuss, but both of them came back the next week with a tray of something they had cooked just for me.

What matters most to me now is that kind of exchange. I want to study public health, and I want to remember that the people who feed everyone else are often the last ones anybody feeds.`;

const STARS = `When I was nine, my father drove me two hours into the desert to see the Perseid meteor shower. We saw exactly three meteors. I cried in the car on the way home, and he promised that next year would be better.

It was not. Next year it rained. The year after that, the moon was full. By the time I was thirteen, I had stopped waiting for the sky to cooperate and started learning why it usually didn't.

Astronomy, it turns out, is mostly the study of disappointment. Clouds roll in, equipment fails, and the thing you came to see is fainter than any photograph suggested. But I have come to love that about it. Every clear night feels like a gift, and every faint smudge in the eyepiece is a galaxy whose light left home before there were people on Earth to see it.

In tenth grade, I joined a citizen-science project that asks volunteers to classify galaxies by shape. I have classified more than six thousand of them. It is tedious, and it is also the most meaningful thing I do with my evenings. The data are used by professional astronomers, and last spring one of the objects I flagged was included in a paper about unusual spiral structures. My name appears in the acknowledgments, between a retired dentist in Belgium and a graduate student in Chile.

I also started an astronomy club at my school. We have eleven members and one borrowed telescope. Most of our meetings are cancelled because of clouds, but the ones that are not are unforgettable. Watching a freshman see Saturn's rings for the first time is better than any meteor shower.

My father still drives out to the desert with me every August. Some years we see hundreds of meteors; some years we see none. Either way, we stay until the sky begins to lighten, and then we drive home talking about next year.`;

const GOALKEEPER = `I have been the backup goalkeeper on my high school soccer team for three years. In that time I have played a total of 212 minutes, most of them in games we were already winning or losing by four goals.

For a long time, I thought of myself as the team's insurance policy: necessary on paper, invisible in practice. I showed up to every training session, dove into the mud for every drill, and then sat on the bench for ninety minutes every Saturday. My friends asked why I didn't quit. I didn't have a good answer.

Then, midway through my junior season, our starting keeper, Marco, tore a ligament in his knee. Suddenly the team needed me, and I was terrified. In my first start we lost 3–1, and two of those goals were my fault. After the game, Coach Ruiz pulled me aside. I expected him to tell me what I had done wrong. Instead he asked me what I had seen.

So I told him. I had watched Marco for two and a half years. I knew which defenders drifted when they got tired, which forwards always cut to their left, and which of our players needed to be yelled at and which needed to be left alone. I just had never said any of it out loud.

"Say it during the game," Coach Ruiz said. "That's your job now."

We won six of our next eight games. I made some good saves, but that is not why we won. We won because I stopped being quiet. A goalkeeper sees the whole field, and a team plays better when someone is willing to tell it what he sees.

Marco came back for the playoffs, and I went back to the bench. But I didn't go back to being quiet. I still talk through every practice, and the younger players have started doing it too.`;

const TWO_LANGUAGES = `My abuela says that a person who speaks two languages has two souls. I used to think that meant I was twice as lucky. By middle school I suspected it meant I was half as sure of anything.

At home we spoke Spanish, and at school I spoke English, and for years I kept the two worlds carefully apart. I didn't bring tamales to lunch. I didn't correct teachers who pronounced my name "Hoo-lee-ah" instead of "Julia." It seemed easier to be one person at a time.

Everything changed when my cousin Mateo arrived from Guatemala in seventh grade. He spoke almost no English, and the school placed him in my math class because, as the counselor put it, "Julia can help." I was annoyed. Helping him meant being the girl who spoke Spanish in class, the thing I had spent years avoiding.

But Mateo was brilliant at math, far better than I was, and he was drowning because he couldn't understand the word problems. So every afternoon we sat at the kitchen table while I translated and he solved. Within a few months, he was explaining the problems to me, half in English and half in Spanish, and I realized that we were both getting smarter because we refused to choose one language over the other.

Since then I have stopped keeping my worlds apart. I volunteer as an interpreter at our community health clinic, where I help families talk to doctors about everything from asthma to pregnancy. It is demanding work; a single mistranslated word can change a diagnosis. But it is also where I feel most like myself, because there is no moment when I have to be only one thing.

I plan to study medicine. I hope to become the kind of doctor who does not need an interpreter, and who remembers what it is like to need one.`;

const SATURDAY = `It is 6:00 a.m. and my sister is already yelling. "Where are my cleats?" she asks, as if I have hidden them on purpose. I haven't. They are under the couch, where they always are, next to the dog and a bowl of cereal nobody remembers pouring.

This is a normal Saturday in a family of seven. My parents work weekends, so the five of us run the house. Each of us has a job. My oldest brother drives; my twin sisters handle breakfast; the youngest, Leo, is in charge of the dog, which mostly means he is in charge of getting licked. I make the schedule.

The schedule lives on a whiteboard in the kitchen. Every Sunday night I write down who needs to be where, who has a game, who has a test, and who is still grounded. It sounds simple, but it isn't. Two soccer games, one piano lesson and a birthday party across town add up to a puzzle that would make an airline dispatcher nervous.

Most of what I know about leadership comes from that whiteboard. When the plan falls apart, and it usually does, somebody has to decide what matters most. Is it the game or the party? Is it fair that Leo always gets the front seat? Usually there is no right answer, only a decision that somebody has to make and then explain.

Over time I have learned that people accept a hard decision more easily when they understand it. So I explain. I tell my sisters why the party loses to the game this week and wins next week. I tell Leo that the front seat rotates, and I write the rotation on the board so nobody can argue with it.

Neither of my parents went to college, and none of us has been before. I want to be the first, and I want to study operations management, because I have been practicing it on a whiteboard for six years.`;

const DUCKWEED = `The first experiment I designed on my own failed in eleven different ways. I know the number because I wrote each failure on a sticky note and stuck it to the wall above my desk, where the notes stayed for most of junior year.

The question was simple: does the color of light affect how quickly duckweed grows? Duckweed is a tiny floating plant that doubles its surface area in a few days, which makes it ideal for a high-school lab with a limited budget. I built four boxes out of cardboard and aluminum foil, fitted each one with a different LED strip, and set up a camera to photograph the plants every six hours.

The problems started immediately. The red box overheated. The camera's memory card filled up on the third day. My little brother moved one of the boxes to make room for his science project, which, in fairness, was also due that week. By the end of the first month, I had almost no usable data.

My chemistry teacher, Dr. Haddad, suggested that I stop thinking of the failures as obstacles and start thinking of them as results. Each one told me something about the setup that no textbook would have mentioned. So I redesigned the boxes with vents, added a second memory card, and put a sign on the door that said "Experiment in progress: do not touch (this means you, Danny)."

The second round worked. The plants under blue light grew about thirty percent faster than those under red light, and the difference held across three trials. It was not a groundbreaking discovery; plant biologists have known about the effect for decades. But it was mine, and I understood every step that led to it.

I took the sticky notes down last month. I kept them, though, in an envelope labeled "results." I expect to need more envelopes in college.`;

const BRIDGE = `I want to study civil engineering because of a bridge that nobody in my town thinks about.

The Maple Street bridge is a short concrete span over a creek that floods every spring. For most of my life it was just part of the drive to school. Then, in eighth grade, the town closed it for repairs, and the detour added twenty minutes to every trip. For the first time I wondered what was actually wrong with it, and why it had taken so long for anyone to notice.

I started reading. I learned about load ratings, scour, and the way that water erodes the soil around a bridge's foundations until the structure is standing on almost nothing. I learned that thousands of bridges across the country are rated as being in poor condition, and that many of them look perfectly fine from a car window.

In tenth grade I asked our town engineer, Mr. Castillo, if I could shadow him for a week. He said yes, on the condition that I wear steel-toed boots and stop asking whether the bridge was going to fall down. (It wasn't.) That week I watched him inspect culverts, argue with a contractor about drainage, and explain a budget to the town council in words that everyone in the room could follow. That last part impressed me most.

Engineering, I realized, is not only about calculation. It is about deciding what to fix first when there is not enough money to fix everything, and about explaining those decisions to people who will never read a load rating. It is a public service that happens mostly out of sight.

At the university, I hope to take courses in structural analysis and water resources, and to join the Engineers Without Borders chapter. Someday I would like to be the person who notices the bridge before it closes.`;

const GARDEN = `My grandmother kept a garden that was far too big for one person. After she died, it became far too big for my whole family.

For a year nobody touched it. The tomato cages rusted, the raised beds filled with weeds, and the fig tree she had planted the year I was born dropped its fruit onto the grass, where the squirrels ate it. My mother could not look at it. My father talked about paving it over. I said nothing, because I did not know what I wanted.

Then, one afternoon in April, I found her notebook in a kitchen drawer. It was full of diagrams: which beds got which vegetables, how far apart to plant the beans, when to cut back the roses. In the margins she had written notes to herself, some practical and some not. "Peppers hate wind." "Too much basil again, give some to the Nguyens." "Remember to sit down sometimes."

I started with one bed. I pulled the weeds, turned the soil, and planted the beans exactly as far apart as she said to. When they came up, I planted another bed. By July, half the garden was growing again, and my mother had started coming out in the evenings to help. We didn't talk much. We didn't need to.

That summer taught me that grief is not something you finish. It is something you tend, like a garden, a little at a time. Some days you pull weeds, and some days you just sit down, because she told you to.

The fig tree produced more fruit this year than it ever has. We gave most of it to the Nguyens. I think she would have liked that.`;

async function marks(text: string): Promise<string[]> {
  const r = await analyzeEssay({ text }, { analyzers: ['grammar', 'spelling'] });
  return r.feedback.annotations
    .filter((a) => a.severity === 'error' || a.severity === 'warning')
    .map((a) => `${text.slice(a.start, a.end)}: ${a.message}`);
}

describe('clean application essays', () => {
  it.each([
    ['a swimmer (dialogue, times of day)', SWIM],
    ['a summer of research', MOSQUITOES],
    ['a tax clinic for the community', TAX_CLINIC],
    ['why this college', WHY_CARLETON],
    ['cooking with a grandfather', JOLLOF],
    ['losing at debate', DEBATE],
    ['a robotics team', ROBOT],
    ['translating for a family', TRANSLATOR],
    ['a weekend job', BAKERY],
    ['a piano with a broken key', PIANO],
    ['a family farm', TRACTOR],
    ['a teacher who ran a college club', MENTOR],
    ['a restaurant kitchen (inversions, "my family are", a quoted exclamation)', KITCHEN],
    ['astronomy ("the data are", citizen science)', STARS],
    ['a backup goalkeeper ("Instead he asked")', GOALKEEPER],
    ['growing up with two languages', TWO_LANGUAGES],
    ['a family schedule (present tense)', SATURDAY],
    ['an experiment that failed', DUCKWEED],
    ['why civil engineering ("For the first time I wondered")', BRIDGE],
    ['a grandmother’s garden', GARDEN],
  ])('marks nothing in an essay about %s', async (_about, text) => {
    expect(await marks(text)).toEqual([]);
  });
});
