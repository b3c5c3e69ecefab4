import type { testCheckoutPayments } from '../../db/schema/ledger.js';
import { kopecksToDecimal } from './providers/PaymentProvider.js';

type Checkout = typeof testCheckoutPayments.$inferSelect;

const TEXT = {
  ru: {
    title: 'Тестовая оплата',
    note: 'Это тестовый платёжный шлюз Lodestone: деньги не списываются.',
    method: { card: 'Банковская карта', sbp: 'СБП', crypto: 'Криптовалюта' },
    pay: 'Оплатить',
    fail: 'Ошибка оплаты',
    cancel: 'Отменить',
    wrong: 'Оплатить не ту сумму',
    done: 'Платёж уже обработан',
  },
  en: {
    title: 'Test checkout',
    note: 'This is the Lodestone test payment gateway: no money is charged.',
    method: { card: 'Bank card', sbp: 'Instant payment system (SBP)', crypto: 'Cryptocurrency' },
    pay: 'Pay',
    fail: 'Payment fails',
    cancel: 'Cancel',
    wrong: 'Pay a wrong amount',
    done: 'The payment has been processed',
  },
} as const;

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A self-contained page (no scripts): four buttons posting the decision back. */
export function renderCheckoutPage(checkout: Checkout, lang: 'ru' | 'en'): string {
  const text = TEXT[lang];
  const method =
    checkout.method in text.method
      ? text.method[checkout.method as keyof typeof text.method]
      : checkout.method;
  const button = (decision: string, label: string, color: string) =>
    `<button name="decision" value="${decision}" style="background:${color}">${escape(label)}</button>`;
  const actions =
    checkout.status === 'pending'
      ? `<form method="post">${button('pay', text.pay, '#2f9e44')}${button('fail', text.fail, '#c92a2a')}${button(
          'cancel',
          text.cancel,
          '#495057',
        )}${button('wrong_amount', text.wrong, '#e67700')}</form>`
      : `<p>${escape(text.done)}: ${escape(checkout.status)}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(text.title)}</title><style>
body{font-family:system-ui,sans-serif;background:#1a1b1e;color:#e9ecef;display:flex;justify-content:center;padding:24px}
main{max-width:420px;width:100%;background:#25262b;border-radius:12px;padding:24px}
.amount{font-size:32px;font-weight:700;margin:8px 0}
form{display:grid;gap:8px;margin-top:16px}button{color:#fff;border:0;border-radius:8px;padding:12px;font-size:16px;cursor:pointer}
small{color:#adb5bd}</style></head><body><main>
<h1>${escape(text.title)}</h1><p class="amount">${kopecksToDecimal(checkout.amountKopecks)} ₽</p>
<p>${escape(checkout.description)}</p><p>${escape(method)}</p><small>${escape(text.note)}</small>${actions}</main></body></html>`;
}
