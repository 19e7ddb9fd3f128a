import Foundation

// The rest of the USB HID keyboard usage page (0x07), with UIKit's names and values.
extension UIKeyboardHIDUsage {
    /// Too many keys down at once (rollover error).
    public static let keyboardErrorRollOver = UIKeyboardHIDUsage(rawValue: 0x01)
    /// The keyboard failed its self-test.
    public static let keyboardPOSTFail = UIKeyboardHIDUsage(rawValue: 0x02)
    /// The B key.
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 0x05)
    /// The C key.
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 0x06)
    /// The D key.
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 0x07)
    /// The E key.
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 0x08)
    /// The F key.
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 0x09)
    /// The G key.
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 0x0A)
    /// The H key.
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 0x0B)
    /// The I key.
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 0x0C)
    /// The J key.
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 0x0D)
    /// The K key.
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 0x0E)
    /// The L key.
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 0x0F)
    /// The M key.
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 0x10)
    /// The N key.
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 0x11)
    /// The O key.
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 0x12)
    /// The P key.
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 0x13)
    /// The Q key.
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 0x14)
    /// The R key.
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 0x15)
    /// The S key.
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 0x16)
    /// The T key.
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 0x17)
    /// The U key.
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 0x18)
    /// The V key.
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 0x19)
    /// The W key.
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 0x1A)
    /// The X key.
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 0x1B)
    /// The Y key.
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 0x1C)
    /// The Z key.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    /// The 1 key (top row).
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    /// The 2 key (top row).
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 0x1F)
    /// The 3 key (top row).
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 0x20)
    /// The 4 key (top row).
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 0x21)
    /// The 5 key (top row).
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 0x22)
    /// The 6 key (top row).
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 0x23)
    /// The 7 key (top row).
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 0x24)
    /// The 8 key (top row).
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 0x25)
    /// The 9 key (top row).
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 0x26)
    /// The 0 key (top row).
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    /// The - key.
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 0x2D)
    /// The = key.
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 0x2E)
    /// The [ key.
    public static let keyboardOpenBracket = UIKeyboardHIDUsage(rawValue: 0x2F)
    /// The ] key.
    public static let keyboardCloseBracket = UIKeyboardHIDUsage(rawValue: 0x30)
    /// The \ key.
    public static let keyboardBackslash = UIKeyboardHIDUsage(rawValue: 0x31)
    /// The non-US # and ~ key.
    public static let keyboardNonUSPound = UIKeyboardHIDUsage(rawValue: 0x32)
    /// The ; key.
    public static let keyboardSemicolon = UIKeyboardHIDUsage(rawValue: 0x33)
    /// The ' key.
    public static let keyboardQuote = UIKeyboardHIDUsage(rawValue: 0x34)
    /// The ` and ~ key.
    public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(rawValue: 0x35)
    /// The , key.
    public static let keyboardComma = UIKeyboardHIDUsage(rawValue: 0x36)
    /// The . key.
    public static let keyboardPeriod = UIKeyboardHIDUsage(rawValue: 0x37)
    /// The / key.
    public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 0x38)
    /// The Caps Lock key.
    public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 0x39)
    /// The F1 key.
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 0x3A)
    /// The F2 key.
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 0x3B)
    /// The F3 key.
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 0x3C)
    /// The F4 key.
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 0x3D)
    /// The F5 key.
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 0x3E)
    /// The F6 key.
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 0x3F)
    /// The F7 key.
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 0x40)
    /// The F8 key.
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 0x41)
    /// The F9 key.
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 0x42)
    /// The F10 key.
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 0x43)
    /// The F11 key.
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 0x44)
    /// The F12 key.
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 0x45)
    /// The Print Screen key.
    public static let keyboardPrintScreen = UIKeyboardHIDUsage(rawValue: 0x46)
    /// The Scroll Lock key.
    public static let keyboardScrollLock = UIKeyboardHIDUsage(rawValue: 0x47)
    /// The Pause key.
    public static let keyboardPause = UIKeyboardHIDUsage(rawValue: 0x48)
    /// The Insert key.
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 0x49)
    /// The Home key.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    /// The Page Up key.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    /// The Delete Forward key.
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    /// The End key.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    /// The Page Down key.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    /// The keypad  Num Lock key.
    public static let keypadNumLock = UIKeyboardHIDUsage(rawValue: 0x53)
    /// The keypad  Slash key.
    public static let keypadSlash = UIKeyboardHIDUsage(rawValue: 0x54)
    /// The keypad  Asterisk key.
    public static let keypadAsterisk = UIKeyboardHIDUsage(rawValue: 0x55)
    /// The keypad  Hyphen key.
    public static let keypadHyphen = UIKeyboardHIDUsage(rawValue: 0x56)
    /// The keypad  Plus key.
    public static let keypadPlus = UIKeyboardHIDUsage(rawValue: 0x57)
    /// The keypad  Enter key.
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 0x58)
    /// Keypad 1.
    public static let keypad1 = UIKeyboardHIDUsage(rawValue: 0x59)
    /// Keypad 2.
    public static let keypad2 = UIKeyboardHIDUsage(rawValue: 0x5A)
    /// Keypad 3.
    public static let keypad3 = UIKeyboardHIDUsage(rawValue: 0x5B)
    /// Keypad 4.
    public static let keypad4 = UIKeyboardHIDUsage(rawValue: 0x5C)
    /// Keypad 5.
    public static let keypad5 = UIKeyboardHIDUsage(rawValue: 0x5D)
    /// Keypad 6.
    public static let keypad6 = UIKeyboardHIDUsage(rawValue: 0x5E)
    /// Keypad 7.
    public static let keypad7 = UIKeyboardHIDUsage(rawValue: 0x5F)
    /// Keypad 8.
    public static let keypad8 = UIKeyboardHIDUsage(rawValue: 0x60)
    /// Keypad 9.
    public static let keypad9 = UIKeyboardHIDUsage(rawValue: 0x61)
    /// Keypad 0.
    public static let keypad0 = UIKeyboardHIDUsage(rawValue: 0x62)
    /// Keypad period.
    public static let keypadPeriod = UIKeyboardHIDUsage(rawValue: 0x63)
    /// The non-US backslash key.
    public static let keyboardNonUSBackslash = UIKeyboardHIDUsage(rawValue: 0x64)
    /// The Application (menu) key.
    public static let keyboardApplication = UIKeyboardHIDUsage(rawValue: 0x65)
    /// The Power key.
    public static let keyboardPower = UIKeyboardHIDUsage(rawValue: 0x66)
    /// Keypad =.
    public static let keypadEqualSign = UIKeyboardHIDUsage(rawValue: 0x67)
    /// The F13 key.
    public static let keyboardF13 = UIKeyboardHIDUsage(rawValue: 0x68)
    /// The F14 key.
    public static let keyboardF14 = UIKeyboardHIDUsage(rawValue: 0x69)
    /// The F15 key.
    public static let keyboardF15 = UIKeyboardHIDUsage(rawValue: 0x6A)
    /// The F16 key.
    public static let keyboardF16 = UIKeyboardHIDUsage(rawValue: 0x6B)
    /// The F17 key.
    public static let keyboardF17 = UIKeyboardHIDUsage(rawValue: 0x6C)
    /// The F18 key.
    public static let keyboardF18 = UIKeyboardHIDUsage(rawValue: 0x6D)
    /// The F19 key.
    public static let keyboardF19 = UIKeyboardHIDUsage(rawValue: 0x6E)
    /// The F20 key.
    public static let keyboardF20 = UIKeyboardHIDUsage(rawValue: 0x6F)
    /// The F21 key.
    public static let keyboardF21 = UIKeyboardHIDUsage(rawValue: 0x70)
    /// The F22 key.
    public static let keyboardF22 = UIKeyboardHIDUsage(rawValue: 0x71)
    /// The F23 key.
    public static let keyboardF23 = UIKeyboardHIDUsage(rawValue: 0x72)
    /// The F24 key.
    public static let keyboardF24 = UIKeyboardHIDUsage(rawValue: 0x73)
    /// The Execute key.
    public static let keyboardExecute = UIKeyboardHIDUsage(rawValue: 0x74)
    /// The Help key.
    public static let keyboardHelp = UIKeyboardHIDUsage(rawValue: 0x75)
    /// The Menu key.
    public static let keyboardMenu = UIKeyboardHIDUsage(rawValue: 0x76)
    /// The Select key.
    public static let keyboardSelect = UIKeyboardHIDUsage(rawValue: 0x77)
    /// The Stop key.
    public static let keyboardStop = UIKeyboardHIDUsage(rawValue: 0x78)
    /// The Again key.
    public static let keyboardAgain = UIKeyboardHIDUsage(rawValue: 0x79)
    /// The Undo key.
    public static let keyboardUndo = UIKeyboardHIDUsage(rawValue: 0x7A)
    /// The Cut key.
    public static let keyboardCut = UIKeyboardHIDUsage(rawValue: 0x7B)
    /// The Copy key.
    public static let keyboardCopy = UIKeyboardHIDUsage(rawValue: 0x7C)
    /// The Paste key.
    public static let keyboardPaste = UIKeyboardHIDUsage(rawValue: 0x7D)
    /// The Find key.
    public static let keyboardFind = UIKeyboardHIDUsage(rawValue: 0x7E)
    /// The Mute key.
    public static let keyboardMute = UIKeyboardHIDUsage(rawValue: 0x7F)
    /// The Volume Up key.
    public static let keyboardVolumeUp = UIKeyboardHIDUsage(rawValue: 0x80)
    /// The Volume Down key.
    public static let keyboardVolumeDown = UIKeyboardHIDUsage(rawValue: 0x81)
    /// The Locking Caps Lock key.
    public static let keyboardLockingCapsLock = UIKeyboardHIDUsage(rawValue: 0x82)
    /// The Locking Num Lock key.
    public static let keyboardLockingNumLock = UIKeyboardHIDUsage(rawValue: 0x83)
    /// The Locking Scroll Lock key.
    public static let keyboardLockingScrollLock = UIKeyboardHIDUsage(rawValue: 0x84)
    /// The keypad  Comma key.
    public static let keypadComma = UIKeyboardHIDUsage(rawValue: 0x85)
    /// The keypad  Equal Sign A S400 key.
    public static let keypadEqualSignAS400 = UIKeyboardHIDUsage(rawValue: 0x86)
    /// International key 1.
    public static let keyboardInternational1 = UIKeyboardHIDUsage(rawValue: 0x87)
    /// International key 2.
    public static let keyboardInternational2 = UIKeyboardHIDUsage(rawValue: 0x88)
    /// International key 3.
    public static let keyboardInternational3 = UIKeyboardHIDUsage(rawValue: 0x89)
    /// International key 4.
    public static let keyboardInternational4 = UIKeyboardHIDUsage(rawValue: 0x8A)
    /// International key 5.
    public static let keyboardInternational5 = UIKeyboardHIDUsage(rawValue: 0x8B)
    /// International key 6.
    public static let keyboardInternational6 = UIKeyboardHIDUsage(rawValue: 0x8C)
    /// International key 7.
    public static let keyboardInternational7 = UIKeyboardHIDUsage(rawValue: 0x8D)
    /// International key 8.
    public static let keyboardInternational8 = UIKeyboardHIDUsage(rawValue: 0x8E)
    /// International key 9.
    public static let keyboardInternational9 = UIKeyboardHIDUsage(rawValue: 0x8F)
    /// Language key 1.
    public static let keyboardLANG1 = UIKeyboardHIDUsage(rawValue: 0x90)
    /// Language key 2.
    public static let keyboardLANG2 = UIKeyboardHIDUsage(rawValue: 0x91)
    /// Language key 3.
    public static let keyboardLANG3 = UIKeyboardHIDUsage(rawValue: 0x92)
    /// Language key 4.
    public static let keyboardLANG4 = UIKeyboardHIDUsage(rawValue: 0x93)
    /// Language key 5.
    public static let keyboardLANG5 = UIKeyboardHIDUsage(rawValue: 0x94)
    /// Language key 6.
    public static let keyboardLANG6 = UIKeyboardHIDUsage(rawValue: 0x95)
    /// Language key 7.
    public static let keyboardLANG7 = UIKeyboardHIDUsage(rawValue: 0x96)
    /// Language key 8.
    public static let keyboardLANG8 = UIKeyboardHIDUsage(rawValue: 0x97)
    /// Language key 9.
    public static let keyboardLANG9 = UIKeyboardHIDUsage(rawValue: 0x98)
    /// The Alternate Erase key.
    public static let keyboardAlternateErase = UIKeyboardHIDUsage(rawValue: 0x99)
    /// The Sys Req Or Attention key.
    public static let keyboardSysReqOrAttention = UIKeyboardHIDUsage(rawValue: 0x9A)
    /// The Cancel key.
    public static let keyboardCancel = UIKeyboardHIDUsage(rawValue: 0x9B)
    /// The Clear key.
    public static let keyboardClear = UIKeyboardHIDUsage(rawValue: 0x9C)
    /// The Prior key.
    public static let keyboardPrior = UIKeyboardHIDUsage(rawValue: 0x9D)
    /// The Return key.
    public static let keyboardReturn = UIKeyboardHIDUsage(rawValue: 0x9E)
    /// The Separator key.
    public static let keyboardSeparator = UIKeyboardHIDUsage(rawValue: 0x9F)
    /// The Out key.
    public static let keyboardOut = UIKeyboardHIDUsage(rawValue: 0xA0)
    /// The Oper key.
    public static let keyboardOper = UIKeyboardHIDUsage(rawValue: 0xA1)
    /// The Clear Or Again key.
    public static let keyboardClearOrAgain = UIKeyboardHIDUsage(rawValue: 0xA2)
    /// The Cr Sel Or Props key.
    public static let keyboardCrSelOrProps = UIKeyboardHIDUsage(rawValue: 0xA3)
    /// The Ex Sel key.
    public static let keyboardExSel = UIKeyboardHIDUsage(rawValue: 0xA4)
    /// The Left Control key.
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 0xE0)
    /// The Left Shift key.
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 0xE1)
    /// The Left Alt key.
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 0xE2)
    /// The Left G U I key.
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 0xE3)
    /// The Right Control key.
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 0xE4)
    /// The Right Shift key.
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 0xE5)
    /// The Right Alt key.
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 0xE6)
    /// The Right G U I key.
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 0xE7)
    /// Reserved.
    public static let keyboard_Reserved = UIKeyboardHIDUsage(rawValue: 0xFFFF)
    /// LANG1 on Korean keyboards.
    public static let keyboardHangul = UIKeyboardHIDUsage(rawValue: 0x90)
    /// LANG2 on Korean keyboards.
    public static let keyboardHanja = UIKeyboardHIDUsage(rawValue: 0x91)
    /// LANG1 on Japanese keyboards.
    public static let keyboardKanaSwitch = UIKeyboardHIDUsage(rawValue: 0x90)
    /// LANG2 on Japanese keyboards.
    public static let keyboardAlphanumericSwitch = UIKeyboardHIDUsage(rawValue: 0x91)
    /// LANG3.
    public static let keyboardKatakana = UIKeyboardHIDUsage(rawValue: 0x92)
    /// LANG4.
    public static let keyboardHiragana = UIKeyboardHIDUsage(rawValue: 0x93)
    /// LANG5.
    public static let keyboardZenkakuHankakuKanji = UIKeyboardHIDUsage(rawValue: 0x94)
}
