export { useIdempotencyKey } from './hooks/useIdempotencyKey';
export { useMoneyFormat } from './hooks/useMoneyFormat';
export { PayPanel } from './views/PayPanel';
export { TransactionsPanel } from './views/TransactionsPanel';
