// The usual helper that walks the responder chain up to a view's view controller.
import ResponderKit

extension UIView {
    var enclosingViewController: UIViewController? {
        var responder: UIResponder? = self
        while let next = responder?.next {
            if let controller = next as? UIViewController {
                return controller
            }
            responder = next
        }
        return nil
    }

    func firstSuperview<T: UIView>(of type: T.Type) -> T? {
        return sequence(first: superview, next: { $0?.superview }).compactMap { $0 as? T }.first
    }
}

class ShareFooterView: UIView {
    let shareButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        shareButton.setTitle("Share", for: .normal)
        shareButton.frame = bounds
        shareButton.addTarget(self, action: ShareFooterView.shareTapped, for: .touchUpInside)
        addSubview(shareButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func shareTapped() {
        enclosingViewController?.view.endEditing(true)
    }
}
