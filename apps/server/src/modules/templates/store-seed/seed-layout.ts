// Building blocks of the seeded store templates: one mobile-first MJML look (600 px card, 16 px text,
// full-width buttons on phones, stacked columns), so the twelve templates read as one family.
export const THEME = {
  page: '#f1f3f5',
  card: '#ffffff',
  text: '#212529',
  muted: '#495057',
  accent: '#3b5bdb',
  soft: '#edf2ff',
  font: 'Helvetica, Arial, sans-serif',
} as const;

// The shop's address: the merchant replaces it in the editor (the store cannot know it).
export const SHOP_URL = 'https://www.example.com';

export type TSeedCopy = {
  brand: string;
  footer: string;
  unsubscribe: string;
};

export const COPY: Record<'tr' | 'en', TSeedCopy> = {
  tr: {
    brand: 'MAĞAZANIZ',
    footer: 'Bu e-postayı mağazamızdan alışveriş yaptığınız ya da bültenimize kaydolduğunuz için aldınız.',
    unsubscribe: 'E-posta listesinden çık',
  },
  en: {
    brand: 'YOUR SHOP',
    footer: 'You are receiving this email because you shopped with us or joined our newsletter.',
    unsubscribe: 'Unsubscribe',
  },
};

export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function document(options: { title: string; preview: string; language: string; body: string[] }): string {
  return `<mjml lang="${options.language}">
  <mj-head>
    <mj-title>${escapeText(options.title)}</mj-title>
    <mj-preview>${escapeText(options.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${THEME.font}" />
      <mj-text font-size="16px" line-height="24px" color="${THEME.text}" padding="8px 24px" />
      <mj-button background-color="${THEME.accent}" color="#ffffff" font-size="16px" font-weight="bold" border-radius="6px" inner-padding="14px 28px" padding="16px 24px" />
      <mj-section background-color="${THEME.card}" padding="0" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${THEME.page}" width="600px">
${options.body.join('\n')}
  </mj-body>
</mjml>`;
}

export function header(copy: TSeedCopy): string {
  return `    <mj-section background-color="${THEME.page}" padding="16px 0">
      <mj-column>
        <mj-text align="center" font-size="20px" font-weight="bold" letter-spacing="2px" color="${THEME.text}">
          <a href="${SHOP_URL}" style="color:${THEME.text};text-decoration:none">${escapeText(copy.brand)}</a>
        </mj-text>
      </mj-column>
    </mj-section>`;
}

export function hero(options: { heading: string; lines: string[]; image?: { src: string; alt: string } }): string {
  const image = options.image
    ? `        <mj-image src="${options.image.src}" alt="${escapeText(options.image.alt)}" padding="0" fluid-on-mobile="true" />\n`
    : '';
  const lines = options.lines.map((line) => `        <mj-text>${line}</mj-text>`).join('\n');
  const heading = options.heading
    ? `        <mj-text font-size="26px" line-height="32px" font-weight="bold" padding="24px 24px 8px">${options.heading}</mj-text>\n`
    : '';
  return `    <mj-section padding="0 0 8px">
      <mj-column>
${image}${heading}${lines}
      </mj-column>
    </mj-section>`;
}

export function button(label: string, href: string): string {
  return `    <mj-section padding="0 0 16px">
      <mj-column>
        <mj-button href="${href}" width="100%">${escapeText(label)}</mj-button>
      </mj-column>
    </mj-section>`;
}

export function couponBox(options: { label: string; code: string; note: string }): string {
  return `    <mj-section padding="8px 24px 16px">
      <mj-column background-color="${THEME.soft}" border="2px dashed ${THEME.accent}" border-radius="8px" padding="8px 0">
        <mj-text align="center" font-size="14px" color="${THEME.muted}" padding="8px 16px 0">${options.label}</mj-text>
        <mj-text align="center" font-size="28px" line-height="36px" font-weight="bold" letter-spacing="3px" color="${THEME.accent}" padding="4px 16px">${options.code}</mj-text>
        <mj-text align="center" font-size="14px" color="${THEME.muted}" padding="0 16px 8px">${options.note}</mj-text>
      </mj-column>
    </mj-section>`;
}

