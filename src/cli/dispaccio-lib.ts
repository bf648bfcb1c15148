/**
 * The referee CLI: the same engines as the site, in a terminal.
 *
 *   npm run dispaccio -- new diplomacy [--players 2|3a|3b|4|5|6|7] [--edition rulebook|2000] [--mode table|open] [--end-year Y]
 *   npm run dispaccio -- new romania1198 [--players 2|3a|3b|4|5|6|7] [--named-units] [--mode table|open|referee|sealed] [--ambassadors] [--spies]
 *   npm run dispaccio -- new wwi [--scenario historical|free] [--mode table|open]
 *   npm run dispaccio -- new belle-epoque [--players 2|3|4] [--promo] [--automated POWER...] [--mode table|open]
 *                                                  (table: plain dice, automated powers play by chapter 13 until a person
 *                                                  must act; open: by link, shared dice)
 *   npm run dispaccio -- act LINK ACTION [--lang en|it] [--seat-key FILE --dice-secret FILE]   (La Belle Époque: the power
 *                                                  to act takes ACTION, then the automated powers act; prints the next link)
 *   npm run dispaccio -- show LINK [--lang en|it] [--notation en|it]
 *   npm run dispaccio -- orders LINK --power POWER --seat-key FILE ORDER...   (orders in English or Italian notation;
 *                                                  signed with the seat's key, kept in FILE, made there the first time)
 *   npm run dispaccio -- adjudicate LINK [ORDERS_LINK...]       (powers without orders are in civil disorder)
 *
 * Links are printed as full URLs on --base (default http://127.0.0.1:4173/, the
 * address `npm start` serves); any URL or bare fragment is accepted as input.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import { Play, PlayFailure, type GameCatalog, type PlayError } from '../platform/play';
import type { KeyStore } from '../platform/keys';
import { INVITATION_KEY_BYTES, exportSeatKey, generateSeatKeys, type SeatKeyStore } from '../platform/seat-keys';
import { PLAY_MODES, type PlayMode } from '../platform/codec/turn-link';
import { exportPublicKey } from '../platform/sealing';
import { makeRefereeKeys, refereeKeysFromJwk, type RefereeKeys } from '../platform/referee-keys';
import { fromBase64Url, toBase64Url } from '../platform/codec/base64url';
import { MemoryLibrary } from '../platform/library/memory';
import type { GameMeta } from '../platform/game-ui';
import type { GameModule, Lang } from '../platform/game';
import { decodeEnvelope } from '../platform/codec/envelope';
import { readTurnPayload } from '../platform/codec/turn-link';
import { currentNode } from '../platform/library/merge';
import { diplomacy, type DipGameModule } from '../games/diplomacy/engine/module';
import { romania } from '../games/romania1198/engine/module';
import { describeDipState, parseSeatOrders } from '../games/diplomacy/engine/text-report';
import { wwiGame } from '../games/wwi/engine/module';
import { europeBoard } from '../games/wwi/engine/europe';
import { describeWwiState } from '../games/wwi/engine/text-report';
import type { WwiState } from '../games/wwi/engine/state';
import type { DipState } from '../games/diplomacy/engine/state';
import { armyName, nationName } from '../games/wwi/ui/nations';
import { belleEpoqueGame, type BelleEpoqueModuleState } from '../games/belle-epoque/engine/module';
import { describeBelleEpoque, formatAction, parseAction, verdictText } from '../games/belle-epoque/engine/text-report';
import { actor as beActor } from '../games/belle-epoque/engine/actions';
import { automatedAction } from '../games/belle-epoque/engine/automated';
import { POWER_IDS as BE_POWERS, type PowerId as BePower } from '../games/belle-epoque/engine/data';
import type { LibraryGame, LibraryNode } from '../platform/library/merge';
import type { Action } from '../games/belle-epoque/engine/actions';
import type { LinkAction } from '../games/belle-epoque/engine/link-dice';
import { isHelpRequest } from './usage';

/** Games on the Diplomacy engine: their orders are read and adjudicated here. */
const DIP_GAMES: DipGameModule[] = [diplomacy, romania];
const ENGINES: GameModule<any, any>[] = [...DIP_GAMES, wwiGame, belleEpoqueGame];
const dipGame = (id: string): DipGameModule | undefined => DIP_GAMES.find((game) => game.id === id);
const WWI_SCENARIOS = ['historical', 'free'];
const WWI_MODES: PlayMode[] = ['table', 'open'];

