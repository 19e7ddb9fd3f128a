// A notes editor: the text view counts characters as the user types and stops at a limit.
import ResponderKit

class NoteComposeViewController: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    let counterLabel = UILabel()
    let limit = 280

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = CGRect(x: 16, y: 100, width: view.bounds.width - 32, height: 200)
        textView.font = .preferredFont(forTextStyle: .body)
        textView.layer.borderColor = UIColor.separator.cgColor
        textView.layer.borderWidth = 1
        textView.layer.cornerRadius = 8
        textView.delegate = self
        view.addSubview(textView)
        counterLabel.frame = CGRect(x: 16, y: 308, width: view.bounds.width - 32, height: 20)
        counterLabel.textAlignment = .right
        view.addSubview(counterLabel)
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = textView.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        return current.replacingCharacters(in: stringRange, with: text).count <= limit
    }

    func textViewDidChange(_ textView: UITextView) {
        counterLabel.text = "\(textView.text.count)/\(limit)"
    }
}
