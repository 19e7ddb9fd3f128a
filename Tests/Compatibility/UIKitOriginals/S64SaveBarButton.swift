// An editor with a Save button in its navigation bar and a Cancel button that pops it.
import UIKit

class NoteEditorViewController: UIViewController {
    var saves = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Note"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .save, target: self, action: #selector(save(_:)))
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Cancel", style: .plain, target: self, action: #selector(cancel))
    }

    @objc func save(_ sender: UIBarButtonItem) {
        saves += 1
        sender.isEnabled = false
    }

    @objc func cancel() {
        navigationController?.popViewController(animated: true)
    }
}
