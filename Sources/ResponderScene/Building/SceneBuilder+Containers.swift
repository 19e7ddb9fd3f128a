import Foundation
import ResponderKit

// Navigation and tab bar controllers in the scene format (Documentation/SceneFormat.md,
// "Containers"): `class: UINavigationController` or `class: UITabBarController` on a view
// controller, with its `viewControllers`; `navigationItem` and `tabBarItem` on any controller.

extension SceneBuilder {
    nonisolated static let containerKeys = [
        "class", "viewControllers", "selectedIndex", "navigationItem", "tabBarItem", "navigationBarHidden"
    ]
    nonisolated static let navigationItemKeys = [
        "title", "leftBarButtonItems", "rightBarButtonItems", "hidesBackButton", "leftItemsSupplementBackButton",
        "backButtonTitle"
    ]
    nonisolated static let barButtonItemKeys = [
        "id", "title", "image", "systemItem", "style", "target", "action", "width", "enabled", "customView"
    ]
    nonisolated static let tabBarItemKeys = ["id", "title", "image", "tag", "enabled"]

    /// The container a controller's `class` names, or nil for a plain controller.
    static func makeContainer(_ fields: Fields) throws -> UIViewController? {
        guard let value = fields["class"] else {
            if let stack = fields["viewControllers"] {
                throw stack.error(
                    "only a container has `viewControllers`",
                    hint: "add `class: UINavigationController` or `class: UITabBarController`")
            }
            return nil
        }
        let kind = try value.choice(
            "controller class",
            ["UIViewController": 0, "UINavigationController": 1, "UITabBarController": 2])
        if kind == 0 { return nil }
        for key in ["view", "children", "preferredScreenEdgesDeferringSystemGestures"] {
            if fields[key] != nil {
                throw fields.keyValue(key).error(
                    "a \(kind == 1 ? "navigation" : "tab bar") controller builds its own view; it takes no `\(key)`",
                    hint: "put the pages under `viewControllers:`")
            }
        }
        return kind == 1 ? UINavigationController() : UITabBarController()
    }

    /// Builds a container's `viewControllers` (and the tab bar's `selectedIndex`).
    mutating func buildContainer(_ fields: Fields, _ controller: UIViewController) throws {
        var children: [UIViewController] = []
        for item in try fields["viewControllers"]?.sequence("viewControllers") ?? [] {
            let child = try buildController(item)
            if child is UINavigationController, controller is UINavigationController {
                // UIKit: NAV2
                throw item.error(
                    "a navigation controller cannot be pushed onto a navigation controller",
                    hint: "put the pages of both in one `viewControllers` list")
            }
            children.append(child)
        }
        if let navigation = controller as? UINavigationController {
            if let index = fields["selectedIndex"] {
                throw index.error("only a tab bar controller has a selected index", hint: "remove `selectedIndex`")
            }
            navigation.setViewControllers(children, animated: false)
            if let hidden = fields["navigationBarHidden"] {
                navigation.isNavigationBarHidden = try hidden.bool("navigationBarHidden")
            }
        } else if let tabs = controller as? UITabBarController {
            if let hidden = fields["navigationBarHidden"] {
                throw hidden.error("only a navigation controller has a navigation bar", hint: "remove it")
            }
            tabs.setViewControllers(children, animated: false)
            if let value = fields["selectedIndex"] {
                let index = try value.int("selectedIndex")
                // UIKit: TAB5
                guard children.indices.contains(index) else {
                    throw value.error(
                        "selectedIndex \(index) is out of range: the tab bar controller has \(children.count) tabs",
                        hint: children.isEmpty ? "add tabs under `viewControllers:`" : "use 0 to \(children.count - 1)")
                }
                tabs.selectedIndex = index
            }
        }
        controller.view.accessibilityIdentifier = "\(controller.title ?? "container").view"
    }

