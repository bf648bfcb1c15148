/**
 * A 2-player La Belle Époque with a referee and secret hands, as the referee makes it in New game,
 * and each person opening the private invitations of its two powers (3.2) from the referee's page.
 */
import type { Page } from 'playwright-core';
import { copyLink, openLink } from './browser';

export interface Person {
  page: Page;
  powers: string[];
}

/** Makes the game on the referee's page; returns its uid once its game page is open. */
export async function createRefereeGame(referee: Page, baseUrl: string): Promise<string> {
  await referee.goto(`${baseUrl}#/new`);
  await referee.getByRole('radio', { name: /La Belle Époque/ }).check();
  await referee.getByRole('combobox', { name: /^Variant/ }).selectOption('2');
  await referee.getByRole('radio', { name: /with a referee/ }).check();
  await referee.getByRole('button', { name: 'Create game' }).click();
  await referee.waitForURL(/#\/game\//);
  return /#\/game\/([0-9a-f]{12})/.exec(referee.url())![1];
}

/** Each person opens its powers' invitations, copied from the referee's Send card, and lands on the game. */
export async function inviteEveryone(referee: Page, baseUrl: string, people: Person[]): Promise<void> {
  for (const person of people) {
    for (const power of person.powers) {
      const invitation = await copyLink(referee, `Invitation for ${power}`);
      // The invitation names the power, also one that does not act first.
      await openLink(person.page, baseUrl, invitation, new RegExp(`You are invited to play ${power}\\.`));
      await person.page.getByRole('button', { name: 'Open the game' }).click();
      await person.page.waitForURL(/#\/game\//);
    }
  }
}
