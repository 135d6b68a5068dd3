import type { WidgetStringKey } from './widget.types';

// The few words of the widgets' own chrome; the merchant writes everything else per language.
const STRINGS: Record<'tr' | 'en', Record<WidgetStringKey, string>> = {
  tr: {
    close: 'Kapat',
    email: 'E-posta adresiniz',
    phone: 'Telefon numaranız',
    consent: 'İzin metnini okudum ve onaylıyorum.',
    send: 'Gönder',
    spin: 'Çevir',
    vote: 'Oy ver',
    other: 'Diğer',
    name: 'Adınız',
    surname: 'Soyadınız',
    check_inbox: 'Aboneliğinizi onaylamanız için size bir bağlantı gönderdik.',
    thanks: 'Teşekkürler!',
    you_won: 'Kazandınız:',
    no_luck: 'Bu sefer olmadı.',
    coupon_sent: 'Kupon kodunuz gönderildi:',
    previous: 'Önceki',
    next: 'Sonraki',
    pause: 'Duraklat',
    play: 'Oynat',
    all_stories: 'Tüm hikâyeler',
    allow: 'İzin ver',
    later: 'Daha sonra',
    push_on: 'Bildirimler açıldı.',
    push_denied: 'Bildirimlere tarayıcınızdan izin vermediniz.',
    error: 'Bir hata oluştu. Lütfen tekrar deneyiniz.',
  },
  en: {
    close: 'Close',
    email: 'Your email address',
    phone: 'Your phone number',
    consent: 'I have read and accept the consent text.',
    send: 'Send',
    spin: 'Spin',
    vote: 'Vote',
    other: 'Other',
    name: 'Your name',
    surname: 'Your surname',
    check_inbox: 'We sent you a link to confirm your subscription.',
    thanks: 'Thank you!',
    you_won: 'You won:',
    no_luck: 'No luck this time.',
    coupon_sent: 'Your coupon code has been sent:',
    previous: 'Previous',
    next: 'Next',
    pause: 'Pause',
    play: 'Play',
    all_stories: 'All stories',
    allow: 'Allow',
    later: 'Later',
    push_on: 'Notifications are on.',
    push_denied: 'Notifications are blocked in your browser.',
    error: 'Something went wrong. Please try again.',
  },
};

export function widgetStrings(lang: string): (key: WidgetStringKey) => string {
  const table = STRINGS[lang.toLowerCase().slice(0, 2) === 'en' ? 'en' : 'tr'];
  return (key) => table[key];
}