const metas: GameMeta[] = ENGINES.map((module) => ({
  id: module.id,
  linkId: module.linkId,
  title: module.title,
  blurb: { en: '', it: '' },
  playable: true,
  load: async () => ({ module, viewTag: '' }),
}));
const catalog: GameCatalog = {
  byId: (id) => metas.find((m) => m.id === id),
  byLinkId: (id) => metas.find((m) => m.linkId === id),
  load: (meta) => meta.load(),
};

class UsageError extends Error {}

function takeOption(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(at, 2);
  return value;
}

function fragmentOf(text: string): string {
  const hash = text.indexOf('#');
  return hash >= 0 ? text.slice(hash + 1) : text.trim();
}

export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

export const USAGE = [
  'usage: dispaccio keys --out FILE',
  '       dispaccio new diplomacy [--players N] [--edition rulebook|2000] [--mode table|open|referee|sealed] [--referee-key FILE] [--end-year Y] [--invitations]',
  '       dispaccio new romania1198 [--players 2|3a|3b|4|5|6|7] [--named-units] [--mode table|open|referee|sealed] [--referee-key FILE] [--invitations] [--ambassadors] [--spies]   (Autumn 1198 to Autumn 1210)',
  '       dispaccio join INVITATION --seat-key FILE',
  '       dispaccio new wwi [--scenario historical|free] [--mode table|open]',
  '       dispaccio new belle-epoque [--players 2|3|4] [--promo] [--automated POWER...] [--mode table|open]   (POWER: gb, fr, ru, ce; open: by link, shared dice)',
  '       dispaccio act LINK ACTION [--lang en|it] [--seat-key FILE --dice-secret FILE]   (La Belle Époque: a number from show\'s list, the notation in English or Italian, JSON, or roll; by link with a seat key and a dice secret)',
  '       dispaccio show LINK [--lang en|it] [--notation en|it]',
  '       dispaccio orders LINK --power P --seat-key FILE [--seal] ORDER...',
  '       dispaccio adjudicate LINK [--key FILE] [ORDERS_LINK | REVEAL_CODE]...',
].join('\n');

/** Runs one CLI command; returns the exit code. Never exits the process itself. */
export async function runCli(argv: string[], output: CliOutput = { log: console.log, error: console.error }): Promise<number> {
  if (isHelpRequest(argv) || argv[0] === 'help') {
    output.log(USAGE);
    return 0;
  }
  try {
    return await main(argv, output);
  } catch (error) {
    if (error instanceof PlayFailure) {
      output.error(`dispaccio: refused: ${refusal(error.error)}${'seats' in error.error && error.error.seats ? ` (${error.error.seats.join(', ')})` : ''}`);
      return 1;
    }
    if (error instanceof UsageError) {
      output.error(`dispaccio: ${error.message}`);
      output.error(USAGE);
      return 2;
    }
    throw error;
  }
}

