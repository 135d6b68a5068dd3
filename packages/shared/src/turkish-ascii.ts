const TURKISH_TO_ASCII: Record<string, string> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
};

// Turkish letters folded to their Latin base letter (GSM-7 SMS, the standard PDF fonts).
export const foldTurkish = (text: string): string => text.replace(/[çÇğĞıİöÖşŞüÜ]/g, (c) => TURKISH_TO_ASCII[c] ?? c);