    /// A controller's `navigationItem` and `tabBarItem`.
    mutating func applyBarItems(_ fields: Fields, to controller: UIViewController) throws {
        if let value = fields["navigationItem"] {
            let item = try value.fields("a navigation item", keys: Self.navigationItemKeys)
            let navigationItem = controller.navigationItem
            if let title = item["title"] { navigationItem.title = try title.string("title") }
            if let left = item["leftBarButtonItems"] {
                navigationItem.leftBarButtonItems = try left.list("leftBarButtonItems").map {
                    try buildBarButtonItem($0)
                }
            }
            if let right = item["rightBarButtonItems"] {
                navigationItem.rightBarButtonItems = try right.list("rightBarButtonItems").map {
                    try buildBarButtonItem($0)
                }
            }
            if let hides = item["hidesBackButton"] {
                navigationItem.hidesBackButton = try hides.bool("hidesBackButton")
            }
            if let supplement = item["leftItemsSupplementBackButton"] {
                navigationItem.leftItemsSupplementBackButton = try supplement.bool("leftItemsSupplementBackButton")
            }
            if let back = item["backButtonTitle"] {
                navigationItem.backButtonTitle = try back.string("backButtonTitle")
            }
        }
        if let value = fields["tabBarItem"] {
            let item = try value.fields("a tab bar item", keys: Self.tabBarItemKeys)
            let tabBarItem = UITabBarItem()
            if let id = item["id"] { tabBarItem.accessibilityIdentifier = try register(tabBarItem, id: id) }
            if let title = item["title"] { tabBarItem.title = try title.string("title") }
            if let image = item["image"] { tabBarItem.image = UIImage(systemName: try image.string("image")) }
            if let tag = item["tag"] { tabBarItem.tag = try tag.int("tag") }
            if let enabled = item["enabled"] { tabBarItem.isEnabled = try enabled.bool("enabled") }
            controller.tabBarItem = tabBarItem
        }
    }

    /// A bar button item: a title, an image, a system item or a custom view, and its target and
    /// action (a nil or absent target sends the action up the responder chain).
    private mutating func buildBarButtonItem(_ value: Value) throws -> UIBarButtonItem {
        let fields = try value.fields("a bar button item", keys: Self.barButtonItemKeys)
        let item: UIBarButtonItem
        if let system = fields["systemItem"] {
            let choices = KeyValuePairs<String, UIBarButtonItem.SystemItem>(
                dictionaryLiteral: ("done", .done), ("cancel", .cancel), ("edit", .edit), ("save", .save),
                ("add", .add), ("flexibleSpace", .flexibleSpace), ("fixedSpace", .fixedSpace), ("compose", .compose),
                ("reply", .reply), ("action", .action), ("organize", .organize), ("bookmarks", .bookmarks),
                ("search", .search), ("refresh", .refresh), ("stop", .stop), ("camera", .camera), ("trash", .trash),
                ("play", .play), ("pause", .pause), ("rewind", .rewind), ("fastForward", .fastForward),
                ("undo", .undo), ("redo", .redo), ("pageCurl", .pageCurl), ("close", .close))
            item = UIBarButtonItem(
                barButtonSystemItem: try system.choice("system item", choices), target: nil, action: nil)
        } else if let custom = fields["customView"] {
            item = UIBarButtonItem(customView: try buildView(custom))
        } else {
            item = UIBarButtonItem()
        }
        if let id = fields["id"] { item.accessibilityIdentifier = try register(item, id: id) }
        if let title = fields["title"] { item.title = try title.string("title") }
        if let image = fields["image"] { item.image = UIImage(systemName: try image.string("image")) }
        if let style = fields["style"] { item.style = try style.choice("style", ["plain": .plain, "done": .done]) }
        if let width = fields["width"] { item.width = CGFloat(try width.number("width")) }
        if let enabled = fields["enabled"] { item.isEnabled = try enabled.bool("enabled") }
        if let action = fields["action"] {
            if item.customView != nil {
                throw action.error(
                    "a custom view's item sends no action", hint: "give the custom view's control `targets:` instead")
            }
            item.action = Selector(try action.string("action"))
        }
        if let target = fields["target"], !target.isNull {
            let targetID = try target.string("target")
            let scene = self.scene
            links.append {
                let responder = try scene.lookup(targetID, at: target, as: UIResponder.self, what: "a responder")
                item.target = responder
            }
        }
        return item
    }

    /// Builds (or finds) the controller described by `value` and pushes it onto `navigation` (a
    /// script's `push`).
    mutating func push(_ value: Value, on navigation: UINavigationController, animated: Bool) throws {
        let controller: UIViewController
        if !value.isMapping {
            let id = try value.string("controller")
            controller = try scene.lookup(id, at: value, as: UIViewController.self, what: "a view controller")
            // UIKit: NAV2
            if navigation.viewControllers.contains(where: { $0 === controller }) {
                throw value.error(
                    "'\(id)' is already in the navigation stack of '\(TraceRecord.name(of: navigation))'",
                    hint: "UIKit raises an exception for pushing the same controller twice; pop to it instead")
            }
            if controller.parent != nil || controller.viewIfLoaded?.window != nil {
                throw value.error(
                    "'\(id)' is already shown elsewhere (it has a parent or is in a window)",
                    hint: "push a controller of its own: write its mapping here, with a new id")
            }
        } else {
            controller = try buildController(value)
            try resolveLinks()
        }
        if controller is UINavigationController {
            throw value.error(
                "a navigation controller cannot be pushed onto a navigation controller",
                hint: "UIKit raises an exception for it; push its pages instead")
        }
        navigation.pushViewController(controller, animated: animated)
    }
}
