import { useFlowStores } from '../../shared/stores/store-context';
import type { DownloadStore } from './stores/download.store';

/** The download screen. */
export type DownloadStores = {
  download: DownloadStore;
};

declare module '../../shared/stores/store-root' {
  interface FlowStores {
    download: DownloadStores;
  }
}

/** The download flow's stores; suspends until their chunk is there. */
export function useDownload(): DownloadStores {
  return useFlowStores('download');
}
