export { launcherResumeAction } from './launcherResume.server';
export { launcherLoginAction, loginAction, registerAction } from './signInActions.server';
