// A form that moves its content up by the keyboard's height when the keyboard shows.
import ResponderKit

class KeyboardAwareFormViewController: UIViewController {
    let scrollView = UIScrollView()
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        view.addSubview(scrollView)
        let center = NotificationCenter.default
        observers.append(
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
                [weak self] note in
                guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
                let frame = value.cgRectValue
                MainActor.assumeIsolated {
                    self?.scrollView.contentInset.bottom = frame.height
                    self?.scrollView.verticalScrollIndicatorInsets.bottom = frame.height
                }
            })
        observers.append(
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
                [weak self] _ in
                MainActor.assumeIsolated {
                    self?.scrollView.contentInset.bottom = 0
                    self?.scrollView.verticalScrollIndicatorInsets.bottom = 0
                }
            })
    }
}
