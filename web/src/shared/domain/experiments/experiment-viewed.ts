/** The analytics event of a visitor's first view of an experiment's variation (issue 20). */
export const EXPERIMENT_VIEWED = 'web_experimentViewed';
