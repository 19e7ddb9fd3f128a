import Foundation
import ResponderKit
import ResponderScene

/// One check of `responder lint`, in a file of its own under `Lint/Rules`. `Lint.check` asks every
/// rule of `Lint.rules` about every view, in that order, and keeps the findings as they come.
@MainActor
protocol LintRule: Sendable {
    /// The check's stable name, kebab-case (`outside-ancestor`): the `check` of every finding the
    /// rule makes, printed in brackets after its message.
    var id: String { get }

    /// The severity of the rule's findings, unless a finding says otherwise.
    var severity: LintSeverity { get }

    /// One sentence for the documented list of rules (`Lint.catalog`): what the rule looks for.
    var summary: String { get }

    /// What is wrong with `view` in `scene`, in the order the problems should be read; empty when
    /// nothing is. Reads the live hierarchy and changes nothing.
    func findings(for view: UIView, in scene: Scene) -> [LintFinding]

    /// The rule ready to check every view of `scene`: a rule that looks across the whole scene
    /// indexes it here, once, instead of once per view. The default is the rule itself.
    func prepared(for scene: Scene) -> any LintRule
}

extension LintRule {
    func prepared(for scene: Scene) -> any LintRule { self }

    /// A finding of this rule, located where `object` (the view at fault, or a recognizer) is
    /// declared in `scene`'s file, or in the dump it was imported from; `severity` defaults to the
    /// rule's.
    func finding(
        about object: AnyObject, in scene: Scene, _ message: String, fix: String, severity: LintSeverity? = nil,
        change: (object: AnyObject, property: String, value: String)? = nil
    ) -> LintFinding {
        let place = scene.location(of: scene.id(of: object) ?? "")
        return LintFinding(
            file: scene.file, line: place.line, column: place.column, check: id, severity: severity ?? self.severity,
            message: message, fix: fix, subject: AnswerObject(object, in: scene, naming: scene.displayName),
            change: change.map {
                FixChange(
                    object: AnswerObject($0.object, in: scene, naming: scene.displayName), property: $0.property,
                    value: $0.value)
            })
    }

    /// The findings about `view`, each saying it is about `view`.
    func findings(about view: UIView, in scene: Scene) -> [LintFinding] {
        let found = findings(for: view, in: scene)
        guard !found.isEmpty else { return found }
        let object = AnswerObject(view, in: scene, naming: scene.displayName)
        return found.map { finding in
            var finding = finding
            finding.view = object
            return finding
        }
    }
}
