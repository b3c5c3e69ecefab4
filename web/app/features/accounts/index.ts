export { authStateToSession } from './authStateToSession';
export { LazyAccountMenu as AccountMenu } from './components/LazyAccountMenu';
export { SystemDataField } from './views/SystemDataField';
export { useAuthRefresh, useSessionRefresh } from './hooks/useAuthRefresh';
export { LoginForm } from './views/LoginForm';
export { RegisterForm } from './views/RegisterForm';
