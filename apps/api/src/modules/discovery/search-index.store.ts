import { Currencies } from '@fractional/contract';

/*
 * Find experts' in-memory index, its storage (docs/discovery.md, "The search index"; ADR 0020): one slot per
 * discoverable expert in typed columns, the catalogue items as lists (offsets into one values array), and the
 * search document's lexemes as posting lists of slots, ascending. A changed expert's old slot dies and a new
 * one is appended, so posting lists stay sorted without inserting into them; dead slots are skipped and a
 * rebuild drops them when they grow too many (`deadShare`).
 */

/** One expert's searchable figures, as `search-index.repository.ts` reads them from `expert_search`. */
export interface IndexRow {
  id: number;
  lexemes: string[];
  roles: number[];
  expertise: number[];
  skills: number[];
  industries: string[];
  jobLevel: string | null;
  vetted: boolean;
  seniority: number;
  available: number;
  rateMin: number | null;
  rateMax: number | null;
  currency: string;
  timezone: number | null;
  ratingSum: number;
  ratingCount: number;
  /** When the next review publishes (epoch ms); null: none pending. */
  ratingDue: number | null;
}

/** No zone: a value no minutes-east offset takes. */
export const NO_ZONE = -32768;

/** A growable typed array. */
class Column<T extends Int32Array | Int16Array | Int8Array | Uint8Array | Uint16Array | Float64Array> {
  constructor(
    public data: T,
    private readonly make: (size: number) => T,
  ) {}
  ensure(size: number): void {
    if (size <= this.data.length) return;
    const next = this.make(Math.max(size, this.data.length * 2));
    next.set(this.data);
    this.data = next;
  }
}

const int32 = (n: number) => new Int32Array(n);

/** Lists of small numbers per slot: slot s holds values[offsets[s]] up to values[offsets[s + 1]]. */
export class SlotLists {
  readonly offsets = new Column(new Int32Array(1024), int32);
  readonly values = new Column(new Uint16Array(4096), (n) => new Uint16Array(n));
  private used = 0;
  append(slot: number, items: number[]): void {
    this.offsets.ensure(slot + 2);
    this.values.ensure(this.used + items.length);
    for (const item of items) this.values.data[this.used++] = item;
    this.offsets.data[slot + 1] = this.used;
  }
  bytes(): number {
    return this.offsets.data.byteLength + this.values.data.byteLength;
  }
}

/** A posting list: the ascending slots holding one lexeme. */
export interface Postings {
  slots: Int32Array;
  length: number;
}

export class IndexStore {
  /** Slots used, dead ones included. */
  size = 0;
  dead = 0;
  readonly ids = new Column(new Int32Array(1024), int32);
  readonly alive = new Column(new Uint8Array(1024), (n) => new Uint8Array(n));
  readonly jobLevel = new Column(new Int8Array(1024), (n) => new Int8Array(n));
  readonly vetted = new Column(new Uint8Array(1024), (n) => new Uint8Array(n));
  readonly seniority = new Column(new Float64Array(1024), (n) => new Float64Array(n));
  readonly available = new Column(new Int16Array(1024), (n) => new Int16Array(n));
  /** The rate range's ends in the expert's currency (one rate is both); NaN without a rate. */
  readonly rateLow = new Column(new Float64Array(1024), (n) => new Float64Array(n));
  readonly rateHigh = new Column(new Float64Array(1024), (n) => new Float64Array(n));
  /** Index into Currencies.values; -1 for one the contract does not know. */
  readonly currency = new Column(new Int8Array(1024), (n) => new Int8Array(n));
  readonly timezone = new Column(new Int16Array(1024), (n) => new Int16Array(n));
  readonly ratingSum = new Column(new Int32Array(1024), int32);
  readonly ratingCount = new Column(new Int32Array(1024), int32);
  readonly ratingDue = new Column(new Float64Array(1024), (n) => new Float64Array(n));
  readonly roles = new SlotLists();
  readonly expertise = new SlotLists();
  readonly skills = new SlotLists();
  readonly industries = new SlotLists();
  /** Industry and job-level keys as small codes, in the order first seen. */
  readonly industryKeys: string[] = [];
  readonly jobLevelKeys: string[] = [];
  readonly postings = new Map<string, Postings>();
  /** Profile id → its live slot. */
  private readonly slotOf = new Map<number, number>();

