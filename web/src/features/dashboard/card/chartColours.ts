// Plain colours, not theme variables: the chart's <svg> is also exported as an image, where CSS
// variables would not resolve. Brand 700 for the device, a muted slate for its reference.
export const MAIN_COLOUR = '#0f4c5c';
export const REFERENCE_COLOUR = '#8a9bb0';
