import { describe } from 'vitest';
import { checkQuarter } from './invariant-games';

describe('200 automated games, third quarter', () => checkQuarter(2));
