/** Decides the automated powers' steps (chapter 13) off the page's thread, one question at a time. */
import { decide, type AutomatedJob } from './automation';

self.onmessage = (event: MessageEvent<AutomatedJob>) => {
  self.postMessage(decide(event.data));
};