async function main(argv: string[], output: CliOutput): Promise<number> {
  const args = [...argv];
  const base = takeOption(args, '--base') ?? process.env.DISPACCIO_URL ?? 'http://127.0.0.1:4173/';
  const lang = (takeOption(args, '--lang') ?? 'en') as Lang;
  const notation = (takeOption(args, '--notation') ?? lang) as Lang;
  const keyFile = takeOption(args, '--key') ?? takeOption(args, '--referee-key');
  const url = (payload: string) => `${base}#${payload}`;
  const refereeFile = keyFile ? await readKeyFile(keyFile) : undefined;
  const refereeKeys = refereeFile?.keys;
  const keyStore: KeyStore = {
    // The CLI holds at most one referee key, the one given on the command line.
    get: async () => refereeKeys,
    put: async () => undefined,
  };
  const seatKeyFile = takeOption(args, '--seat-key');
  let seatPair: CryptoKeyPair | undefined;
  const seatKeys: SeatKeyStore = {
    // The CLI signs with the one seat key given on the command line, whatever the game and seat.
    get: async () => (seatPair ??= seatKeyFile ? await readOrMakeSeatKeyFile(seatKeyFile, output) : undefined),
    // The key file is the store: `join` writes it from the invitation, `orders` makes it the first time.
    put: async () => {
      if (!seatKeyFile) throw new UsageError('orders need --seat-key FILE: the seat key that signs them');
    },
  };
  const play = new Play(new MemoryLibrary(), catalog, keyStore, () => Date.now(), seatKeys);
  const [command, ...rest] = args;

  switch (command) {
    case 'keys': {
      const out = takeOption(rest, '--out');
      if (!out) throw new UsageError('keys needs --out FILE');
      const keys = await makeRefereeKeys(true);
      const file = {
        note: 'Dispaccio referee key pair. Keep this file private: it opens every orders link sent to you and signs the game links you send.',
        publicKey: toBase64Url(await exportPublicKey(keys.publicKey)),
        privateKey: await crypto.subtle.exportKey('jwk', keys.decrypt),
      };
      await writeFile(out, JSON.stringify(file, null, 2), { mode: 0o600 });
      output.log(`referee key pair written to ${out}`);
      return 0;
    }
    case 'new': {
      const gameId = rest.shift();
      const meta = gameId ? catalog.byId(gameId) : undefined;
      if (!meta) throw new UsageError(`unknown game "${gameId ?? ''}" (known: ${metas.map((m) => m.id).join(', ')})`);
      if (meta.id === wwiGame.id) {
        const scenario = takeOption(rest, '--scenario') ?? 'historical';
        const mode = (takeOption(rest, '--mode') ?? 'open') as PlayMode;
        if (!WWI_SCENARIOS.includes(scenario)) throw new UsageError(`--scenario is one of ${WWI_SCENARIOS.join(', ')}`);
        if (!WWI_MODES.includes(mode)) throw new UsageError(`--mode is one of ${WWI_MODES.join(', ')} for wwi`);
        const { game, node } = await play.create(meta, scenario, {}, { mode });
        output.log(url(play.gameLink(meta, game, node)));
        return 0;
      }
      if (meta.id === belleEpoqueGame.id) {
        const players = takeOption(rest, '--players') ?? '4';
        const mode = (takeOption(rest, '--mode') ?? 'table') as PlayMode;
        if (!['2', '3', '4'].includes(players)) throw new UsageError('--players is 2, 3 or 4');
        if (mode !== 'table' && mode !== 'open') throw new UsageError('--mode is table or open for belle-epoque (hands are public by link: docs/guarantees.md)');
        const automated = takeAutomated(rest, players);
        // Automated powers are played by the browser that holds the game at one table; by link nobody would own their turns.
        if (automated.length && mode !== 'table') throw new UsageError('--automated: automated powers play at one table only (--mode table)');
        const promoFlag = rest.indexOf('--promo');
        if (promoFlag >= 0) rest.splice(promoFlag, 1);
        // One table: fresh platform dice at each step. By link: shared dice (declared, then rolled with another player's share).
        const options = { promo: promoFlag >= 0 ? 'yes' : 'no', dice: mode === 'open' ? 'shared' : 'plain', ...(automated.length ? { automated: automated.join(',') } : {}) };
        const created = await play.create(meta, players, options, { mode });
        const { game, node } = await runAutomated(play, meta, created.game, created.node);
        output.log(url(play.gameLink(meta, game, node)));
        return 0;
      }
      const config = dipGame(meta.id)!.config;
      // A set-up by its id or by what follows the game's prefix ("--players 4" is romania-4).
      const players = takeOption(rest, '--players');
      const setup = players === undefined ? config.defaultSetup : config.setups.find((s) => s.id === players || s.id.endsWith(`-${players}`))?.id;
      if (!setup) throw new UsageError(`--players is one of ${config.setups.map((s) => s.id.replace(/^.*-/, '')).join(', ')}`);
      const namedFlag = rest.indexOf('--named-units');
      if (namedFlag >= 0) rest.splice(namedFlag, 1);
      if (namedFlag >= 0 && !config.roster) throw new UsageError('--named-units is an option of Romania 1198');
      const edition = takeOption(rest, '--edition') ?? config.editions[0];
      const mode = (takeOption(rest, '--mode') ?? 'open') as PlayMode;
      const endYear = takeOption(rest, '--end-year') ?? config.endYears.defaultValue;
      if (!(config.editions as readonly string[]).includes(edition)) throw new UsageError(`--edition is ${config.editions.join(' or ')}`);
      if (!PLAY_MODES.includes(mode)) throw new UsageError(`--mode is one of ${PLAY_MODES.join(', ')}`);
      if (mode === 'referee' && !refereeKeys) throw new UsageError('referee mode needs --referee-key FILE (make one with: dispaccio keys --out FILE)');
      const invitationsFlag = rest.indexOf('--invitations');
      if (invitationsFlag >= 0) rest.splice(invitationsFlag, 1);
      if (invitationsFlag >= 0 && mode === 'table') throw new UsageError('invitations are for games played by link');
      // A game's special troops, switched on by a flag each (--ambassadors, --spies).
      const specials: Record<string, string> = {};
      for (const option of config.specials?.options ?? []) {
        const at = rest.indexOf(`--${option.id}`);
        if (at >= 0) rest.splice(at, 1);
        specials[option.id] = at >= 0 ? 'on' : option.defaultValue;
      }
      const options = { setup, edition, endYear, ...(namedFlag >= 0 ? { namedUnits: 'on' } : {}), ...specials };
      const { game, node, invitations } = await play.create(meta, 'standard', options, { mode, refereeKeys, invitations: invitationsFlag >= 0 });
      // A referee's game whose secrets are sealed to the seats' invitation keys: the key file keeps the invitations for adjudicate.
      const module = dipGame(meta.id)!;
      if (mode === 'referee' && invitations && keyFile && module.hidden && (module.hidden.hides?.(play.stateOf(module, node) as DipState) ?? true)) {
        await keepInvitations(keyFile, game.uid, invitations);
        output.error(`the seats' invitations are kept in ${keyFile}: the game links you adjudicate seal each seat's secrets to it`);
      }
      output.log(url(play.gameLink(meta, game, node)));
      // One private link per seat: send each to its player only.
      for (const [seat, link] of Object.entries(invitations ?? {})) output.log(`${seat}: ${url(link)}`);
      return 0;
    }
    case 'join': {
      const link = rest[0];
      if (!link || !seatKeyFile) throw new UsageError('join needs an invitation link and --seat-key FILE');
      // Joining is the person's own word that this invitation's key is the seat's: it replaces whatever the file held.
      const opened = await play.open(fragmentOf(link), { replaceSeatKey: true });
      if (!opened.ok) throw new PlayFailure(opened.error);
      if (opened.kind !== 'invite') throw new UsageError('this is not an invitation link');
      const decoded = decodeEnvelope(fragmentOf(link));
      if (!decoded.ok) throw new UsageError(`link refused: ${decoded.error.code}`);
      await writeSeatKeyFile(seatKeyFile, decoded.envelope.payload.subarray(1, 1 + INVITATION_KEY_BYTES));
      output.log(`seat key of ${opened.power} written to ${seatKeyFile}: give it with --seat-key to send ${opened.power}'s orders`);
      return 0;
    }
    case 'show': {
      const opened = await openGame(play, rest[0]);
      if (opened.meta.id === wwiGame.id) {
        output.log(describeWwiState(opened.state as WwiState, europeBoard(), lang, { nation: nationName, army: armyName }));
      } else if (opened.meta.id === belleEpoqueGame.id) {
        output.log(describeBelleEpoque(opened.state as BelleEpoqueModuleState, lang, notation));
      } else {
        output.log(describeDipState(opened.state as DipState, lang, notation, dipGame(opened.meta.id)));
      }
      return 0;
    }
    case 'orders': {
      const power = takeOption(rest, '--power');
      if (!power) throw new UsageError('orders needs --power');
      const sealFlag = rest.indexOf('--seal');
      if (sealFlag >= 0) rest.splice(sealFlag, 1);
      const [link, ...orderTexts] = rest;
      const opened = await openDiplomacy(play, link);
      if (sealFlag >= 0 && opened.mode !== 'sealed') throw new UsageError('--seal is for games in sealed mode');
      if (sealFlag < 0 && opened.mode === 'sealed') throw new UsageError('this game is in sealed mode: add --seal');
      if (opened.mode === 'table') throw new UsageError('this game is played at one table: orders are entered on that device, not sent as links');
      const parsed = parseSeatOrders(opened.state, power, orderTexts, notation, notation, opened.game);
      if (!parsed.ok) {
        output.error(parsed.errors.join('\n'));
        return 1;
      }
      for (const warning of parsed.warnings) output.error(warning);
      if (!seatKeyFile) throw new UsageError('orders need --seat-key FILE: the key that signs this power\'s orders (made in FILE the first time; keep it for later phases)');
      await play.setMyPowers(opened.uid, [parsed.seat]);
      const submitted = await play.submit(opened.meta, opened.uid, opened.hash, parsed.seat, parsed.action);
      output.log(url(submitted.ordersLink!));
      if (opened.mode === 'sealed') output.log(url(await play.revealCode(opened.meta, opened.uid, opened.hash, parsed.seat)));
      return 0;
    }
    case 'act': {
      const secretFile = takeOption(rest, '--dice-secret');
      const [link, ...words] = rest;
      const opened = await openGame(play, link);
      if (opened.meta.id !== belleEpoqueGame.id) throw new UsageError(`act is for La Belle Époque games; the link is a ${opened.meta.id} game`);
      if (opened.mode !== 'table' && opened.mode !== 'open') throw new UsageError('act plays games at one table or in open mode');
      const state = opened.state as BelleEpoqueModuleState;
      const power = belleEpoqueGame.turn(state).waitingFor[0];
      if (!power) throw new UsageError('the game is over');
      if (!words.length) throw new UsageError('act needs an action (see the list printed by show)');
      let action: LinkAction | string = words.join(' ') === 'roll' ? { kind: 'roll' } : parseAction(state, words.join(' '));
      if (typeof action === 'string') {
        output.error(`dispaccio: ${action}`);
        return 1;
      }
      if (opened.mode === 'open' && !state.shared) throw new UsageError('this game is played by link with plain dice, which anyone holding a link can predict: make one with new belle-epoque --mode open');
      if (opened.mode === 'open') {
        if (!seatKeyFile || !secretFile) throw new UsageError('act by link needs --seat-key FILE (signs your actions) and --dice-secret FILE (your share of the dice); each is made the first time');
        action = belleEpoqueGame.withDice(state, power, action, await readOrMakeDiceSecret(secretFile, output));
        await play.setMyPowers(opened.uid, [power]);
      }
      const problem = belleEpoqueGame.validate(state, power, action);
      if (problem) {
        output.error(`dispaccio: ${action.kind === 'roll' ? 'roll' : formatAction(action as Action, notation)}: ${problem[lang]}`);
        return 1;
      }
      await play.submit(opened.meta, opened.uid, opened.hash, power, action);
      const resolved = await play.resolve(opened.meta, opened.uid, opened.hash);
      // 13.3: the automated powers' turns follow at once, up to the next person's decision (show lists them).
      const next = await runAutomated(play, opened.meta, resolved.game, resolved.node);
      output.log(`${power}: ${action.kind === 'roll' ? 'roll' : formatAction(action as Action, notation)}`);
      output.log(url(play.gameLink(opened.meta, next.game, next.node)));
      // 13.0, 13.10, 10.2: the end screen says who won (show says it too).
      const after = play.stateOf(belleEpoqueGame, next.node);
      if (after.phase === 'ended') output.log(`${lang === 'it' ? 'Risultato' : 'Result'}: ${verdictText(after, lang)}`);
      return 0;
    }
    case 'adjudicate': {
      const [link, ...others] = rest;
      const opened = await openDiplomacy(play, link);
      for (const other of others) {
        const result = await play.open(fragmentOf(other));
        if (!result.ok) throw new UsageError(`link refused: ${refusal(result.error)}`);
        if (result.kind === 'game' || result.node.hash !== opened.hash) throw new UsageError('a link is not orders or a reveal code for this game and phase');
      }
      // The referee decides: powers whose orders are missing or unreadable are in civil disorder.
      const kept = refereeFile?.invitations[opened.uid];
      if (opened.mode === 'referee' && kept) await play.library.patch(opened.uid, (g) => ({ ...g, settings: { ...g.settings, invitations: JSON.stringify(kept) } }));
      const status = await play.status(opened.meta, (await play.library.get(opened.uid))!, opened.hash);
      if (opened.mode === 'referee' && !status.isReferee) throw new UsageError('referee mode: give the referee key with --key FILE');
      const missing = status.waiting.filter((seat) => !status.readable.includes(seat));
      if (missing.length) output.error(`no readable orders from ${missing.join(', ')}: civil disorder`);
      const next = await play.resolve(opened.meta, opened.uid, opened.hash, { proceedWithout: true });
      const state = play.stateOf(opened.game, next.node);
      output.log(describeDipState(state, lang, notation, opened.game));
      output.log('');
      output.log(url(play.gameLink(opened.meta, next.game, next.node)));
      return 0;
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command');
  }
}

/** --automated's powers: the ids after it (or one comma-separated list); in 2- and 3-player games whole groupings (3.2, 13.0). */
function takeAutomated(args: string[], players: string): BePower[] {
  const at = args.indexOf('--automated');
  if (at < 0) return [];
  let end = at + 1;
  while (end < args.length && !args[end].startsWith('--')) end++;
  const powers = args.splice(at, end - at).slice(1).flatMap((x) => x.split(',')).filter(Boolean);
  if (!powers.length) throw new UsageError('--automated needs one or more powers: gb, fr, ru, ce');
  const unknown = powers.find((p) => !(BE_POWERS as readonly string[]).includes(p));
  if (unknown) throw new UsageError(`--automated: unknown power "${unknown}" (gb, fr, ru, ce)`);
  const state = belleEpoqueGame.initialState(players, {});
  const split = state.players.find((g) => g.some((p) => powers.includes(p)) && !g.every((p) => powers.includes(p)));
  if (split) throw new UsageError(`--automated: ${split.join(' and ')} are one player's: automate both or neither`);
  return [...new Set(powers)] as BePower[];
}

/** The CLI's dice for the automated powers' own choices (13.4.6, 8.2.3): fresh each time, as the table's dice are. */
const cliRng = { roll: () => randomInt(1, 7), below: (n: number) => randomInt(n) };

/** Plays the automated powers' actions (chapter 13) until a person must act or the game ends. */
async function runAutomated(play: Play, meta: GameMeta, game: LibraryGame, node: LibraryNode): Promise<{ game: LibraryGame; node: LibraryNode }> {
  for (;;) {
    const state = play.stateOf(belleEpoqueGame, node);
    const action = automatedAction(state, cliRng);
    if (!action) return { game, node };
    await play.submit(meta, game.uid, node.hash, beActor(state)!, action);
    ({ game, node } = await play.resolve(meta, game.uid, node.hash));
  }
}

interface RefereeFile {
  keys: RefereeKeys;
  /** Invitation links of the games with hidden parts this key referees, by game uid and seat. */
  invitations: Record<string, Record<string, string>>;
}

async function readKeyFile(path: string): Promise<RefereeFile> {
  let file: { publicKey: string; privateKey: JsonWebKey; invitations?: Record<string, Record<string, string>> };
  try {
    file = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    throw new UsageError(`cannot read the key file ${path}`);
  }
  try {
    const keys = await refereeKeysFromJwk(file.privateKey);
    // The file's public key must be the private key's own.
    const publicKey = fromBase64Url(file.publicKey ?? '') ?? new Uint8Array();
    const own = await exportPublicKey(keys.publicKey);
    if (own.length !== publicKey.length || own.some((byte, i) => byte !== publicKey[i])) throw new Error('key mismatch');
    return { keys, invitations: file.invitations ?? {} };
  } catch {
    throw new UsageError(`${path} does not hold a referee key pair (make one with: dispaccio keys --out FILE)`);
  }
}

/** Adds a game's invitations to the referee's key file (private, like the key). */
async function keepInvitations(path: string, uid: string, invitations: Record<string, string>): Promise<void> {
  const file = JSON.parse(await readFile(path, 'utf8')) as { invitations?: Record<string, Record<string, string>> };
  file.invitations = { ...file.invitations, [uid]: invitations };
  await writeFile(path, JSON.stringify(file, null, 2), { mode: 0o600 });
}

/** Writes a seat key file from an invitation's key bytes (private scalar, x, y). */
async function writeSeatKeyFile(path: string, key: Uint8Array): Promise<void> {
  const [d, x, y] = [0, 32, 64].map((at) => key.subarray(at, at + 32));
  const publicKey = new Uint8Array(33);
  publicKey[0] = 2 + (y[31] & 1);
  publicKey.set(x, 1);
  const file = {
    note: 'Dispaccio seat key. Keep this file private: whoever holds it can send orders for your power.',
    publicKey: toBase64Url(publicKey),
    privateKey: { kty: 'EC', crv: 'P-256', x: toBase64Url(x), y: toBase64Url(y), d: toBase64Url(d), ext: true, key_ops: ['sign'] },
  };
  await writeFile(path, JSON.stringify(file, null, 2), { mode: 0o600 });
}

/** This person's secret for a game's shared dice, or a new one written there (private: it makes the shares). */
async function readOrMakeDiceSecret(path: string, output: CliOutput): Promise<Uint8Array> {
  let text: string | undefined;
  try {
    text = (await readFile(path, 'utf8')).trim();
  } catch {
    text = undefined;
  }
  if (text === undefined) {
    const secret = crypto.getRandomValues(new Uint8Array(16));
    await writeFile(path, toBase64Url(secret), { mode: 0o600 });
    output.error(`new dice secret written to ${path}: keep it private, and give it again in later turns`);
    return secret;
  }
  const secret = fromBase64Url(text);
  if (!secret || secret.length !== 16) throw new UsageError(`${path} does not hold a dice secret (give a new file name to make one)`);
  return secret;
}

/** A seat key pair from its file, or a new one written there (private: it signs the seat's orders). */
async function readOrMakeSeatKeyFile(path: string, output: CliOutput): Promise<CryptoKeyPair> {
  let text: string | undefined;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    text = undefined;
  }
  if (text === undefined) {
    const pair = await generateSeatKeys(true);
    const file = {
      note: 'Dispaccio seat key. Keep this file private: whoever holds it can send orders for your power.',
      publicKey: toBase64Url(await exportSeatKey(pair.publicKey)),
      privateKey: await crypto.subtle.exportKey('jwk', pair.privateKey),
    };
    await writeFile(path, JSON.stringify(file, null, 2), { mode: 0o600 });
    output.error(`new seat key written to ${path}: keep it to send this power's orders in later phases`);
    return pair;
  }
  try {
    const file = JSON.parse(text) as { publicKey: string; privateKey: JsonWebKey };
    const ecdsa = { name: 'ECDSA', namedCurve: 'P-256' } as const;
    const privateKey = await crypto.subtle.importKey('jwk', file.privateKey, ecdsa, false, ['sign']);
    const { d: _secret, ...publicJwk } = file.privateKey;
    const publicKey = await crypto.subtle.importKey('jwk', { ...publicJwk, key_ops: ['verify'] }, ecdsa, true, ['verify']);
    return { privateKey, publicKey };
  } catch {
    throw new UsageError(`${path} does not hold a seat key (give a new file name to make one)`);
  }
}

