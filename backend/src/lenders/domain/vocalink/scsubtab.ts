/**
 * VocaLink sort code substitution table (scsubtab.txt) used by exception 5, verbatim. Source: the copy
 * published with the open-source cs278/bank-modulus library (res/specifications/VocaLink-V740/scsubtab.txt).
 * Each line: original sort code, the sort code to check with instead.
 */
export const SCSUBTAB = `938173 938017
938289 938068
938297 938076
938600 938611
938602 938343
938604 938603
938608 938408
938609 938424
938613 938017
938616 938068
938618 938657
938620 938343
938622 938130
938628 938181
938643 938246
938647 938611
938648 938246
938649 938394
938651 938335
938653 938424
938654 938621
`;
