import Foundation

// The text input traits that UIKit's `UITextInputTraits` gives a text field, with UIKit's enums
// and raw values. They describe the keyboard to show, which ResponderKit does not have: they are
// stored and read back, and nothing else reads them.

/// The kind of keyboard a text input shows; raw values are UIKit's.
public enum UIKeyboardType: Int, Sendable {
    /// The keyboards of UIKit's first releases: letters, numbers and punctuation, a URL, digits,
    /// a phone number, names and phone numbers.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    /// Later keyboards: an email address, digits with a decimal point, Twitter, web search,
    /// ASCII digits.
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// UIKit's older name of `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the keyboard's return key; raw values are UIKit's.
public enum UIReturnKeyType: Int, Sendable {
    /// The return key's titles, in UIKit's order ("return", "Go", "Google", "Join", "Next" …).
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Whether the keyboard corrects spelling as the user types; raw values are UIKit's.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice, off, on.
    case `default`, no, yes
}

/// Which letters the keyboard capitalizes by itself; raw values are UIKit's.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Nothing, each word's first letter, each sentence's, every letter.
    case none, words, sentences, allCharacters
}

extension UITextField {
    /// The keyboard to show; `.default` by default. Stored: ResponderKit has no keyboard.
    public var keyboardType: UIKeyboardType {
        get { _traits.keyboardType }
        set { _traits.keyboardType = newValue }
    }
    /// The return key's title; `.default` by default. Stored: ResponderKit has no keyboard.
    public var returnKeyType: UIReturnKeyType {
        get { _traits.returnKeyType }
        set { _traits.returnKeyType = newValue }
    }
    /// Whether the text is hidden as it is typed; false by default. Stored: ResponderKit draws no
    /// text, and `text` holds what was typed either way.
    public var isSecureTextEntry: Bool {
        get { _traits.isSecureTextEntry }
        set { _traits.isSecureTextEntry = newValue }
    }
    /// Whether the keyboard corrects spelling; `.default` by default. Stored.
    public var autocorrectionType: UITextAutocorrectionType {
        get { _traits.autocorrectionType }
        set { _traits.autocorrectionType = newValue }
    }
    /// Which letters the keyboard capitalizes; `.sentences` by default, as UIKit's. Stored.
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { _traits.autocapitalizationType }
        set { _traits.autocapitalizationType = newValue }
    }
}

/// A text field's stored traits, one value so that a field costs one stored property for them.
struct _TextInputTraits {
    var keyboardType = UIKeyboardType.default
    var returnKeyType = UIReturnKeyType.default
    var isSecureTextEntry = false
    var autocorrectionType = UITextAutocorrectionType.default
    var autocapitalizationType = UITextAutocapitalizationType.sentences
}