async function openGame(play: Play, link: string | undefined) {
  if (!link) throw new UsageError('a game link is needed');
  const decoded = decodeEnvelope(link, { expectKinds: ['game'] });
  if (!decoded.ok) throw new UsageError(`link refused: ${decoded.error.code}`);
  const result = await play.open(fragmentOf(link));
  if (!result.ok || result.kind !== 'game') throw new UsageError(`link refused: ${result.ok ? 'not a game link' : refusal(result.error)}`);
  const turn = readTurnPayload(decoded.envelope.payload);
  const node = currentNode(result.game)!;
  // The link names its game: decode the state with that game's engine.
  const { module } = await catalog.load(result.meta);
  const state: unknown = module.decodeState(turn.state);
  return { meta: result.meta, uid: turn.gameUid, hash: node.hash, mode: turn.session.mode, state };
}

/** Orders and adjudication are the Diplomacy engine's: other games' links are refused. */
async function openDiplomacy(play: Play, link: string | undefined) {
  const opened = await openGame(play, link);
  const game = dipGame(opened.meta.id);
  if (!game) throw new UsageError(`this command is for Diplomacy games; the link is a ${opened.meta.id} game`);
  return { ...opened, game, state: opened.state as DipState };
}


/** A refusal in words: the rules' own reason when the game gave one, else the error's code. */
function refusal(error: PlayError): string {
  return error.code === 'rejected' && 'reason' in error ? `${error.code}: ${error.reason.en}` : error.code;
}
