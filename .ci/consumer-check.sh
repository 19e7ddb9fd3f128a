#!/usr/bin/env bash
# A consumer can depend on ResponderKit by version (DESIGN.md, decision 13).
#
# Bare-clones the committed HEAD of a repository (default: the one this script is in), tags it
# with a version, and builds and runs a new package that says
#     .package(url: "file://<bare clone>", from: "<version>")
# and uses all three library products: ResponderKit (a button tapped through target–action and
# UIAction), ResponderScene (a scene loaded from text and hit-tested) and ResponderKitTesting (an
# EventLog). SwiftPM refuses a version-pinned dependency whose products' targets use
# `unsafeFlags` ("contains unsafe build flags"), so this fails as long as Package.swift has any.
#
#     bash .ci/consumer-check.sh [repository] # default: this repository; only committed work counts
#
# RESPONDERKIT_CONSUMER_VERSION sets the version tagged and asked for (default 0.1.0).
set -euo pipefail

repo="${1:-$(dirname "$0")/..}"
repo="$(cd "$repo" && git rev-parse --show-toplevel)"
version="${RESPONDERKIT_CONSUMER_VERSION:-0.1.0}"
commit="$(git -C "$repo" rev-parse HEAD)"

tmp="${TMPDIR:-/tmp}"
tmp="${tmp%/}"
work="$(mktemp -d "$tmp/responderkit-consumer.XXXXXX")"
# SwiftPM also leaves lock files in the temporary folder, named after the scratch path.
cleanup() { rm -rf "$work" "$tmp/${work//\//_}"_*.lock; }
trap cleanup EXIT

# The repository as a consumer sees it: committed history only, one version tag, on HEAD. Tags
# the repository already has are dropped, so that resolution can only pick the commit under test.
bare="$work/ResponderKit.git"
git clone --quiet --bare "$repo" "$bare"
if ! git -C "$bare" cat-file -e "$commit^{commit}" 2> /dev/null; then
    git -C "$bare" fetch --quiet "$repo" HEAD # a detached HEAD on no branch (CI checkouts)
fi
git -C "$bare" tag --list | while read -r tag; do git -C "$bare" tag --delete "$tag" > /dev/null; done
git -C "$bare" tag "$version" "$commit"

consumer="$work/consumer"
mkdir -p "$consumer/Sources/Consumer"
cat > "$consumer/Package.swift" << EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "consumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "file://$bare", from: "$version"),
    ],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [
                .product(name: "ResponderKit", package: "ResponderKit"),
                .product(name: "ResponderScene", package: "ResponderKit"),
                .product(name: "ResponderKitTesting", package: "ResponderKit"),
            ]
        ),
    ]
)
EOF
cat > "$consumer/Sources/Consumer/Consumer.swift" << 'EOF'
import ResponderKit
import ResponderKitTesting
import ResponderScene

@MainActor
final class Checkout {
    func buy(_ sender: UIButton) {
        print("target-action: Checkout.buy(_:) from \(sender.accessibilityIdentifier ?? "?")")
    }
}

@main
struct Consumer {
    @MainActor
    static func main() throws {
        // ResponderKit: the README's engine example, with a button.
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667), application: app)
        let controller = UIViewController()
        let checkout = Checkout()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        button.accessibilityIdentifier = "buy"
        button.addTarget(checkout, action: Checkout.buy, for: .touchUpInside)
        button.addAction(UIAction { action in
            print("UIAction: touchUpInside from \((action.sender as? UIView)?.accessibilityIdentifier ?? "?")")
        }, for: .touchUpInside)
        controller.view.addSubview(button)
        window.rootViewController = controller
        window.makeKeyAndVisible()

        // ResponderKitTesting: a log of the traced decisions.
        let log = EventLog(app, topics: [.touches, .actions])
        app.tap(at: CGPoint(x: 50, y: 40))    // on the button: both actions
        app.tap(at: CGPoint(x: 300, y: 600))  // beside it: nothing
        print("EventLog: \(log.lines.isEmpty ? "empty" : "recorded the taps")")

        // ResponderScene: a scene file's hierarchy, hit-tested.
        let scene = try SceneLoader.load("""
            windows:
              - id: window
                key: true
                rootViewController:
                  id: vc
                  view:
                    id: root
                    subviews:
                      - {id: pay, class: UIButton, frame: [100, 100, 120, 44]}
            """, file: "consumer.yaml")
        let hit = scene.windows.first?.hitTest(CGPoint(x: 150, y: 120), with: nil)
        print("scene: (150, 120) hits \(hit.flatMap { scene.id(of: $0) } ?? "nothing")")
    }
}
EOF

expected="target-action: Checkout.buy(_:) from buy
UIAction: touchUpInside from buy
EventLog: recorded the taps
scene: (150, 120) hits pay"

# The consumer's own scratch folder, so that nothing is shared with the repository's .build.
scratch="$consumer/.build"
echo "consumer-check: a package depending on ResponderKit from: \"$version\" (commit ${commit:0:7})"
if ! swift build --package-path "$consumer" --scratch-path "$scratch" 2>&1 | tail -n 40; then
    echo "consumer-check: FAILED — a package cannot depend on ResponderKit by version (see above)" >&2
    exit 1
fi

# The version resolved is the commit under test.
resolved="$(grep -A 6 '"responderkit"' "$consumer/Package.resolved" || true)"
if ! grep -q "\"revision\" : \"$commit\"" <<< "$resolved" || ! grep -q "\"version\" : \"$version\"" <<< "$resolved"; then
    echo "consumer-check: FAILED — ResponderKit did not resolve to $version at $commit:" >&2
    cat "$consumer/Package.resolved" >&2
    exit 1
fi

output="$("$(swift build --package-path "$consumer" --scratch-path "$scratch" --show-bin-path)/Consumer")"
echo "$output"
if [[ "$output" != "$expected" ]]; then
    echo "consumer-check: FAILED — the consumer printed something else; expected:" >&2
    echo "$expected" >&2
    exit 1
fi
echo "consumer-check: ResponderKit, ResponderScene and ResponderKitTesting resolve by version; the tap reached the button's target and action"
