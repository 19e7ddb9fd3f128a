// Designated initializers that take their own arguments and call `super.init()`, as UIKit code
// does (it reaches `NSObject`'s `init()`), and subclasses that override the designated
// initializers UIKit documents and are made with `()`.
import ResponderKit

class MemberProfileViewController: UIViewController {
    let userName: String
    var loadedName: String?

    init(userName: String) {
        self.userName = userName
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loadedName = userName
        view.addSubview(MemberAvatarView(initials: String(userName.prefix(2))))
        view.addSubview(MemberFollowButton(userName: userName))
    }
}

class MemberAvatarView: UIView {
    let initials: String

    init(initials: String) {
        self.initials = initials
        super.init()
        frame = CGRect(x: 20, y: 100, width: 60, height: 60)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class MemberFollowButton: UIButton {
    let userName: String
    var follows = false

    init(userName: String) {
        self.userName = userName
        super.init()
        frame = CGRect(x: 100, y: 110, width: 100, height: 44)
        addAction(UIAction { [unowned self] _ in self.follows.toggle() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class PreferencesViewController: UIViewController {
    var madeBy = ""

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        madeBy = "init(nibName:bundle:)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class StatusDotView: UIView {
    var madeBy = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeBy = "init(frame:)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
