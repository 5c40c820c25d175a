import type { Rng } from "./random";

export interface City {
  name: string;
  lat: number;
  lon: number;
  weight: number;
  /** Mobile area code, for numbering plans that have one (NANP, Brazil, Mexico). */
  area?: string;
}

export interface State {
  name: string;
  cities: City[];
}

export type Locale =
  | "en"
  | "es"
  | "pt"
  | "fr"
  | "de"
  | "it"
  | "nl"
  | "sv"
  | "pl"
  | "in"
  | "zh"
  | "ja"
  | "ar"
  | "he"
  | "ng"
  | "ke";

export interface Country {
  name: string;
  cc: string;
  continent: string;
  /** Share of the data set's people and companies. */
  weight: number;
  dial: string;
  /** Mobile numbers: dial code + prefix (or the city's area code + `afterArea`) + `rest` digits. */
  mobile: { prefixes?: string[]; afterArea?: string; rest: number; nanp?: boolean };
  /** Spoken natively; the first is the main one. */
  languages: string[];
  /** Where people's names come from, with weights. */
  locales: [Locale, number][];
  tld: string;
  schools: string[];
  states: State[];
}

const c = (name: string, lat: number, lon: number, weight: number, area?: string): City => ({
  name,
  lat,
  lon,
  weight,
  area,
});

