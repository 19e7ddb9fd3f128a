// A volume slider and a stepper for the font size on a player's settings sheet.
import UIKit

class PlayerSettingsViewController: UIViewController {
    let volumeSlider = UISlider()
    let sizeStepper = UIStepper()
    let sizeLabel = UILabel()
    var volume: Float = 0.5

    override func viewDidLoad() {
        super.viewDidLoad()
        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 1
        volumeSlider.value = volume
        volumeSlider.isContinuous = true
        volumeSlider.minimumTrackTintColor = .systemOrange
        volumeSlider.frame = CGRect(x: 20, y: 100, width: 280, height: 31)
        volumeSlider.addTarget(self, action: #selector(volumeChanged(_:)), for: .valueChanged)
        view.addSubview(volumeSlider)

        sizeStepper.minimumValue = 10
        sizeStepper.maximumValue = 30
        sizeStepper.stepValue = 2
        sizeStepper.value = 16
        sizeStepper.frame.origin = CGPoint(x: 20, y: 160)
        sizeStepper.addTarget(self, action: #selector(sizeChanged(_:)), for: .valueChanged)
        view.addSubview(sizeStepper)
        sizeLabel.frame = CGRect(x: 140, y: 160, width: 100, height: 32)
        view.addSubview(sizeLabel)
    }

    @objc func volumeChanged(_ slider: UISlider) {
        volume = slider.value
    }

    @objc func sizeChanged(_ stepper: UIStepper) {
        sizeLabel.text = "\(Int(stepper.value)) pt"
        sizeLabel.font = .systemFont(ofSize: CGFloat(stepper.value))
    }
}
