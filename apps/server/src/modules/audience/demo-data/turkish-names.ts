// Realistic Turkish names, cities and products for demo data and benchmarks.
export const FEMALE_NAMES = [
  'Ayşe',
  'Fatma',
  'Zeynep',
  'Elif',
  'Emine',
  'Hatice',
  'Merve',
  'Büşra',
  'Esra',
  'Selin',
  'Ceren',
  'Derya',
  'Gizem',
  'İrem',
  'Şeyma',
  'Özge',
  'Ebru',
  'Nur',
  'Sude',
  'Defne',
];
export const MALE_NAMES = [
  'Mehmet',
  'Mustafa',
  'Ahmet',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'Murat',
  'Emre',
  'Burak',
  'Can',
  'Oğuz',
  'Serkan',
  'Yusuf',
  'Ömer',
  'Kerem',
  'Eren',
  'Barış',
  'Çağlar',
  'Tolga',
];
export const SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Erdoğan',
  'Güneş',
  'Aksoy',
  'Tekin',
];
export const CITIES = [
  'İstanbul',
  'Ankara',
  'İzmir',
  'Bursa',
  'Antalya',
  'Konya',
  'Adana',
  'Gaziantep',
  'Kocaeli',
  'Mersin',
  'Kayseri',
  'Eskişehir',
  'Trabzon',
  'Samsun',
  'Denizli',
];
export const EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.com', 'outlook.com', 'yandex.com.tr', 'icloud.com'];
export const PRODUCT_WORDS = {
  kinds: ['Elbise', 'Gömlek', 'Pantolon', 'Ceket', 'Ayakkabı', 'Çanta', 'Kazak', 'Etek', 'Mont', 'Tişört'],
  colors: ['Kırmızı', 'Siyah', 'Beyaz', 'Lacivert', 'Bej', 'Yeşil', 'Gri', 'Mavi'],
  categories: ['Kadın', 'Erkek', 'Çocuk', 'Aksesuar', 'Ev'],
};

// ASCII form for email local parts.
export function asciiFold(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .replace(/ğ/g, 'g')
    .replace(/ü/g, 'u')
    .replace(/ş/g, 's')
    .replace(/ö/g, 'o')
    .replace(/ç/g, 'c')
    .replace(/[^a-z0-9]/g, '');
}

// Turkish operators' mobile prefixes: demo numbers are valid mobiles (SMS and WhatsApp reach them).
export const MOBILE_PREFIXES = [
  '530',
  '532',
  '533',
  '535',
  '536',
  '538',
  '539',
  '541',
  '542',
  '543',
  '544',
  '545',
  '546',
  '505',
  '506',
  '507',
  '551',
  '552',
  '553',
  '554',
  '555',
  '559',
  '501',
  '537',
];

// The i-th demo person, deterministic so re-runs produce the same people (phones unique below 2.4e8).
export function demoPerson(i: number): {
  name: string;
  surname: string;
  gender: 'male' | 'female';
  email: string;
  phone: string;
  city: string;
  birthDate: string;
} {
  const female = i % 2 === 0;
  const names = female ? FEMALE_NAMES : MALE_NAMES;
  const name = names[(i * 7) % names.length] ?? 'Ayşe';
  const surname = SURNAMES[(i * 13) % SURNAMES.length] ?? 'Yılmaz';
  const domain = EMAIL_DOMAINS[i % EMAIL_DOMAINS.length] ?? 'gmail.com';
  const year = 1960 + (i % 45);
  const month = String(1 + (i % 12)).padStart(2, '0');
  const day = String(1 + (i % 28)).padStart(2, '0');
  return {
    name,
    surname,
    gender: female ? 'female' : 'male',
    email: `${asciiFold(name)}.${asciiFold(surname)}${i}@${domain}`,
    phone: `+90${MOBILE_PREFIXES[i % MOBILE_PREFIXES.length] ?? '532'}${String((i * 7919) % 10_000_000).padStart(7, '0')}`,
    city: CITIES[(i * 3) % CITIES.length] ?? 'İstanbul',
    birthDate: `${year}-${month}-${day}`,
  };
}
