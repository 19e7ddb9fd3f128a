// A settings screen: a switch and a slider report their values through target–action.
import ResponderKit

class SettingsViewController: UIViewController {
    let soundSwitch = UISwitch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
    let volumeSlider = UISlider(frame: CGRect(x: 20, y: 200, width: 300, height: 31))
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        soundSwitch.addTarget(self, action: SettingsViewController.soundChanged, for: .valueChanged)
        volumeSlider.addTarget(self, action: SettingsViewController.volumeChanged, for: .valueChanged)
        volumeSlider.addTarget(self, action: SettingsViewController.volumeDone, for: [.touchUpInside, .touchUpOutside])
        view.addSubview(soundSwitch)
        view.addSubview(volumeSlider)
    }

    func soundChanged(_ sender: UISwitch) {
        log.append("sound \(sender.isOn ? "on" : "off")")
    }

    func volumeChanged(_ sender: UISlider) {
        if log.last?.hasPrefix("volume") != true { log.append("volume changing") }
    }

    func volumeDone() {
        log.append("volume \(Int((volumeSlider.value * 100).rounded()))")
    }
}
