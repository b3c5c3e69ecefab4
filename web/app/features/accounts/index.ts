export { authStateToSession } from './authStateToSession';
export { AccountMenu } from './components/AccountMenu';
export { SystemDataField } from './views/SystemDataField';
export { useAuthRefresh, useSessionRefresh } from './hooks/useAuthRefresh';
export { LoginForm } from './views/LoginForm';
export { RegisterForm } from './views/RegisterForm';
