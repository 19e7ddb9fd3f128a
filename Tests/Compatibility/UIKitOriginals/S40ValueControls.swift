// A settings screen: a switch and a slider report their values through target–action.
import UIKit

class SettingsViewController: UIViewController {
    let soundSwitch = UISwitch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
    let volumeSlider = UISlider(frame: CGRect(x: 20, y: 200, width: 300, height: 31))
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        soundSwitch.addTarget(self, action: #selector(SettingsViewController.soundChanged(_:)), for: .valueChanged)
        volumeSlider.addTarget(self, action: #selector(SettingsViewController.volumeChanged(_:)), for: .valueChanged)
        volumeSlider.addTarget(
            self, action: #selector(SettingsViewController.volumeDone), for: [.touchUpInside, .touchUpOutside])
        view.addSubview(soundSwitch)
        view.addSubview(volumeSlider)
    }

    @objc func soundChanged(_ sender: UISwitch) {
        log.append("sound \(sender.isOn ? "on" : "off")")
    }

    @objc func volumeChanged(_ sender: UISlider) {
        if log.last?.hasPrefix("volume") != true { log.append("volume changing") }
    }

    @objc func volumeDone() {
        log.append("volume \(Int((volumeSlider.value * 100).rounded()))")
    }
}
