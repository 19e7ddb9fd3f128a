import Foundation
import Testing
@testable import ResponderKit

/// `TouchDeliveryState` fed inputs alone, without views or an application: its stages, what it
/// owes after each input, and the moves it refuses.
@Suite("Touch delivery state")
struct TouchDeliveryStateTests {
    typealias Stage = TouchDeliveryState.Stage

    /// The state as one line: stage, then what is owed and what is delayed.
    private func describe(_ state: TouchDeliveryState) -> String {
        var line = "\(state.stage)"
        let owed = ResponderMessage.allCases.prefix(4).filter { state.owes($0) }.map(\.rawValue)
        if !owed.isEmpty { line += " owes \(owed.joined(separator: ","))" }
        if let delayed = state.delayedPhase { line += " delayed \(delayed)" }
        return line
    }

    @Test("T5: the legal moves are one table; withheld, detached and finished are final")
    func table() {
        let legal = Stage.allCases.flatMap { from in
            Stage.allCases.filter { TouchDeliveryState.isLegal(from: from, to: $0) }.map { "\(from)->\($0)" }
        }
        #expect(
            legal == [
                "pending->delivered", "pending->withheld", "pending->detached",
                "delivered->cancelling", "delivered->finished",
                "cancelling->detached"
            ])
        #expect(TouchDeliveryState.legalMoves.keys.count == Stage.allCases.count)
    }

    @Test("T4 T5: a touch's life: input marks what its view is owed, and sending clears it")
    func life() {
        var state = TouchDeliveryState()
        var log = [describe(state)]
        state.sent(.touchesBegan)
        log.append(describe(state))
        state.receive(.stationary)
        log.append(describe(state))
        state.receive(.moved)
        log.append(describe(state))
        state.sent(.touchesMoved)
        log.append(describe(state))
        state.receive(.ended)
        log.append(describe(state))
        state.sent(.touchesEnded)
        log.append(describe(state))
        #expect(
            log == [
                "pending owes touchesBegan",
                "delivered",
                "delivered",
                "delivered owes touchesMoved",
                "delivered",
                "delivered owes touchesEnded",
                "finished"
            ])
        #expect(!state.owesView && !state.reachesView)
    }

    @Test("GV4: a touch that moved while its touchesBegan was held back owes both, begin first")
    func lateBegin() {
        var state = TouchDeliveryState()
        state.delay(.began)
        state.receive(.moved)
        #expect(describe(state) == "pending owes touchesBegan delayed began")
        #expect(state.isDelayed(.began) && !state.isDelayed(.ended))
        state.sent(.touchesBegan)
        #expect(describe(state) == "delivered owes touchesMoved")
        #expect(state.owesView && state.reachesView)
    }

    @Test("GV4 GV5: a delay is traced once per phase, and sending any message forgets it")
    func delaysAreTracedOnce() {
        var state = TouchDeliveryState()
        state.receive(.ended)
        #expect(!state.isDelayed(.began))
        state.delay(.began)
        #expect(state.isDelayed(.began))
        // The begin goes and the end is held back in the same plan: its delay is recorded
        // before the begin is sent, which forgets it; the next plan traces it again.
        state.delay(.ended)
        state.sent(.touchesBegan)
        #expect(!state.isDelayed(.ended))
        state.delay(.ended)
        #expect(state.isDelayed(.ended))
        state.sent(.touchesEnded)
        #expect(describe(state) == "finished")
    }

    @Test("T13 GV3: a cancelled touch owes its view one touchesCancelled and nothing else, then reaches no view")
    func cancellation() {
        var state = TouchDeliveryState()
        state.sent(.touchesBegan)
        state.receive(.moved)
        state.cancel()
        #expect(describe(state) == "cancelling owes touchesCancelled")
        #expect(!state.owesView && !state.reachesView)
        state.sent(.touchesCancelled)
        state.receive(.ended)
        #expect(describe(state) == "detached")
        #expect(!state.owesView)
    }

    @Test("the host's cancel owes touchesCancelled, and the view's end is the finger's own")
    func hostCancel() {
        var state = TouchDeliveryState()
        state.sent(.touchesBegan)
        state.receive(.cancelled)
        #expect(describe(state) == "delivered owes touchesCancelled")
        state.sent(.touchesCancelled)
        #expect(describe(state) == "finished")
    }

    @Test("M1 M4 S2 GV3: a withheld or discarded touch owes nothing, whatever the finger does next")
    func finalStagesOweNothing() {
        var withheld = TouchDeliveryState()
        withheld.withhold()
        var discarded = TouchDeliveryState()
        discarded.detach()
        for var state in [withheld, discarded] {
            state.receive(.moved)
            state.receive(.ended)
            #expect(!state.owesView && !state.reachesView)
            #expect(ResponderMessage.allCases.allSatisfy { !state.owes($0) })
        }
        #expect(describe(withheld) == "withheld" && describe(discarded) == "detached")
    }

    #if DEBUG  // the moves are checked where invariants are compiled in: debug builds
    @Test("T5: a move the table does not allow stops the program, naming both stages")
    func illegalMove() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = TouchDeliveryState()
            state.sent(.touchesBegan)
            state.detach()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("touch delivery: illegal move from delivered to detached"))
    }

    @Test("T5: sending a message the touch does not owe stops the program: a view never hears of one phase twice")
    func unowedMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = TouchDeliveryState()
            state.sent(.touchesBegan)
            state.receive(.ended)
            state.sent(.touchesEnded)
            state.sent(.touchesEnded)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("touch delivery: touchesEnded sent for a touch that does not owe it (finished)"))
    }

    @Test("GV4: holding back the begin of a touch its view already has stops the program")
    func illegalDelay() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var state = TouchDeliveryState()
            state.sent(.touchesBegan)
            state.delay(.began)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("touch delivery: began delayed for a touch that is delivered"))
    }
    #endif
}
