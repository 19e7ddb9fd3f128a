// Tabs whose delegate keeps the Settings tab locked and counts the taps on the others.
import ResponderKit

class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
    var selections: [String] = []
    var settingsLocked = true

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let home = UINavigationController(rootViewController: UIViewController())
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let search = UIViewController()
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        let settings = UIViewController()
        settings.title = "Settings"
        viewControllers = [home, search, settings]
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        !(settingsLocked && viewController.title == "Settings")
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections.append(viewController.tabBarItem.title ?? "?")
    }
}