export const COUNTRIES: Country[] = [
  {
    name: "United States",
    cc: "US",
    continent: "North America",
    weight: 34,
    dial: "1",
    mobile: { rest: 7, nanp: true },
    languages: ["English"],
    locales: [
      ["en", 72],
      ["es", 11],
      ["in", 7],
      ["zh", 5],
      ["de", 2],
      ["it", 2],
      ["ng", 1],
    ],
    tld: "com",
    schools: [
      "Stanford University",
      "University of California, Berkeley",
      "Massachusetts Institute of Technology",
      "Harvard University",
      "University of Michigan",
      "The University of Texas at Austin",
      "New York University",
      "University of Washington",
      "Georgia Institute of Technology",
      "University of Illinois Urbana-Champaign",
      "Arizona State University",
      "Penn State University",
      "The Ohio State University",
      "University of Florida",
      "Columbia University",
      "Cornell University",
      "Boston University",
      "Purdue University",
      "University of California, Los Angeles",
      "University of Southern California",
      "University of Wisconsin-Madison",
      "Northeastern University",
    ],
    states: [
      {
        name: "California",
        cities: [
          c("San Francisco", 37.7749, -122.4194, 10, "415"),
          c("Los Angeles", 34.0522, -118.2437, 9, "213"),
          c("San Diego", 32.7157, -117.1611, 5, "619"),
          c("San Jose", 37.3382, -121.8863, 5, "408"),
          c("Palo Alto", 37.4419, -122.143, 2, "650"),
          c("Irvine", 33.6846, -117.8265, 2, "949"),
        ],
      },
      {
        name: "New York",
        cities: [
          c("New York", 40.7128, -74.006, 16, "212"),
          c("Brooklyn", 40.6782, -73.9442, 3, "718"),
          c("Buffalo", 42.8864, -78.8784, 1, "716"),
        ],
      },
      {
        name: "Texas",
        cities: [
          c("Austin", 30.2672, -97.7431, 5, "512"),
          c("Houston", 29.7604, -95.3698, 5, "713"),
          c("Dallas", 32.7767, -96.797, 5, "214"),
          c("San Antonio", 29.4241, -98.4936, 2, "210"),
        ],
      },
      {
        name: "Washington",
        cities: [
          c("Seattle", 47.6062, -122.3321, 6, "206"),
          c("Redmond", 47.674, -122.1215, 2, "425"),
        ],
      },
      {
        name: "Massachusetts",
        cities: [
          c("Boston", 42.3601, -71.0589, 6, "617"),
          c("Cambridge", 42.3736, -71.1097, 2, "617"),
        ],
      },
      { name: "Illinois", cities: [c("Chicago", 41.8781, -87.6298, 7, "312")] },
      { name: "Georgia", cities: [c("Atlanta", 33.749, -84.388, 4, "404")] },
      {
        name: "Colorado",
        cities: [
          c("Denver", 39.7392, -104.9903, 3, "303"),
          c("Boulder", 40.015, -105.2705, 1, "303"),
        ],
      },
      {
        name: "Florida",
        cities: [
          c("Miami", 25.7617, -80.1918, 3, "305"),
          c("Orlando", 28.5383, -81.3792, 2, "407"),
          c("Tampa", 27.9506, -82.4572, 2, "813"),
        ],
      },
      {
        name: "Pennsylvania",
        cities: [
          c("Philadelphia", 39.9526, -75.1652, 3, "215"),
          c("Pittsburgh", 40.4406, -79.9959, 2, "412"),
        ],
      },
      {
        name: "North Carolina",
        cities: [
          c("Charlotte", 35.2271, -80.8431, 2, "704"),
          c("Raleigh", 35.7796, -78.6382, 2, "919"),
        ],
      },
      { name: "Arizona", cities: [c("Phoenix", 33.4484, -112.074, 2, "602")] },
      { name: "Minnesota", cities: [c("Minneapolis", 44.9778, -93.265, 2, "612")] },
      { name: "Michigan", cities: [c("Detroit", 42.3314, -83.0458, 2, "313")] },
      {
        name: "Ohio",
        cities: [
          c("Columbus", 39.9612, -82.9988, 2, "614"),
          c("Cleveland", 41.4993, -81.6944, 1, "216"),
        ],
      },
      { name: "Utah", cities: [c("Salt Lake City", 40.7608, -111.891, 1, "801")] },
      { name: "Oregon", cities: [c("Portland", 45.5152, -122.6784, 2, "503")] },
      { name: "Virginia", cities: [c("Arlington", 38.8816, -77.091, 2, "703")] },
      { name: "District of Columbia", cities: [c("Washington", 38.9072, -77.0369, 3, "202")] },
      { name: "Tennessee", cities: [c("Nashville", 36.1627, -86.7816, 2, "615")] },
      { name: "New Jersey", cities: [c("Newark", 40.7357, -74.1724, 2, "973")] },
    ],
  },
  {
    name: "Canada",
    cc: "CA",
    continent: "North America",
    weight: 4,
    dial: "1",
    mobile: { rest: 7, nanp: true },
    languages: ["English", "French"],
    locales: [
      ["en", 70],
      ["fr", 15],
      ["in", 8],
      ["zh", 7],
    ],
    tld: "ca",
    schools: [
      "University of Toronto",
      "University of British Columbia",
      "McGill University",
      "University of Waterloo",
      "McMaster University",
      "University of Alberta",
      "Queen's University",
    ],
    states: [
      {
        name: "Ontario",
        cities: [
          c("Toronto", 43.6532, -79.3832, 10, "416"),
          c("Ottawa", 45.4215, -75.6972, 3, "613"),
        ],
      },
      { name: "Quebec", cities: [c("Montreal", 45.5017, -73.5673, 5, "514")] },
      { name: "British Columbia", cities: [c("Vancouver", 49.2827, -123.1207, 5, "604")] },
      {
        name: "Alberta",
        cities: [
          c("Calgary", 51.0447, -114.0719, 3, "403"),
          c("Edmonton", 53.5461, -113.4938, 2, "780"),
        ],
      },
    ],
  },
  {
    name: "United Kingdom",
    cc: "GB",
    continent: "Europe",
    weight: 9,
    dial: "44",
    mobile: { prefixes: ["71", "73", "74", "75", "77", "78", "79"], rest: 8 },
    languages: ["English"],
    locales: [
      ["en", 82],
      ["in", 8],
      ["pl", 3],
      ["ng", 3],
      ["fr", 2],
      ["it", 2],
    ],
    tld: "co.uk",
    schools: [
      "University of Oxford",
      "University of Cambridge",
      "Imperial College London",
      "University College London",
      "The University of Manchester",
      "University of Edinburgh",
      "King's College London",
      "University of Bristol",
      "University of Warwick",
      "London School of Economics and Political Science",
      "University of Leeds",
    ],
    states: [
      {
        name: "England",
        cities: [
          c("London", 51.5074, -0.1278, 20),
          c("Manchester", 53.4808, -2.2426, 4),
          c("Birmingham", 52.4862, -1.8904, 3),
          c("Leeds", 53.8008, -1.5491, 2),
          c("Bristol", 51.4545, -2.5879, 2),
          c("Cambridge", 52.2053, 0.1218, 1),
        ],
      },
      {
        name: "Scotland",
        cities: [c("Edinburgh", 55.9533, -3.1883, 2), c("Glasgow", 55.8642, -4.2518, 2)],
      },
      { name: "Wales", cities: [c("Cardiff", 51.4816, -3.1791, 1)] },
      { name: "Northern Ireland", cities: [c("Belfast", 54.5973, -5.9301, 1)] },
    ],
  },
  {
    name: "Ireland",
    cc: "IE",
    continent: "Europe",
    weight: 1.2,
    dial: "353",
    mobile: { prefixes: ["83", "85", "86", "87", "89"], rest: 7 },
    languages: ["English"],
    locales: [
      ["en", 88],
      ["pl", 6],
      ["in", 6],
    ],
    tld: "ie",
    schools: [
      "Trinity College Dublin",
      "University College Dublin",
      "University College Cork",
      "University of Galway",
      "Dublin City University",
    ],
    states: [
      { name: "Leinster", cities: [c("Dublin", 53.3498, -6.2603, 10)] },
      {
        name: "Munster",
        cities: [c("Cork", 51.8985, -8.4756, 2), c("Limerick", 52.6638, -8.6267, 1)],
      },
      { name: "Connacht", cities: [c("Galway", 53.2707, -9.0568, 1)] },
    ],
  },
  {
    name: "Germany",
    cc: "DE",
    continent: "Europe",
    weight: 5,
    dial: "49",
    mobile: { prefixes: ["151", "152", "157", "160", "162", "170", "171", "172", "176"], rest: 8 },
    languages: ["German"],
    locales: [
      ["de", 88],
      ["pl", 4],
      ["it", 3],
      ["en", 3],
      ["in", 2],
    ],
    tld: "de",
    schools: [
      "Technical University of Munich",
      "Ludwig Maximilian University of Munich",
      "Heidelberg University",
      "Humboldt University of Berlin",
      "RWTH Aachen University",
      "Karlsruhe Institute of Technology",
      "University of Mannheim",
      "Goethe University Frankfurt",
    ],
    states: [
      { name: "Berlin", cities: [c("Berlin", 52.52, 13.405, 8)] },
      {
        name: "Bavaria",
        cities: [c("Munich", 48.1351, 11.582, 7), c("Nuremberg", 49.4521, 11.0767, 2)],
      },
      { name: "Hamburg", cities: [c("Hamburg", 53.5511, 9.9937, 5)] },
      { name: "Hesse", cities: [c("Frankfurt am Main", 50.1109, 8.6821, 5)] },
      {
        name: "North Rhine-Westphalia",
        cities: [c("Cologne", 50.9375, 6.9603, 3), c("Düsseldorf", 51.2277, 6.7735, 3)],
      },
      { name: "Baden-Württemberg", cities: [c("Stuttgart", 48.7758, 9.1829, 3)] },
    ],
  },
  {
    name: "France",
    cc: "FR",
    continent: "Europe",
    weight: 4,
    dial: "33",
    mobile: { prefixes: ["6", "7"], rest: 8 },
    languages: ["French"],
    locales: [
      ["fr", 90],
      ["ar", 6],
      ["es", 2],
      ["it", 2],
    ],
    tld: "fr",
    schools: [
      "HEC Paris",
      "École Polytechnique",
      "Sorbonne University",
      "Sciences Po",
      "ESSEC Business School",
      "Université Paris-Saclay",
      "INSA Lyon",
    ],
    states: [
      { name: "Île-de-France", cities: [c("Paris", 48.8566, 2.3522, 14)] },
      {
        name: "Auvergne-Rhône-Alpes",
        cities: [c("Lyon", 45.764, 4.8357, 3), c("Grenoble", 45.1885, 5.7245, 1)],
      },
      {
        name: "Provence-Alpes-Côte d'Azur",
        cities: [c("Marseille", 43.2965, 5.3698, 2), c("Nice", 43.7102, 7.262, 1)],
      },
      { name: "Occitanie", cities: [c("Toulouse", 43.6047, 1.4442, 2)] },
      { name: "Nouvelle-Aquitaine", cities: [c("Bordeaux", 44.8378, -0.5792, 2)] },
      { name: "Hauts-de-France", cities: [c("Lille", 50.6292, 3.0573, 1)] },
    ],
  },
  {
    name: "Netherlands",
    cc: "NL",
    continent: "Europe",
    weight: 2,
    dial: "31",
    mobile: { prefixes: ["6"], rest: 8 },
    languages: ["Dutch"],
    locales: [
      ["nl", 88],
      ["de", 4],
      ["en", 4],
      ["in", 4],
    ],
    tld: "nl",
    schools: [
      "University of Amsterdam",
      "Delft University of Technology",
      "Erasmus University Rotterdam",
      "Utrecht University",
      "Eindhoven University of Technology",
      "Leiden University",
    ],
    states: [
      { name: "North Holland", cities: [c("Amsterdam", 52.3676, 4.9041, 8)] },
      {
        name: "South Holland",
        cities: [c("Rotterdam", 51.9244, 4.4777, 3), c("The Hague", 52.0705, 4.3007, 2)],
      },
      { name: "Utrecht", cities: [c("Utrecht", 52.0907, 5.1214, 2)] },
      { name: "North Brabant", cities: [c("Eindhoven", 51.4416, 5.4697, 2)] },
    ],
  },
  {
    name: "Spain",
    cc: "ES",
    continent: "Europe",
    weight: 2.5,
    dial: "34",
    mobile: { prefixes: ["6", "7"], rest: 8 },
    languages: ["Spanish"],
    locales: [
      ["es", 94],
      ["en", 3],
      ["fr", 3],
    ],
    tld: "es",
    schools: [
      "Universidad Complutense de Madrid",
      "Universitat de Barcelona",
      "IE Business School",
      "IESE Business School",
      "Universidad Politécnica de Madrid",
      "Universitat Pompeu Fabra",
    ],
    states: [
      { name: "Community of Madrid", cities: [c("Madrid", 40.4168, -3.7038, 9)] },
      { name: "Catalonia", cities: [c("Barcelona", 41.3851, 2.1734, 8)] },
      { name: "Valencian Community", cities: [c("Valencia", 39.4699, -0.3763, 2)] },
      {
        name: "Andalusia",
        cities: [c("Seville", 37.3891, -5.9845, 2), c("Málaga", 36.7213, -4.4214, 2)],
      },
      { name: "Basque Country", cities: [c("Bilbao", 43.263, -2.935, 1)] },
    ],
  },
  {
    name: "Italy",
    cc: "IT",
    continent: "Europe",
    weight: 2,
    dial: "39",
    mobile: { prefixes: ["320", "328", "333", "335", "338", "340", "347", "349"], rest: 7 },
    languages: ["Italian"],
    locales: [
      ["it", 95],
      ["en", 2],
      ["es", 3],
    ],
    tld: "it",
    schools: [
      "Politecnico di Milano",
      "Bocconi University",
      "Sapienza University of Rome",
      "University of Bologna",
      "University of Padua",
      "Politecnico di Torino",
    ],
    states: [
      { name: "Lombardy", cities: [c("Milan", 45.4642, 9.19, 9)] },
      { name: "Lazio", cities: [c("Rome", 41.9028, 12.4964, 6)] },
      { name: "Piedmont", cities: [c("Turin", 45.0703, 7.6869, 2)] },
      { name: "Emilia-Romagna", cities: [c("Bologna", 44.4949, 11.3426, 2)] },
      { name: "Tuscany", cities: [c("Florence", 43.7696, 11.2558, 1)] },
      { name: "Campania", cities: [c("Naples", 40.8518, 14.2681, 1)] },
    ],
  },
  {
    name: "Sweden",
    cc: "SE",
    continent: "Europe",
    weight: 1,
    dial: "46",
    mobile: { prefixes: ["70", "72", "73", "76", "79"], rest: 7 },
    languages: ["Swedish"],
    locales: [
      ["sv", 90],
      ["ar", 4],
      ["en", 3],
      ["pl", 3],
    ],
    tld: "se",
    schools: [
      "KTH Royal Institute of Technology",
      "Stockholm School of Economics",
      "Lund University",
      "Uppsala University",
      "Chalmers University of Technology",
    ],
    states: [
      { name: "Stockholm County", cities: [c("Stockholm", 59.3293, 18.0686, 6)] },
      { name: "Västra Götaland County", cities: [c("Gothenburg", 57.7089, 11.9746, 2)] },
      { name: "Skåne County", cities: [c("Malmö", 55.605, 13.0038, 2)] },
    ],
  },
  {
    name: "Poland",
    cc: "PL",
    continent: "Europe",
    weight: 1.3,
    dial: "48",
    mobile: {
      prefixes: ["50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88"],
      rest: 7,
    },
    languages: ["Polish"],
    locales: [["pl", 100]],
    tld: "pl",
    schools: [
      "University of Warsaw",
      "Warsaw University of Technology",
      "Jagiellonian University",
      "AGH University of Krakow",
      "Wrocław University of Science and Technology",
    ],
    states: [
      { name: "Masovian Voivodeship", cities: [c("Warsaw", 52.2297, 21.0122, 6)] },
      { name: "Lesser Poland Voivodeship", cities: [c("Kraków", 50.0647, 19.945, 3)] },
      { name: "Lower Silesian Voivodeship", cities: [c("Wrocław", 51.1079, 17.0385, 2)] },
      { name: "Pomeranian Voivodeship", cities: [c("Gdańsk", 54.352, 18.6466, 2)] },
    ],
  },
  {
    name: "Switzerland",
    cc: "CH",
    continent: "Europe",
    weight: 1,
    dial: "41",
    mobile: { prefixes: ["75", "76", "77", "78", "79"], rest: 7 },
    languages: ["German", "French"],
    locales: [
      ["de", 60],
      ["fr", 25],
      ["it", 10],
      ["en", 5],
    ],
    tld: "ch",
    schools: [
      "ETH Zurich",
      "EPFL",
      "University of Zurich",
      "University of St. Gallen",
      "University of Geneva",
    ],
    states: [
      { name: "Zurich", cities: [c("Zurich", 47.3769, 8.5417, 5)] },
      { name: "Geneva", cities: [c("Geneva", 46.2044, 6.1432, 3)] },
      { name: "Basel-Stadt", cities: [c("Basel", 47.5596, 7.5886, 2)] },
      { name: "Vaud", cities: [c("Lausanne", 46.5197, 6.6323, 2)] },
    ],
  },
  {
    name: "Austria",
    cc: "AT",
    continent: "Europe",
    weight: 0.9,
    dial: "43",
    mobile: { prefixes: ["650", "660", "664", "676", "677", "680", "681", "688", "699"], rest: 7 },
    languages: ["German"],
    locales: [
      ["de", 90],
      ["pl", 3],
      ["it", 3],
      ["en", 4],
    ],
    tld: "at",
    schools: [
      "University of Vienna",
      "TU Wien",
      "Vienna University of Economics and Business",
      "University of Graz",
      "University of Innsbruck",
      "Johannes Kepler University Linz",
    ],
    states: [
      { name: "Vienna", cities: [c("Vienna", 48.2082, 16.3738, 8)] },
      { name: "Styria", cities: [c("Graz", 47.0707, 15.4395, 3)] },
      { name: "Upper Austria", cities: [c("Linz", 48.3069, 14.2858, 2)] },
      { name: "Salzburg", cities: [c("Salzburg", 47.8095, 13.055, 2)] },
      { name: "Tyrol", cities: [c("Innsbruck", 47.2692, 11.4041, 1)] },
    ],
  },
  {
    name: "India",
    cc: "IN",
    continent: "Asia",
    weight: 9,
    dial: "91",
    mobile: { prefixes: ["6", "7", "8", "9"], rest: 9 },
    languages: ["Hindi", "English"],
    locales: [["in", 100]],
    tld: "in",
    schools: [
      "Indian Institute of Technology Bombay",
      "Indian Institute of Technology Delhi",
      "Indian Institute of Technology Madras",
      "Indian Institute of Management Ahmedabad",
      "Indian Institute of Science",
      "BITS Pilani",
      "Anna University",
      "University of Delhi",
      "Vellore Institute of Technology",
      "Manipal Academy of Higher Education",
    ],
    states: [
      { name: "Karnataka", cities: [c("Bengaluru", 12.9716, 77.5946, 12)] },
      {
        name: "Maharashtra",
        cities: [c("Mumbai", 19.076, 72.8777, 9), c("Pune", 18.5204, 73.8567, 6)],
      },
      { name: "Telangana", cities: [c("Hyderabad", 17.385, 78.4867, 7)] },
      { name: "Tamil Nadu", cities: [c("Chennai", 13.0827, 80.2707, 6)] },
      { name: "Delhi", cities: [c("New Delhi", 28.6139, 77.209, 6)] },
      { name: "Haryana", cities: [c("Gurugram", 28.4595, 77.0266, 4)] },
      { name: "Uttar Pradesh", cities: [c("Noida", 28.5355, 77.391, 3)] },
      { name: "West Bengal", cities: [c("Kolkata", 22.5726, 88.3639, 3)] },
    ],
  },
  {
    name: "Singapore",
    cc: "SG",
    continent: "Asia",
    weight: 1.2,
    dial: "65",
    mobile: { prefixes: ["8", "9"], rest: 7 },
    languages: ["English", "Mandarin"],
    locales: [
      ["zh", 70],
      ["in", 15],
      ["en", 15],
    ],
    tld: "com.sg",
    schools: [
      "National University of Singapore",
      "Nanyang Technological University",
      "Singapore Management University",
    ],
    states: [{ name: "Singapore", cities: [c("Singapore", 1.3521, 103.8198, 1)] }],
  },
  {
    name: "Japan",
    cc: "JP",
    continent: "Asia",
    weight: 1.5,
    dial: "81",
    mobile: { prefixes: ["70", "80", "90"], rest: 8 },
    languages: ["Japanese"],
    locales: [["ja", 100]],
    tld: "co.jp",
    schools: [
      "The University of Tokyo",
      "Kyoto University",
      "Keio University",
      "Waseda University",
      "Osaka University",
      "Tokyo Institute of Technology",
    ],
    states: [
      { name: "Tokyo", cities: [c("Tokyo", 35.6762, 139.6503, 10)] },
      { name: "Osaka", cities: [c("Osaka", 34.6937, 135.5023, 4)] },
      { name: "Kanagawa", cities: [c("Yokohama", 35.4437, 139.638, 2)] },
      { name: "Aichi", cities: [c("Nagoya", 35.1815, 136.9066, 2)] },
      { name: "Fukuoka", cities: [c("Fukuoka", 33.5904, 130.4017, 1)] },
    ],
  },
  {
    name: "United Arab Emirates",
    cc: "AE",
    continent: "Asia",
    weight: 1,
    dial: "971",
    mobile: { prefixes: ["50", "52", "54", "55", "56", "58"], rest: 7 },
    languages: ["Arabic", "English"],
    locales: [
      ["ar", 45],
      ["in", 35],
      ["en", 20],
    ],
    tld: "ae",
    schools: [
      "Khalifa University",
      "American University of Sharjah",
      "United Arab Emirates University",
      "University of Dubai",
    ],
    states: [
      { name: "Dubai", cities: [c("Dubai", 25.2048, 55.2708, 3)] },
      { name: "Abu Dhabi", cities: [c("Abu Dhabi", 24.4539, 54.3773, 2)] },
    ],
  },
  {
    name: "Israel",
    cc: "IL",
    continent: "Asia",
    weight: 0.8,
    dial: "972",
    mobile: { prefixes: ["50", "52", "53", "54", "58"], rest: 7 },
    languages: ["Hebrew", "English"],
    locales: [
      ["he", 90],
      ["en", 10],
    ],
    tld: "co.il",
    schools: [
      "Tel Aviv University",
      "Technion - Israel Institute of Technology",
      "The Hebrew University of Jerusalem",
      "Reichman University",
    ],
    states: [
      { name: "Tel Aviv District", cities: [c("Tel Aviv", 32.0853, 34.7818, 4)] },
      { name: "Haifa District", cities: [c("Haifa", 32.794, 34.9896, 1)] },
    ],
  },
  {
    name: "Australia",
    cc: "AU",
    continent: "Oceania",
    weight: 3,
    dial: "61",
    mobile: { prefixes: ["4"], rest: 8 },
    languages: ["English"],
    locales: [
      ["en", 80],
      ["zh", 8],
      ["in", 7],
      ["it", 3],
      ["es", 2],
    ],
    tld: "com.au",
    schools: [
      "The University of Melbourne",
      "The University of Sydney",
      "UNSW Sydney",
      "Monash University",
      "The University of Queensland",
      "Australian National University",
    ],
    states: [
      { name: "New South Wales", cities: [c("Sydney", -33.8688, 151.2093, 8)] },
      { name: "Victoria", cities: [c("Melbourne", -37.8136, 144.9631, 7)] },
      { name: "Queensland", cities: [c("Brisbane", -27.4698, 153.0251, 3)] },
      { name: "Western Australia", cities: [c("Perth", -31.9505, 115.8605, 2)] },
      { name: "South Australia", cities: [c("Adelaide", -34.9285, 138.6007, 1)] },
    ],
  },
  {
    name: "New Zealand",
    cc: "NZ",
    continent: "Oceania",
    weight: 0.6,
    dial: "64",
    mobile: { prefixes: ["21", "22", "27"], rest: 7 },
    languages: ["English"],
    locales: [
      ["en", 85],
      ["zh", 8],
      ["in", 7],
    ],
    tld: "co.nz",
    schools: ["University of Auckland", "Victoria University of Wellington", "University of Otago"],
    states: [
      { name: "Auckland", cities: [c("Auckland", -36.8485, 174.7633, 3)] },
      { name: "Wellington", cities: [c("Wellington", -41.2865, 174.7762, 1)] },
    ],
  },
  {
    name: "Brazil",
    cc: "BR",
    continent: "South America",
    weight: 4,
    dial: "55",
    mobile: { afterArea: "9", rest: 8 },
    languages: ["Portuguese"],
    locales: [
      ["pt", 92],
      ["it", 4],
      ["ja", 2],
      ["de", 2],
    ],
    tld: "com.br",
    schools: [
      "Universidade de São Paulo",
      "Universidade Estadual de Campinas",
      "Fundação Getulio Vargas",
      "Universidade Federal do Rio de Janeiro",
      "Insper",
      "Universidade Federal de Minas Gerais",
    ],
    states: [
      {
        name: "São Paulo",
        cities: [
          c("São Paulo", -23.5505, -46.6333, 12, "11"),
          c("Campinas", -22.9099, -47.0626, 2, "19"),
        ],
      },
      { name: "Rio de Janeiro", cities: [c("Rio de Janeiro", -22.9068, -43.1729, 5, "21")] },
      { name: "Minas Gerais", cities: [c("Belo Horizonte", -19.9167, -43.9345, 3, "31")] },
      { name: "Paraná", cities: [c("Curitiba", -25.4284, -49.2733, 2, "41")] },
      { name: "Rio Grande do Sul", cities: [c("Porto Alegre", -30.0346, -51.2177, 2, "51")] },
    ],
  },
  {
    name: "Mexico",
    cc: "MX",
    continent: "North America",
    weight: 2,
    dial: "52",
    mobile: { rest: 8 },
    languages: ["Spanish"],
    locales: [["es", 100]],
    tld: "com.mx",
    schools: [
      "Tecnológico de Monterrey",
      "Universidad Nacional Autónoma de México",
      "Instituto Tecnológico Autónomo de México",
      "Universidad Iberoamericana",
      "Universidad de Guadalajara",
    ],
    states: [
      { name: "Mexico City", cities: [c("Mexico City", 19.4326, -99.1332, 8, "55")] },
      { name: "Jalisco", cities: [c("Guadalajara", 20.6597, -103.3496, 3, "33")] },
      { name: "Nuevo León", cities: [c("Monterrey", 25.6866, -100.3161, 3, "81")] },
    ],
  },
  {
    name: "Argentina",
    cc: "AR",
    continent: "South America",
    weight: 1,
    dial: "54",
    mobile: { prefixes: ["911"], rest: 8 },
    languages: ["Spanish"],
    locales: [
      ["es", 85],
      ["it", 15],
    ],
    tld: "com.ar",
    schools: [
      "Universidad de Buenos Aires",
      "Instituto Tecnológico de Buenos Aires",
      "Universidad Torcuato Di Tella",
    ],
    states: [{ name: "Buenos Aires", cities: [c("Buenos Aires", -34.6037, -58.3816, 1)] }],
  },
  {
    name: "Colombia",
    cc: "CO",
    continent: "South America",
    weight: 0.8,
    dial: "57",
    mobile: { prefixes: ["300", "301", "310", "311", "312", "315", "316", "320"], rest: 7 },
    languages: ["Spanish"],
    locales: [["es", 100]],
    tld: "com.co",
    schools: [
      "Universidad de los Andes",
      "Universidad Nacional de Colombia",
      "Pontificia Universidad Javeriana",
    ],
    states: [
      { name: "Bogotá", cities: [c("Bogotá", 4.711, -74.0721, 3)] },
      { name: "Antioquia", cities: [c("Medellín", 6.2442, -75.5812, 2)] },
    ],
  },
  {
    name: "Chile",
    cc: "CL",
    continent: "South America",
    weight: 0.6,
    dial: "56",
    mobile: { prefixes: ["9"], rest: 8 },
    languages: ["Spanish"],
    locales: [["es", 100]],
    tld: "cl",
    schools: ["Pontificia Universidad Católica de Chile", "Universidad de Chile"],
    states: [
      { name: "Santiago Metropolitan Region", cities: [c("Santiago", -33.4489, -70.6693, 1)] },
    ],
  },
  {
    name: "South Africa",
    cc: "ZA",
    continent: "Africa",
    weight: 1.2,
    dial: "27",
    mobile: {
      prefixes: ["60", "61", "71", "72", "73", "74", "76", "79", "82", "83", "84"],
      rest: 7,
    },
    languages: ["English", "Afrikaans"],
    locales: [
      ["en", 60],
      ["ng", 25],
      ["nl", 15],
    ],
    tld: "co.za",
    schools: [
      "University of Cape Town",
      "University of the Witwatersrand",
      "Stellenbosch University",
      "University of Pretoria",
    ],
    states: [
      {
        name: "Gauteng",
        cities: [c("Johannesburg", -26.2041, 28.0473, 5), c("Pretoria", -25.7479, 28.2293, 2)],
      },
      { name: "Western Cape", cities: [c("Cape Town", -33.9249, 18.4241, 4)] },
      { name: "KwaZulu-Natal", cities: [c("Durban", -29.8587, 31.0218, 1)] },
    ],
  },
  {
    name: "Nigeria",
    cc: "NG",
    continent: "Africa",
    weight: 0.9,
    dial: "234",
    mobile: { prefixes: ["703", "706", "803", "806", "810", "813", "816", "903", "906"], rest: 7 },
    languages: ["English"],
    locales: [["ng", 100]],
    tld: "com.ng",
    schools: [
      "University of Lagos",
      "University of Ibadan",
      "Covenant University",
      "Obafemi Awolowo University",
    ],
    states: [
      { name: "Lagos", cities: [c("Lagos", 6.5244, 3.3792, 4)] },
      { name: "Federal Capital Territory", cities: [c("Abuja", 9.0765, 7.3986, 1)] },
    ],
  },
  {
    name: "Kenya",
    cc: "KE",
    continent: "Africa",
    weight: 0.6,
    dial: "254",
    mobile: { prefixes: ["70", "71", "72", "74", "79"], rest: 7 },
    languages: ["English", "Swahili"],
    locales: [["ke", 100]],
    tld: "co.ke",
    schools: ["University of Nairobi", "Strathmore University", "Kenyatta University"],
    states: [
      { name: "Nairobi County", cities: [c("Nairobi", -1.2921, 36.8219, 3)] },
      { name: "Mombasa County", cities: [c("Mombasa", -4.0435, 39.6682, 1)] },
    ],
  },
];