// One product: image left, text right on desktop; stacked on phones.
export function productRow(options: {
  image: string;
  title: string;
  detail: string;
  href: string;
  cta: string;
}): string {
  return `    <mj-section padding="8px 16px">
      <mj-column width="40%" vertical-align="middle">
        <mj-image src="${options.image}" alt="${options.title}" href="${options.href}" border-radius="6px" padding="8px" />
      </mj-column>
      <mj-column width="60%" vertical-align="middle">
        <mj-text font-weight="bold" padding="8px 16px 0">${options.title}</mj-text>
        <mj-text color="${THEME.muted}" padding="4px 16px">${options.detail}</mj-text>
        <mj-button href="${options.href}" align="left" padding="8px 16px" inner-padding="10px 20px">${escapeText(options.cta)}</mj-button>
      </mj-column>
    </mj-section>`;
}

// The member's cart as a Liquid loop of one small table per item inside mj-text: the loop tags sit
// between whole tables, so both MJML and the editor's HTML parser keep them where they are.
const ROW = 'role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-bottom:1px solid #dee2e6"';

export function cartTable(options: { quantity: string }): string {
  return `    <mj-section padding="8px 24px">
      <mj-column>
        <mj-text padding="0" font-size="15px" line-height="22px">
          {% for item in cart.items %}<table ${ROW}><tr>
            <td style="padding:8px 8px 8px 0;width:72px"><a href="{{ item.url }}"><img src="{{ item.image }}" alt="{{ item.title | escape }}" width="64" style="display:block;border-radius:4px" /></a></td>
            <td style="padding:8px"><a href="{{ item.url }}" style="color:${THEME.text};text-decoration:none;font-weight:bold">{{ item.title | escape }}</a><br /><span style="color:${THEME.muted}">${escapeText(options.quantity)}: {{ item.quantity }}</span></td>
            <td style="padding:8px 0;text-align:right;white-space:nowrap">{{ item.price }} {{ cart.price_currency }}</td>
          </tr></table>{% endfor %}
        </mj-text>
      </mj-column>
    </mj-section>`;
}

export function orderTable(options: { quantity: string; total: string }): string {
  return `    <mj-section padding="8px 24px">
      <mj-column>
        <mj-text padding="0" font-size="15px" line-height="22px">
          {% for item in order.items %}<table ${ROW}><tr>
            <td style="padding:8px 8px 8px 0">{{ item.title | escape }}<br /><span style="color:${THEME.muted}">${escapeText(options.quantity)}: {{ item.quantity }}</span></td>
            <td style="padding:8px 0;text-align:right;white-space:nowrap">{{ item.price }} {{ order.price_currency }}</td>
          </tr></table>{% endfor %}
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
            <td style="padding:12px 8px 0 0;font-weight:bold">${escapeText(options.total)}</td>
            <td style="padding:12px 0 0;text-align:right;font-weight:bold;white-space:nowrap">{{ order.total_price }} {{ order.price_currency }}</td>
          </tr></table>
        </mj-text>
      </mj-column>
    </mj-section>`;
}

// Answer buttons of a survey or rating: each opens the form with the answer preselected.
export function choiceRow(choices: { label: string; href: string }[]): string {
  const width = `${Math.floor(100 / choices.length)}%`;
  const columns = choices
    .map(
      (choice) => `      <mj-column width="${width}">
        <mj-button href="${choice.href}" background-color="${THEME.soft}" color="${THEME.accent}" padding="6px 4px" inner-padding="12px 4px" width="100%">${escapeText(choice.label)}</mj-button>
      </mj-column>`,
    )
    .join('\n');
  return `    <mj-section padding="8px 20px 16px">
${columns}
    </mj-section>`;
}

export function divider(): string {
  return `    <mj-section padding="0 24px">
      <mj-column>
        <mj-divider border-color="#dee2e6" border-width="1px" padding="8px 0" />
      </mj-column>
    </mj-section>`;
}

export function footer(copy: TSeedCopy): string {
  return `    <mj-section background-color="${THEME.page}" padding="16px 0 24px">
      <mj-column>
        <mj-text align="center" font-size="13px" line-height="20px" color="${THEME.muted}">${escapeText(copy.footer)}</mj-text>
        <mj-text align="center" font-size="13px" color="${THEME.muted}"><a href="{{ unsubscribe_link }}" style="color:${THEME.muted}">${escapeText(copy.unsubscribe)}</a></mj-text>
      </mj-column>
    </mj-section>`;
}