  private code(keys: string[], key: string): number {
    const found = keys.indexOf(key);
    if (found >= 0) return found;
    keys.push(key);
    return keys.length - 1;
  }

  /** The expert's live slot, or -1. */
  slot(id: number): number {
    return this.slotOf.get(id) ?? -1;
  }

  /** Drops the expert (no longer discoverable, or deleted). */
  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.alive.data[slot] = 0;
    this.slotOf.delete(id);
    this.dead += 1;
  }

  /** Adds the expert, or replaces what the index held of them. */
  put(row: IndexRow): void {
    this.remove(row.id);
    const slot = this.size++;
    for (const column of [this.ids, this.alive, this.jobLevel, this.vetted, this.seniority, this.available]) {
      column.ensure(slot + 1);
    }
    for (const column of [this.rateLow, this.rateHigh, this.currency, this.timezone]) column.ensure(slot + 1);
    for (const column of [this.ratingSum, this.ratingCount, this.ratingDue]) column.ensure(slot + 1);
    this.ids.data[slot] = row.id;
    this.alive.data[slot] = 1;
    this.jobLevel.data[slot] = row.jobLevel === null ? -1 : this.code(this.jobLevelKeys, row.jobLevel);
    this.vetted.data[slot] = row.vetted ? 1 : 0;
    this.seniority.data[slot] = row.seniority;
    this.available.data[slot] = row.available;
    this.rateLow.data[slot] = row.rateMin ?? row.rateMax ?? Number.NaN;
    this.rateHigh.data[slot] = row.rateMax ?? row.rateMin ?? Number.NaN;
    this.currency.data[slot] = Currencies.values.indexOf(row.currency as never);
    this.timezone.data[slot] = row.timezone ?? NO_ZONE;
    this.setRating(slot, row.ratingSum, row.ratingCount, row.ratingDue);
    this.roles.append(slot, row.roles);
    this.expertise.append(slot, row.expertise);
    this.skills.append(slot, row.skills);
    this.industries.append(
      slot,
      row.industries.map((key) => this.code(this.industryKeys, key)),
    );
    for (const lexeme of row.lexemes) {
      let list = this.postings.get(lexeme);
      if (!list) {
        list = { slots: new Int32Array(4), length: 0 };
        this.postings.set(lexeme, list);
      }
      if (list.length === list.slots.length) {
        const grown = new Int32Array(list.length * 2);
        grown.set(list.slots);
        list.slots = grown;
      }
      list.slots[list.length++] = slot;
    }
    this.slotOf.set(row.id, slot);
  }

  setRating(slot: number, sum: number, count: number, due: number | null): void {
    this.ratingSum.data[slot] = sum;
    this.ratingCount.data[slot] = count;
    this.ratingDue.data[slot] = due ?? Number.POSITIVE_INFINITY;
  }

  /** Live experts. */
  get count(): number {
    return this.size - this.dead;
  }

  /** The share of slots that are dead: past a quarter (and many), the index is rebuilt. */
  get deadShare(): number {
    return this.size === 0 ? 0 : this.dead / this.size;
  }

  /** The typed arrays' bytes (what the index holds besides the lexeme map's keys). */
  bytes(): number {
    let total = 0;
    for (const column of [this.ids, this.alive, this.jobLevel, this.vetted, this.seniority, this.available]) {
      total += column.data.byteLength;
    }
    for (const column of [this.rateLow, this.rateHigh, this.currency, this.timezone]) total += column.data.byteLength;
    for (const column of [this.ratingSum, this.ratingCount, this.ratingDue]) total += column.data.byteLength;
    for (const lists of [this.roles, this.expertise, this.skills, this.industries]) total += lists.bytes();
    for (const list of this.postings.values()) total += list.slots.byteLength;
    return total;
  }
}
