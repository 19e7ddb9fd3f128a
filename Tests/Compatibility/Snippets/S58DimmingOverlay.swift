// A modal sheet over a translucent dimming view: a tap on the dimmed area closes it, a tap on
// the sheet does not.
import ResponderKit

class SheetOverlayView: UIView {
    let sheet = UIView()
    var onDismiss: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.4)
        sheet.frame = CGRect(x: 0, y: frame.height - 300, width: frame.width, height: 300)
        sheet.backgroundColor = .systemBackground
        sheet.layer.cornerRadius = 16
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        addSubview(sheet)
        let tap = UITapGestureRecognizer(target: self, action: SheetOverlayView.dimmedAreaTapped)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func dimmedAreaTapped(_ sender: UITapGestureRecognizer) {
        guard !sheet.frame.contains(sender.location(in: self)) else { return }
        removeFromSuperview()
        onDismiss?()
    }
}
