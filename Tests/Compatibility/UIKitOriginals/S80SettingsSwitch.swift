// A settings row with a switch that turns notifications on and off.
import UIKit

class NotificationSettingRow: UIView {
    let titleLabel = UILabel()
    let toggle = UISwitch()
    var onChange: ((Bool) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = "Push notifications"
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = .label
        toggle.onTintColor = .systemGreen
        toggle.isOn = true
        toggle.addTarget(self, action: #selector(toggleChanged(_:)), for: .valueChanged)
        addSubview(titleLabel)
        addSubview(toggle)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 0, width: bounds.width - 100, height: bounds.height)
        toggle.frame.origin = CGPoint(
            x: bounds.width - 16 - toggle.frame.width,
            y: (bounds.height - toggle.frame.height) / 2)
    }

    @objc func toggleChanged(_ sender: UISwitch) {
        onChange?(sender.isOn)
    }
}
