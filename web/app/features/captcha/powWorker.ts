import { solveProofOfWork } from './solveProofOfWork';

// Runs the proof of work off the main thread, so the page stays responsive while it is solved.
self.onmessage = (event: MessageEvent<{ challenge: string; difficulty: number }>) => {
  const { challenge, difficulty } = event.data;
  void solveProofOfWork(challenge, difficulty, (data) => crypto.subtle.digest('SHA-256', data)).then(
    (token) => {
      self.postMessage(token);
    },
  );
};