export interface Place {
  country: Country;
  state: State;
  city: City;
}

/** Every city with its state and country, for weighted draws. */
export const PLACES: Place[] = COUNTRIES.flatMap((country) =>
  country.states.flatMap((state) => state.cities.map((city) => ({ country, state, city }))),
);

export function placesOf(country: Country): Place[] {
  return PLACES.filter((p) => p.country === country);
}

/** A mobile number in E.164 for someone living in `place`. */
export function mobileNumber(rng: Rng, place: Place): string {
  const plan = place.country.mobile;
  const prefix = place.city.area
    ? place.city.area + (plan.afterArea ?? "")
    : rng.pick(plan.prefixes ?? [""]);
  const first = plan.nanp ? String(rng.int(2, 9)) : String(rng.int(0, 9));
  return `+${place.country.dial}${prefix}${first}${rng.digits(plan.rest - 1)}`;
}

export function locationText(place: Place): string {
  const { city, state, country } = place;
  return city.name === state.name
    ? `${city.name}, ${country.name}`
    : `${city.name}, ${state.name}, ${country.name}`;
}

/** The city's coordinates moved by up to ~10 km, as the spec's strings. */
export function geoOf(rng: Rng, place: Place): { lon: string; lat: string } {
  return {
    lon: (place.city.lon + rng.float(-0.1, 0.1)).toFixed(4),
    lat: (place.city.lat + rng.float(-0.08, 0.08)).toFixed(4),
  };
}
