// P7: the players' pay details (a Pix key, a note) in the book and in a backup.
import { describe, expect, it } from 'vitest';
import { backupBlob, exportBackup, importBackup } from '../../src/store/backup.ts';
import { validateBackup, type BackupValidation } from '../../src/store/backupFormat.ts';
import { StoreError } from '../../src/store/errors.ts';
import { seatPlayer } from '../../src/store/playerLinks.ts';
import { PlayerRepository } from '../../src/store/players.ts';
import type { PayDetails } from '../../src/engine/pix/pay-details.ts';
import { connect, counterCodec, counterRepository, freshFactory, newGame, type CounterAction, type CounterConfig } from './harness.ts';

const validation: BackupValidation<CounterConfig, CounterAction> = { knownProfiles: ['draw5'] };
const EVERY = 4;
const anaPay: PayDetails = { pix: { type: 'cpf', key: '52998224725', name: 'Ana Conceição', city: 'Recife' }, note: 'ou MB WAY 912 345 678' };
const biaPay: PayDetails = { note: 'IBAN PT50 0002 0123 1234 5678 9015 4' };

/** A phone with one game of Ana and Bia, their book linked, and their details saved. */
async function phone(pay: { ana?: PayDetails; bia?: PayDetails } = { ana: anaPay, bia: biaPay }) {
  const conn = connect(freshFactory());
  await counterRepository(conn).create(newGame('night', { profile: 'draw5', players: ['Ana', 'Bia'] }));
  const players = new PlayerRepository(conn);
  const synced = (await players.sync()).players;
  const id = (name: string) => synced.find((p) => p.name === name)!.id;
  if (pay.ana) await players.setPay(id('Ana'), pay.ana);
  if (pay.bia) await players.setPay(id('Bia'), pay.bia);
  return { conn, players, id };
}

const payOf = async (players: PlayerRepository) => Object.fromEntries((await players.list()).map((p) => [p.name, p.pay ?? null]));

async function refusal(promise: Promise<unknown>): Promise<StoreError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof StoreError)) throw new Error(`expected a StoreError, got ${String(error)}`);
  return error;
}

describe('P7: pay details in the book', () => {
  it('P7: saved on the player, replaced, and taken away by empty details; refused when they do not check', async () => {
    const { players, id } = await phone();
    expect(await payOf(players)).toEqual({ Ana: anaPay, Bia: biaPay });
    await players.setPay(id('Bia'), {});
    expect((await players.list()).find((p) => p.name === 'Bia')).not.toHaveProperty('pay');
    const error = await refusal(players.setPay(id('Ana'), { pix: { ...anaPay.pix!, key: '52998224724' } }));
    expect(error.key).toBe('players.badPay');
    expect(await payOf(players)).toEqual({ Ana: anaPay, Bia: null });
  });

  it("P5: a seat's player is the root of the entry linked to it, else the player of its name", async () => {
    const { players, id } = await phone();
    const list = await players.list();
    expect(seatPlayer(list, 'night', 0, 'whatever')?.id).toBe(id('Ana'));
    expect(seatPlayer(list, 'unlinked', 3, ' bia ')?.id).toBe(id('Bia'));
    expect(seatPlayer(list, 'unlinked', 3, 'Caio')).toBeUndefined();
  });
});

describe('P7: pay details in a backup', () => {
  it('P7: a backup carries them and restores them exactly on an empty phone', async () => {
    const source = await phone();
    const doc = await validateBackup(backupBlob(await exportBackup(source.conn)), validation);
    const target = connect(freshFactory());
    await importBackup(target, counterCodec, doc, { snapshotEvery: EVERY });
    expect(await payOf(new PlayerRepository(target))).toEqual({ Ana: anaPay, Bia: biaPay });
  });

  it("P7: on a phone that has the player, the phone's details stay; the file's fill in where it has none (a namesake's too)", async () => {
    const source = await phone();
    const doc = await validateBackup(backupBlob(await exportBackup(source.conn)), validation);
    // The same phone, Ana's details changed since and Bia's taken away: restoring its game brings back Bia's only.
    const newer: PayDetails = { pix: { type: 'email', key: 'ana@example.com', name: 'Ana', city: 'Olinda' } };
    await source.players.setPay(source.id('Ana'), newer);
    await source.players.setPay(source.id('Bia'), {});
    await importBackup(source.conn, counterCodec, doc, { snapshotEvery: EVERY, onConflict: 'replace' });
    expect(await payOf(source.players)).toEqual({ Ana: newer, Bia: biaPay });
    // Another phone where Ana and Bia are other entries of the same names: they count as them, and Ana, with no details there, takes the file's.
    const other = await phone({ bia: { note: 'PicPay @bia' } });
    await importBackup(other.conn, counterCodec, await validateBackup(backupBlob(await exportBackup(source.conn)), validation), { snapshotEvery: EVERY, onConflict: 'replace' });
    const roots = (await other.players.list()).filter((p) => p.mergedInto === null);
    expect(Object.fromEntries(roots.map((p) => [p.name, p.pay ?? null]))).toEqual({ Ana: newer, Bia: { note: 'PicPay @bia' } });
  });

  const hostile: [string, string, (pay: Record<string, any>) => void][] = [
    ['a Pix key too long', 'players[0].pay.pix.key', (pay) => (pay.pix = { type: 'email', key: `${'a'.repeat(70)}@mesa.com.br`, name: 'Ana', city: 'Recife' })],
    ['a CPF whose check digits fail', 'players[0].pay.pix.key', (pay) => (pay.pix.key = '52998224724')],
    ['a phone written as a CPF', 'players[0].pay.pix.key', (pay) => (pay.pix = { type: 'cpf', key: '+5511987654321', name: 'Ana', city: 'Recife' })],
    ['a key of no kind', 'players[0].pay.pix.type', (pay) => (pay.pix.type = 'iban')],
    ['a city longer than its field', 'players[0].pay.pix.city', (pay) => (pay.pix.city = 'Santa Rita do Sapucaí')],
    ['a name with nothing a code can carry', 'players[0].pay.pix.name', (pay) => (pay.pix.name = '🃏🃏')],
    ['a note too long', 'players[0].pay.note', (pay) => (pay.note = 'x'.repeat(121))],
    ['a note that is not text', 'players[0].pay.note', (pay) => (pay.note = 7)],
  ];
  for (const [what, path, change] of hostile) {
    it(`P7: a backup with ${what} is refused (at ${path}) and nothing is stored`, async () => {
      const source = await phone();
      const doc = JSON.parse(JSON.stringify(await exportBackup(source.conn)));
      const ana = doc.players.findIndex((p: { name: string }) => p.name === 'Ana');
      doc.players.unshift(...doc.players.splice(ana, 1));
      change(doc.players[0].pay);
      const target = connect(freshFactory());
      const error = await refusal(validateBackup(JSON.stringify(doc), validation).then((valid) => importBackup(target, counterCodec, valid, { snapshotEvery: EVERY })));
      expect(error.key).toBe('backup.invalid');
      expect(error.details.path).toBe(path);
      expect(await new PlayerRepository(target).list()).toEqual([]);
      expect(await counterRepository(target).list()).toEqual([]);
    });
  }
});
