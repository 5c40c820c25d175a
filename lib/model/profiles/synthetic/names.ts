import type { Locale } from "./geography";

export interface NameList {
  female: string[];
  male: string[];
  last: string[];
}

// biome-ignore format: a data table, denser as written than one item per line
export const NAMES: Record<Locale, NameList> = {
  en: {
    female: [
      "Emily", "Sarah", "Jessica", "Jennifer", "Amanda", "Rachel", "Laura", "Megan", "Hannah",
      "Olivia", "Emma", "Charlotte", "Sophie", "Lucy", "Katherine", "Rebecca", "Claire", "Natalie",
      "Victoria", "Grace", "Lauren", "Anna", "Caroline", "Michelle",
    ],
    male: [
      "James", "John", "Michael", "David", "Daniel", "Matthew", "Christopher", "Andrew", "Ryan",
      "Thomas", "William", "Benjamin", "Oliver", "Jack", "Samuel", "Joshua", "Robert", "Nicholas",
      "Jonathan", "Patrick", "Kevin", "Brian", "Mark", "Peter",
    ],
    last: [
      "Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson",
      "Taylor", "Thomas", "Moore", "Martin", "Thompson", "White", "Harris", "Clark", "Lewis",
      "Walker", "Hall", "Allen", "Young", "King", "Wright", "Scott", "Green", "Baker", "Adams",
      "Nelson", "Campbell", "Mitchell", "Roberts", "Carter", "Phillips", "Evans", "Turner",
      "Parker", "Collins", "Edwards", "Stewart", "Murphy", "Cook", "Morgan", "Bennett", "Hughes",
      "Foster", "Sullivan", "Reed", "Brooks", "Kelly",
    ],
  },
  es: {
    female: [
      "María", "Lucía", "Sofía", "Martina", "Carmen", "Laura", "Paula", "Elena", "Ana", "Isabel",
      "Valentina", "Camila", "Daniela", "Gabriela", "Andrea", "Natalia", "Mariana", "Fernanda",
    ],
    male: [
      "José", "Juan", "Carlos", "Luis", "Javier", "Miguel", "Alejandro", "Diego", "Pablo", "Sergio",
      "Andrés", "Fernando", "Jorge", "Ricardo", "Santiago", "Mateo", "Rafael", "Eduardo",
    ],
    last: [
      "García", "Rodríguez", "Martínez", "López", "González", "Hernández", "Pérez", "Sánchez",
      "Ramírez", "Torres", "Flores", "Rivera", "Gómez", "Díaz", "Morales", "Ortiz", "Castillo",
      "Romero", "Vargas", "Jiménez", "Ruiz", "Mendoza", "Navarro", "Herrera", "Medina", "Castro",
    ],
  },
  pt: {
    female: [
      "Ana", "Maria", "Juliana", "Fernanda", "Beatriz", "Camila", "Larissa", "Mariana", "Gabriela",
      "Letícia", "Amanda", "Patrícia", "Renata", "Aline", "Carolina", "Bruna",
    ],
    male: [
      "João", "Pedro", "Lucas", "Gabriel", "Rafael", "Thiago", "Felipe", "Bruno", "Gustavo",
      "Rodrigo", "Marcelo", "André", "Eduardo", "Leonardo", "Diego", "Vinícius",
    ],
    last: [
      "Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima",
      "Gomes", "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Araújo", "Barbosa",
      "Rocha", "Moreira", "Cardoso", "Teixeira",
    ],
  },
  fr: {
    female: [
      "Camille", "Léa", "Manon", "Chloé", "Julie", "Sarah", "Marie", "Pauline", "Claire", "Émilie",
      "Céline", "Sophie", "Mathilde", "Charlotte", "Inès", "Lucie",
    ],
    male: [
      "Thomas", "Nicolas", "Julien", "Antoine", "Pierre", "Maxime", "Alexandre", "Guillaume",
      "Hugo", "Louis", "Mathieu", "Romain", "Sébastien", "Vincent", "Olivier", "Baptiste",
    ],
    last: [
      "Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy",
      "Moreau", "Simon", "Laurent", "Lefebvre", "Michel", "Garcia", "David", "Bertrand", "Roux",
      "Vincent", "Fournier", "Morel", "Girard", "Lambert", "Bonnet",
    ],
  },
  de: {
    female: [
      "Anna", "Julia", "Laura", "Lena", "Katharina", "Sarah", "Lisa", "Hannah", "Sophie", "Johanna",
      "Maria", "Christina", "Nina", "Franziska", "Stefanie", "Sabine",
    ],
    male: [
      "Lukas", "Maximilian", "Jonas", "Felix", "Alexander", "Tobias", "Florian", "Sebastian",
      "Stefan", "Michael", "Andreas", "Thomas", "Markus", "Daniel", "Jan", "Matthias",
    ],
    last: [
      "Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz",
      "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann",
      "Schwarz", "Zimmermann", "Braun", "Krüger", "Hofmann", "Hartmann",
    ],
  },
  it: {
    female: [
      "Giulia", "Chiara", "Francesca", "Sara", "Martina", "Valentina", "Alessia", "Federica",
      "Elena", "Silvia", "Laura", "Paola", "Elisa", "Giorgia",
    ],
    male: [
      "Marco", "Alessandro", "Luca", "Andrea", "Matteo", "Francesco", "Lorenzo", "Davide",
      "Simone", "Giuseppe", "Stefano", "Roberto", "Paolo", "Riccardo",
    ],
    last: [
      "Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino",
      "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Costa", "Giordano", "Mancini", "Rizzo",
      "Lombardi", "Moretti",
    ],
  },
  nl: {
    female: [
      "Emma", "Sanne", "Lotte", "Anouk", "Femke", "Lisa", "Eva", "Iris", "Fleur", "Marloes",
      "Esther", "Linda", "Ilse", "Noor",
    ],
    male: [
      "Daan", "Bram", "Lars", "Thijs", "Ruben", "Jeroen", "Sander", "Joost", "Pieter", "Martijn",
      "Bas", "Koen", "Wouter", "Niels",
    ],
    last: [
      "de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Janssen", "Visser",
      "Smit", "Meijer", "de Boer", "Mulder", "de Groot", "Bos", "Vos", "Peters", "Hendriks",
      "van Leeuwen", "Dekker", "Brouwer",
    ],
  },
  sv: {
    female: [
      "Anna", "Emma", "Maja", "Elin", "Sara", "Johanna", "Karin", "Linnea", "Ida", "Frida",
      "Malin", "Sofia",
    ],
    male: [
      "Erik", "Lars", "Karl", "Johan", "Anders", "Per", "Nils", "Oskar", "Gustav", "Magnus",
      "Henrik", "Fredrik",
    ],
    last: [
      "Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson",
      "Persson", "Svensson", "Gustafsson", "Pettersson", "Jonsson", "Lindberg", "Lindqvist",
      "Berg", "Holm",
    ],
  },
  pl: {
    female: [
      "Anna", "Katarzyna", "Magdalena", "Agnieszka", "Joanna", "Monika", "Aleksandra", "Natalia",
      "Karolina", "Marta", "Ewa", "Paulina",
    ],
    male: [
      "Piotr", "Krzysztof", "Tomasz", "Paweł", "Michał", "Marcin", "Łukasz", "Jakub", "Mateusz",
      "Adam", "Bartosz", "Kamil",
    ],
    last: [
      "Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski",
      "Zieliński", "Szymański", "Woźniak", "Dąbrowski", "Kozłowski", "Jankowski", "Mazur",
      "Krawczyk", "Piotrowski",
    ],
  },
  in: {
    female: [
      "Priya", "Ananya", "Divya", "Pooja", "Sneha", "Kavya", "Neha", "Shreya", "Aishwarya",
      "Meera", "Deepika", "Nisha", "Swati", "Anjali", "Riya", "Lakshmi",
    ],
    male: [
      "Rahul", "Arjun", "Rohan", "Vikram", "Amit", "Karthik", "Aditya", "Sanjay", "Rajesh",
      "Suresh", "Nikhil", "Varun", "Anil", "Deepak", "Pranav", "Siddharth",
    ],
    last: [
      "Sharma", "Patel", "Singh", "Kumar", "Gupta", "Reddy", "Iyer", "Nair", "Rao", "Joshi",
      "Mehta", "Shah", "Desai", "Menon", "Pillai", "Chopra", "Malhotra", "Verma", "Agarwal",
      "Krishnan", "Mukherjee", "Banerjee",
    ],
  },
  zh: {
    female: [
      "Mei", "Li Na", "Xin Yi", "Hui Min", "Jia Hui", "Wei Ling", "Yan", "Jing", "Xiao Ling",
      "Shu Fen", "Ying", "Rachel",
    ],
    male: [
      "Wei", "Jun", "Hao", "Jian", "Ming", "Lei", "Jie Ming", "Zhi Wei", "Kai", "Yong", "Bo",
      "Kevin",
    ],
    last: [
      "Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Huang", "Zhao", "Wu", "Zhou", "Xu", "Sun",
      "Ma", "Zhu", "Hu", "Lin", "Tan", "Lim", "Ng", "Goh",
    ],
  },
  ja: {
    female: [
      "Yuki", "Haruka", "Aoi", "Sakura", "Yui", "Misaki", "Nanami", "Ayaka", "Mai", "Rina",
      "Emi", "Kaori",
    ],
    male: [
      "Hiroshi", "Takashi", "Kenji", "Daiki", "Yuto", "Haruto", "Sota", "Kazuki", "Ryota",
      "Shota", "Takumi", "Naoki",
    ],
    last: [
      "Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura",
      "Kobayashi", "Kato", "Yoshida", "Yamada", "Sasaki", "Yamaguchi", "Matsumoto", "Inoue",
    ],
  },
  ar: {
    female: [
      "Fatima", "Aisha", "Mariam", "Noor", "Layla", "Sara", "Hana", "Yasmin", "Rania", "Dina",
      "Salma", "Amira",
    ],
    male: [
      "Mohammed", "Ahmed", "Omar", "Ali", "Khalid", "Youssef", "Hassan", "Karim", "Tariq",
      "Rami", "Samir", "Faisal",
    ],
    last: [
      "Al Mansoori", "Al Hashimi", "Haddad", "Khalil", "Nasser", "Saleh", "Hamdan", "Aziz",
      "Farouk", "Rahman", "Mansour", "Darwish", "Qasim", "Suleiman",
    ],
  },
  he: {
    female: [
      "Noa", "Tamar", "Maya", "Shira", "Yael", "Michal", "Adi", "Roni", "Noga", "Hila",
    ],
    male: [
      "Yosef", "David", "Itai", "Omer", "Noam", "Eitan", "Amit", "Yonatan", "Lior", "Gal",
    ],
    last: [
      "Cohen", "Levi", "Mizrahi", "Peretz", "Biton", "Dahan", "Avraham", "Friedman", "Katz",
      "Azoulay", "Shapiro", "Goldberg",
    ],
  },
  ng: {
    female: [
      "Chioma", "Ngozi", "Adaeze", "Funmilayo", "Aisha", "Blessing", "Temitope", "Folake",
      "Nneka", "Amara", "Thandiwe", "Zanele",
    ],
    male: [
      "Chukwuemeka", "Oluwaseun", "Adebayo", "Ibrahim", "Emeka", "Tunde", "Babajide", "Obinna",
      "Kelechi", "Sipho", "Thabo", "Musa",
    ],
    last: [
      "Okafor", "Adeyemi", "Okonkwo", "Balogun", "Eze", "Adebayo", "Ogunleye", "Nwosu", "Bello",
      "Abubakar", "Dlamini", "Nkosi", "Ndlovu", "Mokoena",
    ],
  },
  ke: {
    female: [
      "Wanjiru", "Akinyi", "Njeri", "Atieno", "Wambui", "Grace", "Faith", "Mercy", "Achieng",
      "Nyambura",
    ],
    male: [
      "Kamau", "Otieno", "Mwangi", "Odhiambo", "Kiprop", "Brian", "Dennis", "Kevin", "Juma",
      "Baraka",
    ],
    last: [
      "Kamau", "Otieno", "Mwangi", "Ochieng", "Kiplagat", "Wanjala", "Njoroge", "Mutua", "Omondi",
      "Kariuki", "Chebet", "Koech",
    ],
  },
};
