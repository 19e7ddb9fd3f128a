// An editor with a Save button in its navigation bar and a Cancel button that pops it.
import ResponderKit

class NoteEditorViewController: UIViewController {
    var saves = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Note"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .save, target: self, action: NoteEditorViewController.save)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Cancel", style: .plain, target: self, action: NoteEditorViewController.cancel)
    }

    func save(_ sender: UIBarButtonItem) {
        saves += 1
        sender.isEnabled = false
    }

    func cancel() {
        navigationController?.popViewController(animated: true)
    }
}
