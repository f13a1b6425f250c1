import { describe, expect, it } from 'vitest';
import { findPersonalInformation, type PersonalInformationKind } from './personal-information';

/** Comments with personal information, written as parents and children might (issue 10: ≥ 40). */
const REFUSED: [string, PersonalInformationKind][] = [
  ['email me at mia.rose@gmail.com for more pages', 'email'],
  ['my mum is sarah_j+kids@outlook.co.uk', 'email'],
  ['Contact: teacher.brown@school.edu', 'email'],
  ['write to mia at gmail dot com', 'email'],
  ['mia (at) yahoo (dot) com', 'email'],
  ['ｍｉａ＠ｇｍａｉｌ．ｃｏｍ', 'email'],
  ['Call 555-123-4567 to order more', 'phone'],
  ['our number is (555) 123 4567', 'phone'],
  ['ring +44 20 7946 0958', 'phone'],
  ['5551234567 text me', 'phone'],
  ['my phone: 0151 496 0000', 'phone'],
  ['five five five one two three four', 'phone'],
  ['07700 900123 is my dads', 'phone'],
  ['+1 415.555.0199', 'phone'],
  ['I live at 42 Maple Street', 'address'],
  ['221B Baker Street is where we colored it', 'address'],
  ['come to 12 Elm St. Springfield', 'address'],
  ['we are at 1600 Pennsylvania Avenue', 'address'],
  ['10 downing street ha', 'address'],
  ['Apt 4B is our home', 'address'],
  ['my home address is on the fridge', 'address'],
  ['PO Box 123 Anytown', 'address'],
  ['London SW1A 1AA', 'address'],
  ['Springfield, IL 62704', 'address'],
  ['our house is 7 Rue de la Paix', 'address'],
  ['visit www.miasdrawings.com', 'url'],
  ['https://example.org/my-page', 'url'],
  ['see miadraws.net for more', 'url'],
  ['colour-club.co.uk has more', 'url'],
  ['go to miadraws dot com', 'url'],
  ['http://bit.ly/abc123', 'url'],
  ['follow @mia_draws', 'handle'],
  ['by @SuperMia2016', 'handle'],
  ['(@art.by.leo) made this', 'handle'],
  ['add me on roblox', 'contact'],
  ['follow me on tiktok', 'contact'],
  ['my insta is miadraws', 'contact'],
  ['my snapchat: leo2015', 'contact'],
  ['dm me for more pages', 'contact'],
  ['message me please', 'contact'],
  ['find me on discord', 'contact'],
  ['my username is coolkid99', 'contact'],
  ['we are on whatsapp', 'contact'],
  ['my number is secret lol', 'contact'],
];

/** Ordinary comments with numbers, names, places and dots that must be accepted (≥ 40). */
const ACCEPTED = [
  'My daughter loves dinosaurs!',
  'Made for my class of 24 kids',
  'Happy 7th birthday Leo!',
  'We colored this with 3 crayons and 2 markers',
  'It took 10 minutes to color',
  'Counting practice: 1 2 3 4 5 6 7 8 9 10',
  'one two three four five six seven eight nine ten little fish',
  'Printed on 11/24/2026 for the holidays',
  'Our 2026-11-24 art day',
  'We used it at school today. It was fun.',
  'Mia (5) colored the wings blue',
  'Grandma loved it so much',
  'The 3 little pigs on the road to grandma',
  'Two cats and 1 dog in a basket',
  'Page 3 of our dinosaur book',
  'Top 10 pages of the year!',
  'We live in Paris and love the Eiffel Tower',
  'Greetings from Texas!',
  'At 3:30 we started coloring',
  'It cost 1 credit and was worth it',
  'A rocket with 5 windows',
  'Great for ages 4-8',
  'Thank you Inkling team',
  'My son said: more dragons please!',
  'Colored in 2 hours, phew',
  'Learning the letter B today',
  'A castle with 100 towers (not really)',
  'Christmas 2025 memories',
  'The street party theme was unicorns',
  'We drew our street with chalk after this',
  'Best rainy day activity',
  'My little brother scribbled on it, still cute',
  'Used crayons by Crayola',
  'This is version 2.0 of my robot',
  'Love it... so cute',
  'Score: 10/10',
  'Bedtime story picture for Ella',
  'Room 12 loved the caterpillar',
  'Half term fun at home',
  'Our 1st try with photo pages',
  'I added a sun and 3 clouds',
  'Mr. Bean would love this car',
  'St. Patrick’s Day rainbow!',
];

/**
 * Issue 27 finding 4: comments that got past the check, each spelled to step around it:
 * brackets, spaced letters, Cyrillic words, a mail provider without its ending, digits of
 * another script, glued digit words, a street named before its number, German addresses, an
 * ideographic full stop, link-in-bio hosts and app user names.
 */
const EVASIONS: [string, PersonalInformationKind][] = [
  ['write to mia [at] gmail [.] com', 'email'],
  ['m i a @ g m a i l . c o m', 'email'],
  ['mia ат gmail дот com', 'email'],
  ['mia@gmail', 'email'],
  ['٥٥٥١٢٣٤٥٦٧', 'phone'],
  ['ring fivefivefive then onetwothree then fourfivesixseven', 'phone'],
  ['I live on Maple street number 12', 'address'],
  ['Hauptstraße 12, 10115 Berlin', 'address'],
  ['mia-draws。com', 'url'],
  ['linktr.ee/mia_draws', 'url'],
  ['insta: mia_draws2015 snap: mia2015', 'handle'],
  ['snap - mia2015', 'handle'],
  ['m​i​a@gmail.com', 'email'],
  ['५५५ १२३ ४५६७', 'phone'],
];

describe('findPersonalInformation', () => {
  it.each(REFUSED)('refuses %j as %s', (text, kind) => {
    expect(findPersonalInformation(text)?.kind).toBe(kind);
  });

  it.each(EVASIONS)('finds %j, spelled to get past it, as %s (issue 27 #4)', (text, kind) => {
    expect(findPersonalInformation(text)?.kind).toBe(kind);
  });

  it.each(ACCEPTED)('accepts %j', (text) => {
    expect(findPersonalInformation(text)).toBeNull();
  });

  it('has at least 40 of each kind of example (issue 10)', () => {
    expect(REFUSED.length).toBeGreaterThanOrEqual(40);
    expect(ACCEPTED.length).toBeGreaterThanOrEqual(40);
  });
});
