import Foundation

/// How wide the picture's labels are, so that their boxes can be kept apart.
///
/// The SVG asks for Helvetica, then Arial, then any sans-serif font; on Linux that last one is
/// usually DejaVu Sans, the widest of them. Each character is given the larger of its Helvetica
/// width (Arial's are the same) and its DejaVu Sans width, taken from the fonts' own tables, so a
/// label's text stays inside its box whichever of these fonts draws it.
enum TextMetrics {
    /// The point size of every label.
    static let fontSize: CGFloat = 9

    /// How wide `text` is at `fontSize` in the widest of the fonts the SVG names; a character
    /// outside ASCII other than `→` and `·` counts as a whole em.
    static func width(_ text: String, bold: Bool = false) -> CGFloat {
        let table = bold ? boldWidths : regularWidths
        var thousandths = 0
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            switch value {
            case 32...126: thousandths += table[value - 32]
            case 0x2192: thousandths += 838  // →
            case 0xB7: thousandths += bold ? 380 : 318  // ·
            default: thousandths += 1000
            }
        }
        return CGFloat(thousandths) * fontSize / 1000
    }

    /// Regular widths in thousandths of an em, characters 32 (space) to 126 (`~`): the larger of
    /// Helvetica's and DejaVu Sans's.
    private static let regularWidths: [Int] = [
        318, 401, 460, 838, 637, 951, 780, 275, 391, 391, 500, 838, 318, 361, 318, 337,  // space to /
        637, 637, 637, 637, 637, 637, 637, 637, 637, 637, 337, 337, 838, 838, 838, 556,  // 0 to ?
        1015, 685, 687, 722, 771, 667, 611, 778, 752, 295, 500, 667, 558, 863, 749, 788,  // @ to O
        667, 788, 722, 667, 611, 732, 685, 989, 686, 667, 686, 391, 337, 391, 838, 556,  // P to _
        500, 613, 635, 550, 635, 616, 353, 635, 634, 278, 278, 580, 278, 975, 634, 612,  // ` to o
        635, 635, 412, 521, 393, 634, 592, 818, 592, 592, 525, 637, 337, 637, 838  // p to ~
    ]

    /// Bold widths, the same way: the larger of Helvetica Bold's and DejaVu Sans Bold's.
    private static let boldWidths: [Int] = [
        349, 457, 521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416, 380, 366,  // space to /
        696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 611,  // 0 to ?
        1000, 774, 763, 734, 831, 684, 684, 821, 837, 373, 556, 775, 638, 996, 837, 851,  // @ to O
        733, 851, 771, 721, 683, 813, 774, 1104, 771, 725, 726, 458, 366, 458, 838, 556,  // P to _
        500, 675, 716, 593, 716, 679, 436, 716, 712, 343, 343, 666, 343, 1042, 712, 688,  // ` to o
        716, 716, 494, 596, 479, 712, 652, 924, 646, 652, 583, 712, 366, 712, 838  // p to ~
    ]
}
