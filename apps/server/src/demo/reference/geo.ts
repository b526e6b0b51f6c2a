import type { Rng } from '../random';

/** A town of the demo geography: name, region, latitude, longitude. */
export type Town = readonly [name: string, region: string, lat: number, lng: number];

export type CountryRef = {
  id: number;
  code: string;
  name: string;
  currency: string;
  vatRateBp: number;
  isdCode: string;
  /** Portal locale used for people and accounts of this country. */
  language: string;
  towns: readonly Town[];
  streets: readonly string[];
  legalSuffix: string;
  neighbours: readonly string[];
  postCode(rng: Rng): string;
  /** Uppercase letters and digits only, at most 14 (spec 002 §5.1). */
  plate(rng: Rng): string;
};

const L = (rng: Rng, n: number) => rng.letters(n);
const D = (rng: Rng, n: number) => rng.digits(n);

export const COUNTRIES: readonly CountryRef[] = [
  {
    id: 1,
    code: 'AT',
    name: 'Austria',
    currency: 'EUR',
    vatRateBp: 2000,
    isdCode: '+43',
    language: 'de',
    towns: [
      ['Wien', 'Wien', 48.2082, 16.3738],
      ['St. Pölten', 'Niederösterreich', 48.2047, 15.6256],
      ['Wiener Neustadt', 'Niederösterreich', 47.8151, 16.2466],
      ['Linz', 'Oberösterreich', 48.3069, 14.2858],
      ['Wels', 'Oberösterreich', 48.1575, 14.0289],
      ['Graz', 'Steiermark', 47.0707, 15.4395],
      ['Innsbruck', 'Tirol', 47.2692, 11.4041],
      ['Salzburg', 'Salzburg', 47.8095, 13.055],
    ],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Industriestraße', 'Wiener Straße', 'Gewerbepark'],
    legalSuffix: 'GmbH',
    neighbours: ['DE', 'CZ'],
    postCode: (r) => `${r.int(1, 9)}${D(r, 3)}`,
    plate: (r) => `${L(r, r.int(1, 2))}${D(r, r.int(3, 5))}${L(r, 1)}`,
  },
  {
    id: 2,
    code: 'BE',
    name: 'Belgium',
    currency: 'EUR',
    vatRateBp: 2100,
    isdCode: '+32',
    language: 'nl',
    towns: [
      ['Brussels', 'Brussels', 50.8503, 4.3517],
      ['Antwerp', 'Antwerp', 51.2194, 4.4025],
      ['Mechelen', 'Antwerp', 51.0259, 4.4776],
      ['Ghent', 'East Flanders', 51.0543, 3.7174],
      ['Aalst', 'East Flanders', 50.9378, 4.0403],
      ['Liège', 'Liège', 50.6326, 5.5797],
      ['Charleroi', 'Hainaut', 50.4108, 4.4446],
      ['Mons', 'Hainaut', 50.4542, 3.9566],
    ],
    streets: ['Stationsstraat', 'Kerkstraat', 'Rue de la Gare', 'Industrieweg', 'Chaussée de Bruxelles'],
    legalSuffix: 'NV',
    neighbours: ['NL', 'FR', 'LU', 'DE'],
    postCode: (r) => `${r.int(1, 9)}${D(r, 3)}`,
    plate: (r) => `${r.int(1, 2)}${L(r, 3)}${D(r, 3)}`,
  },
  {
    id: 3,
    code: 'CZ',
    name: 'Czechia',
    currency: 'CZK',
    vatRateBp: 2100,
    isdCode: '+420',
    language: 'en',
    towns: [
      ['Praha', 'Praha', 50.0755, 14.4378],
      ['Brno', 'Jihomoravský', 49.1951, 16.6068],
      ['Ostrava', 'Moravskoslezský', 49.8209, 18.2625],
      ['Plzeň', 'Plzeňský', 49.7384, 13.3736],
      ['Pardubice', 'Pardubický', 50.0343, 15.7812],
    ],
    streets: ['Hlavní', 'Nádražní', 'Průmyslová', 'Brněnská', 'Polní'],
    legalSuffix: 's.r.o.',
    neighbours: ['DE', 'AT', 'PL'],
    postCode: (r) => `${r.int(1, 7)}${D(r, 2)} ${D(r, 2)}`,
    plate: (r) => `${r.int(1, 9)}${L(r, 2)}${D(r, 4)}`,
  },
  {
    id: 4,
    code: 'DE',
    name: 'Germany',
    currency: 'EUR',
    vatRateBp: 1900,
    isdCode: '+49',
    language: 'de',
    towns: [
      ['Berlin', 'Berlin', 52.52, 13.405],
      ['Hamburg', 'Hamburg', 53.5511, 9.9937],
      ['München', 'Bayern', 48.1351, 11.582],
      ['Köln', 'Nordrhein-Westfalen', 50.9375, 6.9603],
      ['Düsseldorf', 'Nordrhein-Westfalen', 51.2277, 6.7735],
      ['Frankfurt am Main', 'Hessen', 50.1109, 8.6821],
      ['Stuttgart', 'Baden-Württemberg', 48.7758, 9.1829],
      ['Hannover', 'Niedersachsen', 52.3759, 9.732],
      ['Leipzig', 'Sachsen', 51.3397, 12.3731],
      ['Dresden', 'Sachsen', 51.0504, 13.7373],
    ],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Industriestraße', 'Gewerbering', 'Am Hafen'],
    legalSuffix: 'GmbH',
    neighbours: ['NL', 'AT', 'PL', 'BE', 'LU', 'CZ', 'FR'],
    postCode: (r) => `${r.int(1, 9)}${D(r, 4)}`,
    plate: (r) => `${L(r, r.int(1, 3))}${L(r, r.int(1, 2))}${r.int(1, 9)}${D(r, r.int(0, 3))}`,
  },
  {
    id: 5,
    code: 'ES',
    name: 'Spain',
    currency: 'EUR',
    vatRateBp: 2100,
    isdCode: '+34',
    language: 'es',
    towns: [
      ['Madrid', 'Madrid', 40.4168, -3.7038],
      ['Barcelona', 'Cataluña', 41.3874, 2.1686],
      ['Sevilla', 'Andalucía', 37.3891, -5.9845],
      ['Málaga', 'Andalucía', 36.7213, -4.4214],
      ['Valencia', 'Comunidad Valenciana', 39.4699, -0.3763],
      ['Alicante', 'Comunidad Valenciana', 38.3452, -0.481],
      ['Bilbao', 'País Vasco', 43.263, -2.935],
      ['Las Palmas de Gran Canaria', 'Canarias', 28.1235, -15.4363],
    ],
    streets: [
      'Calle Mayor',
      'Avenida de la Constitución',
      'Polígono Industrial',
      'Calle Real',
      'Carretera Nacional',
    ],
    legalSuffix: 'S.L.',
    neighbours: ['PT', 'FR'],
    postCode: (r) => `${D(r, 2)}${D(r, 3)}`,
    plate: (r) => `${D(r, 4)}${r.letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}`,
  },
  {
    id: 6,
    code: 'FR',
    name: 'France',
    currency: 'EUR',
    vatRateBp: 2000,
    isdCode: '+33',
    language: 'en',
    towns: [
      ['Paris', 'Île-de-France', 48.8566, 2.3522],
      ['Lille', 'Hauts-de-France', 50.6292, 3.0573],
      ['Strasbourg', 'Grand Est', 48.5734, 7.7521],
      ['Metz', 'Grand Est', 49.1193, 6.1757],
      ['Reims', 'Grand Est', 49.2583, 4.0317],
      ['Lyon', 'Auvergne-Rhône-Alpes', 45.764, 4.8357],
    ],
    streets: [
      'Rue de la République',
      'Avenue de la Gare',
      'Zone Industrielle',
      'Route Nationale',
      'Rue Principale',
    ],
    legalSuffix: 'SAS',
    neighbours: ['BE', 'DE', 'LU', 'ES'],
    postCode: (r) => `${r.int(1, 9)}${D(r, 4)}`,
    plate: (r) => `${L(r, 2)}${D(r, 3)}${L(r, 2)}`,
  },
  {
    id: 7,
    code: 'GB',
    name: 'United Kingdom',
    currency: 'GBP',
    vatRateBp: 2000,
    isdCode: '+44',
    language: 'en',
    towns: [
      ['London', 'Greater London', 51.5072, -0.1276],
      ['Reading', 'South East', 51.4543, -0.9781],
      ['Southampton', 'South East', 50.9097, -1.4044],
      ['Birmingham', 'West Midlands', 52.4862, -1.8904],
      ['Manchester', 'North West', 53.4808, -2.2426],
      ['Liverpool', 'North West', 53.4084, -2.9916],
      ['Leeds', 'Yorkshire and the Humber', 53.8008, -1.5491],
      ['Glasgow', 'Scotland', 55.8642, -4.2518],
      ['Edinburgh', 'Scotland', 55.9533, -3.1883],
    ],
    streets: ['High Street', 'Station Road', 'Industrial Estate', 'London Road', 'Church Lane'],
    legalSuffix: 'Ltd',
    neighbours: ['FR', 'NL', 'BE'],
    postCode: (r) => `${L(r, 2)}${r.int(1, 9)} ${r.int(1, 9)}${L(r, 2)}`,
    plate: (r) => `${L(r, 2)}${D(r, 2)}${L(r, 3)}`,
  },
  {
    id: 8,
    code: 'LU',
    name: 'Luxembourg',
    currency: 'EUR',
    vatRateBp: 1700,
    isdCode: '+352',
    language: 'de',
    towns: [
      ['Luxembourg', 'Luxembourg', 49.6116, 6.1319],
      ['Esch-sur-Alzette', 'Esch-sur-Alzette', 49.4958, 5.9806],
      ['Differdange', 'Esch-sur-Alzette', 49.5242, 5.8914],
      ['Diekirch', 'Diekirch', 49.8672, 6.1597],
      ['Ettelbruck', 'Diekirch', 49.8475, 6.1042],
    ],
    streets: ['Rue Principale', "Route d'Arlon", 'Rue de la Gare', 'Zone Industrielle', 'Rue du Moulin'],
    legalSuffix: 'S.à r.l.',
    neighbours: ['BE', 'DE', 'FR'],
    postCode: (r) => `L-${r.int(1, 9)}${D(r, 3)}`,
    plate: (r) => `${L(r, 2)}${D(r, 4)}`,
  },
  {
    id: 9,
    code: 'NL',
    name: 'Netherlands',
    currency: 'EUR',
    vatRateBp: 2100,
    isdCode: '+31',
    language: 'nl',
    towns: [
      ['Amsterdam', 'Noord-Holland', 52.3676, 4.9041],
      ['Rotterdam', 'Zuid-Holland', 51.9244, 4.4777],
      ['Den Haag', 'Zuid-Holland', 52.0705, 4.3007],
      ['Utrecht', 'Utrecht', 52.0907, 5.1214],
      ['Eindhoven', 'Noord-Brabant', 51.4416, 5.4697],
      ['Tilburg', 'Noord-Brabant', 51.5555, 5.0913],
      ['Arnhem', 'Gelderland', 51.9851, 5.8987],
      ['Groningen', 'Groningen', 53.2194, 6.5665],
    ],
    streets: ['Dorpsstraat', 'Stationsweg', 'Industrieweg', 'Kerkstraat', 'Havenweg'],
    legalSuffix: 'B.V.',
    neighbours: ['BE', 'DE'],
    postCode: (r) => `${r.int(1, 9)}${D(r, 3)} ${L(r, 2)}`,
    plate: (r) => `${D(r, 2)}${L(r, 3)}${r.int(1, 9)}`,
  },
  {
    id: 10,
    code: 'PL',
    name: 'Poland',
    currency: 'PLN',
    vatRateBp: 2300,
    isdCode: '+48',
    language: 'pl',
    towns: [
      ['Warszawa', 'Mazowieckie', 52.2297, 21.0122],
      ['Kraków', 'Małopolskie', 50.0647, 19.945],
      ['Tarnów', 'Małopolskie', 50.0121, 20.9858],
      ['Katowice', 'Śląskie', 50.2649, 19.0238],
      ['Gliwice', 'Śląskie', 50.2945, 18.6714],
      ['Poznań', 'Wielkopolskie', 52.4064, 16.9252],
      ['Wrocław', 'Dolnośląskie', 51.1079, 17.0385],
      ['Gdańsk', 'Pomorskie', 54.352, 18.6466],
    ],
    streets: ['ul. Główna', 'ul. Dworcowa', 'ul. Przemysłowa', 'ul. Warszawska', 'ul. Polna'],
    legalSuffix: 'Sp. z o.o.',
    neighbours: ['DE', 'CZ'],
    postCode: (r) => `${D(r, 2)}-${D(r, 3)}`,
    plate: (r) => `${L(r, 2)}${D(r, 5)}`,
  },
  {
    id: 11,
    code: 'PT',
    name: 'Portugal',
    currency: 'EUR',
    vatRateBp: 2300,
    isdCode: '+351',
    language: 'pt',
    towns: [
      ['Lisboa', 'Lisboa', 38.7223, -9.1393],
      ['Sintra', 'Lisboa', 38.8029, -9.3817],
      ['Porto', 'Porto', 41.1579, -8.6291],
      ['Vila Nova de Gaia', 'Porto', 41.1239, -8.6118],
      ['Braga', 'Braga', 41.5454, -8.4265],
      ['Faro', 'Faro', 37.0194, -7.9304],
      ['Coimbra', 'Coimbra', 40.2033, -8.4103],
    ],
    streets: [
      'Rua Principal',
      'Avenida da Liberdade',
      'Zona Industrial',
      'Estrada Nacional',
      'Rua da Estação',
    ],
    legalSuffix: 'Lda',
    neighbours: ['ES'],
    postCode: (r) => `${r.int(1, 9)}${D(r, 3)}-${D(r, 3)}`,
    plate: (r) => `${D(r, 2)}${L(r, 2)}${D(r, 2)}`,
  },
];

export const countryByCode = (code: string): CountryRef => {
  const country = COUNTRIES.find((c) => c.code === code);
  if (!country) throw new Error(`unknown country ${code}`);
  return country;
};

/** Exchange rates against the euro, fixed for reproducible conversions. */
export const EUR_RATES: Record<string, number> = { EUR: 1, GBP: 0.86, PLN: 4.3, CZK: 25.2 };
