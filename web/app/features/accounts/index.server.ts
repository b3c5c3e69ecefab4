export { launcherResumeAction } from './launcherResumeActions.server';
export { launcherLoginAction, loginAction, registerAction } from './signInActions.server';
