/** Unit conversions of spec 01 §5 and §9, used by the questionnaire and the saved profile. */
export const KG_PER_LB = 0.45359237;
export const CM_PER_FOOT = 30.48;
export const CM_PER_INCH = CM_PER_FOOT / 12;
