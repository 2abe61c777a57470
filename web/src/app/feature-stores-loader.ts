/**
 * Feature stores of a lazy chunk: loaded and built once, on the first call that needs them (a
 * gated route, the questionnaire's end, a side flow's screen). A failed load is tried again on
 * the next call.
 */
export class FeatureStoresLoader<Stores extends object> {
  #features?: Stores;
  #loading?: Promise<void>;

  constructor(
    /** Loads the chunk and builds the stores (the composition's lazy half). */
    private readonly build: () => Promise<Stores>,
    /** Built at once (tests). */
    features?: Stores,
  ) {
    this.#features = features;
  }

  get loaded(): boolean {
    return this.#features !== undefined;
  }

  /** The same promise until it fails (React's use() in useFlowStores() needs a stable one). */
  load(): Promise<void> {
    this.#loading ??= this.build().then(
      (features) => {
        this.#features ??= features;
      },
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }

  /** Every flow's stores of the chunk; throws when the chunk is not there yet. */
  all(): Stores {
    if (!this.#features)
      throw new Error('The feature stores are used before RootStore.loadFeatures() has finished');
    return this.#features;
  }

  /** A flow's stores; throws when the chunk is not there yet (useFlowStores() waits for it). */
  get<K extends keyof Stores>(name: K): Stores[K] {
    if (!this.#features)
      throw new Error(
        `The ${String(name)} store is used before RootStore.loadFeatures() has finished`,
      );
    return this.#features[name];
  }
}
