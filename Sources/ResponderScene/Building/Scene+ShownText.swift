import ResponderKit

extension Scene {
    /// What a person sees of `view`, to name a view that has no id a person would know: a label's
    /// or text view's text, a text field's text (else its placeholder), a button's title for
    /// `.normal` (else the text of the first label inside it, as a dump shows a button's
    /// `UIButtonLabel`). Nil when it shows no text. Whitespace runs become one space, and text
    /// past `limit` characters ends in "…".
    public func shownText(of view: UIView, limit: Int = 40) -> String? {
        let text: String?
        switch view {
        case let label as UILabel: text = label.text
        case let field as UITextField: text = field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder
        case let textView as UITextView: text = textView.text
        case let button as UIButton: text = button.title(for: .normal) ?? Self.firstLabelText(in: button)
        default: text = nil
        }
        guard let text else { return nil }
        let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
        guard !words.isEmpty else { return nil }
        return words.count > limit ? String(words.prefix(limit - 1)) + "…" : words
    }

    private static func firstLabelText(in view: UIView) -> String? {
        for subview in view.subviews {
            if let label = subview as? UILabel, let text = label.text, !text.isEmpty { return text }
            if let text = firstLabelText(in: subview) { return text }
        }
        return nil
    }
}
